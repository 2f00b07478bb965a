package pages

import "testing"

func TestSlug(t *testing.T) {
	for rel, want := range map[string]string{
		"index.js": "/", "about.md": "/about", "team/index.jsx": "/team/", "docs/guide.mdx": "/docs/guide",
		"typed.tsx": "/typed", "a/b/index.tsx": "/a/b/", "indexes.md": "/indexes",
	} {
		if got := Slug(rel); got != want {
			t.Errorf("Slug(%q) = %q, want %q", rel, got, want)
		}
	}
}
