package blog

import (
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/i18n"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/site"
)

// TranslationFiles are the blog's options.json: its title, description and sidebar title.
func (p *Plugin) TranslationFiles() []plugin.TranslationFile {
	return []plugin.TranslationFile{{Path: site.I18nFolder(PluginName, p.Options.ID) + "/options.json", Messages: map[string]plugin.Message{
		"title":         {Message: p.Options.BlogTitle, Description: "The title for the blog used in SEO"},
		"description":   {Message: p.Options.BlogDescription, Description: "The description for the blog used in SEO"},
		"sidebar.title": {Message: p.Options.BlogSidebarTitle, Description: "The label for the left sidebar"},
	}}}
}

// translate applies the locale's options.json, as TranslationFiles writes it, to the blog's
// title, description and sidebar title, as Docusaurus's translateContent does once the blog
// is loaded: a key the file lacks keeps the option's value.
func translate(cfg *config.Config, o *Options) error {
	dir := localizedDir(cfg, *o)
	if dir == "" {
		return nil
	}
	messages, err := i18n.ReadMessagesFile(cfg.SiteDir, filepath.Join(dir, "options.json"))
	if err != nil {
		return err
	}
	for key, into := range map[string]*string{"title": &o.BlogTitle, "description": &o.BlogDescription, "sidebar.title": &o.BlogSidebarTitle} {
		if m, ok := messages[key]; ok {
			*into = m
		}
	}
	return nil
}
