package redirects

import (
	"fmt"

	"gosaurus/plugins/plugin"
)

// Plugin is an instance of @docusaurus/plugin-client-redirects: its postBuild writes the
// redirect pages.
type Plugin struct {
	Options Options
}

// Name is the plugin's name in Docusaurus.
func (Plugin) Name() string { return "docusaurus-plugin-client-redirects" }

// PostBuild writes the redirect pages, as Docusaurus's does: a file already there (a page, a
// static file, another instance's redirect) is never replaced.
func (p Plugin) PostBuild(b *plugin.Built) error {
	cfg := b.Config
	paths := make([]string, 0, len(b.Routes)+1)
	for _, r := range b.Routes {
		paths = append(paths, r.Path)
	}
	// Docusaurus counts the not-found page among the paths it hands postBuild.
	paths = append(paths, cfg.BaseURL+"404.html")
	pages, warnings, err := Pages(p.Options, cfg.BaseURL, cfg.TrailingSlash, paths)
	if err != nil {
		return fmt.Errorf("%s: %w", b.ConfigFile, err)
	}
	for _, w := range warnings {
		b.Warn(b.ConfigFile + ": " + w)
	}
	written := 0
	for _, pg := range pages {
		if b.Site.Has(pg.File) {
			b.Warn(fmt.Sprintf("%s: %s: the redirect from %s to %s is left out: %s is already written", b.ConfigFile, p.Options.Key, pg.From, pg.To, pg.File))
			continue
		}
		if err := b.Site.Add(pg.File, pg.HTML); err != nil {
			return err
		}
		written++
	}
	b.Step("redirects", fmt.Sprintf("%d redirect pages", written))
	return nil
}
