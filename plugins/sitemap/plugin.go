package sitemap

import (
	"time"

	"gosaurus/generator/gitlog"
	"gosaurus/plugins/plugin"
)

// Plugin is the sitemap plugin's instance: its postBuild writes the sitemap.
type Plugin struct {
	Options Options
}

// Name is the plugin's name in Docusaurus.
func (Plugin) Name() string { return "docusaurus-plugin-sitemap" }

// PostBuild writes the sitemap as Docusaurus 3.8.1 does: every route but those whose page has
// a robots noindex meta tag (an unlisted doc), those of ignorePatterns and gosaurus's own
// unlisted ones (the search page); none at all when the site's noIndex is set or no route is
// left.
func (p Plugin) PostBuild(b *plugin.Built) error {
	if b.Config.NoIndex {
		return nil
	}
	var routes []plugin.Route
	for _, r := range b.Routes {
		if !r.Unlisted && !r.NoIndex && (p.Options.Ignore == nil || !p.Options.Ignore.MatchString(r.Path)) {
			routes = append(routes, r)
		}
	}
	if len(routes) == 0 {
		return nil
	}
	lastmod := p.lastModified(b, routes)
	items := make([]Item, len(routes))
	for i, r := range routes {
		items[i] = Item{Path: r.Path, LastMod: lastmod(r)}
	}
	return b.Site.Add(p.Options.Filename, Build(b.Config.URL, items, p.Options))
}

// lastModified gives each route its <lastmod> in the lastmod option's format: the last
// update a doc shows, else the last commit of its source file; "" without either.
func (p Plugin) lastModified(b *plugin.Built, routes []plugin.Route) func(plugin.Route) string {
	if p.Options.LastMod == "" {
		return func(plugin.Route) string { return "" }
	}
	var files []string
	for _, r := range routes {
		if r.LastUpdatedAt == 0 && r.File != "" {
			files = append(files, r.File)
		}
	}
	commits := map[string]gitlog.Commit{}
	if len(files) > 0 {
		var err error
		if commits, err = gitlog.LastCommits(b.Config.SiteDir, files); err != nil {
			b.Warn("sitemap: cannot read the pages' last commits from git (" + err.Error() + "); lastmod is left out")
		}
	}
	layout := time.DateOnly
	if p.Options.LastMod == "datetime" {
		layout = "2006-01-02T15:04:05.000Z"
	}
	return func(r plugin.Route) string {
		at := r.LastUpdatedAt
		if at == 0 {
			at = commits[r.File].At
		}
		if at == 0 {
			return ""
		}
		return time.UnixMilli(at).UTC().Format(layout)
	}
}
