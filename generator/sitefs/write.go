package sitefs

import (
	"io/fs"
	"os"
	"path/filepath"
)

// The commands that write into a site (swizzle, docs:version) and deploy's copy of a build
// write new files only: what is already there stays as it was.

// WriteNew writes data to p, a file that must not exist yet, making its folders.
func WriteNew(p string, data []byte, perm fs.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// CopyTree copies the folder from into to with WriteNew, keeping each file's permissions and
// each symbolic link as a link; skip (nil for none) leaves out an entry, by its path relative
// to from, and with a folder everything in it.
func CopyTree(from, to string, skip func(rel string, d fs.DirEntry) bool) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		if skip != nil && rel != "." && skip(rel, d) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		dest := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dest, 0o755)
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(target, dest)
		}
		return CopyNew(p, dest)
	})
}

// CopyNew copies the file from to to, which must not exist yet, keeping its permissions.
func CopyNew(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	st, err := os.Stat(from)
	if err != nil {
		return err
	}
	return WriteNew(to, data, st.Mode().Perm())
}

// Empty tells whether dir is missing or has nothing in it.
func Empty(dir string) bool {
	entries, err := os.ReadDir(dir)
	return err != nil || len(entries) == 0
}
