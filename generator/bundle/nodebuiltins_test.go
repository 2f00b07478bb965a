package bundle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// Node's own modules in the server build: a server bundle for Node takes Node's (a package
// of npm with the name installed, or a plugin's webpack fallback, notwithstanding), as
// Docusaurus's Node-targeted server build does; the embedded engine's takes the installed
// package or the fallback, else a stand-in that fails when called.
func TestNodeModulesInTheServerBuild(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", `import tty from 'tty';
import {EventEmitter} from 'events';
import {readFileSync} from 'node:fs';
import fsp from 'fs/promises';
import os from 'os';
import browser from 'process/browser';
console.log(tty.isatty(1), new EventEmitter(), readFileSync, fsp, os.EOL, browser);
`)
	write("site/node_modules/events/index.js", "exports.EventEmitter = function () { return 'installed events'; };\n")
	write("site/node_modules/process/browser.js", "module.exports = 'process for browsers';\n")
	build := func(node bool) string {
		st := &pluginState{in: &Input{SiteDir: filepath.Join(root, "site"), NodeServer: node, Fallbacks: map[string]string{"os": ""}}}
		res := api.Build(api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false, Platform: api.PlatformNeutral,
			Plugins: []api.Plugin{{Name: "t", Setup: func(b api.PluginBuild) {
				st.nodeOwnModules(b)
				st.webpackResolve(b, true)
				st.nodeBuiltins(b)
			}}}})
		if len(res.Errors) > 0 {
			t.Fatalf("NodeServer %v: %s", node, res.Errors[0].Text)
		}
		return string(res.OutputFiles[0].Contents)
	}
	node := build(true)
	for _, want := range []string{`gosaurusNodeRequire("node:tty")`, `gosaurusNodeRequire("node:events")`, `gosaurusNodeRequire("node:fs")`,
		`gosaurusNodeRequire("node:fs/promises")`, `gosaurusNodeRequire("node:os")`, "process for browsers"} {
		if !strings.Contains(node, want) {
			t.Errorf("the server bundle for Node lacks %s:\n%s", want, node)
		}
	}
	for _, not := range []string{"not available while gosaurus renders", "installed events", "module.exports = {}"} {
		if strings.Contains(node, not) {
			t.Errorf("the server bundle for Node has %q:\n%s", not, node)
		}
	}
	embedded := build(false)
	for _, want := range []string{`Node's "tty" module is not available while gosaurus renders pages`, `Node's "fs/promises" module`,
		"installed events", "module.exports = {}", "process for browsers"} {
		if !strings.Contains(embedded, want) {
			t.Errorf("the embedded engine's server bundle lacks %s:\n%s", want, embedded)
		}
	}
	if strings.Contains(embedded, "gosaurusNodeRequire") {
		t.Errorf("the embedded engine's server bundle requires Node's modules:\n%s", embedded)
	}
}
