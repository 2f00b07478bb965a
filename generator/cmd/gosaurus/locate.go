package main

import (
	"fmt"
	"os"
	"path/filepath"

	"gosaurus/generator/home"
)

// locate finds the classic theme's sources and the node_modules folders that hold React and
// the theme's other packages: GOSAURUS_HOME if set, else the gosaurus checkout above the
// executable (a development build uses the checkout's theme as edited), else the home this
// binary carries (built with -tags embedhome), unpacked into the user's cache folder, else a
// checkout above the current folder or the site. The site's own node_modules come first, so
// that what the site itself imports resolves to its own versions.
func locate(siteDir string) (themeDir string, nodePaths []string, err error) {
	root, err := homeRoot(siteDir)
	if err != nil {
		return "", nil, err
	}
	site, _ := filepath.Abs(filepath.Join(siteDir, "node_modules"))
	paths := []string{}
	if isDir(site) {
		paths = append(paths, site)
	}
	return filepath.Join(root, "theme-classic", "src"), append(paths, filepath.Join(root, "node_modules")), nil
}

// homeRoot is the folder holding theme-classic/ and node_modules/ (see locate).
func homeRoot(siteDir string) (string, error) {
	root, err := checkoutRoot(siteDir)
	if root != "" || err != nil {
		return root, err
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no folder to unpack the theme into: %w (set XDG_CACHE_HOME or HOME)", err)
	}
	return home.Unpack(home.Archive, cache)
}

// checkoutRoot is the checkout locate uses, or "" when it uses the home this binary carries.
func checkoutRoot(siteDir string) (string, error) {
	var first []string
	if h := os.Getenv("GOSAURUS_HOME"); h != "" {
		first = append(first, h)
	}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			first = append(first, ancestors(filepath.Dir(real))...)
		}
	}
	if c, ok := findHome(first); ok {
		return c, nil
	}
	if len(home.Archive) > 0 {
		return "", nil
	}
	var rest []string
	if wd, err := os.Getwd(); err == nil {
		rest = append(rest, ancestors(wd)...)
	}
	if abs, err := filepath.Abs(siteDir); err == nil {
		rest = append(rest, ancestors(abs)...)
	}
	if c, ok := findHome(rest); ok {
		return c, nil
	}
	return "", fmt.Errorf("cannot find the gosaurus theme (theme-classic/src with node_modules beside it); install gosaurus with `make install`, or run `npm ci` in the gosaurus checkout or set GOSAURUS_HOME to it")
}

// findHome is the first of candidates that holds the theme and React.
func findHome(candidates []string) (string, bool) {
	for _, c := range candidates {
		if isDir(filepath.Join(c, "theme-classic", "src")) && exists(filepath.Join(c, "node_modules", "react", "package.json")) {
			return c, true
		}
	}
	return "", false
}

func ancestors(dir string) []string {
	var out []string
	for {
		out = append(out, dir)
		parent := filepath.Dir(dir)
		if parent == dir {
			return out
		}
		dir = parent
	}
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
