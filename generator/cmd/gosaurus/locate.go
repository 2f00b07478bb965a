package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"gosaurus/generator/home"
)

// locate finds the classic theme's sources and the node_modules folders that hold React and
// the theme's other packages: GOSAURUS_HOME if set, else the gosaurus checkout above the
// executable (a development build uses the checkout's theme as edited), else the home this
// binary carries (built with -tags embedhome), unpacked into the user's cache folder, else a
// checkout above the current folder or the site. The site's own node_modules come first, so
// that what the site itself imports resolves to its own versions.
func locate(siteDir string) (themeDir string, nodePaths []string, err error) {
	h, err := findHomeDirs(siteDir)
	if err != nil {
		return "", nil, err
	}
	site, _ := filepath.Abs(filepath.Join(siteDir, "node_modules"))
	paths := []string{}
	if isDir(site) {
		paths = append(paths, site)
	}
	// Then the node_modules of the folders above the site, as Node looks from a package the
	// site installed: a site that is a workspace of its repository has them at the root
	// (its search bar's @docsearch/react, say), which gosaurus's own do not hold.
	site, _ = filepath.Abs(siteDir)
	for _, d := range append(h.modules, ancestorModules(filepath.Dir(site))...) {
		if !slices.Contains(paths, d) {
			paths = append(paths, d)
		}
	}
	return filepath.Join(h.root, "theme-classic", "src"), paths, nil
}

// homeDirs is where a home is: the folder holding theme-classic/, and the node_modules
// folders its packages are installed in, in the order Node looks in them.
type homeDirs struct {
	root    string
	modules []string
}

// findHomeDirs is the home locate uses (see there).
func findHomeDirs(siteDir string) (homeDirs, error) {
	h, ok, err := checkoutHome(siteDir)
	if ok || err != nil {
		return h, err
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return homeDirs{}, fmt.Errorf("no folder to unpack the theme into: %w (set XDG_CACHE_HOME or HOME)", err)
	}
	root, err := home.Unpack(home.Archive, cache)
	return homeDirs{root: root, modules: []string{filepath.Join(root, "node_modules")}}, err
}

// checkoutHome is the checkout, or the installed package's home (GOSAURUS_HOME), locate
// uses; false when it uses the home this binary carries.
func checkoutHome(siteDir string) (homeDirs, bool, error) {
	site, _ := filepath.Abs(siteDir)
	var first []string
	if h := os.Getenv("GOSAURUS_HOME"); h != "" {
		first = append(first, h)
	}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			first = append(first, ancestors(filepath.Dir(real))...)
		}
	}
	if h, ok := findHome(first, site); ok {
		return h, true, nil
	}
	if len(home.Archive) > 0 {
		return homeDirs{}, false, nil
	}
	var rest []string
	if wd, err := os.Getwd(); err == nil {
		rest = append(rest, ancestors(wd)...)
	}
	rest = append(rest, ancestors(site)...)
	if h, ok := findHome(rest, site); ok {
		return h, true, nil
	}
	return homeDirs{}, false, fmt.Errorf("cannot find the gosaurus theme (theme-classic/src, with React in a node_modules folder at or above it); install gosaurus with `make install` or `npm install gosaurus`, or run `npm ci` in the gosaurus checkout or set GOSAURUS_HOME to it")
}

// findHome is the first of candidates that holds the theme, with the node_modules folders
// that hold React and the rest, found as Node finds a package: in the candidate's
// node_modules or in that of a folder above it. An npm install of gosaurus has its theme in
// node_modules/gosaurus/home and React in the project's node_modules (or in
// node_modules/gosaurus/node_modules, or beside gosaurus in pnpm's store), with no link
// between them. Failing that, the site's node_modules, or one above the site, may hold them.
func findHome(candidates []string, site string) (homeDirs, bool) {
	for _, c := range candidates {
		if !isDir(filepath.Join(c, "theme-classic", "src")) {
			continue
		}
		modules := moduleFolders(c)
		if modules == nil && site != "" {
			modules = moduleFolders(site)
		}
		if modules != nil {
			return homeDirs{root: c, modules: modules}, true
		}
	}
	return homeDirs{}, false
}

// moduleFolders are the node_modules folders of dir and the folders above it, up to the first
// that holds React; nil when none does.
func moduleFolders(dir string) []string {
	all := ancestorModules(dir)
	for i, m := range all {
		if exists(filepath.Join(m, "react", "package.json")) {
			return all[:i+1]
		}
	}
	return nil
}

// ancestorModules are the node_modules folders of dir and the folders above it.
func ancestorModules(dir string) []string {
	var out []string
	for _, d := range ancestors(dir) {
		if m := filepath.Join(d, "node_modules"); isDir(m) {
			out = append(out, m)
		}
	}
	return out
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
