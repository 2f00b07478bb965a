package jsplugin

import (
	"errors"
	"reflect"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/site"
)

// sharer is a plugin that shares its content, as the docs plugin does.
type sharer struct{ content any }

func (sharer) Name() string       { return "docusaurus-plugin-content-docs" }
func (sharer) InstanceID() string { return "default" }
func (s sharer) Content() any     { return s.content }

// The hook gets the locale's folder as outDir, its route paths, the not-found page's first
// and under the locale's base URL, whether each page is kept from robots, the route configs,
// the plugins with their content (where docusaurus-lunr-search finds the docs' versions), and
// the locale's plugin context; its error names the plugin and where the config lists it.
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
	docs := map[string]any{"loadedVersions": []any{map[string]any{"versionName": "current", "label": "Next"}}}
	p.AllContentLoaded([]plugin.Plugin{sharer{docs}, p})
	cfg := &site.Config{SiteDir: "/site", BaseURL: "/fr/", Locale: "fr", I18n: site.I18n{DefaultLocale: "en", Locales: []string{"en", "fr"}, Dir: "/site/i18n",
		Configs: map[string]site.LocaleConfig{"en": {Path: "en"}, "fr": {Path: "fr"}}}}
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
		"plugins": []any{map[string]any{"name": "docusaurus-plugin-content-docs", "content": docs, "options": map[string]any{"id": "default"}},
			map[string]any{"name": "llms", "content": nil, "options": map[string]any{"id": ""}}},
		"baseUrl": "/fr/", "siteDir": "/site", "localizationDir": "/site/i18n/fr", "generatedFilesDir": "/site/.docusaurus"}
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

// What the plugin's hooks gave with its content reaches the build through the stages of any
// plugin: its theme folder and client modules, its tags, and the part of its configureWebpack
// the bundler follows (an alias to a list is to its first, false an empty module, a provided
// name that is no identifier is left out).
func TestHooksGiveTheStages(t *testing.T) {
	tag := head.Tag{Name: "meta", Attributes: map[string]string{"name": "x"}}
	p := New(config.JSPlugin{Name: "p", ThemePath: "/site/theme", ClientModules: []string{"/site/client.js"}, PreBodyTags: []head.Tag{tag},
		Webpack: &config.WebpackPart{Alias: map[string]any{"a": []any{"/a.js", "/b.js"}, "n": 1.0}, Fallback: map[string]any{"fs": false},
			Define: map[string]string{"X": "1"}, Provide: map[string][]string{"process": {"process/browser"}, "not-a-name": {"x"}, "Empty": {}}}})
	if got, want := p.(plugin.ClientProvider).Client(), (plugin.Client{Modules: []string{"/site/client.js"}, ThemePaths: []string{"/site/theme"}}); !reflect.DeepEqual(got, want) {
		t.Errorf("client %+v, want %+v", got, want)
	}
	if got := p.(plugin.HTMLTagger).InjectHTMLTags(nil); !reflect.DeepEqual(got, plugin.HTMLTags{PreBody: []head.Tag{tag}}) {
		t.Errorf("tags %+v", got)
	}
	want := plugin.Webpack{Aliases: map[string]string{"a": "/a.js"}, Fallbacks: map[string]string{"fs": ""}, Defines: map[string]string{"X": "1"},
		Provides: map[string][]string{"process": {"process/browser"}}}
	if got := p.(plugin.WebpackConfigurer).ConfigureWebpack(); !reflect.DeepEqual(got, want) {
		t.Errorf("webpack %+v, want %+v", got, want)
	}
	if got := New(config.JSPlugin{Name: "q"}).(plugin.WebpackConfigurer).ConfigureWebpack(); !reflect.DeepEqual(got, plugin.Webpack{}) {
		t.Errorf("webpack without configureWebpack %+v", got)
	}
}
