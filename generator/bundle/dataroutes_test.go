package bundle

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// A data route's JSON holds its props with its tree as written and its shared modules by URL;
// its server script the same data with the shared modules by specifier. Kept files are the
// same as new ones, and a changed tree gives a new file.
func TestAddDataRoutes(t *testing.T) {
	shared := map[string]Module{"gosaurus-sidebar:s": {Contents: `[{"type":"doc"}]`, Loader: api.LoaderJSON, Shared: true}}
	routes := func(tree string) map[string]DataRoute {
		content := map[string]any{"tree": json.RawMessage(tree), "toc": []any{}, "imports": map[string]any{"Box": ImportRef{Spec: "@site/src/Box", Name: "default"}}}
		return map[string]DataRoute{"gosaurus-route:/docs/a": {Component: "/theme/DocRoute.jsx", Imports: []string{"@site/src/Box"}, Context: map[string]any{"plugin": "docs"},
			Props: map[string]any{"sidebar": SharedRef("gosaurus-sidebar:s"), "content": map[string]any{"__content": content}}}}
	}
	kept := &DataFiles{}
	build := func(tree string) (File, string) {
		t.Helper()
		b := &Browser{Chunks: map[string]string{}, Preloads: map[string][]string{"/base/assets/js/box.js": {"/base/assets/js/dep.js"}},
			DataComponentChunks: map[string]string{"/theme/DocRoute.jsx": "/base/assets/js/doc.js", "@site/src/Box": "/base/assets/js/box.js"}}
		s := &Server{Modules: map[string][]byte{}}
		if _, err := AddDataRoutes(b, s, routes(tree), shared, t.TempDir(), "/base/", kept, nil); err != nil {
			t.Fatal(err)
		}
		var route File
		for _, f := range b.Files {
			if strings.HasPrefix(f.Path, "assets/data/route-docs-a.") {
				route = f
			}
		}
		if b.Chunks["gosaurus-route:/docs/a"] != "/base/"+route.Path {
			t.Fatalf("chunk %q, files %v", b.Chunks["gosaurus-route:/docs/a"], b.Files)
		}
		// The page preloads its component's chunk and those of the modules its doc imports.
		preloads := strings.Join(b.Preloads["/base/"+route.Path], " ")
		for _, want := range []string{"/base/assets/js/doc.js", "/base/assets/js/box.js", "/base/assets/js/dep.js", "/base/assets/data/gosaurus-sidebar-s."} {
			if !strings.Contains(preloads, want) {
				t.Errorf("preloads %s lack %s", preloads, want)
			}
		}
		return route, string(s.Modules["gosaurus-route:/docs/a"])
	}
	first, script := build(`["",0,"A"]`)
	var data struct {
		Component int
		Props     struct {
			Sidebar map[string]string
			Content struct {
				Content struct {
					Tree    json.RawMessage
					Imports map[string]json.RawMessage
				} `json:"__content"`
			}
		}
	}
	if err := json.Unmarshal(first.Contents, &data); err != nil {
		t.Fatalf("%s: %v", first.Contents, err)
	}
	// The modules are in DataComponents' order: the component, then the import.
	if box := string(data.Props.Content.Content.Imports["Box"]); box != `{"__import":1,"name":"default"}` || data.Component != 0 {
		t.Errorf("component %d, Box %s", data.Component, box)
	}
	if string(data.Props.Content.Content.Tree) != `["",0,"A"]` || !strings.HasPrefix(data.Props.Sidebar["__shared"], "/base/assets/data/gosaurus-sidebar-s.") {
		t.Errorf("route data %s", first.Contents)
	}
	if !strings.Contains(script, `"__shared":"gosaurus-sidebar:s"`) || !strings.Contains(script, `["",0,"A"]`) {
		t.Errorf("server script %s", script)
	}
	again, againScript := build(`["",0,"A"]`)
	if again.Path != first.Path || string(again.Contents) != string(first.Contents) || againScript != script {
		t.Errorf("kept files differ: %s vs %s", again.Path, first.Path)
	}
	if changed, _ := build(`["",0,"B"]`); changed.Path == first.Path || !strings.Contains(string(changed.Contents), `"B"`) {
		t.Errorf("a changed tree kept %s", changed.Path)
	}
}

// The engines read a data route's data back from its script, as the script would parse it:
// data as it is, or, where it may have a "__proto__" key, a string that JSON.parse reads.
func TestDataRouteData(t *testing.T) {
	for _, c := range []struct {
		data   string
		parsed bool
	}{
		{`{"props":{"a":"</script>\u2028"},"s":"\"quoted\""}`, false},
		{`{"props":{"__proto__":{"a":"</script>\u2028"},"s":"\"quoted\""}}`, true},
		{`{"props":{"\u005f_proto__":{}}}`, true},
	} {
		script := dataRouteScript([]byte(c.data))
		if parsed := bytes.Contains(script, []byte("JSON.parse(")); parsed != c.parsed {
			t.Errorf("%s: script %s, want JSON.parse %v", c.data, script, c.parsed)
		}
		got, ok := DataRouteData(script)
		if !ok || string(got) != c.data {
			t.Errorf("DataRouteData = %s, %v; want %s", got, ok, c.data)
		}
	}
	if _, ok := DataRouteData([]byte("(function (require) {\nreturn 1;\n})")); ok {
		t.Error("a route script of esbuild's taken for a data route's")
	}
}

// A route's data is written as encoding/json writes the same values.
func TestDataRouteJSONAsEncodingJSON(t *testing.T) {
	type item struct {
		Value string `json:"value"`
		Level int    `json:"level"`
	}
	props := map[string]any{
		"text":  "a <b> & \"c\" \\ é \u2028 \x01",
		"plain": "plain", "n": 1.5, "i": 3, "yes": true, "none": nil, "ms": int64(1700000000000),
		"nilMap": map[string]any(nil), "nilList": []any(nil),
		"list":      []any{"x", map[string]any{"z": 1.0, "a": []any{}}, []item{{"<h>", 2}}},
		"map":       map[string]string{"b": "2", "a": "1"},
		"__proto__": map[string]any{"k": "v"},
	}
	got, trees, err := dataRouteJSON(nil, DataRoute{Component: "c", Props: props, Context: map[string]any{"plugin": "docs"}}, map[string]int{"c": 2}, nil)
	if err != nil || len(trees) != 0 {
		t.Fatal(err, trees)
	}
	want, _ := json.Marshal(map[string]any{"component": 2, "props": props, "routeContext": map[string]any{"plugin": "docs"}})
	if string(got) != string(want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
