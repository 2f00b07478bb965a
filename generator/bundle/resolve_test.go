package bundle

import (
	"os"
	"path/filepath"
	"testing"
)

// @theme/X looks in the site's src/theme, then the plugins' theme folders (a later plugin
// first), then the classic theme; @theme-original/X starts below the importer's own layer and
// @theme-init/X takes the lowest layer that has X.
func TestThemeLayers(t *testing.T) {
	root := t.TempDir()
	file := func(rel string) string {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("export default 1;\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	site := file("site/src/theme/Footer/index.js")
	first := file("first/theme/Footer/index.js")
	firstOnly := file("first/theme/Only/index.js")
	second := file("second/theme/Footer/index.js")
	classic := file("classic/theme/Footer/index.jsx")
	// A site's component as a file of its name, or as a folder's index, in any of the
	// extensions (Docusaurus's swizzle writes Footer/index.js or .tsx).
	siteFile := file("site/src/theme/Navbar.js")
	file("classic/theme/Navbar/index.jsx")
	siteTSX := file("site/src/theme/Logo/index.tsx")
	file("classic/theme/Logo/index.jsx")
	in := &Input{SiteDir: filepath.Join(root, "site"), ThemeDir: filepath.Join(root, "classic"),
		ThemePaths: []string{filepath.Join(root, "first", "theme"), filepath.Join(root, "second", "theme")}}
	for _, c := range []struct{ prefix, rest, importer, want string }{
		{"@theme", "Footer", "/elsewhere/doc.js", site},
		{"@theme-original", "Footer", site, second},
		{"@theme-original", "Footer", second, first},
		{"@theme-original", "Footer", first, classic},
		{"@theme-init", "Footer", site, classic},
		{"@theme", "Only", site, firstOnly},
		{"@theme", "Navbar", "/elsewhere/doc.js", siteFile},
		{"@theme", "Logo", "/elsewhere/doc.js", siteTSX},
	} {
		got, err := in.themeComponent(c.prefix, c.rest, c.importer)
		if err != nil || got != c.want {
			t.Errorf("%s/%s from %s: %s, %v; want %s", c.prefix, c.rest, c.importer, got, err, c.want)
		}
	}
	if _, err := in.themeComponent("@theme", "Nope", site); err == nil {
		t.Error("a component no layer has resolved")
	}
}
