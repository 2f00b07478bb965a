package jsrt

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// writeTree writes files (path → content) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A package that uses Node's util when it loads fails in the embedded runtime in a way Node
// would not; such a config runs in Node, TypeScript and all, functions named and dropped.
func TestConfigNeedingNodeRunsInNode(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"node_modules/streamy/package.json": `{"name": "streamy", "main": "index.js"}`,
		"node_modules/streamy/index.js": `const util = require('util');
const {Transform} = require('stream');
exports.read = util.promisify((cb) => cb(null, 'read'));
exports.Kind = {Daily: 'daily'};
exports.Lines = class Lines extends Transform {};`,
		"local.ts":             "export const title: string = 'From Node';\n",
		"docusaurus.config.ts": "import {Kind} from 'streamy';\nimport {title} from './local';\nexport default async () => ({zeta: 1, title, kind: Kind.Daily, here: __dirname, alpha: [1, () => 2], onLoad() {}});\n",
	})
	file := filepath.Join(dir, "docusaurus.config.ts")

	l := NewLoader(Options{Env: map[string]string{}})
	_, err := l.Require(file)
	if err == nil || !NeedsNode(err) {
		t.Fatalf("embedded runtime: err = %v, NeedsNode = false; the test needs a package only Node loads", err)
	}
	v, err := EvaluateInNode(file, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"zeta": float64(1), "title": "From Node", "kind": "daily", "here": dir, "alpha": []any{float64(1)}}
	if !reflect.DeepEqual(v.Value, want) {
		t.Errorf("value = %#v, want %#v", v.Value, want)
	}
	if !reflect.DeepEqual(v.Dropped, []string{"alpha[1]", "onLoad"}) {
		t.Errorf("dropped = %v", v.Dropped)
	}
	if !reflect.DeepEqual(v.Order[""], []string{"zeta", "title", "kind", "here", "alpha"}) {
		t.Errorf("keys = %v", v.Order[""])
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.cjs")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// A config's own error in Node names the config file, not the bundle Node ran.
func TestConfigErrorInNodeNamesTheFile(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"docusaurus.config.js": "const site = require('path').basename(__dirname);\nthrow new Error('no title for ' + site);\n"})
	file := filepath.Join(dir, "docusaurus.config.js")
	_, err := EvaluateInNode(file, true, nil)
	if err == nil || err.Error() != "failed in Node: Error: no title for "+filepath.Base(dir) {
		t.Errorf("err = %v", err)
	}
	// The site's own errors are not for Node to retry.
	_, err = NewLoader(Options{Env: map[string]string{}}).Require(file)
	var missing *MissingPackageError
	if err == nil || NeedsNode(err) || errors.As(err, &missing) {
		t.Errorf("embedded: err = %v, NeedsNode = %v", err, NeedsNode(err))
	}
}

// A package failing as it loads, required through another package, is Node's to retry.
func TestPackageErrorThroughRequiresNeedsNode(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"node_modules/inner/package.json": `{"name": "inner"}`,
		"node_modules/inner/index.js":     `Object.getPrototypeOf(undefined);`,
		"node_modules/outer/package.json": `{"name": "outer"}`,
		"node_modules/outer/index.js":     `module.exports = require('inner');`,
		"docusaurus.config.js":            "require('outer');\nmodule.exports = {};\n",
	})
	_, err := NewLoader(Options{Env: map[string]string{}}).Require(filepath.Join(dir, "docusaurus.config.js"))
	if err == nil || !NeedsNode(err) {
		t.Errorf("err = %v, NeedsNode = false", err)
	}
}

// Every Node core module is one: a package requiring 'constants' (graceful-fs does) is not
// told to install a package of that name, and what it does with it is Node's to run.
func TestEveryNodeCoreModuleIsBuiltIn(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"node_modules/fsish/package.json": `{"name": "fsish"}`,
		"node_modules/fsish/index.js":     `const c = require('constants'); module.exports = c.hasOwnProperty('O_SYMLINK');`,
		"docusaurus.config.js":            "require('fsish');\nmodule.exports = {};\n",
	})
	_, err := NewLoader(Options{Env: map[string]string{}}).Require(filepath.Join(dir, "docusaurus.config.js"))
	var missing *MissingPackageError
	if err == nil || errors.As(err, &missing) || !NeedsNode(err) {
		t.Errorf("err = %v, NeedsNode = %v", err, NeedsNode(err))
	}
}

// "./x.js" names x.ts when only that exists, as TypeScript and Docusaurus's loader read it.
func TestJSNameOfATypeScriptFile(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"sidebars.ts":          "export default {docs: ['intro']};\n",
		"docusaurus.config.ts": "export default {sidebar: require.resolve('./sidebars.js'), items: require('./sidebars.js').default.docs};\n",
	})
	l := NewLoader(Options{Env: map[string]string{}})
	v, err := l.Require(filepath.Join(dir, "docusaurus.config.ts"))
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := Plain(v)
	want := map[string]any{"sidebar": filepath.Join(dir, "sidebars.ts"), "items": []any{"intro"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// The site's code that require()s an ES module of the site gets what Docusaurus's loader (jiti)
// gives: the module, through which the members of its default export are read too (ory's
// sidebars read require('./typedoc-sidebar.ts').items), and its default and named exports.
func TestRequireOfAnESModuleReadsItsDefault(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"typedoc-sidebar.ts": "export default {items: ['a', 'b'], label() { return this.items.length; }};\nexport const extra = 'named';\n",
		"sidebars.js": "const s = require('./typedoc-sidebar.ts');\n" +
			"module.exports = {items: [...s.items, 'c'], viaDefault: s.default.items, extra: s.extra, count: s.label()};\n",
	})
	l := NewLoader(Options{Env: map[string]string{}})
	v, err := l.Require(filepath.Join(dir, "sidebars.js"))
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := Plain(v)
	want := map[string]any{"items": []any{"a", "b", "c"}, "viaDefault": []any{"a", "b"}, "extra": "named", "count": 2.0}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// esmPluginPackage is an ES module package whose default export, re-exported, is a plugin
// function, with a named export.
var esmPluginPackage = map[string]string{
	"node_modules/esm-plugin/package.json": `{"name": "esm-plugin", "type": "module", "main": "index.js"}`,
	"node_modules/esm-plugin/index.js":     "export {default} from './lib.js';\nexport const named = 'n';\n",
	"node_modules/esm-plugin/lib.js":       "export default function esmPlugin() { return 'ran'; }\n",
}

// An ES module package whose default export is a function (remark-math, rehype-katex) is that
// function to the site's code that require()s it, as under jiti, with its named exports read
// on it: the config holds a plugin function, which gosaurus can name and run.
func TestRequireOfAnESModulePackageGivesItsDefaultFunction(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, esmPluginPackage)
	writeTree(t, dir, map[string]string{
		"docusaurus.config.js": "const plugin = require('esm-plugin');\nmodule.exports = {plugins: [plugin], ran: plugin(), named: plugin.named};\n",
	})
	l := NewLoader(Options{Env: map[string]string{}})
	v, err := l.Require(filepath.Join(dir, "docusaurus.config.js"))
	if err != nil {
		t.Fatal(err)
	}
	got, dropped, _ := Plain(v)
	want := map[string]any{"plugins": []any{}, "ran": "ran", "named": "n"}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(dropped, []string{"plugins[0]"}) {
		t.Errorf("got %#v, dropped %q; want %#v and the plugin function", got, dropped, want)
	}
}

// In Node, each of the site's files sees its own __dirname, __filename and import.meta.url, as
// under Node's require, though they run as one bundle; and a config that uses a member of fs or
// os the embedded runtime lacks (a write, os.availableParallelism) runs there.
func TestNodeFilesKeepTheirOwnPaths(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"data.json": `{"name": "site data"}`,
		"scripts/catalog.js": `#!/usr/bin/env node
const fs = require('fs'), os = require('os'), path = require('path');
console.log('generated the catalog');
exports.catalog = () => ({workers: os.availableParallelism() > 0, data: JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data.json'), 'utf8')).name, file: __filename});`,
		"scripts/url.mjs":      "export const url = import.meta.url;\n",
		"plugin.ts":            "export default () => ({name: 'p'});\n",
		"docusaurus.config.ts": "const {catalog} = require('./scripts/catalog');\nimport {url} from './scripts/url.mjs';\nexport default {...catalog(), url, here: __dirname, plugin: require.resolve('./plugin')};\n",
	})
	file := filepath.Join(dir, "docusaurus.config.ts")
	l := NewLoader(Options{Env: map[string]string{}})
	if _, err := l.Require(file); err == nil || !NeedsNode(err) {
		t.Fatalf("embedded runtime: err = %v; want one that Node serves", err)
	}
	v, err := EvaluateInNode(file, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"workers": true, "data": "site data", "file": filepath.Join(dir, "scripts", "catalog.js"),
		"url": "file://" + filepath.Join(dir, "scripts", "url.mjs"), "here": dir, "plugin": filepath.Join(dir, "plugin.ts")}
	if !reflect.DeepEqual(v.Value, want) {
		t.Errorf("value = %#v, want %#v", v.Value, want)
	}
}

// A plugin's own paths are its own in Node too: in a bundle of the config that imports it, or
// of a plugin package's files, each file's require.resolve resolves from its folder (a
// TypeScript file's relative path to client.ts too, as Docusaurus's loader resolves it) and its
// __dirname is its folder, as when Node requires the files one by one.
func TestNodeBundlesResolveFromEachFile(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"plugins/zoom/index.ts":               "import {nested} from './sub/where';\nexport default {client: require.resolve('./zoom'), typed: require.resolve('./typed'), theme: require('path').join(__dirname, 'theme'), nested};\n",
		"plugins/zoom/sub/where.js":           "exports.nested = require.resolve('../zoom');\n",
		"plugins/zoom/zoom.js":                "",
		"plugins/zoom/typed.ts":               "",
		"docusaurus.config.mjs":               "import zoom from './plugins/zoom/index.ts';\nawait null;\nexport default {zoom};\n",
		"node_modules/zp/package.json":        `{"name": "zp", "main": "lib/index.js"}`,
		"node_modules/zp/lib/index.js":        "export {paths} from './parts/paths';\n",
		"node_modules/zp/lib/parts/paths.js":  "export const paths = {theme: require('path').join(__dirname, 'theme'), client: require.resolve('./client')};\n",
		"node_modules/zp/lib/parts/client.js": "",
	})
	v, err := EvaluateInNode(filepath.Join(dir, "docusaurus.config.mjs"), true, nil)
	if err != nil {
		t.Fatal(err)
	}
	plugin := filepath.Join(dir, "plugins", "zoom")
	want := map[string]any{"zoom": map[string]any{"client": filepath.Join(plugin, "zoom.js"), "typed": filepath.Join(plugin, "typed.ts"),
		"theme": filepath.Join(plugin, "theme"), "nested": filepath.Join(plugin, "zoom.js")}}
	if !reflect.DeepEqual(v.Value, want) {
		t.Errorf("value = %#v, want %#v", v.Value, want)
	}
	bundle, err := BundleForNode(filepath.Join(dir, "node_modules", "zp", "lib", "index.js"))
	if err != nil {
		t.Fatal(err)
	}
	defer os.Remove(bundle)
	out, err := exec.Command("node", "-p", "JSON.stringify(require(process.argv[1]).paths)", bundle).Output()
	if err != nil {
		t.Fatal(err)
	}
	parts := filepath.Join(dir, "node_modules", "zp", "lib", "parts")
	if got, want := strings.TrimSpace(string(out)), fmt.Sprintf(`{"theme":%q,"client":%q}`, filepath.Join(parts, "theme"), filepath.Join(parts, "client.js")); got != want {
		t.Errorf("package paths %s, want %s", got, want)
	}
}

// An ES module that awaits at its top level cannot run as the embedded runtime runs modules;
// it runs in Node as an ES module, in which the CommonJS files it imports still have require
// and __dirname, and import.meta.url is the file's own folder.
func TestTopLevelAwaitRunsInNode(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"data.json": `{"title": "Awaited"}`,
		"where.cjs": "module.exports = {dir: __dirname, os: typeof require('os').cpus};\n",
		"docusaurus.config.mjs": `import {readFile} from 'node:fs/promises';
import where from './where.cjs';
const {title} = JSON.parse(await readFile(new URL('./data.json', import.meta.url), 'utf8'));
export default {title, where};
`,
	})
	file := filepath.Join(dir, "docusaurus.config.mjs")
	_, err := NewLoader(Options{Env: map[string]string{}}).Require(file)
	var await *TopLevelAwaitError
	if !errors.As(err, &await) || !NeedsNode(err) {
		t.Fatalf("embedded runtime: err = %v, want a TopLevelAwaitError that needs Node", err)
	}
	if want := file + ":3:28"; await.At != want {
		t.Errorf("at %s, want %s", await.At, want)
	}
	v, err := EvaluateInNode(file, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"title": "Awaited", "where": map[string]any{"dir": dir, "os": "function"}}
	if !reflect.DeepEqual(v.Value, want) {
		t.Errorf("value = %#v, want %#v", v.Value, want)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.mjs")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// The files BundleForNode writes beside a config, CommonJS or an ES module for one that awaits
// at its top level, are known by name (a dev server's watcher leaves them out); the site's own
// files are not.
func TestBundlesAreKnownByName(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"docusaurus.config.js":  "module.exports = {title: 'T'};\n",
		"docusaurus.config.mjs": "export default await Promise.resolve({title: 'T'});\n",
	})
	for _, name := range []string{"docusaurus.config.js", "docusaurus.config.mjs"} {
		bundle, err := BundleForNode(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		os.Remove(bundle)
		if !IsBundle(filepath.Base(bundle)) {
			t.Errorf("%s is not known as a bundle", filepath.Base(bundle))
		}
	}
	for _, name := range []string{"docusaurus.config.js", ".eslintrc.cjs", ".docusaurus.config.js.swp", "sidebars.gosaurus-1.js"} {
		if IsBundle(name) {
			t.Errorf("%s is taken for a bundle", name)
		}
	}
}

// An ES module that imports a CommonJS package compiled from ES modules (exports.default and
// __esModule, as @docusaurus/logger is) gets its exports.default as the default import, as
// Docusaurus's loader gives it, where Node itself would give module.exports: plugins written as
// ES modules are run so.
func TestESModuleGetsTheDefaultExportOfCompiledCommonJS(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"node_modules/logger/package.json": `{"name": "logger", "main": "index.js"}`,
		"node_modules/logger/index.js":     "Object.defineProperty(exports, '__esModule', {value: true});\nexports.default = {error: (m) => 'error: ' + m};\n",
		"node_modules/plain/package.json":  `{"name": "plain", "main": "index.js"}`,
		"node_modules/plain/index.js":      "module.exports = {name: 'plain'};\n",
		"package.json":                     `{"type": "module"}`,
		"helper.cjs":                       "Object.defineProperty(exports, '__esModule', {value: true});\nexports.default = 'local';\n",
		"docusaurus.config.js": "import logger from 'logger';\nimport plain from 'plain';\nimport helper from './helper.cjs';\n" +
			"export default {title: logger.error('x'), plain: plain.name, helper};\n",
	})
	v, err := EvaluateInNode(filepath.Join(dir, "docusaurus.config.js"), true, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"title": "error: x", "plain": "plain", "helper": "local"}
	if !reflect.DeepEqual(v.Value, want) {
		t.Errorf("value = %#v, want %#v", v.Value, want)
	}
}

// A TypeScript file a config's code requires as it runs (a plugin reading data from a .ts
// file) is compiled by the site's jiti, as Docusaurus's loader compiles it; without jiti the
// error says to import it.
func TestNodeRuntimeRequireOfTypeScript(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"variables/v1.ts": "export const variables = {name: 'from ts'};\n",
		// A stand-in of jiti v1's API: jiti(parent, options) gives a require of a file.
		"node_modules/jiti/package.json": `{"name": "jiti", "main": "index.js"}`,
		"node_modules/jiti/index.js": `const fs = require('fs');
module.exports = (parent, options) => (file) => ({variables: {name: fs.readFileSync(file, 'utf8').match(/name: '([^']*)'/)[1], interop: options.interopDefault}});
`,
		"docusaurus.config.js": "const path = require('path');\nmodule.exports = {read: () => require(path.join(__dirname, 'variables', 'v1.ts')).variables};\n",
	})
	file := filepath.Join(dir, "docusaurus.config.js")
	calls := NewNodeCalls(file, nil)
	defer calls.Close()
	got, err := calls.Call("read", []any{nil})
	if err != nil {
		t.Fatal(err)
	}
	if want := []any{map[string]any{"name": "from ts", "interop": true}}; !reflect.DeepEqual(got, want) {
		t.Errorf("read() = %#v, want %#v", got, want)
	}
}
