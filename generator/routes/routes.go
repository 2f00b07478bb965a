// Package routes turns loaded content into the route table: one exact path per page, the
// module each route renders, and the generated modules the bundler needs.
package routes

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// Table is the site's routes, sorted by path, plus the not-found page.
type Table struct {
	Routes   []route.Route
	NotFound route.Route
	shared   map[string]bundle.Module // modules that route modules import
	contents map[string]content       // the pages' and posts' content modules, by specifier
	// globalData is what the plugins gave setGlobalData, by plugin name and instance id.
	globalData map[string]map[string]any
}

// content is a module whose default export is compiled markdown, with the file it is from.
type content struct {
	route.Content
	source string
	doc    *markdown.Doc // its compiled markdown
	dir    string        // where its imports resolve
}

// NotFoundSpec is the route module of the not-found page.
const NotFoundSpec = "gosaurus-route:404"

// nativeContext is the route context of the page gosaurus adds itself: not found.
var nativeContext = route.Context{Plugin: route.PluginID{Name: "native", ID: "default"}}

// Build makes the route table of what the plugins added in their content-loaded stage, in
// order, with the modules their routes import; compiled is the compiled markdown by
// route.Markdown's Key. Two routes with a source at one path are an error naming both. A route
// that yields (a search page) is left out where another route has its path, with or without
// a trailing slash: the site's own content comes first, and the search box still works
// without its page.
func Build(added []plugin.Added, compiled map[string]*markdown.Doc) (*Table, error) {
	t := &Table{NotFound: route.Route{Spec: NotFoundSpec, Component: "@theme/NotFound", Context: nativeContext},
		shared: map[string]bundle.Module{}, contents: map[string]content{}, globalData: map[string]map[string]any{}}
	owner := map[string]string{}
	var yielding []route.Route
	for _, a := range added {
		for _, r := range a.Routes {
			if r.Yields {
				yielding = append(yielding, r)
				continue
			}
			if r.Source != "" {
				if other, ok := owner[r.Path]; ok {
					return nil, fmt.Errorf("%s: the route %s is also the route of %s; give one of them another path", r.Source, r.Path, other)
				}
				owner[r.Path] = r.Source
			}
			r.Spec = "gosaurus-route:" + r.Path
			t.Routes = append(t.Routes, r)
		}
		for spec, v := range a.Data {
			// Plain JSON, as the module is read as JSON: a "__proto__" key is a key like any other.
			b, err := json.Marshal(v)
			if err != nil {
				return nil, fmt.Errorf("the module %s: %w", spec, err)
			}
			t.shared[spec] = bundle.Module{Contents: string(b), Loader: api.LoaderJSON, Shared: true}
		}
		for _, m := range a.Markdown {
			t.addMarkdown(m, compiled[m.Key])
		}
		for name, byID := range a.GlobalData {
			if t.globalData[name] == nil {
				t.globalData[name] = map[string]any{}
			}
			for id, data := range byID {
				t.globalData[name][id] = data
			}
		}
	}
	for _, y := range yielding {
		taken := false
		for _, r := range t.Routes {
			taken = taken || strings.TrimSuffix(r.Path, "/") == strings.TrimSuffix(y.Path, "/")
		}
		if !taken {
			y.Spec = "gosaurus-route:" + y.Path
			t.Routes = append(t.Routes, y)
		}
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
	return t, nil
}

// addMarkdown adds the module of a compiled markdown page or post as the theme's MDXPage and
// BlogPostProvider read it (a Content value): a post's module is shared by its page and the
// lists that show it.
func (t *Table) addMarkdown(m route.Markdown, doc *markdown.Doc) {
	md := "gosaurus-md:" + m.Key
	t.shared[md] = bundle.Module{Contents: doc.Module, Loader: api.LoaderJSX, ResolveDir: dirOf(m.File), Source: m.Source, SourceLine: doc.SourceLine, SourceTerms: markdown.SourceTerms}
	t.contents[m.Spec()] = content{route.Content{Spec: md, Metadata: m.Metadata, Assets: m.Assets}, m.Source, doc, dirOf(m.File)}
}

// ApplyTrailingSlash gives every route path the trailing slash the site's trailingSlash option
// asks for (nil leaves paths as the plugins made them); the base URL keeps its slash.
func (t *Table) ApplyTrailingSlash(baseURL string, trailingSlash *bool) {
	if trailingSlash == nil {
		return
	}
	for i := range t.Routes {
		t.Routes[i].Path = TrailingSlash(t.Routes[i].Path, baseURL, *trailingSlash)
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
}

// TrailingSlash adds or removes the trailing slash of a path; the base URL keeps its own.
func TrailingSlash(p, baseURL string, slash bool) string {
	switch {
	case p == baseURL:
		return p
	case slash && !strings.HasSuffix(p, "/"):
		return p + "/"
	case !slash:
		return strings.TrimSuffix(p, "/")
	}
	return p
}

// Lookup finds the route of an exact path.
func (t *Table) Lookup(path string) (route.Route, bool) {
	i := sort.Search(len(t.Routes), func(i int) bool { return t.Routes[i].Path >= path })
	if i < len(t.Routes) && t.Routes[i].Path == path {
		return t.Routes[i], true
	}
	return route.Route{}, false
}

// Specs lists the route module specifiers, not-found last.
func (t *Table) Specs() []string {
	specs := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		specs = append(specs, r.Spec)
	}
	return append(specs, t.NotFound.Spec)
}

func dirOf(file string) string {
	if i := strings.LastIndexAny(file, `/\`); i >= 0 {
		return file[:i]
	}
	return "."
}
