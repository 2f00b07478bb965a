module.exports = {
  title: 'DocSearch site',
  url: 'https://docsearch.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: {
    navbar: { title: 'DocSearch site', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
    algolia: {
      appId: 'TESTAPP42',
      apiKey: 'search-only-key',
      indexName: 'docsearch-fixture',
      searchParameters: { facetFilters: ['type:content'] },
      // Hits of the old host are this site's pages, moved under /docs/.
      replaceSearchResultPathname: { from: '/old-docs/', to: '/docs/' },
      externalUrlRegex: 'external\\.example\\.org',
    },
  },
};
