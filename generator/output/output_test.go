package output

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// While builds are swapped in one after another, a reader always finds a complete build
// folder: never a moment without one.
func TestCommitKeepsABuildFolderAtEveryInstant(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "build")
	commit := func(i int) {
		s, err := New(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{"index.html", "assets/a.js"} {
			if err := s.Add(p, []byte(strconv.Itoa(i))); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	commit(0)
	var stop, missing atomic.Int64
	done := make(chan struct{})
	go func() {
		defer close(done)
		for stop.Load() == 0 {
			for _, p := range []string{"index.html", "assets/a.js"} {
				if _, err := os.Stat(filepath.Join(dir, p)); err != nil {
					missing.Add(1)
				}
			}
		}
	}()
	for i := 1; i <= 300; i++ {
		commit(i)
	}
	stop.Store(1)
	<-done
	if n := missing.Load(); n > 0 {
		t.Errorf("the build folder was incomplete %d times while builds were swapped in", n)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != "300" {
		t.Errorf("index.html is %q, want the last build's", b)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".build.tmp-*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// A second lock of one build folder fails at once, naming the holder's pid; once released
// it can be taken again, and a lock file left by a dead process is taken over.
func TestLock(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "build")
	first, err := TryLock(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = TryLock(dir)
	want := fmt.Sprintf("another gosaurus build (pid %d) is writing %s; wait for it to finish or stop it (lock file %s)", os.Getpid(), dir, LockPath(dir))
	if !errors.Is(err, ErrLocked) || err.Error() != want {
		t.Fatalf("second lock: %v\nwant %s", err, want)
	}
	first.Release()
	if _, err := os.Stat(LockPath(dir)); !os.IsNotExist(err) {
		t.Errorf("the lock file stays after Release: %v", err)
	}
	// What a killed build leaves: the file with its pid, no lock held.
	if err := os.WriteFile(LockPath(dir), []byte("999999999\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := TryLock(dir)
	if err != nil {
		t.Fatalf("stale lock not taken over: %v", err)
	}
	defer again.Release()
	if b, _ := os.ReadFile(LockPath(dir)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q", b)
	}
}

// A build kept in memory writes nothing; its files, a copied one read when asked for, are
// there by path, those of a Sub under its folder.
func TestMemory(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "logo.svg")
	if err := os.WriteFile(src, []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	site, mem := NewMemory()
	if err := site.Add("index.html", []byte("home")); err != nil {
		t.Fatal(err)
	}
	if err := site.Sub("fr/").Add("docs/index.html", []byte("accueil")); err != nil {
		t.Fatal(err)
	}
	if err := site.Copy("img/logo.svg", src); err != nil {
		t.Fatal(err)
	}
	if err := site.Add("../outside.html", nil); err == nil {
		t.Error("a path outside the build was kept")
	}
	n, err := site.Commit()
	if err != nil || n != int64(len("home")+len("accueil")+len("<svg/>")) {
		t.Errorf("Commit() = %d, %v", n, err)
	}
	for rel, want := range map[string]string{"index.html": "home", "fr/docs/index.html": "accueil", "img/logo.svg": "<svg/>"} {
		if got, ok := mem.Read(rel); !ok || string(got) != want {
			t.Errorf("Read(%s) = %q, %v; want %q", rel, got, ok, want)
		}
	}
	if _, ok := mem.Read("missing.html"); ok {
		t.Error("a missing file reads")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the build wrote files: %d entries beside the source", len(entries))
	}
}

// removeTree removes nested folders and files, and a link without what it points to.
func TestRemoveTree(t *testing.T) {
	root := t.TempDir()
	outside := filepath.Join(root, "outside.txt")
	if err := os.WriteFile(outside, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "build")
	for i := range 30 {
		p := filepath.Join(dir, "docs", fmt.Sprintf("s%d", i%3), fmt.Sprintf("p%d", i), "index.html")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(outside, filepath.Join(dir, "docs", "link")); err != nil {
		t.Fatal(err)
	}
	removeTree(dir)
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the folder is still there: %v", err)
	}
	if b, err := os.ReadFile(outside); err != nil || string(b) != "keep" {
		t.Errorf("the link's target: %q, %v", b, err)
	}
}

// A file with the previous build's bytes is that file, linked; a changed one is new. Writing
// a path again, a build that fails and a symbolic link in the previous build leave the
// previous build's files as they were.
func TestUnchangedFilesAreLinked(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "build")
	static := filepath.Join(root, "logo.svg")
	write := func(p, s string) {
		t.Helper()
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(static, "<svg/>")
	build := func(files map[string]string, commit bool) {
		t.Helper()
		s, err := New(dir)
		if err != nil {
			t.Fatal(err)
		}
		for p, data := range files {
			if err := s.Add(p, []byte(data)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Copy("img/logo.svg", static); err != nil {
			t.Fatal(err)
		}
		if !commit {
			s.Discard()
			return
		}
		if _, err := s.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	stat := func(p string) os.FileInfo {
		t.Helper()
		st, err := os.Lstat(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	read := func(p string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}

	build(map[string]string{"index.html": "home", "a/index.html": "a 1", "b/index.html": "b"}, true)
	before := map[string]os.FileInfo{}
	for _, p := range []string{"index.html", "a/index.html", "b/index.html", "img/logo.svg"} {
		before[p] = stat(p)
	}
	build(map[string]string{"index.html": "home", "a/index.html": "a 2", "b/index.html": "b"}, true)
	for p, want := range map[string]bool{"index.html": true, "a/index.html": false, "b/index.html": true, "img/logo.svg": true} {
		if got := os.SameFile(before[p], stat(p)); got != want {
			t.Errorf("%s: the previous build's file kept: %v, want %v", p, got, want)
		}
	}
	if got := read("a/index.html"); got != "a 2" {
		t.Errorf("a/index.html = %q", got)
	}

	// A path written twice, the first time linked, in a build that fails: the previous
	// build's file is as it was.
	s, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{"home", "home, edited"} {
		if err := s.Add("index.html", []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	s.Discard()
	if got := read("index.html"); got != "home" {
		t.Errorf("after a failed build that wrote index.html twice, it is %q", got)
	}

	// A symbolic link in the previous build is not linked to: the new build has a file.
	os.Remove(filepath.Join(dir, "b/index.html"))
	if err := os.Symlink(filepath.Join(root, "outside.html"), filepath.Join(dir, "b/index.html")); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(root, "outside.html"), "b")
	build(map[string]string{"index.html": "home", "b/index.html": "b"}, true)
	if !stat("b/index.html").Mode().IsRegular() || read("b/index.html") != "b" {
		t.Errorf("b/index.html: %v %q, want a regular file", stat("b/index.html").Mode(), read("b/index.html"))
	}
	if b, _ := os.ReadFile(filepath.Join(root, "outside.html")); string(b) != "b" {
		t.Errorf("the file outside the build changed: %q", b)
	}

	// A copied file whose source changed, to bytes of the same length, is copied again.
	logo := stat("img/logo.svg")
	write(static, "<svg>")
	build(map[string]string{"index.html": "home"}, true)
	if os.SameFile(logo, stat("img/logo.svg")) || read("img/logo.svg") != "<svg>" {
		t.Errorf("img/logo.svg is %q, the previous build's file kept: %v", read("img/logo.svg"), os.SameFile(logo, stat("img/logo.svg")))
	}
}
