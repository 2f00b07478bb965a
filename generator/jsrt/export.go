package jsrt

import (
	"sort"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Plain converts a JS value to JSON-compatible Go data. Functions cannot cross into a static
// site, so they are dropped; the key path of each is returned so callers can report them.
func Plain(v goja.Value) (any, []string) {
	var dropped []string
	out := plain(v.Export(), "", &dropped)
	sort.Strings(dropped)
	return out, dropped
}

func plain(v any, path string, dropped *[]string) any {
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
			m[k] = plain(val, p, dropped)
		}
		return m
	case []any:
		s := make([]any, 0, len(t))
		for i, val := range t {
			p := path + "[" + strconv.Itoa(i) + "]"
			if isFunc(val) {
				*dropped = append(*dropped, p)
				continue
			}
			s = append(s, plain(val, p, dropped))
		}
		return s
	case int64:
		return float64(t)
	default:
		return t
	}
}

func isFunc(v any) bool {
	_, ok := v.(func(goja.FunctionCall) goja.Value)
	return ok
}

// KeyOrder lists the keys of every object inside v in their written order, by the object's key
// path in Plain's notation ("" for v itself, then "a", "a.b", "a.b[2]"): the order JavaScript
// keeps and a Go map of Plain's result loses. Keys whose values are functions are left out, as
// Plain leaves them out.
func KeyOrder(v goja.Value) map[string][]string {
	out := map[string][]string{}
	keyOrder(v, "", out)
	return out
}

func keyOrder(v goja.Value, path string, out map[string][]string) {
	obj, ok := v.(*goja.Object)
	if !ok {
		return
	}
	if _, ok := goja.AssertFunction(obj); ok {
		return
	}
	if obj.ClassName() == "Array" {
		n := obj.Get("length").ToInteger()
		for i := int64(0); i < n; i++ {
			keyOrder(obj.Get(strconv.FormatInt(i, 10)), path+"["+strconv.FormatInt(i, 10)+"]", out)
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
		keyOrder(val, p, out)
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
