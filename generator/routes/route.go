package routes

import (
	"gosaurus/generator/routes/route"
	"gosaurus/plugins/blog"
)

// The route model is package route's, which the plugins import too; the table and the module
// writer use it under these names.
type (
	Route     = route.Route
	Context   = route.Context
	PluginID  = route.PluginID
	Import    = route.Import
	Namespace = route.Namespace
	Content   = route.Content
)

const routeComponentPrefix = route.ComponentPrefix

// The route contexts of the plugins gosaurus implements. Docs and pages routes name the
// default instance whatever theirs is, as gosaurus always has.
var (
	docsContext   = Context{Plugin: PluginID{Name: "docusaurus-plugin-content-docs", ID: "default"}}
	pagesContext  = Context{Plugin: PluginID{Name: "docusaurus-plugin-content-pages", ID: "default"}}
	nativeContext = Context{Plugin: PluginID{Name: "native", ID: "default"}}
)

// BlogPlugin is the name of the blog plugin, in its routes' context.
const BlogPlugin = blog.PluginName
