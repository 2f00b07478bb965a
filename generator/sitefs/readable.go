package sitefs

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Readable is what a site's content and code (docs, blog posts, pages, src/, the markdown
// and files they import, raw-loader imports) may read. An import is code that runs with the
// build's rights, and what it reads is published: without a limit a doc could import
// /proc/self/environ, every secret of a CI job, or a private key of the user's home. So they
// read only regular files of the project (the site folder and the repository it is in), of
// the node_modules folders Node's resolution finds from the site, and of the folders the
// build is given besides (gosaurus's theme and packages, the content folders the config
// names, --allow-read); never a device, pipe or socket, nor anything in /proc, /dev or /sys.
// A nil Readable lets every file be read.
type Readable struct {
	Project string   // the repository holding the site, or the site folder outside one
	roots   []string // the folders that may be read, links followed

	mu   sync.Mutex
	dirs map[string]string // a folder → its real path, for the many files of one folder
}

// NewReadable is what the content and code of the site in siteDir may read: its project, the
// node_modules folders above it, and the folders of others.
func NewReadable(siteDir string, others []string) *Readable {
	site := resolved(siteDir)
	r := &Readable{Project: project(site), dirs: map[string]string{}}
	r.roots = append(r.roots, r.Project)
	// From the site up: a node_modules folder inside the project may be a link out of it (a
	// worktree's, a store's).
	for dir := site; ; dir = filepath.Dir(dir) {
		r.roots = append(r.roots, resolved(filepath.Join(dir, "node_modules")))
		if dir == filepath.Dir(dir) {
			break
		}
	}
	for _, o := range others {
		r.roots = append(r.roots, resolved(o))
	}
	return r
}

// project is the nearest folder at or above site that has a .git entry (a folder, or the
// file of a worktree), else site: real sites keep their docs beside the site folder, in the
// repository (website/ and docs/).
func project(site string) string {
	for dir := site; ; dir = filepath.Dir(dir) {
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			return dir
		}
		if dir == filepath.Dir(dir) {
			return site
		}
	}
}

// Roots are the folders that may be read, links followed: what a cached bundle was allowed
// to read.
func (r *Readable) Roots() []string {
	if r == nil {
		return nil
	}
	return r.roots
}

// Secret tells whether p is a file of the project that is never published (see Private): an
// environment file, or in a repository folder.
func (r *Readable) Secret(p string) bool {
	if r == nil {
		return false
	}
	rel, err := filepath.Rel(r.Project, p)
	return err == nil && filepath.IsLocal(rel) && Private(filepath.ToSlash(rel))
}

// Check returns nil when the file p may be read, else an error that names p and, for a file
// outside the folders, the option that allows it.
func (r *Readable) Check(p string) error {
	if r == nil {
		return nil
	}
	special := fmt.Errorf("%q is a special file (a device, pipe or socket, or in /proc, /dev or /sys), which is never read", p)
	if system(p) { // before its links are read: /proc/self/fd/0 links to no path
		return special
	}
	real, info, err := r.realFile(p)
	if err != nil {
		return fmt.Errorf("%q cannot be read: %w", p, err)
	}
	if system(real) || !info.Mode().IsRegular() {
		return special
	}
	if rel, err := filepath.Rel(r.Project, real); err == nil && filepath.IsLocal(rel) && Private(filepath.ToSlash(rel)) {
		return fmt.Errorf("%q is an environment file or in a repository folder, which are never published", p)
	}
	for _, root := range r.roots {
		if rel, err := filepath.Rel(root, real); err == nil && filepath.IsLocal(rel) {
			return nil
		}
	}
	return fmt.Errorf("%q reads outside the project (%s); add the folder to --allow-read to allow it", p, r.Project)
}

// system tells whether p lies in a folder of the kernel's, whose files are no files of a site
// whatever their kind (/proc/self/environ is a regular file).
func system(p string) bool {
	for _, dir := range []string{"/proc", "/dev", "/sys"} {
		if p == dir || strings.HasPrefix(p, dir+"/") {
			return true
		}
	}
	return false
}

// realFile is p with every link followed, and what it is. A file's folder is resolved once
// for all its files: a build loads thousands of files from a few hundred folders.
func (r *Readable) realFile(p string) (string, fs.FileInfo, error) {
	p = filepath.Clean(p)
	dir, err := r.realDir(filepath.Dir(p))
	if err != nil {
		return "", nil, err
	}
	real := filepath.Join(dir, filepath.Base(p))
	info, err := os.Lstat(real)
	if err == nil && info.Mode()&fs.ModeSymlink != 0 {
		if real, err = filepath.EvalSymlinks(real); err == nil {
			info, err = os.Lstat(real)
		}
	}
	return real, info, err
}

func (r *Readable) realDir(dir string) (string, error) {
	r.mu.Lock()
	real, ok := r.dirs[dir]
	r.mu.Unlock()
	if ok {
		return real, nil
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	r.mu.Lock()
	r.dirs[dir] = real
	r.mu.Unlock()
	return real, nil
}
