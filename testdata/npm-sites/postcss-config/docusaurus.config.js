module.exports = {
  title: 'PostCSS config site',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
