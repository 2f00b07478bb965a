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

	doc := filepath.Join(site, "docs", "guides", "01-first.md")
	src, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(doc, append(src, []byte("\nA sentence added while the dev server runs.\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
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
	got, want := readTree(t, second.OutDir), readTree(t, scratch.OutDir)
	if len(got) != len(want) {
		t.Fatalf("%d files with the cache, %d from scratch", len(got), len(want))
	}
	for p, data := range want {
		if !bytes.Equal(got[p], data) {
			t.Errorf("%s differs between the cached rebuild and a build from scratch", p)
		}
	}
}
