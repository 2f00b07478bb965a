package pipeline

import (
	"errors"
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/navbar"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin"
)

// loadContent is the content stage: the locale's plugins, in Docusaurus's order, each
// loading its content; the navbar's items checked against the docs; the plugins' head tags.
func (l *locale) loadContent() error {
	b := l.b
	list, err := b.opts.Plugins(l.cfg, b.opts.Dev)
	if err != nil {
		return err
	}
	l.plugins = list
	l.kept.parses.Begin(b.opts.Changed)
	ctx := &plugin.Context{Config: l.cfg, JS: b.opts.JS, Parses: l.kept.parses, Kept: l.kept.plugins.kept(), Warn: b.warn, Store: b.store(l.cfg.Locale)}
	if l.headTags, err = loadContent(ctx, list); err != nil {
		return err
	}
	l.kept.parses.Done()
	return nil
}

// Loaded is a site after the config and content stages: everything validated, nothing
// compiled yet.
type Loaded struct {
	Config  *config.Config
	Plugins []plugin.Plugin // in the order their stages run, their content loaded
}

// Load runs the config and content stages of the site's default locale with the plugins
// of plugins, so every configuration error of the site surfaces here.
func Load(siteDir string, js jsrt.Options, plugins plugin.Registry) (*Loaded, error) {
	if plugins == nil {
		return nil, errors.New("pipeline.Load: no plugins given (plugins/registry's Plugins)")
	}
	cfg, err := config.Load(siteDir, js)
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	if cfg, err = cfg.ForLocale(cfg.I18n.DefaultLocale); err != nil {
		return nil, err
	}
	list, err := plugins(cfg, false)
	if err != nil {
		return nil, err
	}
	if _, err := loadContent(&plugin.Context{Config: cfg, JS: js}, list); err != nil {
		return nil, err
	}
	return &Loaded{Config: cfg, Plugins: list}, nil
}

// loadContent runs the content stage of the locale of ctx over its plugins: each one's
// LoadContent, then each one's AllContentLoaded; it checks the navbar's items (those of the
// docs types with the plugin that checks them) and returns the plugins' head tags.
func loadContent(ctx *plugin.Context, list []plugin.Plugin) ([]config.HeadTag, error) {
	cfg := ctx.Config
	for _, p := range list {
		if l, ok := p.(plugin.ContentLoader); ok {
			if err := l.LoadContent(ctx); err != nil {
				return nil, err
			}
		}
	}
	for _, p := range list {
		if r, ok := p.(plugin.AllContentReader); ok {
			r.AllContentLoaded(list)
		}
	}
	file := content.Rel(cfg.SiteDir, cfg.File)
	var docsItem navbar.DocsItem
	for _, p := range list {
		if c, ok := p.(plugin.NavbarItemChecker); ok {
			docsItem = func(key, typ string, item map[string]any) error { return c.CheckNavbarItem(file, key, typ, item) }
			break
		}
	}
	if err := navbar.Validate(file, cfg.ThemeConfig, componentTypes(cfg), docsItem); err != nil {
		return nil, err
	}
	var tags []config.HeadTag
	for _, p := range list {
		if h, ok := p.(plugin.HeadTagger); ok { // on every page, in the plugins' order
			tags = append(tags, h.HeadTags(cfg)...)
		}
	}
	return tags, nil
}

// componentTypes is the swizzled NavbarItem/ComponentTypes of the site or of a plugin's theme,
// where custom navbar item types are mapped; "" when there is none.
func componentTypes(cfg *config.Config) string {
	for _, dir := range append([]string{filepath.Join(cfg.SiteDir, "src", "theme")}, cfg.ThemePaths...) {
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			if p := filepath.Join(dir, "NavbarItem", "ComponentTypes"+ext); sitefs.IsFile(p) {
				return p
			}
		}
	}
	return ""
}
