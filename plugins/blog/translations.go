package blog

import "gosaurus/plugins/plugin"

// TranslationFiles are the blog's options.json: its title, description and sidebar title.
func (p *Plugin) TranslationFiles() []plugin.TranslationFile {
	folder := PluginName
	if p.Options.ID != "default" {
		folder += "-" + p.Options.ID
	}
	return []plugin.TranslationFile{{Path: folder + "/options.json", Messages: map[string]plugin.Message{
		"title":         {Message: p.Options.BlogTitle, Description: "The title for the blog used in SEO"},
		"description":   {Message: p.Options.BlogDescription, Description: "The description for the blog used in SEO"},
		"sidebar.title": {Message: p.Options.BlogSidebarTitle, Description: "The label for the left sidebar"},
	}}}
}
