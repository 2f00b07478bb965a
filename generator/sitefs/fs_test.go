package sitefs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// FS answers from folder listings as the disk would, links followed, and names the folders
// it was asked about; a new FS sees files created after the first one listed their folder.
func TestFS(t *testing.T) {
	root := t.TempDir()
	mustWrite := func(rel string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mustWrite("theme/Navbar/index.jsx")
	mustWrite("theme/Footer.js")
	if err := os.Symlink(filepath.Join(root, "theme", "Footer.js"), filepath.Join(root, "theme", "Linked.js")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "theme", "Navbar"), filepath.Join(root, "theme", "LinkedDir")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "nowhere"), filepath.Join(root, "theme", "Dangling.js")); err != nil {
		t.Fatal(err)
	}
	fs := NewFS()
	for rel, want := range map[string]bool{
		"theme/Footer.js": true, "theme/Navbar/index.jsx": true, "theme/Linked.js": true, "theme/LinkedDir/index.jsx": true,
		"theme/Navbar": false, "theme/LinkedDir": false, "theme/Dangling.js": false, "theme/Missing.js": false,
		"src/theme/Footer.js": false, "theme/./Navbar/../Footer.js": true,
	} {
		var nilFS *FS
		if got := fs.IsFile(filepath.Join(root, rel)); got != want {
			t.Errorf("IsFile(%s) = %v, want %v", rel, got, want)
		}
		if got := nilFS.IsFile(filepath.Join(root, rel)); got != want {
			t.Errorf("nil FS: IsFile(%s) = %v, want %v", rel, got, want)
		}
	}
	if !slices.Contains(fs.Folders(), filepath.Join(root, "src", "theme")) {
		t.Errorf("Folders() %q lacks the missing folder src/theme it was asked about", fs.Folders())
	}
	mustWrite("src/theme/Footer.js")
	if fs.IsFile(filepath.Join(root, "src", "theme", "Footer.js")) {
		t.Error("an FS re-read a folder it had listed: a build's answers must not change while it runs")
	}
	if !NewFS().IsFile(filepath.Join(root, "src", "theme", "Footer.js")) {
		t.Error("a new FS does not see a new file")
	}
	var nilFS *FS
	before := fs.Listing(filepath.Join(root, "theme"))
	if before != "Footer.js/Linked.js/LinkedDir/Navbar" {
		t.Errorf("Listing from the FS %q: a dangling link names nothing", before)
	}
	if disk := nilFS.Listing(filepath.Join(root, "theme")); disk != "Dangling.js/"+before {
		t.Errorf("Listing from the disk %q", disk)
	}
	mustWrite("theme/New.js")
	if fs.Listing(filepath.Join(root, "theme")) != before {
		t.Error("an FS re-read a folder it had listed")
	}
	if after := NewFS().Listing(filepath.Join(root, "theme")); after == before {
		t.Errorf("Listing is %q before and after a file was added", after)
	}
	if fs.Listing(filepath.Join(root, "nowhere")) != "" || nilFS.Listing(filepath.Join(root, "nowhere")) != "" {
		t.Error("a missing folder's listing is not empty")
	}
}

// AsGiven names a real path as the root it lies in was given, the first root first.
func TestRootsAsGiven(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "real", "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "link")
	if err := os.Symlink(filepath.Join(root, "real"), link); err != nil {
		t.Fatal(err)
	}
	roots := Roots{filepath.Join(link, "site"), filepath.Join(link, "docs")}
	real := filepath.Join(root, "real", "docs", "_part.md")
	if got, want := roots.AsGiven(real), filepath.Join(link, "docs", "_part.md"); got != want {
		t.Errorf("AsGiven(%s) = %s, want %s", real, got, want)
	}
	if other := filepath.Join(root, "elsewhere.md"); roots.AsGiven(other) != other {
		t.Errorf("a path in no root changed: %s", roots.AsGiven(other))
	}
}

func TestEditorTemp(t *testing.T) {
	for _, name := range []string{".#intro.md", "#intro.md#", "intro.md~", "4913", "5036", ".intro.md.swp", ".intro.md.swo", ".intro.md.swpx", "intro.md.tmp.123", "intro.md.tmp", "intro.md___jb_old___", "a.md.crswap"} {
		if !EditorTemp(name) {
			t.Errorf("%s is not taken for an editor's temporary file", name)
		}
	}
	for _, name := range []string{"intro.md", "2024.md", "_category_.json", ".nojekyll", "swap.md", "tmp.md", "logo.svg", "#notes.md"} {
		if EditorTemp(name) {
			t.Errorf("%s, a site's file, is taken for an editor's temporary file", name)
		}
	}
}
