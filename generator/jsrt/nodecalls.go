package jsrt

import (
	"context"
	"errors"
	"fmt"
	"os"
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
	mb   int // the process's heap limit

	mu      sync.Mutex
	started bool
	err     error // why the process cannot answer any more
	node    *NodeProcess
	bundle  string // removed when the process stops
	tmp     string
}

// NewHelperProcess is a NodeCalls of a process of its own that only runs gosaurus's helpers
// (CallWith): it loads an empty module, written to a new folder whose path it returns for the
// caller to remove once the process is closed.
func NewHelperProcess() (*NodeCalls, string, error) {
	dir, err := os.MkdirTemp("", "gosaurus-node-")
	if err != nil {
		return nil, "", err
	}
	stub := filepath.Join(dir, "helpers.mjs")
	if err := os.WriteFile(stub, []byte("export default {};\n"), 0o644); err != nil {
		_ = os.RemoveAll(dir)
		return nil, "", err
	}
	return NewNodeCalls(stub, nil), dir, nil
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
	return n.CallWith(path, "", args, NodeTimeout)
}

// CallWith is Call with, when helper is not "", helper in place of the function: the source of
// a JavaScript function (value, arg, {config, state, require}) called with the value at path
// (any value; the config for ""), each of args, the config, an object kept for the process's
// life and a require from the config's folder. The calls may take up to timeout, a plugin's
// lifecycle longer than a config's function.
func (n *NodeCalls) CallWith(path, helper string, args []any, timeout time.Duration) ([]any, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.started {
		n.started = true
		n.err = n.start()
	}
	if n.err != nil {
		return nil, n.err
	}
	var answer struct {
		Results []any  `json:"results"`
		Error   string `json:"error"`
	}
	req := map[string]any{"path": path, "args": args}
	if helper != "" {
		req["with"] = helper
	}
	_, err := n.node.Ask(req, &answer, timeout)
	switch {
	case err == nil && answer.Error != "":
		return nil, fmt.Errorf("failed in Node: %s", answer.Error)
	case err == nil && len(answer.Results) != len(args):
		return nil, fmt.Errorf("Node gave %d answers for %d calls", len(answer.Results), len(args))
	case err == nil:
		return answer.Results, nil
	case errors.Is(err, ErrNoAnswer):
		n.stop()
		n.err = fmt.Errorf("did not answer in Node within %s", timeout)
	default:
		node, bundle := n.node, n.bundle
		n.stop() // waits for the process, so its report is complete
		if n.err = outOfMemory(node.Stderr(), n.mb); n.err == nil {
			n.err = fmt.Errorf("failed in Node: %s (%v)", nodeError(node.Stderr(), bundle, n.file), err)
		}
	}
	return nil, n.err
}

func (n *NodeCalls) start() error {
	var err error
	if n.mb, err = memoryLimitMB(n.env); err != nil {
		return err
	}
	bundle, err := BundleForNode(n.file)
	if err != nil {
		return err
	}
	n.bundle = bundle
	if n.tmp, err = os.MkdirTemp("", "gosaurus-calls-"); err != nil {
		return err
	}
	script := filepath.Join(n.tmp, "evaluate.mjs")
	if err := os.WriteFile(script, evaluateScript, 0o644); err != nil {
		return err
	}
	n.node, err = StartNode(nodeCommand(context.Background(), filepath.Dir(n.file), n.env, n.mb, script, bundle, "serve"))
	return err
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
	if n.node != nil {
		n.node.Stop(5 * time.Second)
		n.node = nil
	}
	for _, f := range []string{n.bundle, n.tmp} {
		if f != "" {
			os.RemoveAll(f)
		}
	}
	n.bundle, n.tmp = "", ""
}
