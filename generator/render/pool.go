// Package render runs the server bundle in a pool of goja runtimes, one per worker, and turns
// each route into its HTML.
package render

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"

	"gosaurus/generator/bundle"
	"gosaurus/generator/jscompile"
	"gosaurus/generator/jsintl"
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
	HTML  string   `json:"html"`
	Links []string `json:"links"` // as the page's <Link>s were given them, to check
	// Anchors are the ids its components collected with useBrokenLinks: its headings, its
	// links with an id, and a site's own components that declare places to link to.
	Anchors []string `json:"anchors,omitempty"`
	Head    Head     `json:"head"`
}

// Timeout bounds one page's render, so a component that loops forever fails its route
// instead of hanging the build.
const Timeout = 30 * time.Second

// Pool renders pages in parallel runtimes that each load the server bundle once. A route's
// module is a script of its own, evaluated in the runtime just before the route renders and
// dropped after; modules that many routes share (sidebars) load once per runtime.
type Pool struct {
	runtimes chan *worker
	size     int
	scripts  // specifier → script: a function of require returning the module

	mu       sync.Mutex
	compiled map[string]*goja.Program // the shared modules, compiled once for all runtimes
}

type worker struct {
	rt      *goja.Runtime
	render  goja.Callable
	script  goja.Callable
	require goja.Value
}

// NewPool compiles the server bundle once and starts n runtimes with it (n <= 0: one per CPU).
// modules are the route and shared module scripts by specifier.
func NewPool(serverJS []byte, modules map[string][]byte, n int) (*Pool, error) {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	prog, err := jscompile.Compile("server.js", string(serverJS), false)
	if err != nil {
		return nil, fmt.Errorf("server bundle: %w", err)
	}
	p := &Pool{runtimes: make(chan *worker, n), size: n, scripts: scripts{modules: modules}, compiled: map[string]*goja.Program{}}
	errs := make(chan error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := p.newWorker(prog)
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

func (p *Pool) newWorker(prog *goja.Program) (*worker, error) {
	rt := goja.New()
	rt.SetMaxCallStackSize(jsrt.MaxCallStackSize)
	rt.SetFieldNameMapper(goja.TagFieldNameMapper("json", true))
	installGlobals(rt)
	_ = rt.Set("gosaurusLoadModule", func(id string) goja.Value {
		prog, err := p.shared(id)
		if err != nil {
			panic(rt.NewGoError(err))
		}
		if prog == nil {
			return goja.Undefined()
		}
		v, err := rt.RunProgram(prog)
		if err != nil {
			panic(err)
		}
		return v
	})
	if _, err := rt.RunProgram(prog); err != nil {
		return nil, fmt.Errorf("loading the server bundle: %w", jsError(err))
	}
	fn, ok := goja.AssertFunction(rt.Get("gosaurusRender"))
	if !ok {
		return nil, errors.New("the server bundle did not define globalThis.gosaurusRender")
	}
	w := &worker{rt: rt, render: fn, require: rt.Get("gosaurusRequire")}
	w.script, _ = goja.AssertFunction(rt.Get("gosaurusColorModeScript"))
	return w, nil
}

// shared compiles a shared module's script once; nil when there is no such module.
func (p *Pool) shared(id string) (*goja.Program, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if prog, ok := p.compiled[id]; ok {
		return prog, nil
	}
	src, ok := p.script(id)
	if !ok {
		return nil, nil
	}
	prog, err := jscompile.Compile(id, string(src), false)
	if err != nil {
		return nil, fmt.Errorf("module %s: %w", id, err)
	}
	p.compiled[id] = prog
	return prog, nil
}

// dataModule is the module of the data route spec, made from its data as its script would
// make it, without compiling the script: JSON.parse of the data, handed to gosaurusDataRoute.
func dataModule(w *worker, spec string, data []byte) (goja.Value, error) {
	parse, _ := goja.AssertFunction(w.rt.Get("JSON").ToObject(w.rt).Get("parse"))
	build, ok := goja.AssertFunction(w.rt.Get("gosaurusDataRoute"))
	if !ok {
		return nil, fmt.Errorf("module %s: the server bundle defines no gosaurusDataRoute", spec)
	}
	v, err := parse(goja.Undefined(), w.rt.ToValue(string(data)))
	if err != nil {
		return nil, fmt.Errorf("module %s: %w", spec, err)
	}
	return build(goja.Undefined(), v, w.require)
}

// module evaluates the script of spec in w's runtime and returns the module's exports.
func (p *Pool) module(w *worker, spec string) (goja.Value, error) {
	src, ok := p.script(spec)
	if !ok {
		return nil, fmt.Errorf("no server module for %s", spec)
	}
	if data, ok := bundle.DataRouteData(src); ok {
		return dataModule(w, spec, data)
	}
	prog, err := jscompile.Compile(spec, string(src), false)
	if err != nil {
		return nil, fmt.Errorf("module %s: %w", spec, err)
	}
	factory, err := w.rt.RunProgram(prog)
	if err != nil {
		return nil, err
	}
	fn, ok := goja.AssertFunction(factory)
	if !ok {
		return nil, fmt.Errorf("module %s: its script is not a function", spec)
	}
	return fn(goja.Undefined(), w.require)
}

// suspendedError is in the theme's error for a page that rendered its Suspense fallback on the
// server, and lazyAttempts is how often a page is rendered while React.lazy components load.
const (
	suspendedError = "inside its Suspense boundary"
	lazyAttempts   = 4
)

// Render renders the route at path whose module is spec; an empty path renders the not-found
// page.
func (p *Pool) Render(path, spec string) (Page, error) {
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
	mod, err := p.module(w, spec)
	if err != nil {
		return Page{}, jsError(err)
	}
	v, err := w.render(goja.Undefined(), arg, mod)
	// A page whose components load with React.lazy suspends at first, having started their
	// imports; goja settles those promises when the call returns, and the next render finds
	// the components loaded (the Node engine's worker does the same).
	for attempt := 1; err != nil && attempt < lazyAttempts && strings.Contains(err.Error(), suspendedError); attempt++ {
		v, err = w.render(goja.Undefined(), arg, mod)
	}
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

// Workers is the number of pages rendered at once.
func (p *Pool) Workers() int { return p.size }

// Name is EngineGoja.
func (p *Pool) Name() string { return EngineGoja }

// Close lets the runtimes go; they hold no resource outside the Go heap.
func (p *Pool) Close() {}

func jsError(err error) error {
	var overflow *goja.StackOverflowError
	if errors.As(err, &overflow) {
		return errors.New(jsrt.StackOverflowText(overflow, ""))
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return errors.New(jsrt.ExceptionText(ex, "", 8)) // React's own frames are many
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
	// goja has no Intl; components format numbers, dates and plurals with it while rendering.
	jsintl.Install(rt)
}

// PageError is a route that failed to render.
type PageError struct {
	Path string // "" for the not-found page
	Err  error
}

func (e *PageError) Error() string {
	name := e.Path
	if name == "" {
		name = "the not-found page"
	}
	return fmt.Sprintf("rendering %s: %v", name, e.Err)
}

func (e *PageError) Unwrap() error { return e.Err }
