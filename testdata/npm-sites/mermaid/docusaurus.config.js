module.exports = {
  title: 'Mermaid diagrams',
  url: 'https://example.com',
  baseUrl: '/',
  markdown: { mermaid: true },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: {
    mermaid: {
      theme: { light: 'neutral', dark: 'forest' },
      options: { fontFamily: 'monospace' },
    },
  },
};
