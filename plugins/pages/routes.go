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
			md := route.Markdown{Key: p.Source, File: p.File, Source: p.Source, Metadata: p.metadata(),
				Assets: map[string]any{"authorsImageUrls": []any{}}}
			a.Markdown = append(a.Markdown, md)
			r.Component = "@theme/MDXPage"
			r.Props = map[string]any{"content": route.Import(md.Spec())}
		}
		a.Routes = append(a.Routes, r)
	}
	return a
}

// metadata is the page as Docusaurus's loadContent gives it: its type (jsx for a React page,
// mdx for markdown), permalink and source, and a markdown page's title, description, front
// matter, edit link and whether it is unlisted. A markdown page's module exports it as the metadata
// MDXPage reads, as Docusaurus's does.
func (p *Page) metadata() map[string]any {
	m := map[string]any{"type": "jsx", "permalink": p.Permalink, "source": "@site/" + p.Source}
	if p.Markdown {
		m["type"], m["title"], m["description"], m["frontMatter"] = "mdx", p.Title, p.Description, p.FrontMatter
		m["unlisted"], _ = p.FrontMatter["unlisted"].(bool)
		if p.EditURL != "" {
			m["editUrl"] = p.EditURL
		}
	}
	return m
}
