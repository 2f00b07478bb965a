package config

import (
	"strings"
	"testing"

	"gosaurus/plugins/plugin/site"
)

func TestDocsInstances(t *testing.T) {
	cfg := &Config{Config: site.Config{SiteDir: "/site", BaseURL: "/"}}
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
	if cfg.Docs[0].Options["lastVersion"] != "current" {
		t.Errorf("the options are not kept for the plugin: %+v", cfg.Docs[0])
	}
}

func TestDocsInstanceErrors(t *testing.T) {
	docsPlugin := func(opts map[string]any) any { return []any{"@docusaurus/plugin-content-docs", opts} }
	for _, tc := range []struct {
		plugins []any
		want    string
	}{
		{[]any{docsPlugin(map[string]any{"routeBasePath": "other"})}, `docusaurus.config.js: plugins[0]: a second docs plugin instance with id "default" (the first is at presets[0].docs); give each instance its own id option`},
	} {
		err := readPresets(&Config{Config: site.Config{SiteDir: "/site", BaseURL: "/"}}, "docusaurus.config.js", map[string]any{"presets": []any{"classic"}, "plugins": tc.plugins}, nil, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v\nwant %q", err, tc.want)
		}
	}
}

// The config reads a pages or blog instance's id and folder, one instance per id, and keeps
// the other options for the plugin.
func TestContentPluginInstances(t *testing.T) {
	cfg := &Config{Config: site.Config{SiteDir: "/site"}}
	err := readPresets(cfg, "docusaurus.config.js", map[string]any{
		"presets": []any{[]any{"classic", map[string]any{"blog": map[string]any{"postsPerPage": 5.0}, "pages": false}}},
		"plugins": []any{[]any{"@docusaurus/plugin-content-blog", map[string]any{"id": "news", "path": "news"}}},
	}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Blogs) != 2 || len(cfg.Pages) != 0 || cfg.Blogs[0].Path != "/site/blog" || cfg.Blogs[0].Options["postsPerPage"] != 5.0 ||
		cfg.Blogs[1].ID != "news" || cfg.Blogs[1].Path != "/site/news" || cfg.Blogs[1].Key != "plugins[0]" {
		t.Errorf("blogs %+v, pages %+v", cfg.Blogs, cfg.Pages)
	}
	err = readPresets(&Config{Config: site.Config{SiteDir: "/site"}}, "docusaurus.config.js", map[string]any{
		"plugins": []any{"@docusaurus/plugin-content-pages", "@docusaurus/plugin-content-pages"},
	}, nil, nil)
	want := `docusaurus.config.js: plugins[1]: a second pages plugin instance with id "default" (the first is at plugins[0]); give each instance its own id option`
	if err == nil || err.Error() != want {
		t.Errorf("two pages instances: %v, want %s", err, want)
	}
}
