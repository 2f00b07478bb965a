// Fixture for the browser tests of the classic theme's page shell: an announcement bar, a
// primary navbar that hides on scroll with every navbar item type that works without
// versions or locales, a dark footer with link columns and a themed logo, and a colour mode
// without respectPrefersColorScheme. testdata/sites/shell-simple has the other options.
module.exports = {
  title: 'Shell Fixture',
  tagline: 'Page shell behaviours',
  url: 'https://shell.example.com',
  baseUrl: '/shell/',
  favicon: 'img/logo.svg',
  // The crash page links to .html and /index.html URLs on purpose, to exercise the router's
  // normalisation; Docusaurus's link checker counts those as broken, so it only warns here.
  onBrokenLinks: 'warn',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: 'docs', sidebarPath: require.resolve('./sidebars.js') },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  themeConfig: {
    announcementBar: {
      id: 'release-2',
      content: 'Shell <b>2.0</b> is out: <a href="https://example.com/release-notes">read the release notes</a>',
      backgroundColor: '#20232a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: {
      title: 'Shell',
      style: 'primary',
      hideOnScroll: true,
      logo: { alt: 'Shell logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/docs/intro', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
        { to: '/docs/reference/api', label: 'API', position: 'left', activeBasePath: 'docs/reference' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'FAQ', to: '/docs/more/faq' },
            { label: 'Changelog', to: '/docs/more/changelog' },
            { label: 'Status', href: 'https://status.example.com' },
          ],
        },
        { to: '/docs/toc-levels', label: 'Levels', activeBaseRegex: '^/shell/docs/(toc-levels|crash)$' },
        { type: 'html', position: 'right', value: '<span class="shell-badge">beta</span>' },
        { href: 'https://github.com/example/shell', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Guides', to: '/docs/guides/first' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Forum', href: 'https://forum.example.com' },
            { html: '<a class="footer__link-item" href="https://chat.example.com">Chat</a>' },
          ],
        },
      ],
      logo: {
        alt: 'Shell logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: 'https://example.com',
        width: 48,
        height: 48,
        target: '_blank',
      },
      copyright: 'Copyright © 2025 <b>Shell</b> fixture',
    },
  },
};
