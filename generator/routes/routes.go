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
	"gosaurus/generator/config"
	"gosaurus/generator/jslit"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/docs"
)

// Kinds of route.
const (
	KindDoc      = "doc"
	KindNotFound = "notFound"
	KindSearch   = "search" // the search page, {baseUrl}search
)

// Route is one page of the site.
type Route struct {
	Path string // exact URL path, including baseUrl
	Kind string
	Spec string // the import specifier of its route module
	Doc  *docs.Doc
	// Module is the route module's source when the pages or blog plugin made it (JSX).
	Module string
	// Source is the file of a page or post route (relative to the site), for messages.
	Source string

	Index   *docs.CategoryIndex // KindDocCategory
	Version *docs.Version       // KindDocTags, KindDocTag
	Tag     *docs.TagPage       // KindDocTag
}

// Table is the site's routes, sorted by path, plus the not-found page.
type Table struct {
	Routes   []Route
	NotFound Route
	shared   map[string]bundle.Module // modules the pages' and blogs' route modules import
}

// NotFoundSpec is the route module of the not-found page.
const NotFoundSpec = "gosaurus-route:404"

// SearchSpec is the route module of the search page.
const SearchSpec = "gosaurus-route:search"

// Build makes the route table of the docs, plus the search page at {baseURL}{searchPage}
// ("" for none) unless a doc already has that path (the doc wins: the site's own content comes
// first, and the search box still works without its page).
func Build(instances []*docs.Instance, baseURL, searchPage string) *Table {
	t := &Table{NotFound: Route{Kind: KindNotFound, Spec: NotFoundSpec}}
	search := ""
	if searchPage != "" {
		search = baseURL + strings.TrimLeft(searchPage, "/")
	}
	for _, d := range AllDocs(instances) {
		if d.Shadowed {
			continue
		}
		t.Routes = append(t.Routes, Route{Path: d.Permalink, Kind: KindDoc, Spec: "gosaurus-route:" + d.Permalink, Doc: d})
		if search != "" && strings.TrimSuffix(d.Permalink, "/") == strings.TrimSuffix(search, "/") {
			search = ""
		}
	}
	t.Routes = append(t.Routes, docPages(instances)...)
	if search != "" {
		t.Routes = append(t.Routes, Route{Path: search, Kind: KindSearch, Spec: SearchSpec})
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
	return t
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

// RoutePathsSpec is the generated module that lists the route paths for the server renderer
// (the browser reads them from the routes manifest); the renderer evaluates each route's
// module on its own, just before rendering it.
const RoutePathsSpec = "@generated/route-paths"

// Modules returns the generated modules: @generated/site, @generated/docusaurus.config,
// @generated/route-paths, every route module, every compiled doc and every sidebar.
func (t *Table) Modules(cfg *config.Config, instances []*docs.Instance, compiled map[*docs.Doc]*markdown.Doc, codeTranslations map[string]string) (map[string]bundle.Module, error) {
	mods := map[string]bundle.Module{}
	site, err := json.Marshal(SiteData(cfg, instances, codeTranslations))
	if err != nil {
		return nil, err
	}
	mods["@generated/site"] = bundle.Module{Contents: string(site), Loader: api.LoaderJSON}
	// What a component of the site imports as Docusaurus's validated config.
	mods["@generated/docusaurus.config"] = bundle.Module{Contents: "import site from '@generated/site';\nexport default site.siteConfig;\n", Loader: api.LoaderJS}
	// The client modules, for their lifecycles (client/clientLifecycles.js): the analytics
	// plugins' first, as Docusaurus's plugins come before the config's own, then the others.
	var clientModules strings.Builder
	var names []string
	imp := func(spec string) {
		name := fmt.Sprintf("m%d", len(names))
		fmt.Fprintf(&clientModules, "import * as %s from %q;\n", name, spec)
		names = append(names, name)
	}
	for _, a := range cfg.Analytics {
		if a.ClientModule != "" {
			spec := "@generated/analytics/" + a.Plugin
			mods[spec] = bundle.Module{Contents: a.ClientModule, Loader: api.LoaderJS}
			imp(spec)
		}
	}
	for _, m := range cfg.ClientModules {
		if !strings.HasSuffix(m, ".css") { // CSS client modules join the site stylesheet
			imp(m)
		}
	}
	fmt.Fprintf(&clientModules, "export default [%s];\n", strings.Join(names, ", "))
	// They run in the browser only, as gosaurus has always run them.
	mods["@generated/client-modules"] = bundle.Module{Contents: clientModules.String(), ServerContents: "export default [];\n", Loader: api.LoaderJS}
	// Packages of the site that only the browser runs, each loaded on first use through a
	// generated module whose default export imports it (null when the site does not use it):
	// @theme/Mermaid draws diagrams with mermaid (@docusaurus/theme-mermaid); the Algolia
	// theme's SearchBar opens DocSearch's modal from @docsearch/react; @theme/Playground runs
	// live code blocks with react-live after hydration. On the server the loader never loads,
	// so the packages stay out of the server bundle: a diagram is empty, a playground shows its
	// code (@theme/Playground/Editor).
	mods["@generated/mermaid"] = browserPackage(cfg.Mermaid, "mermaid")
	mods["@generated/docsearch-modal"] = browserPackage(cfg.Algolia != nil, "@docsearch/react/modal")
	mods["@generated/react-live"] = browserPackage(cfg.LiveCodeBlock, "react-live")
	// @generated/live-codeblock is @theme/LiveCodeBlock, which @theme/CodeBlock renders for live
	// code blocks, or null, so that sites without them bundle none of the playground.
	liveCodeBlock := bundle.Module{Contents: "export default null;\n", Loader: api.LoaderJS}
	if cfg.LiveCodeBlock {
		liveCodeBlock.Contents = "export {default} from \"@theme/LiveCodeBlock\";\n"
	}
	mods["@generated/live-codeblock"] = liveCodeBlock
	for _, in := range instances {
		for _, v := range in.Versions {
			for name, items := range v.Sidebars {
				if items == nil {
					items = []docs.Item{}
				}
				b, err := json.Marshal(items)
				if err != nil {
					return nil, err
				}
				mods[sidebarSpec(v, name)] = bundle.Module{Contents: string(b), Loader: api.LoaderJSON, Shared: true}
			}
		}
	}
	paths := make([]string, 0, len(t.Routes))
	for _, r := range t.Routes {
		paths = append(paths, r.Path)
		if r.Module != "" {
			mods[r.Spec] = bundle.Module{Contents: r.Module, Loader: api.LoaderJSX}
			continue
		}
		switch r.Kind {
		case KindSearch:
			mods[r.Spec] = bundle.Module{Contents: fmt.Sprintf("export const kind = %q;\n", KindSearch), Loader: api.LoaderJS}
			continue
		case KindDocCategory, KindDocTags, KindDocTag:
			if err := addDocPageModule(mods, r); err != nil {
				return nil, err
			}
			continue
		}
		d := r.Doc
		cd := compiled[d]
		docSpec := "gosaurus-doc:" + d.Source
		mods[docSpec] = bundle.Module{Contents: cd.Module, Loader: api.LoaderJSX, ResolveDir: dirOf(d.File), Source: d.Source, SourceLine: cd.SourceLine}
		desc := d.Description
		tags := d.Tags
		if tags == nil {
			tags = []docs.Tag{} // an array, as Docusaurus gives swizzled components
		}
		meta := docMetadata{ID: d.ID, Title: d.Title, Description: desc, Permalink: d.Permalink, Slug: d.Slug,
			Source: "@site/" + d.Source, Sidebar: d.Sidebar, Version: d.Version.Name, Previous: d.Previous, Next: d.Next, FrontMatter: d.FrontMatter, EditURL: d.EditURL,
			Tags: tags, Unlisted: d.Unlisted, LastUpdated: d.LastUpdatedAt, LastBy: d.LastUpdatedBy}
		mb, err := jslit.Marshal(meta)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.Source, err)
		}
		var m strings.Builder
		// As Docusaurus hands a doc to DocItem: the MDX component, its exports as properties
		// (swizzled DocItems read props.content.metadata and render <props.content />).
		fmt.Fprintf(&m, "import Content, { frontMatter, toc, contentTitle } from %q;\nexport { frontMatter, toc, contentTitle };\n", docSpec)
		if d.Sidebar != "" {
			fmt.Fprintf(&m, "export { default as sidebar } from %q;\n", sidebarSpec(d.Version, d.Sidebar))
		} else {
			m.WriteString("export const sidebar = undefined;\n")
		}
		fmt.Fprintf(&m, "export const metadata = %s;\nexport const kind = %q;\n", mb, KindDoc)
		if cards := categoryCards(d); len(cards) > 0 {
			cb, err := jslit.Marshal(cards)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", d.Source, err)
			}
			fmt.Fprintf(&m, "export const cardDocs = %s;\n", cb)
		}
		m.WriteString("export default Object.assign(Content, { metadata, frontMatter, toc, contentTitle, assets: {} });\n")
		mods[r.Spec] = bundle.Module{Contents: m.String(), Loader: api.LoaderJS}
	}
	for spec, m := range t.shared {
		mods[spec] = m
	}
	mods[NotFoundSpec] = bundle.Module{Contents: fmt.Sprintf("export const kind = %q;\n", KindNotFound), Loader: api.LoaderJS}
	pb, err := json.Marshal(paths)
	if err != nil {
		return nil, err
	}
	mods[RoutePathsSpec] = bundle.Module{Contents: string(pb), Loader: api.LoaderJSON}
	return mods, nil
}

// categoryCards are the title and description of the docs of the sidebar category a doc is
// the link of, by id: what its <DocCardList /> shows on each card (Docusaurus looks them up in
// the version's docs).
func categoryCards(d *docs.Doc) map[string]cardDoc {
	if d.Sidebar == "" {
		return nil
	}
	var cards map[string]cardDoc
	var walk func(items []docs.Item)
	walk = func(items []docs.Item) {
		for _, it := range items {
			if cards != nil {
				return
			}
			if it.Type == "category" && it.Href == d.Permalink {
				cards = map[string]cardDoc{}
				for _, c := range it.Items {
					if doc := d.Version.ByID[c.DocID]; doc != nil {
						cards[doc.ID] = cardDoc{Title: doc.Title, Description: doc.Description}
					}
				}
				return
			}
			walk(it.Items)
		}
	}
	walk(d.Version.Sidebars[d.Sidebar])
	return cards
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

// browserPackage is the generated module that loads pkg in the browser when used: its default
// export is a function that imports it, one whose promise never settles on the server, and null
// when the site does not use the package.
func browserPackage(used bool, pkg string) bundle.Module {
	if !used {
		return bundle.Module{Contents: "export default null;\n", Loader: api.LoaderJS}
	}
	return bundle.Module{Contents: fmt.Sprintf("export default () => import(%q);\n", pkg),
		ServerContents: "export default () => new Promise(() => {});\n", Loader: api.LoaderJS}
}
