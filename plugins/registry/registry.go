// Package registry names the plugins gosaurus builds in: it makes a locale's instances from
// the config's entries, in Docusaurus's order, for the build to run their stages.
package registry

import (
	"fmt"
	"os"
	"path/filepath"
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
// the config's entries (config.Entry) as it orders them, native and JavaScript plugins alike
// (a pluginenv.Registry). It is the one place that names the built-in plugins; the build runs
// the stages over the list. env.Dev leaves out what does nothing outside production builds;
// the content plugins are made with the full config and the build's env, which the plugin
// contract does not carry. The JavaScript plugins are made here, for cfg's locale, as
// Docusaurus makes every plugin for each locale with that locale's context. Its error is a
// plugin's options refused, or a JavaScript plugin that could not be made or threw.
func Plugins(cfg *config.Config, env pluginenv.Env) ([]plugin.Plugin, error) {
	file := content.Rel(cfg.SiteDir, cfg.File)
	made, err := jsplugin.Make(cfg, env.Warn)
	if err != nil {
		return nil, err
	}
	entries := cfg.Plugins
	for _, m := range made {
		if m.PWA != nil {
			entries = append(slices.Clip(entries), *m.PWA)
		}
	}
	if err := checkIDs(file, entries); err != nil {
		return nil, err
	}
	var list []plugin.Plugin
	var docsRead []docs.Options
	// The site has a search: DocSearch, the offline search in its place, or a theme of its own
	// that gives the SearchBar (a local search plugin run as itself).
	searched := false
	for _, e := range cfg.Entries {
		switch e.Kind {
		case config.KindDocs:
			opts, err := docs.ReadOptions(file, cfg.SiteDir, cfg.Docs[e.Index], docsRead)
			if err != nil {
				return nil, err
			}
			docsRead = append(docsRead, opts)
			list = append(list, &docs.Plugin{Options: opts, Config: cfg, JS: env.JS, Parses: env.Parses})
		case config.KindPages:
			opts, err := pages.ReadOptions(file, cfg.Pages[e.Index])
			if err != nil {
				return nil, err
			}
			list = append(list, &pages.Plugin{Options: opts, Config: cfg, Parses: env.Parses})
		case config.KindBlog:
			opts, err := blog.ReadOptions(file, cfg.Blogs[e.Index])
			if err != nil {
				return nil, err
			}
			list = append(list, &blog.Plugin{Options: opts, Config: cfg})
		case config.KindRedirects:
			opts, err := redirects.ReadOptions(file, cfg.ClientRedirects[e.Index])
			if err != nil {
				return nil, err
			}
			list = append(list, redirects.Plugin{Options: opts})
		case config.KindJS:
			m := made[e.Index]
			if m.JS != nil {
				list = append(list, jsplugin.New(*m.JS))
				searched = searched || hasSearchBar(m.JS.ThemePath)
			}
			if m.PWA != nil {
				p, err := builtIn(cfg, env, file, *m.PWA)
				if err != nil {
					return nil, err
				}
				if p != nil {
					list = append(list, p)
				}
			}
			if m.Blog != nil {
				opts, err := blog.ReadOptions(file, *m.Blog)
				if err != nil {
					return nil, err
				}
				list = append(list, &blog.Plugin{Options: opts, Config: cfg})
			}
		case config.KindBuiltIn:
			p, err := builtIn(cfg, env, file, cfg.Plugins[e.Index])
			if err != nil {
				return nil, err
			}
			if p != nil {
				list = append(list, p)
			}
			searched = searched || e.Name == searchalgolia.Name
		}
	}
	// Without DocSearch the offline search indexes the site. It stands for no entry of the
	// config, and gives no client module, tag or theme folder, whose order would matter: it
	// comes last, after the site's own themes, where a search theme the site listed would be.
	if !searched {
		list = append(list, &search.Plugin{})
	}
	return list, nil
}

// hasSearchBar reports whether a plugin's theme folder has a SearchBar component: the plugin
// is the site's search, as the local search plugins are, and the offline search stands down.
func hasSearchBar(themePath string) bool {
	if themePath == "" {
		return false
	}
	for _, name := range []string{"SearchBar", "SearchBar.js", "SearchBar.jsx", "SearchBar.ts", "SearchBar.tsx"} {
		if _, err := os.Stat(filepath.Join(themePath, name)); err == nil {
			return true
		}
	}
	return false
}

// builtIn makes the instance of a plugin gosaurus builds in, other than the content plugins
// and the redirects, from its entry; nil for none (one left out of this build, with a warning
// where it is for a package not installed).
func builtIn(cfg *config.Config, env pluginenv.Env, file string, e config.PluginEntry) (plugin.Plugin, error) {
	switch e.Name {
	case "@docusaurus/plugin-ideal-image":
		return &idealimage.Plugin{File: file, Entry: e, Dev: env.Dev}, nil
	case searchalgolia.Name:
		// DocSearch searches Algolia's index; without its packages, the offline search indexes
		// the site, in the theme's place.
		p, w, err := searchalgolia.New(cfg)
		if err != nil {
			return nil, err
		}
		if w != "" {
			env.Warn(w)
		}
		if p == nil {
			return &search.Plugin{}, nil
		}
		return p, nil
	case "@docusaurus/plugin-sitemap":
		opts, err := sitemap.ReadOptions(file, e)
		if err != nil {
			return nil, err
		}
		return sitemap.Plugin{Options: opts}, nil
	case mermaid.Name:
		p, w := mermaid.New(cfg, e)
		if p == nil {
			if w != "" {
				env.Warn(w)
			}
			return nil, nil
		}
		return p, nil
	case livecodeblock.Name:
		p, w, err := livecodeblock.New(cfg, e)
		switch {
		case err != nil:
			return nil, err
		case p != nil:
			return p, nil
		}
		if w != "" {
			env.Warn(w)
		}
		return nil, nil
	case "@docusaurus/plugin-pwa":
		if env.Dev {
			return nil, nil
		}
		w, err := pwa.ReadOptions(file, cfg.SiteDir, e)
		if err != nil {
			return nil, err
		}
		return pwa.Plugin{Worker: w}, nil
	}
	if slices.Contains(analytics.Names, e.Name) {
		// Analytics plugins report page views of production builds only, as Docusaurus's;
		// their options are checked in every build.
		p, err := analytics.New(file, cfg.SiteDir, e)
		if err != nil || env.Dev {
			return nil, err
		}
		return p, nil
	}
	return nil, fmt.Errorf("%s: %s: gosaurus builds no plugin %s", file, e.Key, e.Name)
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
