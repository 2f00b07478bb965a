// Package render runs the server bundle in a pool of goja runtimes, one per worker, and turns
// each route into its HTML.
package render

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// Head is what react-helmet-async collected for a page, as HTML strings.
type Head struct {
	Title          string `json:"title"`
	Meta           string `json:"meta"`
	Link           string `json:"link"`
	Script         string `json:"script"`
	Base           string `json:"base"`
	HTMLAttributes string `json:"htmlAttributes"`
	BodyAttributes string `json:"bodyAttributes"`
}

// Page is one server-rendered route.
type Page struct {
	HTML string `json:"html"`
	Head Head   `json:"head"`
}

// Timeout bounds one page's render, so a component that loops forever fails its route
// instead of hanging the build.
const Timeout = 30 * time.Second

// Pool renders pages in parallel runtimes that each load the server bundle once.
type Pool struct {
	runtimes chan *worker
	size     int
}

type worker struct {
	rt     *goja.Runtime
	render goja.Callable
	script goja.Callable
}

// NewPool compiles the server bundle once and starts n runtimes with it (n <= 0: one per CPU).
func NewPool(serverJS []byte, n int) (*Pool, error) {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	prog, err := goja.Compile("server.js", string(serverJS), false)
	if err != nil {
		return nil, fmt.Errorf("server bundle: %w", err)
	}
	p := &Pool{runtimes: make(chan *worker, n), size: n}
	errs := make(chan error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := newWorker(prog)
			if err != nil {
				errs <- err
				return
			}
			p.runtimes <- w
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, err
	}
	return p, nil
}

func newWorker(prog *goja.Program) (*worker, error) {
	rt := goja.New()
	rt.SetMaxCallStackSize(jsrt.MaxCallStackSize)
	rt.SetFieldNameMapper(goja.TagFieldNameMapper("json", true))
	installGlobals(rt)
	if _, err := rt.RunProgram(prog); err != nil {
		return nil, fmt.Errorf("loading the server bundle: %w", jsError(err))
	}
	fn, ok := goja.AssertFunction(rt.Get("gosaurusRender"))
	if !ok {
		return nil, errors.New("the server bundle did not define globalThis.gosaurusRender")
	}
	w := &worker{rt: rt, render: fn}
	w.script, _ = goja.AssertFunction(rt.Get("gosaurusColorModeScript"))
	return w, nil
}

// Render renders the route at path; an empty path renders the not-found page.
func (p *Pool) Render(path string) (Page, error) {
	w := <-p.runtimes
	defer func() { p.runtimes <- w }()
	timer := time.AfterFunc(Timeout, func() { w.rt.Interrupt("rendering took longer than " + Timeout.String()) })
	defer func() {
		timer.Stop()
		w.rt.ClearInterrupt()
	}()
	arg := goja.Null()
	if path != "" {
		arg = w.rt.ToValue(path)
	}
	v, err := w.render(goja.Undefined(), arg)
	if err != nil {
		return Page{}, jsError(err)
	}
	var page Page
	if err := w.rt.ExportTo(v, &page); err != nil {
		return Page{}, fmt.Errorf("gosaurusRender returned an unexpected value: %w", err)
	}
	return page, nil
}

// ColorModeScript returns the theme's inline colour-mode script for these options, or "" when
// the theme has none.
func (p *Pool) ColorModeScript(opts map[string]any) (string, error) {
	w := <-p.runtimes
	defer func() { p.runtimes <- w }()
	if w.script == nil {
		return "", nil
	}
	v, err := w.script(goja.Undefined(), w.rt.ToValue(opts))
	if err != nil {
		return "", jsError(err)
	}
	return v.String(), nil
}

// RenderAll renders every path with all workers; results come back in the order of paths.
func (p *Pool) RenderAll(paths []string) ([]Page, error) {
	pages := make([]Page, len(paths))
	errs := make([]error, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for i := 0; i < p.size; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				pages[j], errs[j] = p.Render(paths[j])
			}
		}()
	}
	for j := range paths {
		next <- j
	}
	close(next)
	wg.Wait()
	for j, err := range errs {
		if err != nil {
			name := paths[j]
			if name == "" {
				name = "the not-found page"
			}
			return nil, fmt.Errorf("rendering %s: %w", name, err)
		}
	}
	return pages, nil
}

func jsError(err error) error {
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return errors.New(ex.String())
	}
	var intr *goja.InterruptedError
	if errors.As(err, &intr) {
		return fmt.Errorf("%v", intr.Value())
	}
	return err
}

// installGlobals gives the server bundle the few host functions React and its libraries
// look for. Timers never fire: server rendering is synchronous.
func installGlobals(rt *goja.Runtime) {
	g := rt.GlobalObject()
	_ = g.Set("window", goja.Undefined())
	console := rt.NewObject()
	for _, name := range []string{"log", "info", "warn", "error", "debug", "trace"} {
		_ = console.Set(name, func(goja.FunctionCall) goja.Value { return goja.Undefined() })
	}
	_ = g.Set("console", console)
	noop := func(goja.FunctionCall) goja.Value { return rt.ToValue(0) }
	for _, name := range []string{"setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate"} {
		_ = g.Set(name, noop)
	}
	_ = g.Set("queueMicrotask", func(call goja.FunctionCall) goja.Value {
		if fn, ok := goja.AssertFunction(call.Argument(0)); ok {
			_, _ = fn(goja.Undefined())
		}
		return goja.Undefined()
	})
	perf := rt.NewObject()
	start := time.Now()
	_ = perf.Set("now", func() float64 { return float64(time.Since(start).Microseconds()) / 1000 })
	_ = g.Set("performance", perf)
}
