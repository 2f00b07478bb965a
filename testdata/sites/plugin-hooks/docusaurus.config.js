// Plugins that gosaurus does not implement itself: a local plugin with a theme component, a
// client module and head tags; an inline plugin whose only hook (PostCSS) gosaurus skips; an
// inline plugin whose postBuild writes a file into the build from its routes and what its
// loadContent read; and a custom navbar item type mapped by the site's swizzled ComponentTypes.
const fs = require('fs');
const path = require('path');

let loads = 0; // how often loadContent ran in this runtime: once

module.exports = {
  title: 'Plugin hooks',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  plugins: [
    ['./plugins/greeting', { salutation: 'Welcome' }],
    function postcssTweaks(context, options) {
      return {
        name: 'postcss-tweaks',
        configurePostCss(postcssOptions) {
          return postcssOptions;
        },
      };
    },
    [
      function routesManifest(context, options) {
        return {
          name: 'routes-manifest',
          async loadContent() {
            loads++;
            const dir = path.join(context.siteDir, 'docs');
            return fs.readdirSync(dir).sort().map((name) => ({ name, title: fs.readFileSync(path.join(dir, name), 'utf8').match(/^title: (.*)$/m)[1] }));
          },
          async contentLoaded({ content, actions }) {
            actions.setGlobalData({ docs: content.length });
          },
          async postBuild({ outDir, routesPaths, content, siteConfig, siteDir, baseUrl, generatedFilesDir, i18n }) {
            const lines = [
              `# ${siteConfig.title} (${options.heading})`,
              `baseUrl ${baseUrl}, locale ${i18n.currentLocale}, generated files in ${path.relative(siteDir, generatedFilesDir)}, loadContent ran ${loads} time(s)`,
              ...content.map((d) => `doc ${d.name}: ${d.title}`),
              ...[...routesPaths].sort().map((r) => `route ${r}`),
            ];
            await fs.promises.writeFile(path.join(outDir, 'routes-manifest.txt'), lines.join('\n') + '\n');
          },
        };
      },
      { heading: 'routes' },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Plugin hooks',
      items: [{ type: 'custom-status', position: 'right', label: 'Status' }],
    },
  },
};
