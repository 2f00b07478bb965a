package server

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gosaurus/generator/pipeline"
)

// A doc named 100%.md is the route /100%, written to 100%/index.html as Docusaurus writes it;
// where the route becomes a URL (links, the canonical URL, the sitemap) its "%" is encoded,
// /100%25, and serve answers that URL with the page. A bare "/100%" is no URL: a server
// answers it with 400.
func TestPercentInARoutePath(t *testing.T) {
	site := t.TempDir()
	files := map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"docs/home.md": "---\nslug: /\n---\n\n# Home\n\n[Hundred](./100%.md)\n",
		"docs/100%.md": "# Hundred percent\n",
	}
	for name, body := range files {
		write(t, filepath.Join(site, filepath.FromSlash(name)), body)
	}
	opts := devServer(site, nil).Opts
	opts.OutDir = filepath.Join(t.TempDir(), "build")
	if _, err := pipeline.Run(opts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(opts.OutDir, "100%", "index.html")); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&Handler{Root: opts.OutDir, BaseURL: "/"})
	defer srv.Close()

	_, sitemap := get(t, srv.URL+"/sitemap.xml")
	if !strings.Contains(sitemap, "<loc>https://example.com/100%25</loc>") {
		t.Errorf("the sitemap has no encoded <loc> of /100%%:\n%s", sitemap)
	}
	_, home := get(t, srv.URL+"/")
	_, page := get(t, srv.URL+"/100%25")
	if !strings.Contains(page, "<h1>Hundred percent</h1>") {
		t.Fatalf("/100%%25 is not the page of docs/100%%.md:\n%s", page)
	}
	links := regexp.MustCompile(`(?:href|content)="(?:https://example\.com)?(/100%[^"]*)"`)
	found := links.FindAllStringSubmatch(home+page, -1)
	if len(found) < 3 { // the home page's link, the sidebar's, the canonical URL
		t.Fatalf("%d links to the page, want the home page's, the sidebar's and the canonical URL", len(found))
	}
	for _, m := range found {
		if m[1] != "/100%25" {
			t.Errorf("a link to the page is %s, want /100%%25", m[1])
		} else if status, _ := get(t, srv.URL+m[1]); status != 200 {
			t.Errorf("GET %s: %d", m[1], status)
		}
	}
}
