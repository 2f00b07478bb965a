package render

import (
	"maps"
	"slices"
	"testing"

	"gosaurus/generator/jsrt"
)

// A route's script leaves the build's modules once its pages are written, in both engines
// and for the pages a build before rendered, so that rendering does not hold every page's
// data to the end; a script two routes share stays until both are written (with one goja
// runtime they render one after the other), and the modules routes share stay.
func TestRenderAllLetsGoOfWrittenScripts(t *testing.T) {
	base := []byte(`globalThis.gosaurusRequire = (id) => globalThis.gosaurusLoadModule(id)(globalThis.gosaurusRequire);
globalThis.gosaurusRender = (path, mod) => ({html: mod.text + ' ' + gosaurusRequire('shared').default, links: [], head: {title: String(path)}});`)
	scripts := func() map[string][]byte {
		return map[string][]byte{
			"shared": []byte(`(function () { return {default: 'with shared'}; })`),
			"a":      []byte(`(function (require) { return {text: 'a'}; })`),
			"b":      []byte(`(function (require) { return {text: 'b'}; })`),
			"twice":  []byte(`(function (require) { return {text: 'twice'}; })`),
		}
	}
	paths, specs := []string{"/a", "/b", "/t1", "/t2"}, []string{"a", "b", "twice", "twice"}
	for _, engine := range []string{EngineGoja, EngineNode} {
		if engine == EngineNode && !jsrt.NodeAvailable() {
			t.Fatal("node is not on the PATH; make test installs and needs Node.js")
		}
		c := NewCache(nil)
		for build, wantRendered := range []int{4, 0} { // the second build's pages are the first's
			modules := scripts()
			c.Use(base, modules, specs, 1, engine, "")
			rendered, err := c.RenderAll(paths, specs, func(i int, page Page) error {
				if want := specs[i] + " with shared"; page.HTML != want {
					t.Errorf("%s, build %d: %s: %q, want %q", engine, build, paths[i], page.HTML, want)
				}
				return nil
			})
			if err != nil || rendered != wantRendered {
				t.Fatalf("%s, build %d: %d pages rendered, %v; want %d", engine, build, rendered, err, wantRendered)
			}
			if got := slices.Sorted(maps.Keys(modules)); !slices.Equal(got, []string{"shared"}) {
				t.Errorf("%s, build %d: modules left after rendering: %v, want only the shared one", engine, build, got)
			}
		}
		c.Close()
	}
}

// A cache with the Forget store keeps no page once it is emitted (a build that no other
// follows, without the build cache): its next build renders every page again.
func TestForgetKeepsNoPage(t *testing.T) {
	base := []byte(`globalThis.gosaurusRequire = (id) => globalThis.gosaurusLoadModule(id)(globalThis.gosaurusRequire);
globalThis.gosaurusRender = (path, mod) => ({html: mod.text, links: [], head: {title: String(path)}});`)
	c := NewCache(Forget)
	defer c.Close()
	for build := range 2 {
		c.Use(base, map[string][]byte{"a": []byte(`(function () { return {text: 'a'}; })`)}, []string{"a"}, 1, EngineGoja, "")
		rendered, err := c.RenderAll([]string{"/a"}, []string{"a"}, func(int, Page) error { return nil })
		if err != nil || rendered != 1 {
			t.Fatalf("build %d: %d pages rendered, %v; want 1", build, rendered, err)
		}
		if len(c.pages) != 0 {
			t.Errorf("build %d: the cache holds %d pages", build, len(c.pages))
		}
	}
}
