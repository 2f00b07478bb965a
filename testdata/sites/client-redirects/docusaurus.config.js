// The client-redirects plugin (every option: fromExtensions, toExtensions, redirects and a
// createRedirects function), a doc whose h1 comes after a spacer paragraph, and blog authors
// with socials and paginated author pages, a category doc listing its docs as cards, and a
// partial whose headings join the TOC of the doc that imports it; a post whose first heading, an
// h1 after a paragraph, is dropped as its content title, and which has JSX elements on lines of
// their own.
module.exports = {
  title: 'Redirects Fixture',
  tagline: 'Old addresses keep working',
  url: 'https://redirects.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  presets: [
    [
      'classic',
      {
        docs: {},
        blog: { postsPerPage: 1, onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore' },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        toExtensions: ['htm'],
        redirects: [
          { from: ['/old-start', '/legacy/start'], to: '/docs/start' },
          { from: '/to-a-section', to: '/docs/reference#options' },
          { from: '/off-site', to: 'https://example.com/moved' },
        ],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/docs/')) {
            return [existingPath.replace('/docs/', '/manual/')];
          }
          if (existingPath === '/blog') {
            return '/news';
          }
          return undefined;
        },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Redirects',
      items: [
        { to: '/docs/start', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
      ],
    },
  },
};
