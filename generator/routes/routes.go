// Package routes turns loaded content into the route table: one exact path per page, the
// module each route renders, and the generated modules the bundler needs.
package routes

import (
	"sort"
	"strings"

	"gosaurus/generator/bundle"
	"gosaurus/generator/routes/route"
	"gosaurus/plugins/docs"
)

// Table is the site's routes, sorted by path, plus the not-found page.
type Table struct {
	Routes   []Route
	NotFound Route
	shared   map[string]bundle.Module // modules the pages' and blogs' route modules import
	contents map[string]content       // the pages' and posts' content modules, by specifier
}

// content is a module whose default export is compiled markdown, with the file it is from.
type content struct {
	Content
	source string
}

// NotFoundSpec is the route module of the not-found page.
const NotFoundSpec = "gosaurus-route:404"

// SearchSpec is the route module of the search page.
const SearchSpec = "gosaurus-route:search"

// Build makes the route table of the docs, plus the search page at {baseURL}{searchPage}
// ("" for none) unless a doc already has that path (the doc wins: the site's own content comes
// first, and the search box still works without its page).
func Build(instances []*docs.Instance, baseURL, searchPage string) *Table {
	t := &Table{NotFound: Route{Spec: NotFoundSpec, Component: "@theme/NotFound", Context: nativeContext}}
	search := ""
	if searchPage != "" {
		search = baseURL + strings.TrimLeft(searchPage, "/")
	}
	cats := categories{}
	for _, d := range AllDocs(instances) {
		if d.Shadowed {
			continue
		}
		t.Routes = append(t.Routes, docRoute(d, cats))
		if search != "" && strings.TrimSuffix(d.Permalink, "/") == strings.TrimSuffix(search, "/") {
			search = ""
		}
	}
	t.Routes = append(t.Routes, docPages(instances)...)
	if search != "" {
		t.Routes = append(t.Routes, Route{Path: search, Spec: SearchSpec, Component: "@theme/SearchPage", Context: nativeContext, Unlisted: true})
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
	return t
}

// docRoute is the route of a doc: DocItem with the doc's content, in its sidebar, as
// Docusaurus nests it in the docs routes (see client/routeComponents/DocRoute.jsx).
func docRoute(d *docs.Doc, cats categories) Route {
	tags := d.Tags
	if tags == nil {
		tags = []docs.Tag{} // an array, as Docusaurus gives swizzled components
	}
	meta := docMetadata{ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink, Slug: d.Slug,
		Source: "@site/" + d.Source, Sidebar: d.Sidebar, Version: d.Version.Name, Previous: d.Previous, Next: d.Next, FrontMatter: d.FrontMatter, EditURL: d.EditURL,
		Tags: tags, Unlisted: d.Unlisted, LastUpdated: d.LastUpdatedAt, LastBy: d.LastUpdatedBy}
	props := map[string]any{"content": Content{Spec: docSpec(d), Metadata: meta, Assets: map[string]any{}}}
	if d.Sidebar != "" {
		props["sidebar"] = Import(sidebarSpec(d.Version, d.Sidebar))
	}
	if cards := cats.categoryCards(d); len(cards) > 0 {
		props["cardDocs"] = cards
	}
	return Route{Path: d.Permalink, Spec: "gosaurus-route:" + d.Permalink, Component: route.Component("DocRoute"), Props: props,
		Context: docsContext, Doc: d, Source: d.Source, Unlisted: d.Unlisted}
}

// docSpec names the compiled module of a doc.
func docSpec(d *docs.Doc) string { return "gosaurus-doc:" + d.Source }

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

// AllDocs lists the docs of every version of every instance.
func AllDocs(instances []*docs.Instance) []*docs.Doc {
	var all []*docs.Doc
	for _, in := range instances {
		for _, v := range in.Versions {
			all = append(all, v.Docs...)
		}
	}
	return all
}

// Lookup finds the route of an exact path.
func (t *Table) Lookup(path string) (Route, bool) {
	i := sort.Search(len(t.Routes), func(i int) bool { return t.Routes[i].Path >= path })
	if i < len(t.Routes) && t.Routes[i].Path == path {
		return t.Routes[i], true
	}
	return Route{}, false
}

// Specs lists the route module specifiers, not-found last.
func (t *Table) Specs() []string {
	specs := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		specs = append(specs, r.Spec)
	}
	return append(specs, t.NotFound.Spec)
}

// docMetadata is the metadata a doc route module exports (see theme-classic/CONTRACT.md).
type docMetadata struct {
	ID          string         `json:"id"`
	Title       string         `json:"title"`
	Description string         `json:"description"`
	Permalink   string         `json:"permalink"`
	Slug        string         `json:"slug"`
	Source      string         `json:"source"`
	Sidebar     string         `json:"sidebar,omitempty"`
	Version     string         `json:"version"`
	Previous    *docs.NavLink  `json:"previous,omitempty"`
	Next        *docs.NavLink  `json:"next,omitempty"`
	FrontMatter map[string]any `json:"frontMatter"`
	EditURL     string         `json:"editUrl,omitempty"`
	Tags        []docs.Tag     `json:"tags"`
	Unlisted    bool           `json:"unlisted"`
	LastUpdated int64          `json:"lastUpdatedAt,omitempty"`
	LastBy      string         `json:"lastUpdatedBy,omitempty"`
}

// categoryCards are the title and description of the docs of the sidebar category a doc is
// the link of, by id: what its <DocCardList /> shows on each card (Docusaurus looks them up in
// the version's docs).
func (c categories) categoryCards(d *docs.Doc) map[string]cardDoc {
	if d.Sidebar == "" {
		return nil
	}
	items, ok := c.linkedFrom(d.Version, d.Sidebar)[d.Permalink]
	if !ok {
		return nil
	}
	cards := map[string]cardDoc{}
	for _, it := range items {
		if doc := d.Version.ByID[it.DocID]; doc != nil {
			cards[doc.ID] = cardDoc{Title: doc.Title, Description: doc.Description}
		}
	}
	return cards
}

// categories index the categories of each sidebar by the page they link to, made once per
// sidebar: a walk of the sidebar for every doc made the route table quadratic in the docs.
type categories map[sidebarKey]map[string][]docs.Item

type sidebarKey struct {
	version *docs.Version
	name    string
}

// linkedFrom maps the href of each category of a sidebar to its items; where two categories
// link to one page, the first in reading order.
func (c categories) linkedFrom(v *docs.Version, sidebar string) map[string][]docs.Item {
	key := sidebarKey{v, sidebar}
	if byHref, ok := c[key]; ok {
		return byHref
	}
	byHref := map[string][]docs.Item{}
	var walk func(items []docs.Item)
	walk = func(items []docs.Item) {
		for _, it := range items {
			if _, seen := byHref[it.Href]; it.Type == "category" && it.Href != "" && !seen {
				byHref[it.Href] = it.Items
			}
			walk(it.Items)
		}
	}
	walk(v.Sidebars[sidebar])
	c[key] = byHref
	return byHref
}

// sidebarSpec names a sidebar's module, unique across instances and versions.
func sidebarSpec(v *docs.Version, name string) string {
	return "gosaurus-sidebar:" + v.PluginID + "/" + v.Name + "/" + name
}

func dirOf(file string) string {
	if i := strings.LastIndexAny(file, `/\`); i >= 0 {
		return file[:i]
	}
	return "."
}
