package docs

import (
	"cmp"

	"gosaurus/plugins/plugin/route"
)

// routeContext is the route context of every docs route: it names the default instance
// whatever the route's is, as gosaurus always has.
var routeContext = route.Context{Plugin: route.PluginID{Name: PluginName, ID: "default"}}

// routes are the routes of an instance: a page per doc (a doc another one shadows has none),
// then the generated index pages and tag pages of each version.
func routes(in *Instance) []route.Route {
	var out []route.Route
	cats := categories{}
	for _, v := range in.Versions {
		for _, d := range v.Docs {
			if !d.Shadowed {
				out = append(out, docRoute(d, cats, in.VersionDocs, in.Components))
			}
		}
	}
	for _, v := range in.Versions {
		out = append(out, versionPages(v, in.Components)...)
	}
	return out
}

// docRoute is the route of a doc: DocItem with the doc's content, in its sidebar, as
// Docusaurus nests it in the docs routes (see client/routeComponents/DocRoute.jsx), with its
// version's docs when the site reads them, and the instance's components (see withComponents).
func docRoute(d *Doc, cats categories, versionDocs bool, components map[string]string) route.Route {
	props := map[string]any{"content": route.Content{Spec: d.ModuleSpec(), Metadata: d.metadata(), Assets: map[string]any{}}}
	if d.Sidebar != "" {
		props["sidebar"] = route.Import(d.Version.SidebarSpec(d.Sidebar))
	}
	if versionDocs {
		props["versionDocs"] = route.Import(d.Version.VersionDocsSpec())
	}
	if cards := cats.categoryCards(d); len(cards) > 0 {
		props["cardDocs"] = cards
	}
	withComponents(props, components, docLevels)
	// The module's imports resolve from the file read, a translation's from beside it.
	return route.Route{Path: d.Permalink, Component: route.Component("DocRoute"), Props: props,
		Context: routeContext, Body: &route.Body{Spec: d.ModuleSpec(), File: cmp.Or(d.Translation, d.File), Source: d.Source}, Doc: d, Source: d.Source, Unlisted: d.Unlisted,
		LastUpdatedAt: d.LastUpdatedAt}
}

// ModuleSpec names the compiled module of a doc, which its route's content imports.
func (d *Doc) ModuleSpec() string { return "gosaurus-doc:" + d.Source }

// SidebarSpec names the module of one of the version's sidebars, unique across instances and
// versions.
func (v *Version) SidebarSpec(name string) string {
	return "gosaurus-sidebar:" + v.PluginID + "/" + v.Name + "/" + name
}

// sidebarModules are the modules of the instance's sidebars, by SidebarSpec, which the routes
// of the docs in a sidebar import as their sidebar prop; an empty sidebar is an empty array.
func sidebarModules(in *Instance) map[string]any {
	mods := map[string]any{}
	for _, v := range in.Versions {
		for name, items := range v.Sidebars {
			if items == nil {
				items = []Item{}
			}
			mods[v.SidebarSpec(name)] = items
		}
	}
	return mods
}

// The component options naming the levels that each route component nests, outermost first,
// as Docusaurus's routes nest them: every docs page is in DocsRoot > DocVersionRoot, a doc and
// a generated index also in DocRoot.
var (
	docLevels      = []string{"docsRootComponent", "docVersionRootComponent", "docRootComponent", "docItemComponent"}
	categoryLevels = []string{"docsRootComponent", "docVersionRootComponent", "docRootComponent", "docCategoryGeneratedIndexComponent"}
	tagsLevels     = []string{"docsRootComponent", "docVersionRootComponent", "docTagsListComponent"}
	tagLevels      = []string{"docsRootComponent", "docVersionRootComponent", "docTagDocListComponent"}
)

// withComponents adds to props a prop of the option's name importing the component, for each
// of levels that the instance renders with a component of its own: the route component
// renders it in the theme's place. An instance with none has none of these props, so its
// route modules are as they were.
func withComponents(props map[string]any, components map[string]string, levels []string) map[string]any {
	for _, name := range levels {
		if c, ok := components[name]; ok {
			props[name] = route.Import(c)
		}
	}
	return props
}

// versionPages are the routes of the generated index pages and tag pages of a version, with
// the instance's components.
func versionPages(v *Version, components map[string]string) []route.Route {
	var out []route.Route
	page := func(path, component string, props map[string]any, levels []string) {
		out = append(out, route.Route{Path: path, Component: route.Component(component), Props: withComponents(props, components, levels), Context: routeContext})
	}
	for _, ix := range v.Indexes {
		page(ix.Permalink, "DocCategoryRoute", categoryProps(ix), categoryLevels)
	}
	if len(v.Tags) == 0 {
		return out
	}
	tags := make([]map[string]any, 0, len(v.Tags))
	for _, t := range v.Tags {
		tags = append(tags, map[string]any{"label": t.Label, "permalink": t.Permalink, "description": t.Description, "count": len(t.Docs)})
	}
	page(v.TagsPath, "DocTagsRoute", map[string]any{"tags": tags, "metadata": map[string]any{"permalink": v.TagsPath, "version": v.Name}}, tagsLevels)
	for _, t := range v.Tags {
		items := make([]tagItem, 0, len(t.Docs))
		for _, d := range t.Docs {
			items = append(items, tagItem{ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink})
		}
		tag := map[string]any{"label": t.Label, "permalink": t.Permalink, "description": t.Description,
			"allTagsPath": v.TagsPath, "count": len(items), "items": items}
		page(t.Permalink, "DocTagRoute", map[string]any{"tag": tag, "metadata": map[string]any{"permalink": t.Permalink, "version": v.Name}}, tagLevels)
	}
	return out
}

// categoryProps are the props of a category's generated index page.
func categoryProps(ix *CategoryIndex) map[string]any {
	cards := map[string]cardDoc{}
	for _, it := range ix.Items {
		if d := ix.Version.ByID[it.DocID]; d != nil {
			cards[d.ID] = cardDoc{Title: d.Title, Description: d.Description}
		}
	}
	props := map[string]any{
		"categoryGeneratedIndex": map[string]any{"title": ix.Title, "description": ix.Description,
			"slug": ix.Slug, "permalink": ix.Permalink, "keywords": ix.Keywords, "image": ix.Image,
			"sidebar": ix.Sidebar, "navigation": map[string]any{"previous": ix.Previous, "next": ix.Next}},
		"docs":     cards,
		"metadata": map[string]any{"permalink": ix.Permalink, "version": ix.Version.Name, "sidebar": ix.Sidebar},
	}
	if ix.Sidebar != "" {
		props["sidebar"] = route.Import(ix.Version.SidebarSpec(ix.Sidebar))
	}
	return props
}

// docMetadata is a doc's metadata as Docusaurus's loadContent gives it, its fields in the same
// order; a doc's route module exports it, as Docusaurus's does (see theme-classic/CONTRACT.md).
type docMetadata struct {
	ID              string         `json:"id"`
	Title           string         `json:"title"`
	Description     string         `json:"description"`
	Source          string         `json:"source"`
	SourceDirName   string         `json:"sourceDirName"`
	Slug            string         `json:"slug"`
	Permalink       string         `json:"permalink"`
	Draft           bool           `json:"draft"`
	Unlisted        bool           `json:"unlisted"`
	EditURL         string         `json:"editUrl,omitempty"`
	Tags            []Tag          `json:"tags"`
	Version         string         `json:"version"`
	LastBy          string         `json:"lastUpdatedBy,omitempty"`
	LastUpdated     int64          `json:"lastUpdatedAt,omitempty"`
	SidebarPosition *float64       `json:"sidebarPosition,omitempty"`
	FrontMatter     map[string]any `json:"frontMatter"`
	Sidebar         string         `json:"sidebar,omitempty"`
	Previous        *NavLink       `json:"previous,omitempty"`
	Next            *NavLink       `json:"next,omitempty"`
}

// metadata is the doc's metadata. Its sidebar position is the one an autogenerated sidebar
// sorts it by: the front matter's, else its file name's number prefix.
func (d *Doc) metadata() docMetadata {
	tags := d.Tags
	if tags == nil {
		tags = []Tag{} // an array, as Docusaurus gives swizzled components
	}
	m := docMetadata{ID: d.ID, Title: d.Title, Description: d.Description, Source: "@site/" + d.Source, SourceDirName: d.Dir,
		Slug: d.Slug, Permalink: d.Permalink, Draft: d.Draft, Unlisted: d.Unlisted, EditURL: d.EditURL, Tags: tags, Version: d.Version.Name,
		LastBy: d.LastUpdatedBy, LastUpdated: d.LastUpdatedAt, FrontMatter: d.FrontMatter, Sidebar: d.Sidebar, Previous: d.Previous, Next: d.Next}
	if p := position(d.SidebarPosition, baseName(d.File)); p != unpositioned {
		m.SidebarPosition = &p
	}
	return m
}

// cardDoc is what a doc card shows of a doc.
type cardDoc struct {
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
}

type tagItem struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Permalink   string `json:"permalink"`
}

// categoryCards are the title and description of the docs of the sidebar category a doc is
// the link of, by id: what its <DocCardList /> shows on each card (Docusaurus looks them up in
// the version's docs).
func (c categories) categoryCards(d *Doc) map[string]cardDoc {
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
// sidebar: a walk of the sidebar for every doc made the routes quadratic in the docs.
type categories map[sidebarKey]map[string][]Item

type sidebarKey struct {
	version *Version
	name    string
}

// linkedFrom maps the href of each category of a sidebar to its items; where two categories
// link to one page, the first in reading order.
func (c categories) linkedFrom(v *Version, sidebar string) map[string][]Item {
	key := sidebarKey{v, sidebar}
	if byHref, ok := c[key]; ok {
		return byHref
	}
	byHref := map[string][]Item{}
	var walk func(items []Item)
	walk = func(items []Item) {
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
