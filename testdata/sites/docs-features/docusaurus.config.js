// Docs plugin features and MDX: tags and tag pages, unlisted docs, generated-index categories,
// edit links and last-updated metadata, sidebar front matter, theme components imported in MDX
// (Tabs, CodeBlock, Admonition, Details, BrowserOnly, Head, Link, useBaseUrl, @site/), and the
// Prism theme and additional languages.
const lightCodeTheme = {
  plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment'], style: { color: '#999988', fontStyle: 'italic' } },
    { types: ['string'], style: { color: '#e3116c' } },
    { types: ['keyword'], style: { color: '#00009f' } },
  ],
};
const darkCodeTheme = {
  plain: { color: '#F8F8F2', backgroundColor: '#282A36' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(98, 114, 164)' } },
    { types: ['string'], style: { color: 'rgb(255, 121, 198)' } },
    { types: ['keyword'], style: { color: 'rgb(189, 147, 249)' } },
  ],
};

module.exports = {
  title: 'Docs Features',
  tagline: 'Tags, generated indexes, MDX components',
  url: 'https://docs-features.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
          editUrl: 'https://example.com/edit/main/',
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          tags: 'tags.yml',
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Docs Features',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { to: '/tags', label: 'Tags', position: 'left' },
      ],
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['rust', 'toml'],
    },
  },
};
