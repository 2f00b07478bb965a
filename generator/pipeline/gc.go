package pipeline

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"gosaurus/generator/memstats"
)

// smallHeap is the live heap under which Options.LoadGCPercent holds. website/'s is 8-10 MB
// after its content has loaded, a 1,000-page site's 40 MB.
const smallHeap = 64 << 20

// gcWhileSmall sets GOGC to percent until the live heap passes smallHeap or restore is
// called, whichever comes first; then GOGC is what it was. A collection that finds the heap
// large restores it at once, so a large site never grows a heap of percent's size.
func gcWhileSmall(percent int) (restore func()) {
	before := debug.SetGCPercent(percent)
	var done atomic.Bool
	restore = sync.OnceFunc(func() {
		done.Store(true)
		debug.SetGCPercent(before)
	})
	memstats.AfterEachCollection(func() bool {
		switch {
		case done.Load():
			return false
		case liveHeap() > smallHeap:
			restore()
			return false
		}
		return true
	})
	return restore
}

// liveHeap is the heap the last garbage collection found live, in bytes.
func liveHeap() uint64 {
	live, _ := memstats.Bytes("/gc/heap/live:bytes")
	return live
}

// collectLargeHeap collects garbage now unless the heap goal is under 2*smallHeap. A forced
// collection marks the whole live heap: worth it after esbuild has grown the goal (at 1,000
// pages 150-180 MB, 30-40 MB live), but under that bound the regular collection comes soon
// enough; website/'s two forced ones cost its cold build 25 ms of CPU for 14 MB less peak.
func collectLargeHeap() {
	if largeHeapGoal() {
		runtime.GC()
	}
}

// releaseLargeHeap is collectLargeHeap with the memory freed returned to the system, for the
// end of the bundle stage: what the stages before let go there is most of a large site's heap,
// and rendering paces its collections (GOGC=200) by the heap the last collection found live.
// At 100,000 pages that was 3.9 GB, esbuild's and the compiled markdown's, for 1.4 GB that
// rendering keeps: an 11 GB goal, and 5 GB of free pages besides.
func releaseLargeHeap() {
	if largeHeapGoal() {
		debug.FreeOSMemory()
	}
}

// largeHeapGoal tells whether the heap goal is past 2*smallHeap.
func largeHeapGoal() bool {
	goal, ok := memstats.Bytes("/gc/heap/goal:bytes")
	return !ok || goal > 2*smallHeap
}
