//go:build !linux

package output

import "errors"

// exchange has no atomic swap of two folders to use here: Commit renames twice instead.
func exchange(a, b string) error { return errors.ErrUnsupported }
