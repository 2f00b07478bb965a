// Package mermaid is @docusaurus/theme-mermaid: with markdown.mermaid set, mermaid code
// blocks are diagrams that the site's mermaid package draws in the browser (without it,
// Docusaurus too shows them as code).
package mermaid

import (
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
)

// Name is the theme's full name, its entry's in the config.
const Name = "@docusaurus/theme-mermaid"

// Plugin is the theme for a site that draws its diagrams.
type Plugin struct{}

// New is the theme for cfg: nil when markdown.mermaid is off, and nil with a warning when the
// mermaid package is not installed, as the diagrams then stay code.
func New(cfg *config.Config, e config.PluginEntry) (*Plugin, string) {
	md, _ := cfg.Site["markdown"].(map[string]any)
	if on, _ := md["mermaid"].(bool); !on {
		return nil, ""
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, "mermaid"); err != nil {
		return nil, content.Rel(cfg.SiteDir, cfg.File) + ": " + e.Key + ": " + Name + ": the mermaid package is not installed, so mermaid diagrams are shown as their source code; run npm install in the site folder"
	}
	return &Plugin{}, ""
}

// Name is the theme's name in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-theme-mermaid" }

// Client loads mermaid in the browser when a diagram is drawn (@theme/Mermaid).
func (*Plugin) Client() plugin.Client {
	return plugin.Client{Generated: map[string]plugin.Module{"@generated/optional/mermaid": plugin.BrowserPackage("mermaid")}}
}
