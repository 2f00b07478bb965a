module.exports = {
  title: 'PWA site',
  url: 'https://pwa.example.com',
  baseUrl: '/pwa/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: {
    navbar: { title: 'PWA site', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  },
  plugins: [
    [
      '@docusaurus/plugin-pwa',
      {
        debug: true,
        swCustom: require.resolve('./src/sw.js'),
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        pwaHead: [
          { tagName: 'link', rel: 'icon', href: '/img/logo.png' },
          { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: 'rgb(31, 111, 74)' },
          { tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
        ],
      },
    ],
  ],
};
