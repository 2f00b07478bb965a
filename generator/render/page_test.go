package render

import (
	"strings"
	"testing"
)

// The head's tags come in Docusaurus's order: the page's own (title, meta, links, then its
// scripts, such as its structured data) before the site's head tags, then the stylesheets and
// the entry script.
func TestDocumentHeadOrder(t *testing.T) {
	shell := &Shell{Lang: "en", Dir: "ltr", DefaultTheme: "light", HeadTags: []string{`<script type="application/ld+json">{"@type":"Organization"}</script>`},
		CSS: []string{"/assets/css/site.css"}, Entry: "/assets/js/entry.js"}
	page := Page{HTML: "<p>x</p>", Head: Head{Title: "<title>T</title>", Meta: `<meta name="description" content="d">`,
		Script: `<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>`}}
	doc := string(shell.Document(page, PageData{}, nil))
	order := []string{"<title>T</title>", `name="description"`, `"BreadcrumbList"`, `"Organization"`, "site.css", "entry.js", "</head>"}
	at := -1
	for _, s := range order {
		i := strings.Index(doc, s)
		if i <= at {
			t.Fatalf("%q is not after the tag before it in the order %q:\n%s", s, order, doc)
		}
		at = i
	}
}
