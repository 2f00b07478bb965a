package routes

import (
	"encoding/json"
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// instanceOf wraps docs in a one-version docs instance.
func instanceOf(list ...*docs.Doc) []*docs.Instance {
	v := &docs.Version{Name: docs.CurrentVersion, Docs: list}
	for _, d := range list {
		d.Version = v
	}
	return []*docs.Instance{{ID: "default", Versions: []*docs.Version{v}}}
}

// buildDocs is the table of the docs instances' routes.
func buildDocs(t *testing.T, instances []*docs.Instance, baseURL, searchPage string) *Table {
	t.Helper()
	var added []plugin.Added
	for _, in := range instances {
		a, err := (&docs.Plugin{Instance: in}).ContentLoaded()
		if err != nil {
			t.Fatal(err)
		}
		added = append(added, a)
	}
	if searchPage != "" {
		added = append(added, searchAdded(baseURL+searchPage))
	}
	tb, err := Build(added, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// searchAdded is a search page at path, as the search plugins add theirs: yielding to a page
// of the site.
func searchAdded(path string) plugin.Added {
	return plugin.Added{Routes: []route.Route{{Path: path, Component: "@theme/SearchPage", Unlisted: true, Yields: true,
		Context: route.Context{Plugin: route.PluginID{Name: "gosaurus-search", ID: "default"}}}}}
}

func TestBuildAddsTheSearchPage(t *testing.T) {
	tb := buildDocs(t, instanceOf(&docs.Doc{ID: "intro", Permalink: "/base/intro"}, &docs.Doc{ID: "z", Permalink: "/base/z"}), "/base/", "search")
	var paths []string
	for _, r := range tb.Routes {
		paths = append(paths, r.Path+" "+r.Component)
	}
	if got, want := strings.Join(paths, ", "), "/base/intro gosaurus-route-component:DocRoute, /base/search @theme/SearchPage, /base/z gosaurus-route-component:DocRoute"; got != want {
		t.Errorf("routes: %s, want %s (sorted, search included)", got, want)
	}
	r, ok := tb.Lookup("/base/search")
	if !ok || r.Spec != "gosaurus-route:/base/search" || r.Doc != nil {
		t.Errorf("Lookup(/base/search) = %+v, %v", r, ok)
	}
}

func TestSearchRouteModule(t *testing.T) {
	c := instanceOf()
	mods, _, err := buildDocs(t, c, "/base/", "search").Modules(&config.Config{}, plugin.Client{}, nil, nil, nil, "/theme", false)
	if err != nil {
		t.Fatal(err)
	}
	want := "export { default as component } from \"@theme/SearchPage\";\nexport const props = {};\n" +
		"export const routeContext = {\"plugin\":{\"name\":\"gosaurus-search\",\"id\":\"default\"}};\n"
	if got := mods["gosaurus-route:/base/search"].Contents; got != want {
		t.Errorf("search route module: %q", got)
	}
	if !strings.Contains(mods[RoutePathsSpec].Contents, `"/base/search"`) {
		t.Errorf("%s lacks the search page:\n%s", RoutePathsSpec, mods[RoutePathsSpec].Contents)
	}
}

func TestBuildLeavesSearchToADoc(t *testing.T) {
	for _, p := range []string{"/search", "/search/"} {
		tb := buildDocs(t, instanceOf(&docs.Doc{ID: "s", Permalink: p}), "/", "search")
		if len(tb.Routes) != 1 || tb.Routes[0].Doc == nil {
			t.Errorf("a doc at %s: routes %+v, want only the doc", p, tb.Routes)
		}
	}
}

func TestTrailingSlash(t *testing.T) {
	yes, no := true, false
	tb := &Table{Routes: []route.Route{{Path: "/b/"}, {Path: "/b/docs"}, {Path: "/b/docs/guides/"}}}
	tb.ApplyTrailingSlash("/b/", &yes)
	if got := []string{tb.Routes[0].Path, tb.Routes[1].Path, tb.Routes[2].Path}; strings.Join(got, " ") != "/b/ /b/docs/ /b/docs/guides/" {
		t.Errorf("trailingSlash true: %v", got)
	}
	tb.ApplyTrailingSlash("/b/", &no)
	if got := []string{tb.Routes[0].Path, tb.Routes[1].Path, tb.Routes[2].Path}; strings.Join(got, " ") != "/b/ /b/docs /b/docs/guides" {
		t.Errorf("trailingSlash false: %v (the base URL keeps its slash)", got)
	}
	tb.ApplyTrailingSlash("/b/", nil)
	if tb.Routes[1].Path != "/b/docs" {
		t.Errorf("undefined trailingSlash changed a path")
	}
}

// Routes with a source claim their path across plugins: a page at a doc's path is an error
// naming both files, and the search page gives way to a page of the site at its path.
func TestBuildPathsClaimedAcrossPlugins(t *testing.T) {
	doc := route.Route{Path: "/docs/a", Source: "docs/a.md"}
	page := func(path string) plugin.Added {
		return plugin.Added{Routes: []route.Route{{Path: path, Component: "/site/src/pages/x.js", Source: "src/pages/x.js"}}}
	}
	_, err := Build([]plugin.Added{{Routes: []route.Route{doc}}, page("/docs/a")}, nil)
	if err == nil || err.Error() != "src/pages/x.js: the route /docs/a is also the route of docs/a.md; give one of them another path" {
		t.Errorf("a page at a doc's path: %v", err)
	}
	tb, err := Build([]plugin.Added{page("/search"), searchAdded("/search")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tb.Routes) != 1 || tb.Routes[0].Spec != "gosaurus-route:/search" {
		t.Errorf("a page at the search page's path: routes %+v, want only the page", tb.Routes)
	}
}

// The docs instances' global data is under "docs" by instance id, and a site without docs has
// none, as in Docusaurus; a JavaScript plugin's replaces a plugin's of the same name.
func TestSiteDataGlobalData(t *testing.T) {
	global := func(tb *Table, cfg *config.Config) string {
		b, err := json.Marshal(SiteData(cfg, tb.globalData, nil)["globalData"])
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got := global(buildDocs(t, nil, "/", ""), &config.Config{}); got != `{}` {
		t.Errorf("no docs: %s", got)
	}
	in := instanceOf(&docs.Doc{ID: "intro", Permalink: "/docs/intro"})[0]
	in.BasePath = "/docs"
	second := &docs.Instance{ID: "api", BasePath: "/api"}
	tb := buildDocs(t, []*docs.Instance{in, second}, "/", "")
	want := `{"docs":{"api":{"breadcrumbs":false,"path":"/api","versions":[]},"default":{"breadcrumbs":false,"path":"/docs","versions":[{`
	if got := global(tb, &config.Config{}); !strings.HasPrefix(got, want) {
		t.Errorf("two instances: %s, want it to start %s", got, want)
	}
}
