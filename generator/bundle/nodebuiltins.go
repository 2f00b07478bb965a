package bundle

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Docusaurus's server build targets Node, where a package may import Node's own modules (a
// fetch polyfill's node-fetch imports http, https and zlib; a colour library reads
// tty.isatty as it loads): webpack leaves them to Node, even where an npm package of the name
// is installed. A server bundle for the Node engine (Input.NodeServer) does the same: each
// such import is Node's module, which the render worker requires (gosaurusNodeRequire).
//
// The embedded engine has none of them, so in its server bundle each is a stand-in whose
// functions fail when called, saying why: a package that merely imports one still loads, as
// in the config runtime (jsrt). A package of npm that has the name of one (events, buffer,
// process), where the site installed it, is used instead.

// nodeModules are Node's modules that a bare name imports, and nodeSubpaths those of their
// subpaths Node has; the node: prefix reaches any of Node's modules.
var (
	nodeModules = []string{"assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants",
		"crypto", "dgram", "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector",
		"module", "net", "os", "path", "perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream",
		"string_decoder", "sys", "timers", "tls", "trace_events", "tty", "url", "util", "v8", "vm", "wasi", "worker_threads", "zlib"}
	nodeSubpaths = []string{"assert/strict", "dns/promises", "fs/promises", "inspector/promises", "path/posix", "path/win32",
		"readline/promises", "stream/consumers", "stream/promises", "stream/web", "timers/promises", "util/types"}
)

// nodeBuiltinFilter matches Node's modules, with or without the node: prefix, and any subpath
// of theirs (the embedded engine's stand-ins take those too); and any node: import.
var nodeBuiltinFilter = `^(node:)?(` + strings.Join(nodeModules, "|") + `)(/[a-z/]+)?$|^node:`

var nodeBuiltinName = regexp.MustCompile(`^(` + strings.Join(nodeModules, "|") + `)(/[a-z/]+)?$`)

// The namespaces of the stand-ins, and of Node's own modules in a server bundle for Node.
const (
	nodeBuiltinNamespace = "gosaurus-node-builtin"
	nodeModuleNamespace  = "gosaurus-node-module"
)

// isNodeModule reports whether Node has the module an import of name (without the node:
// prefix) names.
func isNodeModule(name string) bool {
	return slices.Contains(nodeModules, name) || slices.Contains(nodeSubpaths, name)
}

// nodeOwnModules resolves a server bundle for Node's imports of Node's modules to Node's own.
// It comes before the plugins' webpack aliases and fallbacks, as webpack's node target makes
// them externals before it resolves anything.
func (st *pluginState) nodeOwnModules(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: nodeBuiltinFilter}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if name, prefixed := strings.CutPrefix(a.Path, "node:"); st.in.NodeServer && (prefixed || isNodeModule(name)) {
			return api.OnResolveResult{Path: a.Path, Namespace: nodeModuleNamespace}, nil
		}
		return api.OnResolveResult{}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: nodeModuleNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		name := a.Path
		if !strings.HasPrefix(name, "node:") {
			name = "node:" + name
		}
		contents := fmt.Sprintf("module.exports = gosaurusNodeRequire(%q);\n", name)
		return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS}, nil
	})
}

// nodeBuiltins resolves the embedded engine's server build's imports of Node's modules to
// stand-ins.
func (st *pluginState) nodeBuiltins(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: nodeBuiltinFilter}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		name, prefixed := strings.CutPrefix(a.Path, "node:")
		if !nodeBuiltinName.MatchString(name) {
			return api.OnResolveResult{}, nil // a node: name the stand-ins do not know
		}
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
