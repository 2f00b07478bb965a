package render

import (
	"fmt"
	"sync"
	"sync/atomic"

	"gosaurus/generator/jsrt"
)

// Engine runs the server bundle: Pool in goja, inside gosaurus, or NodePool in Node worker
// processes. Both render the same pages byte for byte, but for what their Intl knows: goja's
// (generator/jsintl) writes dates in English in every locale.
type Engine interface {
	// Render renders the route at path whose module is spec; an empty path renders the
	// not-found page.
	Render(path, spec string) (Page, error)
	ColorModeScript(opts map[string]any) (string, error)
	Workers() int
	Name() string // EngineGoja or EngineNode
	setModules(modules map[string][]byte)
	// forget drops the script of spec from its modules, once no page is left to render with
	// it.
	forget(spec string)
	Close()
}

// The engines Options.Engine names; "" picks Node when it is installed, else goja.
const (
	EngineGoja = "goja"
	EngineNode = "node"
)

// Engines lists the valid engine names, for messages.
var Engines = []string{EngineGoja, EngineNode}

// ResolveEngine is the engine name picks: "" is Node when it is installed, else goja. The
// server bundle is made for it (bundle.Input.NodeServer).
func ResolveEngine(name string) string {
	if name != "" {
		return name
	}
	if jsrt.NodeAvailable() {
		return EngineNode
	}
	return EngineGoja
}

// newEngine starts the named engine on the server bundle base and modules, of which shared
// are the modules routes share (the rest are route scripts); n runtimes, <= 0: one per CPU.
// Node's workers run in dir ("": gosaurus's own working directory).
func newEngine(name string, base []byte, modules map[string][]byte, shared []string, n int, dir string) (Engine, error) {
	switch ResolveEngine(name) {
	case EngineGoja:
		return NewPool(base, modules, n)
	case EngineNode:
		return NewNodePool(base, modules, shared, n, dir)
	}
	return nil, fmt.Errorf("unknown render engine %q; valid engines are %s and %s", name, EngineGoja, EngineNode)
}

// RenderAll renders every path, whose module is the specifier at the same index of specs,
// with all of e's workers, and hands each page to emit with its index as soon as it is
// rendered, so that pages need not all be in memory at once. emit runs on the workers,
// concurrently; the first error of a render or of emit stops the work and is returned.
func RenderAll(e Engine, paths, specs []string, emit func(i int, page Page) error) error {
	next := make(chan int)
	errs := make([]error, len(paths))
	var failed atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < e.Workers(); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				page, err := e.Render(paths[j], specs[j])
				if err == nil {
					err = emit(j, page)
				} else {
					err = &PageError{Path: paths[j], Err: err}
				}
				if err != nil {
					errs[j] = err
					failed.Store(true)
				}
			}
		}()
	}
	for j := range paths {
		if failed.Load() {
			break
		}
		next <- j
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// scripts are an engine's module scripts by specifier, which its renders read while the
// build drops those of the pages written (forget) and the next build swaps in its own.
type scripts struct {
	mu      sync.Mutex
	modules map[string][]byte
}

func (s *scripts) script(spec string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	src, ok := s.modules[spec]
	return src, ok
}

func (s *scripts) setModules(modules map[string][]byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.modules = modules
}

func (s *scripts) forget(spec string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.modules, spec)
}
