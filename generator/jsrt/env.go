package jsrt

import (
	"sort"

	"github.com/dop251/goja"
)

// env is process.env: the loader's environment, with every read noted so that a package's
// cached exports can be checked against the variables it looked at (see snapshot.go).
type env struct {
	rt    *goja.Runtime
	vals  map[string]string
	reads []string // names read, in order, duplicates kept
}

func (e *env) Get(key string) goja.Value {
	e.reads = append(e.reads, key)
	if v, ok := e.vals[key]; ok {
		return e.rt.ToValue(v)
	}
	return nil
}

// Set stores the value as a string, as Node does (dotenv's config() sets variables).
func (e *env) Set(key string, val goja.Value) bool {
	e.vals[key] = val.String()
	return true
}

func (e *env) Has(key string) bool {
	e.reads = append(e.reads, key)
	_, ok := e.vals[key]
	return ok
}

func (e *env) Delete(key string) bool {
	delete(e.vals, key)
	return true
}

func (e *env) Keys() []string {
	keys := make([]string, 0, len(e.vals))
	for k := range e.vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
