package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// GOSAURUS_HOME names a folder with the theme; React and the rest are found as Node finds
// them, in a node_modules folder at or above it (an npm or pnpm install of gosaurus), else at
// or above the site, with no link from the home to them.
func TestLocateWalksUpToNodeModules(t *testing.T) {
	mk := func(root string, dirs ...string) {
		t.Helper()
		for _, d := range dirs {
			if err := os.MkdirAll(filepath.Join(root, filepath.FromSlash(d)), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	react := func(root, dir string) {
		t.Helper()
		mk(root, dir+"/react")
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(dir), "react", "package.json"), []byte(`{"version":"19.1.0"}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root, _ := filepath.EvalSymlinks(t.TempDir())
	// npm: node_modules/gosaurus/home, React hoisted to the project's node_modules, one
	// package nested in gosaurus's own.
	react(root, "npm/node_modules")
	mk(root, "npm/node_modules/gosaurus/home/theme-classic/src", "npm/node_modules/gosaurus/node_modules/clsx", "npm/site")
	// pnpm: the package's dependencies beside it in the store.
	react(root, "pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules")
	mk(root, "pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules/gosaurus/home/theme-classic/src", "pnpm/site")
	// A home with the theme alone, and a site that installed React.
	mk(root, "bare/home/theme-classic/src")
	react(root, "bare/site/node_modules")

	p := func(rel string) string { return filepath.Join(root, filepath.FromSlash(rel)) }
	for _, c := range []struct {
		home, site string
		modules    []string
	}{
		{"npm/node_modules/gosaurus/home", "npm/site", []string{"npm/node_modules/gosaurus/node_modules", "npm/node_modules"}},
		{"npm/node_modules/gosaurus/home", "npm", []string{"npm/node_modules", "npm/node_modules/gosaurus/node_modules"}},
		{"pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules/gosaurus/home", "pnpm/site", []string{"pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules"}},
		{"bare/home", "bare/site", []string{"bare/site/node_modules"}},
	} {
		t.Setenv("GOSAURUS_HOME", p(c.home))
		theme, paths, err := locate(p(c.site))
		if err != nil {
			t.Fatalf("%s: %v", c.home, err)
		}
		if want := p(c.home + "/theme-classic/src"); theme != want {
			t.Errorf("%s: theme %s, want %s", c.home, theme, want)
		}
		var want []string
		for _, m := range c.modules {
			want = append(want, p(m))
		}
		if !slices.Equal(paths, want) {
			t.Errorf("%s, site %s: node_modules %q, want %q", c.home, c.site, paths, want)
		}
	}
}
