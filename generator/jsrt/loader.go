// Package jsrt runs site JavaScript (docusaurus.config.js, sidebars.js and what they require)
// in a goja sandbox with a small CommonJS loader. Each file is transformed by esbuild to
// CommonJS first, so ESM syntax, TypeScript and modern syntax all work.
package jsrt

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/jscompile"
)

// DefaultTimeout bounds the CPU time one file (with its requires) may use: a config that never
// returns must not hang the build or the dev server. It counts the runtime's own work, not
// the wall time of a busy machine; the template config loads in a small fraction of it.
const DefaultTimeout = 10 * time.Second

// MaxTimerWait bounds how long, in all, a file may wait for its timers (setTimeout): waiting
// costs no CPU time, so the time limit alone would let a config wait forever.
const MaxTimerWait = time.Minute

// MaxCallStackSize bounds JS recursion in configs and in server rendering.
const MaxCallStackSize = 10000

// Options configure a Loader.
type Options struct {
	Env     map[string]string // process.env; nil means the process's own environment
	Timeout time.Duration     // CPU time; 0 means DefaultTimeout
	// Cache keeps, between runs, the exports of packages the site's files require that are
	// plain data (see snapshot.go); nil for none.
	Cache *buildcache.Dir
	// Provided are packages gosaurus stands in for where the site has not installed them: the
	// package name and the CommonJS source of the stand-in.
	Provided map[string]string
	// StandIns are packages gosaurus stands in for even where the site has installed them
	// (the content plugins, whose work it does itself), as Provided names them.
	StandIns map[string]string
	// Dir is the working directory the site's code sees (process.cwd(), and what path.resolve
	// resolves a relative path against): its users run Docusaurus in the site folder, and its
	// config may name files from there. Empty: gosaurus's own.
	Dir string
}

// Loader evaluates CommonJS modules in one goja runtime, caching each file once.
type Loader struct {
	rt      *goja.Runtime
	cache   map[string]*goja.Object
	loading map[string]bool
	opts    Options
	root    string // folder of the first file required: where messages name files from
	timers  timers
	env     *env
	read    []fileStamp             // every file loaded, in order (see snapshot.go)
	lazy    map[string]*goja.Object // packages' exports rebuilt from snapshots, by file
	// unavailable makes the stand-ins for functions of Node modules configs lack.
	unavailable goja.Callable
	esm         map[string]bool // files written as ES modules (see jitiDefault)
	interop     goja.Callable   // jitiModule, once compiled
	memoryMB    int             // how much the heap may grow while a file runs
	memoryErr   error           // why the memory limit could not be read
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
	l := &Loader{rt: rt, cache: map[string]*goja.Object{}, loading: map[string]bool{}, lazy: map[string]*goja.Object{}, opts: opts}
	l.memoryMB, l.memoryErr = memoryLimitMB(opts.Env)
	l.installGlobals()
	return l
}

// cwd is the working directory of the site's code: Options.Dir, else gosaurus's own.
func (l *Loader) cwd() string {
	if l.opts.Dir != "" {
		return l.opts.Dir
	}
	wd, _ := os.Getwd()
	return wd
}

// Runtime exposes the underlying runtime, for calling exported functions.
func (l *Loader) Runtime() *goja.Runtime { return l.rt }

func (l *Loader) installGlobals() {
	l.env = &env{rt: l.rt, vals: map[string]string{}}
	for k, v := range l.opts.Env {
		l.env.vals[k] = v
	}
	process := l.rt.NewObject()
	_ = process.Set("env", l.rt.NewDynamicObject(l.env))
	_ = process.Set("platform", "linux")
	_ = process.Set("cwd", l.cwd)
	_ = process.Set("versions", map[string]string{"node": "20.0.0"})
	_ = process.Set("argv", []string{"node", "docusaurus"}) // as when Docusaurus's CLI loads the config
	_ = process.Set("execArgv", []string{})                 // plugins' helpers look for --preserve-symlinks
	// As in Node, process.exit ends the script where it is: nothing after it runs, caught or
	// not; the build then fails saying where.
	_ = process.Set("exit", func(code goja.Value) {
		e := &ExitError{}
		if code != nil && !goja.IsUndefined(code) {
			e.Code = int(code.ToInteger())
		}
		l.rt.Interrupt(e)
	})
	_ = l.rt.Set("process", process)
	_ = l.rt.Set("global", l.rt.GlobalObject()) // Node's name for globalThis
	console := l.rt.NewObject()
	for _, name := range []string{"log", "info", "warn", "error", "debug"} {
		_ = console.Set(name, func(goja.FunctionCall) goja.Value { return goja.Undefined() })
	}
	_ = l.rt.Set("console", console)
	l.installTimers()
}

// Require loads an absolute file path as the entry module and returns its module.exports,
// with ESM default exports unwrapped. It is bounded by the loader's limits.
func (l *Loader) Require(file string) (val goja.Value, err error) {
	defer l.guard(&err)()
	if l.root == "" {
		l.root = filepath.Dir(file)
	}
	obj, err := l.load(file)
	if err != nil {
		return nil, err
	}
	return unwrapDefault(obj.Get("exports")), nil
}

// Call calls fn (settling a returned promise) under the loader's limits.
func (l *Loader) Call(fn goja.Callable, args ...goja.Value) (val goja.Value, err error) {
	defer l.guard(&err)()
	v, err := fn(goja.Undefined(), args...)
	if err != nil {
		return nil, l.describe(err)
	}
	return l.settle(v)
}

// Await settles a promise value (running the timers it waits for) under the loader's limits;
// any other value is returned as it is.
func (l *Loader) Await(v goja.Value) (val goja.Value, err error) {
	defer l.guard(&err)()
	return l.settle(v)
}

// TimeLimitError is a file that used up its CPU time; At is where it was stopped.
type TimeLimitError struct {
	Limit time.Duration
	At    string // file:line:column, relative to the entry file's folder
}

func (e TimeLimitError) stoppedAt(at string) error {
	e.At = at
	return &e
}

func (e *TimeLimitError) Error() string {
	msg := fmt.Sprintf("still running after %s of CPU time", e.Limit)
	if e.At != "" {
		msg += ", stopped at " + e.At
	}
	return msg
}

// ExitError is a script that called process.exit; At is where.
type ExitError struct {
	Code int
	At   string // file:line:column, relative to the entry file's folder
}

func (e ExitError) stoppedAt(at string) error {
	e.At = at
	return &e
}

func (e *ExitError) Error() string {
	msg := fmt.Sprintf("process.exit(%d) was called", e.Code)
	if e.At != "" {
		msg += " at " + e.At
	}
	return msg
}

// guard interrupts the runtime once it has used the timeout in CPU time or grown the heap by
// more than the memory limit, and turns a panic from a host function into *err; use as
// `defer l.guard(&err)()`. The goroutine stays on its OS thread meanwhile, so that thread's
// CPU clock is the runtime's.
func (l *Loader) guard(err *error) func() {
	runtime.LockOSThread()
	if l.memoryErr != nil {
		// With no limit to hold it to, nothing runs: the flag stops the first instruction.
		l.rt.Interrupt(l.memoryErr)
	}
	clock, grown := threadCPUClock(), heapGrowth()
	start := clock()
	done := make(chan struct{})
	var watching sync.WaitGroup
	watching.Add(1)
	go func() {
		defer watching.Done()
		tick := time.NewTicker(min(l.opts.Timeout/10, watchEvery))
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if stop := l.overLimit(clock()-start, grown()); stop != nil {
					// The flag stays set until cleared, so no JS runs past it, caught or not.
					l.rt.Interrupt(stop)
					return
				}
			}
		}
	}()
	return func() {
		close(done)
		watching.Wait()
		runtime.UnlockOSThread()
		l.rt.ClearInterrupt()
		if r := recover(); r != nil {
			// The engine itself failed (its parser panics on regular expressions of some
			// Unicode escapes that Node runs): Node runs the code instead.
			*err = &EngineLimitError{Err: fmt.Errorf("%v", r)}
		}
	}
}

// watchEvery is how often guard looks at the runtime's CPU time and the heap. The runtime
// stops between instructions only, and goja takes a second or more to join two strings of
// 64 MB (s = s + s), so a runtime is stopped within the step that passed the limit.
const watchEvery = 50 * time.Millisecond

// overLimit is the error that stops a runtime which has used cpu time and grown the heap by
// grown bytes, nil while both are within the loader's limits.
func (l *Loader) overLimit(cpu time.Duration, grown int64) error {
	if cpu >= l.opts.Timeout {
		return &TimeLimitError{Limit: l.opts.Timeout}
	}
	if grown > int64(l.memoryMB)<<20 {
		return &MemoryLimitError{MB: l.memoryMB}
	}
	return nil
}

// settle waits for a promise, running due timers while it is pending; goja runs pending jobs
// when a call from Go returns, so a promise still pending with no timer left can never settle.
func (l *Loader) settle(v goja.Value) (goja.Value, error) {
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		return v, nil
	}
	for p.State() == goja.PromiseStatePending {
		ran, err := l.timers.runNext(l.rt)
		if err != nil {
			return nil, l.describe(err)
		}
		if !ran {
			return nil, errors.New("returned a promise that never settles: no timer is pending, and gosaurus configs have no I/O")
		}
	}
	if p.State() == goja.PromiseStateRejected {
		return nil, fmt.Errorf("rejected: %s", errorText(p.Result()))
	}
	return p.Result(), nil
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
	l.read = append(l.read, stamp(file, src))
	if strings.HasSuffix(file, ".json") {
		module := l.rt.NewObject()
		_ = module.Set("id", file)
		_ = module.Set("filename", file)
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
	if strings.Contains(code, "__toCommonJS(") { // esbuild's mark of a module it turned from ESM
		if l.esm == nil {
			l.esm = map[string]bool{}
		}
		l.esm[file] = true
	}
	if strings.HasPrefix(code, "#!") {
		code = "//" + code // a script's #! line, which esbuild keeps, is no statement inside the wrapper
	}
	return l.run(file, code)
}

// run runs the CommonJS code of file as a module and caches its module object.
func (l *Loader) run(file, code string) (*goja.Object, error) {
	module := l.rt.NewObject()
	exports := l.rt.NewObject()
	_ = module.Set("exports", exports)
	_ = module.Set("id", file)
	_ = module.Set("filename", file)
	wrapped := "(function (exports, require, module, __filename, __dirname, " + importMetaURL + ") {" + code + "\n})"
	if ownLocals.MatchString(code) {
		// An ES module that declares its own __dirname (from import.meta.url) runs in a
		// function of its own inside the wrapper, whose __dirname it then shadows, as under
		// Docusaurus's loader, rather than declaring it twice.
		wrapped = "(function (exports, require, module, __filename, __dirname, " + importMetaURL + ") {return (function () {" + code + "\n}).call(this);})"
	}
	prog, err := jscompile.Compile(file, wrapped, false)
	if err != nil {
		// esbuild read the file already: what it accepts and this engine does not (a regular
		// expression of Unicode escapes it cannot compile) is the engine's limit.
		return nil, &EngineLimitError{File: file, Err: err}
	}
	fnVal, err := l.rt.RunProgram(prog)
	if err != nil {
		return nil, l.describe(err)
	}
	fn, _ := goja.AssertFunction(fnVal)
	l.loading[file] = true
	l.cache[file+"\x00partial"] = module
	defer func() {
		delete(l.loading, file)
		delete(l.cache, file+"\x00partial")
	}()
	dir := filepath.Dir(file)
	req := l.requireFunc(file)
	fileURL := (&url.URL{Scheme: "file", Path: file}).String()
	if _, err := fn(goja.Undefined(), exports, req, module, l.rt.ToValue(file), l.rt.ToValue(dir), l.rt.ToValue(fileURL)); err != nil {
		return nil, l.describe(err)
	}
	l.cache[file] = module
	return module, nil
}

func (l *Loader) requireFunc(from string) *goja.Object {
	dir := filepath.Dir(from)
	resolveFrom := func(spec string) string {
		file, err := resolve(dir, spec)
		var missing *MissingPackageError
		if errors.As(err, &missing) {
			missing.From = from
		}
		if err != nil {
			panic(l.rt.NewGoError(err))
		}
		return file
	}
	// provided reports a package gosaurus stands in for: always (StandIns), or when it is not
	// installed (Provided).
	provided := func(spec string) (string, bool) {
		if src, ok := l.opts.StandIns[spec]; ok {
			return src, true
		}
		src, ok := l.opts.Provided[spec]
		if !ok {
			return "", false
		}
		_, err := resolve(dir, spec)
		return src, errors.As(err, new(*MissingPackageError))
	}
	req := l.rt.ToValue(func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		if b, ok := l.builtin(spec, from); ok {
			return b
		}
		if src, ok := provided(spec); ok {
			key := "gosaurus:" + spec
			m, cached := l.cache[key]
			if !cached {
				var err error
				if m, err = l.run(key, src); err != nil {
					panic(l.rt.NewGoError(err))
				}
			}
			return m.Get("exports")
		}
		file := resolveFrom(spec)
		if l.opts.Cache != nil && inPackage(file) && !inPackage(from) {
			exports, err := l.requirePackage(file)
			if err != nil {
				panic(l.rt.NewGoError(err))
			}
			return exports
		}
		m, err := l.load(file)
		if err != nil {
			panic(l.rt.NewGoError(err))
		}
		if l.esm[file] && !inPackage(from) {
			return l.jitiDefault(m.Get("exports"))
		}
		return m.Get("exports")
	}).(*goja.Object)
	_ = req.Set("resolve", func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		if _, ok := provided(spec); ok {
			return l.rt.ToValue(spec)
		}
		return l.rt.ToValue(resolveFrom(spec))
	})
	return req
}

// jitiDefault is what the site's code gets when it requires an ES module of the site, as
// Docusaurus's loader (jiti, with interopDefault) gives it: the module, through which its
// default export's members are read too, when that export is an object or a function (a
// sidebars file that requires './typedoc-sidebar.ts' reads .items of its export default; one
// that reads .default still gets it). esbuild's imports find the module's exports as before.
func (l *Loader) jitiDefault(exports goja.Value) goja.Value {
	ns, ok := exports.(*goja.Object)
	if !ok {
		return exports
	}
	if _, ok := ns.Get("default").(*goja.Object); !ok {
		return exports
	}
	if l.interop == nil {
		v, err := l.rt.RunString(jitiModule)
		if err != nil {
			return exports
		}
		l.interop, _ = goja.AssertFunction(v)
	}
	v, err := l.interop(goja.Undefined(), ns)
	if err != nil {
		return exports
	}
	return v
}

// jitiModule reads a member of the module, else of its default export (a method bound to it).
// A default that is a function is given as itself, callable as under jiti, with the module's
// other exports readable on it, as the Node hook gives it (node/interop.js): a remark or rehype
// plugin an ES module package exports (require('remark-math')) is then a function of the
// config, which gosaurus runs in Node, where it was an object that named no plugin.
const jitiModule = `(mod) => {
  const def = mod.default;
  if (typeof def === 'function') {
    for (const key of Object.keys(mod)) {
      if (key === 'default' || key === '__esModule' || key in def) continue;
      try { Object.defineProperty(def, key, {enumerable: true, configurable: true, get: () => mod[key]}); } catch (e) {}
    }
    return def;
  }
  return new Proxy(mod, {
    get(target, key, receiver) {
      if (key === '__esModule') return true;
      if (key === 'default') return def;
      if (Reflect.has(target, key)) return Reflect.get(target, key, receiver);
      const v = Reflect.get(def, key);
      return typeof v === 'function' ? v.bind(def) : v;
    },
    has: (target, key) => Reflect.has(target, key) || Reflect.has(def, key),
  });
}`

// importMetaURL is the parameter of a module's wrapper that import.meta.url becomes: the
// module's file URL, which ESM configs turn into __dirname with fileURLToPath.
const importMetaURL = "__gosaurus_import_meta_url"

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
	sourcemap := api.SourceMapInline // so that messages name the line of the site's own file
	if inPackage(file) {
		sourcemap = api.SourceMapNone
	}
	res := api.Transform(src, api.TransformOptions{
		Sourcemap:  sourcemap,
		Loader:     loader,
		Format:     api.FormatCommonJS,
		Target:     api.ES2017,
		Platform:   api.PlatformNode,
		Sourcefile: file,
		Supported:  map[string]bool{"dynamic-import": false},
		Define:     map[string]string{"import.meta.url": importMetaURL},
	})
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		at := file
		if e.Location != nil {
			at = fmt.Sprintf("%s:%d:%d", file, e.Location.Line, e.Location.Column+1)
		}
		if strings.HasPrefix(e.Text, "Top-level await") {
			return "", &TopLevelAwaitError{At: at}
		}
		return "", fmt.Errorf("%s: %s", at, e.Text)
	}
	// In a .mjs or .mts file esbuild imports in Node's mode, where a default import is the whole
	// module.exports even of a module marked __esModule; but the ESM packages this loader runs
	// are such modules (transformed here), whose default import must be their default export.
	return nodeModeImport.ReplaceAllString(string(res.Code), "__toESM($1)"), nil
}

var nodeModeImport = regexp.MustCompile(`__toESM\((require\("[^"]*"\)), 1\)`)

// TopLevelAwaitError is an ES module awaiting at its top level, which the embedded runtime,
// running modules as CommonJS, cannot: Node can.
type TopLevelAwaitError struct{ At string }

func (e *TopLevelAwaitError) Error() string {
	return e.At + ": top-level await needs Node, which runs the file as an ES module"
}

// jsError is a JS exception as text, keeping the Go error it carries (a GoError thrown by a
// host function, such as a missing package) for errors.As.
// EngineLimitError is code that esbuild reads but the embedded engine cannot compile or run
// (File, where known, is the file it failed on): Node runs it instead (NeedsNode).
type EngineLimitError struct {
	File string
	Err  error
}

func (e *EngineLimitError) Error() string {
	if e.File == "" {
		return e.Err.Error()
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}
func (e *EngineLimitError) Unwrap() error { return e.Err }

type jsError struct {
	msg   string
	cause error
	// inPackage: the innermost frame was a package's file, not the site's own.
	inPackage bool
}

func (e *jsError) Error() string { return e.msg }
func (e *jsError) Unwrap() error { return e.cause }

// inPackage reports whether file belongs to an installed package rather than to the site.
func inPackage(file string) bool {
	return strings.Contains(filepath.ToSlash(file), "/node_modules/")
}

// stopper is what stops a runtime where it is (Runtime.Interrupt): the error that says why,
// given the place it stopped at.
type stopper interface {
	stoppedAt(at string) error
}

// describe turns a goja exception into an error whose text is the JS message and location.
func (l *Loader) describe(err error) error {
	var overflow *goja.StackOverflowError
	if errors.As(err, &overflow) {
		return errors.New(StackOverflowText(overflow, l.root))
	}
	var intr *goja.InterruptedError
	if errors.As(err, &intr) {
		if v, ok := intr.Value().(stopper); ok {
			return v.stoppedAt(l.where(intr.Stack()))
		}
		return fmt.Errorf("%v", intr.Value())
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return &jsError{msg: ExceptionText(ex, l.root, 0), cause: ex.Unwrap(), inPackage: thrownInPackage(ex.Stack())}
	}
	return err
}

func thrownInPackage(stack []goja.StackFrame) bool {
	for _, f := range stack {
		if pos := f.Position(); pos.Filename != "" {
			return inPackage(pos.Filename)
		}
	}
	return false
}

// where names the innermost JS frame of stack as file:line:column.
func (l *Loader) where(stack []goja.StackFrame) string {
	for _, f := range stack {
		pos := f.Position()
		if pos.Filename == "" || pos.Line == 0 {
			continue
		}
		name, column := pos.Filename, pos.Column
		if !inPackage(name) {
			column++ // the site's files run with source maps, whose columns count from 0
		}
		if r, err := filepath.Rel(l.root, name); err == nil && !strings.HasPrefix(r, "..") {
			name = r
		}
		return fmt.Sprintf("%s:%d:%d", filepath.ToSlash(name), pos.Line, column)
	}
	return ""
}

func errorText(v goja.Value) string {
	if obj, ok := v.(*goja.Object); ok {
		if st := obj.Get("stack"); st != nil && !goja.IsUndefined(st) {
			return st.String()
		}
	}
	return v.String()
}
