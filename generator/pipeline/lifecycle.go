package pipeline

import (
	"path/filepath"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/output"
	"gosaurus/generator/routes"
	"gosaurus/plugins/plugin"
)

// contentLoaded runs the content-loaded stage of list's plugins, in order: what each adds to
// the site, its routes, their modules and its global data.
func contentLoaded(list []plugin.Plugin) ([]plugin.Added, error) {
	var added []plugin.Added
	for _, p := range list {
		if c, ok := p.(plugin.RouteContributor); ok {
			a, err := c.ContentLoaded()
			if err != nil {
				return nil, err
			}
			added = append(added, a)
		}
	}
	return added, nil
}

// postBuild runs the post-build stage of a locale's plugins, once its pages are rendered and
// its static files copied, with what the render stage kept of the pages; tag names the
// locale in the log.
func (b *builder) postBuild(list []plugin.Plugin, cfg *config.Config, table *routes.Table, site *output.Site, pages renderedPages, tag string) error {
	// Only a JavaScript postBuild reads the routes' components and props (as its routes);
	// working them out costs time at every dev save of a large site.
	jsPostBuild := slices.ContainsFunc(list, func(p plugin.Plugin) bool { _, ok := p.(plugin.RoutesReader); return ok })
	built := &plugin.Built{Config: &cfg.Config, ConfigFile: content.Rel(cfg.SiteDir, cfg.File), Site: site,
		Routes: make([]plugin.Route, len(table.Routes)),
		Warn:   b.warn,
		Step:   func(name, detail string) { b.step(name, tag+detail) }}
	for i, r := range table.Routes {
		built.Routes[i] = plugin.Route{Path: r.Path, Plugin: r.Context.Plugin.Name, PluginID: r.Context.Plugin.ID,
			Unlisted: r.Unlisted, NoIndex: pages.noIndex[r.Path]}
		if jsPostBuild {
			built.Routes[i].Component, built.Routes[i].Props = siteAliased(cfg.SiteDir, r.DocusaurusComponent()), r.PlainProps()
		}
		switch {
		case r.Body != nil: // a doc's, whose source may be its translation
			built.Routes[i].File = r.Body.File
		case r.Source != "":
			built.Routes[i].File = filepath.Join(cfg.SiteDir, r.Source)
		}
		built.Routes[i].LastUpdatedAt = r.LastUpdatedAt
	}
	for _, p := range list {
		if pb, ok := p.(plugin.PostBuilder); ok {
			if err := pb.PostBuild(built); err != nil {
				return err
			}
		}
	}
	return nil
}

// localePlugins are the plugins of a locale, with the locale's folder in the build folder.
type localePlugins struct {
	prefix string
	list   []plugin.Plugin
}

// written runs the Written stage of each locale's plugins, in the locale's folder of the build
// folder, once the build is on disk.
func (b *builder) written() error {
	for _, l := range b.built {
		for _, p := range l.list {
			if w, ok := p.(plugin.Writer); ok {
				if err := w.Written(filepath.Join(b.opts.OutDir, l.prefix)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// siteAliased names a file of the site as Docusaurus's route configs do, @site/…; any other
// component as it is.
func siteAliased(siteDir, component string) string {
	if filepath.IsAbs(component) {
		if rel, err := filepath.Rel(siteDir, component); err == nil && filepath.IsLocal(rel) {
			return "@site/" + filepath.ToSlash(rel)
		}
	}
	return component
}
