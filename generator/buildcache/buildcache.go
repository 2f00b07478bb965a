// Package buildcache keeps what a build made on disk, each entry under a key that hashes
// everything it was made from, so that the next build of the same site, in a new process,
// skips the work whose inputs did not change. It is what Docusaurus keeps in
// node_modules/.cache: gosaurus keeps its bundles, its highlighted code blocks and its
// server-rendered pages.
//
// An entry that is missing, unreadable, of an older format, damaged or not the one its key
// names (a file copied or renamed over another) is a miss, never an error: the cache can only
// make a build faster, not change what it writes.
package buildcache

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"

	"gosaurus/generator/sitefs"
)

// format changes whenever what an entry holds changes shape, so old entries miss.
const format = "gosaurus-cache-2"

// Dir is a cache folder: one sub-folder per kind of entry, one file per entry.
type Dir struct {
	root string
	// Build identifies the program that writes the entries (see ProgramID): an entry made by
	// another build of gosaurus may have been made by other code, so it misses.
	build string
}

// Open returns the cache in root, made on first write.
func Open(root, build string) *Dir { return &Dir{root: root, build: build} }

// Root is the cache's folder.
func (d *Dir) Root() string { return d.root }

// id is the hash of everything an entry's key stands for: the first half names its file, the
// whole is written in it and compared on each load.
func (d *Dir) id(kind, key string) [sha256.Size]byte {
	return sha256.Sum256([]byte(format + "\x00" + d.build + "\x00" + kind + "\x00" + key))
}

func (d *Dir) file(kind, key string) string {
	id := d.id(kind, key)
	return filepath.Join(d.root, kind, hex.EncodeToString(id[:16]))
}

// An entry's file is its id, the hash of its payload, then the payload (v in gob).
const headerSize = 2 * sha256.Size

// Load decodes the entry of kind under key into v and tells whether there was one. An entry
// is used only when it carries the id of this key and its payload is intact.
func (d *Dir) Load(kind, key string, v any) bool {
	f, err := openEntry(d.file(kind, key))
	if err != nil {
		return false
	}
	data, err := io.ReadAll(f)
	f.Close()
	if err != nil || len(data) < headerSize {
		return false
	}
	id, payload := d.id(kind, key), data[headerSize:]
	if sum := sha256.Sum256(payload); string(data[:sha256.Size]) != string(id[:]) || string(data[sha256.Size:headerSize]) != string(sum[:]) {
		return false
	}
	return gob.NewDecoder(bytes.NewReader(payload)).Decode(v) == nil
}

// openEntry opens the cache file at path for reading when it is a regular file. It opens
// without blocking, then checks: a FIFO at an entry's path would block the open until a
// writer came, and a device could be read forever, either hanging every build; they, and a
// folder or a socket, are misses.
func openEntry(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("build cache: %s is not a regular file", path)
	}
	return f, nil
}

// Save writes v as the entry of kind under key. The file appears whole or not at all, so a
// build killed while saving leaves no half entry behind. v is encoded straight into the file,
// its hash taken on the way: a large site's bundles are hundreds of megabytes, which a copy in
// memory would hold twice.
func (d *Dir) Save(kind, key string, v any) error {
	path := d.file(kind, key)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-")
	if err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	err = d.write(tmp, kind, key, v)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("build cache: %w", err)
	}
	return nil
}

// write writes the entry into f: the header's place first, then the payload, then the header.
func (d *Dir) write(f *os.File, kind, key string, v any) error {
	if _, err := f.Write(make([]byte, headerSize)); err != nil {
		return err
	}
	sum := sha256.New()
	// A buffer of bufio's default size: a megabyte each, zeroed, cost 0.7 s of the render
	// stage's CPU at 1,000 pages, each page an entry.
	w := bufio.NewWriter(io.MultiWriter(f, sum))
	if err := gob.NewEncoder(w).Encode(v); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	id := d.id(kind, key)
	_, err := f.WriteAt(sum.Sum(id[:]), 0)
	return err
}

// Keep removes the entries of kind whose keys are not in keys, so the cache holds one build's
// worth of entries instead of growing with every edit.
func (d *Dir) Keep(kind string, keys []string) error {
	keep := make(map[string]bool, len(keys))
	for _, k := range keys {
		keep[filepath.Base(d.file(kind, k))] = true
	}
	entries, err := os.ReadDir(filepath.Join(d.root, kind))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	for _, e := range entries {
		if !keep[e.Name()] {
			os.Remove(filepath.Join(d.root, kind, e.Name()))
		}
	}
	return nil
}

// Files records the contents of files and the names in their folders, to tell later whether
// any of them changed or a file appeared beside them (which can change what an import
// resolves to).
type Files struct {
	Sums    map[string]string // file → hash of its contents
	Folders map[string]string // folder → hash of the names it holds
}

// Record hashes the files at paths and the folders that hold them.
func Record(paths []string) (Files, error) {
	sums, err := hashFiles(paths)
	if err != nil {
		return Files{}, err
	}
	f := Files{Sums: sums, Folders: map[string]string{}}
	for _, p := range paths {
		dir := filepath.Dir(p)
		if _, done := f.Folders[dir]; done {
			continue
		}
		sum, err := hashFolder(dir)
		if err != nil {
			return Files{}, err
		}
		f.Folders[dir] = sum
	}
	return f, nil
}

// Unchanged tells whether every recorded file and folder is as it was recorded.
func (f Files) Unchanged() bool {
	if len(f.Sums) == 0 {
		return false
	}
	for dir, sum := range f.Folders {
		if now, err := hashFolder(dir); err != nil || now != sum {
			return false
		}
	}
	sums, err := hashFiles(slices.Collect(maps.Keys(f.Sums)))
	return err == nil && maps.Equal(sums, f.Sums)
}

// hashFiles hashes the files at paths, several at a time; the first error is returned.
func hashFiles(paths []string) (map[string]string, error) {
	sums := make(map[string]string, len(paths))
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for _, p := range paths {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			sum, err := sitefs.FileSum(p)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			sums[p] = sum
		}()
	}
	wg.Wait()
	return sums, firstErr
}

func hashFolder(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name()
	}
	slices.Sort(names)
	sum := sha256.Sum256([]byte(strings.Join(names, "\x00")))
	return hex.EncodeToString(sum[:]), nil
}

// ProgramID identifies the running executable by its path, size and modification time: a
// rebuilt gosaurus gets a new one, so entries made by older code miss.
func ProgramID() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	st, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %d %d", exe, st.Size(), st.ModTime().UnixNano())
}

// Kind is the entries of one kind: a store for a stage that keeps entries of a single kind.
type Kind struct {
	dir  *Dir
	kind string
}

// Kind returns the entries of kind.
func (d *Dir) Kind(kind string) *Kind { return &Kind{dir: d, kind: kind} }

// Load is Dir.Load for the kind.
func (k *Kind) Load(key string, v any) bool { return k.dir.Load(k.kind, key, v) }

// Save is Dir.Save for the kind.
func (k *Kind) Save(key string, v any) error { return k.dir.Save(k.kind, key, v) }

// Keep is Dir.Keep for the kind.
func (k *Kind) Keep(keys []string) error { return k.dir.Keep(k.kind, keys) }
