package jsrt

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"

	"gosaurus/generator/buildcache"
)

func load(t *testing.T, name string, opts Options) (any, error) {
	t.Helper()
	file, _ := filepath.Abs(filepath.Join("testdata", "cfg", name))
	l := NewLoader(opts)
	v, err := l.Require(file)
	if err != nil {
		return nil, err
	}
	if fn, ok := goja.AssertFunction(v); ok {
		if v, err = l.Call(fn); err != nil {
			return nil, err
		}
	}
	out, _, _ := Plain(v)
	return out, nil
}

func TestESMAsyncConfigWithImports(t *testing.T) {
	got, err := load(t, "esm.config.mjs", Options{Env: map[string]string{"GOSAURUS_TEST_VALUE": "from-env"}})
	if err != nil {
		t.Fatal(err)
	}
	m := got.(map[string]any)
	if m["title"] != "Hello docs" || m["env"] != "from-env" || m["here"] != true {
		t.Errorf("config = %v", m)
	}
}

func TestRequireResolveAndPath(t *testing.T) {
	got, err := load(t, "resolve.config.js", Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	m := got.(map[string]any)
	if !strings.HasSuffix(m["sidebar"].(string), filepath.Join("cfg", "lib", "helper.ts")) || m["path"] != "a/b" {
		t.Errorf("config = %v", m)
	}
}

// An endless loop is stopped once it has used the time limit in CPU time, with the place it
// was stopped at and no guess at why.
func TestEndlessConfigIsInterrupted(t *testing.T) {
	start := time.Now()
	_, err := load(t, "loop.config.js", Options{Env: map[string]string{}, Timeout: 200 * time.Millisecond})
	var limit *TimeLimitError
	if !errors.As(err, &limit) || err.Error() != "still running after 200ms of CPU time, stopped at loop.config.js:1:35" {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("took %s", time.Since(start))
	}
}

func TestNodeOnlyModulesAreRefusedClearly(t *testing.T) {
	_, err := load(t, "fs.config.js", Options{Env: map[string]string{}})
	if err == nil || !strings.Contains(err.Error(), `fs.config.js calls child_process.execSync(), but Node's "child_process" module is not available to gosaurus configs`) {
		t.Fatalf("err = %v", err)
	}
}

// The time limit counts the runtime's CPU time, not the wall clock: a config that waits for
// timers longer than the limit still loads.
func TestTimeLimitCountsCPUTimeNotWaiting(t *testing.T) {
	start := time.Now()
	got, err := load(t, "timer.config.mjs", Options{Env: map[string]string{}, Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if got.(map[string]any)["title"] != "After a pause" {
		t.Errorf("config = %v", got)
	}
	if waited := time.Since(start); waited < 400*time.Millisecond {
		t.Errorf("returned after %s, before its timers were due", waited)
	}
}

func TestMissingPackageNamesThePackage(t *testing.T) {
	dir := t.TempDir()
	config := filepath.Join(dir, "docusaurus.config.js")
	writeFile(t, config, "module.exports = { theme: require('@acme/code-themes/themes/github') };\n")
	_, err := NewLoader(Options{Env: map[string]string{}}).Require(config)
	var missing *MissingPackageError
	if !errors.As(err, &missing) || missing.Package != "@acme/code-themes" || missing.From != config {
		t.Fatalf("err = %v (%#v)", err, missing)
	}
}

// A package a config requires is loaded for real once; later loads with the same cache take
// its plain-data exports from the snapshot, and load it for real only when something else of
// it is used, or when a file or variable it read has changed.
func TestRequiredPackageDataIsSnapshotted(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "node_modules", "code-themes")
	writeFile(t, filepath.Join(pkg, "package.json"), `{"name": "code-themes", "main": "dist/index.js"}`)
	writeFile(t, filepath.Join(pkg, "dist", "index.js"), `
const palette = require('./palette.json');
exports.themes = { light: { plain: { color: palette.ink, backgroundColor: '#fff' }, styles: [{ types: ['comment'], style: { fontStyle: 'italic' } }] } };
exports.flavor = process.env.CODE_THEMES_FLAVOR || 'plain';
exports.highlight = function highlight(code) { return '<b>' + code + '</b>'; };
exports.Grammar = class Grammar {};
`)
	writeFile(t, filepath.Join(pkg, "dist", "palette.json"), `{"ink": "#111"}`)
	config := filepath.Join(dir, "docusaurus.config.js")
	writeFile(t, config, "const {themes, flavor} = require('code-themes');\nmodule.exports = { theme: themes.light, flavor };\n")
	withCall := filepath.Join(dir, "call.config.js")
	writeFile(t, withCall, "const {highlight} = require('code-themes');\nmodule.exports = { html: highlight('x') };\n")
	entry := filepath.Join(pkg, "dist", "index.js")
	cache := buildcache.Open(filepath.Join(dir, ".cache"), "test")

	run := func(file string, env map[string]string) (map[string]any, *Loader) {
		t.Helper()
		l := NewLoader(Options{Env: env, Cache: cache})
		v, err := l.Require(file)
		if err != nil {
			t.Fatal(err)
		}
		out, _, _ := Plain(v)
		return out.(map[string]any), l
	}
	evaluated := func(l *Loader) bool { _, ok := l.cache[entry]; return ok }

	first, l := run(config, map[string]string{})
	if !evaluated(l) {
		t.Fatal("the first load did not evaluate the package")
	}
	again, l := run(config, map[string]string{})
	if evaluated(l) {
		t.Error("the second load evaluated the package again instead of using its snapshot")
	}
	if fmt.Sprint(again) != fmt.Sprint(first) || again["flavor"] != "plain" {
		t.Errorf("from the snapshot: %v\nfor real: %v", again, first)
	}
	if got, l := run(withCall, map[string]string{}); !evaluated(l) || got["html"] != "<b>x</b>" {
		t.Errorf("calling a function export: %v", got)
	}
	if got, l := run(config, map[string]string{"CODE_THEMES_FLAVOR": "spicy"}); !evaluated(l) || got["flavor"] != "spicy" {
		t.Errorf("after a variable the package read changed: %v", got)
	}
	writeFile(t, filepath.Join(pkg, "dist", "palette.json"), `{"ink": "#222"}`)
	got, l := run(config, map[string]string{"CODE_THEMES_FLAVOR": "spicy"}) // as the snapshot saw it
	if !evaluated(l) || got["theme"].(map[string]any)["plain"].(map[string]any)["color"] != "#222" {
		t.Errorf("after a file the package read changed: %v", got)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// What packages configs import need from Node when they load: a package's "#name" imports,
// file URLs (made the config's own __dirname, as ES modules do), reads with fs, and a module
// gosaurus lacks required but not used (dotenv requires crypto).
func TestNodeFeaturesPackagesLoadWith(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "node_modules", "md-plugin")
	writeFile(t, filepath.Join(pkg, "package.json"), `{"name": "md-plugin", "type": "module", "exports": {"import": "./index.js"}, "imports": {"#where": {"node": "./lib/where.js", "default": "./lib/where.browser.js"}}}`)
	writeFile(t, filepath.Join(pkg, "index.js"), "import crypto from 'node:crypto';\nimport {where} from '#where';\nexport default function mdPlugin() { return crypto.createHash('sha1'); }\nexport const at = where;\n")
	writeFile(t, filepath.Join(pkg, "lib", "where.js"), "export const where = 'node';\n")
	writeFile(t, filepath.Join(dir, "data.json"), `{"name": "from fs"}`)
	config := filepath.Join(dir, "docusaurus.config.mjs")
	writeFile(t, config, `import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import mdPlugin, {at} from 'md-plugin';
const __dirname = path.dirname(fileURLToPath(import.meta.url));
const here = __dirname;
const data = JSON.parse(fs.readFileSync(path.join(here, 'data.json'), 'utf8'));
export default {title: data.name, at, plugins: [mdPlugin], here};
`)
	l := NewLoader(Options{Env: map[string]string{}})
	v, err := l.Require(config)
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := Plain(v)
	m := got.(map[string]any)
	if m["title"] != "from fs" || m["at"] != "node" || m["here"] != dir {
		t.Errorf("config = %v", m)
	}
	plugin := v.ToObject(l.Runtime()).Get("plugins").ToObject(l.Runtime()).Get("0")
	fn, ok := goja.AssertFunction(plugin)
	if !ok {
		t.Fatalf("plugins[0] = %v", plugin)
	}
	_, err = l.Call(fn)
	var unavailable *UnavailableModuleError
	if !errors.As(err, &unavailable) || unavailable.Use != "crypto.createHash()" {
		t.Errorf("calling a crypto function: %v", err)
	}
}

// The fs reads of a config take a relative path from the site's working folder (Dir), as in
// Node run from the site folder, whatever folder gosaurus runs in.
func TestFSReadsFromTheSiteFolder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "src", "snippet.html"), "<b>hi</b>")
	config := filepath.Join(dir, "docusaurus.config.js")
	writeFile(t, config, `const fs = require('fs');
module.exports = {text: fs.readFileSync('./src/snippet.html', 'utf-8'), there: fs.existsSync('src/snippet.html'),
  names: fs.readdirSync('src'), size: fs.statSync('./src/snippet.html').size, real: fs.realpathSync('src')};
`)
	t.Chdir(t.TempDir()) // not the site folder
	l := NewLoader(Options{Env: map[string]string{}, Dir: dir})
	v, err := l.Require(config)
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := Plain(v)
	real, _ := filepath.EvalSymlinks(filepath.Join(dir, "src"))
	want := map[string]any{"text": "<b>hi</b>", "there": true, "names": []any{"snippet.html"}, "size": 9, "real": real}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("config = %#v, want %#v", got, want)
	}
}

// A package may extend a class of a Node module gosaurus lacks when it loads (sitemap's
// streams extend stream.Transform); the load succeeds and constructing one fails.
func TestUnavailableModuleClassesCanBeExtended(t *testing.T) {
	dir := t.TempDir()
	config := filepath.Join(dir, "docusaurus.config.js")
	os.WriteFile(config, []byte(`const {Transform} = require('stream');
class Lines extends Transform {}
module.exports = {title: 'ok', make: () => new Lines()};
`), 0o644)
	l := NewLoader(Options{Env: map[string]string{}})
	v, err := l.Require(config)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.ToObject(l.Runtime()).Get("title").String(); got != "ok" {
		t.Errorf("title = %q", got)
	}
	fn, _ := goja.AssertFunction(v.ToObject(l.Runtime()).Get("make"))
	_, err = l.Call(fn)
	var unavailable *UnavailableModuleError
	if !errors.As(err, &unavailable) || unavailable.Use != "stream.Transform()" {
		t.Errorf("constructing the class: %v", err)
	}
}

// A required JSON file, like a JS object, keeps the written order of its keys (versioned
// sidebars and sidebars.json list their sidebars and shorthand categories that way); bad JSON
// is an error naming the file.
func TestJSONKeepsKeyOrder(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sidebars.json")
	if err := os.WriteFile(file, []byte(`{"zeta": {"Zed": ["a"], "Alpha": ["b"]}, "alpha": [], "mid": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 5 { // Go maps would give a different order from one run to the next
		v, err := NewLoader(Options{}).Require(file)
		if err != nil {
			t.Fatal(err)
		}
		order := KeyOrder(v)
		if got := strings.Join(order[""], " "); got != "zeta alpha mid" {
			t.Fatalf("keys = %s", got)
		}
		if got := strings.Join(order["zeta"], " "); got != "Zed Alpha" {
			t.Fatalf("keys of zeta = %s", got)
		}
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"a": }`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := NewLoader(Options{}).Require(bad); err == nil || !strings.Contains(err.Error(), "bad.json: invalid JSON: SyntaxError") {
		t.Errorf("error = %v", err)
	}
}

// Plugin helpers (validate-peer-dependencies, resolve-package-path) read global,
// process.execArgv and fs.realpathSync, and tell a missing file by its ENOENT code.
func TestNodeGlobalsPluginHelpersRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "helper.js")
	src := `const fs = require('fs');
let code = '';
try { fs.statSync(__dirname + '/nope'); } catch (e) { code = e.code; }
global.seen = true;
module.exports = { global: globalThis.seen === true, execArgv: process.execArgv.length, real: fs.realpathSync(__dirname) === fs.realpathSync.native(__dirname), code };
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	v, err := NewLoader(Options{Env: map[string]string{}}).Require(file)
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := Plain(v)
	want := map[string]any{"global": true, "execArgv": float64(0), "real": true, "code": "ENOENT"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A script with a #! line, which configs require as Node does, loads.
func TestRequireScriptWithHashbang(t *testing.T) {
	got, err := load(t, "hashbang.config.js", Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if m := got.(map[string]any); fmt.Sprint(m["answer"]) != "42" {
		t.Errorf("config = %v", m)
	}
}

// A package linked into node_modules from a store (pnpm's layout) is loaded from its real
// path, as Node loads it: the packages it requires are found beside it there, not in the
// node_modules folder the link is in.
func TestLinkedPackageRequiresFromItsRealPath(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "node_modules", ".pnpm", "plugin@1.0.0", "node_modules")
	writeFile(t, filepath.Join(store, "plugin", "package.json"), `{"name": "plugin", "main": "index.js"}`)
	writeFile(t, filepath.Join(store, "plugin", "index.js"), "module.exports = 'plugin with ' + require('helper');\n")
	writeFile(t, filepath.Join(store, "helper", "package.json"), `{"name": "helper", "main": "index.js"}`)
	writeFile(t, filepath.Join(store, "helper", "index.js"), "module.exports = 'its helper';\n")
	if err := os.Symlink(filepath.Join(store, "plugin"), filepath.Join(dir, "node_modules", "plugin")); err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(dir, "docusaurus.config.js")
	writeFile(t, config, "module.exports = { title: require('plugin') };\n")
	got, err := NewLoader(Options{Env: map[string]string{}}).Require(config)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := got.Export().(map[string]any); v["title"] != "plugin with its helper" {
		t.Errorf("config = %v", got)
	}
}
