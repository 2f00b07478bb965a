package pages

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// Plugin is a pages plugin instance.
type Plugin struct {
	Options config.PagesOptions
	Pages   []*Page // the loaded pages, once LoadContent has run
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-plugin-content-pages" }

// LoadContent loads the instance's pages.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	list, err := Load(ctx.Config, p.Options, ctx.Parses)
	p.Pages = list
	return err
}
