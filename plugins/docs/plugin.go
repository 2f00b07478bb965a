package docs

import "gosaurus/plugins/plugin"

// PluginName is the docs plugin's name in Docusaurus, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-docs"

// Plugin is a docs plugin instance.
type Plugin struct {
	Options  Options
	Instance *Instance // the loaded docs, once LoadContent has run
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return PluginName }

// LoadContent loads the instance's versions and their docs and sidebars.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	in, err := Load(ctx.Config, p.Options, ctx.JS, ctx.Parses)
	p.Instance = in
	return err
}

// ContentLoaded adds a route per doc, generated index and tag page, the sidebars' modules
// that those routes import, and the instance's global data.
func (p *Plugin) ContentLoaded() plugin.Added {
	return plugin.Added{Routes: routes(p.Instance), Data: sidebarModules(p.Instance),
		GlobalData: map[string]map[string]any{GlobalDataKey: {p.Instance.ID: globalData(p.Instance)}}}
}
