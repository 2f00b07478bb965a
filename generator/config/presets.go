package config

import (
	"fmt"
	"path/filepath"
	"slices"

	"gosaurus/generator/jsrt"
)

// readPresets reads the classic preset's docs and theme options and standalone
// plugin-content-docs entries, which is where Docusaurus sites configure the docs plugin; the
// entries other presets returned (ran, from runPresets) are read where the preset is, as if
// the site had written them.
func readPresets(cfg *Config, file string, raw map[string]any, dropped []string, ran []presetOutput) error {
	sawClassic := false
	// The Algolia theme, which the classic preset adds for themeConfig.algolia and a site may
	// list as well, is read once.
	algoliaRead := false
	algolia := func() error {
		if algoliaRead {
			return nil
		}
		algoliaRead = true
		tc, _ := raw["themeConfig"].(map[string]any)
		return readAlgolia(cfg, file, tc)
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
	// apply reads one entry of presets, plugins or themes (key), k being where it is.
	var apply func(key, k string, name string, opts map[string]any) error
	apply = func(key, k string, name string, opts map[string]any) error {
		switch name {
		case "classic", "@docusaurus/preset-classic", "docusaurus-preset-classic":
			sawClassic = true
			// The preset's content plugins, each on unless set to false.
			for _, p := range []struct {
				name string
				add  func(*Config, string, string, map[string]any) error
			}{{"docs", addDocs}, {"blog", addBlog}, {"pages", addPages}} {
				if opts[p.name] == false {
					continue
				}
				m, _ := opts[p.name].(map[string]any)
				if m == nil {
					m = map[string]any{}
				}
				if err := p.add(cfg, file, k+"."+p.name, m); err != nil {
					return err
				}
			}
			// The preset's sitemap plugin, on unless set to false.
			if opts["sitemap"] != false {
				m, _ := opts["sitemap"].(map[string]any)
				if v := opts["sitemap"]; v != nil && m == nil {
					return &Error{File: file, Key: k + ".sitemap", Msg: fmt.Sprintf("must be the sitemap plugin's options object or false, got %s", typeName(v))}
				}
				cfg.Sitemap = &PluginOptions{Key: k + ".sitemap", Options: m}
			}
			tc, _ := raw["themeConfig"].(map[string]any)
			if tc["algolia"] != nil {
				// The preset adds theme-search-algolia for it.
				if err := algolia(); err != nil {
					return err
				}
			}
			for _, name := range []string{"gtag", "googleAnalytics"} {
				if tc[name] != nil {
					return &Error{File: file, Key: "themeConfig." + name, Msg: fmt.Sprintf("is no longer read in Docusaurus 3: move it to the classic preset's options, %s.%s", k, name)}
				}
			}
			for _, name := range presetAnalytics {
				if m, ok := opts[name].(map[string]any); ok {
					if err := addAnalytics(cfg, file, k+"."+name, name, m); err != nil {
						return err
					}
				} else if v := opts[name]; v != nil && v != false {
					return &Error{File: file, Key: k + "." + name, Msg: fmt.Sprintf("must be the plugin's options object, got %s", typeName(v))}
				}
			}
			if theme, ok := opts["theme"].(map[string]any); ok {
				if err := themeClassic(cfg, file, k+".theme", theme); err != nil {
					return err
				}
			}
		case "@docusaurus/plugin-content-docs", "content-docs":
			return addDocs(cfg, file, k, opts)
		case "@docusaurus/plugin-content-blog", "content-blog":
			return addBlog(cfg, file, k, opts)
		case "@docusaurus/plugin-content-pages", "content-pages":
			return addPages(cfg, file, k, opts)
		case "@docusaurus/theme-classic", "classic-theme":
			return themeClassic(cfg, file, k, opts)
		case "@docusaurus/plugin-client-redirects", "client-redirects":
			addClientRedirects(cfg, k, opts)
		case "":
			// false or null (a plugin turned off), or a function: instantiated by loadPlugins.
		default:
			if kind, ok := analyticsPlugins[name]; ok {
				return addAnalytics(cfg, file, k, kind, opts)
			}
			if w, ok := knownPlugins[name]; ok {
				switch name {
				case "docusaurus-plugin-sass", "sass":
					cfg.Sass = true
				case "@docusaurus/plugin-sitemap", "sitemap":
					cfg.Sitemap = &PluginOptions{Key: k, Options: opts}
				case "@docusaurus/plugin-ideal-image", "ideal-image":
					cfg.IdealImage = &PluginOptions{Key: k, Options: opts}
				case "@docusaurus/theme-mermaid", "mermaid":
					w = mermaid(cfg, raw)
				case "@docusaurus/theme-search-algolia", "search-algolia":
					if err := algolia(); err != nil {
						return err
					}
				case "@docusaurus/theme-live-codeblock", "live-codeblock":
					var err error
					if w, err = liveCodeBlock(cfg, file); err != nil {
						return err
					}
				}
				if w != "" {
					cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s: %s", file, k, name, w))
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
						if err := apply(list.kind, fmt.Sprintf("%s[%d]", list.key, j), name, opts); err != nil {
							return err
						}
					}
				}
			}
			// Any other plugin or theme is instantiated by loadPlugins.
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
			at := fmt.Sprintf("%s[%d]", key, sourceIndex(dropped, key, i))
			name, opts, err := entry(e)
			if err != nil {
				return &Error{File: file, Key: at, Msg: err.Error()}
			}
			if err := apply(key, at, name, opts); err != nil {
				return err
			}
		}
	}
	if !sawClassic && len(cfg.Docs) == 0 {
		// No preset and no docs plugin: a docs/ folder is still read, as gosaurus always has.
		return addDocs(cfg, file, "presets", map[string]any{})
	}
	return nil
}

// knownPlugins are the plugins and themes gosaurus does not instantiate: built in, or with a
// gosaurus counterpart. The text, when there is one, is the build's one warning about it.
var knownPlugins = map[string]string{
	"@docusaurus/plugin-sitemap": "", "sitemap": "",
	"@docusaurus/plugin-svgr": "", "svgr": "", // SVG imports are React components
	"docusaurus-plugin-sass": "", "sass": "", // compiled with the site's own sass package
	"@docusaurus/plugin-ideal-image": "", "ideal-image": "", // resized by plugins/idealimage
	"@easyops-cn/docusaurus-search-local": localSearch, "docusaurus-lunr-search": localSearch,
	"docusaurus-search-local": localSearch, "@cmfcmf/docusaurus-search-local": localSearch,
	"@docusaurus/theme-search-algolia": "", "search-algolia": "", // see readAlgolia
	"@docusaurus/theme-mermaid": "", "mermaid": "", // see mermaid()
	"@docusaurus/theme-live-codeblock": "", "live-codeblock": "", // see liveCodeBlock()
}

const localSearch = "gosaurus uses its built-in offline search instead"

// mermaid turns mermaid code blocks into diagrams, as @docusaurus/theme-mermaid does when
// markdown.mermaid is true (without it, Docusaurus too shows them as code). It returns the
// warning when the mermaid package the browser would draw them with is not installed.
func mermaid(cfg *Config, raw map[string]any) string {
	md, _ := raw["markdown"].(map[string]any)
	if on, _ := md["mermaid"].(bool); !on {
		return ""
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, "mermaid"); err != nil {
		return "the mermaid package is not installed, so mermaid diagrams are shown as their source code; run npm install in the site folder"
	}
	cfg.Mermaid = true
	return ""
}

// liveCodeBlock turns code blocks whose meta has "live" into playgrounds run in the browser by
// the site's react-live package, as @docusaurus/theme-live-codeblock does. It validates
// themeConfig.liveCodeBlock as the theme does (playgroundPosition "bottom" by default) and
// returns the warning when react-live is not installed; the blocks then stay code.
func liveCodeBlock(cfg *Config, file string) (string, error) {
	opts := map[string]any{}
	switch v := cfg.ThemeConfig["liveCodeBlock"].(type) {
	case nil:
	case map[string]any:
		opts = v
	default:
		return "", &Error{File: file, Key: "themeConfig.liveCodeBlock", Msg: fmt.Sprintf("must be an object, got %s", typeName(v))}
	}
	setDefault(opts, "playgroundPosition", "bottom")
	if p := opts["playgroundPosition"]; p != "top" && p != "bottom" {
		return "", &Error{File: file, Key: "themeConfig.liveCodeBlock.playgroundPosition", Msg: fmt.Sprintf("%v is not valid; use \"top\" or \"bottom\"", p)}
	}
	cfg.ThemeConfig["liveCodeBlock"] = opts
	if _, err := jsrt.Resolve(cfg.SiteDir, "react-live"); err != nil {
		return "the react-live package is not installed, so live code blocks are shown as code; run npm install react-live in the site folder", nil
	}
	cfg.LiveCodeBlock = true
	return "", nil
}

// builtIn reports whether readPresets handles a plugin or theme name itself.
func builtIn(name string) bool {
	switch name {
	case "classic", "@docusaurus/preset-classic", "docusaurus-preset-classic",
		"@docusaurus/plugin-content-docs", "content-docs", "@docusaurus/plugin-content-blog", "content-blog",
		"@docusaurus/plugin-content-pages", "content-pages", "@docusaurus/theme-classic", "classic-theme",
		"@docusaurus/plugin-client-redirects", "client-redirects":
		return true
	}
	if _, ok := analyticsPlugins[name]; ok {
		return true
	}
	_, ok := knownPlugins[name]
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
		cfg.CustomCSS = append(cfg.CustomCSS, absIn(cfg.SiteDir, c))
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
			return "", nil, fmt.Errorf("the first element must be a module name, got %s", typeName(t[0]))
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
	return "", nil, fmt.Errorf("must be a module name, a plugin function or [name, options], got %s", typeName(e))
}

// addDocs adds a docs plugin instance, whose docs are in docs unless its path option says
// otherwise.
func addDocs(cfg *Config, file, key string, m map[string]any) error {
	others := make([]ContentOptions, len(cfg.Docs))
	for i, d := range cfg.Docs {
		others[i] = d.ContentOptions
	}
	c, err := readContent(cfg, others, "docs", "docs", file, key, m)
	if err != nil {
		return err
	}
	cfg.Docs = append(cfg.Docs, DocsInstance{ContentOptions: c})
	return nil
}

func absIn(dir, p string) string {
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
