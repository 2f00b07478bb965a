package pages

import (
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// routeContext is the route context of every page: it names the default instance whatever
// the page's is, as gosaurus always has.
var routeContext = route.Context{Plugin: route.PluginID{Name: PluginName, ID: "default"}}

// routes are a route per page: a React page renders its own component, with the site config
// as its config prop (as Docusaurus gives it, from Docusaurus 1's pages, which some sites'
// pages still read), a markdown page renders in @theme/MDXPage with its compiled content.
func routes(pages []*Page) plugin.Added {
	var a plugin.Added
	for _, p := range pages {
		r := route.Route{Path: p.Permalink, Component: p.File, Context: routeContext, Source: p.Source,
			Props: map[string]any{"config": route.Import("@generated/docusaurus.config")}}
		if p.Markdown {
			md := route.Markdown{Key: p.Source, File: p.File, Source: p.Source,
				Metadata: map[string]any{"title": p.Title, "description": p.Description, "permalink": p.Permalink,
					"source": "@site/" + p.Source, "frontMatter": p.FrontMatter},
				Assets: map[string]any{"authorsImageUrls": []any{}}}
			a.Markdown = append(a.Markdown, md)
			r.Component = "@theme/MDXPage"
			r.Props = map[string]any{"content": route.Import(md.Spec())}
		}
		a.Routes = append(a.Routes, r)
	}
	return a
}
