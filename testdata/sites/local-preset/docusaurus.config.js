// A preset of the site's own that wraps the classic preset, as company presets do: it takes
// an option of its own out of the options, hands the rest to the classic preset, and adds a
// theme with components (one offered to every document) and a head tag.
module.exports = {
  title: 'Local preset',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [
    [
      './preset',
      {
        note: 'Built with the team preset.',
        docs: { routeBasePath: '/', sidebarPath: './sidebars.js' },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Local preset', items: [{ type: 'doc', docId: 'index', label: 'Guide' }] },
  },
};
