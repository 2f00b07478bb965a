// Components ejected from Docusaurus's classic theme and edited, in the shapes real sites
// carry them (a swizzled Layout/Provider, Navbar/Content, NavbarItem/DocsVersionDropdownNavbarItem,
// DocRoot, DocSidebarItem/Category, DocItem/Footer, DocSidebar/Mobile, and CodeBlock's Content/String,
// Title, Line and Line/Token for docs/guides/upgrade.md): they import the theme's hooks from
// @docusaurus/theme-common, @docusaurus/theme-common/internal and
// @docusaurus/plugin-content-docs/client, and must build as they do with Docusaurus.
module.exports = {
  title: 'Ejected Components',
  tagline: 'Swizzled the Docusaurus way',
  url: 'https://ejected.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: './sidebars.js', editUrl: 'https://example.com/edit/main/' },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Ejected',
      logo: { alt: 'Logo', src: 'img/icon.svg', href: '/docs/intro' },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { href: 'https://example.com/repo', label: 'Repository', position: 'right' },
      ],
    },
    docs: { sidebar: { autoCollapseCategories: true } },
    prism: {
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: { start: 'highlight-start', end: 'highlight-end' },
        },
        { className: 'code-block-error-line', line: 'this-line-error' },
      ],
    },
  },
};
