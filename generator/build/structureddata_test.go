package build

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"testing"
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
