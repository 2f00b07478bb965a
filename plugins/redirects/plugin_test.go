package redirects

import (
	"strings"
	"testing"

	"gosaurus/generator/output"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/site"
)

// The post-build stage writes an instance's redirect pages but never over a file already
// there, which it names in a warning.
func TestPluginPostBuild(t *testing.T) {
	out, mem := output.NewMemory()
	if err := out.Add("old/index.html", []byte("a static page")); err != nil {
		t.Fatal(err)
	}
	var warns, steps []string
	b := &plugin.Built{Config: &site.Config{BaseURL: "/site/"}, ConfigFile: "docusaurus.config.js", Site: out,
		Routes: []plugin.Route{{Path: "/site/docs/intro"}},
		Warn:   func(msg string) { warns = append(warns, msg) },
		Step:   func(name, detail string) { steps = append(steps, name+": "+detail) }}
	p := Plugin{Options: Options{Key: "plugins[1]", Redirects: []Redirect{
		{From: "/old", To: "/docs/intro"}, {From: "/legacy", To: "/docs/intro"}}}}
	if err := p.PostBuild(b); err != nil {
		t.Fatal(err)
	}
	if got, _ := mem.Read("old/index.html"); string(got) != "a static page" {
		t.Errorf("old/index.html was replaced: %q", got)
	}
	if got, ok := mem.Read("legacy/index.html"); !ok || !strings.Contains(string(got), "/site/docs/intro") {
		t.Errorf("legacy/index.html: %q, %v; want the redirect to /site/docs/intro", got, ok)
	}
	want := "docusaurus.config.js: plugins[1]: the redirect from /old to /docs/intro is left out: old/index.html is already written"
	if len(warns) != 1 || warns[0] != want {
		t.Errorf("warnings %q, want [%q]", warns, want)
	}
	if len(steps) != 1 || steps[0] != "redirects: 1 redirect pages" {
		t.Errorf("steps %q", steps)
	}
}
