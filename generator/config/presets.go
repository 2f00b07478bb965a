package config

import (
	"fmt"
	"path/filepath"
	"slices"

	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/options"
)

// readPresets reads the classic preset's docs and theme options and standalone
// plugin-content-docs entries, which is where Docusaurus sites configure the docs plugin; the
// entries other presets returned (ran, from runPresets) are read where the preset is, as if
// the site had written them.
func readPresets(cfg *Config, file string, raw map[string]any, dropped []string, ran []presetOutput) error {
	sawClassic := false
	// The Algolia theme, which the classic preset adds for themeConfig.algolia and a site may
	// list as well, is one entry: the first, as the config's entries are read in order.
	add := func(at Place, name, key string, opts map[string]any) {
		if name == algoliaTheme && slices.ContainsFunc(cfg.Plugins, func(e PluginEntry) bool { return e.Name == name }) {
			return
		}
		cfg.addBuiltIn(at, PluginEntry{Name: name, Key: key, Options: opts})
	}
	entries := func(key string) ([]any, error) {
		v, ok := raw[key]
		if !ok || v == nil {
			return nil, nil
		}
		list, ok := v.([]any)
		if !ok {
			return nil, &Error{File: file, Key: key, Msg: "must be an array of names or [name, options] pairs"}
		}
		return list, nil
	}
	// apply reads one entry of presets, plugins or themes (key), k being where it is and at its
	// place in Docusaurus's order.
	var apply func(key string, at Place, k string, name string, opts map[string]any) error
	apply = func(key string, at Place, k string, name string, opts map[string]any) error {
		switch name {
		case "classic", "@docusaurus/preset-classic", "docusaurus-preset-classic":
			sawClassic = true
			// The preset's plugins at their index in the list it returns (see classicPlugins).
			plugin := func(option string) Place {
				return Place{list: presetPlugins, preset: at.preset, index: slices.Index(classicPlugins, option)}
			}
			// The preset's content plugins, each on unless set to false.
			for _, p := range []struct {
				name string
				add  func(*Config, string, Place, string, map[string]any) error
			}{{"docs", addDocs}, {"blog", addBlog}, {"pages", addPages}} {
				if opts[p.name] == false {
					continue
				}
				m, _ := opts[p.name].(map[string]any)
				if m == nil {
					m = map[string]any{}
				}
				if err := p.add(cfg, file, plugin(p.name), k+"."+p.name, m); err != nil {
					return err
				}
			}
			tc, _ := raw["themeConfig"].(map[string]any)
			for _, name := range []string{"gtag", "googleAnalytics"} {
				if tc[name] != nil {
					return &Error{File: file, Key: "themeConfig." + name, Msg: fmt.Sprintf("is no longer read in Docusaurus 3: move it to the classic preset's options, %s.%s", k, name)}
				}
			}
			// The analytics plugins the preset adds for its options.
			for _, name := range []string{"googleAnalytics", "gtag", "googleTagManager"} {
				if m, ok := opts[name].(map[string]any); ok {
					add(plugin(name), presetAnalytics[name], k+"."+name, m)
				} else if v := opts[name]; v != nil && v != false {
					return &Error{File: file, Key: k + "." + name, Msg: fmt.Sprintf("must be the plugin's options object, got %s", options.TypeName(v))}
				}
			}
			// The preset's sitemap plugin, on unless set to false.
			if opts["sitemap"] != false {
				m, _ := opts["sitemap"].(map[string]any)
				if v := opts["sitemap"]; v != nil && m == nil {
					return &Error{File: file, Key: k + ".sitemap", Msg: fmt.Sprintf("must be the sitemap plugin's options object or false, got %s", options.TypeName(v))}
				}
				add(plugin("sitemap"), "@docusaurus/plugin-sitemap", k+".sitemap", m)
			}
			if tc["algolia"] != nil {
				// The preset adds the theme for it, after the classic theme.
				add(Place{list: presetThemes, preset: at.preset, index: 1}, algoliaTheme, k, nil)
			}
			if theme, ok := opts["theme"].(map[string]any); ok {
				if err := themeClassic(cfg, file, k+".theme", theme); err != nil {
					return err
				}
			}
		case "@docusaurus/plugin-content-docs", "content-docs":
			return addDocs(cfg, file, at, k, opts)
		case "@docusaurus/plugin-content-blog", "content-blog":
			return addBlog(cfg, file, at, k, opts)
		case "@docusaurus/plugin-content-pages", "content-pages":
			return addPages(cfg, file, at, k, opts)
		case "@docusaurus/theme-classic", "classic-theme":
			return themeClassic(cfg, file, k, opts)
		case "@docusaurus/plugin-client-redirects", "client-redirects":
			addClientRedirects(cfg, at, k, opts)
		case "":
			// false or null (a plugin turned off), or a function: made by the registry (see JSHost).
		default:
			if full, ok := builtInNames[name]; ok && builtIn(name) {
				switch full {
				case "docusaurus-plugin-sass":
					cfg.Sass = true
				case "@docusaurus/plugin-svgr": // SVG imports are React components
				case localSearch:
					cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s: without Node to run it, gosaurus uses its built-in offline search instead", file, k, name))
				default:
					add(at, full, k, opts)
				}
				return nil
			}
			if key == "presets" {
				i := slices.IndexFunc(ran, func(p presetOutput) bool { return p.key == k })
				if i < 0 {
					return &Error{File: file, Key: k, Msg: fmt.Sprintf("%q is a preset other than classic, which gosaurus did not run; list its plugins and themes under plugins and themes instead", name)}
				}
				for _, list := range ran[i].lists {
					for j, e := range list.data {
						name, opts, err := entry(e)
						if err != nil {
							return &Error{File: file, Key: fmt.Sprintf("%s[%d]", list.key, j), Msg: err.Error()}
						}
						in := Place{list: presetList(list.kind), preset: at.preset, index: j}
						if err := apply(list.kind, in, fmt.Sprintf("%s[%d]", list.key, j), name, opts); err != nil {
							return err
						}
					}
				}
			}
			// Any other plugin or theme is made by the registry (see JSHost).
		}
		return nil
	}
	for _, key := range []string{"presets", "plugins", "themes"} {
		list, err := entries(key)
		if err != nil {
			return err
		}
		for i, e := range list {
			// The entry's place in the config as written: entries that are functions are not in
			// the data, but count there (and live values are found by it).
			n := sourceIndex(dropped, key, i)
			k := fmt.Sprintf("%s[%d]", key, n)
			at := Place{list: siteList(key), index: n}
			if key == "presets" {
				at = Place{list: presetPlugins, preset: n}
			}
			name, opts, err := entry(e)
			if err != nil {
				return &Error{File: file, Key: k, Msg: err.Error()}
			}
			if err := apply(key, at, k, name, opts); err != nil {
				return err
			}
		}
	}
	if !sawClassic && len(cfg.Docs) == 0 {
		// No preset and no docs plugin: a docs/ folder is still read, as gosaurus always has, by
		// a docs plugin before any other.
		return addDocs(cfg, file, Place{list: presetPlugins, preset: -1}, "presets", map[string]any{})
	}
	return nil
}

// builtInNames are the plugins and themes that gosaurus builds in, other than those the config
// reads itself, by every name a config may give them, each to its full name: the name of the
// entry that plugins/registry makes its instance from.
var builtInNames = map[string]string{
	"@docusaurus/plugin-sitemap": "@docusaurus/plugin-sitemap", "sitemap": "@docusaurus/plugin-sitemap",
	"@docusaurus/plugin-svgr": "@docusaurus/plugin-svgr", "svgr": "@docusaurus/plugin-svgr",
	"docusaurus-plugin-sass": "docusaurus-plugin-sass", "sass": "docusaurus-plugin-sass",
	"@docusaurus/plugin-ideal-image": "@docusaurus/plugin-ideal-image", "ideal-image": "@docusaurus/plugin-ideal-image",
	"@docusaurus/theme-search-algolia": algoliaTheme, "search-algolia": algoliaTheme,
	"@docusaurus/theme-mermaid": "@docusaurus/theme-mermaid", "mermaid": "@docusaurus/theme-mermaid",
	"@docusaurus/theme-live-codeblock": "@docusaurus/theme-live-codeblock", "live-codeblock": "@docusaurus/theme-live-codeblock",
	"@docusaurus/plugin-google-gtag": "@docusaurus/plugin-google-gtag", "google-gtag": "@docusaurus/plugin-google-gtag",
	"@docusaurus/plugin-google-analytics": "@docusaurus/plugin-google-analytics", "google-analytics": "@docusaurus/plugin-google-analytics",
	"@docusaurus/plugin-google-tag-manager": "@docusaurus/plugin-google-tag-manager", "google-tag-manager": "@docusaurus/plugin-google-tag-manager",
	"@docusaurus/plugin-vercel-analytics": "@docusaurus/plugin-vercel-analytics", "vercel-analytics": "@docusaurus/plugin-vercel-analytics",
	// Local search plugins: without Node, gosaurus's offline search stands in for them.
	"@easyops-cn/docusaurus-search-local": localSearch, "docusaurus-lunr-search": localSearch,
	"docusaurus-search-local": localSearch, "@cmfcmf/docusaurus-search-local": localSearch,
}

// classicPlugins are the options of the classic preset that add a plugin, in the order of
// the plugins it returns (@docusaurus/preset-classic 3.8.1; its debug plugin, between
// googleAnalytics and gtag, is not built by gosaurus).
var classicPlugins = []string{"docs", "blog", "pages", "googleAnalytics", "gtag", "googleTagManager", "sitemap"}

// presetAnalytics are the analytics plugins the classic preset adds, by its option.
var presetAnalytics = map[string]string{
	"googleAnalytics": "@docusaurus/plugin-google-analytics", "gtag": "@docusaurus/plugin-google-gtag",
	"googleTagManager": "@docusaurus/plugin-google-tag-manager",
}

const (
	algoliaTheme = "@docusaurus/theme-search-algolia"
	localSearch  = "a local search plugin"
)

// builtIn reports whether readPresets handles a plugin or theme name itself.
func builtIn(name string) bool {
	switch name {
	case "classic", "@docusaurus/preset-classic", "docusaurus-preset-classic",
		"@docusaurus/plugin-content-docs", "content-docs", "@docusaurus/plugin-content-blog", "content-blog",
		"@docusaurus/plugin-content-pages", "content-pages", "@docusaurus/theme-classic", "classic-theme",
		"@docusaurus/plugin-client-redirects", "client-redirects":
		return true
	}
	full, ok := builtInNames[name]
	if ok && full == localSearch {
		// Where Node is, a local search plugin runs as itself, as Docusaurus runs it: its
		// SearchBar, its search page and the index its postBuild writes, which a site's own
		// code may import or wrap. Without Node the offline search stands in for it.
		return !jsrt.NodeAvailable()
	}
	return ok
}

// themeClassic reads the classic theme's options: its customCss.
func themeClassic(cfg *Config, file, key string, opts map[string]any) error {
	css, ok := opts["customCss"]
	if !ok || css == nil {
		return nil
	}
	list, err := stringList(css)
	if err != nil {
		return &Error{File: file, Key: key + ".customCss", Msg: err.Error()}
	}
	for _, c := range list {
		cfg.CustomCSS = append(cfg.CustomCSS, AbsIn(cfg.SiteDir, c))
	}
	return nil
}

func entry(e any) (string, map[string]any, error) {
	switch t := e.(type) {
	case string:
		return canonical(t), map[string]any{}, nil
	case []any:
		if len(t) == 0 {
			return "", nil, fmt.Errorf("is an empty array; expected [name, options]")
		}
		name, ok := t[0].(string)
		if !ok {
			return "", nil, fmt.Errorf("the first element must be a module name, got %s", options.TypeName(t[0]))
		}
		opts := map[string]any{}
		if len(t) > 1 {
			if m, ok := t[1].(map[string]any); ok {
				opts = m
			}
		}
		return canonical(name), opts, nil
	case nil:
		return "", nil, nil
	case bool:
		if !t {
			return "", nil, nil // false turns an entry off, as in Docusaurus
		}
	}
	return "", nil, fmt.Errorf("must be a module name, a plugin function or [name, options], got %s", options.TypeName(e))
}

// addDocs adds a docs plugin instance, whose docs are in docs unless its path option says
// otherwise.
func addDocs(cfg *Config, file string, at Place, key string, m map[string]any) error {
	others := make([]ContentOptions, len(cfg.Docs))
	for i, d := range cfg.Docs {
		others[i] = d.ContentOptions
	}
	c, err := readContent(cfg, others, "docs", "docs", file, key, m)
	if err != nil {
		return err
	}
	cfg.Docs = append(cfg.Docs, DocsInstance{ContentOptions: c})
	cfg.addEntry(KindDocs, at, "@docusaurus/plugin-content-docs", c.ID, key, len(cfg.Docs)-1)
	return nil
}

// AbsIn is p, a path of the config, as an absolute path: relative paths are in dir, the site.
func AbsIn(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// sourceIndex is the index, in the list as the config wrote it, of the list's i-th element in
// the config's data, which leaves out the elements that are functions (named in dropped).
func sourceIndex(dropped []string, list string, i int) int {
	for j := 0; ; j++ {
		if slices.Contains(dropped, fmt.Sprintf("%s[%d]", list, j)) {
			continue
		}
		if i == 0 {
			return j
		}
		i--
	}
}

// dataIndex is sourceIndex the other way: where the entry the config has at index i of list
// is in the list of the config's data, without the functions dropped before it.
func dataIndex(dropped []string, list string, i int) int {
	n := i
	for j := 0; j < i; j++ {
		if slices.Contains(dropped, fmt.Sprintf("%s[%d]", list, j)) {
			n--
		}
	}
	return n
}
