// A small site that uses the markdown and config features gosaurus compiles.
export default {
  title: 'Basic Fixture',
  tagline: 'Golden-file fixture',
  url: 'https://fixture.example.com',
  baseUrl: '/basic/',
  favicon: 'img/icon.svg',
  presets: [
    [
      '@docusaurus/preset-classic',
      {
        docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') },
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Basic',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
        { href: 'https://example.com/repo', label: 'Repo', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [{ label: 'Intro', to: '/' }, { label: 'Example', href: 'https://example.com' }],
      copyright: 'Fixture &copy; gosaurus',
    },
  },
};
