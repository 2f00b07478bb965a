package render

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"gosaurus/generator/bundle"
	"gosaurus/generator/jsrt"
)

//go:embed node/worker.cjs
var workerScript []byte

// NodePool renders pages in Node worker processes that each load the server bundle once: the
// same React code runs about ten times faster in Node than in goja, with the same HTML. A
// worker that fails or takes longer than Timeout for a page is replaced; the page fails with
// its route.
type NodePool struct {
	workers chan *jsrt.NodeProcess
	size    int
	dir     string        // the bundle, the shared modules and the worker script, removed by Close
	timeout time.Duration // for one page: Timeout

	mu      sync.Mutex
	modules map[string][]byte // the route scripts by specifier
}

// NewNodePool writes the server bundle and the shared modules to a temporary folder and starts
// n workers on them (n <= 0: one per CPU). modules are the route and shared module scripts by
// specifier, as for NewPool.
func NewNodePool(serverJS []byte, modules map[string][]byte, shared []string, n int) (*NodePool, error) {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	dir, err := os.MkdirTemp("", "gosaurus-render-")
	if err != nil {
		return nil, err
	}
	p := &NodePool{workers: make(chan *jsrt.NodeProcess, n), size: n, dir: dir, timeout: Timeout, modules: modules}
	if err := p.writeFiles(serverJS, modules, shared); err != nil {
		p.Close()
		return nil, err
	}
	for i := 0; i < n; i++ {
		w, err := p.start()
		if err != nil {
			p.Close()
			return nil, err
		}
		p.workers <- w
	}
	return p, nil
}

// writeFiles writes the worker's files: the worker script, the server bundle and the shared
// modules, all of them in one JSON file (id → source) since creating a file costs more than
// its bytes on some disks (about 0.75 ms of system time each on this project's machines).
func (p *NodePool) writeFiles(serverJS []byte, modules map[string][]byte, shared []string) error {
	sources := make(map[string]string, len(shared))
	for _, id := range shared {
		sources[id] = string(modules[id])
	}
	data, err := json.Marshal(sources)
	if err != nil {
		return err
	}
	for name, content := range map[string][]byte{"server.js": serverJS, "modules.json": data, "worker.cjs": workerScript} {
		if err := os.WriteFile(filepath.Join(p.dir, name), content, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func (p *NodePool) start() (*jsrt.NodeProcess, error) {
	w, err := jsrt.StartNode(exec.Command("node", filepath.Join(p.dir, "worker.cjs"), filepath.Join(p.dir, "server.js"), filepath.Join(p.dir, "modules.json")))
	if err != nil {
		return nil, fmt.Errorf("starting a Node render worker: %w", err)
	}
	return w, nil
}

// nodeAnswer is a worker's answer to one request. A page's HTML follows the answer's line as
// bytes of its own (jsrt.NodeProcess).
type nodeAnswer struct {
	Page   *Page  `json:"page"`
	Script string `json:"script"`
	Error  string `json:"error"`
}

// ask sends req to a worker and waits for its answer, at most the page timeout; a worker that
// does not answer in time, or dies, is replaced.
func (p *NodePool) ask(req map[string]any) (nodeAnswer, error) {
	w := <-p.workers
	var a nodeAnswer
	html, err := w.Ask(req, &a, p.timeout)
	if err == nil {
		p.workers <- w
		if a.Error != "" {
			return a, errors.New(strings.TrimSpace(a.Error))
		}
		if a.Page != nil {
			a.Page.HTML = string(html)
		}
		return a, nil
	}
	w.Stop(0) // a worker that failed is not worth waiting for
	if errors.Is(err, jsrt.ErrNoAnswer) {
		err = fmt.Errorf("rendering took longer than %s", p.timeout)
	} else {
		err = fmt.Errorf("the Node render worker died (%v): %s", err, strings.TrimSpace(w.Stderr()))
	}
	// A new worker takes the place of the one that failed, so the other pages go on.
	if nw, startErr := p.start(); startErr == nil {
		p.workers <- nw
	} else {
		p.size--
	}
	return nodeAnswer{}, err
}

// Render renders the route at path whose module is spec; an empty path renders the not-found
// page.
func (p *NodePool) Render(path, spec string) (Page, error) {
	p.mu.Lock()
	src, ok := p.modules[spec]
	p.mu.Unlock()
	if !ok {
		return Page{}, fmt.Errorf("no server module for %s", spec)
	}
	var routePath any
	if path != "" {
		routePath = path
	}
	req := map[string]any{"path": routePath, "spec": spec, "module": string(src)}
	if data, ok := bundle.DataRouteData(src); ok {
		delete(req, "module")
		req["data"] = json.RawMessage(data)
	}
	a, err := p.ask(req)
	if err != nil {
		return Page{}, err
	}
	if a.Page == nil {
		return Page{}, errors.New("gosaurusRender returned no page")
	}
	return *a.Page, nil
}

// ColorModeScript returns the theme's inline colour-mode script for these options, or "" when
// the theme has none.
func (p *NodePool) ColorModeScript(opts map[string]any) (string, error) {
	if opts == nil {
		opts = map[string]any{}
	}
	a, err := p.ask(map[string]any{"colorMode": opts})
	return a.Script, err
}

// Workers is the number of pages asked for at once: two per worker, so that while the Go side
// writes one page its worker already renders the next (with one, workers idled a fifth of
// the time at 1,000 pages).
func (p *NodePool) Workers() int { return 2 * p.size }

// Name is EngineNode.
func (p *NodePool) Name() string { return EngineNode }

func (p *NodePool) setModules(modules map[string][]byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.modules = modules
}

// Close stops the workers and removes their files.
func (p *NodePool) Close() {
	for {
		select {
		case w := <-p.workers:
			w.Stop(0)
			continue
		default:
		}
		break
	}
	os.RemoveAll(p.dir)
}
