package jsrt

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"
)

// NodeCalls calls the functions of a config that only Node runs (editUrl, sidebarItemsGenerator
// of a config evaluated in Node). The config is loaded once, in one Node process started at the
// first call, and answers every call after it: loading a real site's config can take seconds,
// which a process per call would pay again each time.
type NodeCalls struct {
	file string
	env  map[string]string

	mu          sync.Mutex
	started     bool
	err         error // why the process cannot answer any more
	cmd         *exec.Cmd
	cancel      context.CancelFunc
	in          io.WriteCloser
	answers     *bufio.Reader
	answersFile *os.File
	stderr      bytes.Buffer
	bundle      string
	tmp         string
	// bundleName is the bundle's path, kept after it is removed to name the config instead.
	bundleName string
}

// Returns makes an argument's field a function that returns v (in Node and in the embedded
// runtime): for functions Docusaurus hands to a config's functions, such as the
// defaultSidebarItemsGenerator a sidebarItemsGenerator calls.
type Returns struct {
	Value any `json:"$gosaurusReturns"`
}

// NewNodeCalls prepares calls into the config file, run with env as EvaluateInNode runs it.
func NewNodeCalls(file string, env map[string]string) *NodeCalls {
	return &NodeCalls{file: file, env: env}
}

// Call calls the function at path of the config's value ("presets[0][1].docs.editUrl") once
// for each of args, awaited, and returns what each call returned, as JSON data.
func (n *NodeCalls) Call(path string, args []any) ([]any, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.started {
		n.started = true
		n.err = n.start()
	}
	if n.err != nil {
		return nil, n.err
	}
	req, err := json.Marshal(map[string]any{"path": path, "args": args})
	if err != nil {
		return nil, err
	}
	type answer struct {
		Results []any  `json:"results"`
		Error   string `json:"error"`
	}
	got := make(chan answer, 1)
	failed := make(chan error, 1)
	go func() {
		if _, err := n.in.Write(append(req, '\n')); err != nil {
			failed <- err
			return
		}
		line, err := n.answers.ReadBytes('\n')
		if err != nil {
			failed <- err
			return
		}
		var a answer
		if err := json.Unmarshal(line, &a); err != nil {
			failed <- err
			return
		}
		got <- a
	}()
	select {
	case a := <-got:
		if a.Error != "" {
			return nil, fmt.Errorf("failed in Node: %s", a.Error)
		}
		if len(a.Results) != len(args) {
			return nil, fmt.Errorf("Node gave %d answers for %d calls", len(a.Results), len(args))
		}
		return a.Results, nil
	case err := <-failed:
		n.stop() // waits for the process, so its report is complete
		n.err = fmt.Errorf("failed in Node: %s (%v)", nodeError(n.stderr.String(), n.bundleName, n.file), err)
	case <-time.After(NodeTimeout):
		n.stop()
		n.err = fmt.Errorf("did not answer in Node within %s", NodeTimeout)
	}
	return nil, n.err
}

func (n *NodeCalls) start() error {
	bundle, err := BundleForNode(n.file)
	if err != nil {
		return err
	}
	n.bundle, n.bundleName = bundle, bundle
	if n.tmp, err = os.MkdirTemp("", "gosaurus-calls-"); err != nil {
		return err
	}
	script := filepath.Join(n.tmp, "evaluate.mjs")
	if err := os.WriteFile(script, evaluateScript, 0o644); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	n.cancel = cancel
	n.cmd = nodeCommand(ctx, filepath.Dir(n.file), n.env, script, bundle, "serve")
	n.cmd.Stderr = &n.stderr
	n.cmd.Stdout = io.Discard
	if n.in, err = n.cmd.StdinPipe(); err != nil {
		return err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	n.cmd.ExtraFiles = []*os.File{w} // file descriptor 3, where the answers come
	if err := n.cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return fmt.Errorf("cannot start node: %w", err)
	}
	w.Close()
	n.answersFile, n.answers = r, bufio.NewReader(r)
	return nil
}

// Close ends the Node process, if one was started, and removes its files.
func (n *NodeCalls) Close() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.stop()
	if n.err == nil {
		n.err = fmt.Errorf("calls into %s are closed", n.file)
	}
}

func (n *NodeCalls) stop() {
	if n.cmd != nil && n.cmd.Process != nil {
		n.in.Close()
		done := make(chan struct{})
		go func() { n.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			n.cancel()
			<-done
		}
		n.cmd = nil
		n.answersFile.Close()
	}
	if n.cancel != nil {
		n.cancel()
	}
	for _, f := range []string{n.bundle, n.tmp} {
		if f != "" {
			os.RemoveAll(f)
		}
	}
	n.bundle, n.tmp = "", ""
}
