module.exports = {
  title: 'Remark plugins',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: false,
          remarkPlugins: [require('./src/remark/code-tabs'), [require('./src/remark/abbreviations'), { terms: { SDK: 'software development kit' } }]],
        },
        blog: {
          beforeDefaultRemarkPlugins: [[require('./src/remark/abbreviations'), { terms: { RSS: 'really simple syndication' } }]],
        },
      },
    ],
  ],
};
