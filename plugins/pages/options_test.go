package pages

import (
	"testing"

	"gosaurus/generator/config"
)

func TestReadOptions(t *testing.T) {
	in := config.ContentOptions{ID: "default", Key: "presets[0].pages", Path: "/site/src/pages", Options: map[string]any{"routeBasePath": "/landing/"}}
	opts, err := ReadOptions("docusaurus.config.js", in)
	if err != nil || opts != (Options{ID: "default", Key: "presets[0].pages", Path: "/site/src/pages", RouteBasePath: "landing"}) {
		t.Errorf("options %+v, %v", opts, err)
	}
	in.Options = map[string]any{"routeBasePath": 1.0}
	want := "docusaurus.config.js: presets[0].pages.routeBasePath: must be a string, got a number"
	if _, err := ReadOptions("docusaurus.config.js", in); err == nil || err.Error() != want {
		t.Errorf("a number for routeBasePath: %v, want %s", err, want)
	}
}
