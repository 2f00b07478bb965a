// The pages and blog plugins: src/pages in every format, and a blog with authors (inline and
// authors.yml), tags (inline and tags.yml), truncate markers, pagination, archive and feeds.
module.exports = {
  title: 'Blog Fixture',
  tagline: 'Pages and posts',
  url: 'https://blog.example.com',
  baseUrl: '/',
  favicon: 'img/icon.svg',
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          postsPerPage: 2,
          blogSidebarCount: 3,
          blogSidebarTitle: 'Latest posts',
          blogDescription: 'News from the fixture',
          feedOptions: { type: 'all', copyright: 'Copyright © Fixture', title: 'Fixture feed' },
          onInlineAuthors: 'ignore',
          onInlineTags: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
        },
      },
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    navbar: {
      title: 'Fixture',
      items: [
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/about', label: 'About', position: 'left' },
        { to: '/blog/archive', label: 'Archive', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [{ label: 'Home', to: '/' }, { label: 'Tags', to: '/blog/tags' }],
      copyright: 'Fixture &copy; gosaurus',
    },
  },
};
