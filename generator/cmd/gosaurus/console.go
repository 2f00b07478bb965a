package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// console is where commands write: standard output and standard error, and whether standard
// output is a terminal, where a build shows its progress on one line it keeps overwriting.
// Elsewhere (CI logs, pipes, tests) progress is left out.
type console struct {
	out, errOut io.Writer
	terminal    bool
	// in is standard input, and interactive tells whether a question can be asked there: both
	// it and standard output are terminals (never in CI logs, pipes or tests).
	in          io.Reader
	interactive bool

	mu     sync.Mutex
	status bool      // a progress line is on screen, without its newline
	shown  time.Time // when it was last updated
}

func newConsole(out, errOut *os.File) *console {
	return &console{out: out, errOut: errOut, terminal: isTerminal(out), in: os.Stdin, interactive: isTerminal(out) && isTerminal(os.Stdin)}
}

// ask asks a yes-or-no question on an interactive console; yes is the answer to an empty
// line. Elsewhere it asks nothing and returns false.
func (c *console) ask(question string, yes bool) bool {
	if !c.interactive || c.in == nil {
		return false
	}
	hint := " [y/N] "
	if yes {
		hint = " [Y/n] "
	}
	c.Printf("%s%s", question, hint)
	var line []byte
	buf := make([]byte, 1)
	for {
		n, err := c.in.Read(buf)
		if n == 0 || err != nil || buf[0] == '\n' {
			break
		}
		line = append(line, buf[0])
	}
	switch strings.ToLower(strings.TrimSpace(string(line))) {
	case "":
		return yes
	case "y", "yes":
		return true
	}
	return false
}

// isTerminal reports whether f is a terminal that understands "\r" and erasing a line.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && os.Getenv("TERM") != "dumb"
}

// Write writes to standard output, below the progress line's last state: the line is erased
// first, so what is written replaces it.
func (c *console) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.clearStatus()
	return c.out.Write(p)
}

func (c *console) Printf(format string, args ...any) { fmt.Fprintf(c, format, args...) }

// note writes to standard error what the user should know but is not the command's output: a
// flag ignored, a choice made for them.
func (c *console) note(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.clearStatus()
	fmt.Fprintf(c.errOut, format, args...)
}

// progress shows line as the progress line, on a terminal only. Updates closer together than
// a tenth of a second are skipped, but for the last (final), which is always shown.
func (c *console) progress(line string, final bool) {
	if !c.terminal {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !final && time.Since(c.shown) < 100*time.Millisecond {
		return
	}
	fmt.Fprint(c.out, "\r\x1b[K"+line)
	c.status, c.shown = true, time.Now()
}

func (c *console) clearStatus() {
	if c.status {
		fmt.Fprint(c.out, "\r\x1b[K")
		c.status = false
	}
}

// exit reports err, if any, and returns the exit status it calls for.
func (c *console) exit(err error) int {
	if err == nil {
		return 0
	}
	c.mu.Lock()
	c.clearStatus()
	c.mu.Unlock()
	var status exitStatus
	if errors.As(err, &status) {
		return int(status)
	}
	var usage *usageError
	if errors.As(err, &usage) {
		fmt.Fprintf(c.errOut, "%s\n%s\n", usage.msg, usage.hint)
		return 2
	}
	fmt.Fprintf(c.errOut, "[gosaurus] error: %v\n", err)
	return 1
}
