// Package output writes a finished build: everything goes to a fresh folder beside the build
// folder, which replaces it only once every file is written, so a failed or killed build leaves
// the previous one untouched.
package output

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Site is the set of files of a build, by path relative to the build folder.
type Site struct {
	files  map[string][]byte
	copies map[string]string // destination → source file
	prefix string            // of every path, for a Sub site
}

// New returns an empty site.
func New() *Site { return &Site{files: map[string][]byte{}, copies: map[string]string{}} }

// Sub is the part of the site under the folder prefix ("fr/"), sharing its files: what one
// locale of a multi-locale site writes.
func (s *Site) Sub(prefix string) *Site {
	return &Site{files: s.files, copies: s.copies, prefix: s.prefix + prefix}
}

// Add sets the contents of a file; a later Add of the same path replaces it.
func (s *Site) Add(path string, data []byte) error {
	p, err := s.clean(path)
	if err != nil {
		return err
	}
	delete(s.copies, p)
	s.files[p] = data
	return nil
}

// Copy copies src to path when the site is written.
func (s *Site) Copy(path, src string) error {
	p, err := s.clean(path)
	if err != nil {
		return err
	}
	s.copies[p] = src
	return nil
}

// Has tells whether path is part of the site.
func (s *Site) Has(path string) bool {
	p, err := s.clean(path)
	if err != nil {
		return false
	}
	_, a := s.files[p]
	_, b := s.copies[p]
	return a || b
}

// Paths lists every file of the site, sorted.
func (s *Site) Paths() []string {
	out := make([]string, 0, len(s.files)+len(s.copies))
	for p := range s.files {
		out = append(out, p)
	}
	for p := range s.copies {
		if _, dup := s.files[p]; !dup {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// clean rejects paths that would land outside the (sub) site's folder.
func (s *Site) clean(path string) (string, error) {
	p := filepath.FromSlash(strings.TrimPrefix(path, "/"))
	if !filepath.IsLocal(p) {
		return "", fmt.Errorf("refusing to write %q: it is outside the build folder", path)
	}
	return filepath.Join(filepath.FromSlash(s.prefix), p), nil
}

// Commit writes the site and swaps it in as dir. It returns the total bytes written.
func (s *Site) Commit(dir string) (int64, error) {
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return 0, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-")
	if err != nil {
		return 0, err
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	var total int64
	for _, p := range s.Paths() {
		dst := filepath.Join(tmp, p)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return 0, err
		}
		if data, ok := s.files[p]; ok {
			if err := os.WriteFile(dst, data, 0o644); err != nil {
				return 0, err
			}
			total += int64(len(data))
			continue
		}
		n, err := copyFile(dst, s.copies[p])
		if err != nil {
			return 0, err
		}
		total += n
	}
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return 0, err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			_ = os.Rename(old, dir)
		}
		return 0, err
	}
	ok = true
	if old != "" {
		os.RemoveAll(old)
	}
	return total, nil
}

// CleanStale removes leftovers of builds that were killed before they finished.
func CleanStale(dir string) {
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-*"))
	for _, m := range matches {
		os.RemoveAll(m)
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
