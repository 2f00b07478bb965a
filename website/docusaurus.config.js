// @ts-check
// The /sdk-js/ documentation site. Written as a plain Docusaurus 3.8.1 site: gosaurus builds it
// as it is, and so does Docusaurus itself (see `make bench`).

// Palenight, the classic theme's default code colours, with the comment and red colours
// lightened to a 4.5:1 contrast on its background (WCAG 2.1 AA).
const codeTheme = {
  plain: { color: '#bfc7d5', backgroundColor: '#292d3e' },
  styles: [
    { types: ['comment'], style: { color: '#9299bf', fontStyle: 'italic' } },
    { types: ['string', 'inserted'], style: { color: '#c3e88d' } },
    { types: ['number'], style: { color: '#f78c6c' } },
    { types: ['builtin', 'char', 'constant', 'function'], style: { color: '#82aaff' } },
    { types: ['punctuation', 'selector'], style: { color: '#c792ea' } },
    { types: ['variable'], style: { color: '#bfc7d5' } },
    { types: ['class-name', 'attr-name'], style: { color: '#ffcb6b' } },
    { types: ['tag', 'deleted', 'boolean'], style: { color: '#ff6b84' } },
    { types: ['operator'], style: { color: '#89ddff' } },
    { types: ['keyword'], style: { fontStyle: 'italic' } },
    { types: ['doctype'], style: { color: '#c792ea', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: '#b2ccd6' } },
    { types: ['url'], style: { color: '#dddddd' } },
  ],
};

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Availity SDK-JS',
  tagline: 'JavaScript SDK for building applications on the Availity platform',
  favicon: 'img/favicon.svg',
  url: 'https://availity.github.io',
  baseUrl: '/sdk-js/',
  titleDelimiter: '|',
  organizationName: 'Availity',
  projectName: 'sdk-js',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',

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
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.js'),
          editUrl: 'https://github.com/Availity/sdk-js/edit/master/docusaurus/',
        },
        blog: false,
        theme: {
          customCss: require.resolve('./src/css/custom.css'),
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {
        defaultMode: 'dark',
        disableSwitch: false,
        respectPrefersColorScheme: true,
      },
      docs: {
        sidebar: {
          hideable: false,
          autoCollapseCategories: false,
        },
      },
      prism: {
        theme: codeTheme,
      },
      tableOfContents: {
        minHeadingLevel: 2,
        maxHeadingLevel: 3,
      },
      navbar: {
        title: 'Availity',
        logo: {
          alt: 'Availity logo',
          src: 'img/logo.svg',
          width: 32,
          height: 32,
        },
        items: [
          { href: 'https://availity.github.io/element/', label: 'Element', position: 'left' },
          { href: 'https://availity.github.io/availity-workflow/', label: 'Workflow', position: 'left' },
          { to: '/', label: 'SDK', position: 'left', activeBaseRegex: '^/sdk-js/' },
          { href: 'https://github.com/Availity/sdk-js', label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Getting started', to: '/getting-started' },
              { label: 'API', to: '/api/getting-started' },
              { label: 'Resources', to: '/resources/analytics' },
            ],
          },
          {
            title: 'Related projects',
            items: [
              { label: 'Element', href: 'https://availity.github.io/element/' },
              { label: 'Workflow', href: 'https://availity.github.io/availity-workflow/' },
            ],
          },
          {
            title: 'More',
            items: [{ label: 'GitHub', href: 'https://github.com/Availity/sdk-js' }],
          },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} Availity, LLC.`,
      },
    }),
};

module.exports = config;
