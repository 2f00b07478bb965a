// Package route is the route model of the plugin contract: what a plugin gives the build for
// each page of the site. It is a leaf (it imports nothing of gosaurus): the plugins that make
// routes and the table that writes their modules (generator/routes) both use it.
package route

import "strings"

// Route is one page of the site, as Docusaurus's route configs describe one: the component its
// route module renders, with its props and route context. generator/routes writes the module;
// the theme's App renders the component with the props inside the route context.
type Route struct {
	Path string // exact URL path, including baseUrl
	Spec string // the import specifier of its route module
	// Component is the module whose default export renders the page: a theme component
	// (@theme/X), a file of the site, or one of the theme's route components (Component).
	Component string
	// Props are the component's props: plain data, in which Import, Namespace and Content
	// values (in maps and []any, at any depth) stand for modules.
	Props   map[string]any
	Context Context

	// Body is the compiled markdown the route's Content prop names when the route alone
	// imports it (a doc's); nil for the other routes.
	Body *Body

	// Doc is the plugin's own record of the page, for the build's stages that need more than
	// the route: the docs plugin's *docs.Doc, whose compiled module the route imports and
	// which the search index reads; nil for the other routes.
	Doc any
	// Source is the file of the page, for messages; a route with a source claims its path, and
	// a second route with a source at that path is an error naming both. The pages a plugin
	// generates (a docs tag page) have none.
	Source string
	// Unlisted routes stay out of the sitemap: the search page, an unlisted doc.
	Unlisted bool
	// Yields: a route of another plugin at the same path, with or without a trailing slash,
	// takes its place (a search page, where the site has a page of its own).
	Yields bool
	// LastUpdatedAt is the last update the page shows (a doc's), in milliseconds; 0 for none.
	LastUpdatedAt int64
}

// Context is a route's context, what useRouteContext() returns: the plugin that made the
// route and its data.
type Context struct {
	Plugin PluginID `json:"plugin"`
	Data   any      `json:"data,omitempty"`
}

// PluginID names a plugin instance.
type PluginID struct {
	Name string `json:"name"`
	ID   string `json:"id"`
}

// Import is a prop whose value is a module's default export.
type Import string

// Namespace is a prop whose value is a module as Docusaurus passes a route's modules: its
// default export with its other exports set on it (the theme's PluginRoute unwraps it).
type Namespace string

// Content is a prop whose value is compiled markdown as Docusaurus hands it to a page: the
// MDX component with metadata, frontMatter, toc, contentTitle and assets set on it.
type Content struct {
	Spec     string // the compiled module
	Metadata any
	Assets   any
}

// Body is the compiled markdown of one route (a doc's body): the build writes its module for
// that route, named as the route's Content prop names it.
type Body struct {
	Spec   string // the module, as the Content prop names it
	File   string // the markdown file (absolute), where the module's imports resolve
	Source string // the file relative to the site: the compiled markdown's key, and for messages
}

// Markdown is a module of compiled markdown that routes import (with Import(m.Spec())): the
// page's MDX component as a Content, whose module the build compiled under Key.
type Markdown struct {
	Key      string // what the build compiled: the source, or a post's source + the blog's excerpt suffix
	File     string // the absolute file, where the module's imports resolve
	Source   string // the file relative to the site, for messages
	Metadata any
	Assets   any
}

// Spec is the specifier of the module.
func (m Markdown) Spec() string { return "gosaurus-content:" + m.Key }

// Component names one of the theme's route components
// (theme-classic/src/client/routeComponents/<name>.jsx), which nest a plugin's theme
// components as Docusaurus's nested routes do.
func Component(name string) string { return ComponentPrefix + name }

// ComponentPrefix starts the Component of a route that renders one of the theme's route
// components.
const ComponentPrefix = "gosaurus-route-component:"

// docusaurusComponents are the components Docusaurus names in its route configs for the
// pages gosaurus renders with its route components: the theme's, unless the route's prop of
// the docs plugin's option for it imports the instance's own (docItemComponent:
// '@theme/ApiItem').
var docusaurusComponents = map[string]struct{ theme, option string }{
	"DocRoute":         {"@theme/DocItem", "docItemComponent"},
	"DocCategoryRoute": {"@theme/DocCategoryGeneratedIndexPage", "docCategoryGeneratedIndexComponent"},
	"DocTagsRoute":     {"@theme/DocTagsListPage", "docTagsListComponent"},
	"DocTagRoute":      {"@theme/DocTagDocListPage", "docTagDocListComponent"},
}

// DocusaurusComponent is the component Docusaurus's route config names for r: the component
// its route component renders the page with, else the component itself.
func (r Route) DocusaurusComponent() string {
	if name, ok := strings.CutPrefix(r.Component, ComponentPrefix); ok {
		if c, ok := docusaurusComponents[name]; ok {
			if own, ok := r.Props[c.option].(Import); ok {
				return string(own)
			}
			return c.theme
		}
	}
	return r.Component
}

// PlainProps are r's props without the values that stand for modules, which only a route
// module can give: what a plugin's postBuild can read of them.
func (r Route) PlainProps() map[string]any {
	out, _ := plain(r.Props).(map[string]any)
	return out
}

func plain(v any) any {
	switch v := v.(type) {
	case Import, Namespace, Content, *Content:
		return nil
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			if p := plain(e); p != nil || e == nil {
				out[k] = p
			}
		}
		return out
	case []any:
		out := make([]any, 0, len(v))
		for _, e := range v {
			if p := plain(e); p != nil || e == nil {
				out = append(out, p)
			}
		}
		return out
	}
	return v
}

// PluginRoutes is what one plugin's contentLoaded gave addRoute and createData: route configs
// as JavaScript gives them, which generator/routes turns into Routes.
type PluginRoutes struct {
	Plugin, ID string
	Source     string            // "docusaurus.config.js: plugins[3]", for messages
	Routes     []any             // the route configs as given: {path, component, modules, routes, …}
	Data       map[string]string // the files of createData by the absolute path it returned
}
