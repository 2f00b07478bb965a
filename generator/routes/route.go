package routes

import "gosaurus/generator/routes/route"

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
