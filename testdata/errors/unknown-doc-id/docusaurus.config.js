module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'nope', label: 'Nope' }] } },
};
