package routes

import (
	"encoding/json"
	"flag"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/config"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/pages"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

var update = flag.Bool("update", false, "rewrite testdata/modules.golden")

// smallSite is a site with a route of every kind: a doc in a sidebar that links a category, a
// doc without a sidebar, a category's generated index, the docs' tag pages, a React page, a
// markdown page, a blog with one post, a route a plugin added, search and not found.
func smallSite(t *testing.T) (*Table, map[string]*markdown.Doc) {
	t.Helper()
	v := &docs.Version{PluginID: "default", Name: docs.CurrentVersion, TagsPath: "/docs/tags"}
	intro := &docs.Doc{ID: "intro", Title: "Intro", Description: "Start here", Permalink: "/docs/", Slug: "/", Source: "docs/intro.md",
		File: "/site/docs/intro.md", Sidebar: "main", Version: v, FrontMatter: map[string]any{"tags": []any{"a"}},
		Tags: []docs.Tag{{Label: "a", Permalink: "/docs/tags/a"}}, Next: &docs.NavLink{Title: "Guide", Permalink: "/docs/guide"}}
	guide := &docs.Doc{ID: "guide", Title: "Guide", Permalink: "/docs/guide", Slug: "/guide", Source: "docs/guide.mdx",
		File: "/site/docs/guide.mdx", Version: v, FrontMatter: map[string]any{"__proto__": "kept"}, Unlisted: true}
	v.Docs = []*docs.Doc{guide, intro}
	v.ByID = map[string]*docs.Doc{"intro": intro, "guide": guide}
	v.Sidebars = map[string][]docs.Item{"main": {{Type: "category", Label: "Start", Href: "/docs/", Items: []docs.Item{{Type: "link", Label: "Guide", Href: "/docs/guide", DocID: "guide"}}}}}
	v.SidebarNames = []string{"main"}
	v.Indexes = []*docs.CategoryIndex{{Label: "More", Title: "More", Slug: "/category/more", Permalink: "/docs/category/more",
		Items: []docs.Item{{Type: "link", DocID: "intro"}}, Sidebar: "main", Version: v}}
	v.Tags = []*docs.TagPage{{Tag: docs.Tag{Label: "a", Permalink: "/docs/tags/a"}, Docs: []*docs.Doc{intro}}}
	instances := []*docs.Instance{{ID: "default", BasePath: "/docs", Versions: []*docs.Version{v}}}
	compiled := map[string]*markdown.Doc{intro.Source: {Module: "export default function MDXContent() {}\n"}, guide.Source: {Module: "export default function MDXContent() {}\n"}}

	post := &blog.Post{ID: "hello", Permalink: "/blog/hello", Source: "blog/hello.md", File: "/site/blog/hello.md", Title: "Hello",
		Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)}
	b := &blog.Blog{Options: blog.Options{ID: "default", BlogTitle: "Blog"}, BasePath: "/blog", Posts: []*blog.Post{post},
		Lists:   []blog.ListPage{{Posts: []*blog.Post{post}, Metadata: blog.ListMetadata{Permalink: "/blog", Page: 1, TotalPages: 1, TotalCount: 1}}},
		Sidebar: blog.Sidebar{Title: "Recent", Items: []blog.SidebarItem{{Title: "Hello", Permalink: "/blog/hello"}}}}
	md := map[string]*markdown.Doc{"blog/hello.md": {Module: "export default function MDXContent() {}\n"}, "src/pages/about.md": {Module: "export default function MDXContent() {}\n"}}

	pagesPlugin := &pages.Plugin{Pages: []*pages.Page{
		{Permalink: "/", Source: "src/pages/index.js", File: "/site/src/pages/index.js"},
		{Permalink: "/about", Source: "src/pages/about.md", File: "/site/src/pages/about.md", Markdown: true, Title: "About"},
	}}
	var added []plugin.Added
	for _, p := range []plugin.RouteContributor{&docs.Plugin{Instance: instances[0]}, pagesPlugin, &blog.Plugin{Blog: b}} {
		a, err := p.ContentLoaded()
		if err != nil {
			t.Fatal(err)
		}
		added = append(added, a)
	}
	table, err := Build(append(added, searchAdded("/search")), md)
	if err != nil {
		t.Fatal(err)
	}
	pluginRoutes := []route.PluginRoutes{{Plugin: "my-plugin", ID: "default", Source: "docusaurus.config.js: plugins[0]",
		Routes: []any{map[string]any{"path": "/hello", "exact": true, "component": "@site/src/components/Hello.js",
			"modules": map[string]any{"data": "/site/.data/hello.json"}, "props": map[string]any{"n": float64(1)}}},
		Data: map[string]string{"/site/.data/hello.json": `{"greeting": "hi"}`}}}
	if _, err := table.AddPluginRoutes(pluginRoutes, "/", nil); err != nil {
		t.Fatal(err)
	}
	return table, compiled
}

// TestModulesGolden compares every route module, and the modules they share, that the small
// site's routes make with testdata/modules.golden. Refresh with: go test ./generator/routes -update
func TestModulesGolden(t *testing.T) {
	table, compiled := smallSite(t)
	mods, _, err := table.Modules(&config.Config{}, plugin.Client{}, nil, compiled, nil, "/theme", false)
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, spec := range slices.Sorted(func(yield func(string) bool) {
		for spec := range mods {
			// Plugins' data modules named as Docusaurus's generated files are among them.
			data := strings.HasPrefix(spec, "@generated/") && mods[spec].Shared
			if data || strings.HasPrefix(spec, "gosaurus-") && !strings.HasPrefix(spec, "gosaurus-doc:") && !strings.HasPrefix(spec, "gosaurus-md:") {
				if !yield(spec) {
					return
				}
			}
		}
	}) {
		got.WriteString("// " + spec + "\n" + mods[spec].Contents)
		if !strings.HasSuffix(mods[spec].Contents, "\n") {
			got.WriteString("\n")
		}
		got.WriteString("\n")
	}
	golden := filepath.Join("testdata", "modules.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("generated modules differ from %s (go test ./generator/routes -update to refresh):\n%s", golden, got.String())
	}
}

// Front matter that JSON cannot encode (YAML's .inf) fails the build naming the file, for a doc
// and for a markdown page alike.
func TestModulesNameTheFileOfBadFrontMatter(t *testing.T) {
	for _, file := range []string{"docs/guide.mdx", "src/pages/about.md"} {
		table, compiled := smallSite(t)
		for _, r := range table.Routes {
			if d, ok := r.Doc.(*docs.Doc); ok && d.Source == file {
				d.FrontMatter["weight"] = math.Inf(1) // the route's metadata holds the same map
			}
		}
		for _, c := range table.contents {
			if c.source == file {
				c.Metadata.(map[string]any)["frontMatter"] = map[string]any{"weight": math.Inf(1)}
			}
		}
		_, _, err := table.Modules(&config.Config{}, plugin.Client{}, nil, compiled, nil, "/theme", false)
		if err == nil || !strings.HasPrefix(err.Error(), file+": ") || !strings.Contains(err.Error(), "+Inf") {
			t.Errorf("%s: got %v, want an error naming the file and the value", file, err)
		}
	}
}

// The docs plugin's sidebars are Shared modules of plain JSON: a doc in a sidebar is a data
// route that names its sidebar's module instead of holding a copy, a "__proto__" key of
// customProps is a key like any other, and an empty sidebar is an empty array.
func TestSidebarModulesAreShared(t *testing.T) {
	intro := &docs.Doc{ID: "intro", Permalink: "/docs/intro", Source: "docs/intro.md", File: "/site/docs/intro.md", Sidebar: "main"}
	instances := instanceOf(intro)
	v := instances[0].Versions[0]
	v.PluginID = "default"
	v.Sidebars = map[string][]docs.Item{"main": {{Type: "link", Label: "Intro", Href: "/docs/intro", DocID: "intro",
		CustomProps: map[string]any{"__proto__": "kept"}}}, "empty": nil}
	compiled := map[string]*markdown.Doc{intro.Source: {Module: "export default function MDXContent() {}\n", Tree: json.RawMessage(`["hi"]`)}}
	mods, data, err := buildDocs(t, instances, "/", "").Modules(&config.Config{}, plugin.Client{}, nil, compiled, nil, "/theme", true)
	if err != nil {
		t.Fatal(err)
	}
	main := v.SidebarSpec("main")
	want := `[{"type":"link","label":"Intro","href":"/docs/intro","docId":"intro","customProps":{"__proto__":"kept"}}]`
	if m := mods[main]; m.Contents != want || !m.Shared || m.Loader != api.LoaderJSON {
		t.Errorf("%s: %+v, want a Shared JSON module %s", main, m, want)
	}
	if m := mods[v.SidebarSpec("empty")]; m.Contents != "[]" {
		t.Errorf("the empty sidebar's module is %q, want []", m.Contents)
	}
	dr, ok := data["gosaurus-route:/docs/intro"]
	if !ok {
		t.Fatalf("the doc is no data route; data routes: %v", slices.Collect(maps.Keys(data)))
	}
	if got := dr.Props["sidebar"]; got != bundle.SharedRef(main) {
		t.Errorf("the data route's sidebar prop is %#v, want bundle.SharedRef(%q)", got, main)
	}
}

// A data route's doc that imports components: each module it imports gets a module of its own
// that imports it as the doc wrote it, from the doc's folder, and whose messages name the doc's
// line; the route's content names them, and a blog post with a tree is a data route too.
func TestDataRouteImports(t *testing.T) {
	table, compiled := smallSite(t)
	box := markdown.Import{Local: "Box", Source: "./Box", Name: "default", Line: 3, Text: "import Box from './Box';"}
	compiled["docs/intro.md"] = &markdown.Doc{Module: "x", Tree: json.RawMessage(`["",0,["_i.Box",0]]`), Imports: []markdown.Import{box}}
	table.contents["gosaurus-content:blog/hello.md"].doc.Tree = json.RawMessage(`["",0,"Hi"]`)
	mods, data, err := table.Modules(&config.Config{}, plugin.Client{}, nil, compiled, nil, "/theme", true)
	if err != nil {
		t.Fatal(err)
	}
	dr, ok := data["gosaurus-route:/docs/"]
	if !ok {
		t.Fatalf("the doc is no data route; data routes: %v", slices.Collect(maps.Keys(data)))
	}
	spec := "gosaurus-import:/site/docs/Box"
	if !slices.Equal(dr.Imports, []string{spec}) {
		t.Errorf("imports %v, want [%s]", dr.Imports, spec)
	}
	m := mods[spec]
	if m.Contents != "import * as m from \"./Box\";\nexport default m;\n" || m.ResolveDir != "/site/docs" || m.Source != "docs/intro.md" {
		t.Errorf("import module %+v", m)
	}
	if line, text, ok := m.SourceLine(1, 0); line != 3 || text != box.Text || !ok {
		t.Errorf("its line %d %q %v", line, text, ok)
	}
	content := dr.Props["content"].(map[string]any)["__content"].(map[string]any)
	if ref := content["imports"].(map[string]any)["Box"]; ref != (bundle.ImportRef{Spec: spec, Name: "default"}) {
		t.Errorf("Box is %#v", ref)
	}
	if _, ok := data["gosaurus-route:/blog/hello"]; !ok {
		t.Errorf("the post is no data route; data routes: %v", slices.Collect(maps.Keys(data)))
	}
}
