package config

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// fakeDocusaurus are stand-ins of Docusaurus's own packages, enough for a preset to call the
// classic preset and require.resolve its plugins as the real one does.
var fakeDocusaurus = map[string]string{
	"node_modules/@docusaurus/preset-classic/package.json": `{"main": "lib/index.js"}`,
	"node_modules/@docusaurus/preset-classic/lib/index.js": `exports.__esModule = true;
exports.default = function (context, opts) {
  if (context.siteConfig.future.v4.useCssCascadeLayers) throw new Error('no defaults');
  const themes = [[require.resolve('@docusaurus/theme-classic'), opts.theme]];
  const plugins = [[require.resolve('@docusaurus/plugin-content-docs'), opts.docs]];
  if (process.env.NODE_ENV !== 'production') plugins.push(require.resolve('@docusaurus/plugin-debug'));
  return { themes, plugins };
};
`,
	"node_modules/@docusaurus/plugin-content-docs/package.json": `{"main": "lib/index.js"}`,
	"node_modules/@docusaurus/plugin-content-docs/lib/index.js": "module.exports = () => { throw new Error('not to be run'); };\n",
	"node_modules/@docusaurus/theme-classic/package.json":       `{"main": "lib/index.js"}`,
	"node_modules/@docusaurus/theme-classic/lib/index.js":       "module.exports = () => { throw new Error('not to be run'); };\n",
	"node_modules/@docusaurus/plugin-debug/package.json":        `{"main": "lib/index.js"}`,
	"node_modules/@docusaurus/plugin-debug/lib/index.js":        "module.exports = () => { throw new Error('not to be run'); };\n",
}

func presetSite(t *testing.T, files map[string]string) string {
	t.Helper()
	all := map[string]string{}
	for k, v := range fakeDocusaurus {
		all[k] = v
	}
	for k, v := range files {
		all[k] = v
	}
	return writeSite(t, all)
}

// A preset other than classic is run; the plugins and themes it returns are read as if the
// site had written them: the classic preset's, by their resolved paths, become gosaurus's own
// docs plugin and classic theme, and the others are JavaScript plugins' entries (see
// plugins/jsplugin's TestPresetsPluginsAreMade). They come before the site's own plugins, as
// in Docusaurus.
func TestPresetIsRun(t *testing.T) {
	dir := presetSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['./wrapper-preset.js', { docs: { path: 'guides', routeBasePath: '/' }, theme: { customCss: './custom.css' }, extra: 'x' }]],
  plugins: ['./site-plugin.js'],
};
`,
		"wrapper-preset.js": `const path = require('path');
const classic = require('@docusaurus/preset-classic').default;
module.exports = function wrapper(context, { extra, ...opts }) {
  opts.docs.remarkPlugins = [function remarkX() {}];
  const result = classic(context, opts);
  result.themes.push(function () { return { name: 'wrapper-theme-' + extra, getThemePath: () => path.join(__dirname, 'wrapper-theme') }; });
  result.plugins.push([require.resolve('./wrapper-plugin'), { label: context.siteConfig.title }]);
  return result;
};
`,
		"wrapper-plugin.js": "module.exports = (context, { label }) => ({ name: 'wrapper-plugin', injectHtmlTags: () => ({ preBodyTags: ['<div>' + label + '</div>'] }), postBuild() {} });\n",
		"site-plugin.js":    "module.exports = () => ({ name: 'site-plugin', getThemePath: () => './site-theme' });\n",
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Docs) != 1 || cfg.Docs[0].Path != filepath.Join(dir, "guides") || cfg.Docs[0].Options["routeBasePath"] != "/" {
		t.Errorf("docs %+v", cfg.Docs)
	}
	if !slices.Equal(cfg.CustomCSS, []string{filepath.Join(dir, "custom.css")}) {
		t.Errorf("custom CSS %q", cfg.CustomCSS)
	}
	want := []string{
		"docusaurus.config.js: presets[0] (./wrapper-preset.js), its plugins[0][1].remarkPlugins: remark and rehype plugins are JavaScript functions, which gosaurus cannot run; the markdown is built without them",
	}
	if got := strings.Join(cfg.Warnings, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

// The functions of the docs options a preset gives (sidebarItemsGenerator, editUrl) are called
// as the site's own are, when the preset ran in the config runtime: the preset's returned list
// holds them, not the config.
func TestPresetDocsFunctionsAreCalled(t *testing.T) {
	dir := presetSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['./wrapper-preset.js', { docs: { routeBasePath: '/' } }]],
};
`,
		"wrapper-preset.js": `const classic = require('@docusaurus/preset-classic').default;
module.exports = function wrapper(context, opts) {
  opts.docs.sidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) => (await defaultSidebarItemsGenerator(args)).reverse();
  opts.docs.editUrl = ({docPath}) => 'https://edit.example/' + docPath;
  return classic(context, opts);
};
`,
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings %q", cfg.Warnings)
	}
	if len(cfg.Docs) != 1 || cfg.Docs[0].SidebarItemsGenerator == nil || cfg.Docs[0].EditURLs == nil {
		t.Fatalf("docs %+v: its functions were not kept", cfg.Docs)
	}
	got, err := cfg.Docs[0].SidebarItemsGenerator([]any{map[string]any{"defaultSidebarItemsGenerator": jsrt.Returns{Value: []any{"a", "b"}}}})
	if err != nil || len(got) != 1 || !slices.Equal(got[0].([]any), []any{"b", "a"}) {
		t.Errorf("sidebarItemsGenerator gave %v, %v; want [[b a]]", got, err)
	}
}

// A preset that needs what only Node has runs in Node (plugins it returns as functions are
// instantiated there: see plugins/jsplugin's TestPresetsPluginsAreMade).
func TestPresetNeedingNodeRunsInNode(t *testing.T) {
	needNode(t)
	dir := presetSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['./node-preset.js', { docs: { path: 'notes' } }]] };
`,
		"node-preset.js": `const id = require('crypto').createHash('sha1').update('x').digest('hex').slice(0, 6);
exports.default = (context, opts) => ({
  plugins: [['@docusaurus/plugin-content-docs', opts.docs]],
  themes: [() => ({ name: 'node-theme', getThemePath: () => require('path').join(__dirname, 'theme-' + id) })],
});
`,
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Docs) != 1 || cfg.Docs[0].Path != filepath.Join(dir, "notes") {
		t.Errorf("docs %+v", cfg.Docs)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings %q", cfg.Warnings)
	}
}

// A preset that throws, cannot be run or is not installed stops the build with one line
// naming it.
func TestPresetErrors(t *testing.T) {
	for _, tc := range []struct{ preset, want string }{
		{"./throws.js", `docusaurus.config.js: presets[0]: the preset ./throws.js threw: no docs option`},
		{"./data.js", `docusaurus.config.js: presets[0]: ./data.js does not export a preset function, (context, options) => ({plugins, themes})`},
		{"docusaurus-preset-absent", `docusaurus.config.js: presets[0]: the package "docusaurus-preset-absent" is not installed; run npm install docusaurus-preset-absent in the site folder`},
	} {
		dir := presetSite(t, map[string]string{
			"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: ['" + tc.preset + "'] };\n",
			"throws.js":            "module.exports = () => { throw new Error('no docs option'); };\n",
			"data.js":              "module.exports = { plugins: [] };\n",
		})
		_, err := Load(dir, jsrt.Options{Env: map[string]string{}})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: error\n%v\nwant\n%s", tc.preset, err, tc.want)
		}
	}
}

func TestCanonical(t *testing.T) {
	for in, want := range map[string]string{
		"/s/node_modules/@docusaurus/plugin-content-docs/lib/index.js":   "@docusaurus/plugin-content-docs",
		"/s/node_modules/x/node_modules/@docusaurus/theme-classic/lib/a": "@docusaurus/theme-classic",
		"/s/node_modules/@docusaurus/preset-classic/lib/index.js":        "@docusaurus/preset-classic",
		"/s/node_modules/docusaurus-plugin-sass/index.js":                "docusaurus-plugin-sass",
		"/s/node_modules/@docusaurus/plugin-google-gtag/lib/index.js":    "@docusaurus/plugin-google-gtag",
		"/s/node_modules/@docusaurus/plugin-pwa/lib/index.js":            "/s/node_modules/@docusaurus/plugin-pwa/lib/index.js",
		"/s/plugins/content-docs.js":                                     "/s/plugins/content-docs.js",
		"@docusaurus/plugin-content-docs":                                "@docusaurus/plugin-content-docs",
	} {
		if got := canonical(in); got != want {
			t.Errorf("canonical(%q) = %q, want %q", in, got, want)
		}
	}
}

// A preset wrapping the classic preset builds where @docusaurus/preset-classic is not
// installed: gosaurus stands in for it with the classic plugins by name.
func TestPresetWrapsClassicNotInstalled(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['./p.js', { blog: false, docs: { path: 'd' }, theme: { customCss: './c.css' }, gtag: { trackingID: 'G-1' } }]] };
`,
		"p.js": "const classic = require('@docusaurus/preset-classic');\nmodule.exports = (context, opts) => classic(context, opts);\n",
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Docs) != 1 || cfg.Docs[0].Path != filepath.Join(dir, "d") || len(cfg.Blogs) != 0 || len(cfg.Pages) != 1 {
		t.Errorf("docs %+v, blogs %+v, pages %+v", cfg.Docs, cfg.Blogs, cfg.Pages)
	}
	if !slices.ContainsFunc(cfg.Plugins, func(e PluginEntry) bool { return e.Name == "@docusaurus/plugin-google-gtag" }) {
		t.Errorf("entries %+v, want the preset's gtag", cfg.Plugins)
	}
	if !slices.Equal(cfg.CustomCSS, []string{filepath.Join(dir, "c.css")}) || len(cfg.Warnings) != 0 {
		t.Errorf("custom CSS %q, warnings %q", cfg.CustomCSS, cfg.Warnings)
	}
}
