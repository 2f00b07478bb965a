// Package registry names the plugins gosaurus builds in: it makes a locale's instances from
// the config's entries, in Docusaurus's order, for the build to run their stages.
package registry

import (
	"fmt"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/analytics"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/idealimage"
	"gosaurus/plugins/jsplugin"
	"gosaurus/plugins/livecodeblock"
	"gosaurus/plugins/mermaid"
	"gosaurus/plugins/pages"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/pwa"
	"gosaurus/plugins/redirects"
	"gosaurus/plugins/search"
	"gosaurus/plugins/searchalgolia"
	"gosaurus/plugins/sitemap"
)

// Plugins lists the plugin instances of a locale in the order their stages run, Docusaurus's:
// the preset's plugins, then the site's (a pluginenv.Registry). It is the one place that names
// the built-in plugins; the build runs the stages over the list. env.Dev leaves out what does
// nothing outside production builds; the content plugins are made with the full config and
// the build's env, which the plugin contract does not carry. Its error is a plugin's options
// refused.
func Plugins(cfg *config.Config, env pluginenv.Env) ([]plugin.Plugin, error) {
	var list []plugin.Plugin
	file := content.Rel(cfg.SiteDir, cfg.File)
	if err := checkIDs(file, cfg.Plugins); err != nil {
		return nil, err
	}
	// entries are the config's entries of the plugins named.
	entries := func(names ...string) []config.PluginEntry {
		var out []config.PluginEntry
		for _, e := range cfg.Plugins {
			if slices.Contains(names, e.Name) {
				out = append(out, e)
			}
		}
		return out
	}
	var docsRead []docs.Options
	for _, in := range cfg.Docs {
		opts, err := docs.ReadOptions(file, cfg.SiteDir, in, docsRead)
		if err != nil {
			return nil, err
		}
		docsRead = append(docsRead, opts)
		list = append(list, &docs.Plugin{Options: opts, Config: cfg, JS: env.JS, Parses: env.Parses})
	}
	for _, in := range cfg.Pages {
		opts, err := pages.ReadOptions(file, in)
		if err != nil {
			return nil, err
		}
		list = append(list, &pages.Plugin{Options: opts, Config: cfg, Parses: env.Parses})
	}
	for _, in := range cfg.Blogs {
		opts, err := blog.ReadOptions(file, in)
		if err != nil {
			return nil, err
		}
		list = append(list, &blog.Plugin{Options: opts, Config: cfg})
	}
	for _, e := range entries("@docusaurus/plugin-ideal-image") {
		list = append(list, &idealimage.Plugin{File: file, Entry: e, Dev: env.Dev})
	}
	// DocSearch searches Algolia's index; without it (or without its packages), the offline
	// search indexes the site.
	var algolia *searchalgolia.Plugin
	if len(entries(searchalgolia.Name)) > 0 {
		p, w, err := searchalgolia.New(cfg)
		if err != nil {
			return nil, err
		}
		if w != "" {
			env.Warn(w)
		}
		algolia = p
	}
	if algolia == nil {
		list = append(list, &search.Plugin{})
	}
	for _, e := range entries("@docusaurus/plugin-sitemap") {
		opts, err := sitemap.ReadOptions(file, e)
		if err != nil {
			return nil, err
		}
		list = append(list, sitemap.Plugin{Options: opts})
	}
	if algolia != nil {
		list = append(list, algolia)
	}
	for _, e := range entries(mermaid.Name) {
		if p, w := mermaid.New(cfg, e); p != nil {
			list = append(list, p)
		} else if w != "" {
			env.Warn(w)
		}
	}
	for _, e := range entries(livecodeblock.Name) {
		p, w, err := livecodeblock.New(cfg, e)
		if err != nil {
			return nil, err
		}
		if p != nil {
			list = append(list, p)
		} else if w != "" {
			env.Warn(w)
		}
	}
	for _, r := range cfg.ClientRedirects {
		opts, err := redirects.ReadOptions(file, r)
		if err != nil {
			return nil, err
		}
		list = append(list, redirects.Plugin{Options: opts})
	}
	for _, e := range entries("@docusaurus/plugin-pwa") {
		if env.Dev {
			break
		}
		w, err := pwa.ReadOptions(file, cfg.SiteDir, e)
		if err != nil {
			return nil, err
		}
		list = append(list, pwa.Plugin{Worker: w})
	}
	// Analytics plugins report page views of production builds only, as Docusaurus's.
	for _, e := range entries(analytics.Names...) {
		p, err := analytics.New(file, cfg.SiteDir, e)
		if err != nil {
			return nil, err
		}
		if !env.Dev {
			list = append(list, p)
		}
	}
	for _, js := range cfg.JSPlugins {
		list = append(list, jsplugin.New(js))
	}
	return list, nil
}

// checkIDs refuses a plugin listed twice with one id, as Docusaurus does: each instance of a
// plugin needs an id of its own.
func checkIDs(file string, entries []config.PluginEntry) error {
	first := map[[2]string]string{}
	for _, e := range entries {
		id, _ := e.Options["id"].(string)
		if id == "" {
			id = "default"
		}
		k := [2]string{e.Name, id}
		if at, ok := first[k]; ok {
			return fmt.Errorf("%s: %s: %s is configured a second time with id %q (the first is at %s); keep one, or give each its own id option", file, e.Key, e.Name, id, at)
		}
		first[k] = e.Key
	}
	return nil
}
