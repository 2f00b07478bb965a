package sitemap

import (
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/site"
)

func postBuild(t *testing.T, cfg *site.Config, opts map[string]any, routes ...plugin.Route) (string, bool) {
	t.Helper()
	o, err := ReadOptions("docusaurus.config.js", config.PluginEntry{Key: "presets[0][1].sitemap", Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	out, mem := output.NewMemory()
	b := &plugin.Built{Config: cfg, Site: out, Routes: routes, Warn: func(msg string) { t.Error(msg) }}
	if err := (Plugin{Options: o}).PostBuild(b); err != nil {
		t.Fatal(err)
	}
	got, ok := mem.Read(o.Filename)
	return string(got), ok
}

// The post-build stage lists every route but the unlisted ones and those whose page says
// noindex, with Docusaurus's defaults.
func TestPluginPostBuild(t *testing.T) {
	got, _ := postBuild(t, &site.Config{URL: "https://example.com"}, nil,
		plugin.Route{Path: "/docs/a"}, plugin.Route{Path: "/docs/hidden", NoIndex: true}, plugin.Route{Path: "/search", Unlisted: true})
	want := `<url><loc>https://example.com/docs/a</loc><changefreq>weekly</changefreq><priority>0.5</priority></url></urlset>`
	if !strings.HasSuffix(got, want) || strings.Count(got, "<url>") != 1 {
		t.Errorf("sitemap.xml:\n%s\nwant /docs/a alone:\n%s", got, want)
	}
}

// Its options, as a site sets them: no changefreq or priority, lastmod from the docs' last
// updates, ignorePatterns, another file name; the routes' paths come with the site's
// trailingSlash applied (routes.Table.ApplyTrailingSlash), and ignorePatterns match them so.
func TestPluginOptions(t *testing.T) {
	yes := true
	cfg := &site.Config{URL: "https://example.com", BaseURL: "/", TrailingSlash: &yes}
	got, ok := postBuild(t, cfg, map[string]any{"changefreq": nil, "priority": nil, "lastmod": "date", "filename": "map.xml",
		"ignorePatterns": []any{"/tags/**", "/docs/private/*"}},
		plugin.Route{Path: "/"}, plugin.Route{Path: "/docs/a/", LastUpdatedAt: 1700000000000}, plugin.Route{Path: "/tags/"}, plugin.Route{Path: "/tags/x/y/"},
		plugin.Route{Path: "/docs/private/p/"}, plugin.Route{Path: "/docs/private/p/deeper/"})
	if !ok {
		t.Fatal("no map.xml")
	}
	for _, want := range []string{"<url><loc>https://example.com/</loc></url>", "<url><loc>https://example.com/docs/a/</loc><lastmod>2023-11-14</lastmod></url>",
		"<loc>https://example.com/docs/private/p/deeper/</loc>"} {
		if !strings.Contains(got, want) {
			t.Errorf("map.xml lacks %s:\n%s", want, got)
		}
	}
	if strings.Count(got, "<url>") != 3 {
		t.Errorf("map.xml has %d pages, want 3:\n%s", strings.Count(got, "<url>"), got)
	}
	if got, _ := postBuild(t, cfg, map[string]any{"lastmod": "datetime"}, plugin.Route{Path: "/a", LastUpdatedAt: 1700000000123}); !strings.Contains(got, "<lastmod>2023-11-14T22:13:20.123Z</lastmod>") {
		t.Errorf("datetime lastmod:\n%s", got)
	}
	if _, ok := postBuild(t, &site.Config{URL: "https://example.com", NoIndex: true}, nil, plugin.Route{Path: "/a"}); ok {
		t.Error("a site with noIndex has a sitemap; Docusaurus writes none")
	}
}

// Options Docusaurus refuses are refused, naming the key.
func TestBadOptions(t *testing.T) {
	for _, c := range []struct {
		opts map[string]any
		want string
	}{
		{map[string]any{"changefreq": "sometimes"}, "presets[0][1].sitemap.changefreq: must be one of always, hourly, daily, weekly, monthly, yearly, never, or null; got sometimes"},
		{map[string]any{"priority": 2.0}, "presets[0][1].sitemap.priority: must be a number from 0 to 1, or null; got 2"},
		{map[string]any{"lastmod": "year"}, `presets[0][1].sitemap.lastmod: must be "date", "datetime" or null; got year`},
		{map[string]any{"ignorePatterns": "/tags/**"}, "presets[0][1].sitemap.ignorePatterns: must be an array of glob patterns such as /tags/**, got a string"},
		{map[string]any{"cacheTime": 600}, "presets[0][1].sitemap.cacheTime: is no longer an option of the sitemap plugin; remove it"},
		{map[string]any{"filename": "../up.xml"}, "presets[0][1].sitemap.filename: must be a file name such as sitemap.xml, got ../up.xml"},
		// An option Docusaurus's schema does not know is refused, as Joi refuses it.
		{map[string]any{"id": "default", "changeFreq": "daily"}, `presets[0][1].sitemap.changeFreq: @docusaurus/plugin-sitemap has no option "changeFreq"; its options are changefreq, priority, lastmod, createSitemapItems, ignorePatterns, filename; did you mean changefreq?`},
	} {
		_, err := ReadOptions("docusaurus.config.js", config.PluginEntry{Key: "presets[0][1].sitemap", Options: c.opts})
		if err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %s", c.opts, err, c.want)
		}
	}
}

// ignorePatterns match route paths as micromatch does in Docusaurus (the cases are
// micromatch's own answers).
func TestGlobs(t *testing.T) {
	for _, c := range []struct {
		glob, path string
		match      bool
	}{
		{"/tags/**", "/tags", true}, {"/tags/**", "/tags/", true}, {"/tags/**", "/tags/a/b", true},
		{"/tags/*", "/tags/a/b", false}, {"/tags/*", "/tags/a", true}, {"/tags/*", "/tags/a/", true},
		{"/docs/**/secret", "/docs/secret", true}, {"/docs/**/secret", "/docs/a/b/secret", true},
		{"**/page/*", "/blog/page/2", true}, {"/blog/{a,b}", "/blog/b", true}, {"/blog/{a,b}", "/blog/c", false},
		{"/a?c", "/abc", true}, {"/docs/tags", "/docs/tags/x", false}, {"/x.y", "/xzy", false},
	} {
		o, err := ReadOptions("c.js", config.PluginEntry{Key: "k", Options: map[string]any{"ignorePatterns": []any{c.glob}}})
		if err != nil {
			t.Fatal(err)
		}
		if got := o.Ignore.MatchString(c.path); got != c.match {
			t.Errorf("%s on %s: %v, want %v (%s)", c.glob, c.path, got, c.match, o.Ignore)
		}
	}
}
