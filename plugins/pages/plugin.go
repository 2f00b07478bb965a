package pages

import "gosaurus/plugins/plugin"

// PluginName is the pages plugin's name in Docusaurus, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-pages"

// Plugin is a pages plugin instance.
type Plugin struct {
	Options Options
	Pages   []*Page // the loaded pages, once LoadContent has run
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return PluginName }

// LoadContent loads the instance's pages.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	list, err := Load(ctx.Config, p.Options, ctx.Parses)
	p.Pages = list
	return err
}

// ContentLoaded adds a route per page.
func (p *Plugin) ContentLoaded() plugin.Added { return routes(p.Pages) }
