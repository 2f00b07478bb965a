package output

import "golang.org/x/sys/unix"

// exchange swaps the folders a and b in one step, so that b is never missing.
func exchange(a, b string) error {
	return unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
}
