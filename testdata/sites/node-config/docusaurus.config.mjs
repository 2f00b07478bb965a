// A config only Node runs, in prettier's pattern: an ES module that reads files with node:fs
// at top level, a require made by createRequire, process.cwd(), and a plugin written as a
// function that reads files in loadContent and writes files in postBuild. (No top-level await:
// Docusaurus 3.8.1's config loader refuses it.)
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const site = JSON.parse(fs.readFileSync(new URL('./data/site.json', import.meta.url), 'utf8'));
const tools = require('./data/tools.json');
const here = process.cwd();

function docsIndexPlugin(context, options) {
  return {
    name: 'docs-index',
    async loadContent() {
      const dir = path.join(context.siteDir, 'docs');
      const names = (await fs.promises.readdir(dir)).filter((n) => n.endsWith('.md')).sort();
      return names.map((n) => ({name: n, title: fs.readFileSync(path.join(dir, n), 'utf8').match(/^# (.*)$/m)[1]}));
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData({count: content.length, label: options.label});
      const list = await actions.createData('docs.json', content);
      actions.addRoute({path: context.baseUrl + 'docs-index', exact: true, component: '@site/src/components/DocsIndex.js', modules: {docs: list}});
    },
    injectHtmlTags({content}) {
      return {headTags: [{tagName: 'meta', attributes: {name: 'docs-count', content: String(content.length)}}]};
    },
    async postBuild({content, outDir, routesPaths, siteConfig}) {
      const lines = content.map((d) => `- ${d.title} (${d.name})`);
      await fs.promises.writeFile(path.join(outDir, 'llms.txt'), `# ${siteConfig.title}\n\n${lines.join('\n')}\n`);
      fs.writeFileSync(path.join(outDir, 'routes.txt'), [...routesPaths].sort().join('\n') + '\n');
    },
    configurePostCss(options) {
      return options;
    },
  };
}

export default {
  title: site.title,
  tagline: `${tools.length} tools`,
  url: 'https://example.com',
  baseUrl: '/',
  customFields: {tools, ranFrom: path.basename(here)},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false}]],
  plugins: [[docsIndexPlugin, {label: 'Docs index'}]],
  themeConfig: {navbar: {title: site.title, items: [{to: '/docs-index', label: 'Index', position: 'left'}]}},
};
