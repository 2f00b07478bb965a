package output

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzClaim gives Claim output folders spelt relative to a site (with "..", ".", links to
// folders of the site and around it) and builds into what it accepts, through a locale's
// prefix as a multi-locale build does: an accepted folder is neither the site, nor a folder
// holding it, nor inside a folder the site is read from, and the build changes or removes
// nothing outside it.
func FuzzClaim(f *testing.F) {
	for _, out := range []string{"build", "", ".", "..", "./out/", "build/fr", "build/../build", "docs/../build",
		"../site/build", "src/..", "static", "node_modules/x", "versioned_docs/x", "i18n/fr/build",
		"../other", "../prev", "../empty", "../empty/a/b", "../shared/out", "../file.txt", "../../escape",
		"out-link", "build-link", "docs-link", "docs-link/x", "up", "up/x", "up/site/build", "self", "self/build",
		"loop", "loop/x", "dangling", "shared-link/x", "file-link", "file-link/x"} {
		f.Add(out, "fr/")
	}
	for _, prefix := range []string{"", "pt-BR/", "../", "a/../../", "/abs/", ".."} {
		f.Add("../prev", prefix)
	}
	f.Fuzz(func(t *testing.T, out, prefix string) {
		root, err := filepath.EvalSymlinks(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		site := siteTree(t, root)
		dir := filepath.Join(site, out) // as --out-dir, given in the site folder, is made absolute
		if !inside(dir, root) {
			return // a folder of this machine's, not of the test's
		}
		sources := append(SourceFolders(site), filepath.Join(root, "shared"))
		target, err := Claim(dir, site, sources)
		if err != nil {
			return
		}
		checkTarget(t, target.Real, root, site, sources)
		before := snapshot(t, root, target.Real)
		buildInto(t, target.Real, prefix)
		checkUnchanged(t, before, snapshot(t, root, target.Real), target.Real)
	})
}

// siteTree makes, in root, a site with its source folders and an earlier build, and around it
// a folder of the user's, an earlier build, an empty folder, a content folder outside the site
// and a file, with links from the site to each of them and to itself, a dangling link and a
// loop. It returns the site folder.
func siteTree(t *testing.T, root string) string {
	t.Helper()
	site := filepath.Join(root, "site")
	for _, p := range []string{"site/docusaurus.config.js", "site/docs/intro.md", "site/src/pages/index.js", "site/static/img.png",
		"site/i18n/fr/code.json", "site/versioned_docs/version-1/a.md", "site/node_modules/pkg/index.js", "site/build/index.html",
		"other/notes.txt", "prev/" + Marker, "prev/index.html", "shared/guide.md", "file.txt"} {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(root, "empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"out-link": "../other", "build-link": "../prev", "docs-link": "docs", "up": "..",
		"self": ".", "dangling": "../nowhere", "shared-link": "../shared", "file-link": "../file.txt", "loop": "loop"} {
		if err := os.Symlink(to, filepath.Join(site, link)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	return site
}

// checkTarget fails the test when the folder Claim accepted, real, is the site, holds it or
// lies in a source folder, or is outside root, where the build must not be let loose. The
// parts of real that exist must be free of links, which the checks go by.
func checkTarget(t *testing.T, real, root, site string, sources []string) {
	t.Helper()
	if !inside(real, root) {
		t.Fatalf("accepted %s, outside the test's folder %s", real, root)
	}
	existing := real
	for {
		if _, err := os.Lstat(existing); err == nil {
			break
		}
		existing = filepath.Dir(existing)
	}
	if resolved, err := filepath.EvalSymlinks(existing); err != nil || resolved != existing {
		t.Fatalf("accepted %s, whose part %s is a link (to %s, %v)", real, existing, resolved, err)
	}
	if inside(site, real) {
		t.Fatalf("accepted %s, which is or holds the site %s", real, site)
	}
	for _, src := range sources {
		if resolved, err := filepath.EvalSymlinks(src); err == nil && (inside(real, resolved) || inside(resolved, real)) {
			t.Fatalf("accepted %s, inside or holding the source folder %s", real, src)
		}
	}
}

// buildInto builds a few files into dir, some of them under a locale's prefix.
func buildInto(t *testing.T, dir, prefix string) {
	t.Helper()
	s, err := New(dir)
	if err != nil {
		t.Fatalf("New(%s): %v", dir, err)
	}
	locale := s.Sub(prefix)
	for _, add := range []func() error{
		func() error { return s.Add("404.html", []byte("not found")) },
		func() error { return locale.Add("index.html", []byte("home")) },
		func() error { return locale.Add("assets/a.js", []byte("js")) },
	} {
		if add() != nil {
			s.Discard()
			return
		}
	}
	if _, err := s.Commit(); err != nil {
		t.Fatalf("Commit into %s: %v", dir, err)
	}
}

// snapshot is every folder, file (with its bytes) and link (with its target) under root but
// those in target, by path.
func snapshot(t *testing.T, root, target string) map[string]string {
	t.Helper()
	tree := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case inside(p, target):
			return filepath.SkipDir
		case d.Type()&os.ModeSymlink != 0:
			to, err := os.Readlink(p)
			tree[p] = "link to " + to
			return err
		case d.IsDir():
			tree[p] = "folder"
			return nil
		}
		data, err := os.ReadFile(p)
		tree[p] = "file " + string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// checkUnchanged fails the test when after lost or changed anything of before, or has
// anything new but the folders that lead to target (the build makes them).
func checkUnchanged(t *testing.T, before, after map[string]string, target string) {
	t.Helper()
	for p, was := range before {
		if after[p] != was {
			t.Errorf("a build into %s changed %s: %q, now %q", target, p, was, after[p])
		}
	}
	for p, is := range after {
		if _, ok := before[p]; !ok && !(is == "folder" && inside(target, p)) {
			t.Errorf("a build into %s left %s (%s) outside it", target, p, is)
		}
	}
}

// inside tells whether path is dir or under it; both are clean.
func inside(path, dir string) bool {
	return path == dir || strings.HasPrefix(path, strings.TrimSuffix(dir, string(filepath.Separator))+string(filepath.Separator))
}
