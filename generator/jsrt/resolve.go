package jsrt

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/dop251/goja"
)

var extensions = []string{"", ".js", ".cjs", ".mjs", ".ts", ".json", ".jsx", ".tsx"}

// resolve finds the file a require(spec) from dir means, the way Node does for relative
// paths and node_modules packages: by its real path, links followed, from whose folder its
// own requires then look (pnpm links a package into node_modules from its store, where the
// packages it needs are beside it).
func resolve(dir, spec string) (string, error) {
	f, err := resolveLinked(dir, spec)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(f); err == nil {
		return real, nil
	}
	return f, nil
}

// resolveLinked is resolve without the links followed.
func resolveLinked(dir, spec string) (string, error) {
	if spec == "" {
		return "", fmt.Errorf("require(): empty module name")
	}
	if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || filepath.IsAbs(spec) || spec == "." || spec == ".." {
		p := spec
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, spec)
		}
		if f, ok := resolveFile(p); ok {
			return f, nil
		}
		return "", fmt.Errorf("cannot find module %q from %s", spec, dir)
	}
	if strings.HasPrefix(spec, "#") {
		return resolveImport(dir, spec)
	}
	name, sub := splitPackage(spec)
	for d := dir; ; d = filepath.Dir(d) {
		pkgDir := filepath.Join(d, "node_modules", name)
		if st, err := os.Stat(pkgDir); err == nil && st.IsDir() {
			if f, ok := resolvePackage(pkgDir, sub); ok {
				return f, nil
			}
			return "", fmt.Errorf("cannot find module %q: the package is installed in %s but has no such file (see the main and exports fields of its package.json)", spec, pkgDir)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", &MissingPackageError{Spec: spec, Package: name}
}

// MissingPackageError is a require of a package that is not installed in any node_modules
// folder above the requiring file.
type MissingPackageError struct {
	Spec    string // as required, such as "prism-react-renderer/themes/github"
	Package string // the package's name
	From    string // the requiring file
}

func (e *MissingPackageError) Error() string {
	return fmt.Sprintf("cannot find package %q (required by %s): it is not installed in a node_modules folder above it", e.Package, e.From)
}

// resolveImport resolves a package's private "#name" import through the "imports" field of
// the package.json nearest above dir (unified's packages, such as vfile, use them).
func resolveImport(dir, spec string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		data, err := os.ReadFile(filepath.Join(d, "package.json"))
		if err == nil {
			var pkg struct {
				Imports map[string]json.RawMessage `json:"imports"`
			}
			_ = json.Unmarshal(data, &pkg)
			if entry, ok := pkg.Imports[spec]; ok {
				if target := pickCondition(entry); target != "" {
					if f, ok := resolveFile(filepath.Join(d, target)); ok {
						return f, nil
					}
				}
			}
			return "", fmt.Errorf("cannot find module %q: the imports field of %s does not map it to a file", spec, filepath.Join(d, "package.json"))
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("cannot find module %q: no package.json above %s has an imports field for it", spec, dir)
		}
	}
}

func splitPackage(spec string) (name, sub string) {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		name = parts[0] + "/" + parts[1]
		if len(parts) == 3 {
			sub = parts[2]
		}
		return
	}
	name = parts[0]
	sub = strings.TrimPrefix(spec, name+"/")
	if sub == spec {
		sub = ""
	}
	return
}

func resolveFile(p string) (string, bool) {
	for _, ext := range extensions {
		if st, err := os.Stat(p + ext); err == nil && !st.IsDir() {
			return p + ext, true
		}
	}
	for _, ext := range extensions[1:] {
		f := filepath.Join(p, "index"+ext)
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			return f, true
		}
	}
	// TypeScript's convention, which Docusaurus's loader follows: "./x.js" names x.ts when
	// only that exists (a TS config's require.resolve('./sidebars.js') of sidebars.ts).
	for js, ts := range map[string]string{".js": ".ts", ".jsx": ".tsx", ".mjs": ".mts", ".cjs": ".cts"} {
		if strings.HasSuffix(p, js) {
			f := strings.TrimSuffix(p, js) + ts
			if st, err := os.Stat(f); err == nil && !st.IsDir() {
				return f, true
			}
		}
	}
	return "", false
}

func resolvePackage(pkgDir, sub string) (string, bool) {
	var pkg struct {
		Main    string          `json:"main"`
		Exports json.RawMessage `json:"exports"`
	}
	if data, err := os.ReadFile(filepath.Join(pkgDir, "package.json")); err == nil {
		_ = json.Unmarshal(data, &pkg)
	}
	key := "."
	if sub != "" {
		key = "./" + sub
	}
	if len(pkg.Exports) > 0 {
		if target := exportTarget(pkg.Exports, key); target != "" {
			return resolveFile(filepath.Join(pkgDir, target))
		}
	}
	if sub != "" {
		return resolveFile(filepath.Join(pkgDir, sub))
	}
	if pkg.Main != "" {
		if f, ok := resolveFile(filepath.Join(pkgDir, pkg.Main)); ok {
			return f, true
		}
	}
	return resolveFile(filepath.Join(pkgDir, "index"))
}

// exportTarget reads a package.json "exports" field for key, preferring the CommonJS
// conditions.
func exportTarget(raw json.RawMessage, key string) string {
	var asString string
	if json.Unmarshal(raw, &asString) == nil {
		if key == "." {
			return asString
		}
		return ""
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	if entry, ok := m[key]; ok {
		return pickCondition(entry)
	}
	for k := range m {
		if strings.HasPrefix(k, ".") {
			return "" // a subpath map without this key
		}
	}
	if key == "." {
		return pickCondition(raw)
	}
	return ""
}

func pickCondition(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	for _, cond := range []string{"require", "node", "default", "import"} {
		if v, ok := m[cond]; ok {
			if t := pickCondition(v); t != "" {
				return t
			}
		}
	}
	return ""
}

// builtin offers the few Node core modules configs use; the others load as stand-ins whose
// functions fail, when called, with a message saying why, so that a package that merely
// requires one (dotenv requires crypto) still loads.
func (l *Loader) builtin(spec, from string) (goja.Value, bool) {
	name := strings.TrimPrefix(spec, "node:")
	switch name {
	case "path":
		return l.pathModule(), true
	case "process":
		return l.rt.Get("process"), true
	case "url":
		return l.urlModule(), true
	case "fs":
		return l.partialModule(name, from, l.fsModule()), true
	case "os":
		return l.partialModule(name, from, l.osModule()), true
	case "fs/promises", "child_process", "net", "http", "https", "http2", "util", "crypto", "module", "stream",
		"stream/promises", "events", "worker_threads", "buffer", "zlib", "assert", "readline", "vm", "tty",
		"constants", "async_hooks", "cluster", "dgram", "diagnostics_channel", "dns", "domain", "inspector",
		"perf_hooks", "punycode", "querystring", "repl", "string_decoder", "sys", "timers", "tls", "trace_events",
		"v8", "wasi", "console":
		return l.unavailableModule(name, from), true
	}
	return nil, false
}

// UnavailableModuleError is a use of a Node module that gosaurus configs do not have.
type UnavailableModuleError struct {
	Module, Use string
	From        string // the file that required the module
}

func (e *UnavailableModuleError) Error() string {
	return fmt.Sprintf("%s calls %s, but Node's %q module is not available to gosaurus configs; compute the value before the build, or read it from a JSON file", e.From, e.Use, e.Module)
}

func (l *Loader) unavailableModule(name, from string) goja.Value {
	target := l.rt.NewObject()
	return l.rt.ToValue(l.rt.NewProxy(target, &goja.ProxyTrapConfig{
		Get: func(_ *goja.Object, key string, _ goja.Value) goja.Value {
			if key == "__esModule" || key == "then" {
				return goja.Undefined()
			}
			return l.unavailableMember(&UnavailableModuleError{Module: name, Use: name + "." + key + "()", From: from})
		},
	}))
}

// partialModule is a module of which gosaurus offers some members: the others are stand-ins
// as those of unavailable modules (a config that writes a file, or asks os.availableParallelism(),
// then runs in Node instead).
func (l *Loader) partialModule(name, from string, m *goja.Object) goja.Value {
	return l.rt.ToValue(l.rt.NewProxy(m, &goja.ProxyTrapConfig{
		Get: func(target *goja.Object, key string, _ goja.Value) goja.Value {
			if v := target.Get(key); v != nil || key == "__esModule" || key == "then" || key == "default" {
				return v
			}
			return l.unavailableMember(&UnavailableModuleError{Module: name, Use: name + "." + key + "()", From: from})
		},
	}))
}

// unavailableMember is a JavaScript function, so that a package may also extend it when it
// loads (sitemap's streams are `class extends Transform`); calling or constructing it fails.
func (l *Loader) unavailableMember(err *UnavailableModuleError) goja.Value {
	fail := func(goja.FunctionCall) goja.Value { panic(l.rt.NewGoError(err)) }
	if l.unavailable == nil {
		v, _ := l.rt.RunString(`(fail) => function unavailable() { return fail(); }`)
		l.unavailable, _ = goja.AssertFunction(v)
	}
	v, _ := l.unavailable(goja.Undefined(), l.rt.ToValue(fail))
	return v
}

// fsModule offers the reads configs make (a JSON file, a folder's names); writes are not
// offered: a build reads the site, it does not change it. Paths are relative to the working
// folder the site's code sees (cwd), as in Node: gosaurus may be run from another folder.
func (l *Loader) fsModule() *goja.Object {
	m := l.rt.NewObject()
	at := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(l.cwd(), p)
	}
	fail := func(err error) {
		e := l.rt.NewGoError(err)
		// Node's codes, which callers test to tell a missing file from a real failure.
		switch {
		case errors.Is(err, fs.ErrNotExist):
			_ = e.Set("code", "ENOENT")
		case errors.Is(err, fs.ErrPermission):
			_ = e.Set("code", "EACCES")
		}
		panic(e)
	}
	// readFileSync returns text whatever the encoding asked: there is no Buffer here, and
	// configs parse what they read.
	_ = m.Set("readFileSync", func(p string) string {
		data, err := os.ReadFile(at(p))
		if err != nil {
			fail(err)
		}
		return string(data)
	})
	realpath := l.rt.ToValue(func(p string) string {
		r, err := filepath.EvalSymlinks(at(p))
		if err != nil {
			fail(err)
		}
		abs, _ := filepath.Abs(r)
		return abs
	}).(*goja.Object)
	_ = realpath.Set("native", realpath)
	_ = m.Set("realpathSync", realpath)
	_ = m.Set("existsSync", func(p string) bool { _, err := os.Stat(at(p)); return err == nil })
	// readdirSync(dir) gives names; readdirSync(dir, {withFileTypes: true}) entries, as Node's.
	_ = m.Set("readdirSync", func(p string, opts map[string]any) []any {
		entries, err := os.ReadDir(at(p))
		if err != nil {
			fail(err)
		}
		list := make([]any, len(entries))
		for i, e := range entries {
			if withTypes, _ := opts["withFileTypes"].(bool); withTypes {
				list[i] = map[string]any{"name": e.Name(), "parentPath": p, "path": p,
					"isFile": e.Type().IsRegular, "isDirectory": e.IsDir,
					"isSymbolicLink": func() bool { return e.Type()&fs.ModeSymlink != 0 }}
			} else {
				list[i] = e.Name()
			}
		}
		return list
	})
	_ = m.Set("statSync", func(p string) map[string]any {
		st, err := os.Stat(at(p))
		if err != nil {
			fail(err)
		}
		return map[string]any{
			"size": st.Size(), "mtimeMs": st.ModTime().UnixMilli(),
			"isFile": func() bool { return st.Mode().IsRegular() }, "isDirectory": st.IsDir,
		}
	})
	return m
}

// osModule offers the constants packages such as dotenv read when they load.
func (l *Loader) osModule() *goja.Object {
	m := l.rt.NewObject()
	home, _ := os.UserHomeDir()
	_ = m.Set("EOL", "\n")
	_ = m.Set("platform", func() string { return "linux" })
	_ = m.Set("type", func() string { return "Linux" })
	_ = m.Set("homedir", func() string { return home })
	_ = m.Set("tmpdir", os.TempDir)
	return m
}

// urlModule offers the conversions between file URLs and paths that ESM configs use with
// import.meta.url.
func (l *Loader) urlModule() goja.Value {
	m := l.rt.NewObject()
	_ = m.Set("fileURLToPath", func(u string) string {
		p, err := url.Parse(u)
		if err != nil || p.Scheme != "file" {
			panic(l.rt.NewTypeError("fileURLToPath: %q is not a file URL", u))
		}
		return p.Path
	})
	_ = m.Set("pathToFileURL", func(p string) map[string]string {
		href := (&url.URL{Scheme: "file", Path: p}).String()
		return map[string]string{"href": href, "pathname": p, "protocol": "file:"}
	})
	return m
}

func (l *Loader) pathModule() goja.Value {
	m := l.rt.NewObject()
	_ = m.Set("sep", "/")
	_ = m.Set("join", func(parts ...string) string { return filepath.ToSlash(filepath.Join(parts...)) })
	_ = m.Set("resolve", func(parts ...string) string {
		p := l.cwd()
		for _, part := range parts {
			if filepath.IsAbs(part) {
				p = part
			} else {
				p = filepath.Join(p, part)
			}
		}
		return filepath.Clean(p)
	})
	_ = m.Set("dirname", filepath.Dir)
	_ = m.Set("basename", func(p string, ext ...string) string {
		b := filepath.Base(p)
		if len(ext) > 0 {
			b = strings.TrimSuffix(b, ext[0])
		}
		return b
	})
	_ = m.Set("extname", filepath.Ext)
	_ = m.Set("relative", func(a, b string) string { r, _ := filepath.Rel(a, b); return r })
	_ = m.Set("isAbsolute", filepath.IsAbs)
	_ = m.Set("normalize", filepath.Clean)
	return m
}

// Resolve finds the file a require(spec) from dir means (a package or a relative path).
func Resolve(dir, spec string) (string, error) { return resolve(dir, spec) }
