// Package sitefs keeps file access inside a folder: the site for reads, the build for serving.
package sitefs

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Inside tells whether p, with every symbolic link followed, is root or lies below it. A path
// that does not exist is not inside.
func Inside(root, p string) bool {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return false
	}
	realPath, err := filepath.EvalSymlinks(p)
	if err != nil {
		return false
	}
	rel, err := filepath.Rel(realRoot, realPath)
	return err == nil && (rel == "." || filepath.IsLocal(rel))
}

// Roots are the folders a build may read: the site folder first, then the folders its config
// names explicitly (docs, blog and pages paths, static directories), which may lie outside it,
// as `path: '../docs'` does in a monorepo. Nothing else outside the site folder is read.
type Roots []string

// Contains tells whether p, with every symbolic link followed, lies in one of the roots.
func (r Roots) Contains(p string) bool {
	for _, root := range r {
		if Inside(root, p) {
			return true
		}
	}
	return false
}

// Walked tells whether the entry d at p, met in a filepath.WalkDir of a folder that lies in
// the roots (dirInside), lies in them too. WalkDir follows no link, so only a link can lead
// out: the other entries need not be resolved, which for a large docs folder cost more than
// reading the files.
func (r Roots) Walked(dirInside bool, p string, d fs.DirEntry) bool {
	if dirInside && d.Type()&fs.ModeSymlink == 0 {
		return true
	}
	return r.Contains(p)
}

// AsGiven is p, a path with its symbolic links followed (as esbuild names the files it loads),
// written under the first root it lies in as that root was given, so that it matches the paths
// the build found the same file by. A path in no root is returned as it is.
func (r Roots) AsGiven(p string) string {
	for _, root := range r {
		if rel, err := filepath.Rel(resolved(root), p); err == nil && (rel == "." || filepath.IsLocal(rel)) {
			return filepath.Join(root, rel)
		}
	}
	return p
}

// Outside are the roots that do not lie in the site folder, whether they exist yet or not: what
// a watcher of the site folder must watch besides it.
func (r Roots) Outside() []string {
	var out []string
	site := resolved(r[0])
	for _, root := range r[1:] {
		if rel, err := filepath.Rel(site, resolved(root)); err != nil || (rel != "." && !filepath.IsLocal(rel)) {
			out = append(out, root)
		}
	}
	return out
}

// resolved is p with its symbolic links followed, or p itself when it does not exist.
func resolved(p string) string {
	if real, err := filepath.EvalSymlinks(p); err == nil {
		return real
	}
	return filepath.Clean(p)
}

// NotSource tells whether a folder of a site, by its name, holds none of the site's own files:
// its packages (node_modules), its build and hidden folders (.docusaurus, the build cache,
// .git). The dev server watches none of them, and the remark plugins' cache key reads none.
func NotSource(name string) bool {
	return name == "node_modules" || name == "build" || strings.HasPrefix(name, ".")
}

// editorTemp matches the names of the files editors write beside the one they save: Emacs's
// lock (.#a.md) and auto-save (#a.md#) files, backups (a.md~), Vim's swap files (.a.md.swp,
// .swo, …, .swpx) and the file it writes to test a folder (4913, 5036, …: digits only),
// JetBrains's safe-write copies (a.md___jb_tmp___) and the temporary files of atomic saves
// (a.md.tmp.123, a.md.tmp).
var editorTemp = regexp.MustCompile(`^(\.#.*|#.*#|.*~|\..*\.sw[a-p]x?|[0-9]+|.*___jb_(tmp|old)___|.*\.tmp(\.[0-9]+)*|.*\.crswap)$`)

// EditorTemp tells whether a file, by its name, is an editor's temporary file rather than one
// of the site's: the dev server neither rebuilds for it nor names it.
func EditorTemp(name string) bool {
	return editorTemp.MatchString(name)
}

// IsFile tells whether p is a file (links followed), not a folder.
func IsFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// FileSum is the SHA-256 of the file at p, in hex: what the build cache knows an input by and
// what a release's SHA256SUMS lists.
func FileSum(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
