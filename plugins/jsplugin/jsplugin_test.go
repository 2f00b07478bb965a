package jsplugin

import (
	"errors"
	"reflect"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// The hook gets the locale's folder as outDir, its route paths, the not-found page's first
// and under the locale's base URL, whether each page is kept from robots, the route configs, and the locale's
// plugin context; its error names the plugin and where the config lists it.
func TestPostBuildGetsDocusaurusProps(t *testing.T) {
	var got map[string]any
	fail := false
	p := New(config.JSPlugin{Name: "llms", Source: "docusaurus.config.mjs: plugins[0]", PostBuild: func(props map[string]any, _ map[string]map[string]any) error {
		got = props
		if fail {
			return errors.New("disk full")
		}
		return nil
	}}).(*withPostBuild)
	cfg := &config.Config{SiteDir: "/site", BaseURL: "/fr/", Locale: "fr", I18n: config.I18n{DefaultLocale: "en", Locales: []string{"en", "fr"}, Dir: "/site/i18n",
		Configs: map[string]config.LocaleConfig{"en": {Path: "en"}, "fr": {Path: "fr"}}}}
	built := &plugin.Built{Config: cfg, Routes: []plugin.Route{{Path: "/fr/", Plugin: "docusaurus-plugin-content-pages", PluginID: "default", Component: "@site/src/pages/index.js"},
		{Path: "/fr/docs", NoIndex: true, Plugin: "docusaurus-plugin-content-docs", PluginID: "default", Component: "@theme/DocItem", Props: map[string]any{"x": 1.0}}}}
	if err := p.PostBuild(built); err != nil {
		t.Fatal(err)
	}
	if got != nil {
		t.Fatal("the hook ran before the build was written")
	}
	if err := p.Written("/out/fr"); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"outDir": "/out/fr", "routesPaths": []string{"/fr/404.html", "/fr/", "/fr/docs"}, "head": map[string]any{},
		"routesBuildMetadata": map[string]any{"/fr/404.html": map[string]any{"noIndex": false}, "/fr/": map[string]any{"noIndex": false}, "/fr/docs": map[string]any{"noIndex": true}},
		"baseUrl":             "/fr/", "siteDir": "/site", "localizationDir": "/site/i18n/fr", "generatedFilesDir": "/site/.docusaurus"}
	for k, v := range want {
		if !reflect.DeepEqual(got[k], v) {
			t.Errorf("props[%s] = %v, want %v", k, got[k], v)
		}
	}
	if i18n, _ := got["i18n"].(map[string]any); i18n["currentLocale"] != "fr" || i18n["defaultLocale"] != "en" {
		t.Errorf("props.i18n = %v", got["i18n"])
	}
	fail = true
	if err := p.Written("/out/fr"); err == nil || err.Error() != "docusaurus.config.mjs: plugins[0]: plugin llms: postBuild() failed: disk full" {
		t.Errorf("err = %v", err)
	}
}
