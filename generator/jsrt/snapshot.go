package jsrt

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"

	"github.com/dop251/goja"
)

// Requiring a package can cost far more than the site's own config: prism-react-renderer, which
// the Docusaurus template's config requires for its code themes, sets up all of Prism's
// grammars when it loads, about a second of CPU time in goja, while the config reads nothing
// but plain theme objects from it. So the first time a site's file requires a package, its
// exports that are plain data (JSON) are kept in the build cache (Options.Cache) with every file and
// environment variable its loading read. Later runs that find those unchanged rebuild the
// exports from the snapshot: the data as it was, every other export (functions, class
// instances) a getter that loads the package for real on first use.

// snapshotKind is the buildcache kind of package snapshots, keyed by the package's file.
const snapshotKind = "packages"

type snapshot struct {
	Files    []fileStamp      // every file loading the package read
	Env      []envValue       // every variable it read
	ESModule bool             // exports.__esModule
	Exports  []snapshotExport // in the exports' own key order
}

type snapshotExport struct {
	Key  string
	Data string // JSON; "" when not plain data, so loaded on use
	IsFn bool   // a function: a stand-in loads the package when it is called
	Func string // its name
}

type envValue struct {
	Name, Value string
	Set         bool
}

type fileStamp struct {
	Path string
	Hash string
}

func stamp(file string, src []byte) fileStamp {
	sum := sha256.Sum256(src)
	return fileStamp{Path: file, Hash: hex.EncodeToString(sum[:12])}
}

// requirePackage returns the exports of a package's file required from the site's own files,
// from its snapshot when one is valid.
func (l *Loader) requirePackage(file string) (goja.Value, error) {
	if m, ok := l.cache[file]; ok {
		return m.Get("exports"), nil
	}
	if exports, ok := l.lazy[file]; ok {
		return exports, nil
	}
	if snap, ok := l.readSnapshot(file); ok {
		if exports, ok := l.fromSnapshot(file, snap); ok {
			l.lazy[file] = exports
			return exports, nil
		}
	}
	firstRead, reads := len(l.read), len(l.env.reads)
	m, err := l.load(file)
	if err != nil {
		return nil, err
	}
	exports := m.Get("exports")
	l.writeSnapshot(file, exports, l.read[firstRead:], l.env.reads[reads:])
	return exports, nil
}

// readSnapshot reads a snapshot and checks it against the files and variables as they are now.
func (l *Loader) readSnapshot(file string) (*snapshot, bool) {
	var snap snapshot
	if !l.opts.Cache.Load(snapshotKind, file, &snap) || len(snap.Files) == 0 {
		return nil, false
	}
	for _, f := range snap.Files {
		src, err := os.ReadFile(f.Path)
		if err != nil || stamp(f.Path, src) != f {
			return nil, false
		}
	}
	for _, e := range snap.Env {
		if l.envValue(e.Name) != e {
			return nil, false
		}
	}
	return &snap, true
}

func (l *Loader) envValue(name string) envValue {
	v, set := l.env.vals[name]
	return envValue{Name: name, Value: v, Set: set}
}

// fromSnapshot builds the exports object a snapshot describes.
func (l *Loader) fromSnapshot(file string, snap *snapshot) (*goja.Object, bool) {
	parse, ok := goja.AssertFunction(l.rt.Get("JSON").ToObject(l.rt).Get("parse"))
	if !ok {
		return nil, false
	}
	exports := l.rt.NewObject()
	if snap.ESModule {
		if exports.DefineDataProperty("__esModule", l.rt.ToValue(true), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE) != nil {
			return nil, false
		}
	}
	for _, e := range snap.Exports {
		if e.Data != "" {
			v, err := parse(goja.Undefined(), l.rt.ToValue(e.Data))
			if err != nil || exports.Set(e.Key, v) != nil {
				return nil, false
			}
			continue
		}
		key := e.Key
		real := func() goja.Value {
			m, err := l.load(file)
			if err != nil {
				panic(l.rt.NewGoError(err))
			}
			return m.Get("exports").ToObject(l.rt).Get(key)
		}
		if e.IsFn {
			// A stand-in that loads the package when called: configs mostly pass such
			// functions on (remark and rehype plugins) and never call them.
			standIn := l.rt.ToValue(func(call goja.FunctionCall) goja.Value {
				fn, ok := goja.AssertFunction(real())
				if !ok {
					panic(l.rt.NewTypeError("%s of %s is no longer a function", key, file))
				}
				v, err := fn(call.This, call.Arguments...)
				if err != nil {
					panic(err)
				}
				return v
			}).(*goja.Object)
			_ = standIn.DefineDataProperty("name", l.rt.ToValue(e.Func), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
			if exports.Set(key, standIn) != nil {
				return nil, false
			}
			continue
		}
		getter := l.rt.ToValue(func(goja.FunctionCall) goja.Value { return real() })
		if exports.DefineAccessorProperty(key, getter, nil, goja.FLAG_TRUE, goja.FLAG_TRUE) != nil {
			return nil, false
		}
	}
	return exports, true
}

// writeSnapshot keeps the plain-data exports of a package loaded for real, when there are any.
func (l *Loader) writeSnapshot(file string, exports goja.Value, files []fileStamp, envReads []string) {
	obj, ok := exports.(*goja.Object)
	if !ok || obj.ClassName() != "Object" {
		return // a function or a primitive: nothing to keep apart from loading it
	}
	stringify, ok := goja.AssertFunction(l.rt.Get("JSON").ToObject(l.rt).Get("stringify"))
	if !ok {
		return
	}
	snap := snapshot{Files: files}
	if v := obj.Get("__esModule"); v != nil && v.ToBoolean() {
		snap.ESModule = true
	}
	objectProto := l.rt.Get("Object").ToObject(l.rt).Get("prototype").ToObject(l.rt)
	anyData := false
	// A getter of the exports may throw; then there is nothing to keep.
	if ex := l.rt.Try(func() {
		for _, key := range obj.Keys() {
			e := snapshotExport{Key: key}
			v := obj.Get(key)
			if isData(v, objectProto, map[*goja.Object]bool{}, new(int)) {
				if s, err := stringify(goja.Undefined(), v); err == nil {
					e.Data, anyData = s.String(), true
				}
			} else if fn, ok := v.(*goja.Object); ok && fn.ClassName() == "Function" && len(fn.Keys()) == 0 && !strings.HasPrefix(fn.String(), "class") {
				// A plain function, without properties a stand-in would lack.
				e.IsFn, e.Func, anyData = true, fn.Get("name").String(), true
			}
			snap.Exports = append(snap.Exports, e)
		}
	}); ex != nil || !anyData {
		return
	}
	seen := map[string]bool{}
	for _, k := range envReads {
		if !seen[k] {
			seen[k] = true
			snap.Env = append(snap.Env, l.envValue(k))
		}
	}
	// A cache that cannot be written only costs the next run time.
	_ = l.opts.Cache.Save(snapshotKind, file, snap)
}

// maxDataValues bounds the values one export may have to count as plain data.
const maxDataValues = 100000

// isData reports whether v is JSON data: null, a boolean, a finite number, a string, or an
// array or plain object (no class, no cycle) of those.
func isData(v goja.Value, objectProto *goja.Object, seen map[*goja.Object]bool, count *int) bool {
	if *count++; *count > maxDataValues || v == nil || goja.IsUndefined(v) {
		return false
	}
	obj, ok := v.(*goja.Object)
	if !ok {
		switch x := v.Export().(type) {
		case nil, bool, string, int64:
			return true
		case float64:
			return x == x && x-x == 0 // not NaN or infinite
		}
		return false
	}
	if seen[obj] {
		return false
	}
	seen[obj] = true
	defer delete(seen, obj)
	switch obj.ClassName() {
	case "Array":
	case "Object":
		if proto := obj.Prototype(); proto != nil && !proto.SameAs(objectProto) {
			return false
		}
	default:
		return false
	}
	for _, k := range obj.Keys() {
		if !isData(obj.Get(k), objectProto, seen, count) {
			return false
		}
	}
	return true
}
