package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The static folders are copied with their dotfiles, as Docusaurus copies them (.well-known/,
// .nojekyll), but for environment files and repository folders, each named in a warning.
func TestStaticCopySkipsPrivateFiles(t *testing.T) {
	site := writeSite(t, "", map[string]string{"a.md": "# A\n"})
	writeFiles(t, site, map[string]string{
		"static/.env": "SECRET=1", "static/.env.production": "SECRET=2", "static/.git/config": "[core]",
		"static/img/.git/HEAD": "ref", "static/.well-known/security.txt": "contact", "static/.nojekyll": "",
		"static/ok.txt": "ok",
	})
	opts := testOptions(t, site)
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	for rel, want := range map[string]bool{".env": false, ".env.production": false, ".git": false, "img/.git": false,
		".well-known/security.txt": true, ".nojekyll": true, "ok.txt": true} {
		_, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(rel)))
		if got := err == nil; got != want {
			t.Errorf("build/%s exists: %v, want %v", rel, got, want)
		}
	}
	warnings := strings.Join(res.Warnings, "\n")
	for _, name := range []string{"static/.env ", "static/.env.production ", "static/.git ", "static/img/.git "} {
		if !strings.Contains(warnings, name+"is not copied into the build") {
			t.Errorf("no warning names %s:\n%s", name, warnings)
		}
	}
}
