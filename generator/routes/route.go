package routes

import (
	"gosaurus/plugins/blog"
	"gosaurus/plugins/docs"
)

// Route is one page of the site, as Docusaurus's route configs describe one: the component its
// route module renders, with its props and route context. modules.go writes the module; the
// theme's App renders the component with the props inside the route context.
type Route struct {
	Path string // exact URL path, including baseUrl
	Spec string // the import specifier of its route module
	// Component is the module whose default export renders the page: a theme component
	// (@theme/X), a file of the site, or one of the theme's route components (RouteComponent).
	Component string
	// Props are the component's props: plain data, in which Import, Namespace and Content
	// values (in maps and []any, at any depth) stand for modules.
	Props   map[string]any
	Context Context

	// Doc is the doc the route shows (docs routes only), for its compiled module and the
	// search index.
	Doc *docs.Doc
	// Source is the file of the page, for messages.
	Source string
	// Unlisted routes stay out of the sitemap: the search page, an unlisted doc.
	Unlisted bool
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

// The route contexts of the plugins gosaurus implements. Docs and pages routes name the
// default instance whatever theirs is, as gosaurus always has.
var (
	docsContext   = Context{Plugin: PluginID{"docusaurus-plugin-content-docs", "default"}}
	pagesContext  = Context{Plugin: PluginID{"docusaurus-plugin-content-pages", "default"}}
	nativeContext = Context{Plugin: PluginID{"native", "default"}}
)

// BlogPlugin is the name of the blog plugin, in its routes' context.
const BlogPlugin = blog.PluginName

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

// RouteComponent names one of the theme's route components
// (theme-classic/src/client/routeComponents/<name>.jsx), which nest a plugin's theme
// components as Docusaurus's nested routes do.
func RouteComponent(name string) string { return routeComponentPrefix + name }

const routeComponentPrefix = "gosaurus-route-component:"
