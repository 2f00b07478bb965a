package sitemap

import (
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/plugins/plugin"
)

// The post-build stage lists every route but the unlisted ones.
func TestPluginPostBuild(t *testing.T) {
	site, mem := output.NewMemory()
	b := &plugin.Built{Config: &config.Config{URL: "https://example.com"}, Site: site,
		Routes: []plugin.Route{{Path: "/docs/a"}, {Path: "/docs/hidden", Unlisted: true}, {Path: "/search", Unlisted: true}}}
	if err := (Plugin{}).PostBuild(b); err != nil {
		t.Fatal(err)
	}
	got, _ := mem.Read("sitemap.xml")
	if !strings.Contains(string(got), "<loc>https://example.com/docs/a</loc>") || strings.Contains(string(got), "hidden") || strings.Contains(string(got), "search") {
		t.Errorf("sitemap.xml:\n%s\nwant /docs/a alone", got)
	}
}
