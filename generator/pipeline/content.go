package pipeline

import (
	"gosaurus/generator/config"
	"gosaurus/generator/i18n"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/navbar"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/pages"
	"gosaurus/plugins/plugin"
	"path/filepath"
)

// loadContent is the content stage: the locale's plugins, in Docusaurus's order, each
// loading its content; the navbar's items checked against the docs; the plugins' head tags.
func (l *locale) loadContent() error {
	b := l.b
	list, err := sitePlugins(l.cfg, b.opts.Dev)
	if err != nil {
		return err
	}
	l.plugins = list
	l.kept.parses.Begin(b.opts.Changed)
	ctx := &plugin.Context{Config: l.cfg, JS: b.opts.JS, Parses: l.kept.parses, Kept: l.kept.plugins.kept()}
	if l.loaded, err = loadContent(ctx, list); err != nil {
		return err
	}
	l.kept.parses.Done()
	for _, in := range l.loaded.Docs {
		for _, v := range in.Versions {
			for _, w := range v.Warnings {
				b.warn(w)
			}
		}
	}
	l.docs = docs.AllDocs(l.loaded.Docs)
	return nil
}

// Loaded is a site after the config and content stages: everything validated, nothing
// compiled yet.
type Loaded struct {
	Config  *config.Config
	Plugins []plugin.Plugin  // in the order their stages run
	Docs    []*docs.Instance // one per docs plugin instance
	Pages   []*pages.Page    // of every pages plugin instance
	Blogs   []*blog.Blog     // one per blog plugin instance
}

// Load runs the config and content stages of the site's default locale, so every
// configuration error of the site surfaces here.
func Load(siteDir string, js jsrt.Options) (*Loaded, error) {
	cfg, err := config.Load(siteDir, js)
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	cfg = cfg.ForLocale(cfg.I18n.DefaultLocale)
	list, err := sitePlugins(cfg, false)
	if err != nil {
		return nil, err
	}
	return loadContent(&plugin.Context{Config: cfg, JS: js}, list)
}

// loadContent runs the content stage of cfg's locale over its plugins, validates the navbar
// against the docs and adds the plugins' head tags.
func loadContent(ctx *plugin.Context, list []plugin.Plugin) (*Loaded, error) {
	cfg := ctx.Config
	tc, err := i18n.TranslateThemeConfig(cfg.SiteDir, cfg.I18n.Dir, cfg.Locale, cfg.ThemeConfig)
	if err != nil {
		return nil, err
	}
	cfg.ThemeConfig, cfg.Site["themeConfig"] = tc, tc
	for _, p := range list {
		if l, ok := p.(plugin.ContentLoader); ok {
			if err := l.LoadContent(ctx); err != nil {
				return nil, err
			}
		}
	}
	loaded := loadedContent(cfg, list)
	file := relTo(cfg.SiteDir, cfg.File)
	docsItem := func(key, typ string, item map[string]any) error {
		return docs.CheckNavbarItem(file, key, typ, item, loaded.Docs)
	}
	if err := navbar.Validate(file, cfg.ThemeConfig, componentTypes(cfg), docsItem); err != nil {
		return nil, err
	}
	for _, p := range list {
		if h, ok := p.(plugin.HeadTagger); ok { // on every page, in the plugins' order
			cfg.HeadTags = append(cfg.HeadTags, h.HeadTags(cfg)...)
		}
	}
	return loaded, nil
}

// componentTypes is the swizzled NavbarItem/ComponentTypes of the site or of a plugin's theme,
// where custom navbar item types are mapped; "" when there is none.
func componentTypes(cfg *config.Config) string {
	for _, dir := range append([]string{filepath.Join(cfg.SiteDir, "src", "theme")}, cfg.ThemePaths...) {
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			if p := filepath.Join(dir, "NavbarItem", "ComponentTypes"+ext); fileExists(p) {
				return p
			}
		}
	}
	return ""
}
