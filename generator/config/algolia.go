package config

import (
	"fmt"
	"regexp"

	"gosaurus/generator/jsrt"
)

// Algolia is @docusaurus/theme-search-algolia as gosaurus runs it: DocSearch in the navbar
// (the theme's components in AlgoliaThemeDir, over the classic ones)
// and the search page, searching the Algolia index themeConfig.algolia names.
type Algolia struct {
	AppID string
	// SearchPagePath is the search page's path under baseUrl, "" for no page
	// (searchPagePath: false or null).
	SearchPagePath string
}

// AlgoliaThemeDir is the folder of the Algolia theme's components in the theme's source
// folder (theme-classic/src).
const AlgoliaThemeDir = "theme-search-algolia"

// SearchPage is the search page's path under baseUrl: the Algolia theme's, else the offline
// search's, "search".
func (cfg *Config) SearchPage() string {
	if cfg.Algolia != nil {
		return cfg.Algolia.SearchPagePath
	}
	return "search"
}

// docSearchCSS is the stylesheet the theme imports, from the site's @docsearch/css (a
// dependency of @docsearch/react, as Docusaurus's theme loads it).
const docSearchCSS = "@docsearch/css/dist/style.css"

// readAlgolia reads themeConfig.algolia for the Algolia search theme, which the classic preset
// adds when the key is set and a site may list itself. It checks what the theme's schema
// checks, fills in its defaults where the browser reads them (siteConfig.themeConfig.algolia),
// and sets cfg.Algolia when the site has @docsearch/react installed; without it the build keeps
// the offline search and says so.
func readAlgolia(cfg *Config, file string, tc map[string]any) error {
	v, ok := tc["algolia"]
	if !ok || v == nil {
		return &Error{File: file, Key: "themeConfig.algolia", Msg: "is required by @docusaurus/theme-search-algolia: an object with the appId, apiKey and indexName of your Algolia index"}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return &Error{File: file, Key: "themeConfig.algolia", Msg: fmt.Sprintf("must be an object with appId, apiKey and indexName, got %s", typeName(v))}
	}
	o := optionReader{file: file, key: "themeConfig.algolia", m: m}
	appID, err := o.str("appId", true)
	if err != nil {
		return err
	}
	for _, name := range []string{"apiKey", "indexName"} {
		if _, err := o.str(name, true); err != nil {
			return err
		}
	}
	if _, err := o.str("externalUrlRegex", false); err != nil {
		return err
	}
	if v, ok := m["contextualSearch"]; !ok || v == nil {
		m["contextualSearch"] = true
	} else if _, err := o.boolean("contextualSearch"); err != nil {
		return err
	}
	switch v := m["searchParameters"].(type) {
	case nil:
		m["searchParameters"] = map[string]any{}
	case map[string]any:
	default:
		return o.err("searchParameters", fmt.Sprintf("must be an object of Algolia search parameters, got %s", typeName(v)))
	}
	page := "search"
	if v, ok := m["searchPagePath"]; !ok {
		m["searchPagePath"] = page
	} else {
		switch p := v.(type) {
		case nil:
			page = ""
		case string:
			page = p
		case bool:
			if p {
				return o.err("searchPagePath", "must be a path such as \"search\", or false for no search page; true is not valid")
			}
			page = ""
		default:
			return o.err("searchPagePath", fmt.Sprintf("must be a path such as \"search\", or false for no search page, got %s", typeName(v)))
		}
	}
	if err := replacePathname(cfg, o); err != nil {
		return err
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, "@docsearch/react"); err != nil {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: themeConfig.algolia: %s of Algolia DocSearch, as @docsearch/react is not installed; run npm install in the site folder", file, localSearch))
		return nil
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, docSearchCSS); err != nil {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: themeConfig.algolia: %s of Algolia DocSearch, as @docsearch/css (DocSearch's stylesheet) is not installed; run npm install in the site folder", file, localSearch))
		return nil
	}
	cfg.Algolia = &Algolia{AppID: appID, SearchPagePath: page}
	return nil
}

// replacePathname checks replaceSearchResultPathname, {from, to}, and turns from into the
// regular expression the browser applies, as Docusaurus does: a string matches itself.
func replacePathname(cfg *Config, o optionReader) error {
	v, ok := o.m["replaceSearchResultPathname"]
	if !ok || v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return o.err("replaceSearchResultPathname", fmt.Sprintf("must be an object {from, to}, got %s", typeName(v)))
	}
	r := optionReader{file: o.file, key: o.key + ".replaceSearchResultPathname", m: m}
	if _, err := r.str("to", true); err != nil {
		return err
	}
	switch from := m["from"].(type) {
	case string:
		m["from"] = regexp.QuoteMeta(from)
	case map[string]any:
		// A RegExp reaches gosaurus as an object without its pattern.
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s.from: a RegExp cannot be read by gosaurus, so search results keep their paths; give the text to replace as a string", o.file, r.key))
		delete(o.m, "replaceSearchResultPathname")
	case nil:
		return r.err("from", "is required: the text of result paths to replace, a string or a RegExp")
	default:
		return r.err("from", fmt.Sprintf("must be a string or a RegExp, got %s", typeName(from)))
	}
	return nil
}
