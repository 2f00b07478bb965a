package sitemap

import (
	"strings"
	"testing"
)

// TestLocsAreEncoded: a page whose file name holds a space, "#", "?", "%", a newline or
// non-ASCII letters has a <loc> that addresses it; characters a URL path may hold stay as they are.
func TestLocsAreEncoded(t *testing.T) {
	out := string(Build("https://x.example.com/", items("/a b", "/h#x", "/q?x", "/n\nl", "/café", "/(a)&b=c~'d'", `/s\t`, "/100%", "/50%25"), Options{}))
	for _, want := range []string{
		"<loc>https://x.example.com/a%20b</loc>", "<loc>https://x.example.com/h%23x</loc>",
		"<loc>https://x.example.com/q%3Fx</loc>", "<loc>https://x.example.com/n%0Al</loc>",
		"<loc>https://x.example.com/caf%C3%A9</loc>", "<loc>https://x.example.com/(a)&amp;b=c~&#39;d&#39;</loc>",
		"<loc>https://x.example.com/s%5Ct</loc>", "<loc>https://x.example.com/100%25</loc>",
		"<loc>https://x.example.com/50%2525</loc>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("sitemap lacks %s:\\n%s", want, out)
		}
	}
}

func items(paths ...string) []Item {
	out := make([]Item, len(paths))
	for i, p := range paths {
		out[i] = Item{Path: p}
	}
	return out
}
