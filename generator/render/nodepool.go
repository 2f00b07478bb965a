package render

import (
	"bytes"
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
	"sync/atomic"
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
	// turns holds each live worker inFlight times: a request takes a turn, and gives it back
	// once its answer is read.
	turns   chan *nodeWorker
	gone    chan struct{} // closed when no worker is left
	goneOne sync.Once
	size    int // live workers
	sizeMu  sync.Mutex
	dir     string        // the bundle, the shared modules and the worker script, removed by Close
	timeout time.Duration // for one page: Timeout
	heap    string        // the workers' heap limit flag, "" when NODE_OPTIONS sets one
	cwd     string        // the workers' working directory, "" for gosaurus's own

	scripts // the route scripts by specifier
}

// inFlight is the number of requests a worker is sent before the first is answered: with
// one, a worker idled while gosaurus read its answer and sent the next request, about a
// third of its time at 1,000 pages on two cores.
const inFlight = 2

// workerHeapMB is a worker's V8 heap limit unless NODE_OPTIONS sets one, as Docusaurus's users
// do for large sites. A worker's heap stays small at any size (the 10,000-page site and
// casbin's 17 locales build with a limit of 128 MB); the limit is there for a page that
// allocates without end, which at V8's own limit took 14 s and 4 GB per worker to fail.
const workerHeapMB = 1024

// heapFlag is the flag that sets a worker's heap limit, "" when nodeOptions (NODE_OPTIONS)
// sets one already, which then holds.
func heapFlag(nodeOptions string) string {
	if _, ok := jsrt.NodeHeapMB(nodeOptions); ok {
		return ""
	}
	return jsrt.NodeHeapFlag(workerHeapMB)
}

// nodeWorker is a worker process and the order of its requests. Answers come in the order
// the requests were sent, so each request waits for the one before it to be answered (its
// turn) before reading its own.
type nodeWorker struct {
	proc *jsrt.NodeProcess
	mu   sync.Mutex    // sending a request and queueing for its answer, as one step
	last chan struct{} // closed once the last request sent has been answered
	dead atomic.Bool   // failed: requests still queued on it go to another worker
}

// NewNodePool writes the server bundle and the shared modules to a temporary folder and starts
// n workers on them (n <= 0: one per CPU) in the folder cwd ("": gosaurus's own working
// directory), where the site's code reads relative paths and process.cwd(). modules are the
// route and shared module scripts by specifier, as for NewPool.
func NewNodePool(serverJS []byte, modules map[string][]byte, shared []string, n int, cwd string) (*NodePool, error) {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	dir, err := os.MkdirTemp("", "gosaurus-render-")
	if err != nil {
		return nil, err
	}
	p := &NodePool{turns: make(chan *nodeWorker, n*inFlight), gone: make(chan struct{}), dir: dir, timeout: Timeout, heap: heapFlag(os.Getenv("NODE_OPTIONS")), cwd: cwd, scripts: scripts{modules: modules}}
	if err := p.writeFiles(serverJS, modules, shared); err != nil {
		p.Close()
		return nil, err
	}
	for i := 0; i < n; i++ {
		if err := p.start(); err != nil {
			p.Close()
			return nil, err
		}
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

// start starts a worker and gives it its turns.
func (p *NodePool) start() error {
	args := []string{filepath.Join(p.dir, "worker.cjs"), filepath.Join(p.dir, "server.js"), filepath.Join(p.dir, "modules.json")}
	if p.heap != "" {
		args = append([]string{p.heap}, args...)
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = p.cwd
	proc, err := jsrt.StartNode(cmd)
	if err != nil {
		return fmt.Errorf("starting a Node render worker: %w", err)
	}
	w := &nodeWorker{proc: proc, last: make(chan struct{})}
	close(w.last) // nothing to wait for
	p.sizeMu.Lock()
	p.size++
	p.sizeMu.Unlock()
	for range inFlight {
		p.giveTurn(w)
	}
	return nil
}

// nodeAnswer is a worker's answer to one request. A page's HTML follows the answer's line as
// Bytes bytes of its own (jsrt.BodySizer).
type nodeAnswer struct {
	Page   *Page  `json:"page"`
	Script string `json:"script"`
	Error  string `json:"error"`
	Bytes  int    `json:"bytes"`
}

// BodySize is the length of the page's HTML after the answer's line.
func (a *nodeAnswer) BodySize() int { return a.Bytes }

// giveTurn puts a turn of w in the queue. The queue may still hold turns of failed workers,
// which the next requests take and drop; should it be full of them, the turn waits in a
// goroutine of its own rather than hold up the request that replaced a worker.
func (p *NodePool) giveTurn(w *nodeWorker) {
	select {
	case p.turns <- w:
	default:
		go func() { p.turns <- w }()
	}
}

// errRequeue is a request's answer when its worker failed on an earlier request: it is sent
// again, to another worker.
var errRequeue = errors.New("sent to a worker that failed before answering it")

// ask sends the request line to a worker and waits for its answer, at most the page timeout
// from the moment the worker is done with the request before; a worker that does not answer
// in time, or dies, is replaced.
func (p *NodePool) ask(line []byte) (nodeAnswer, error) {
	for {
		var w *nodeWorker
		select {
		case w = <-p.turns:
		case <-p.gone:
			return nodeAnswer{}, errors.New("no Node render worker is left")
		}
		if w.dead.Load() {
			continue // a turn of a worker that has been replaced
		}
		a, html, err := p.askWorker(w, line)
		switch {
		case errors.Is(err, errRequeue):
			continue
		case err != nil:
			return a, err
		}
		p.giveTurn(w)
		if a.Error != "" {
			return a, errors.New(strings.TrimSpace(a.Error))
		}
		if a.Page != nil {
			a.Page.HTML = html
		}
		return a, nil
	}
}

// askWorker sends line to w and reads its answer once the requests sent before it have been
// answered.
func (p *NodePool) askWorker(w *nodeWorker, line []byte) (nodeAnswer, string, error) {
	w.mu.Lock()
	before, mine := w.last, make(chan struct{})
	w.last = mine
	sendErr := w.proc.Send(line)
	w.mu.Unlock()
	defer close(mine)
	<-before
	if w.dead.Load() {
		return nodeAnswer{}, "", errRequeue
	}
	var a nodeAnswer
	html, err := "", sendErr
	if err == nil {
		html, err = w.proc.Receive(&a, p.timeout)
	}
	if err == nil {
		return a, html, nil
	}
	w.dead.Store(true)
	w.proc.Stop(0) // a worker that failed is not worth waiting for
	switch stderr := w.proc.Stderr(); {
	case errors.Is(err, jsrt.ErrNoAnswer):
		err = fmt.Errorf("rendering took longer than %s", p.timeout)
	case strings.Contains(stderr, "JavaScript heap out of memory"):
		limit := "the heap limit NODE_OPTIONS sets"
		if p.heap != "" {
			limit = fmt.Sprintf("%d MB", workerHeapMB)
		}
		err = fmt.Errorf("the page took more memory than a Node render worker may use (%s); NODE_OPTIONS=--max-old-space-size=<MB> sets the limit", limit)
	default:
		err = fmt.Errorf("the Node render worker died (%v): %s", err, strings.TrimSpace(stderr))
	}
	// A new worker takes the place of the one that failed, so the other pages go on.
	p.sizeMu.Lock()
	p.size--
	p.sizeMu.Unlock()
	if startErr := p.start(); startErr != nil {
		p.sizeMu.Lock()
		if p.size == 0 {
			p.goneOne.Do(func() { close(p.gone) })
		}
		p.sizeMu.Unlock()
	}
	return nodeAnswer{}, "", err
}

// Render renders the route at path whose module is spec; an empty path renders the not-found
// page.
func (p *NodePool) Render(path, spec string) (Page, error) {
	src, ok := p.script(spec)
	if !ok {
		return Page{}, fmt.Errorf("no server module for %s", spec)
	}
	line, err := renderRequest(path, spec, src)
	if err != nil {
		return Page{}, err
	}
	a, err := p.ask(line)
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
	line, err := json.Marshal(map[string]any{"colorMode": opts})
	if err != nil {
		return "", err
	}
	a, err := p.ask(line)
	return a.Script, err
}

// Workers is the number of pages asked for at once: a worker's requests in flight, and one
// more per worker whose page the Go side is writing while they render.
func (p *NodePool) Workers() int {
	p.sizeMu.Lock()
	defer p.sizeMu.Unlock()
	return (inFlight + 1) * p.size
}

// Name is EngineNode.
func (p *NodePool) Name() string { return EngineNode }

// Close stops the workers and removes their files.
func (p *NodePool) Close() {
	stopped := map[*nodeWorker]bool{}
	for {
		select {
		case w := <-p.turns:
			if !stopped[w] && !w.dead.Load() {
				stopped[w] = true
				w.proc.Stop(0)
			}
			continue
		default:
		}
		break
	}
	os.RemoveAll(p.dir)
}

// renderRequest is the request line that renders the route at path with the module script
// src: a data route's data goes in as it is, without escaping or checking it again.
func renderRequest(path, spec string, src []byte) ([]byte, error) {
	var routePath any
	if path != "" {
		routePath = path
	}
	data, isData := bundle.DataRouteData(src)
	if isData && !bytes.ContainsAny(data, "\n\r") {
		head, err := json.Marshal(map[string]any{"path": routePath, "spec": spec})
		if err != nil {
			return nil, err
		}
		line := append(head[:len(head)-1:len(head)-1], `,"data":`...)
		line = append(line, data...)
		return append(line, '}'), nil
	}
	req := map[string]any{"path": routePath, "spec": spec, "module": string(src)}
	if isData {
		delete(req, "module")
		req["data"] = json.RawMessage(data)
	}
	return json.Marshal(req)
}
