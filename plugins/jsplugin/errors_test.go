package jsplugin

import (
	"maps"
	"testing"

	"gosaurus/plugins/plugintest"
)

// A plugin whose validateOptions rejects its options, or whose plugin function or loadContent
// throws, stops the build with its message and its entry, as it stops Docusaurus's: in the config runtime
// (where Node runs it again, as Docusaurus does), in a config that runs in Node, and as a
// function a preset returns; without Node, the config runtime's error of the site's own file.
// So does a preset that throws.
func TestPluginErrorsStopTheBuild(t *testing.T) {
	files := map[string]string{
		"plugins/apidocs.js": `module.exports = function apidocs(context, options) {
  return {name: 'apidocs', loadContent: () => options.out};
};
module.exports.validateOptions = ({options}) => {
  for (const k of Object.keys(options)) if (k !== 'out' && k !== 'id') throw new Error('Unknown option \'' + k + '\'');
  return options;
};
`,
		"plugins/broken.js": "module.exports = function () { throw new Error('cannot find the API folder'); };\n",
		// An ES module package it require()s is its default export, as under Docusaurus's
		// loader, where Node's require gives the module namespace.
		"plugins/fetcher.js":                  "const fetcher = require('esm-fetch');\nmodule.exports = () => ({name: 'fetcher', async loadContent() { return fetcher('the API v' + fetcher.version); }});\n",
		"node_modules/esm-fetch/package.json": `{"name": "esm-fetch", "type": "module", "main": "index.js"}`,
		"node_modules/esm-fetch/index.js":     "export default function fetcher(what) { throw new Error('no network to reach ' + what); }\nexport const version = 2;\n",
		"preset.js":                           "module.exports = () => ({plugins: [() => { throw new Error('no sources'); }]});\n",
		"throwing-preset.js":                  "module.exports = () => { throw new Error('no docs folder'); };\n",
	}
	cjs := func(plugins string) string {
		return "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [" + plugins + "]};\n"
	}
	// An ES module that awaits runs in Node.
	esm := func(plugins string) string {
		return "await null;\nexport default {title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [" + plugins + "]};\n"
	}
	cases := []struct {
		name, config, body, want string
		noNode                   bool
	}{
		{"validateOptions", "docusaurus.config.js", cjs(`['./plugins/apidocs.js', {out: 'api', hideBreadcrumbs: true}]`),
			`docusaurus.config.js: plugins[0]: ./plugins/apidocs.js: validateOptions() threw: Unknown option 'hideBreadcrumbs'`, false},
		{"validateOptions in a Node config", "docusaurus.config.mjs", esm(`['./plugins/apidocs.js', {out: 'api', hideBreadcrumbs: true}]`),
			`docusaurus.config.mjs: plugins[0]: ./plugins/apidocs.js: validateOptions() threw: Unknown option 'hideBreadcrumbs'`, false},
		{"plugin function", "docusaurus.config.js", cjs(`['./plugins/apidocs.js', {out: 'api'}], './plugins/broken.js'`),
			`docusaurus.config.js: plugins[1]: ./plugins/broken.js threw: cannot find the API folder`, false},
		{"plugin function in a Node config", "docusaurus.config.mjs", esm(`'./plugins/broken.js'`),
			`docusaurus.config.mjs: plugins[0]: ./plugins/broken.js threw: cannot find the API folder`, false},
		{"inline function", "docusaurus.config.js", cjs(`() => { throw new Error('cannot start'); }`),
			`docusaurus.config.js: plugins[0]: an inline plugin threw: cannot start`, false},
		{"inline function in a Node config", "docusaurus.config.mjs", esm(`() => { throw new Error('cannot start'); }`),
			`docusaurus.config.mjs: plugins[0]: an inline plugin threw: cannot start`, false},
		{"a preset's function", "docusaurus.config.js", "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: ['./preset.js']};\n",
			`docusaurus.config.js: presets[0] (./preset.js), its plugins[0]: an inline plugin threw: no sources`, false},
		{"a preset", "docusaurus.config.js", "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: ['./throwing-preset.js']};\n",
			`docusaurus.config.js: presets[0]: the preset ./throwing-preset.js threw: no docs folder`, false},
		{"a preset without Node", "docusaurus.config.js", "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: ['./throwing-preset.js']};\n",
			`docusaurus.config.js: presets[0]: the preset ./throwing-preset.js threw: no docs folder`, true},
		{"plugin function without Node", "docusaurus.config.js", cjs(`'./plugins/broken.js'`),
			`docusaurus.config.js: plugins[0]: ./plugins/broken.js threw: cannot find the API folder`, true},
		{"loadContent in Node", "docusaurus.config.mjs", esm(`'./plugins/fetcher.js'`),
			`docusaurus.config.mjs: plugins[0]: ./plugins/fetcher.js: loadContent() threw: no network to reach the API v2`, false},
		{"a TypeError", "docusaurus.config.mjs", esm(`(context) => ({name: context.siteConfig.customFields.api.name})`),
			`docusaurus.config.mjs: plugins[0]: an inline plugin threw: TypeError: Cannot read properties of undefined (reading 'name')`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.noNode {
				t.Setenv("PATH", t.TempDir())
			} else {
				plugintest.NeedNode(t)
			}
			all := maps.Clone(files)
			all[c.config] = c.body
			_, err := load(plugintest.Write(t, all))
			if err == nil || err.Error() != c.want {
				t.Errorf("error %v\nwant %s", err, c.want)
			}
		})
	}
}
