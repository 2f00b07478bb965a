package build

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// A rebuild with the previous build's cache renders only the pages whose inputs changed, and
// writes the same site a build from scratch writes.
func TestRebuildWithCache(t *testing.T) {
	site := filepath.Join(t.TempDir(), "basic")
	if err := os.CopyFS(site, os.DirFS("../../testdata/sites/basic")); err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(filepath.Join(site, "build"))
	cache := NewCache()
	opts := testOptions(t, site)
	opts.Cache = cache
	first, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if first.Rendered != first.Pages+1 {
		t.Errorf("first build rendered %d pages, want all %d and the not-found page", first.Rendered, first.Pages)
	}

	appendFile(t, filepath.Join(site, "docs", "guides", "01-first.md"), "\nA sentence added while the dev server runs.\n")
	opts.OutDir = filepath.Join(t.TempDir(), "build")
	second, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if second.Rendered != 1 {
		t.Errorf("after editing one doc's text the rebuild rendered %d pages, want 1", second.Rendered)
	}

	fresh := testOptions(t, site)
	scratch, err := Run(fresh)
	if err != nil {
		t.Fatal(err)
	}
	sameTree(t, second.OutDir, scratch.OutDir)
}

// sameTree fails t unless the folders got and want hold the same files.
func sameTree(t *testing.T, got, want string) {
	t.Helper()
	g, w := readTree(t, got), readTree(t, want)
	if len(g) != len(w) {
		t.Fatalf("%d files with the cache, %d from scratch", len(g), len(w))
	}
	for p, data := range w {
		if !bytes.Equal(g[p], data) {
			t.Errorf("%s differs between the cached build and a build from scratch", p)
		}
	}
}
