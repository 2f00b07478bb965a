package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// GOSAURUS_HOME names a folder with the theme; React and the rest are found as Node finds
// them, in a node_modules folder at or above it (an npm or pnpm install of gosaurus), else at
// or above the site, with no link from the home to them. The node_modules folders above the
// site come last (a workspace's root holds its site's packages).
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
	// A site that is a workspace of its repository: its packages at the root.
	mk(root, "ws/node_modules/@docsearch/react", "ws/packages/site")

	p := func(rel string) string { return filepath.Join(root, filepath.FromSlash(rel)) }
	for _, c := range []struct {
		home, site string
		modules    []string
	}{
		{"npm/node_modules/gosaurus/home", "npm/site", []string{"npm/node_modules/gosaurus/node_modules", "npm/node_modules"}},
		{"npm/node_modules/gosaurus/home", "npm", []string{"npm/node_modules", "npm/node_modules/gosaurus/node_modules"}},
		{"pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules/gosaurus/home", "pnpm/site", []string{"pnpm/node_modules/.pnpm/gosaurus@1.0.0/node_modules", "pnpm/node_modules"}},
		{"bare/home", "bare/site", []string{"bare/site/node_modules"}},
		{"npm/node_modules/gosaurus/home", "ws/packages/site", []string{"npm/node_modules/gosaurus/node_modules", "npm/node_modules", "ws/node_modules"}},
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
		// Those above the test's folder are the machine's, not the case's.
		paths = slices.DeleteFunc(paths, func(m string) bool { return !strings.HasPrefix(m, root+string(filepath.Separator)) })
		if !slices.Equal(paths, want) {
			t.Errorf("%s, site %s: node_modules %q, want %q", c.home, c.site, paths, want)
		}
	}
}
