package jsrt

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The config loads once for every call made through one NodeCalls; an argument can carry a
// function that returns a value; a function's error comes back with its message; Close
// removes the bundle it ran.
func TestNodeCallsLoadTheConfigOnce(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"docusaurus.config.ts": `import {appendFileSync} from 'fs';
appendFileSync(__dirname + '/loads.txt', 'x');
console.log('the config may print');
export default {
  docs: {
    editUrl: ({docPath}: {docPath: string}) => 'https://example.com/' + docPath,
    sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}: any) =>
      (await defaultSidebarItemsGenerator(args)).filter((it: any) => it.label !== 'drop'),
    broken: () => { throw new Error('no such doc'); },
  },
};
`,
	})
	calls := NewNodeCalls(filepath.Join(dir, "docusaurus.config.ts"), nil)
	defer calls.Close()
	got, err := calls.Call("docs.editUrl", []any{map[string]any{"docPath": "a.md"}, map[string]any{"docPath": "b.md"}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []any{"https://example.com/a.md", "https://example.com/b.md"}) {
		t.Errorf("editUrl = %v", got)
	}
	items := []any{map[string]any{"label": "keep"}, map[string]any{"label": "drop"}}
	got, err = calls.Call("docs.sidebarItemsGenerator", []any{map[string]any{"defaultSidebarItemsGenerator": Returns{items}}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []any{[]any{map[string]any{"label": "keep"}}}) {
		t.Errorf("sidebarItemsGenerator = %v", got)
	}
	if _, err := calls.Call("docs.broken", []any{nil}); err == nil || !strings.Contains(err.Error(), "no such doc") {
		t.Errorf("err = %v, want the function's message", err)
	}
	if loads, _ := os.ReadFile(filepath.Join(dir, "loads.txt")); string(loads) != "x" {
		t.Errorf("the config loaded %d times, want once", len(loads))
	}
	calls.Close()
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.cjs")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	if _, err := calls.Call("docs.editUrl", []any{nil}); err == nil {
		t.Error("a call after Close answered")
	}
}

// CallWith calls a helper with the value at a path, which need not be a function, and keeps
// the helper's state between calls, as the plugins of a config that ran in Node need (their
// postBuild runs on the instance their first call made).
func TestNodeCallsWithAHelperKeepState(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"docusaurus.config.mjs": "export default {plugins: [[(ctx) => ({name: 'p-' + ctx.n, count: 0}), {step: 2}]]};\n",
	})
	calls := NewNodeCalls(filepath.Join(dir, "docusaurus.config.mjs"), nil)
	defer calls.Close()
	const helper = `([fn, opts], arg, {state, require}) => {
  if (arg.bump) return (state.p.count += opts.step);
  state.p = fn(arg);
  return {name: state.p.name, path: typeof require('node:path').join};
}`
	got, err := calls.CallWith("plugins[0]", helper, []any{map[string]any{"n": 1}}, NodeTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if want := []any{map[string]any{"name": "p-1", "path": "function"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("first call = %v, want %v", got, want)
	}
	got, err = calls.CallWith("plugins[0]", helper, []any{map[string]any{"bump": true}, map[string]any{"bump": true}}, NodeTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if want := []any{float64(2), float64(4)}; !reflect.DeepEqual(got, want) {
		t.Errorf("bumps = %v, want %v", got, want)
	}
}

// A helper given the path "" gets the config itself: the bundle stage runs PostCSS so, with
// helpers that need no value of the config.
func TestNodeCallsHelperOfTheWholeConfig(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"docusaurus.config.mjs": "export default {title: 'T'};\n"})
	calls := NewNodeCalls(filepath.Join(dir, "docusaurus.config.mjs"), nil)
	defer calls.Close()
	got, err := calls.CallWith("", `(config, arg) => config.title + arg`, []any{"!"}, NodeTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if want := []any{"T!"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A config written as an ES module gets the default export of an ES module package it imports
// (remark-math, rehype-katex), with the package's named exports: Node's require() of it, which
// the config's bundle makes, marks the module __esModule, and the default handed on with that
// mark would read as a module without a default.
func TestNodeCallsConfigImportsADefaultOfAnESMPackage(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, esmPluginPackage)
	writeTree(t, dir, map[string]string{
		"docusaurus.config.mjs": "import plugin, {named} from 'esm-plugin';\nexport default {plugins: [plugin], named};\n",
	})
	calls := NewNodeCalls(filepath.Join(dir, "docusaurus.config.mjs"), nil)
	defer calls.Close()
	got, err := calls.CallWith("", `(config) => [typeof config.plugins[0], config.plugins[0]?.name, config.named]`, []any{nil}, NodeTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if want := []any{[]any{"function", "esmPlugin", "n"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("the config's plugins[0] and named = %v, want %v", got, want)
	}
}
