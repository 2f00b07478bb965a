package jsrt

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Plain converts a JS value to JSON-compatible Go data. Functions cannot cross into a static
// site, so they are dropped; the key path of each is returned so callers can report them. A
// value that contains itself is a *CycleError: its conversion would never end.
func Plain(v goja.Value) (any, []string, error) {
	var dropped []string
	out, err := plain(v.Export(), "", ancestors{}, &dropped)
	sort.Strings(dropped)
	return out, dropped, err
}

// plain converts one exported value. Export gives each JS object and array one Go map or
// slice however often it is referenced, so their addresses tell a reference back to an object
// being converted (a cycle) from one shared by two keys (plain data, converted twice).
func plain(v any, path string, seen ancestors, dropped *[]string) (any, error) {
	switch v.(type) {
	case map[string]any, []any:
		id := reflect.ValueOf(v).Pointer()
		if err := seen.enter(id, path); err != nil {
			return nil, err
		}
		defer delete(seen, id)
	}
	switch t := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(t))
		for k, val := range t {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if isFunc(val) {
				*dropped = append(*dropped, p)
				continue
			}
			var err error
			if m[k], err = plain(val, p, seen, dropped); err != nil {
				return nil, err
			}
		}
		return m, nil
	case []any:
		s := make([]any, 0, len(t))
		for i, val := range t {
			p := path + "[" + strconv.Itoa(i) + "]"
			if isFunc(val) {
				*dropped = append(*dropped, p)
				continue
			}
			e, err := plain(val, p, seen, dropped)
			if err != nil {
				return nil, err
			}
			s = append(s, e)
		}
		return s, nil
	case int64:
		return float64(t), nil
	default:
		return t, nil
	}
}

// ancestors are the objects from the root to the one being walked, each with its key path.
type ancestors map[any]string

// enter records id, an object at path, unless it is already an ancestor: then path refers back
// to it, a cycle.
func (a ancestors) enter(id any, path string) error {
	if at, ok := a[id]; ok {
		return &CycleError{Path: path, Target: at}
	}
	a[id] = path
	return nil
}

// CycleError is a value that contains itself: plain data, which a config or sidebars file
// must be, is a tree.
type CycleError struct {
	Path   string // the key path of the reference back, in Plain's notation
	Target string // the key path of the object it refers to; "" for the whole value
}

func (e *CycleError) Error() string {
	if e.Target == "" {
		return e.Path + " refers to the whole value it is part of (a cycle)"
	}
	return fmt.Sprintf("%s refers to %s itself (a cycle)", e.Path, e.Target)
}

func isFunc(v any) bool {
	_, ok := v.(func(goja.FunctionCall) goja.Value)
	return ok
}

// KeyOrder lists the keys of every object inside v in their written order, by the object's key
// path in Plain's notation ("" for v itself, then "a", "a.b", "a.b[2]"): the order JavaScript
// keeps and a Go map of Plain's result loses. Keys whose values are functions are left out, as
// Plain leaves them out. A reference back to an enclosing object is not followed: Plain
// reports it.
func KeyOrder(v goja.Value) map[string][]string {
	out := map[string][]string{}
	keyOrder(v, "", ancestors{}, out)
	return out
}

func keyOrder(v goja.Value, path string, seen ancestors, out map[string][]string) {
	obj, ok := v.(*goja.Object)
	if !ok {
		return
	}
	if _, ok := goja.AssertFunction(obj); ok {
		return
	}
	if seen.enter(obj, path) != nil {
		return
	}
	defer delete(seen, obj)
	if obj.ClassName() == "Array" {
		n := obj.Get("length").ToInteger()
		for i := int64(0); i < n; i++ {
			keyOrder(obj.Get(strconv.FormatInt(i, 10)), path+"["+strconv.FormatInt(i, 10)+"]", seen, out)
		}
		return
	}
	keys := []string{}
	for _, k := range obj.Keys() {
		val := obj.Get(k)
		if _, ok := goja.AssertFunction(val); ok {
			continue
		}
		keys = append(keys, k)
		p := k
		if path != "" {
			p = path + "." + k
		}
		keyOrder(val, p, seen, out)
	}
	out[path] = keys
}

// FunctionModules finds, for each function of fns (by the key path it has in a config), the
// file of the module this loader loaded that exports it, as its module.exports or
// exports.default: which package a function of a config comes from.
func (l *Loader) FunctionModules(fns map[string]goja.Value) map[string]string {
	exporters := map[*goja.Object]string{}
	for file, module := range l.cache {
		if strings.HasSuffix(file, "\x00partial") {
			continue
		}
		exports, ok := module.Get("exports").(*goja.Object)
		if !ok {
			continue
		}
		for _, e := range []goja.Value{exports, exports.Get("default")} {
			if fn, ok := e.(*goja.Object); ok {
				if _, isFn := goja.AssertFunction(fn); isFn {
					if _, seen := exporters[fn]; !seen {
						exporters[fn] = file
					}
				}
			}
		}
	}
	out := map[string]string{}
	for p, v := range fns {
		if fn, ok := v.(*goja.Object); ok {
			if file, ok := exporters[fn]; ok {
				out[p] = file
			}
		}
	}
	return out
}

// RegExpKey tags a RegExp in plain data bound for Node: {RegExpKey: [source, flags]}, which
// ReviveRegExps makes a RegExp again there.
const RegExpKey = "$gosaurus.RegExp"

// WithRegExps puts v's RegExps into p, the plain data Plain made of v, where Plain left an
// empty object for each: a plugin's options that cross from the config runtime to Node keep
// them, as the options of a plugin Docusaurus loads in one process do (a search plugin's
// ignoreFiles, which its validation requires to be RegExps). p is changed in place.
func WithRegExps(v goja.Value, p any) any {
	o, ok := v.(*goja.Object)
	if !ok {
		return p
	}
	if o.ClassName() == "RegExp" {
		return map[string]any{RegExpKey: []any{o.Get("source").String(), o.Get("flags").String()}}
	}
	switch t := p.(type) {
	case map[string]any:
		for k, val := range t {
			t[k] = WithRegExps(o.Get(k), val)
		}
	case []any:
		n := int(o.Get("length").ToInteger())
		for i, j := 0, 0; i < n && j < len(t); i++ {
			el := o.Get(strconv.Itoa(i))
			if _, fn := goja.AssertFunction(el); fn {
				continue // Plain leaves functions out of lists
			}
			t[j] = WithRegExps(el, t[j])
			j++
		}
	}
	return p
}

// ReviveRegExps is the JavaScript function that makes the RegExps WithRegExps tagged again,
// in place, in Node.
const ReviveRegExps = `function reviveRegExps(v) {
  if (!v || typeof v !== 'object') return v;
  const tag = v['` + RegExpKey + `'];
  if (Array.isArray(tag) && Object.keys(v).length === 1) return new RegExp(tag[0], tag[1]);
  for (const k of Object.keys(v)) v[k] = reviveRegExps(v[k]);
  return v;
}
`
