package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// locate finds the classic theme's sources and the node_modules folders that hold React and
// the theme's other packages: GOSAURUS_HOME if set, else the gosaurus checkout above the
// executable or the current folder. The site's own node_modules come first, so a site can pin
// its own versions.
func locate(siteDir string) (themeDir string, nodePaths []string, err error) {
	var candidates []string
	if home := os.Getenv("GOSAURUS_HOME"); home != "" {
		candidates = append(candidates, home)
	}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			candidates = append(candidates, ancestors(filepath.Dir(real))...)
		}
	}
	if wd, err := os.Getwd(); err == nil {
		candidates = append(candidates, ancestors(wd)...)
	}
	if abs, err := filepath.Abs(siteDir); err == nil {
		candidates = append(candidates, ancestors(abs)...)
	}
	for _, c := range candidates {
		theme := filepath.Join(c, "theme-classic", "src")
		react := filepath.Join(c, "node_modules", "react", "package.json")
		if isDir(theme) && exists(react) {
			site, _ := filepath.Abs(filepath.Join(siteDir, "node_modules"))
			paths := []string{}
			if isDir(site) {
				paths = append(paths, site)
			}
			return theme, append(paths, filepath.Join(c, "node_modules")), nil
		}
	}
	return "", nil, fmt.Errorf("cannot find the gosaurus theme (theme-classic/src with node_modules beside it); run `npm ci` in the gosaurus checkout or set GOSAURUS_HOME to it")
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
