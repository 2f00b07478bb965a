// Command gotest runs `go test -json` with the arguments it is given and prints what a plain
// `go test` prints (a line per package, the output of failed tests, and whatever a package
// printed when it failed, such as a timeout's panic), then counts the tests on its last line:
// "go tests: N passed, N failed, N skipped", also when something failed. Tests still running
// when their package failed (a timeout, a crash) count as failed, and so does a package that
// did not build. It exits with go test's status.
//
//	go run ./scripts/gotest -timeout 30m ./...
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
)

type event struct {
	Action, Package, Test, Output string
}

type key struct{ pkg, test string }

func main() {
	cmd := exec.Command("go", append([]string{"test", "-json"}, os.Args[1:]...)...)
	cmd.Stderr = os.Stderr // build errors
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		fail(err)
	}
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	c := newCounter(os.Stdout)
	c.read(stdout)
	err = cmd.Wait()
	c.finish()
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			os.Exit(max(exit.ExitCode(), 1))
		}
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gotest:", err)
	os.Exit(1)
}

type counter struct {
	out                     io.Writer
	output                  map[key][]string // output of tests not yet over
	failedIn                map[string]int   // failed tests per package
	passed, failed, skipped int
}

func newCounter(out io.Writer) *counter {
	return &counter{out: out, output: map[key][]string{}, failedIn: map[string]int{}}
}

func (c *counter) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			fmt.Fprintln(c.out, sc.Text()) // not an event: pass it on
			continue
		}
		c.event(e)
	}
}

func (c *counter) event(e event) {
	k := key{e.Package, e.Test}
	switch {
	case e.Action == "output" && e.Test != "":
		c.output[k] = append(c.output[k], e.Output)
	case e.Action == "output" || e.Action == "build-output":
		if e.Output != "PASS\n" && !strings.HasPrefix(e.Output, "=== ") {
			fmt.Fprint(c.out, e.Output)
		}
	case e.Test == "" && e.Action == "fail":
		c.packageFailed(e.Package)
	case e.Test == "":
	case e.Action == "pass":
		c.passed++
		delete(c.output, k)
	case e.Action == "skip":
		c.skipped++
		delete(c.output, k)
	case e.Action == "fail":
		c.failed++
		c.failedIn[e.Package]++
		c.print(k)
	}
}

// packageFailed prints and counts as failed the tests of pkg that never ended; a package
// that failed with no test run (it did not build, or crashed first) counts as one failure.
func (c *counter) packageFailed(pkg string) {
	var running []key
	for k := range c.output {
		if k.pkg == pkg {
			running = append(running, k)
		}
	}
	sort.Slice(running, func(i, j int) bool { return running[i].test < running[j].test })
	for _, k := range running {
		c.failed++
		fmt.Fprintf(c.out, "--- %s did not finish:\n", k.test)
		c.print(k)
	}
	if len(running) == 0 && c.failedIn[pkg] == 0 {
		c.failed++
	}
}

func (c *counter) print(k key) {
	for _, line := range c.output[k] {
		if !strings.HasPrefix(line, "=== ") {
			fmt.Fprint(c.out, line)
		}
	}
	delete(c.output, k)
}

func (c *counter) finish() {
	fmt.Fprintf(c.out, "go tests: %d passed, %d failed, %d skipped\n", c.passed, c.failed, c.skipped)
}
