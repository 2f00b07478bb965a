package snapshot

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The article's text is what a reader sees: not a noscript fallback (an image of
// @docusaurus/plugin-ideal-image has one), whose markup the parser reads as text, nor scripts,
// buttons or heading anchors.
func TestExtractText(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><article><div class="theme-doc-markdown markdown">` +
		`<h2 id="a">Title<a class="hash-link" href="#a">#</a></h2>` +
		`<p>Before the image:</p><div><svg width="320"></svg><noscript><img src="/x.320.jpg" width="320"></noscript></div>` +
		`<p>After <button>Copy</button>it.</p><script>var hidden;</script></div></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Extract(doc).Text, "Title Before the image: After it."; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
}

// The page's JSON-LD scripts are compared by what they say: keys in any order, escapes or
// spacing give the same snapshot, which reads back as it was written; other scripts are not
// structured data.
func TestExtractStructuredData(t *testing.T) {
	page := func(head string) *Page {
		t.Helper()
		doc, err := html.Parse(strings.NewReader(`<html><head>` + head + `<script>var x = {"a": 1};</script></head><body><article></article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		p := Extract(doc)
		p.Route = "/docs/a"
		return p
	}
	a := page(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Guides \u0026 more","item":"https://example.com/docs/guides"}]}</script>` +
		`<script type="application/ld+json">not json</script>`)
	b := page(`<script type="application/ld+json">
  {"itemListElement": [{"item": "https://example.com/docs/guides", "name": "Guides & more", "position": 1, "@type": "ListItem"}],
   "@type": "BreadcrumbList", "@context": "https://schema.org"}</script><script type="application/ld+json">not json</script>`)
	want := `{
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  "itemListElement": [
    {
      "@type": "ListItem",
      "item": "https://example.com/docs/guides",
      "name": "Guides & more",
      "position": 1
    }
  ]
}
not json`
	if a.JSONLD != want || b.JSONLD != want {
		t.Errorf("jsonld:\n%s\n---\n%s\nwant\n%s", a.JSONLD, b.JSONLD, want)
	}
	back, err := Parse(a.Format())
	if err != nil {
		t.Fatal(err)
	}
	if back.JSONLD != want {
		t.Errorf("read back:\n%s", back.JSONLD)
	}
	if got := page("").JSONLD; got != "" {
		t.Errorf("a page without JSON-LD: %q", got)
	}
}
