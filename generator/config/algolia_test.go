package config

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// withDocSearch adds the two packages the Algolia theme needs to a test site's files.
func withDocSearch(files map[string]string) map[string]string {
	files["node_modules/@docsearch/react/package.json"] = `{"name": "@docsearch/react", "module": "dist/esm/index.js", "main": "dist/umd/index.js"}`
	files["node_modules/@docsearch/react/dist/umd/index.js"] = "\n"
	files["node_modules/@docsearch/react/dist/esm/index.js"] = "\n"
	files["node_modules/@docsearch/css/package.json"] = `{"name": "@docsearch/css", "main": "dist/style.css"}`
	files["node_modules/@docsearch/css/dist/style.css"] = ".DocSearch{}\n"
	return files
}

const algoliaKeys = `appId: 'APP', apiKey: 'key', indexName: 'docs'`

// With @docsearch/react installed, the classic preset's themeConfig.algolia is DocSearch, its
// defaults filled in where the browser reads them, as Docusaurus's theme validates them.
func TestAlgoliaDocSearch(t *testing.T) {
	cfg, err := loadAnalytics(t, withDocSearch(configWith(`presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`,
    replaceSearchResultPathname: {from: '/docs/v1.0/', to: '/docs/'}}}`)))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	if cfg.Algolia == nil || *cfg.Algolia != (Algolia{AppID: "APP", SearchPagePath: "search"}) {
		t.Fatalf("Algolia %+v", cfg.Algolia)
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
	cfg, err := loadAnalytics(t, withDocSearch(configWith(`themes: ['@docusaurus/theme-search-algolia'],
  presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`, searchPagePath: false, contextualSearch: false}}`)))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Algolia == nil || cfg.Algolia.SearchPagePath != "" || len(cfg.Warnings) > 0 {
		t.Errorf("Algolia %+v, warnings %q", cfg.Algolia, cfg.Warnings)
	}
}

// Without @docsearch/react the offline search stands in for DocSearch, with one line saying
// what to install, also when the site lists the theme beside the preset.
func TestAlgoliaNotInstalled(t *testing.T) {
	cfg, err := loadAnalytics(t, configWith(`presets: ['classic'], themes: ['search-algolia'], themeConfig: {algolia: {`+algoliaKeys+`}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"docusaurus.config.js: themeConfig.algolia: gosaurus uses its built-in offline search instead of Algolia DocSearch, as @docsearch/react is not installed; run npm install in the site folder"}
	if cfg.Algolia != nil || !slices.Equal(cfg.Warnings, want) {
		t.Errorf("Algolia %+v, warnings %q, want %q", cfg.Algolia, cfg.Warnings, want)
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
		_, err := loadAnalytics(t, withDocSearch(configWith(config)))
		if err == nil || !strings.Contains(err.Error(), "docusaurus.config.js: "+want) {
			t.Errorf("%s:\n got %v\nwant %s", config, err, want)
		}
	}
}

// A RegExp in replaceSearchResultPathname.from reaches gosaurus without its pattern: the
// option is left out with a warning rather than replacing with a wrong pattern.
func TestAlgoliaRegExpFrom(t *testing.T) {
	cfg, err := loadAnalytics(t, withDocSearch(configWith(`presets: ['classic'], themeConfig: {algolia: {`+algoliaKeys+`,
    replaceSearchResultPathname: {from: /\/v\d\//, to: '/'}}}`)))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) != 1 || !strings.Contains(cfg.Warnings[0], "themeConfig.algolia.replaceSearchResultPathname.from: a RegExp cannot be read") {
		t.Errorf("warnings %q", cfg.Warnings)
	}
	if a := cfg.ThemeConfig["algolia"].(map[string]any); slices.Contains(slices.Collect(maps.Keys(a)), "replaceSearchResultPathname") {
		t.Errorf("replaceSearchResultPathname kept: %v", a)
	}
}
