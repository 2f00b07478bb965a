// Versioned docs and a second docs plugin instance: versions.json, versioned_docs/,
// versioned_sidebars/, lastVersion, version labels and banners, and the navbar items that
// point into versions. The community instance shows no breadcrumbs.
module.exports = {
  title: 'Versions Fixture',
  tagline: 'Two released versions, the next one, and a community section',
  url: 'https://versions.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://example.com/edit/main/',
          versions: {
            current: { label: '2.0 (next)' },
            '1.0': { label: '1.0 (legacy)' },
          },
        },
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', breadcrumbs: false },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Versions',
      logo: { alt: 'Versions logo', src: 'img/icon.svg', href: '/docs/intro' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community', position: 'left' },
        { type: 'docsVersion', position: 'left' },
        // Lists 1.0 (under its own label here) and the next version only, in that order.
        { type: 'docsVersionDropdown', position: 'right', versions: { '1.0': { label: '1.0 (legacy docs)' }, current: {} } },
      ],
    },
    footer: {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] }],
      copyright: 'Versions fixture',
    },
  },
};
