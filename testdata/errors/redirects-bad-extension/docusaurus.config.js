module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['.html'] }]],
};
