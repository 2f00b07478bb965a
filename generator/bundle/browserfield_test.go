package bundle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// The server build takes a package's browser variants of its files, as the browser build
// does, and not its Node ones, which import Node's modules goja lacks.
func TestServerBrowserField(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", "import {dev, read} from 'pkg';\nimport qr from 'qr';\nconsole.log(dev, read, qr);\n")
	// A package whose browser field replaces its main file, imported from the site's code.
	write("site/node_modules/qr/package.json", `{"main": "./lib/index.js", "browser": {"./lib/index.js": "./lib/browser.js"}}`)
	write("site/node_modules/qr/lib/index.js", "import util from 'util';\nexport default util.inspect;\n")
	write("site/node_modules/qr/lib/browser.js", "export default 'qr browser variant';\n")
	write("site/node_modules/pkg/package.json", `{"main": "index.js", "browser": {"./lib/cond.js": "./lib/cond.browser.js", "fs": false}}`)
	write("site/node_modules/pkg/index.js", "export {dev} from './lib/cond.js';\nexport {readFileSync as read} from 'fs';\n")
	write("site/node_modules/pkg/lib/cond.js", "import process from 'process';\nexport const dev = process.env.NODE_ENV;\n")
	write("site/node_modules/pkg/lib/cond.browser.js", "export const dev = 'browser variant';\n")
	st := &pluginState{in: &Input{SiteDir: filepath.Join(root, "site")}}
	res := api.Build(api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false, Platform: api.PlatformNeutral,
		MainFields: []string{"module", "main"},
		Plugins:    []api.Plugin{{Name: "t", Setup: func(b api.PluginBuild) { st.webpackResolve(b, false); st.browserField(b) }}}})
	if len(res.Errors) > 0 {
		t.Fatalf("%s", res.Errors[0].Text)
	}
	out := string(res.OutputFiles[0].Contents)
	if !strings.Contains(out, `dev = "browser variant"`) || strings.Contains(out, "process.env") || !strings.Contains(out, "module.exports = {}") ||
		!strings.Contains(out, "qr browser variant") || strings.Contains(out, "util.inspect") {
		t.Errorf("bundle:\n%s", out)
	}
}

// A server bundle for Node takes packages' files for Node, as Docusaurus's Node-targeted server
// build does: no browser field remaps, and the node export condition.
func TestNodeServerTakesNodeVariants(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", "import {dev} from 'pkg';\nimport qr from 'qr';\nimport id from 'ids';\nconsole.log(dev, qr, id);\n")
	write("site/node_modules/qr/package.json", `{"main": "./lib/index.js", "browser": {"./lib/index.js": "./lib/browser.js"}}`)
	write("site/node_modules/qr/lib/index.js", "export default 'qr node variant';\n")
	write("site/node_modules/qr/lib/browser.js", "export default 'qr browser variant';\n")
	write("site/node_modules/pkg/package.json", `{"main": "index.js", "browser": {"./lib/cond.js": "./lib/cond.browser.js"}}`)
	write("site/node_modules/pkg/index.js", "export {dev} from './lib/cond.js';\n")
	write("site/node_modules/pkg/lib/cond.js", "export const dev = 'pkg node variant';\n")
	write("site/node_modules/pkg/lib/cond.browser.js", "export const dev = 'pkg browser variant';\n")
	write("site/node_modules/ids/package.json", `{"exports": {".": {"node": "./node.js", "browser": "./browser.js", "default": "./default.js"}}}`)
	write("site/node_modules/ids/node.js", "export default 'ids node variant';\n")
	write("site/node_modules/ids/default.js", "export default 'ids default variant';\n")
	for _, c := range []struct {
		node bool
		want []string
	}{
		{true, []string{"qr node variant", "pkg node variant", "ids node variant"}},
		{false, []string{"qr browser variant", "pkg browser variant", "ids default variant"}},
	} {
		in := &Input{SiteDir: filepath.Join(root, "site"), NodeServer: c.node}
		st := &pluginState{in: in}
		opts := in.serverOptions("t")
		opts.EntryPoints, opts.Inject, opts.Metafile = []string{entry}, nil, false
		opts.Plugins = []api.Plugin{{Name: "t", Setup: st.browserField}}
		res := api.Build(opts)
		if len(res.Errors) > 0 {
			t.Fatalf("%s", res.Errors[0].Text)
		}
		out := string(res.OutputFiles[0].Contents)
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("NodeServer %v: the bundle lacks %q:\n%s", c.node, want, out)
			}
		}
	}
}
