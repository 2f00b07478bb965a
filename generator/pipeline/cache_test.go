package pipeline

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A rebuild with the previous build's cache (compiled markdown, esbuild contexts, render
// runtimes and pages) writes, after each kind of change a writer makes while the dev server
// runs, the same site a build from scratch writes, and renders only the pages whose inputs
// changed. Each rebuild is told which files the step changed, as the dev server's watcher
// tells it (Options.Changed).
func TestRebuildWithCache(t *testing.T) {
	site := copySite(t, "sites/basic")
	cache := NewCache()
	defer cache.Close()
	opts := testOptions(t, site)
	opts.Cache = cache
	first, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if first.Rendered != first.Pages {
		t.Errorf("first build rendered %d pages, want all %d (the not-found page, rendered too, is no page of the count)", first.Rendered, first.Pages)
	}

	changed := map[string]bool{}
	write := func(rel, data string) {
		t.Helper()
		p := filepath.Join(site, rel)
		changed[p] = true
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edit := func(rel, old, new string) {
		t.Helper()
		src, err := os.ReadFile(filepath.Join(site, rel))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte(old)) {
			t.Fatalf("%s has no %q", rel, old)
		}
		write(rel, strings.Replace(string(src), old, new, 1))
	}
	remove := func(rel string) {
		t.Helper()
		changed[filepath.Join(site, rel)] = true
		if err := os.RemoveAll(filepath.Join(site, rel)); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		name     string
		change   func()
		rendered int // pages the rebuild renders; -1: not checked
		contains string
		fails    bool // the rebuild fails, and the next one starts from what it left
	}{
		{"edited doc text", func() {
			edit("docs/guides/01-first.md", "The first guide", "The first guide, edited while the dev server runs,")
		}, 1, "edited while the dev server runs", false},
		{"edited doc title", func() {
			edit("docs/guides/01-first.md", "\n# ", "\n# Renamed ")
		}, -1, "Renamed", false},
		{"added doc", func() {
			write("docs/guides/03-third.md", "# Third\n\nSee the [first guide](./01-first.md) and ![a diagram](../img/diagram.svg).\n")
		}, -1, "See the", false},
		{"deleted doc", func() { remove("docs/guides/03-third.md") }, -1, "", false},
		{"sidebar change", func() { edit("sidebars.js", "label: 'Reference'", "label: 'API reference'") }, -1, "API reference", false},
		{"config change", func() {
			edit("docusaurus.config.js", "title: 'Basic',", "title: 'Basic, renamed',")
			edit("docusaurus.config.js", "baseUrl: '/basic/'", "baseUrl: '/moved/'")
		}, -1, "Basic, renamed", false},
		{"CSS change", func() { edit("src/css/custom.css", "#2e7d32", "#8e24aa") }, 0, "#8e24aa", false},
		{"theme override added", func() {
			write("src/theme/Footer/index.jsx", "export default function Footer() {\n  return <footer className=\"footer\">Swizzled footer</footer>;\n}\n")
		}, -1, "Swizzled footer", false},
		{name: "theme override broken", change: func() { edit("src/theme/Footer/index.jsx", "</footer>;", "</footer>;\n  }}") }, fails: true},
		{"theme override fixed and edited", func() {
			edit("src/theme/Footer/index.jsx", "</footer>;\n  }}", "</footer>;")
			edit("src/theme/Footer/index.jsx", "Swizzled footer", "Edited footer")
		}, -1, "Edited footer", false},
		{"theme override deleted", func() { remove("src/theme") }, -1, "Fixture &copy; gosaurus", false},
		{"no change", func() {}, 0, "", false},
	}
	for _, step := range steps {
		clear(changed)
		step.change()
		opts.OutDir = filepath.Join(t.TempDir(), "build")
		opts.Changed = changed
		cached, err := Run(opts)
		if step.fails {
			if err == nil {
				t.Fatalf("%s: the rebuild succeeded", step.name)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: rebuild: %v", step.name, err)
		}
		scratch, err := Run(testOptions(t, site))
		if err != nil {
			t.Fatalf("%s: build from scratch: %v", step.name, err)
		}
		if step.rendered >= 0 && cached.Rendered != step.rendered {
			t.Errorf("%s: the rebuild rendered %d pages, want %d", step.name, cached.Rendered, step.rendered)
		}
		want := sameTree(t, step.name, cached.OutDir, scratch.OutDir)
		if step.contains != "" && !treeContains(want, step.contains) {
			t.Errorf("%s: no file of the build has %q; the change did not take", step.name, step.contains)
		}
	}
}

// A rebuild told which files changed reads only those of the markdown files the build before
// read: an edit it is not told of does not show until a build is told of it, or is not told
// which files changed.
func TestRebuildReadsOnlyChangedFiles(t *testing.T) {
	site := copySite(t, "sites/basic")
	cache := NewCache()
	defer cache.Close()
	opts := testOptions(t, site)
	opts.Cache = cache
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	doc := filepath.Join(site, "docs", "guides", "01-first.md")
	src, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(doc, append(src, "\nAn edit nobody was told of.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, step := range []struct {
		name    string
		changed map[string]bool
		shows   bool
	}{
		{"told of another file", map[string]bool{filepath.Join(site, "sidebars.js"): true}, false},
		{"told of the file", map[string]bool{doc: true}, true},
		{"not told which files changed", nil, true},
	} {
		opts.OutDir, opts.Changed = filepath.Join(t.TempDir(), "build"), step.changed
		if _, err := Run(opts); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if got := treeContains(readTree(t, opts.OutDir), "An edit nobody was told of"); got != step.shows {
			t.Errorf("%s: the edit shows: %v, want %v", step.name, got, step.shows)
		}
	}
}

func treeContains(files map[string][]byte, s string) bool {
	for _, data := range files {
		if bytes.Contains(data, []byte(s)) {
			return true
		}
	}
	return false
}

// sameTree reports, under name, every file that differs between the folders got (a cached
// build) and want (a build from scratch), and returns want's files.
func sameTree(t *testing.T, name, got, want string) map[string][]byte {
	t.Helper()
	g, w := readTree(t, got), readTree(t, want)
	for _, p := range slices.Sorted(maps.Keys(w)) {
		if _, ok := g[p]; !ok {
			t.Errorf("%s: %s is missing from the cached build", name, p)
		} else if !bytes.Equal(g[p], w[p]) {
			t.Errorf("%s: %s differs between the cached build and a build from scratch", name, p)
		}
	}
	for p := range g {
		if _, ok := w[p]; !ok {
			t.Errorf("%s: the cached build has %s, a build from scratch does not", name, p)
		}
	}
	return w
}
