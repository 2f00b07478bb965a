package searchalgolia_test

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/plugintest"
	"gosaurus/plugins/registry"
	"gosaurus/plugins/searchalgolia"
	"maps"
	"slices"
	"strings"
	"testing"
)

// withDocSearch adds the two packages the Algolia theme needs to a test site's files.
func withDocSearch(files map[string]string) map[string]string {
	files = maps.Clone(files)
	files["node_modules/@docsearch/react/package.json"] = `{"name": "@docsearch/react", "module": "dist/esm/index.js", "main": "dist/umd/index.js"}`
	files["node_modules/@docsearch/react/dist/umd/index.js"] = "\n"
	files["node_modules/@docsearch/react/dist/esm/index.js"] = "\n"
	files["node_modules/@docsearch/css/package.json"] = `{"name": "@docsearch/css", "main": "dist/style.css"}`
	files["node_modules/@docsearch/css/dist/style.css"] = ".DocSearch{}\n"
	return files
}

// site loads a site with DocSearch installed (or not) and makes its plugins.
func site(t *testing.T, body string, docSearch bool) (*config.Config, *searchalgolia.Plugin, []string, error) {
	t.Helper()
	files := map[string]string{}
	if docSearch {
		files = withDocSearch(files)
	}
	cfg, list, warnings, err := plugintest.Site(t, registry.Plugins, body, files)
	p, _ := plugintest.Find[*searchalgolia.Plugin](list)
	if p != nil {
		cfg = cfg.WithThemeConfig(p.ValidateThemeConfig())
	}
	return cfg, p, warnings, err
}

// searchPage is the path of the search page that p adds, "" for none.
func searchPage(t *testing.T, p *searchalgolia.Plugin) string {
	t.Helper()
	a, err := p.ContentLoaded()
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Routes) == 0 {
		return ""
	}
	return a.Routes[0].Path
}

const algoliaKeys = `appId: 'APP', apiKey: 'key', indexName: 'docs'`

// With @docsearch/react installed, the classic preset's themeConfig.algolia is DocSearch, its
// defaults filled in where the browser reads them, as Docusaurus's theme validates them.
func TestAlgoliaDocSearch(t *testing.T) {
	cfg, p, warnings, err := site(t, `presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`,
    replaceSearchResultPathname: {from: '/docs/v1.0/', to: '/docs/'}}}`, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) > 0 {
		t.Errorf("warnings: %q", warnings)
	}
	if p == nil || searchPage(t, p) != "/search" {
		t.Fatalf("no DocSearch with a search page at /search: %+v", p)
	}
	a := cfg.ThemeConfig["algolia"].(map[string]any)
	if a["contextualSearch"] != true || a["searchPagePath"] != "search" || a["searchParameters"] == nil {
		t.Errorf("defaults not filled in: %v", a)
	}
	if got := a["replaceSearchResultPathname"].(map[string]any)["from"]; got != `/docs/v1\.0/` {
		t.Errorf("from %q, want the string as a regular expression matching itself", got)
	}
}

// The theme listed by the site reads the same options; searchPagePath false means no page.
func TestAlgoliaThemeWithoutPage(t *testing.T) {
	_, p, warnings, err := site(t, `themes: ['@docusaurus/theme-search-algolia'],
  presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`, searchPagePath: false, contextualSearch: false}}`, true)
	if err != nil {
		t.Fatal(err)
	}
	if p == nil || searchPage(t, p) != "" || len(warnings) > 0 {
		t.Errorf("DocSearch %+v, warnings %q", p, warnings)
	}
}

// Without @docsearch/react the offline search stands in for DocSearch, with one line saying
// what to install, also when the site lists the theme beside the preset.
func TestAlgoliaNotInstalled(t *testing.T) {
	_, p, warnings, err := site(t, `presets: ['classic'], themes: ['search-algolia'], themeConfig: {algolia: {`+algoliaKeys+`}}`, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"docusaurus.config.js: themeConfig.algolia: gosaurus uses its built-in offline search instead of Algolia DocSearch, as @docsearch/react is not installed; run npm install in the site folder"}
	if p != nil || !slices.Equal(warnings, want) {
		t.Errorf("DocSearch %+v, warnings %q, want %q", p, warnings, want)
	}
}

// The search page is at searchPagePath under baseUrl, a leading slash or not.
func TestAlgoliaSearchPagePath(t *testing.T) {
	for path, want := range map[string]string{"find": "/find", "/find/": "/find/"} {
		_, p, _, err := site(t, `presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`, searchPagePath: '`+path+`'}}`, true)
		if err != nil {
			t.Fatal(err)
		}
		if got := searchPage(t, p); got != want {
			t.Errorf("searchPagePath %q: the page is at %q, want %q", path, got, want)
		}
	}
}

// Options the theme's schema refuses, each named by its key.
func TestAlgoliaErrors(t *testing.T) {
	for config, want := range map[string]string{
		`presets: ['classic'], themeConfig: {algolia: {apiKey: 'k', indexName: 'i'}}`:                                     "themeConfig.algolia.appId: is required",
		`presets: ['classic'], themeConfig: {algolia: {appId: 'A', indexName: 'i'}}`:                                      "themeConfig.algolia.apiKey: is required",
		`presets: ['classic'], themeConfig: {algolia: {appId: 'A', apiKey: 'k'}}`:                                         "themeConfig.algolia.indexName: is required",
		`presets: ['classic'], themeConfig: {algolia: {appId: 7, apiKey: 'k', indexName: 'i'}}`:                           "themeConfig.algolia.appId: must be a non-empty string, got a number",
		`presets: ['classic'], themeConfig: {algolia: 'APP'}`:                                                             "themeConfig.algolia: must be an object with appId, apiKey and indexName, got a string",
		`themes: ['@docusaurus/theme-search-algolia']`:                                                                    "themeConfig.algolia: is required by @docusaurus/theme-search-algolia",
		`presets: ['classic'], themeConfig: {algolia: {` + algoliaKeys + `, searchPagePath: true}}`:                       "themeConfig.algolia.searchPagePath: must be a path such as \"search\", or false for no search page; true is not valid",
		`presets: ['classic'], themeConfig: {algolia: {` + algoliaKeys + `, contextualSearch: 'yes'}}`:                    "themeConfig.algolia.contextualSearch: must be true or false, got a string",
		`presets: ['classic'], themeConfig: {algolia: {` + algoliaKeys + `, searchParameters: []}}`:                       "themeConfig.algolia.searchParameters: must be an object of Algolia search parameters, got an array",
		`presets: ['classic'], themeConfig: {algolia: {` + algoliaKeys + `, replaceSearchResultPathname: {from: '/a/'}}}`: "themeConfig.algolia.replaceSearchResultPathname.to: is required",
		`presets: ['classic'], themeConfig: {algolia: {` + algoliaKeys + `, replaceSearchResultPathname: {to: '/a/'}}}`:   "themeConfig.algolia.replaceSearchResultPathname.from: is required",
	} {
		_, _, _, err := site(t, config, true)
		if err == nil || !strings.Contains(err.Error(), "docusaurus.config.js: "+want) {
			t.Errorf("%s:\n got %v\nwant %s", config, err, want)
		}
	}
}

// A RegExp in replaceSearchResultPathname.from reaches gosaurus without its pattern: the
// option is left out with a warning rather than replacing with a wrong pattern.
func TestAlgoliaRegExpFrom(t *testing.T) {
	cfg, _, warnings, err := site(t, `presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`,
    replaceSearchResultPathname: {from: /\/v\d\//, to: '/'}}}`, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "themeConfig.algolia.replaceSearchResultPathname.from: a RegExp cannot be read") {
		t.Errorf("warnings %q", warnings)
	}
	if a := cfg.ThemeConfig["algolia"].(map[string]any); slices.Contains(slices.Collect(maps.Keys(a)), "replaceSearchResultPathname") {
		t.Errorf("replaceSearchResultPathname kept: %v", a)
	}
}
