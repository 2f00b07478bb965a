package pipeline

import (
	"bytes"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/render"
	"gosaurus/generator/snapshot"
	"gosaurus/plugins/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/sites/*/golden")

func testOptions(t *testing.T, site string) Options {
	t.Helper()
	opts, err := repoOptions(site)
	if err != nil {
		t.Fatal(err)
	}
	opts.OutDir = filepath.Join(t.TempDir(), "build")
	return opts
}

// repoOptions builds site with this checkout's theme and node_modules.
func repoOptions(site string) (Options, error) {
	root, _ := filepath.Abs("../..")
	if _, err := os.Stat(filepath.Join(root, "node_modules", "react")); err != nil {
		return Options{}, fmt.Errorf("node_modules missing: run npm ci (make deps) first")
	}
	return Options{
		Plugins:   registry.Plugins,
		SiteDir:   site,
		ThemeDir:  filepath.Join(root, "theme-classic", "src"),
		NodePaths: []string{filepath.Join(root, "node_modules")},
		JS:        jsrt.Options{Env: map[string]string{}},
	}, nil
}

var (
	hashedName = regexp.MustCompile(`\.[A-Za-z0-9]{8}\.(js|css|json|svg|png)`)
	year       = regexp.MustCompile(`© \d{4}`)
)

// normalize makes a page comparable across theme and dependency updates that only move hashes.
func normalize(b []byte) []byte {
	b = hashedName.ReplaceAll(b, []byte(".[hash].$1"))
	return year.ReplaceAll(b, []byte("© [year]"))
}

// TestGolden builds each fixture site and compares what a reader sees on every page (its
// snapshot, see generator/snapshot, as gosaurus diff compares builds) and the sitemap and feeds
// with testdata/sites/<site>/golden. Refresh with: go test ./generator/pipeline -update
func TestGolden(t *testing.T) {
	sites, _ := filepath.Glob("../../testdata/sites/*")
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			opts := testOptions(t, site)
			res, err := Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			pages, err := snapshot.Build(res.OutDir)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string][]byte{} // golden path → contents
			for route, page := range pages {
				name := strings.Trim(route, "/")
				if name == "" {
					name = "index"
				}
				got[filepath.Join("snapshot", filepath.FromSlash(name)+".txt")] = normalize([]byte(page.Format()))
			}
			_ = filepath.WalkDir(res.OutDir, func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() && goldenFile(d.Name()) {
					rel, _ := filepath.Rel(res.OutDir, p)
					data, _ := os.ReadFile(p)
					got[rel] = normalize(data)
				}
				return err
			})
			goldenDir := filepath.Join(site, "golden")
			if *update {
				if err := os.RemoveAll(goldenDir); err != nil {
					t.Fatal(err)
				}
				for rel, data := range got {
					file := filepath.Join(goldenDir, rel)
					if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(file, data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				return
			}
			want := map[string][]byte{}
			_ = filepath.WalkDir(goldenDir, func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					rel, _ := filepath.Rel(goldenDir, p)
					want[rel], _ = os.ReadFile(p)
				}
				return nil
			})
			for _, rel := range slices.Sorted(maps.Keys(got)) {
				w, ok := want[rel]
				switch {
				case !ok:
					t.Errorf("%s: no golden file (run go test ./generator/pipeline -update)", rel)
				case !bytes.Equal(got[rel], w):
					t.Errorf("%s differs from golden/%s:\n%s", rel, rel, firstDiff(string(w), string(got[rel])))
				}
			}
			for _, rel := range slices.Sorted(maps.Keys(want)) {
				if _, ok := got[rel]; !ok {
					t.Errorf("golden/%s: the build no longer has it", rel)
				}
			}
		})
	}
}

// goldenFile tells whether a built file is compared whole with its golden copy: the sitemap
// and the blog feeds (pages are compared by their snapshots).
func goldenFile(name string) bool {
	switch name {
	case "sitemap.xml", "rss.xml", "atom.xml", "feed.json":
		return true
	}
	return false
}

func firstDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(0, i-120)
	return "want: …" + want[lo:min(len(want), i+200)] + "\n got: …" + got[lo:min(len(got), i+200)]
}

// TestRenderEnginesAgree builds each fixture site with the two render engines, goja with one
// worker and Node with four, and expects byte-identical output: the engine and the number of
// workers are no part of what a site looks like.
func TestRenderEnginesAgree(t *testing.T) {
	if !jsrt.NodeAvailable() {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	sites, _ := filepath.Glob("../../testdata/sites/*")
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			a := testOptions(t, site)
			a.Workers, a.Engine = 1, render.EngineGoja
			b := testOptions(t, site)
			b.Workers, b.Engine = 4, render.EngineNode
			fa, fb := buildBoth(t, a, b)
			if len(fa) != len(fb) {
				t.Fatalf("%d files with goja vs %d files with Node", len(fa), len(fb))
			}
			for _, p := range slices.Sorted(maps.Keys(fa)) {
				if !bytes.Equal(fa[p], fb[p]) {
					t.Errorf("%s differs between the engines:\n%s", p, firstDiff(string(fa[p]), string(fb[p])))
				}
			}
		})
	}
}

// buildBoth builds with a and with b and returns the files of each build.
func buildBoth(t *testing.T, a, b Options) (map[string][]byte, map[string][]byte) {
	t.Helper()
	ra, err := Run(a)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Run(b)
	if err != nil {
		t.Fatal(err)
	}
	return readTree(t, ra.OutDir), readTree(t, rb.OutDir)
}
