package pipeline

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

// A link in static/ to a folder of the site is copied as that folder's files, as Docusaurus's
// copy follows it; a link back to a folder it lies in is not walked again (it would never
// end), and a link to a folder outside the site is refused as a linked file is.
func TestStaticCopyFollowsLinkedFolders(t *testing.T) {
	site := writeSite(t, "", map[string]string{"a.md": "# A\n"})
	writeFiles(t, site, map[string]string{"assets/img/logo.svg": "<svg/>", "assets/notes.txt": "notes", "static/ok.txt": "ok"})
	for link, target := range map[string]string{
		"static/shared":       "../assets",
		"static/shared-again": "shared",
		"assets/img/up":       "..",
		"static/self":         ".",
	} {
		if err := os.Symlink(target, filepath.Join(site, filepath.FromSlash(link))); err != nil {
			t.Fatal(err)
		}
	}
	opts := testOptions(t, site)
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"ok.txt", "shared/img/logo.svg", "shared/notes.txt", "shared-again/img/logo.svg"} {
		if _, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(rel))); err != nil {
			t.Errorf("build/%s: %v", rel, err)
		}
	}
	for _, rel := range []string{"self", "shared/img/up"} {
		if _, err := os.Lstat(filepath.Join(opts.OutDir, filepath.FromSlash(rel))); err == nil {
			t.Errorf("build/%s exists: a link to a folder it lies in was walked", rel)
		}
	}
	warnings := strings.Join(res.Warnings, "\n")
	for _, link := range []string{"static/self", "static/shared/img/up"} {
		if !strings.Contains(warnings, link+" is a link to a folder it lies in") {
			t.Errorf("no warning names %s:\n%s", link, warnings)
		}
	}

	outside := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(site, "static", "elsewhere")); err != nil {
		t.Fatal(err)
	}
	want := "static/elsewhere is a link to a file outside the site folder and the folders its config names; gosaurus copies only files inside them"
	if _, err := Run(testOptions(t, site)); err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}
