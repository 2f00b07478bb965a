package build

import (
	"bytes"
	"flag"
	"fmt"
	"gosaurus/generator/jsrt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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

// TestGolden builds each fixture site and compares every page's HTML, normalised, with
// testdata/sites/<site>/golden. Refresh with: go test ./generator/build -update
func TestGolden(t *testing.T) {
	sites, _ := filepath.Glob("../../testdata/sites/*")
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			opts := testOptions(t, site)
			res, err := Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			goldenDir := filepath.Join(site, "golden")
			var got []string
			_ = filepath.WalkDir(res.OutDir, func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() || !goldenFile(d.Name()) {
					return err
				}
				rel, _ := filepath.Rel(res.OutDir, p)
				got = append(got, rel)
				data, _ := os.ReadFile(p)
				data = normalize(data)
				golden := filepath.Join(goldenDir, rel)
				if *update {
					_ = os.MkdirAll(filepath.Dir(golden), 0o755)
					return os.WriteFile(golden, data, 0o644)
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Errorf("%s: no golden file (run go test ./generator/build -update): %v", rel, err)
					return nil
				}
				if !bytes.Equal(data, want) {
					t.Errorf("%s differs from %s:\n%s", rel, golden, firstDiff(string(want), string(data)))
				}
				return nil
			})
			if *update {
				return
			}
			var want []string
			_ = filepath.WalkDir(goldenDir, func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					rel, _ := filepath.Rel(goldenDir, p)
					want = append(want, rel)
				}
				return nil
			})
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// goldenFile tells whether a built file is compared with its golden copy: the pages, the
// sitemap and the blog feeds.
func goldenFile(name string) bool {
	switch name {
	case "sitemap.xml", "rss.xml", "atom.xml", "feed.json":
		return true
	}
	return strings.HasSuffix(name, ".html")
}

func firstDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(0, i-120)
	return "want: …" + want[lo:min(len(want), i+200)] + "\n got: …" + got[lo:min(len(got), i+200)]
}

// TestDeterministic builds the same site twice with different worker counts and expects
// byte-identical output.
func TestDeterministic(t *testing.T) {
	site := "../../testdata/sites/basic"
	a := testOptions(t, site)
	a.Workers = 1
	b := testOptions(t, site)
	b.Workers = 4
	ra, err := Run(a)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Run(b)
	if err != nil {
		t.Fatal(err)
	}
	files := func(dir string) map[string][]byte {
		m := map[string][]byte{}
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(dir, p)
				m[rel], _ = os.ReadFile(p)
			}
			return nil
		})
		return m
	}
	fa, fb := files(ra.OutDir), files(rb.OutDir)
	if len(fa) != len(fb) {
		t.Fatalf("%d files vs %d files", len(fa), len(fb))
	}
	for p, data := range fa {
		if !bytes.Equal(data, fb[p]) {
			t.Errorf("%s differs between builds", p)
		}
	}
}
