package build

import (
	"gosaurus/generator/routes"
	"gosaurus/plugins/search"
)

// searchInput hands the search index the rendered doc pages: the not-found and search pages
// have nothing to find.
func searchInput(t *routes.Table, html []string) search.Input {
	in := search.Input{Versions: []string{routes.DocsVersion}}
	for i, r := range t.Routes {
		if r.Kind != routes.KindDoc {
			continue
		}
		in.Pages = append(in.Pages, search.Page{Path: r.Path, Title: r.Doc.Title, Version: routes.DocsVersion,
			FrontMatter: r.Doc.FrontMatter, HTML: html[i]})
	}
	return in
}
