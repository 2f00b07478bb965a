// A local plugin that adds pages of its own in contentLoaded: data files from createData,
// a layout route with nested routes, a flat route with props, and components from the site,
// from an absolute path and from the plugin's theme folder.
module.exports = {
  title: 'Plugin routes',
  url: 'https://example.com',
  baseUrl: '/',
  favicon: 'img/tools.svg',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  plugins: [['./plugins/catalog', { heading: 'Tool catalog' }]],
  themeConfig: {
    navbar: { title: 'Plugin routes', items: [{ to: '/catalog', label: 'Catalog', position: 'left' }] },
  },
};
