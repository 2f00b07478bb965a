package jsrt

import (
	"sort"
	"strconv"

	"github.com/dop251/goja"
)

// Plain converts a JS value to JSON-compatible Go data. Functions cannot cross into a static
// site, so they are dropped; the key path of each is returned so callers can report them.
func Plain(v goja.Value) (any, []string) {
	var dropped []string
	out := plain(v.Export(), "", &dropped, isFunc)
	sort.Strings(dropped)
	return out, dropped
}

// plain copies v without the values isFn says are functions, recording their key paths.
func plain(v any, path string, dropped *[]string, isFn func(any) bool) any {
	switch t := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(t))
		for k, val := range t {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if isFn(val) {
				*dropped = append(*dropped, p)
				continue
			}
			m[k] = plain(val, p, dropped, isFn)
		}
		return m
	case []any:
		s := make([]any, 0, len(t))
		for i, val := range t {
			p := path + "[" + strconv.Itoa(i) + "]"
			if isFn(val) {
				*dropped = append(*dropped, p)
				continue
			}
			s = append(s, plain(val, p, dropped, isFn))
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
