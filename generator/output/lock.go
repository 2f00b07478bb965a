package output

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Lock keeps other builds of the same build folder out while one writes it: a second build
// would clean the first's scratch folder (see CleanStale) and the two would swap in each
// other's half-written output. It is a file beside the build folder holding the owner's pid,
// locked with the operating system's advisory lock, which dies with its process: the lock
// of a killed build is taken over by the next one.
type Lock struct {
	f    *os.File
	path string
}

// ErrLocked is what TryLock's error is (errors.Is) when another build holds the lock.
var ErrLocked = errors.New("locked")

// lockedError names the build that holds the lock.
type lockedError struct{ pid, dir, path string }

func (e *lockedError) Error() string {
	return fmt.Sprintf("another gosaurus build (pid %s) is writing %s; wait for it to finish or stop it (lock file %s)", e.pid, e.dir, e.path)
}

func (e *lockedError) Is(target error) bool { return target == ErrLocked }

// LockPath is the lock file of the build folder dir.
func LockPath(dir string) string {
	return filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".lock")
}

// TryLock takes the lock of the build folder dir, or fails at once, naming the process that
// holds it.
func TryLock(dir string) (*Lock, error) {
	path := LockPath(dir)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		if err := lockFile(f); err != nil {
			pid := "unknown"
			if b, rerr := os.ReadFile(path); rerr == nil && len(strings.TrimSpace(string(b))) > 0 {
				pid = strings.TrimSpace(string(b))
			}
			f.Close()
			if errors.Is(err, ErrLocked) {
				return nil, &lockedError{pid: pid, dir: dir, path: path}
			}
			return nil, fmt.Errorf("locking %s: %w", path, err)
		}
		// The holder before may have removed the file between our open and lock: then the lock
		// is on a file nobody else sees, and we try again with the one at the path.
		held, err1 := f.Stat()
		named, err2 := os.Stat(path)
		if err1 != nil || err2 != nil || !os.SameFile(held, named) {
			f.Close()
			continue
		}
		if err := f.Truncate(0); err == nil {
			_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
		}
		return &Lock{f: f, path: path}, nil
	}
}

// Release removes the lock file and unlocks it (in that order, see TryLock).
func (l *Lock) Release() {
	if l == nil || l.f == nil {
		return
	}
	os.Remove(l.path)
	l.f.Close() // closing releases the advisory lock
	l.f = nil
}
