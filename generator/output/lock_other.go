//go:build !unix

package output

import "os"

// lockFile has no advisory lock to take where flock(2) does not exist: builds there do not
// exclude each other.
func lockFile(f *os.File) error { return nil }
