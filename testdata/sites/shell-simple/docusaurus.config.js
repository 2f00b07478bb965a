// Second fixture of the page-shell browser tests (see testdata/sites/shell): an announcement
// bar that cannot be closed, a dark navbar, no colour-mode switch, a footer with one row of links and a logo without a link, and an
// html navbar item that can crash the whole app (src/theme/NavbarItem/HtmlNavbarItem).
module.exports = {
  title: 'Simple Shell',
  url: 'https://simple.example.com',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') },
      },
    ],
  ],
  themeConfig: {
    announcementBar: { id: 'notice', content: 'A notice that cannot be closed', isCloseable: false },
    colorMode: { defaultMode: 'dark', disableSwitch: true },
    navbar: {
      title: 'Simple',
      style: 'dark',
      items: [
        { type: 'doc', docId: 'index', label: 'Home', position: 'left' },
        { type: 'html', position: 'right', value: '<button type="button" class="button button--sm button--secondary" data-crash-navbar>Crash the navbar</button>' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        { label: 'Home', to: '/' },
        { label: 'Example', href: 'https://example.com' },
        { html: '<a class="footer__link-item" href="https://example.com/help">Help</a>' },
      ],
      logo: { alt: 'Simple logo', src: 'img/logo.svg', width: 32, height: 32 },
      copyright: 'Made with <em>gosaurus</em>',
    },
  },
};
