module.exports = {
  title: 'Sass site',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.scss' } }]],
  plugins: ['docusaurus-plugin-sass'],
};
