package jsplugin

import (
	"errors"
	"reflect"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// The hook gets the locale's folder as outDir and its route paths, the not-found page's first
// and under the locale's base URL; its error names the plugin and where the config lists it.
func TestPostBuildGetsDocusaurusProps(t *testing.T) {
	var got map[string]any
	fail := false
	p := &Plugin{Hook: config.PostBuild{Plugin: "llms", Source: "docusaurus.config.mjs: plugins[0]", Run: func(props map[string]any) error {
		got = props
		if fail {
			return errors.New("disk full")
		}
		return nil
	}}}
	built := &plugin.Built{Config: &config.Config{BaseURL: "/fr/"}, Routes: []plugin.Route{{Path: "/fr/"}, {Path: "/fr/docs"}}}
	if err := p.PostBuild(built); err != nil {
		t.Fatal(err)
	}
	if got != nil {
		t.Fatal("the hook ran before the build was written")
	}
	if err := p.Written("/out/fr"); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"outDir": "/out/fr", "routesPaths": []string{"/fr/404.html", "/fr/", "/fr/docs"}, "head": map[string]any{}, "routesBuildMetadata": map[string]any{}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("props %v, want %v", got, want)
	}
	fail = true
	if err := p.Written("/out/fr"); err == nil || err.Error() != "docusaurus.config.mjs: plugins[0]: plugin llms: postBuild() failed: disk full" {
		t.Errorf("err = %v", err)
	}
}
