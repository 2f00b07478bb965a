// Every form markdown, GFM and MDX give a doc, and the ways docs link to files.
export default {
  title: 'Markdown Forms',
  url: 'https://fixture.example.com',
  baseUrl: '/forms/',
  trailingSlash: false,
  // guide/index.md's ./other is /forms/other at /forms/guide, which Docusaurus reports.
  onBrokenLinks: 'warn',
  markdown: {
    // Runs on every markdown file before it is compiled.
    preprocessor: ({filePath, fileContent}) =>
      fileContent.replaceAll('@RELEASE@', filePath.endsWith('.mdx') ? 'release 7 (mdx)' : 'release 7'),
  },
  presets: [
    [
      '@docusaurus/preset-classic',
      {
        docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: { title: 'Forms', items: [{ type: 'doc', docId: 'elements', label: 'Docs' }] },
  },
};
