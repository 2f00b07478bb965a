// The site's configuration. gosaurus reads it as Docusaurus 3 does, so this file works with
// both; see https://docusaurus.io/docs/api/docusaurus-config for every option.

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'My Site',
  tagline: 'Documentation that builds in a second',
  favicon: 'img/favicon.svg',

  // The address the site is published at, and the path under it.
  url: 'https://example.com',
  baseUrl: '/',

  onBrokenLinks: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: './sidebars.js',
        },
        blog: {
          showReadingTime: true,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'My Site',
        logo: {
          alt: 'My Site logo',
          src: 'img/logo.svg',
        },
        items: [
          {
            type: 'docSidebar',
            sidebarId: 'docs',
            position: 'left',
            label: 'Docs',
          },
          { to: '/blog', label: 'Blog', position: 'left' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Getting started', to: '/docs/getting-started' },
              { label: 'Writing pages', to: '/docs/guides/writing-pages' },
            ],
          },
          {
            title: 'More',
            items: [{ label: 'Blog', to: '/blog' }],
          },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} My Site. Built with gosaurus.`,
      },
    }),
};

module.exports = config;
