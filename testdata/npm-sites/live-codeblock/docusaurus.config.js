module.exports = {
  title: 'Live code blocks',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  themes: ['@docusaurus/theme-live-codeblock'],
};
