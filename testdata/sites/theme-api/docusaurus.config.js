// A site whose own code imports a spread of the public names of @docusaurus/theme-common (and
// its internal entry), @docusaurus/plugin-content-docs/client and @theme/*, and formats numbers,
// dates, plurals, lists and relative times with Intl, both when a module loads and while it
// renders.
module.exports = {
  title: 'Theme API',
  tagline: 'Site code on the theme API',
  url: 'https://theme-api.example.com',
  baseUrl: '/theme-api/',
  favicon: 'img/dot.svg',
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
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Theme API',
      items: [{ type: 'doc', docId: 'figures', label: 'Docs', position: 'left' }],
    },
    footer: {
      style: 'light',
      links: [{ label: 'Figures', to: '/docs/figures' }],
      copyright: 'Theme API fixture',
    },
  },
};
