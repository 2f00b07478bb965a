package options

import "testing"

func TestNearest(t *testing.T) {
	keys := []string{"title", "tagline", "baseUrl", "url", "onBrokenLinks", "onBrokenAnchors", "themeConfig"}
	for _, c := range []struct{ word, want string }{
		{"titel", "title"},
		{"baseURL", "baseUrl"},
		{"onBrokenLink", "onBrokenLinks"},
		{"themeconfig", "themeConfig"},
		{"bogusKey", ""},
		{"x", ""},
		{"urls", "url"},
	} {
		if got := Nearest(c.word, keys); got != c.want {
			t.Errorf("Nearest(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}
