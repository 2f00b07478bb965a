// A site whose CodeBlock/Content is swizzled the Docusaurus 3.8.1 way: it reads the code block
// context and highlights with prism-react-renderer's Highlight, whose themes the config uses.
const { themes } = require('prism-react-renderer');

module.exports = {
  title: 'Prism Content',
  url: 'https://prism.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  themeConfig: { prism: { theme: themes.github } },
};
