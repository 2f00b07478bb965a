package jsrt

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// NodeProcess is a Node process that answers JSON requests: one line each on its stdin, one
// JSON line each on file descriptor 3, so that stdout stays free for what its code prints. An
// answer whose line has "bytes": n is followed by n bytes of its own (BodySizer), for a large
// string (a rendered page) that would cost more to escape and unescape as JSON than to send
// as it is.
// gosaurus keeps such processes for work that would cost a start-up each time: calls into a
// config that only Node runs, and the render workers.
type NodeProcess struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *os.File
	answers *bufio.Reader
	stderr  bytes.Buffer
}

// answerBuffer is the size of the buffer answers are read through: a page's HTML is copied
// from it, a read of the pipe's size at a time.
const answerBuffer = 64 << 10

// ErrNoAnswer is Ask's error when the process did not answer in time.
var ErrNoAnswer = errors.New("no answer in time")

// StartNode starts cmd, a node command whose script answers on file descriptor 3; its stdout
// is discarded and its stderr kept for Stderr.
func StartNode(cmd *exec.Cmd) (*NodeProcess, error) {
	p := &NodeProcess{cmd: cmd}
	cmd.Stdout = io.Discard
	cmd.Stderr = &p.stderr
	var err error
	if p.in, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, fmt.Errorf("cannot start node: %w", err)
	}
	w.Close()
	p.out, p.answers = r, bufio.NewReaderSize(r, answerBuffer)
	return p, nil
}

// Ask sends req and decodes the answer into answer, waiting at most timeout. It returns the
// bytes that followed the answer's line, if any. Any error, of which ErrNoAnswer is one,
// means the process can answer no more: stop it.
func (p *NodeProcess) Ask(req, answer any, timeout time.Duration) (string, error) {
	line, err := json.Marshal(req)
	if err != nil {
		return "", err
	}
	return p.within(timeout, func() (string, error) {
		if err := p.Send(line); err != nil {
			return "", err
		}
		return p.readAnswer(answer)
	})
}

// Send writes one request, a line of JSON without its newline. A caller may send the next
// request before the answer to the last has come, so that the process finds it waiting; the
// answers come in the order of the requests (Receive).
func (p *NodeProcess) Send(line []byte) error {
	_, err := p.in.Write(append(line, '\n'))
	return err
}

// Receive decodes the next answer into answer, waiting at most timeout, as Ask does.
func (p *NodeProcess) Receive(answer any, timeout time.Duration) (string, error) {
	return p.within(timeout, func() (string, error) { return p.readAnswer(answer) })
}

// within runs f, or gives up on it after timeout with ErrNoAnswer; f then goes on until the
// process is stopped.
func (p *NodeProcess) within(timeout time.Duration, f func() (string, error)) (string, error) {
	type result struct {
		body string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		body, err := f()
		done <- result{body, err}
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.body, r.err
	case <-timer.C:
		return "", ErrNoAnswer
	}
}

// BodySizer is an answer that may be followed by bytes of its own: BodySize is their number,
// from the answer's "bytes" field once decoded. Other answers are never followed by any.
type BodySizer interface{ BodySize() int }

func (p *NodeProcess) readAnswer(answer any) (string, error) {
	data, err := p.answers.ReadBytes('\n')
	if err != nil {
		return "", err
	}
	if err := json.Unmarshal(data, answer); err != nil {
		return "", err
	}
	sized, ok := answer.(BodySizer)
	if !ok || sized.BodySize() <= 0 {
		return "", nil
	}
	// Copied once, from the reader's buffer into the string's: a page's HTML read into bytes
	// and then made a string was copied twice, a fifth of the allocations of rendering.
	n := sized.BodySize()
	var body strings.Builder
	body.Grow(n)
	for body.Len() < n {
		chunk, err := p.answers.Peek(min(n-body.Len(), p.answers.Size()))
		body.Write(chunk)
		if _, derr := p.answers.Discard(len(chunk)); err == nil {
			err = derr
		}
		if err != nil {
			return "", err
		}
	}
	return body.String(), nil
}

// Stderr is what the process wrote to stderr; complete once it is stopped.
func (p *NodeProcess) Stderr() string { return p.stderr.String() }

// Stop closes the process's stdin, which ends a script that reads its requests, and waits for
// it up to grace before killing it.
func (p *NodeProcess) Stop(grace time.Duration) {
	p.in.Close()
	done := make(chan struct{})
	go func() {
		_ = p.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(grace):
		_ = p.cmd.Process.Kill()
		<-done
	}
	p.out.Close()
}
