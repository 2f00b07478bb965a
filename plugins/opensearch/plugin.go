package opensearch

import (
	"strings"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// Plugin is the part of the Algolia search theme that writes opensearch.xml, for a site with
// a search page.
type Plugin struct {
	SearchPage string // the search page's path, without baseUrl
}

// Name is the name of the theme that does it in Docusaurus.
func (Plugin) Name() string { return "docusaurus-theme-search-algolia" }

// HeadTags link the description from every page, as the theme does after the content
// plugins' tags.
func (Plugin) HeadTags(cfg *config.Config) []config.HeadTag {
	return []config.HeadTag{{Name: "link", Attributes: map[string]string{
		"rel": "search", "type": "application/opensearchdescription+xml", "title": cfg.Title, "href": cfg.BaseURL + File}}}
}

// PostBuild writes the description of the site's search page.
func (p Plugin) PostBuild(b *plugin.Built) error {
	cfg := b.Config
	return b.Site.Add(File, Build(Site{Title: cfg.Title, URL: strings.TrimSuffix(cfg.URL, "/") + cfg.BaseURL,
		SearchPage: p.SearchPage, Favicon: cfg.Favicon}))
}
