const path = require('path');

// Loads a small catalog and gives it pages: /catalog (an index inside a layout route),
// /catalog/<tool> for each tool, and /catalog-note (a flat route with plain props).
module.exports = function catalogPlugin(context, options) {
  return {
    name: 'catalog-plugin',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async loadContent() {
      return [
        { slug: 'hammer', name: 'Hammer', use: 'Drives nails into wood.' },
        { slug: 'saw', name: 'Saw', use: 'Cuts boards to length.' },
      ];
    },
    async contentLoaded({ content, actions }) {
      const list = await actions.createData('tools.json', JSON.stringify(content.map(({ slug, name }) => ({ slug, name }))));
      const options_ = await actions.createData('options.json', { heading: options.heading });
      const tools = await Promise.all(
        content.map(async (tool) => ({
          path: `/catalog/${tool.slug}`,
          exact: true,
          component: path.join(context.siteDir, 'src/components/CatalogTool.js'),
          modules: { tool: await actions.createData(`tool-${tool.slug}.json`, tool) },
          shelf: 'tools',
        })),
      );
      actions.addRoute({
        path: '/catalog',
        exact: false,
        component: '@site/src/components/CatalogLayout',
        modules: { options: options_ },
        routes: [
          { path: '/catalog', exact: true, component: '@site/src/components/CatalogIndex', modules: { tools: list } },
          ...tools,
        ],
      });
      // A manual shaped like the docs plugin's routes, on the classic theme's own components.
      const version = await actions.createData('manual-version.json', {
        pluginId: 'manual',
        version: 'current',
        label: 'Next',
        banner: null,
        badge: false,
        noIndex: false,
        className: 'manual-version',
        isLast: true,
        docsSidebars: {
          manual: [
            { type: 'link', label: 'Sharpening', href: '/manual/sharpening', docId: 'sharpening' },
            { type: 'link', label: 'Storage', href: '/manual/storage', docId: 'storage' },
          ],
        },
        docs: {},
      });
      actions.addRoute({
        path: '/manual',
        exact: false,
        component: '@theme/DocsRoot',
        routes: [
          {
            path: '/manual',
            exact: false,
            component: '@theme/DocVersionRoot',
            modules: { version },
            routes: [
              {
                path: '/manual',
                exact: false,
                component: '@theme/DocRoot',
                routes: ['sharpening', 'storage'].map((topic) => ({
                  path: `/manual/${topic}`,
                  exact: true,
                  component: '@site/src/components/ManualTopic',
                  sidebar: 'manual',
                  topic,
                })),
              },
            ],
          },
        ],
      });
      actions.addRoute({
        path: '/catalog-note',
        exact: true,
        component: '@theme/CatalogNote',
        modules: { tools: { __import: true, path: list } },
        props: { note: 'Tools are lent for a week.' },
      });
    },
  };
};
