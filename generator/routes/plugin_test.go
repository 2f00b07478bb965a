package routes

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"gosaurus/plugins/plugin/route"
)

// plain decodes a route config as the plugin runtime hands it over: JSON.
func plain(t *testing.T, src string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(src), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

const docsLikeTree = `{"path": "/api", "component": "@theme/DocsRoot", "routes": [
  {"path": "/api/1.0", "component": "@theme/DocVersionRoot", "priority": 1, "modules": {"version": "/d/v1.json"},
   "routes": [{"path": "/api/1.0/a", "exact": true, "component": "/c/Item.js", "sidebar": "api"}]},
  {"path": "/api", "component": "@theme/DocVersionRoot", "modules": {"version": "/d/next.json"},
   "routes": [
     {"path": "/api/b", "exact": true, "component": "/c/Item.js", "modules": {"readme": {"__import": true, "path": "/p/README.md"}}},
     {"path": "/api", "exact": true, "component": "/c/Index.js", "props": {"n": 2}}]}]}`

func TestParsePluginRouteKeepsAttributesAndNesting(t *testing.T) {
	r, err := ParsePluginRoute(plain(t, docsLikeTree), "test")
	if err != nil {
		t.Fatal(err)
	}
	if r.Path != "/api" || r.Exact || len(r.Routes) != 2 || r.Routes[0].Priority != 1 {
		t.Fatalf("parsed %+v", r)
	}
	leaf := r.Routes[0].Routes[0]
	if !leaf.Exact || leaf.Attrs["sidebar"] != "api" || leaf.Routes != nil {
		t.Fatalf("leaf %+v", leaf)
	}
	if _, ok := leaf.Attrs["component"]; ok {
		t.Fatal("component is a route field, not an attribute")
	}
}

func TestParsePluginRouteErrorsNameTheRoute(t *testing.T) {
	for src, want := range map[string]string{
		`{"component": "/c.js"}`: "test: path must be a string",
		`{"path": "/x"}`:         "test (/x): component must be a module path",
		`{"path": "/x", "component": "/c.js", "routes": [{"path": 3}]}`:                   "test.routes[0]: path must be a string",
		`{"path": "/x", "component": "/c.js", "modules": "/m.json"}`:                      "modules must be an object of prop names",
		`{"path": "/x", "component": "/c.js", "modules": {"a": "/m"}, "props": {"a": 1}}`: `the prop "a" is given both by modules and by props`,
		`[]`: "a route must be an object",
	} {
		_, err := ParsePluginRoute(plain(t, src), "test")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}

// Routes are matched as Docusaurus sorts them: leaves before parents, the higher priority
// first, then by path; the chain follows react-router's first match at each level.
func TestPluginRoutesSortLeavesAndMatch(t *testing.T) {
	r, err := ParsePluginRoute(plain(t, docsLikeTree), "test")
	if err != nil {
		t.Fatal(err)
	}
	list := []*PluginRoute{r}
	SortPluginRoutes(list, "/")
	if got := r.Routes[0].Path; got != "/api/1.0" {
		t.Fatalf("first version route %s, want the one of higher priority", got)
	}
	next := r.Routes[1].Routes
	if next[0].Path != "/api" || next[1].Path != "/api/b" {
		t.Fatalf("leaves sorted by path: %s, %s", next[0].Path, next[1].Path)
	}
	var leaves []string
	for _, l := range Leaves(list) {
		leaves = append(leaves, l.Path)
	}
	if want := []string{"/api/1.0/a", "/api", "/api/b"}; !reflect.DeepEqual(leaves, want) {
		t.Fatalf("leaves %v, want %v", leaves, want)
	}
	for path, want := range map[string][]int{
		"/api/1.0/a":  {0, 0, 0},
		"/api/1.0/a/": {0, 0, 0}, // not strict: a trailing slash matches
		"/API/b":      {0, 1, 1}, // case-insensitive
		"/api":        {0, 1, 0},
		"/api/c":      {0, 1}, // the version route matches, none of its pages
		"/other":      nil,
	} {
		if got := MatchPluginRoutes(list, path); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: chain %v, want %v", path, got, want)
		}
	}
}

func TestSortPluginRoutesPutsBaseURLLastAndNestedParentsFirst(t *testing.T) {
	list := []*PluginRoute{
		{Path: "/", Exact: true},
		{Path: "/docs", Routes: []*PluginRoute{}},
		{Path: "/docs/v2", Routes: []*PluginRoute{}},
		{Path: "/zeta", Exact: true},
	}
	SortPluginRoutes(list, "/")
	var got []string
	for _, r := range list {
		got = append(got, r.Path)
	}
	if want := []string{"/zeta", "/docs/v2", "/docs", "/"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

// AddPluginRoutes makes a page per leaf whose module imports the chain's components and the
// modules as props, createData files as generated modules; a path the site already has stays
// the site's, with a warning.
func TestAddPluginRoutes(t *testing.T) {
	table := &Table{Routes: []route.Route{{Path: "/api/b", Component: route.Component("DocRoute")}}}
	added := []route.PluginRoutes{{Plugin: "api-plugin", ID: "default", Source: "docusaurus.config.js: plugins[0]",
		Routes: []any{plain(t, docsLikeTree)}, Data: map[string]string{"/d/next.json": `{"label": "Next"}`}}}
	slash := true
	warns, err := table.AddPluginRoutes(added, "/", &slash)
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "/api/b/") {
		t.Fatalf("warnings %q, want one about /api/b/", warns)
	}
	var paths []string
	var index route.Route
	for _, r := range table.Routes {
		paths = append(paths, r.Path)
		if r.Path == "/api/" {
			index = r
		}
	}
	// trailingSlash: true gives every plugin path its slash; /api/b is the doc's (the table's
	// own slash is applied later, by ApplyTrailingSlash).
	if want := []string{"/api/", "/api/1.0/a/", "/api/b"}; !reflect.DeepEqual(paths, want) {
		t.Fatalf("paths %v, want %v", paths, want)
	}
	if index.Component != route.Component("PluginRoute") || index.Context.Plugin != (route.PluginID{Name: "api-plugin", ID: "default"}) {
		t.Fatalf("route %+v", index)
	}
	module, err := routeModule(index, "/theme")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`export { default as component } from "/theme/client/routeComponents/PluginRoute.jsx";`,
		`import m4 from "gosaurus-plugin-routes:0";`,
		`import m0 from "@theme/DocsRoot";`,
		`import m1 from "@theme/DocVersionRoot";`,
		`import * as m2 from "gosaurus-data:/d/next.json";`,
		`import m3 from "/c/Index.js";`,
		`"chain": [1,0]`,
		`"tree": m4`,
		`{"component": m1, "context": null, "modules": {"version": {__module: m2}}, "props": {}}`,
		`{"component": m3, "context": null, "modules": {}, "props": {"n": 2}}`,
		`"plugin": {"name":"api-plugin","id":"default"}`,
		`export const routeContext = {"plugin":{"name":"api-plugin","id":"default"}};`,
	} {
		if !strings.Contains(module, want) {
			t.Errorf("module lacks %s:\n%s", want, module)
		}
	}
	if m := table.shared["gosaurus-data:/d/next.json"]; m.Contents != `{"label": "Next"}` {
		t.Errorf("data module %q", m.Contents)
	}
	tree := table.shared["gosaurus-plugin-routes:0"].Contents
	if !strings.Contains(tree, `"sidebar":"api"`) || strings.Contains(tree, "component") || strings.Contains(tree, "modules") {
		t.Errorf("client tree: %s", tree)
	}
}

func TestAddPluginRoutesRejectsABadRoute(t *testing.T) {
	table := &Table{}
	_, err := table.AddPluginRoutes([]route.PluginRoutes{{Plugin: "p", Source: "docusaurus.config.js: plugins[2]",
		Routes: []any{plain(t, `{"path": "/x"}`)}}}, "/", nil)
	if err == nil || !strings.Contains(err.Error(), "docusaurus.config.js: plugins[2]: plugin p: addRoute (call 1) (/x): component must be") {
		t.Fatalf("got %v", err)
	}
}
