package pipeline

import (
	"gosaurus/generator/bundle"
	"gosaurus/generator/check"
	"gosaurus/generator/compile"
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/generator/render"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin"
)

// buildLocale builds the site in cfg.Locale into site, whose paths are relative to the
// locale's own folder: each stage in turn, as Docusaurus's build runs them, each handing the
// next what it made in l.
func (b *builder) buildLocale(cfg *config.Config, site *output.Site) (*routes.Table, int, error) {
	l := b.newLocale(cfg, site)
	defer l.close()
	for _, stage := range []struct {
		name string
		run  func() error
	}{
		{"content", l.loadContent}, // the plugins' loadContent; the navbar's items checked; head tags
		{"compile", l.compile},     // every doc, page and post to a JSX module
		{"routes", l.routes},       // the plugins' contentLoaded: the route table and its modules
		{"bundle", l.bundle},       // the browser build, written, and the server build
		{"render", l.render},       // every page, written as it is rendered
		{"check", l.check},         // broken links and anchors, in markdown and in what the theme rendered
		{"write", l.write},         // the static files; the plugins' postBuild
	} {
		if err := stageLabel(stage.name, stage.run); err != nil {
			return nil, 0, err
		}
		heapProfile(cfg.Locale, stage.name)
	}
	return l.table, len(l.table.Routes), nil
}

// locale is one locale's build as it goes through the stages: what each stage made for the
// next ones.
type locale struct {
	b    *builder
	cfg  *config.Config
	site *output.Site
	kept *localeCache // the dev server's; all nil without it
	// readable is what the site's content and code may read (see builder.readable), known
	// once the plugins are made.
	readable *sitefs.Readable
	tag      string // "[fr] " before the log's lines of a site of several locales

	plugins  []plugin.Plugin
	tags     plugin.HTMLTags          // the tags of every page
	client   plugin.Client            // what the plugins add to the browser side, all together
	webpack  plugin.Webpack           // the plugins' webpack configs, merged
	markdown []content.MarkdownFile   // what the plugins loaded, to compile
	compiled map[string]*markdown.Doc // by key (see compile)
	pages    []compile.Page           // the compiled markdown with its pages, for the check
	table    *routes.Table
	mods     map[string]bundle.Module
	data     map[string]bundle.DataRoute
	links    *check.Links
	browser  *bundle.Browser
	server   *bundle.Server
	renders  *render.Cache
	rendered renderedPages

	restoreGC func() // the collector as it was before the content stage
	closers   []func()
}

func (b *builder) newLocale(cfg *config.Config, site *output.Site) *locale {
	l := &locale{b: b, cfg: cfg, site: site, kept: b.opts.Cache.forLocale(cfg.Locale), restoreGC: func() {}}
	if len(cfg.I18n.Locales) > 1 {
		l.tag = "[" + cfg.Locale + "] "
	}
	if b.opts.LoadGCPercent > 0 {
		l.restoreGC = gcWhileSmall(b.opts.LoadGCPercent)
	}
	return l
}

// close releases what the stages hold once the locale is built, or has failed.
func (l *locale) close() {
	l.restoreGC()
	for _, c := range l.closers {
		c()
	}
}
