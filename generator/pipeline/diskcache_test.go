package pipeline

import (
	"bytes"
	"encoding/binary"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"gosaurus/generator/bundle"
)

// A file added to a plugin's theme folder can take over an @theme import, as one in the site's
// src/theme can: the bundle's key changes with the names in both, and with the folders.
func TestBundleKeyThemeLayers(t *testing.T) {
	site, layer := t.TempDir(), t.TempDir()
	in := &bundle.Input{SiteDir: site, ThemePaths: []string{layer}}
	before := bundleKey(in)
	if err := os.MkdirAll(filepath.Join(layer, "SearchPage"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(layer, "SearchPage", "index.jsx"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	added := bundleKey(in)
	if added == before {
		t.Error("a component added to a plugin's theme folder kept the bundle key")
	}
	if bundleKey(&bundle.Input{SiteDir: site}) == added {
		t.Error("a bundle without the theme folder has the same key")
	}
}

// The build cache: a build in a new process with the cache of the one before reuses its
// bundles and pages while their inputs are the same, and always writes what a build without
// the cache writes.
func TestBuildCache(t *testing.T) {
	site := copySite(t, "sites/basic")
	cacheDir := filepath.Join(t.TempDir(), "cache")
	run := func(name string) *Result {
		t.Helper()
		opts := testOptions(t, site)
		opts.CacheDir = cacheDir
		res, err := Run(opts)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fresh, err := Run(testOptions(t, site))
		if err != nil {
			t.Fatal(err)
		}
		sameTree(t, name, res.OutDir, fresh.OutDir)
		return res
	}
	all := func(r *Result) int { return r.Pages } // the not-found page is rendered too, not counted

	if r := run("first build"); r.Rendered != all(r) || r.CachedBundles != 0 {
		t.Errorf("first build: rendered %d of %d pages, %d bundles from the cache; want all, none", r.Rendered, all(r), r.CachedBundles)
	}
	if r := run("unchanged"); r.Rendered != 0 || r.CachedBundles != 1 {
		t.Errorf("unchanged site: rendered %d pages, %d bundles from the cache; want 0 and 1", r.Rendered, r.CachedBundles)
	}

	// A plain markdown doc is a data route, outside the bundles (see bundle.DataRoute): its
	// page is rendered again, the bundles are reused.
	doc := filepath.Join(site, "docs", "guides", "01-first.md")
	appendFile(t, doc, "\nA sentence added between two builds.\n")
	if r := run("edited doc"); r.Rendered != 1 || r.CachedBundles != 1 {
		t.Errorf("one doc edited: rendered %d pages, %d bundles from the cache; want 1 and 1", r.Rendered, r.CachedBundles)
	}
	// Code blocks highlighted by the build before are taken from the cache; a changed one is
	// highlighted anew (run compares each build with one without the cache).
	appendFile(t, doc, "\n```js\nconst cached = 'one';\n```\n")
	run("code block added")
	if entries, _ := os.ReadDir(filepath.Join(cacheDir, highlightsKind)); len(entries) != 1 {
		t.Errorf("%d entries of highlighted code blocks in the cache, want 1", len(entries))
	}
	src, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(doc, bytes.Replace(src, []byte("const cached = 'one';"), []byte("let cached = 2; // two"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	run("code block changed")

	// One with an expression is a module of the bundles: they are built again.
	appendFile(t, doc, "\nTwo and two make {2 + 2}.\n")
	if r := run("doc with an expression"); r.CachedBundles != 0 {
		t.Errorf("a doc given an expression: %d bundles from the cache; want 0", r.CachedBundles)
	}
	appendFile(t, doc, "\nAnd three and three {3 + 3}.\n")
	if r := run("module doc edited"); r.Rendered != 1 || r.CachedBundles != 0 {
		t.Errorf("a module doc edited: rendered %d pages, %d bundles from the cache; want 1 and 0", r.Rendered, r.CachedBundles)
	}

	// A new file in src/theme takes over the theme's Footer: the bundles must not be reused.
	swizzled := filepath.Join(site, "src", "theme", "Footer", "index.js")
	if err := os.MkdirAll(filepath.Dir(swizzled), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(swizzled, []byte("export default function Footer() {\n  return <footer className=\"footer\">A swizzled footer</footer>;\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run("swizzled footer"); r.Rendered != all(r) || r.CachedBundles != 0 {
		t.Errorf("new theme override: rendered %d of %d pages, %d bundles from the cache; want all, none", r.Rendered, all(r), r.CachedBundles)
	}
	// An edit of a file esbuild read (the site's CSS) makes the bundles miss too.
	appendFile(t, filepath.Join(site, "src", "css", "custom.css"), "\n.cache-test { color: red; }\n")
	if r := run("edited CSS"); r.CachedBundles != 0 {
		t.Errorf("edited CSS: %d bundles from the cache, want 0", r.CachedBundles)
	}

	// Damaged entries are misses, not errors.
	err = filepath.WalkDir(cacheDir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			err = os.WriteFile(p, []byte("not an entry"), 0o644)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if r := run("damaged cache"); r.Rendered != all(r) || r.CachedBundles != 0 {
		t.Errorf("damaged cache: rendered %d of %d pages, %d bundles from the cache; want all, none", r.Rendered, all(r), r.CachedBundles)
	}
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(src, text...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// copySite copies the fixture site dir of testdata ("sites/basic", "npm-sites/pwa") to a
// temporary folder, without its build.
func copySite(t *testing.T, dir string) string {
	t.Helper()
	site := filepath.Join(t.TempDir(), filepath.Base(dir))
	if err := os.CopyFS(site, os.DirFS(filepath.Join("../../testdata", dir))); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"build", ".gosaurus-cache"} {
		os.RemoveAll(filepath.Join(site, dir))
	}
	return site
}

// A damaged pack of rendered pages (a flipped byte, an end cut off) costs renders, never
// wrong pages: the pages it no longer holds intact are rendered again and come out as a build
// without the cache writes them.
func TestDamagedCacheEntriesMiss(t *testing.T) {
	site, opts, pack, data := cachedBasicSite(t)
	data[len(data)/2] ^= 1
	if err := os.WriteFile(pack, data[:len(data)-10], 0o644); err != nil {
		t.Fatal(err)
	}
	res, fresh := rebuildLikeFresh(t, site, opts, "damaged pack")
	if res.Rendered < 1 || res.Rendered >= fresh.Rendered {
		t.Errorf("rendered %d pages of %d after the pack was damaged", res.Rendered, fresh.Rendered)
	}
}

// A FIFO at the path of each cache entry (a pack, a bundle, the highlighted code blocks) is a
// miss: the build neither waits on it for a writer nor fails, and writes the site a build
// without the cache writes.
func TestCacheEntriesThatAreNotFilesMiss(t *testing.T) {
	site := copySite(t, "sites/basic")
	cacheDir := filepath.Join(t.TempDir(), "cache")
	opts := testOptions(t, site)
	opts.CacheDir = cacheDir
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	var entries []string
	err := filepath.WalkDir(cacheDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			entries = append(entries, p)
		}
		return err
	})
	if err != nil || len(entries) < 2 {
		t.Fatalf("cache entries: %v %v", entries, err)
	}
	for _, p := range entries {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		if err := unix.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts = testOptions(t, site)
	opts.CacheDir = cacheDir
	done := make(chan error, 1)
	go func() {
		_, err := Run(opts)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the build with FIFOs in its cache did not finish in 2 minutes")
	}
	fresh, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	sameTree(t, "FIFOs in the cache", opts.OutDir, fresh.OutDir)
}

// Two pages of the render pack with their ids swapped are not served as each other: each is
// rendered again, and the build writes what a build without the cache writes.
func TestSwappedPackEntriesMiss(t *testing.T) {
	site, opts, pack, data := cachedBasicSite(t)
	// Each entry: its id and its hash (32 bytes each), its payload's length (8, little-endian),
	// its payload; a page's payload (render.Page in gob) names its fields.
	var pages []int
	for off := 0; off < len(data); {
		n := int(binary.LittleEndian.Uint64(data[off+64 : off+72]))
		if bytes.Contains(data[off+72:off+72+n], []byte("HTML")) {
			pages = append(pages, off)
		}
		off += 72 + n
	}
	if len(pages) < 2 {
		t.Fatalf("%d pages in the pack", len(pages))
	}
	a, b := pages[0], pages[1]
	idA := slices.Clone(data[a : a+32])
	copy(data[a:], data[b:b+32])
	copy(data[b:], idA)
	if err := os.WriteFile(pack, data, 0o644); err != nil {
		t.Fatal(err)
	}
	res, _ := rebuildLikeFresh(t, site, opts, "swapped pack entries")
	if res.Rendered != 2 {
		t.Errorf("rendered %d pages after two entries of the pack were swapped, want 2", res.Rendered)
	}
}

// cachedBasicSite builds a copy of the basic fixture with a build cache, and returns the site,
// its options, the cache's pack of rendered pages and what the pack holds.
func cachedBasicSite(t *testing.T) (site string, opts Options, pack string, data []byte) {
	t.Helper()
	site = copySite(t, "sites/basic")
	opts = testOptions(t, site)
	opts.CacheDir = filepath.Join(t.TempDir(), "cache")
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	packs, err := filepath.Glob(filepath.Join(opts.CacheDir, "render-*", "pack"))
	if err != nil || len(packs) != 1 {
		t.Fatalf("render packs: %v %v", packs, err)
	}
	if data, err = os.ReadFile(packs[0]); err != nil {
		t.Fatal(err)
	}
	return site, opts, packs[0], data
}

// rebuildLikeFresh builds the site again with opts' cache into a new folder and fails the
// test unless it writes what a build without the cache writes; it returns both builds.
func rebuildLikeFresh(t *testing.T, site string, opts Options, what string) (cached, fresh *Result) {
	t.Helper()
	opts.OutDir = filepath.Join(t.TempDir(), "build")
	cached, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if fresh, err = Run(testOptions(t, site)); err != nil {
		t.Fatal(err)
	}
	sameTree(t, what, cached.OutDir, fresh.OutDir)
	return cached, fresh
}
