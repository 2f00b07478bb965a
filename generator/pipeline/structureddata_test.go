package pipeline

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gosaurus/generator/render"
)

var ldJSON = regexp.MustCompile(`(?s)<script[^>]*type="application/ld\+json"[^>]*>(.*?)</script>`)

// structuredData is the schema.org JSON-LD in the head of a built page.
func structuredData(t *testing.T, page string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, m := range ldJSON.FindAllStringSubmatch(page, -1) {
		var v map[string]any
		if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &v); err != nil {
			t.Fatalf("structured data %q: %v", m[1], err)
		}
		out = append(out, v)
	}
	return out
}

// A post page carries its BlogPosting, with its authors and its blog; a list page the Blog with
// the BlogPosting of each post it lists, as Docusaurus 3.8 writes them.
func TestBlogStructuredData(t *testing.T) {
	opts := testOptions(t, "../../testdata/sites/blog")
	res, post := buildPage(t, opts, "blog/2024/01/15/first-post")
	data := structuredData(t, post)
	if len(data) != 1 {
		t.Fatalf("post page: %d structured data scripts, want 1", len(data))
	}
	p := data[0]
	authors, _ := p["author"].([]any)
	isPartOf, _ := p["isPartOf"].(map[string]any)
	if p["@type"] != "BlogPosting" || p["headline"] != "First post" || p["@id"] != "https://blog.example.com/blog/2024/01/15/first-post" ||
		len(authors) != 2 || isPartOf["@type"] != "Blog" || isPartOf["@id"] != "https://blog.example.com/blog" {
		t.Errorf("post page structured data %v", p)
	}
	list, err := os.ReadFile(filepath.Join(res.OutDir, "blog", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	data = structuredData(t, string(list))
	if len(data) != 1 {
		t.Fatalf("list page: %d structured data scripts, want 1", len(data))
	}
	posts, _ := data[0]["blogPost"].([]any)
	if data[0]["@type"] != "Blog" || len(posts) == 0 {
		t.Fatalf("list page structured data %v", data[0])
	}
	for _, p := range posts {
		if p.(map[string]any)["@type"] != "BlogPosting" {
			t.Errorf("a listed post is %v", p)
		}
	}
}

// Text an author wrote can hold "</script>": in a post's title, description or author, a
// doc's sidebar label or a category's label it stays text inside the page's structured data,
// and never closes the JSON script early, on either render engine.
func TestStructuredDataCannotCloseItsScript(t *testing.T) {
	const evil = "</script><script>alert(1)</script> & \u2028"
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn', " +
			"presets: [['classic', { docs: {}, blog: { onUntruncatedBlogPosts: 'ignore' } }]] };\n",
		"blog/2024-01-01-post.md": "---\ntitle: " + strconv.Quote(evil) + "\ndescription: " + strconv.Quote(evil) +
			"\nauthors:\n  - name: " + strconv.Quote(evil) + "\n---\n\nText.\n",
		"docs/intro.md":              "# Intro\n",
		"docs/guide/_category_.json": `{"label": ` + strconv.Quote(evil) + `}`,
		"docs/guide/page.md":         "---\nsidebar_label: " + strconv.Quote(evil) + "\n---\n\n# Page\n",
	})
	for _, engine := range []string{render.EngineNode, render.EngineGoja} {
		t.Run(engine, func(t *testing.T) {
			opts := testOptions(t, site)
			opts.Engine = engine
			res, err := Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, route := range []string{"blog/2024/01/01/post", "blog", "docs/guide/page"} {
				b, err := os.ReadFile(filepath.Join(res.OutDir, filepath.FromSlash(route), "index.html"))
				if err != nil {
					t.Fatal(err)
				}
				page := string(b)
				if strings.Contains(page, "<script>alert(1)") {
					t.Errorf("%s: the author's text closes a script and opens another", route)
				}
				data := structuredData(t, page)
				if len(data) == 0 {
					t.Fatalf("%s: no structured data", route)
				}
				if !holds(data, evil) {
					t.Errorf("%s: the author's text is not in the structured data as written: %v", route, data)
				}
			}
		})
	}
}

// holds tells whether a string of the JSON value v is s or contains it.
func holds(v any, s string) bool {
	switch v := v.(type) {
	case string:
		return strings.Contains(v, s)
	case []map[string]any:
		return slices.ContainsFunc(v, func(m map[string]any) bool { return holds(m, s) })
	case []any:
		return slices.ContainsFunc(v, func(e any) bool { return holds(e, s) })
	case map[string]any:
		for _, e := range v {
			if holds(e, s) {
				return true
			}
		}
	}
	return false
}
