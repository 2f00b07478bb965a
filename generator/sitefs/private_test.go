package sitefs

import "testing"

func TestPrivate(t *testing.T) {
	for rel, want := range map[string]bool{
		".env": true, ".env.production": true, "sub/.env.local": true, ".env.example": false, "code/.env.sample": false, ".git": true, ".git/config": true,
		"a/.svn/entries": true, ".hg/store": true,
		".well-known/security.txt": false, ".nojekyll": false, ".htaccess": false, "env": false,
		".environment": false, "a.env": false, "docs/.gitignore": false, "img/logo.svg": false,
	} {
		if got := Private(rel); got != want {
			t.Errorf("Private(%q) = %v, want %v", rel, got, want)
		}
	}
}
