// trailingSlash: false — pages written as <path>.html and every link without a final slash,
// with docs at /docs and a folder index doc.
module.exports = {
  title: 'Trailing Slash Fixture',
  url: 'https://slash.example.com',
  baseUrl: '/site/',
  trailingSlash: false,
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Slashes',
      logo: { alt: 'Slashes', src: 'img/logo.svg', href: '/docs/' },
      items: [{ type: 'doc', docId: 'guides/index', label: 'Guides', position: 'left' }],
    },
  },
};
