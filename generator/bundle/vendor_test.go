package bundle

import (
	"path/filepath"
	"testing"
)

// React is prebundled for builds that bundle the theme's copy as it is; a build whose
// options could change React bundles it itself.
func TestVendorLeftOut(t *testing.T) {
	root, _ := filepath.Abs("../..")
	site := Input{SiteDir: filepath.Join(root, "testdata", "sites", "basic"), ThemeDir: filepath.Join(root, "theme-classic", "src"), Minify: true}
	v := site.vendor()
	if v == nil {
		t.Fatal("no vendor bundles for the theme's React")
	}
	if len(v.Names["react"]) < 10 || len(v.Names["react-dom/server.browser"]) == 0 {
		t.Errorf("export names: %v", v.Names)
	}
	for name, change := range map[string]func(*Input){
		"dev server":     func(in *Input) { in.DevRoutes = true },
		"alias of react": func(in *Input) { in.Aliases = map[string]string{"react": "preact/compat"} },
		"fallback":       func(in *Input) { in.Fallbacks = map[string]string{"react-dom/client": "x"} },
		"defines":        func(in *Input) { in.Defines = map[string]string{"process.env.X": `"1"`} },
		"no react":       func(in *Input) { in.ThemeDir, in.NodePaths = t.TempDir(), nil },
	} {
		in := site
		change(&in)
		if in.vendor() != nil {
			t.Errorf("%s: React prebundled", name)
		}
	}
}
