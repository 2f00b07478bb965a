package sitefs

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// FS answers one build's questions about which files exist from folder listings, each read
// once: resolving imports asks about the same few folders thousands of times (every @theme/X
// import tries each theme layer with each extension, in the browser build and again in the
// server's). A build makes a new FS, so a file created or removed between builds is seen.
// A nil FS reads nothing ahead: each question goes to the disk.
type FS struct {
	mu   sync.Mutex
	dirs map[string]map[string]bool // folder → its entries' names, true for a folder; nil when it is no folder
}

// NewFS returns an FS that has listed nothing yet.
func NewFS() *FS { return &FS{dirs: map[string]map[string]bool{}} }

// IsFile tells whether p is a file, or a symbolic link to one.
func (f *FS) IsFile(p string) bool {
	if f == nil {
		st, err := os.Stat(p)
		return err == nil && !st.IsDir()
	}
	p = filepath.Clean(p)
	isDir, ok := f.list(filepath.Dir(p))[filepath.Base(p)]
	return ok && !isDir
}

// list is the listing of dir, read on first use.
func (f *FS) list(dir string) map[string]bool {
	f.mu.Lock()
	names, seen := f.dirs[dir]
	f.mu.Unlock()
	if seen {
		return names
	}
	if entries, err := os.ReadDir(dir); err == nil {
		names = make(map[string]bool, len(entries))
		for _, e := range entries {
			isDir := e.IsDir()
			if e.Type()&os.ModeSymlink != 0 {
				st, err := os.Stat(filepath.Join(dir, e.Name()))
				if err != nil {
					continue // a dangling link names nothing
				}
				isDir = st.IsDir()
			}
			names[e.Name()] = isDir
		}
	}
	f.mu.Lock()
	f.dirs[dir] = names
	f.mu.Unlock()
	return names
}

// Folders are the folders the FS was asked about, those that do not exist among them: what
// a build's imports resolved against, where a new file could resolve an import elsewhere.
func (f *FS) Folders() []string {
	if f == nil {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Collect(maps.Keys(f.dirs))
}

// Listing is what the folder dir holds, as one string to compare with a later one: its names,
// or "" when it is no folder (or an empty one).
func (f *FS) Listing(dir string) string {
	var names []string
	if f == nil {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			names = append(names, e.Name())
		}
	} else {
		names = slices.Sorted(maps.Keys(f.list(dir)))
	}
	return strings.Join(names, "/")
}
