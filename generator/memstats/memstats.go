// Package memstats reads the Go runtime's memory metrics, for the code that keeps an eye on
// the heap: the garbage collector's settings while content loads, the memory limit of a
// config as it runs.
package memstats

import (
	"runtime"
	"runtime/metrics"
)

// Bytes reads the runtime metric name (one of runtime/metrics' ":bytes" names); false when
// this runtime has none.
func Bytes(name string) (uint64, bool) {
	sample := []metrics.Sample{{Name: name}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0, false
	}
	return sample[0].Value.Uint64(), true
}

// AfterEachCollection calls fn after each garbage collection, on the runtime's finalizer
// goroutine, until fn returns false. A finalizer runs after the collection that found its
// object unreachable: one fresh object per cycle makes it a hook on every collection.
func AfterEachCollection(fn func() (again bool)) {
	var check func(*sentinel)
	check = func(*sentinel) {
		if fn() {
			runtime.SetFinalizer(new(sentinel), check)
		}
	}
	runtime.SetFinalizer(new(sentinel), check)
}

// sentinel is large enough to be an allocation of its own: a finalizer needs one.
type sentinel struct{ _ [16]byte }
