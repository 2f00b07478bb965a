package jsplugin

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/site"
	"gosaurus/plugins/plugintest"
)

// Plugins gosaurus does not implement are instantiated as Docusaurus does, and what gosaurus can
// use of them is used: theme folders, client modules, HTML tags, configurePostCss. Hooks it
// cannot run are named in one warning per plugin, and the build goes on.
func TestPluginsAreInstantiated(t *testing.T) {
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `
const path = require('path');
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/base/',
  plugins: [
    ['./plugins/local.js', { greeting: 'hi', transform: (s) => s }],
    function tailwindPlugin(context, options) {
      return { name: 'tailwind', configurePostCss(o) { return o; } };
    },
    [async (context) => ({ name: 'async-' + context.baseUrl, injectHtmlTags: () => ({ preBodyTags: ['<noscript>on</noscript>'] }) }), {}],
    'docusaurus-plugin-pkg',
    false,
  ],
  themes: ['pkg'],
};
`,
		"plugins/local.js": `
const path = require('path');
module.exports = function (context, options) {
  if (!context.siteConfig || context.siteDir !== __dirname.replace(/\/plugins$/, '')) throw new Error('bad context');
  return {
    name: 'local-' + options.greeting,
    getThemePath() { return path.join(__dirname, 'theme'); },
    getTypeScriptThemePath() { return path.join(__dirname, 'src-theme'); },
    getClientModules() { return [path.resolve(__dirname, './client')]; },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'x-env', content: process.env.NODE_ENV } }], postBodyTags: [{ tagName: 'script', innerHTML: 'window.x=1' }] };
    },
    loadContent() { return 1; },
    contentLoaded() {},
    configureWebpack(config, isServer, { currentBundler }) {
      const { DefinePlugin, EnvironmentPlugin } = currentBundler.instance;
      return {
        resolve: { alias: { lodash: 'lodash-es' }, fallback: { fs: false, path: '/p/path-browserify.js' } },
        devtool: currentBundler.name,
        module: { rules: [{ test: /\.(?!js)x$/, type: 'asset/source' }] },
        plugins: [new EnvironmentPlugin({ X_FLAG: false, X_LIST: ['a'], X_URL: config.output.publicPath + 'sw.js' }), new DefinePlugin({ __VERSION__: '"1.0"', __N__: 2 })],
      };
    },
  };
};
`,
		"plugins/client.js": "export default {};\n",
		"node_modules/docusaurus-plugin-pkg/package.json":    `{"main": "index.js"}`,
		"node_modules/docusaurus-plugin-pkg/index.js":        "module.exports = () => ({ name: 'pkg-plugin', postBuild() {} });\nmodule.exports.validateOptions = ({ options }) => ({ ...options, filled: true });\n",
		"node_modules/docusaurus-theme-pkg/package.json":     `{"main": "lib/index.js"}`,
		"node_modules/docusaurus-theme-pkg/lib/index.js":     "exports.default = function () { return { name: 'pkg-theme', getThemePath: () => '../theme' }; };\nexports.__esModule = true;\n",
		"node_modules/docusaurus-theme-pkg/theme/X/index.js": "export default 1;\n",
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"docusaurus.config.js: plugins[0]: plugin local-hi: gosaurus skips its configureWebpack's devtool; module.rules[0] (error parsing regexp: invalid or unsupported Perl syntax: `(?!`) (it runs no webpack, PostCSS or Node hooks)",
	}
	if got := strings.Join(cfg.Warnings, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	// Its configurePostCss is run by the bundle stage (see the pipeline's TestTailwindSite).
	if js := cfg.JSPlugins[1]; js.Name != "tailwind" || js.PostCSS == nil || (js.PostCSS.Configure == nil) == jsrt.NodeAvailable() {
		t.Errorf("plugin %s: configurePostCss %+v", js.Name, js.PostCSS)
	}
	if len(postBuilds(cfg)) != 1 || postBuilds(cfg)[0].Name != "pkg-plugin" || postBuilds(cfg)[0].Source != "docusaurus.config.js: plugins[3]" {
		t.Errorf("post builds %+v, want pkg-plugin's", postBuilds(cfg))
	}
	if want := []string{filepath.Join(dir, "plugins", "theme"), filepath.Join(dir, "node_modules", "docusaurus-theme-pkg", "theme")}; !slices.Equal(themePaths(cfg), want) {
		t.Errorf("theme paths %q, want %q", themePaths(cfg), want)
	}
	w := cfg.JSPlugins[0].Webpack
	if w == nil || !reflect.DeepEqual(w.Alias, map[string]any{"lodash": "lodash-es"}) || !reflect.DeepEqual(w.Fallback, map[string]any{"fs": false, "path": "/p/path-browserify.js"}) {
		t.Fatalf("webpack %+v", w)
	}
	// EnvironmentPlugin's values are JSON; DefinePlugin's strings are code as they are.
	wantDefines := map[string]string{"process.env.X_FLAG": "false", "process.env.X_LIST": `["a"]`, "process.env.X_URL": `"/base/sw.js"`, "__VERSION__": `"1.0"`, "__N__": "2"}
	if !maps.Equal(w.Define, wantDefines) {
		t.Errorf("webpack defines %q, want %q", w.Define, wantDefines)
	}
	if want := []string{filepath.Join(dir, "plugins", "client.js")}; !slices.Equal(clientModules(cfg), want) {
		t.Errorf("client modules %q, want %q", clientModules(cfg), want)
	}
	inHead, pre, post := htmlOf(cfg)
	if got := strings.Join(inHead, ""); got != `<meta content="production" name="x-env">` {
		t.Errorf("head tags %s", got)
	}
	if got := strings.Join(pre, ""); got != `<noscript>on</noscript>` {
		t.Errorf("pre-body tags %s", got)
	}
	if got := strings.Join(post, ""); got != `<script>window.x=1</script>` {
		t.Errorf("post-body tags %s", got)
	}
}

// Plugins gosaurus has a counterpart for are not loaded (theme-mermaid is an entry for its
// plugin); the build says once what it does instead. A local search plugin is one of them only
// where no Node can run it (here, none on the PATH); elsewhere it runs as itself
// (TestLocalSearchPluginRunsAsItself). (A plugin that throws when called stops the build:
// TestPluginErrorsStopTheBuild.)
func TestKnownAndFailingPlugins(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', markdown: { mermaid: true },
  plugins: ['docusaurus-plugin-sass', ['@docusaurus/plugin-client-redirects', { redirects: [] }]],
  themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }], '@docusaurus/theme-mermaid', ['@docusaurus/theme-classic', { customCss: ['./src/a.scss'] }]],
};
`,
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"docusaurus.config.js: themes[0]: @easyops-cn/docusaurus-search-local: without Node to run it, gosaurus uses its built-in offline search instead",
	}
	if got := strings.Join(cfg.Warnings, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if !cfg.Sass || !slices.Equal(cfg.CustomCSS, []string{filepath.Join(dir, "src", "a.scss")}) {
		t.Errorf("sass %v, custom CSS %q", cfg.Sass, cfg.CustomCSS)
	}
}

// A plugin that needs a Node API the config runtime lacks is instantiated in Node, with the
// same context and options.
func TestPluginNeedingNodeRunsInNode(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [['./hashed.js', { label: 'x' }]] };\n",
		"hashed.js": `const id = require('crypto').createHash('sha1').update('x').digest('hex').slice(0, 6);
module.exports = (context, options) => ({
  name: 'hashed-' + options.label + '-' + context.siteConfig.title,
  injectHtmlTags: () => ({ headTags: ['<meta name="h" content="' + id + '">'] }),
  getClientModules: () => ['./client'],
});
`,
		"client.js": "export default {};\n",
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) != 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	if inHead, _, _ := htmlOf(cfg); !slices.Equal(inHead, []string{`<meta name="h" content="11f6ad">`}) {
		t.Errorf("head tags %q", inHead)
	}
	if want := []string{filepath.Join(dir, "client.js")}; !slices.Equal(clientModules(cfg), want) {
		t.Errorf("client modules %q, want %q", clientModules(cfg), want)
	}
}

// Options that cross from the config runtime to Node keep their RegExps, as in Docusaurus,
// which loads config and plugins in one process: a plugin whose validation requires them (a
// search plugin's ignoreFiles) accepts them, and its hooks see RegExps.
func TestPluginOptionsKeepRegExpsInNode(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [['./picky.js', { ignore: ['posts', () => 1, /^posts\\//i], nested: { re: /a+b/g } }]] };\n",
		"picky.js": `require('crypto'); // the config runtime lacks it: Node runs the plugin
function plugin(context, options) {
  return { name: 'picky', injectHtmlTags: () => ({ headTags: ['<meta name="re" content="' + options.ignore[1].test('POSTS/x') + ' ' + String(options.nested.re) + '">'] }) };
}
plugin.validateOptions = ({ options }) => {
  if (!(options.ignore[1] instanceof RegExp)) throw new Error('"ignore[1]" must be a RegExp object');
  return options;
};
module.exports = plugin;
`,
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if inHead, _, _ := htmlOf(cfg); !slices.Equal(inHead, []string{`<meta name="re" content="true /a+b/g">`}) {
		t.Errorf("head tags %q", inHead)
	}
}

// A package plugin written as ESM in a CommonJS package, with imports without extensions, as
// compiled TypeScript often is, runs in Node as Docusaurus's loader runs it: bundled. Its
// contentLoaded's routes and data files come back, and what it prints does not get in the way.
func TestESMPluginPackageRunsInNodeWithItsRoutes(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js":                                  "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', plugins: ['esm-pages'] };\n",
		"node_modules/docusaurus-plugin-esm-pages/package.json": `{"main": "lib/index.js"}`,
		"node_modules/docusaurus-plugin-esm-pages/lib/index.js": `import path from 'node:path';
import { pages } from './pages';
export default function plugin(context) {
  return {
    name: 'esm-pages',
    async contentLoaded({ actions }) {
      console.log('[info] writing the pages');
      const data = await actions.createData('list.json', { pages });
      actions.addRoute({ path: '/list', exact: true, component: path.join(__dirname, 'List.js'), modules: { list: data }, nav: 'x' });
    },
  };
}
`,
		"node_modules/docusaurus-plugin-esm-pages/lib/pages.js": "import { execSync } from 'node:child_process';\nexport const pages = [String(execSync('echo one')).trim()];\n",
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) != 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	p := loaded(t, cfg, "esm-pages").Routes
	if len(p.Routes) != 1 {
		t.Fatalf("plugin routes %+v", p)
	}
	data := filepath.Join(dir, ".docusaurus", "esm-pages", "default", "list.json")
	route, _ := p.Routes[0].(map[string]any)
	modules, _ := route["modules"].(map[string]any)
	if p.Plugin != "esm-pages" || p.ID != "default" || modules["list"] != data || route["nav"] != "x" ||
		route["component"] != filepath.Join(dir, "node_modules", "docusaurus-plugin-esm-pages", "lib", "List.js") {
		t.Errorf("routes %+v", p.Routes)
	}
	if got := p.Data[data]; !strings.Contains(got, `"one"`) {
		t.Errorf("data %q", p.Data)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "node_modules", "docusaurus-plugin-esm-pages", "lib", ".*")); len(left) > 0 {
		t.Errorf("bundle left behind: %q", left)
	}
}

// A plugin's validateOptions gets Docusaurus's own validation where the plugin reaches
// @docusaurus/utils-validation, in the config runtime and in Node, so that its options are
// normalized as in Docusaurus (gtag's trackingID becomes a list).
func TestPluginOptionsNormalized(t *testing.T) {
	plugintest.NeedNode(t)
	for _, needsNode := range []string{"", "require('crypto').createHash('sha1');"} {
		dir := plugintest.Write(t, map[string]string{
			"docusaurus.config.js":                                "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [['tracker', { trackingID: 'G-1' }]] };\n",
			"node_modules/docusaurus-plugin-tracker/package.json": `{"main": "index.js"}`,
			"node_modules/docusaurus-plugin-tracker/index.js": needsNode + `
module.exports = (context, { trackingID }) => ({ name: 'tracker', injectHtmlTags: () => ({ headTags: trackingID.map((id) => '<meta name="t" content="' + id + '">') }) });
module.exports.validateOptions = ({ validate, options }) => validate('list', options);
`,
			"node_modules/@docusaurus/utils-validation/package.json": `{"main": "index.js"}`,
			"node_modules/@docusaurus/utils-validation/index.js":     "exports.normalizePluginOptions = (schema, o) => ({ id: 'default', ...o, trackingID: [].concat(o.trackingID) });\n",
		})
		cfg, err := load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if inHead, _, _ := htmlOf(cfg); !slices.Equal(inHead, []string{`<meta name="t" content="G-1">`}) || len(cfg.Warnings) != 0 {
			t.Errorf("%q: head tags %q, warnings %q", needsNode, inHead, cfg.Warnings)
		}
	}
}

// Plugins written as functions in a config that only Node runs are instantiated in the
// config's own Node process, with their options (functions too), between the config's other
// plugins at their indexes: their hooks' results are used as in the config runtime, their
// postBuild runs later on the same instance.
func TestFunctionPluginsOfANodeConfig(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.mjs": `import fs from 'node:fs';
import path from 'node:path';
const title = await Promise.resolve('T');
let loads = 0;
function counter(context, options) {
  return {
    name: 'counter',
    async loadContent() { loads++; return fs.readdirSync(context.siteDir).filter((n) => n.endsWith('.txt')); },
    contentLoaded({content, actions}) { actions.setGlobalData({files: content, label: options.label('x')}); },
    injectHtmlTags({content}) { return {headTags: ['<meta name="files" content="' + content.length + '">']}; },
    async postBuild({content, outDir, routesPaths, siteConfig}) {
      fs.writeFileSync(path.join(outDir, 'post.txt'), [siteConfig.title, loads, content.join(','), routesPaths.join(',')].join('|'));
    },
  };
}
export default {
  title, url: 'https://example.com', baseUrl: '/',
  plugins: [
    './local.js',
    [counter, {label: (s) => s.toUpperCase()}],
    () => ({name: 'last', injectHtmlTags: () => ({headTags: ['<meta name="last">']})}),
  ],
};
`,
		"local.js": "module.exports = () => ({name: 'local', injectHtmlTags: () => ({headTags: ['<meta name=\"local\">']})});\n",
		"a.txt":    "a",
	})
	cfg := loadQuietly(t, dir)
	tags, _, _ := htmlOf(cfg)
	if want := []string{`<meta name="local">`, `<meta name="files" content="1">`, `<meta name="last">`}; !slices.Equal(tags, want) {
		t.Errorf("head tags %q, want %q", tags, want)
	}
	if got := loaded(t, cfg, "counter").GlobalData; !reflect.DeepEqual(got, map[string]any{"files": []any{"a.txt"}, "label": "X"}) {
		t.Errorf("global data %v", got)
	}
	if len(postBuilds(cfg)) != 1 || postBuilds(cfg)[0].Name != "counter" || postBuilds(cfg)[0].Source != "docusaurus.config.mjs: plugins[1]" {
		t.Fatalf("post builds %+v", postBuilds(cfg))
	}
	out := t.TempDir()
	if err := postBuilds(cfg)[0].PostBuild(map[string]any{"outDir": out, "routesPaths": []string{"/404.html", "/"}}, nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(out, "post.txt")); string(got) != "T|1|a.txt|/404.html,/" {
		t.Errorf("post.txt = %q", got)
	}
}

// The postBuild of a plugin module the config runtime instantiated runs in Node, which can
// write files: the module is instantiated there again with its options, its content loaded,
// and postBuild gets the props and the content.
func TestPostBuildOfAPluginModuleRunsInNode(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [['./plugins/stamp.js', { label: 'v1' }]] };\n",
		"plugins/stamp.js": `const fs = require('fs');
const path = require('path');
module.exports = (context, options) => ({
  name: 'stamp',
  loadContent: () => fs.readFileSync(path.join(context.siteDir, 'VERSION'), 'utf8').trim(),
  async postBuild({ outDir, content, routesPaths, siteConfig }) {
    fs.writeFileSync(path.join(outDir, 'stamp.txt'), [options.label, content, siteConfig.title, routesPaths.length].join(' '));
  },
});
`,
		"VERSION": "3.2.1\n",
	})
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) != 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	if len(postBuilds(cfg)) != 1 {
		t.Fatalf("post builds %+v", postBuilds(cfg))
	}
	out := t.TempDir()
	if err := postBuilds(cfg)[0].PostBuild(map[string]any{"outDir": out, "routesPaths": []string{"/404.html", "/"}}, nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(out, "stamp.txt")); string(got) != "v1 3.2.1 T 2" {
		t.Errorf("stamp.txt = %q", got)
	}
	if err := os.WriteFile(filepath.Join(dir, "VERSION"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := postBuilds(cfg)[0].PostBuild(map[string]any{"outDir": filepath.Join(out, "missing"), "routesPaths": []string{}}, nil); err == nil || !strings.Contains(err.Error(), "ENOENT") {
		t.Errorf("a postBuild that throws: err = %v", err)
	}
}

// A plugin written as a function in a config the config runtime runs, with a postBuild, is
// instantiated in the config's Node process instead, all its hooks run there once: its
// postBuild, later, gets Docusaurus's props, a locale's base URL in siteConfig too, and the
// very content its contentLoaded was given (the pid of the process that loaded it). Without
// Node the config runtime runs its other hooks and the postBuild is skipped with one warning.
func TestPostBuildOfAFunctionPluginOfAGojaConfig(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `const fs = require('fs');
const path = require('path');
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/base/',
  plugins: [
    function quiet() { return { name: 'quiet', injectHtmlTags: () => ({ headTags: ['<meta name="quiet">'] }) }; },
    [function stamp(context, options) {
      return {
        name: 'stamp',
        loadContent() { return { pid: process.pid, files: fs.readdirSync(context.siteDir).filter((n) => n.endsWith('.txt')) }; },
        contentLoaded({ content, actions }) { actions.setGlobalData(content); },
        async postBuild({ outDir, routesPaths, content, siteConfig, siteDir, baseUrl, generatedFilesDir, i18n }) {
          const props = { label: options.label, title: siteConfig.title, routesPaths, content, baseUrl, siteBaseUrl: siteConfig.baseUrl, locale: i18n.currentLocale, siteDir,
            generatedFilesDir: path.relative(siteDir, generatedFilesDir) };
          await fs.promises.writeFile(path.join(outDir, 'post.json'), JSON.stringify(props));
        },
      };
    }, { label: 'L' }],
  ],
};
`,
		"a.txt": "a",
	})
	cfg := loadQuietly(t, dir)
	if inHead, _, _ := htmlOf(cfg); !slices.Equal(inHead, []string{`<meta name="quiet">`}) {
		t.Errorf("head tags %q", inHead)
	}
	content, _ := loaded(t, cfg, "stamp").GlobalData.(map[string]any)
	if pid, _ := content["pid"].(float64); pid <= 0 || !reflect.DeepEqual(content["files"], []any{"a.txt"}) {
		t.Fatalf("global data %v: loadContent did not run in Node", content)
	}
	if len(postBuilds(cfg)) != 1 || postBuilds(cfg)[0].Name != "stamp" || postBuilds(cfg)[0].Source != "docusaurus.config.js: plugins[1]" {
		t.Fatalf("post builds %+v", postBuilds(cfg))
	}
	out := t.TempDir()
	// A locale's build gives its base URL, which siteConfig has too.
	if err := postBuilds(cfg)[0].PostBuild(map[string]any{"outDir": out, "routesPaths": []string{"/base/fr/404.html", "/base/fr/"}, "baseUrl": "/base/fr/"}, nil); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(out, "post.json"))
	var got map[string]any
	_ = json.Unmarshal(data, &got)
	want := map[string]any{"label": "L", "title": "T", "routesPaths": []any{"/base/fr/404.html", "/base/fr/"}, "content": content, "baseUrl": "/base/fr/", "siteBaseUrl": "/base/fr/", "locale": "en", "siteDir": dir, "generatedFilesDir": ".docusaurus"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("post.json = %s, want %v", data, want)
	}

	t.Setenv("PATH", "")
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cfg.Close()
	if want := []string{"docusaurus.config.js: plugins[1]: plugin stamp: gosaurus skips its postBuild (it runs no webpack, PostCSS or Node hooks)"}; !slices.Equal(cfg.Warnings, want) {
		t.Errorf("without Node: warnings %q, want %q", cfg.Warnings, want)
	}
	if len(postBuilds(cfg)) != 0 || loaded(t, cfg, "stamp").GlobalData == nil {
		t.Errorf("without Node: post builds %+v, global data %v", postBuilds(cfg), loaded(t, cfg, "stamp").GlobalData)
	}
}

// Plugins written as functions in a config the config runtime runs, which need Node's APIs
// when called (crypto) or in a hook (fs.promises), are run in the config's Node process
// instead of failing.
func TestFunctionPluginsNeedingNodeOfAGojaConfig(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `const fs = require('fs');
const crypto = require('crypto');
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  plugins: [
    function hashed() {
      const h = crypto.createHash('sha1').update('gosaurus').digest('hex');
      return { name: 'hashed', injectHtmlTags: () => ({ headTags: ['<meta name="h" content="' + h + '">'] }) };
    },
    function lister(context) {
      return {
        name: 'lister',
        async loadContent() { return (await fs.promises.readdir(context.siteDir)).filter((n) => n.endsWith('.txt')); },
        contentLoaded({ content, actions }) { actions.setGlobalData(content); },
      };
    },
    function counter(context) {
      return {
        name: 'counter',
        async contentLoaded({ actions }) { actions.setGlobalData((await fs.promises.readdir(context.siteDir)).filter((n) => n.endsWith('.txt')).length); },
      };
    },
  ],
};
`,
		"a.txt": "a",
	})
	cfg := loadQuietly(t, dir)
	inHead, _, _ := htmlOf(cfg)
	if want := fmt.Sprintf(`<meta name="h" content="%x">`, sha1.Sum([]byte("gosaurus"))); !slices.Equal(inHead, []string{want}) {
		t.Errorf("head tags %q, want %s", inHead, want)
	}
	if got := loaded(t, cfg, "lister").GlobalData; !reflect.DeepEqual(got, []any{"a.txt"}) {
		t.Errorf("global data %v", got)
	}
	// Its contentLoaded fails in the config runtime, and runs in Node.
	if got := loaded(t, cfg, "counter").GlobalData; got != 1.0 {
		t.Errorf("global data %v, want the site's 1 text file", got)
	}
}

// A postBuild in Node gets every route of the site: at a few thousand routes its props are
// more than a command line holds, so they reach Node on its standard input.
func TestNodePostBuildWithManyRoutes(t *testing.T) {
	plugintest.NeedNode(t)
	dir := t.TempDir()
	plugin := `module.exports = function () {
  return {name: 'count-routes', postBuild({routesPaths, outDir}) {
    require('fs').writeFileSync(require('path').join(outDir, 'count.txt'), String(routesPaths.length));
  }};
};`
	if err := os.WriteFile(filepath.Join(dir, "count-routes.js"), []byte(plugin), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := &config.Config{Config: site.Config{SiteDir: dir, File: filepath.Join(dir, "docusaurus.config.js"), Site: map[string]any{"title": "t", "url": "https://x.example.com", "baseUrl": "/"}}}
	postBuild := postBuildInNode(cfg, filepath.Join(dir, "count-routes.js"), config.JSEntry{Key: "plugins[0]", Kind: "plugin", Opts: goja.Undefined()}, config.Instance{})
	paths := make([]any, 20000)
	for i := range paths {
		paths[i] = fmt.Sprintf("/docs/section-%03d/a-page-with-a-long-name-%05d", i/100, i)
	}
	if err := postBuild(map[string]any{"routesPaths": paths, "outDir": dir}, nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "count.txt")); string(got) != "20000" {
		t.Errorf("the postBuild saw %q routes, want 20000", got)
	}
}

// Make makes the plugins for a locale with its context, as Docusaurus makes them for each
// locale: its i18n.currentLocale and baseUrl, in siteConfig too; the code messages an
// instance gives are its locale's.
func TestPluginsAreMadeForEachLocale(t *testing.T) {
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/base/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  plugins: [(context) => ({
    name: 'local-' + context.i18n.currentLocale,
    injectHtmlTags: () => ({headTags: ['<meta content="' + context.baseUrl + ' ' + context.siteConfig.baseUrl + '">']}),
    getDefaultCodeTranslationMessages: () => ({hello: context.i18n.currentLocale === 'fr' ? 'Bonjour' : 'Hello'}),
  })],
};
`,
	})
	cfg, err := config.Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	defer cfg.Close()
	for _, want := range [][4]string{{"en", "local-en", `<meta content="/base/ /base/">`, "Hello"}, {"fr", "local-fr", `<meta content="/base/fr/ /base/fr/">`, "Bonjour"}} {
		made := makeForLocale(t, cfg, want[0])
		js := made[0].JS
		if js == nil || len(js.HeadTags) != 1 {
			t.Fatalf("%s: made %+v", want[0], made)
		}
		if got := [4]string{want[0], js.Name, js.HeadTags[0].HTML(), js.CodeMessages["hello"]}; got != want {
			t.Errorf("made %q, want %q", got, want)
		}
	}
}

// A function that a preset run in Node returned is made in Node from the preset again for
// each locale, with that locale's context, as a module is: its allContentLoaded gets
// allContent, and its postBuild runs.
func TestPresetFunctionsInNodeAreMadeForEachLocale(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/base/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['./node-preset.js', {label: 'L'}]],
};
`,
		"node-preset.js": `const id = require('crypto').createHash('sha1').update('x').digest('hex').slice(0, 6);
module.exports = (context, {label}) => ({plugins: [[(ctx, opts) => ({
  name: 'preset-' + ctx.i18n.currentLocale,
  injectHtmlTags: () => ({headTags: ['<meta content="' + ctx.baseUrl + ' ' + opts.label + ' ' + id + '">']}),
  allContentLoaded({allContent, actions}) { actions.setGlobalData({seen: Object.keys(allContent)}); },
  postBuild() {},
}), {label}]]});
`,
	})
	cfg, err := config.Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	defer cfg.Close()
	for _, want := range [][2]string{{"en", `<meta content="/base/ L 11f6ad">`}, {"fr", `<meta content="/base/fr/ L 11f6ad">`}} {
		made := makeForLocale(t, cfg, want[0])
		if len(made) != 1 || made[0].JS == nil || len(made[0].JS.HeadTags) != 1 {
			t.Fatalf("%s: made %+v", want[0], made)
		}
		js := made[0].JS
		if js.Name != "preset-"+want[0] || js.HeadTags[0].HTML() != want[1] {
			t.Errorf("%s: made %s with %s, want %s", want[0], js.Name, js.HeadTags[0].HTML(), want[1])
		}
		if js.PostBuild == nil || js.ContentLoaded == nil {
			t.Fatalf("%s: no postBuild or contentLoaded", want[0])
		}
		added, err := js.ContentLoaded(map[string]map[string]any{"other": {"default": 1}})
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := json.Marshal(added.GlobalData); string(got) != `{"seen":["other"]}` {
			t.Errorf("%s: allContentLoaded gave %s", want[0], got)
		}
	}
}

// makeForLocale makes the JavaScript plugins of cfg for locale, failing the test on an error
// or a warning.
func makeForLocale(t *testing.T, cfg *config.Config, locale string) []Made {
	t.Helper()
	lcfg, err := cfg.ForLocale(locale)
	if err != nil {
		t.Fatal(err)
	}
	made, err := Make(lcfg, func(w string) { t.Errorf("%s: warning %s", locale, w) })
	if err != nil {
		t.Fatal(err)
	}
	return made
}

// loadQuietly loads the config of the site in dir, closed when the test ends, and fails the
// test on an error or a warning.
func loadQuietly(t *testing.T, dir string) *loadedSite {
	t.Helper()
	cfg, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cfg.Close)
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings %q", cfg.Warnings)
	}
	return cfg
}

// themePaths are the theme folders of cfg's JavaScript plugins, in their order.
func themePaths(cfg *loadedSite) []string {
	var out []string
	for _, js := range cfg.JSPlugins {
		if js.ThemePath != "" {
			out = append(out, js.ThemePath)
		}
	}
	return out
}

// clientModules are the client modules of cfg's JavaScript plugins, in their order.
func clientModules(cfg *loadedSite) []string {
	var out []string
	for _, js := range cfg.JSPlugins {
		out = append(out, js.ClientModules...)
	}
	return out
}

// htmlOf is the HTML of the tags cfg's JavaScript plugins inject, in their order.
func htmlOf(cfg *loadedSite) (inHead, preBody, postBody []string) {
	for _, js := range cfg.JSPlugins {
		for _, list := range []struct {
			tags []head.Tag
			into *[]string
		}{{js.HeadTags, &inHead}, {js.PreBodyTags, &preBody}, {js.PostBodyTags, &postBody}} {
			for _, tag := range list.tags {
				*list.into = append(*list.into, tag.HTML())
			}
		}
	}
	return inHead, preBody, postBody
}

// postBuilds are cfg's JavaScript plugins that have a postBuild.
func postBuilds(cfg *loadedSite) []config.JSPlugin {
	var out []config.JSPlugin
	for _, js := range cfg.JSPlugins {
		if js.PostBuild != nil {
			out = append(out, js)
		}
	}
	return out
}

// loaded is what the contentLoaded of cfg's JavaScript plugin name gave its actions, run
// with no other plugin's content.
func loaded(t *testing.T, cfg *loadedSite, name string) config.JSAdded {
	t.Helper()
	for _, js := range cfg.JSPlugins {
		if js.Name == name && js.ContentLoaded != nil {
			added, err := js.ContentLoaded(nil)
			if err != nil {
				t.Fatal(err)
			}
			return added
		}
	}
	t.Fatalf("no JavaScript plugin %s with a contentLoaded among %+v", name, cfg.JSPlugins)
	return config.JSAdded{}
}

// The plugins and themes a preset returns are made before the site's own, as in Docusaurus:
// those of a preset the config runtime ran (a module, a function) where it ran it, and a
// function a preset that needs Node returned, which Node made as it ran the preset.
func TestPresetsPluginsAreMade(t *testing.T) {
	plugintest.NeedNode(t)
	dir := plugintest.Write(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['./live-preset.js', {label: 'L'}], './node-preset.js'],
  plugins: ['./site-plugin.js'],
};
`,
		"live-preset.js": `module.exports = (context, {label}) => ({
  themes: [() => ({name: 'live-theme', getThemePath: () => require('path').join(__dirname, 'live-theme')})],
  plugins: [[require.resolve('./tagger'), {label}]],
});
`,
		"tagger.js":      "module.exports = (context, {label}) => ({name: 'tagger', injectHtmlTags: () => ({preBodyTags: ['<div>' + label + '</div>']}), postBuild() {}});\n",
		"node-preset.js": "const id = require('crypto').createHash('sha1').update('x').digest('hex').slice(0, 6);\nmodule.exports = () => ({themes: [() => ({name: 'node-theme', getThemePath: () => require('path').join(__dirname, 'theme-' + id)})]});\n",
		"site-plugin.js": "module.exports = () => ({name: 'site-plugin', getThemePath: () => './site-theme'});\n",
	})
	cfg := loadQuietly(t, dir)
	if want := []string{filepath.Join(dir, "live-theme"), filepath.Join(dir, "theme-11f6ad"), filepath.Join(dir, "site-theme")}; !slices.Equal(themePaths(cfg), want) {
		t.Errorf("theme paths %q, want %q", themePaths(cfg), want)
	}
	if _, pre, _ := htmlOf(cfg); !slices.Equal(pre, []string{"<div>L</div>"}) {
		t.Errorf("pre-body tags %q", pre)
	}
	if len(postBuilds(cfg)) != 1 || postBuilds(cfg)[0].Name != "tagger" {
		t.Errorf("post builds %+v, want tagger's", postBuilds(cfg))
	}
}

// loadedSite is a site's config with its JavaScript plugins made by Make, as the registry makes
// them: Warnings are the config's, then Make's; JSPlugins the plugins made, in their order.
type loadedSite struct {
	*config.Config
	Warnings  []string
	JSPlugins []config.JSPlugin
}

// load loads the config of the site in dir, in an empty environment, and makes its
// JavaScript plugins.
func load(dir string) (*loadedSite, error) {
	cfg, err := config.Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		return nil, err
	}
	s := &loadedSite{Config: cfg, Warnings: slices.Clone(cfg.Warnings)}
	made, err := Make(cfg, func(w string) { s.Warnings = append(s.Warnings, w) })
	if err != nil {
		cfg.Close()
		return nil, err
	}
	for _, m := range made {
		if m.JS != nil {
			s.JSPlugins = append(s.JSPlugins, *m.JS)
		}
	}
	return s, nil
}
