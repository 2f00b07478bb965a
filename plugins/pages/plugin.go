package pages

import (
	"path/filepath"

	"gosaurus/generator/content"
	"gosaurus/plugins/plugin"
)

// PluginName is the pages plugin's name in Docusaurus, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-pages"

// Plugin is a pages plugin instance.
type Plugin struct {
	Options Options
	Pages   []*Page // the loaded pages, once LoadContent has run
	keep    bool    // the parsed pages are kept for the next build
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
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	list, err := Load(ctx.Config, p.Options, ctx.Parses)
	p.Pages, p.keep = list, ctx.Parses != nil
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
			Hash: pg.Hash, Keep: p.keep, Roots: []string{filepath.Dir(pg.File)}}
		f.Options.Kind, f.Options.File = "pages", pg.File
		files = append(files, f)
	}
	return files
}
