package docs

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// Plugin is a docs plugin instance.
type Plugin struct {
	Options  config.DocsOptions
	Instance *Instance // the loaded docs, once LoadContent has run
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-plugin-content-docs" }

// LoadContent loads the instance's versions and their docs and sidebars.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	in, err := Load(ctx.Config, p.Options, ctx.JS, ctx.Parses)
	p.Instance = in
	return err
}
