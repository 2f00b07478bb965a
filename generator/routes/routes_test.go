package routes

import (
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/docs"
)

// instanceOf wraps docs in a one-version docs instance.
func instanceOf(list ...*docs.Doc) []*docs.Instance {
	v := &docs.Version{Name: docs.CurrentVersion, Docs: list}
	for _, d := range list {
		d.Version = v
	}
	return []*docs.Instance{{ID: "default", Versions: []*docs.Version{v}}}
}

func TestBuildAddsTheSearchPage(t *testing.T) {
	tb := Build(instanceOf(&docs.Doc{ID: "intro", Permalink: "/base/intro"}, &docs.Doc{ID: "z", Permalink: "/base/z"}), "/base/", "search")
	var paths []string
	for _, r := range tb.Routes {
		paths = append(paths, r.Path+" "+r.Component)
	}
	if got, want := strings.Join(paths, ", "), "/base/intro gosaurus-route-component:DocRoute, /base/search @theme/SearchPage, /base/z gosaurus-route-component:DocRoute"; got != want {
		t.Errorf("routes: %s, want %s (sorted, search included)", got, want)
	}
	r, ok := tb.Lookup("/base/search")
	if !ok || r.Spec != SearchSpec || r.Doc != nil {
		t.Errorf("Lookup(/base/search) = %+v, %v", r, ok)
	}
}

func TestSearchRouteModule(t *testing.T) {
	c := instanceOf()
	mods, _, err := Build(c, "/base/", "search").Modules(&config.Config{}, c, nil, nil, "/theme", false)
	if err != nil {
		t.Fatal(err)
	}
	want := "export { default as component } from \"@theme/SearchPage\";\nexport const props = {};\n" +
		"export const routeContext = {\"plugin\":{\"name\":\"native\",\"id\":\"default\"}};\n"
	if got := mods[SearchSpec].Contents; got != want {
		t.Errorf("search route module: %q", got)
	}
	if !strings.Contains(mods[RoutePathsSpec].Contents, `"/base/search"`) {
		t.Errorf("%s lacks the search page:\n%s", RoutePathsSpec, mods[RoutePathsSpec].Contents)
	}
}

func TestBuildLeavesSearchToADoc(t *testing.T) {
	for _, p := range []string{"/search", "/search/"} {
		tb := Build(instanceOf(&docs.Doc{ID: "s", Permalink: p}), "/", "search")
		if len(tb.Routes) != 1 || tb.Routes[0].Doc == nil {
			t.Errorf("a doc at %s: routes %+v, want only the doc", p, tb.Routes)
		}
	}
}

func TestTrailingSlash(t *testing.T) {
	yes, no := true, false
	tb := &Table{Routes: []Route{{Path: "/b/"}, {Path: "/b/docs"}, {Path: "/b/docs/guides/"}}}
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

// The search page is where the search theme puts it (Algolia's searchPagePath), or nowhere.
func TestBuildSearchPagePath(t *testing.T) {
	for page, want := range map[string]string{"find": "/base/find", "/find/": "/base/find/", "": ""} {
		tb := Build(instanceOf(&docs.Doc{ID: "intro", Permalink: "/base/intro"}), "/base/", page)
		got := ""
		for _, r := range tb.Routes {
			if r.Spec == SearchSpec {
				got = r.Path
			}
		}
		if got != want {
			t.Errorf("searchPage %q: the search route is %q, want %q", page, got, want)
		}
	}
}
