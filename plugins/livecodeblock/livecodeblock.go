// Package livecodeblock is @docusaurus/theme-live-codeblock: code blocks whose meta has "live"
// are playgrounds that the site's react-live package runs in the browser, after hydration;
// the server renders their code (@theme/Playground/Editor).
package livecodeblock

import (
	"fmt"
	"maps"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/options"
)

// Name is the theme's full name, its entry's in the config.
const Name = "@docusaurus/theme-live-codeblock"

// Plugin is the theme for a site, its themeConfig.liveCodeBlock read.
type Plugin struct {
	themeConfig map[string]any // themeConfig.liveCodeBlock, its defaults filled in
}

// New reads themeConfig.liveCodeBlock as the theme does (playgroundPosition "bottom" by
// default). It returns nil and a warning when react-live is not installed: the blocks then
// stay code.
func New(cfg *config.Config, e config.PluginEntry) (*Plugin, string, error) {
	file := content.Rel(cfg.SiteDir, cfg.File)
	o := options.New(file, "themeConfig", cfg.ThemeConfig)
	opts := map[string]any{}
	if r := o.Object("liveCodeBlock"); r != nil {
		opts = maps.Clone(r.M)
	}
	if _, ok := opts["playgroundPosition"]; !ok {
		opts["playgroundPosition"] = "bottom"
	}
	if p := opts["playgroundPosition"]; p != "top" && p != "bottom" {
		o.Fail("liveCodeBlock.playgroundPosition", fmt.Sprintf("%v is not valid; use \"top\" or \"bottom\"", p))
	}
	if o.Err != nil {
		return nil, "", o.Err
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, "react-live"); err != nil {
		return nil, file + ": " + e.Key + ": " + Name + ": the react-live package is not installed, so live code blocks are shown as code; run npm install react-live in the site folder", nil
	}
	return &Plugin{themeConfig: opts}, "", nil
}

// Name is the theme's name in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-theme-live-codeblock" }

// ValidateThemeConfig gives themeConfig.liveCodeBlock with its defaults filled in.
func (p *Plugin) ValidateThemeConfig() map[string]any {
	return map[string]any{"liveCodeBlock": p.themeConfig}
}

// Client renders live code blocks with @theme/LiveCodeBlock, which loads react-live in the
// browser, and adds the theme's labels ("Live Editor", "Result").
func (*Plugin) Client() plugin.Client {
	return plugin.Client{
		Generated: map[string]plugin.Module{
			"@generated/optional/react-live":     plugin.BrowserPackage("react-live"),
			"@generated/optional/live-codeblock": {Browser: "export { default } from \"@theme/LiveCodeBlock\";\n"},
		},
		Translations: []string{"theme-live-codeblock.json"},
	}
}
