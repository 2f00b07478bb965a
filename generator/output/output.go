// Package output writes a build: every file goes, as soon as the build has it, to a fresh
// folder beside the build folder, which replaces it only once the whole build has succeeded,
// so a failed or killed build leaves the previous one untouched. Writing as it goes keeps a
// large site's pages out of memory.
//
// A file whose bytes the previous build has already written is linked to that build's file
// instead of written again: a link costs a directory entry, where a new file costs an inode,
// and on this project's machines creating an inode took 0.25-0.8 ms of system time, a fifth
// or more of a 1,000-page build's CPU. Unchanged files also keep their modification time,
// which is what a deploy that copies only changed files goes by.
package output

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Site is the set of files of a build, by path relative to the build folder.
type Site struct {
	*folder
	prefix string // of every path, for a Sub site
}

// folder is the scratch folder that Sites of one build, and their Subs, write to, or the
// Memory they keep the build in.
type folder struct {
	dir  string // the build folder it replaces
	tmp  string
	mem  *Memory // instead of dir and tmp
	mu   sync.Mutex
	size map[string]int64 // path → bytes, of every file written
}

// Memory is a build kept in memory: what the dev server serves, so that a save writes no
// folder of thousands of pages. A copied file (a static file) is not read until it is asked
// for.
type Memory struct {
	mu    sync.Mutex
	files map[string]memFile // by slash path
}

type memFile struct {
	data []byte
	src  string // for a copied file: where to read it
}

// NewMemory starts a build kept in memory: its files go to the Memory returned, where they
// are to be read once the build has succeeded.
func NewMemory() (*Site, *Memory) {
	m := &Memory{files: map[string]memFile{}}
	return &Site{folder: &folder{mem: m, size: map[string]int64{}}}, m
}

// Read returns the file at the slash path rel, and false when the build has no such file.
func (m *Memory) Read(rel string) ([]byte, bool) {
	m.mu.Lock()
	f, ok := m.files[rel]
	m.mu.Unlock()
	if !ok || f.src == "" {
		return f.data, ok
	}
	data, err := os.ReadFile(f.src)
	return data, err == nil
}

// New starts a build of the folder dir: its files go to a scratch folder beside it until
// Commit (or Discard). dir must be a folder Claim allowed, its Target.Real: the build
// replaces it whole.
func New(dir string) (*Site, error) {
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, Marker), []byte(markerText), 0o644); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	return &Site{folder: &folder{dir: dir, tmp: tmp, size: map[string]int64{}}}, nil
}

// Sub is the part of the site under the folder prefix ("fr/"), sharing its files: what one
// locale of a multi-locale site writes.
func (s *Site) Sub(prefix string) *Site {
	return &Site{folder: s.folder, prefix: s.prefix + prefix}
}

// Add writes a file; a later Add of the same path replaces it. Safe for concurrent use.
func (s *Site) Add(path string, data []byte) error {
	if s.mem != nil {
		return s.keep(path, memFile{data: data}, int64(len(data)))
	}
	return s.write(path, func(dst, prev string) (int64, error) {
		n := int64(len(data))
		if linkPrevious(dst, prev, n, func() bool {
			old, err := os.ReadFile(prev)
			return err == nil && bytes.Equal(old, data)
		}) {
			return n, nil
		}
		return n, os.WriteFile(dst, data, 0o644)
	})
}

// Copy copies the file src to path.
func (s *Site) Copy(path, src string) error {
	if s.mem != nil {
		st, err := os.Stat(src)
		if err != nil {
			return err
		}
		return s.keep(path, memFile{src: src}, st.Size())
	}
	return s.write(path, func(dst, prev string) (int64, error) {
		if st, err := os.Stat(src); err == nil && linkPrevious(dst, prev, st.Size(), func() bool { return sameBytes(prev, src) }) {
			return st.Size(), nil
		}
		return copyFile(dst, src)
	})
}

// keep adds a file to the Memory of the build.
func (s *Site) keep(path string, f memFile, size int64) error {
	p, err := s.clean(path)
	if err != nil {
		return err
	}
	s.mem.mu.Lock()
	s.mem.files[filepath.ToSlash(p)] = f
	s.mem.mu.Unlock()
	s.mu.Lock()
	s.size[p] = size
	s.mu.Unlock()
	return nil
}

// write puts the file at path into the scratch folder, with put(dst, prev): prev is where the
// previous build has the same path. put may link dst to prev only when the two files' bytes
// are equal; the previous build is removed at Commit, so the file ends with one name again.
func (s *Site) write(path string, put func(dst, prev string) (int64, error)) error {
	p, err := s.clean(path)
	if err != nil {
		return err
	}
	dst := filepath.Join(s.tmp, p)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	s.mu.Lock()
	_, again := s.size[p]
	s.mu.Unlock()
	if again {
		// dst may be a link to the previous build's file: writing through it would change
		// that build.
		if err := os.Remove(dst); err != nil {
			return err
		}
	}
	n, err := put(dst, filepath.Join(s.dir, p))
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.size[p] = n
	s.mu.Unlock()
	return nil
}

// Has tells whether path is part of the site.
func (s *Site) Has(path string) bool {
	p, err := s.clean(path)
	if err != nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.size[p]
	return ok
}

// Paths lists every file of the site, sorted.
func (s *Site) Paths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.size))
	for p := range s.size {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// clean rejects paths that would land outside the (sub) site's folder, and a Sub's prefix
// that would lead out of the build folder ("../"), which would write beside the build
// folder, into files that are not the build's.
func (s *Site) clean(path string) (string, error) {
	p := filepath.FromSlash(strings.TrimPrefix(path, "/"))
	full := filepath.Join(filepath.FromSlash(s.prefix), p)
	if !filepath.IsLocal(p) || !filepath.IsLocal(full) {
		return "", fmt.Errorf("refusing to write %q: it is outside the build folder", s.prefix+path)
	}
	return full, nil
}

// Commit swaps the written site in as the build folder. It returns the total bytes written.
// Where the system can exchange two folders in one step, a complete build folder is in place
// at every instant; elsewhere it is missing for the moment between two renames.
func (s *Site) Commit() (int64, error) {
	var total int64
	for _, n := range s.size {
		total += n
	}
	if s.mem != nil {
		return total, nil // the Memory holds the build already
	}
	dir, tmp := s.dir, s.tmp
	if _, err := os.Stat(dir); err == nil {
		if exchange(tmp, dir) == nil {
			removeTree(tmp) // now the old build
			return total, nil
		}
		old := tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			s.Discard()
			return 0, err
		}
		if err := os.Rename(tmp, dir); err != nil {
			_ = os.Rename(old, dir)
			s.Discard()
			return 0, err
		}
		removeTree(old)
		return total, nil
	}
	if err := os.Rename(tmp, dir); err != nil {
		s.Discard()
		return 0, err
	}
	return total, nil
}

// removeTree removes dir and what it holds, as os.RemoveAll does, but its folders side by
// side: removing the previous build of 10,000 pages, a folder each, one at a time took 7 s, a
// seventh of the build.
func removeTree(dir string) {
	sem := make(chan struct{}, 8) // unlinks wait on the disk more than on a core
	var remove func(p string)
	remove = func(p string) {
		entries, _ := os.ReadDir(p)
		var wg sync.WaitGroup
		for _, e := range entries {
			q := filepath.Join(p, e.Name())
			if !e.IsDir() {
				os.Remove(q)
				continue
			}
			select {
			case sem <- struct{}{}:
				wg.Go(func() {
					defer func() { <-sem }()
					remove(q)
				})
			default:
				remove(q)
			}
		}
		wg.Wait() // a folder goes once its folders have
		os.Remove(p)
	}
	remove(dir)
	os.RemoveAll(dir) // whatever the walk could not remove, as before
}

// Discard removes what was written, for a build that failed.
func (s *Site) Discard() {
	if s.mem == nil {
		os.RemoveAll(s.tmp)
	}
}

// CleanStale removes leftovers of builds that were killed before they finished.
func CleanStale(dir string) {
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-*"))
	for _, m := range matches {
		os.RemoveAll(m)
	}
}

// linkPrevious links dst to prev, the previous build's file at the same path, when prev is a
// regular file of n bytes and same confirms its bytes are the new file's. It tells whether it
// did.
func linkPrevious(dst, prev string, n int64, same func() bool) bool {
	st, err := os.Lstat(prev)
	return err == nil && st.Mode().IsRegular() && st.Size() == n && same() && os.Link(prev, dst) == nil
}

// sameBytes tells whether the files a and b, of the same size, hold the same bytes.
func sameBytes(a, b string) bool {
	fa, err := os.Open(a)
	if err != nil {
		return false
	}
	defer fa.Close()
	fb, err := os.Open(b)
	if err != nil {
		return false
	}
	defer fb.Close()
	bufA, bufB := make([]byte, 32<<10), make([]byte, 32<<10)
	for {
		na, errA := io.ReadFull(fa, bufA)
		nb, errB := io.ReadFull(fb, bufB)
		if na != nb || errA != errB || !bytes.Equal(bufA[:na], bufB[:nb]) {
			return false
		}
		switch errA {
		case nil:
		case io.EOF, io.ErrUnexpectedEOF:
			return true
		default:
			return false
		}
	}
}

func copyFile(dst, src string) (int64, error) {
	in, err := os.Open(src)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(out, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return n, err
}
