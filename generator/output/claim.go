package output

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Marker is the file every build folder gosaurus writes holds: a folder with it is one the
// next build may replace whole. It is how Claim tells an earlier build from a folder of the
// user's.
const Marker = ".gosaurus-build"

const markerText = "Written by gosaurus build. The next build replaces this folder whole.\n"

// Target is the build folder a build may replace.
type Target struct {
	Dir  string // where the build was asked to go
	Real string // the folder replaced: Dir, or what Dir links to, with every link resolved
	// Default: Dir is the site's own build folder, <site>/build, which Docusaurus's build
	// replaces whatever it holds; gosaurus does too, but not a link's target.
	Default bool
}

// Claim checks, before anything is written or removed, that a build may replace dir: it is
// neither the site folder nor a folder holding it, it neither lies in nor holds any of
// sources (the folders the site's content and code are read from), it is not a file, and, unless it is the site's
// own build folder, it is empty or an earlier build (it has the Marker). A link is followed:
// the build replaces its target, which must itself pass, and the link stays.
func Claim(dir, siteDir string, sources []string) (Target, error) {
	t := Target{Dir: dir, Default: dir == filepath.Join(siteDir, "build")}
	real, err := resolve(dir)
	if err != nil {
		return t, err
	}
	t.Real = real
	refuse := func(why string) (Target, error) {
		name := dir
		if real != dir {
			name = fmt.Sprintf("%s (a link to %s)", dir, real)
		}
		return t, fmt.Errorf("refusing to write the build to %s: %s; nothing was written or removed. Choose another --out-dir", name, why)
	}
	site, err := resolve(siteDir)
	if err != nil {
		return t, err
	}
	switch {
	case real == site:
		return refuse("it is the site folder, and the build replaces its folder whole")
	case within(site, real):
		return refuse("it holds the site folder " + site + ", and the build replaces its folder whole")
	}
	for _, src := range sources {
		src, err := resolve(src)
		switch {
		case err != nil || src == site:
		case within(real, src):
			return refuse("it is inside " + src + ", which the site's content is read from")
		case within(src, real):
			return refuse("it holds " + src + ", which the site's content is read from")
		}
	}
	st, err := os.Lstat(real)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return t, nil
	case err != nil:
		return t, err
	case !st.IsDir():
		return refuse("it is a file, not a folder")
	}
	if l, err := os.Lstat(dir); t.Default && err == nil && l.Mode()&os.ModeSymlink == 0 {
		return t, nil
	}
	if _, err := os.Lstat(filepath.Join(real, Marker)); err == nil {
		return t, nil
	}
	entries, err := os.ReadDir(real)
	if err != nil {
		return t, err
	}
	if len(entries) > 0 {
		return refuse(fmt.Sprintf("it holds files (%s) that no gosaurus build wrote there (it has no %s), and the build would replace them; empty it or remove it first", firstNames(entries), Marker))
	}
	return t, nil
}

// SourceFolders are the folders of a site that hold its sources, whatever its config says:
// what Claim keeps a build out of before the config is read.
func SourceFolders(siteDir string) []string {
	dirs := []string{"docs", "blog", "src", "static", "i18n", "node_modules"}
	for i, d := range dirs {
		dirs[i] = filepath.Join(siteDir, d)
	}
	versioned, _ := filepath.Glob(filepath.Join(siteDir, "versioned_*"))
	return append(dirs, versioned...)
}

// resolve is path with every link in it followed, also where its last parts do not exist yet.
func resolve(path string) (string, error) {
	path = filepath.Clean(path)
	var rest []string
	for {
		real, err := filepath.EvalSymlinks(path)
		if err == nil {
			return filepath.Join(append([]string{real}, rest...)...), nil
		}
		if _, lerr := os.Lstat(path); lerr == nil {
			// It exists but cannot be followed: a link to nowhere, or a loop.
			return "", fmt.Errorf("refusing to write the build to %s: %w", path, err)
		}
		parent := filepath.Dir(path)
		if parent == path {
			return "", err
		}
		rest = append([]string{filepath.Base(path)}, rest...)
		path = parent
	}
}

// within tells whether path is dir or inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel)
}

// firstNames lists a few of a folder's entries for a message.
func firstNames(entries []os.DirEntry) string {
	var names []string
	for i, e := range entries {
		if i == 3 {
			names = append(names, fmt.Sprintf("and %d more", len(entries)-3))
			break
		}
		names = append(names, e.Name())
	}
	return strings.Join(names, ", ")
}
