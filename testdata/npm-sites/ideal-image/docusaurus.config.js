module.exports = {
  title: 'Ideal images',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  plugins: [['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030, min: 320, steps: 2, disableInDev: false }]],
};
