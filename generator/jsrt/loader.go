// Package jsrt runs site JavaScript (docusaurus.config.js, sidebars.js and what they require)
// in a goja sandbox with a small CommonJS loader. Each file is transformed by esbuild to
// CommonJS first, so ESM syntax, TypeScript and modern syntax all work.
package jsrt

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// DefaultTimeout bounds how long one file (with its requires) may run: a config that never
// returns must not hang the build or the dev server.
const DefaultTimeout = 10 * time.Second

// MaxCallStackSize bounds JS recursion in configs and in server rendering.
const MaxCallStackSize = 10000

// Options configure a Loader.
type Options struct {
	Env     map[string]string // process.env; nil means the process's own environment
	Timeout time.Duration     // 0 means DefaultTimeout
}

// Loader evaluates CommonJS modules in one goja runtime, caching each file once.
type Loader struct {
	rt      *goja.Runtime
	cache   map[string]*goja.Object
	loading map[string]bool
	opts    Options
}

// NewLoader makes a loader with a fresh runtime.
func NewLoader(opts Options) *Loader {
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Env == nil {
		opts.Env = map[string]string{}
		for _, kv := range os.Environ() {
			if k, v, ok := strings.Cut(kv, "="); ok {
				opts.Env[k] = v
			}
		}
	}
	rt := goja.New()
	// A config that recurses forever must fail with a JS error, not exhaust the Go stack.
	rt.SetMaxCallStackSize(MaxCallStackSize)
	rt.SetFieldNameMapper(goja.TagFieldNameMapper("json", true))
	l := &Loader{rt: rt, cache: map[string]*goja.Object{}, loading: map[string]bool{}, opts: opts}
	l.installGlobals()
	return l
}

// Runtime exposes the underlying runtime, for calling exported functions.
func (l *Loader) Runtime() *goja.Runtime { return l.rt }

func (l *Loader) installGlobals() {
	env := l.rt.NewObject()
	keys := make([]string, 0, len(l.opts.Env))
	for k := range l.opts.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		_ = env.Set(k, l.opts.Env[k])
	}
	process := l.rt.NewObject()
	_ = process.Set("env", env)
	_ = process.Set("platform", "linux")
	_ = process.Set("cwd", func() string { wd, _ := os.Getwd(); return wd })
	_ = process.Set("versions", map[string]string{"node": "20.0.0"})
	_ = l.rt.Set("process", process)
	console := l.rt.NewObject()
	for _, name := range []string{"log", "info", "warn", "error", "debug"} {
		_ = console.Set(name, func(goja.FunctionCall) goja.Value { return goja.Undefined() })
	}
	_ = l.rt.Set("console", console)
}

// Require loads an absolute file path as the entry module and returns its module.exports,
// with ESM default exports unwrapped. It is bounded by the loader's timeout.
func (l *Loader) Require(file string) (val goja.Value, err error) {
	defer l.guard(&err)()
	obj, err := l.load(file)
	if err != nil {
		return nil, err
	}
	return unwrapDefault(obj.Get("exports")), nil
}

// Call calls fn (unwrapping a returned promise) under the loader's timeout.
func (l *Loader) Call(fn goja.Callable, args ...goja.Value) (val goja.Value, err error) {
	defer l.guard(&err)()
	v, err := fn(goja.Undefined(), args...)
	if err != nil {
		return nil, describe(err)
	}
	return Await(v)
}

// guard interrupts the runtime once the timeout passes and turns a panic from a host function
// into *err; use as `defer l.guard(&err)()`.
func (l *Loader) guard(err *error) func() {
	timer := time.AfterFunc(l.opts.Timeout, func() {
		l.rt.Interrupt(fmt.Sprintf("did not finish within %s (an endless loop or recursion?)", l.opts.Timeout))
	})
	return func() {
		timer.Stop()
		l.rt.ClearInterrupt()
		if r := recover(); r != nil {
			*err = fmt.Errorf("%v", r)
		}
	}
}

// Await settles a promise value; goja runs pending jobs when a call returns, so a promise
// still pending here waits on something that will never happen in this sandbox.
func Await(v goja.Value) (goja.Value, error) {
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		return v, nil
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
		return p.Result(), nil
	case goja.PromiseStateRejected:
		return nil, fmt.Errorf("rejected: %s", errorText(p.Result()))
	default:
		return nil, errors.New("returned a promise that never settles (timers and I/O are not available)")
	}
}

func unwrapDefault(v goja.Value) goja.Value {
	obj, ok := v.(*goja.Object)
	if !ok {
		return v
	}
	if esm := obj.Get("__esModule"); esm != nil && esm.ToBoolean() {
		if d := obj.Get("default"); d != nil && !goja.IsUndefined(d) {
			return d
		}
	}
	return v
}

func (l *Loader) load(file string) (*goja.Object, error) {
	if m, ok := l.cache[file]; ok {
		return m, nil
	}
	if l.loading[file] {
		// A cycle: hand back the partial exports, as Node does.
		return l.cache[file+"\x00partial"], nil
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	module := l.rt.NewObject()
	exports := l.rt.NewObject()
	_ = module.Set("exports", exports)
	_ = module.Set("id", file)
	_ = module.Set("filename", file)

	if strings.HasSuffix(file, ".json") {
		// JavaScript's own JSON.parse, as Node's require does: objects keep their keys in the
		// written order (a Go map would hand them out in random order).
		parse, _ := goja.AssertFunction(l.rt.Get("JSON").ToObject(l.rt).Get("parse"))
		parsed, err := parse(goja.Undefined(), l.rt.ToValue(string(src)))
		if ex, ok := err.(*goja.Exception); ok {
			return nil, fmt.Errorf("%s: invalid JSON: %v", file, ex.Value())
		} else if err != nil {
			return nil, fmt.Errorf("%s: invalid JSON: %v", file, err)
		}
		_ = module.Set("exports", parsed)
		l.cache[file] = module
		return module, nil
	}

	code, err := transform(file, string(src))
	if err != nil {
		return nil, err
	}
	wrapped := "(function (exports, require, module, __filename, __dirname) {" + code + "\n})"
	prog, err := goja.Compile(file, wrapped, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	fnVal, err := l.rt.RunProgram(prog)
	if err != nil {
		return nil, describe(err)
	}
	fn, _ := goja.AssertFunction(fnVal)
	l.loading[file] = true
	l.cache[file+"\x00partial"] = module
	defer func() {
		delete(l.loading, file)
		delete(l.cache, file+"\x00partial")
	}()
	dir := filepath.Dir(file)
	req := l.requireFunc(dir)
	if _, err := fn(goja.Undefined(), exports, req, module, l.rt.ToValue(file), l.rt.ToValue(dir)); err != nil {
		return nil, describe(err)
	}
	l.cache[file] = module
	return module, nil
}

func (l *Loader) requireFunc(dir string) *goja.Object {
	req := l.rt.ToValue(func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		if b, ok := l.builtin(spec); ok {
			return b
		}
		file, err := resolve(dir, spec)
		if err != nil {
			panic(l.rt.NewGoError(err))
		}
		m, err := l.load(file)
		if err != nil {
			panic(l.rt.NewGoError(err))
		}
		return m.Get("exports")
	}).(*goja.Object)
	_ = req.Set("resolve", func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		file, err := resolve(dir, spec)
		if err != nil {
			panic(l.rt.NewGoError(err))
		}
		return l.rt.ToValue(file)
	})
	return req
}

func transform(file, src string) (string, error) {
	loader := api.LoaderJS
	switch strings.ToLower(filepath.Ext(file)) {
	case ".ts", ".mts", ".cts":
		loader = api.LoaderTS
	case ".jsx":
		loader = api.LoaderJSX
	case ".tsx":
		loader = api.LoaderTSX
	}
	res := api.Transform(src, api.TransformOptions{
		Loader:     loader,
		Format:     api.FormatCommonJS,
		Target:     api.ES2017,
		Platform:   api.PlatformNode,
		Sourcefile: file,
		Supported:  map[string]bool{"dynamic-import": false},
	})
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		if e.Location != nil {
			return "", fmt.Errorf("%s:%d:%d: %s", file, e.Location.Line, e.Location.Column+1, e.Text)
		}
		return "", fmt.Errorf("%s: %s", file, e.Text)
	}
	return string(res.Code), nil
}

// describe turns a goja exception into an error whose text is the JS message and location.
func describe(err error) error {
	var overflow *goja.StackOverflowError
	if errors.As(err, &overflow) {
		return fmt.Errorf("RangeError: Maximum call stack size exceeded (endless recursion?)\n%s", strings.TrimSpace(overflow.Error()))
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return errors.New(strings.TrimSpace(ex.String()))
	}
	var intr *goja.InterruptedError
	if errors.As(err, &intr) {
		return fmt.Errorf("%v", intr.Value())
	}
	return err
}

func errorText(v goja.Value) string {
	if obj, ok := v.(*goja.Object); ok {
		if st := obj.Get("stack"); st != nil && !goja.IsUndefined(st) {
			return st.String()
		}
	}
	return v.String()
}
