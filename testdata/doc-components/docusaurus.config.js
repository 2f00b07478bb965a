// The docs plugin's component options (generator/pipeline/doccomponents_test.go,
// tests/browser/doc-components.test.mjs): the api instance's items wrap the doc in a context
// that a component of its markdown reads, as docusaurus-plugin-openapi-docs' ApiItem wraps its
// docs in a store Provider, and its docs root renders its nested routes as a component written
// for Docusaurus does; the default instance's doc root wraps the theme's, forwarding its props.
module.exports = {
  title: 'Doc components',
  url: 'https://example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  presets: [['classic', { docs: { docRootComponent: '@theme/MyRoot', docItemComponent: '@theme/DocItem' } }]],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        docItemComponent: '@theme/MyItem',
        docsRootComponent: '@site/src/components/MyDocsRoot.js',
      },
    ],
  ],
};
