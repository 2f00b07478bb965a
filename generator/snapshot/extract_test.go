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
