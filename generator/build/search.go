package build

import (
	"gosaurus/generator/routes"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/search"
)

// searchInput hands the search index the rendered doc pages: the not-found and search pages
// have nothing to find. The theme searches the versions of the default docs instance; the
// docs of other instances join the index of its last version, where readers look outside
// versioned pages, and only their own last version is indexed.
func searchInput(instances []*docs.Instance, t *routes.Table, html []string) search.Input {
	in := search.Input{Versions: []string{docs.CurrentVersion}}
	if len(instances) == 0 {
		return in
	}
	main := instances[0]
	for _, x := range instances {
		if x.ID == "default" {
			main = x
		}
	}
	in.Versions = main.Names()
	for i, r := range t.Routes {
		if r.Kind != routes.KindDoc {
			continue
		}
		v := r.Doc.Version
		version := v.Name
		if v.PluginID != main.ID {
			if !v.IsLast {
				continue
			}
			version = main.Last().Name
		}
		in.Pages = append(in.Pages, search.Page{Path: r.Path, Title: r.Doc.Title, Version: version,
			FrontMatter: r.Doc.FrontMatter, HTML: html[i]})
	}
	return in
}
