// Package searchalgolia is @docusaurus/theme-search-algolia as gosaurus runs it: DocSearch in
// the navbar (the theme's components in ThemeDir, over the classic ones) and the search page,
// searching the Algolia index that themeConfig.algolia names, and opensearch.xml for the
// search page. The classic preset adds it when themeConfig.algolia is set; a site may list it
// too. Without @docsearch/react installed the build keeps its offline search and says so.
package searchalgolia

import (
	"fmt"
	"maps"
	"regexp"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/options"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// Name is the theme's full name, its entry's in the config.
const Name = "@docusaurus/theme-search-algolia"

// ThemeDir is the folder of the theme's components in the gosaurus theme's source folder
// (theme-classic/src).
const ThemeDir = "theme-search-algolia"

// docSearchCSS is the stylesheet the theme imports, from the site's @docsearch/css (a
// dependency of @docsearch/react, as Docusaurus's theme loads it).
const docSearchCSS = "@docsearch/css/dist/style.css"

// Plugin is the theme for a site, its themeConfig.algolia read.
type Plugin struct {
	// algolia is themeConfig.algolia with the theme's defaults filled in, as the browser reads
	// it (siteConfig.themeConfig.algolia).
	algolia map[string]any
	// searchPage is the search page's path under baseUrl, "" for no page (searchPagePath:
	// false or null).
	searchPage string
	baseURL    string
}

// New reads themeConfig.algolia of cfg, checking what the theme's schema checks. It returns
// nil and a warning when the packages DocSearch needs are not installed: the offline search
// then stays.
func New(cfg *config.Config) (*Plugin, string, error) {
	file := content.Rel(cfg.SiteDir, cfg.File)
	v, ok := cfg.ThemeConfig["algolia"]
	if !ok || v == nil {
		return nil, "", &options.Error{File: file, Key: "themeConfig.algolia", Msg: "is required by @docusaurus/theme-search-algolia: an object with the appId, apiKey and indexName of your Algolia index"}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, "", &options.Error{File: file, Key: "themeConfig.algolia", Msg: fmt.Sprintf("must be an object with appId, apiKey and indexName, got %s", options.TypeName(v))}
	}
	m = maps.Clone(m)
	o := options.New(file, "themeConfig.algolia", m)
	var s string
	for _, name := range []string{"appId", "apiKey", "indexName"} {
		o.Required(name, &s)
	}
	o.String("externalUrlRegex", &s)
	if v, ok := m["contextualSearch"]; !ok || v == nil {
		m["contextualSearch"] = true
	} else {
		var b bool
		o.Bool("contextualSearch", &b)
	}
	switch v := m["searchParameters"].(type) {
	case nil:
		m["searchParameters"] = map[string]any{}
	case map[string]any:
	default:
		o.Fail("searchParameters", fmt.Sprintf("must be an object of Algolia search parameters, got %s", options.TypeName(v)))
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
				o.Fail("searchPagePath", "must be a path such as \"search\", or false for no search page; true is not valid")
			}
			page = ""
		default:
			o.Fail("searchPagePath", fmt.Sprintf("must be a path such as \"search\", or false for no search page, got %s", options.TypeName(v)))
		}
	}
	warning := replacePathname(o)
	if o.Err != nil {
		return nil, "", o.Err
	}
	offline := file + ": themeConfig.algolia: gosaurus uses its built-in offline search instead of Algolia DocSearch, as "
	if _, err := jsrt.Resolve(cfg.SiteDir, "@docsearch/react"); err != nil {
		return nil, offline + "@docsearch/react is not installed; run npm install in the site folder", nil
	}
	if _, err := jsrt.Resolve(cfg.SiteDir, docSearchCSS); err != nil {
		return nil, offline + "@docsearch/css (DocSearch's stylesheet) is not installed; run npm install in the site folder", nil
	}
	return &Plugin{algolia: m, searchPage: page, baseURL: cfg.BaseURL}, warning, nil
}

// replacePathname checks replaceSearchResultPathname, {from, to}, and turns from into the
// regular expression the browser applies, as Docusaurus does: a string matches itself. It
// returns a warning for a RegExp, which reaches gosaurus without its pattern.
func replacePathname(o *options.Reader) string {
	r := o.Object("replaceSearchResultPathname")
	if r == nil {
		return ""
	}
	r.M = maps.Clone(r.M)
	o.M["replaceSearchResultPathname"] = r.M
	var to string
	r.Required("to", &to)
	switch from := r.M["from"].(type) {
	case string:
		r.M["from"] = regexp.QuoteMeta(from)
	case map[string]any:
		delete(o.M, "replaceSearchResultPathname")
		return fmt.Sprintf("%s: %s.from: a RegExp cannot be read by gosaurus, so search results keep their paths; give the text to replace as a string", o.File, r.Key)
	case nil:
		r.Fail("from", "is required: the text of result paths to replace, a string or a RegExp")
	default:
		r.Fail("from", fmt.Sprintf("must be a string or a RegExp, got %s", options.TypeName(from)))
	}
	if o.Err == nil {
		o.Err = r.Err
	}
	return ""
}

// Name is the name of the theme in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-theme-search-algolia" }

// ValidateThemeConfig gives themeConfig.algolia with the theme's defaults filled in.
func (p *Plugin) ValidateThemeConfig() map[string]any {
	return map[string]any{"algolia": p.algolia}
}

// Client layers the theme's components over the classic theme's, as its getThemePath does,
// and loads DocSearch's modal in the browser when the search box opens.
func (*Plugin) Client() plugin.Client {
	return plugin.Client{ThemePaths: []string{ThemeDir}, Generated: map[string]plugin.Module{
		"@generated/optional/docsearch-modal": plugin.BrowserPackage("@docsearch/react/modal")}}
}

// ContentLoaded adds the search page, unless the site has a page at its path.
func (p *Plugin) ContentLoaded() (plugin.Added, error) {
	if p.searchPage == "" {
		return plugin.Added{}, nil
	}
	return plugin.Added{Routes: []route.Route{{Path: p.baseURL + strings.TrimLeft(p.searchPage, "/"), Component: "@theme/SearchPage", Unlisted: true, Yields: true,
		Context: route.Context{Plugin: route.PluginID{Name: p.Name(), ID: "default"}}}}}, nil
}

// InjectHTMLTags link the description from every page's head, as the theme does after the
// content plugins' tags; none without a search page.
func (p *Plugin) InjectHTMLTags(cfg *site.Config) plugin.HTMLTags {
	if p.searchPage == "" {
		return plugin.HTMLTags{}
	}
	return plugin.HTMLTags{Head: []head.Tag{{Name: "link", Attributes: map[string]string{
		"rel": "search", "type": "application/opensearchdescription+xml", "title": cfg.Title, "href": cfg.BaseURL + File}}}}
}

// PostBuild writes the description of the site's search page.
func (p *Plugin) PostBuild(b *plugin.Built) error {
	if p.searchPage == "" {
		return nil
	}
	cfg := b.Config
	return b.Site.Add(File, Build(Site{Title: cfg.Title, URL: strings.TrimSuffix(cfg.URL, "/") + cfg.BaseURL,
		SearchPage: p.searchPage, Favicon: cfg.Favicon}))
}
