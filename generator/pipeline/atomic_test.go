package pipeline

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gosaurus/generator/output"
)

// When GOSAURUS_TEST_CHILD_BUILD names a site, the test binary builds it and exits: the
// subprocess that TestKilledBuildKeepsThePreviousOne kills.
func TestMain(m *testing.M) {
	if site := os.Getenv("GOSAURUS_TEST_CHILD_BUILD"); site != "" {
		opts, err := repoOptions(site)
		if err != nil {
			os.Exit(2)
		}
		opts.OutDir = os.Getenv("GOSAURUS_TEST_CHILD_OUT")
		opts.Log = os.Stdout
		if _, err := Run(opts); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files[rel], err = os.ReadFile(p)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// A build killed with SIGKILL at any point, here at each phase it reports, leaves the
// previous build exactly as it was, and the next build cleans up after it.
func TestKilledBuildKeepsThePreviousOne(t *testing.T) {
	site, _ := filepath.Abs("../../testdata/sites/basic")
	opts := testOptions(t, site)
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	before := readTree(t, opts.OutDir)
	for _, phase := range []string{"config", "content", "bundle", "render"} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "GOSAURUS_TEST_CHILD_BUILD="+site, "GOSAURUS_TEST_CHILD_OUT="+opts.OutDir)
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		killed := false
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "[gosaurus] "+phase) {
				_ = cmd.Process.Signal(syscall.SIGKILL)
				killed = true
				break
			}
		}
		_ = cmd.Wait()
		if !killed {
			t.Fatalf("the child build never reported %s", phase)
		}
		after := readTree(t, opts.OutDir)
		if len(after) != len(before) {
			t.Fatalf("killed after %s: %d files, had %d", phase, len(after), len(before))
		}
		for p, data := range before {
			if !bytes.Equal(after[p], data) {
				t.Fatalf("killed after %s: %s changed", phase, p)
			}
		}
	}
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(opts.OutDir), ".build.tmp-*")); len(left) > 0 {
		t.Errorf("leftovers of killed builds remain: %v", left)
	}
}

// Two builds of one site at once: the one started second fails at once, naming the first's
// pid, and leaves the first's work alone, whose output is then complete (the same files as
// a build on its own).
func TestConcurrentBuildsExcludeEachOther(t *testing.T) {
	site, _ := filepath.Abs("../../testdata/sites/basic")
	opts := testOptions(t, site)
	// The first build waits at its first page until the second has tried: it holds the lock
	// then, however fast the machine.
	first, rendering, release := make(chan error, 1), make(chan struct{}, 1), make(chan struct{})
	firstOpts := opts
	firstOpts.Progress = func(string, int, int) {
		select {
		case rendering <- struct{}{}:
		default:
		}
		<-release
	}
	go func() {
		_, err := Run(firstOpts)
		first <- err
	}()
	select {
	case <-rendering:
	case err := <-first:
		t.Fatalf("the first build ended before it rendered: %v", err)
	}
	lock := output.LockPath(opts.OutDir)
	_, err := Run(opts)
	close(release)
	want := fmt.Sprintf("another gosaurus build (pid %d) is writing %s; wait for it to finish or stop it (lock file %s)", os.Getpid(), opts.OutDir, lock)
	if err == nil || err.Error() != want {
		t.Errorf("second build: %v\nwant %s", err, want)
	}
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	got := readTree(t, opts.OutDir)
	alone := testOptions(t, site)
	if _, err := Run(alone); err != nil {
		t.Fatal(err)
	}
	want2 := readTree(t, alone.OutDir)
	if len(got) != len(want2) {
		t.Errorf("%d files, a build on its own writes %d", len(got), len(want2))
	}
	for p, data := range want2 {
		if !bytes.Equal(got[p], data) {
			t.Errorf("%s differs from a build on its own", p)
		}
	}
	if _, err := os.Stat(lock); !os.IsNotExist(err) {
		t.Errorf("the lock file stays: %v", err)
	}
}
