package redirects

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/config"
)

func TestReadOptions(t *testing.T) {
	create := func(paths []string) ([][]string, error) { return nil, nil }
	opts, err := ReadOptions("docusaurus.config.js", config.ClientRedirects{Key: "plugins[0]", CreateRedirects: create, Options: map[string]any{
		"fromExtensions": []any{"html"}, "toExtensions": "htm",
		"redirects": []any{map[string]any{"from": []any{"/a", "/b"}, "to": "/c"}, map[string]any{"from": "/d", "to": "https://example.org/"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintln(opts.Key, opts.FromExtensions, opts.ToExtensions, opts.Redirects); got != "plugins[0] [html] [htm] [{/a /c} {/b /c} {/d https://example.org/}]\n" {
		t.Errorf("options: %s", got)
	}
	if opts.CreateRedirects == nil {
		t.Error("createRedirects was not kept")
	}
}

func TestReadOptionsRefusesBadOptions(t *testing.T) {
	for _, c := range []struct {
		opts map[string]any
		want string
	}{
		{map[string]any{"fromExtensions": []any{".html"}}, `plugins[0].fromExtensions[0]: extension ".html" contains a dot`},
		{map[string]any{"toExtensions": []any{1.0}}, `plugins[0].toExtensions: item 0 must be a string, got a number`},
		{map[string]any{"redirects": "/old"}, `plugins[0].redirects: must be an array of {from, to} objects, got a string`},
		{map[string]any{"redirects": []any{map[string]any{"from": "old", "to": "/new"}}}, `plugins[0].redirects[0].from: "old" is not a path to redirect from`},
		{map[string]any{"redirects": []any{map[string]any{"from": "/old"}}}, `plugins[0].redirects[0].to: must be the path or URL to redirect to`},
		{map[string]any{"createRedirects": "nope"}, `plugins[0].createRedirects: must be a function`},
		{map[string]any{"redirect": []any{}}, `plugins[0].redirect: @docusaurus/plugin-client-redirects has no option "redirect"; its options are fromExtensions, toExtensions, redirects, createRedirects; did you mean redirects?`},
	} {
		_, err := ReadOptions("docusaurus.config.js", config.ClientRedirects{Key: "plugins[0]", Options: c.opts})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "docusaurus.config.js") {
			t.Errorf("%v: error %v, want one naming the file and %q", c.opts, err, c.want)
		}
	}
}
