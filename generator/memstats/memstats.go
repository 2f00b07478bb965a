// Package memstats reads the Go runtime's memory metrics, for the code that keeps an eye on
// the heap: the garbage collector's settings while content loads, the memory limit of a
// config as it runs.
package memstats

import "runtime/metrics"

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
