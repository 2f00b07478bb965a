module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
};
