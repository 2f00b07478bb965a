package bundle

import (
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Docusaurus's server build targets Node, where a package may import Node's own modules (a
// fetch polyfill's node-fetch imports http, https and zlib): webpack leaves them to Node. The
// server bundle here runs in gosaurus's render engines, which have none of them, so each is a
// stand-in whose functions fail when called, saying why: a package that merely imports one
// still loads, as in the config runtime (jsrt). A package of npm that has the name of one
// (events, buffer, process), where the site installed it, is used instead.

// nodeBuiltinFilter matches Node's modules, with or without the node: prefix.
const nodeBuiltinFilter = `^(node:)?(assert|async_hooks|buffer|child_process|cluster|console|constants|crypto|dgram|` +
	`diagnostics_channel|dns|domain|events|fs|http|http2|https|inspector|module|net|os|path|perf_hooks|process|` +
	`punycode|querystring|readline|repl|stream|string_decoder|sys|timers|tls|trace_events|tty|url|util|v8|vm|` +
	`wasi|worker_threads|zlib)(/[a-z/]+)?$`

const nodeBuiltinNamespace = "gosaurus-node-builtin"

// nodeBuiltins resolves the server build's imports of Node's modules to stand-ins.
func (st *pluginState) nodeBuiltins(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: nodeBuiltinFilter}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		name, prefixed := strings.CutPrefix(a.Path, "node:")
		if pkg, _ := packageOf(name); !prefixed && st.installed(a.ResolveDir, pkg) {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: name, Namespace: nodeBuiltinNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nodeBuiltinNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		contents := fmt.Sprintf(`const fail = (member) => function () {
  throw new Error('%[1]s.' + String(member) + '(): Node\'s "%[1]s" module is not available while gosaurus renders pages; use it in the browser only (in useEffect, or BrowserOnly)');
};
module.exports = new Proxy({}, {get: (_, member) => (member === '__esModule' || member === 'then' ? undefined : fail(member))});
`, a.Path)
		return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS}, nil
	})
}
