package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// `gosaurus start` stops cleanly on SIGINT and SIGTERM and leaves no temporary folder behind,
// nor does a first build that fails.
func TestStartRemovesItsFoldersOnExit(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM")
	}
	bin := filepath.Join(t.TempDir(), "gosaurus")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home, _ := filepath.Abs(filepath.Join("..", "..", ".."))
	start := func(site, tmp string) (*exec.Cmd, <-chan string) {
		cmd := exec.Command(bin, "start", "--port", "0", site)
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "GOSAURUS_HOME="+home)
		cmd.WaitDelay = 30 * time.Second // a process left holding the output would hang Wait
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = cmd.Stdout
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string)
		go func() {
			defer close(lines)
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
		}()
		return cmd, lines
	}
	leftovers := func(tmp string) []string {
		entries, _ := os.ReadDir(tmp)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		tmp := t.TempDir()
		cmd, lines := start(fixture(t, "basic"), tmp)
		var log []string
		for line := range lines {
			log = append(log, line)
			if strings.HasPrefix(line, "[gosaurus] serving at http://127.0.0.1:") {
				break
			}
		}
		if len(leftovers(tmp)) == 0 {
			t.Fatalf("%v: the dev server made no temporary folder; log:\n%s", sig, strings.Join(log, "\n"))
		}
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		for line := range lines {
			log = append(log, line)
		}
		if err := cmd.Wait(); err != nil {
			t.Errorf("%v: %v; log:\n%s", sig, err, strings.Join(log, "\n"))
		}
		if left := leftovers(tmp); len(left) > 0 {
			t.Errorf("%v: left in the temporary folder: %v", sig, left)
		}
	}

	tmp := t.TempDir()
	site := fixture(t, "basic")
	if err := os.WriteFile(filepath.Join(site, "docusaurus.config.js"), []byte("export default {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, lines := start(site, tmp)
	var log []string
	for line := range lines {
		log = append(log, line)
	}
	if err := cmd.Wait(); err == nil || cmd.ProcessState.ExitCode() != 1 {
		t.Errorf("a broken site: %v, want exit status 1; log:\n%s", err, strings.Join(log, "\n"))
	}
	if left := leftovers(tmp); len(left) > 0 {
		t.Errorf("after a failed first build, left in the temporary folder: %v", left)
	}
}
