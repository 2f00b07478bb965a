package config

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// The npm2yarn remark plugin, recognised by the package its function comes from, is carried
// out by gosaurus with its options (in the embedded runtime and in Node alike), its conversions
// made by the npm-to-yarn beside it, for the MDX partials in the instance's folder too; the
// other remark plugins of the list are still named.
func TestNpm2YarnRemarkPlugin(t *testing.T) {
	files := map[string]string{
		"node_modules/@docusaurus/remark-plugin-npm2yarn/package.json": `{"name": "@docusaurus/remark-plugin-npm2yarn", "main": "lib/index.js"}`,
		"node_modules/@docusaurus/remark-plugin-npm2yarn/lib/index.js": "const plugin = (options = {}) => () => {};\nmodule.exports = plugin;\n",
		"node_modules/npm-to-yarn/package.json":                        `{"name": "npm-to-yarn", "main": "index.js"}`,
		"node_modules/npm-to-yarn/index.js":                            "module.exports = function convert(code, to) { return code.replace('npm install', to + ' add'); };\n",
		"node_modules/other-remark/package.json":                       `{"name": "other-remark", "main": "index.js"}`,
		"node_modules/other-remark/index.js":                           "module.exports = () => () => {};\n",
	}
	config := `
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {
    docs: {remarkPlugins: [require('other-remark'), [require('@docusaurus/remark-plugin-npm2yarn'), {sync: true, converters: ['yarn']}]]},
    pages: {remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')]},
  }]],
};
`
	for _, c := range []struct{ name, config string }{
		{"embedded", config},
		{"node", "await Promise.resolve();\n" + strings.Replace(config, "module.exports =", "export default", 1)},
	} {
		t.Run(c.name, func(t *testing.T) {
			site := map[string]string{"docusaurus.config.js": c.config}
			if c.name == "node" {
				site = map[string]string{"docusaurus.config.mjs": "import {createRequire} from 'module';\nconst require = createRequire(import.meta.url);\n" + c.config}
			}
			for k, v := range files {
				site[k] = v
			}
			dir := writeSite(t, site)
			cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
			if err != nil {
				t.Fatal(err)
			}
			defer cfg.Close()
			docs, pages := cfg.Docs[0].Npm2Yarn, cfg.Pages[0].Npm2Yarn
			if docs == nil || !docs.Sync || !slices.Equal(docs.Converters, []string{"yarn"}) {
				t.Fatalf("docs npm2yarn %+v", docs)
			}
			if pages == nil || pages.Sync || !slices.Equal(pages.Converters, []string{"yarn", "pnpm", "bun"}) {
				t.Fatalf("pages npm2yarn %+v", pages)
			}
			// An MDX partial renders with the options of the instance whose folder holds it.
			if o := cfg.RenderOptions("", "", filepath.Join(dir, "docs", "_install.mdx")); o.Npm2Yarn != docs {
				t.Errorf("a partial in docs/: %+v", o)
			}
			if o := cfg.RenderOptions("", "", filepath.Join(dir, "src", "pages", "_part.md")); o.Npm2Yarn != pages {
				t.Errorf("a partial in src/pages/: %+v", o)
			}
			if o := cfg.RenderOptions("", "", filepath.Join(dir, "elsewhere", "_part.md")); o.Npm2Yarn != nil {
				t.Errorf("a partial outside the content folders: %+v", o)
			}
			if out, err := docs.Convert("npm install x", "yarn"); err != nil || out != "yarn add x" {
				t.Errorf("convert: %q, %v", out, err)
			}
			// The docs' other plugin runs in Node; the pages have npm2yarn alone.
			if cfg.Docs[0].Remark == nil || cfg.Pages[0].Remark != nil || len(cfg.Warnings) != 0 {
				t.Errorf("remark plugins run in Node: docs %v, pages %v; warnings %q", cfg.Docs[0].Remark != nil, cfg.Pages[0].Remark != nil, cfg.Warnings)
			}
		})
	}
}
