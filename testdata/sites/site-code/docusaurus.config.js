// A site whose own code gosaurus bundles as Docusaurus does: a page with React hooks, SVG files
// imported as React components, a JSON file imported from the site root (/data/…), CSS (custom
// and CSS modules) with url()s of static and relative files, <BrowserOnly> children that
// require browser-only modules, components that import the site's config, and react-router-dom
// and @mdx-js/react imported by name, a relative import that names a file beside one whose
// name differs only in case, and a component loaded with React.lazy. Tests also build it with
// its own node_modules (React copies) added.
module.exports = {
  title: 'Site Code',
  tagline: 'The site brings its own components',
  url: 'https://site-code.example.com',
  baseUrl: '/code/',
  favicon: 'img/mark.svg',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  customFields: { motto: 'Bring your own components' },
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Site Code',
      logo: { alt: 'Site Code mark', src: 'img/mark.svg' },
      items: [{ type: 'doc', docId: 'widgets', label: 'Docs', position: 'left' }],
    },
  },
};
