// Package registry names the plugins gosaurus builds in: it makes a locale's instances from
// the config's entries, in Docusaurus's order, for the build to run their stages.
package registry

import (
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/idealimage"
	"gosaurus/plugins/jsplugin"
	"gosaurus/plugins/opensearch"
	"gosaurus/plugins/pages"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/pwa"
	"gosaurus/plugins/redirects"
	"gosaurus/plugins/search"
	"gosaurus/plugins/sitemap"
)

// Plugins lists the plugin instances of a locale in the order their stages run, Docusaurus's:
// the preset's plugins, then the site's (a plugin.Registry). It is the one place that names
// the built-in plugins; the build runs the stages over the list. dev leaves out what does
// nothing outside production builds. Its error is a plugin's options refused.
func Plugins(cfg *config.Config, dev bool) ([]plugin.Plugin, error) {
	var list []plugin.Plugin
	file := content.Rel(cfg.SiteDir, cfg.File)
	var docsRead []docs.Options
	for _, in := range cfg.Docs {
		opts, err := docs.ReadOptions(file, cfg.SiteDir, in, docsRead)
		if err != nil {
			return nil, err
		}
		docsRead = append(docsRead, opts)
		list = append(list, &docs.Plugin{Options: opts})
	}
	for _, in := range cfg.Pages {
		opts, err := pages.ReadOptions(file, in)
		if err != nil {
			return nil, err
		}
		list = append(list, &pages.Plugin{Options: opts})
	}
	for _, in := range cfg.Blogs {
		opts, err := blog.ReadOptions(file, in)
		if err != nil {
			return nil, err
		}
		list = append(list, &blog.Plugin{Options: opts})
	}
	if cfg.IdealImage != nil {
		list = append(list, &idealimage.Plugin{File: file, Entry: *cfg.IdealImage, Dev: dev})
	}
	if cfg.Algolia == nil { // DocSearch searches Algolia's index instead
		list = append(list, &search.Plugin{})
	}
	if cfg.Sitemap != nil {
		opts, err := sitemap.ReadOptions(file, *cfg.Sitemap)
		if err != nil {
			return nil, err
		}
		list = append(list, sitemap.Plugin{Options: opts})
	}
	if cfg.Algolia != nil && cfg.Algolia.SearchPagePath != "" {
		list = append(list, opensearch.Plugin{SearchPage: cfg.Algolia.SearchPagePath})
	}
	for _, r := range cfg.ClientRedirects {
		opts, err := redirects.ReadOptions(file, r)
		if err != nil {
			return nil, err
		}
		list = append(list, redirects.Plugin{Options: opts})
	}
	if cfg.PWA != nil && !dev {
		w, err := pwa.ReadOptions(file, cfg.SiteDir, *cfg.PWA)
		if err != nil {
			return nil, err
		}
		list = append(list, pwa.Plugin{Worker: w})
	}
	for _, js := range cfg.JSPlugins {
		list = append(list, jsplugin.New(js))
	}
	return list, nil
}
