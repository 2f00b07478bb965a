package pages

import (
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/plugins/plugin"
)

// PluginName is the pages plugin's name in Docusaurus, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-pages"

// Plugin is a pages plugin instance.
type Plugin struct {
	Options Options
	// Config and Parses are the locale's config and the parsed markdown kept from the build
	// before (nil for none): the build's, which plugins/registry hands the instance as it
	// makes it.
	Config *config.Config
	Parses *content.Parses
	Pages  []*Page // the loaded pages, once LoadContent has run
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return PluginName }

// InstanceID is the instance's id option.
func (p *Plugin) InstanceID() string { return p.Options.ID }

// Content is the instance's pages as Docusaurus's loadContent returns them, which JavaScript
// plugins' contentLoaded read in allContent.
func (p *Plugin) Content() any {
	list := make([]any, len(p.Pages))
	for i, pg := range p.Pages {
		list[i] = pg.metadata()
	}
	return list
}

// LoadContent loads the instance's pages.
func (p *Plugin) LoadContent(*plugin.Context) (err error) {
	p.Pages, err = Load(p.Config, p.Options, p.Parses)
	return err
}

// ContentLoaded adds a route per page.
func (p *Plugin) ContentLoaded() (plugin.Added, error) { return routes(p.Pages), nil }

// MarkdownFiles are the instance's markdown pages, whose links starting with "/" point into
// their own folder.
func (p *Plugin) MarkdownFiles() []content.MarkdownFile {
	var files []content.MarkdownFile
	for _, pg := range p.Pages {
		if !pg.Markdown {
			continue
		}
		f := content.MarkdownFile{Key: pg.Source, File: pg.File, Source: pg.Source, Permalink: pg.Permalink, Parsed: pg.Parsed,
			Hash: pg.Hash, Keep: p.Parses != nil, Roots: []string{filepath.Dir(pg.File)}}
		f.Render = p.Config.RenderOptions("pages", "", pg.File)
		files = append(files, f)
	}
	return files
}
