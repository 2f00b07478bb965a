package bundle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// A plugin's externals leave a module out of the browser bundle: it is the global it names,
// read when the module runs (an optional package that is not installed then fails only where
// its import is caught); in the server bundle for Node, the module itself, required when run.
func TestWebpackExternals(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", "import $ from 'jquery';\nexport async function ask() { try { return await import('optional-widget'); } catch { return null; } }\nconsole.log($);\n")
	build := func(server bool) string {
		st := &pluginState{in: &Input{SiteDir: filepath.Join(root, "site"), NodeServer: true,
			Externals: map[string]string{"jquery": "jQuery", "optional-widget": "optional-widget"}}}
		res := api.Build(api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false, Format: api.FormatESModule,
			Plugins: []api.Plugin{{Name: "t", Setup: func(b api.PluginBuild) { st.webpackResolve(b, server) }}}})
		if len(res.Errors) > 0 {
			t.Fatalf("%s", res.Errors[0].Text)
		}
		return string(res.OutputFiles[0].Contents)
	}
	browser := build(false)
	for _, want := range []string{"module.exports = jQuery", "module.exports = optional - widget"} {
		if !strings.Contains(browser, want) {
			t.Errorf("the browser bundle lacks %q:\n%s", want, browser)
		}
	}
	server := build(true)
	for _, want := range []string{`from "jquery"`, `import("optional-widget")`} {
		if !strings.Contains(server, want) {
			t.Errorf("the server bundle lacks %q:\n%s", want, server)
		}
	}
}

// Plugins' resolve.alias replaces a module wherever it is imported, or a folder of it (a
// scope's name, the longest that fits), or with "$" the very name; resolve.fallback stands in
// for a module that is not installed (Node's fs and path in a browser build), and not for one
// that is; false is an empty module.
func TestWebpackAliasAndFallback(t *testing.T) {
	root, write := treeWriter(t)
	entry := write("site/entry.js", `import fs from 'fs';
import path from 'path';
import {b} from 'buffer';
import x from 'old-lib/part';
import y from '@examples/chat/Editor';
import z from '@examples/chat-two/Editor';
import w from 'exact';
import v from '@lib/x';
import u from 'tools/sub/deep';
console.log(fs, path.join, b, x, y, z, w, v, u);
`)
	write("examples/chat/src/Editor.js", "export default 'chat editor';\n")
	write("examples/other/Editor.js", "export default 'the wrong editor';\n")
	write("examples/two/Editor.js", "export default 'second editor';\n")
	write("site/node_modules/exact-one/index.js", "export default 'exact one';\n")
	write("lib/x.js", "export default 'x of the lib folder';\n")
	write("elsewhere/deep.js", "export default 'a subpath alias';\n")
	write("site/node_modules/buffer/index.js", "export const b = 'installed buffer';\n")
	write("site/node_modules/new-lib/part.js", "export default 'new lib part';\n")
	pathPolyfill := write("polyfills/path.js", "export default { join: 'path polyfill' };\n")
	st := &pluginState{in: &Input{SiteDir: filepath.Join(root, "site"),
		Aliases: map[string]string{"old-lib": "new-lib", "@examples": filepath.Join(root, "examples/other"),
			"@examples/chat": filepath.Join(root, "examples/chat/src"), "@examples/chat-two": filepath.Join(root, "examples/two"), "exact$": "exact-one",
			"@lib": filepath.Join(root, "lib"), "tools/sub": filepath.Join(root, "elsewhere")},
		Fallbacks: map[string]string{"fs": "", "path": strings.TrimSuffix(pathPolyfill, ".js"), "buffer": "/nowhere/buffer.js"}}}
	res := api.Build(api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false, Platform: api.PlatformBrowser,
		Plugins: []api.Plugin{{Name: "t", Setup: func(b api.PluginBuild) { st.webpackResolve(b, false) }}}})
	if len(res.Errors) > 0 {
		t.Fatalf("%s", res.Errors[0].Text)
	}
	out := string(res.OutputFiles[0].Contents)
	for _, want := range []string{"path polyfill", "installed buffer", "new lib part", "module.exports = {}", "chat editor", "second editor", "exact one", "x of the lib folder", "a subpath alias"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "the wrong editor") {
		t.Errorf("a shorter alias won:\n%s", out)
	}
}
