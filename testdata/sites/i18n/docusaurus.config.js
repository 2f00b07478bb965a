// Three locales: English (default), French with translated docs, sidebar, navbar, footer and
// theme labels, and Arabic, written right to left, with no translations of its own.
module.exports = {
  title: 'I18n Fixture',
  tagline: 'One site in three languages',
  url: 'https://i18n.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: { fr: { label: 'Français' } },
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: {
    navbar: {
      title: 'Widgets',
      logo: { alt: 'Widgets logo', src: 'img/icon.svg', href: '/docs/intro' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Introduction', to: '/docs/intro' }, { label: 'Installing', to: '/docs/guides/install' }] },
      ],
      copyright: 'Widgets, all rights reserved',
    },
  },
};
