// The analytics plugins of the classic preset (gtag with two tracking IDs, Google Analytics,
// Google Tag Manager): their tags on every page of a production build, and the page views
// gtag and analytics.js are sent as the reader moves between pages.
module.exports = {
  title: 'Analytics Fixture',
  url: 'https://analytics.example.com',
  baseUrl: '/',
  headTags: [{ tagName: 'meta', attributes: { name: 'x-site', content: 'mine' } }],
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/' },
        blog: false,
        pages: false,
        gtag: { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true },
        googleAnalytics: { trackingID: 'UA-123-1' },
        googleTagManager: { containerId: 'GTM-ABC' },
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Analytics', items: [{ to: '/other', label: 'Other', position: 'left' }] },
  },
};
