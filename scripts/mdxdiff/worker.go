package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// request is what a reference.mjs worker is asked for one file.
type request struct {
	ID       int       `json:"id"`
	File     string    `json:"file"`
	Format   string    `json:"format"`
	Gosaurus *moduleJS `json:"gosaurus,omitempty"`
	// SkipReference: the file is not compiled by Docusaurus (-reuse has its result); only
	// gosaurus's module is rendered.
	SkipReference bool `json:"skipReference,omitempty"`
}

type moduleJS struct {
	Code string `json:"code"`
}

type answer struct {
	ID        int     `json:"id"`
	Reference Result  `json:"reference"`
	Gosaurus  *Result `json:"gosaurus"`
}

// worker is one `node reference.mjs --serve` process, started on first use and again after it
// crashed or was stopped for taking too long. Requests go one at a time on its stdin; answers
// come on its fd 3, so that nothing a plugin prints can be taken for one.
type worker struct {
	script, reference string
	log               io.Writer // the process's stdout and stderr
	cmd               *exec.Cmd
	in                io.WriteCloser
	answers           chan []byte
	next              int
}

func (w *worker) start() error {
	r, wr, err := os.Pipe()
	if err != nil {
		return err
	}
	cmd := exec.Command("node", w.script, "--serve")
	cmd.Env = append(os.Environ(), "MDXDIFF_REFERENCE="+w.reference)
	cmd.Stdout, cmd.Stderr = w.log, w.log
	cmd.ExtraFiles = []*os.File{wr}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		r.Close()
		wr.Close()
		return err
	}
	wr.Close()
	answers := make(chan []byte)
	go func() {
		defer close(answers)
		defer r.Close()
		lines := bufio.NewReader(r)
		for {
			line, err := lines.ReadBytes('\n')
			if err != nil {
				return
			}
			answers <- line
		}
	}()
	w.cmd, w.in, w.answers = cmd, in, answers
	return nil
}

// stop ends the process (and anything it started) and waits for it.
func (w *worker) stop() {
	if w.cmd == nil {
		return
	}
	w.in.Close()
	_ = syscall.Kill(-w.cmd.Process.Pid, syscall.SIGKILL)
	_ = w.cmd.Wait()
	for range w.answers { // the reader ends with the process
	}
	w.cmd = nil
}

// close lets the process end by itself once its input is closed.
func (w *worker) close() {
	if w.cmd == nil {
		return
	}
	w.in.Close()
	done := make(chan struct{})
	go func() { _ = w.cmd.Wait(); close(done) }()
	select {
	case <-done:
		for range w.answers {
		}
		w.cmd = nil
	case <-time.After(5 * time.Second):
		w.stop()
	}
}

// ask sends one request and waits for its answer, at most timeout; a process that does not
// answer in time is stopped, one that ended is started again at the next request.
func (w *worker) ask(req request, timeout time.Duration) (answer, error) {
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return answer{}, fmt.Errorf("starting node: %w", err)
		}
	}
	w.next++
	req.ID = w.next
	line, err := json.Marshal(req)
	if err != nil {
		return answer{}, err
	}
	if _, err := w.in.Write(append(line, '\n')); err != nil {
		w.stop()
		return answer{}, fmt.Errorf("the reference process ended: %w", err)
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-w.answers:
			if !ok {
				w.stop()
				return answer{}, fmt.Errorf("the reference process ended while compiling (crash?)")
			}
			var a answer
			if err := json.Unmarshal(line, &a); err != nil {
				w.stop()
				return answer{}, fmt.Errorf("unreadable answer from the reference process: %w", err)
			}
			if a.ID != req.ID {
				continue // an answer to a request given up on before
			}
			return a, nil
		case <-timer.C:
			w.stop()
			return answer{}, fmt.Errorf("timeout: no answer in %s", timeout)
		}
	}
}
