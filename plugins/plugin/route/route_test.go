package route

import (
	"reflect"
	"testing"
)

// A route component stands for the theme component Docusaurus's route config names; the
// props a postBuild reads leave out the values that stand for modules, at any depth.
func TestRouteAsDocusaurusNamesIt(t *testing.T) {
	for _, c := range []struct{ component, want string }{
		{Component("DocRoute"), "@theme/DocItem"},
		{Component("DocCategoryRoute"), "@theme/DocCategoryGeneratedIndexPage"},
		{Component("PluginRoute"), Component("PluginRoute")},
		{"@theme/BlogPostPage", "@theme/BlogPostPage"},
	} {
		if got := (Route{Component: c.component}).DocusaurusComponent(); got != c.want {
			t.Errorf("%s: %s, want %s", c.component, got, c.want)
		}
	}
	// A docs instance's own component, which the route imports, is the one its config names.
	own := Route{Component: Component("DocRoute"), Props: map[string]any{"docItemComponent": Import("@theme/ApiItem"), "docRootComponent": Import("@theme/R")}}
	if got := own.DocusaurusComponent(); got != "@theme/ApiItem" {
		t.Errorf("a doc with its instance's item: %s", got)
	}
	if got := own.PlainProps(); len(got) != 0 {
		t.Errorf("the components are in the plain props: %v", got)
	}
	r := Route{Props: map[string]any{
		"content": Content{Spec: "x"}, "sidebar": Import("s"), "title": "T", "none": nil,
		"items": []any{map[string]any{"content": Namespace("n"), "n": 1}, Import("i")},
	}}
	want := map[string]any{"title": "T", "none": nil, "items": []any{map[string]any{"n": 1}}}
	if got := r.PlainProps(); !reflect.DeepEqual(got, want) {
		t.Errorf("plain props %v, want %v", got, want)
	}
}
