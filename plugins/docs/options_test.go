package docs

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/config"
)

func TestReadOptions(t *testing.T) {
	in := config.DocsInstance{ContentOptions: config.ContentOptions{ID: "default", Key: "presets[0].docs", Path: "/site/docs", Options: map[string]any{
		"routeBasePath": "/", "lastVersion": "current", "tags": false, "sidebarPath": false, "sidebarCollapsed": false,
		"versions":         map[string]any{"current": map[string]any{"label": "Edge", "banner": "none"}},
		"docItemComponent": "@theme/ApiItem", "docRootComponent": "@theme/DocRoot"}}}
	opts, err := ReadOptions("docusaurus.config.js", "/site", in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintln(opts.ID, opts.Path, opts.RouteBasePath == "", opts.LastVersion, opts.NoTagsFile, opts.NoSidebars, *opts.SidebarCollapsed,
		opts.SidebarCollapsible == nil, opts.Versions["current"].Label, opts.Versions["current"].Banner, opts.IncludeCurrentVersion, opts.Breadcrumbs); got != "default /site/docs true current true true false true Edge none true true\n" {
		t.Errorf("options: %s", got)
	}
	// Only the component that is not Docusaurus's default is the instance's own.
	if got := fmt.Sprint(opts.Components); got != "map[docItemComponent:@theme/ApiItem]" {
		t.Errorf("components: %s", got)
	}
}

func TestReadOptionsRefusesBadOptions(t *testing.T) {
	first := Options{Key: "presets[0].docs", RouteBasePath: "docs"}
	for _, tc := range []struct {
		opts map[string]any
		want string
	}{
		{map[string]any{}, `docusaurus.config.js: plugins[0].routeBasePath: "/docs" is also the routeBasePath of the docs instance at presets[0].docs; give each instance its own`},
		{map[string]any{"routeBasePath": "b", "versions": map[string]any{"1.0": map[string]any{"banner": "old"}}}, `plugins[0].versions.1.0.banner: "old" is not a banner; use none, unreleased, unmaintained`},
		{map[string]any{"routeBasePath": "b", "lastVersion": 2.0}, `plugins[0].lastVersion: must be a string, got a number`},
		{map[string]any{"routeBasePath": "b", "exclude": []any{"[a"}}, `plugins[0].exclude: "[a" is not a valid glob pattern`},
		{map[string]any{"routeBasePath": "b", "sidebarPath": true}, `plugins[0].sidebarPath: must be a path or false`},
		{map[string]any{"routeBasePath": "b", "docItemComponent": true}, `plugins[0].docItemComponent: must be a string naming a component's module, such as "@theme/DocItem" (the default of @docusaurus/plugin-content-docs), got a boolean`},
		{map[string]any{"routeBasePath": "b", "docRootComponent": ""}, `plugins[0].docRootComponent: must be a string naming a component's module, such as "@theme/DocRoot" (the default of @docusaurus/plugin-content-docs), got an empty string`},
		{map[string]any{"routeBasePath": "b", "sidebarsPath": "s.js"}, `plugins[0].sidebarsPath: @docusaurus/plugin-content-docs has no option "sidebarsPath"`},
	} {
		in := config.DocsInstance{ContentOptions: config.ContentOptions{ID: "b", Key: "plugins[0]", Path: "/site/b", Options: tc.opts}}
		_, err := ReadOptions("docusaurus.config.js", "/site", in, []Options{first})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v\nwant %q", err, tc.want)
		}
	}
}
