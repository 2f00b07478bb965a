package pipeline

import (
	"errors"
	"maps"
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/navbar"
	"gosaurus/generator/pluginenv"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin"
)

// loadContent is the content stage: the locale's plugins, in Docusaurus's order, each
// loading its content; the navbar's items checked against the docs; the plugins' head tags.
func (l *locale) loadContent() error {
	b := l.b
	list, err := b.opts.Plugins(l.cfg, pluginenv.Env{Dev: b.opts.Dev, Warn: b.warn, JS: b.opts.JS, Parses: l.kept.parses})
	if err != nil {
		return err
	}
	l.plugins = list
	l.cfg = l.cfg.WithThemeConfig(validatedThemeConfig(list))
	l.client = clientOf(list, b.opts.ThemeDir)
	// What the site may read depends on the plugins' resolve paths, which they give before
	// their content is loaded; the rest of their webpack config is the routes stage's.
	l.readable = b.readable(l.cfg, l.client, webpackOf(list))
	l.kept.parses.Begin(b.opts.Changed)
	ctx := &plugin.Context{Config: &l.cfg.Config, Kept: l.kept.plugins.kept(), Warn: b.warn, Store: b.store(l.cfg.Locale)}
	if l.tags, err = loadContent(l.cfg, ctx, list, l.client.ThemePaths); err != nil {
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
	Client  plugin.Client   // what they add to the browser side of every page
}

// Load runs the config and content stages of the site's default locale with the plugins
// of plugins, so every configuration error of the site surfaces here. configFile is the
// config to run in place of the site's own, "" for that.
func Load(siteDir, configFile string, js jsrt.Options, plugins pluginenv.Registry) (*Loaded, error) {
	if plugins == nil {
		return nil, errors.New("pipeline.Load: no plugins given (plugins/registry's Plugins)")
	}
	cfg, err := config.LoadFor(siteDir, config.Build{File: configFile}, js)
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	if cfg, err = cfg.ForLocale(cfg.I18n.DefaultLocale); err != nil {
		return nil, err
	}
	list, err := plugins(cfg, pluginenv.Env{Warn: func(string) {}, JS: js})
	if err != nil {
		return nil, err
	}
	cfg = cfg.WithThemeConfig(validatedThemeConfig(list))
	client := clientOf(list, "")
	if _, err := loadContent(cfg, &plugin.Context{Config: &cfg.Config}, list, client.ThemePaths); err != nil {
		return nil, err
	}
	return &Loaded{Config: cfg, Plugins: list, Client: client}, nil
}

// loadContent runs the content stage of the locale of cfg over its plugins, with ctx (whose
// Config is cfg's site.Config): each one's LoadContent, then each one's AllContentLoaded; it
// checks the navbar's items (those of the docs types with the plugin that checks them, against
// the theme's component folders themePaths) and returns the tags of every page.
func loadContent(cfg *config.Config, ctx *plugin.Context, list []plugin.Plugin, themePaths []string) (plugin.HTMLTags, error) {
	for _, p := range list {
		if l, ok := p.(plugin.ContentLoader); ok {
			if err := l.LoadContent(ctx); err != nil {
				return plugin.HTMLTags{}, err
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
	if err := navbar.Validate(file, cfg.ThemeConfig, componentTypes(cfg.SiteDir, themePaths), docsItem); err != nil {
		return plugin.HTMLTags{}, err
	}
	// The tags of every page: the plugins', in their order, then the config's (headTags,
	// stylesheets, scripts), which Docusaurus's bootstrap plugin gives after every plugin.
	var tags plugin.HTMLTags
	for _, p := range list {
		if h, ok := p.(plugin.HTMLTagger); ok {
			t := h.InjectHTMLTags(ctx.Config)
			tags.Head = append(tags.Head, t.Head...)
			tags.PreBody = append(tags.PreBody, t.PreBody...)
			tags.PostBody = append(tags.PostBody, t.PostBody...)
		}
	}
	tags.Head = append(tags.Head, cfg.HeadTags...)
	return tags, nil
}

// componentTypes is the swizzled NavbarItem/ComponentTypes of the site or of a plugin's theme,
// where custom navbar item types are mapped; "" when there is none.
func componentTypes(siteDir string, themePaths []string) string {
	for _, dir := range append([]string{filepath.Join(siteDir, "src", "theme")}, themePaths...) {
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			if p := filepath.Join(dir, "NavbarItem", "ComponentTypes"+ext); sitefs.IsFile(p) {
				return p
			}
		}
	}
	return ""
}

// validatedThemeConfig are the keys of themeConfig that the plugins validated, their defaults
// filled in.
func validatedThemeConfig(list []plugin.Plugin) map[string]any {
	keys := map[string]any{}
	for _, p := range list {
		if v, ok := p.(plugin.ThemeConfigValidator); ok {
			maps.Copy(keys, v.ValidateThemeConfig())
		}
	}
	return keys
}

// clientOf is what the plugins add to the browser side of every page, in their order, with
// the theme's component folders (a relative one is in themeDir, the theme's source folder;
// left out without one).
func clientOf(list []plugin.Plugin, themeDir string) plugin.Client {
	all := plugin.Client{Generated: map[string]plugin.Module{}}
	for _, p := range list {
		c, ok := p.(plugin.ClientProvider)
		if !ok {
			continue
		}
		part := c.Client()
		all.Modules = append(all.Modules, part.Modules...)
		maps.Copy(all.Generated, part.Generated)
		all.Translations = append(all.Translations, part.Translations...)
		if len(part.CodeMessages) > 0 {
			if all.CodeMessages == nil {
				all.CodeMessages = map[string]string{}
			}
			maps.Copy(all.CodeMessages, part.CodeMessages) // a later plugin's wins, as in Docusaurus
		}
		for _, dir := range part.ThemePaths {
			if !filepath.IsAbs(dir) {
				if themeDir == "" {
					continue
				}
				dir = filepath.Join(themeDir, dir)
			}
			all.ThemePaths = append(all.ThemePaths, dir)
		}
	}
	return all
}

// webpackOf merges the plugins' webpack configs in their order: a later plugin's entry for a
// name wins and lists follow one another, as webpack merges them. A map stays nil when no
// plugin gives it.
func webpackOf(list []plugin.Plugin) plugin.Webpack {
	var all plugin.Webpack
	merge := func(into *map[string]string, from map[string]string) {
		if len(from) > 0 && *into == nil {
			*into = map[string]string{}
		}
		maps.Copy(*into, from)
	}
	for _, p := range list {
		c, ok := p.(plugin.WebpackConfigurer)
		if !ok {
			continue
		}
		w := c.ConfigureWebpack()
		merge(&all.Aliases, w.Aliases)
		merge(&all.Fallbacks, w.Fallbacks)
		merge(&all.Defines, w.Defines)
		merge(&all.Externals, w.Externals)
		if len(w.Provides) > 0 && all.Provides == nil {
			all.Provides = map[string][]string{}
		}
		maps.Copy(all.Provides, w.Provides)
		all.Modules = append(all.Modules, w.Modules...)
		all.Extensions = append(all.Extensions, w.Extensions...)
		all.Rules = append(all.Rules, w.Rules...)
		all.Copies = append(all.Copies, w.Copies...)
		all.Replacements = append(all.Replacements, w.Replacements...)
	}
	return all
}
