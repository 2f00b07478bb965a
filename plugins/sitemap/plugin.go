package sitemap

import "gosaurus/plugins/plugin"

// Plugin is the sitemap plugin's instance: its postBuild writes sitemap.xml.
type Plugin struct{}

// Name is the plugin's name in Docusaurus.
func (Plugin) Name() string { return "docusaurus-plugin-sitemap" }

// PostBuild writes sitemap.xml, listing every route but the unlisted ones: neither a results
// page nor an unlisted doc is content for search engines.
func (Plugin) PostBuild(b *plugin.Built) error {
	paths := make([]string, 0, len(b.Routes))
	for _, r := range b.Routes {
		if !r.Unlisted {
			paths = append(paths, r.Path)
		}
	}
	return b.Site.Add("sitemap.xml", Build(b.Config.URL, paths))
}
