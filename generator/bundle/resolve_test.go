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

// @docusaurus/X is the theme's module X; a content plugin's client file imported by its path
// in the package is the plugin's client entry. The message for a module the theme lacks
// names the import as written.
func TestDocusaurusModules(t *testing.T) {
	theme := t.TempDir()
	for _, rel := range []string{"client/exports/Link.jsx", "client/exports/plugin-content-docs/client.jsx", "client/exports/plugin-content-blog/client.jsx"} {
		p := filepath.Join(theme, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("export default 1;\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in := &Input{SiteDir: t.TempDir(), ThemeDir: theme}
	exports := filepath.Join(theme, "client", "exports")
	for spec, want := range map[string]string{
		"Link":                       filepath.Join(exports, "Link.jsx"),
		"plugin-content-docs/client": filepath.Join(exports, "plugin-content-docs", "client.jsx"),
		"plugin-content-docs/lib/client/docSidebarItemsExpandedState.js": filepath.Join(exports, "plugin-content-docs", "client.jsx"),
		"plugin-content-blog/lib/client/structuredDataUtils.js":          filepath.Join(exports, "plugin-content-blog", "client.jsx"),
		"core/lib/client/exports/Link":                                   filepath.Join(exports, "Link.jsx"),
	} {
		if got, err := in.docusaurusModule(spec); err != nil || got != want {
			t.Errorf("@docusaurus/%s: %s, %v; want %s", spec, got, err, want)
		}
	}
	_, err := in.docusaurusModule("plugin-content-docs/lib/server/index.js")
	if want := "@docusaurus/plugin-content-docs/lib/server/index.js: the theme has no such module (looked in " + exports + ")"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}
