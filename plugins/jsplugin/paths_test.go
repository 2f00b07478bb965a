package jsplugin

import (
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"gosaurus/plugins/plugintest"
)

// A plugin's paths are its own, as when Node requires it for Docusaurus: its __dirname and
// require.resolve are those of its file, whether the config runs in the embedded runtime or
// in Node (which bundles the plugin files the config imports), and whether the plugin is named
// by its path, imported as a function or installed as a package. A relative path it returns
// resolves from its module's folder, or from the config's for a function written in or
// imported by the config (Docusaurus's plugin.path). An ES module package that reads __dirname
// gets its own folder, as from Docusaurus's loader (jiti), where Node gives it none.
func TestPluginPathsAreTheirOwn(t *testing.T) {
	plugin := `const path = require('path');
module.exports = function zoom() {
  return {
    name: 'zoom-' + path.basename(__dirname),
    getThemePath() { return path.join(__dirname, 'theme'); },
    getClientModules() { return [require.resolve('./zoom'), path.resolve(__dirname, 'lib/pan')]; },
  };
};
`
	files := map[string]string{
		"plugins/local/index.js":      plugin,
		"plugins/local/zoom.js":       "",
		"plugins/local/lib/pan.ts":    "",
		"plugins/imported/index.js":   plugin,
		"plugins/imported/zoom.js":    "",
		"plugins/imported/lib/pan.ts": "",
		"node_modules/docusaurus-plugin-zoomer/lib/plugin.js": `module.exports = () => ({name: 'zoomer', getThemePath: () => '../theme', getClientModules: () => ['./client', require.resolve('./client')]});
`,
		"node_modules/docusaurus-plugin-zoomer/lib/client.js": "",
		"node_modules/docusaurus-plugin-zoomer/package.json":  `{"name": "docusaurus-plugin-zoomer", "main": "lib/plugin.js"}`,
		// An ES module package that reads CommonJS's __dirname, as jiti lets it for Docusaurus.
		"node_modules/docusaurus-plugin-esm-zoom/lib/index.js": "import path from 'path';\nconst here = __dirname;\n" +
			"export default function () { return {name: 'esm-zoom', getClientModules: () => [path.resolve(here, './zoom')]}; }\n",
		"node_modules/docusaurus-plugin-esm-zoom/lib/zoom.js":  "",
		"node_modules/docusaurus-plugin-esm-zoom/package.json": `{"name": "docusaurus-plugin-esm-zoom", "type": "module", "main": "lib/index.js"}`,
		"inline.js": "",
	}
	inline := "() => ({name: 'inline', getClientModules: () => ['./inline']})"
	configs := map[string]string{
		"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',\n" +
			"  plugins: ['./plugins/local', require('./plugins/imported'), 'zoomer', 'esm-zoom', " + inline + "]};\n",
		// An ES module that awaits runs in Node.
		"docusaurus.config.mjs": "import imported from './plugins/imported/index.js';\nawait null;\n" +
			"export default {title: 'T', url: 'https://example.com', baseUrl: '/', plugins: ['./plugins/local', imported, 'zoomer', 'esm-zoom', " + inline + "]};\n",
	}
	for name, body := range configs {
		t.Run(name, func(t *testing.T) {
			if filepath.Ext(name) == ".mjs" {
				plugintest.NeedNode(t)
			}
			all := maps.Clone(files)
			all[name] = body
			site := plugintest.Write(t, all)
			cfg, err := load(site)
			if err != nil {
				t.Fatal(err)
			}
			defer cfg.Close()
			if len(cfg.Warnings) > 0 {
				t.Errorf("warnings %q", cfg.Warnings)
			}
			local, imported := filepath.Join(site, "plugins", "local"), filepath.Join(site, "plugins", "imported")
			zoomer := filepath.Join(site, "node_modules", "docusaurus-plugin-zoomer")
			wantThemes := []string{filepath.Join(local, "theme"), filepath.Join(imported, "theme"), filepath.Join(zoomer, "theme")}
			if !slices.Equal(themePaths(cfg), wantThemes) {
				t.Errorf("theme paths %q, want %q", themePaths(cfg), wantThemes)
			}
			wantClient := []string{filepath.Join(local, "zoom.js"), filepath.Join(local, "lib", "pan.ts"),
				filepath.Join(imported, "zoom.js"), filepath.Join(imported, "lib", "pan.ts"),
				filepath.Join(zoomer, "lib", "client.js"), filepath.Join(zoomer, "lib", "client.js"),
				filepath.Join(site, "node_modules", "docusaurus-plugin-esm-zoom", "lib", "zoom.js"), filepath.Join(site, "inline.js")}
			if !slices.Equal(clientModules(cfg), wantClient) {
				t.Errorf("client modules %q, want %q", clientModules(cfg), wantClient)
			}
		})
	}
}
