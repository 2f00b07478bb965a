package config

import (
	"strings"
	"testing"
)

func TestDocsInstances(t *testing.T) {
	cfg := &Config{SiteDir: "/site", BaseURL: "/"}
	err := readPresets(cfg, "docusaurus.config.js", map[string]any{
		"presets": []any{[]any{"classic", map[string]any{"docs": map[string]any{"lastVersion": "current", "versions": map[string]any{"current": map[string]any{"label": "Edge", "banner": "none"}}}}}},
		"plugins": []any{[]any{"@docusaurus/plugin-content-docs", map[string]any{"id": "api", "path": "api", "routeBasePath": "api"}}},
	}, []string{"plugins[0]"}, nil) // a function plugin came first: the data lacks it
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Docs) != 2 || cfg.Docs[1].Key != "plugins[1]" {
		t.Errorf("the api instance is not named where the config has it: %+v", cfg.Docs)
	}
	if len(cfg.Docs) != 2 || cfg.Docs[0].ID != "default" || cfg.Docs[1].ID != "api" || cfg.Docs[1].Path != "/site/api" {
		t.Fatalf("instances: %+v", cfg.Docs)
	}
	if v := cfg.Docs[0].Versions["current"]; v.Label != "Edge" || v.Banner != "none" || cfg.Docs[0].LastVersion != "current" {
		t.Errorf("version options: %+v", cfg.Docs[0])
	}
}

func TestDocsInstanceErrors(t *testing.T) {
	docsPlugin := func(opts map[string]any) any { return []any{"@docusaurus/plugin-content-docs", opts} }
	for _, tc := range []struct {
		plugins []any
		want    string
	}{
		{[]any{docsPlugin(map[string]any{"routeBasePath": "other"})}, `docusaurus.config.js: plugins[0]: a second docs plugin instance with id "default" (the first is at presets[0].docs); give each instance its own id option`},
		{[]any{docsPlugin(map[string]any{"id": "b"})}, `plugins[0].routeBasePath: "/docs" is also the routeBasePath of the docs instance at presets[0].docs`},
		{[]any{docsPlugin(map[string]any{"id": "b", "routeBasePath": "b", "versions": map[string]any{"1.0": map[string]any{"banner": "old"}}})}, `plugins[0].versions.1.0.banner: "old" is not a banner; use none, unreleased, unmaintained`},
		{[]any{docsPlugin(map[string]any{"id": "b", "routeBasePath": "b", "lastVersion": 2.0})}, `plugins[0].lastVersion: must be a string, got a number`},
	} {
		err := readPresets(&Config{SiteDir: "/site", BaseURL: "/"}, "docusaurus.config.js", map[string]any{"presets": []any{"classic"}, "plugins": tc.plugins}, nil, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v\nwant %q", err, tc.want)
		}
	}
}
