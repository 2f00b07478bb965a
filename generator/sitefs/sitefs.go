// Package sitefs keeps file access inside a folder: the site for reads, the build for serving.
package sitefs

import "path/filepath"

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
