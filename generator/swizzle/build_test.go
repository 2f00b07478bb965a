package swizzle

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/pipeline"
	"gosaurus/plugins/registry"
)

// buildSite builds siteDir with this checkout's theme and returns its pages: route file →
// HTML, with what differs between two builds of the same pages from different sources taken
// out (the hashes in asset names, and the chunks preloaded, which follow the files' paths).
func buildSite(t *testing.T, siteDir string) map[string][]byte {
	pages, _ := buildSiteCSS(t, siteDir)
	return pages
}

// buildSiteCSS is buildSite, and the text of the site's stylesheets.
func buildSiteCSS(t *testing.T, siteDir string) (map[string][]byte, string) {
	t.Helper()
	root, _ := filepath.Abs("../..")
	res, err := pipeline.Run(pipeline.Options{
		Plugins:   registry.Plugins,
		SiteDir:   siteDir,
		OutDir:    filepath.Join(t.TempDir(), "build"),
		ThemeDir:  filepath.Join(root, "theme-classic", "src"),
		NodePaths: []string{filepath.Join(root, "node_modules")},
		JS:        jsrt.Options{Env: map[string]string{}},
	})
	if err != nil {
		t.Fatalf("build of %s: %v", siteDir, err)
	}
	pages := map[string][]byte{}
	var css strings.Builder
	err = filepath.WalkDir(res.OutDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".css") {
			data, err := os.ReadFile(p)
			css.Write(data)
			return err
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(res.OutDir, p)
		pages[rel] = comparable(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages, css.String()
}

var (
	modulePreload = regexp.MustCompile(`<link rel="modulepreload" [^>]*>\s*`)
	assetHash     = regexp.MustCompile(`\.[A-Za-z0-9_-]{8}\.(js|css|json)\b`)
)

func comparable(page []byte) []byte {
	page = modulePreload.ReplaceAll(page, nil)
	return assetHash.ReplaceAll(page, []byte(".[hash].$1"))
}

func copySite(t *testing.T, fixture string) string {
	t.Helper()
	site := filepath.Join(t.TempDir(), filepath.Base(fixture))
	if err := os.CopyFS(site, os.DirFS(fixture)); err != nil {
		t.Fatal(err)
	}
	_ = os.RemoveAll(filepath.Join(site, "golden"))
	return site
}

func samePages(t *testing.T, want, got map[string][]byte) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d pages, want %d", len(got), len(want))
	}
	for route, w := range want {
		g, ok := got[route]
		switch {
		case !ok:
			t.Errorf("%s: missing", route)
		case !bytes.Equal(g, w):
			i := 0
			for i < len(g) && i < len(w) && g[i] == w[i] {
				i++
			}
			lo := max(0, i-150)
			t.Errorf("%s differs:\nwant …%s\n got …%s", route, w[lo:min(len(w), i+150)], g[lo:min(len(g), i+150)])
		}
	}
}

// Every component of the theme ejected into a site (each top-level one, whose folder holds
// the rest) builds, and the pages are those of the unswizzled site: the theme's components
// import only names a site's copy resolves too. The copies' CSS modules hash their class
// names from their own paths, so the pages are compared without the hashes, and each class
// name that changed has its rules in the stylesheet.
func TestEveryComponentEjectedBuildsTheSamePages(t *testing.T) {
	names, err := classic.Components()
	if err != nil {
		t.Fatal(err)
	}
	for _, fixture := range []string{"docs-features", "blog", "versions"} {
		t.Run(fixture, func(t *testing.T) {
			dir := filepath.Join("../../testdata/sites", fixture)
			if entries, _ := os.ReadDir(filepath.Join(dir, "src", "theme")); len(entries) > 0 {
				t.Fatalf("%s swizzles components of its own; the test needs a site that does not", fixture)
			}
			want, _ := buildSiteCSS(t, dir)
			site := copySite(t, dir)
			ejected := 0
			for _, name := range names {
				if strings.Contains(name, "/") {
					continue // ejected with its top-level folder
				}
				files, err := classic.Eject(site, name)
				if err != nil {
					t.Fatal(err)
				}
				ejected += len(files)
			}
			if ejected < 200 {
				t.Fatalf("ejected %d files; expected the whole theme", ejected)
			}
			got, css := buildSiteCSS(t, site)
			before := map[string]bool{}
			for _, page := range want {
				for _, c := range moduleClasses(page) {
					before[c] = true
				}
			}
			renamed := 0
			for route, page := range got {
				for _, c := range moduleClasses(page) {
					if !before[c] && !strings.Contains(css, "."+c) {
						t.Errorf("%s: class %s has no rule in the stylesheet", route, c)
					}
					if !before[c] {
						renamed++
					}
				}
			}
			if renamed == 0 {
				t.Error("no class name renamed: the copies' stylesheets are not CSS modules")
			}
			samePages(t, withoutClassHashes(want), withoutClassHashes(got))
		})
	}
}

var (
	classAttr = regexp.MustCompile(`class="([^"]*)"`)
	// moduleClass is a class name as a CSS module compiles it, with the hash of its file.
	moduleClass = regexp.MustCompile(`^([a-z][A-Za-z0-9]*_)[A-Za-z0-9_-]{4}$`)
)

// moduleClasses are the class names of a page's elements that a CSS module gave.
func moduleClasses(page []byte) []string {
	var names []string
	for _, m := range classAttr.FindAllSubmatch(page, -1) {
		for _, c := range strings.Fields(string(m[1])) {
			if moduleClass.MatchString(c) {
				names = append(names, c)
			}
		}
	}
	return names
}

// withoutClassHashes takes the hashes out of the pages' CSS module class names.
func withoutClassHashes(pages map[string][]byte) map[string][]byte {
	out := map[string][]byte{}
	for route, page := range pages {
		out[route] = classAttr.ReplaceAllFunc(page, func(attr []byte) []byte {
			m := classAttr.FindSubmatch(attr)
			names := strings.Fields(string(m[1]))
			for i, c := range names {
				names[i] = moduleClass.ReplaceAllString(c, "${1}[hash]")
			}
			return []byte(`class="` + strings.Join(names, " ") + `"`)
		})
	}
	return out
}
