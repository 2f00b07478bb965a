package pipeline

import (
	"runtime"
	"runtime/debug"
	"sync"

	"gosaurus/generator/memstats"
)

// smallHeap is the live heap under which Options.LoadGCPercent holds. website/'s is 8-10 MB
// after its content has loaded, a 1,000-page site's 40 MB.
const smallHeap = 64 << 20

// largeHeap is the live heap past which the loading stages collect at largeHeapPercent: a
// large site's parsed and compiled markdown is live until it is bundled, and at GOGC=100 the
// heap grows to twice that between collections. At 10,000 docs the heap live after the
// content stage was 250 MB for a peak RSS of 714 MB; at 100,000 docs the peak was 7.1 GB.
// (A variable, which a test lowers rather than allocate half a gigabyte.)
var largeHeap uint64 = 512 << 20

const largeHeapPercent = 50

// gcWhileSmall sets GOGC to percent until the live heap passes smallHeap or restore is
// called, whichever comes first; then GOGC is what it was. A collection that finds the heap
// large restores it at once, so a large site never grows a heap of percent's size; one that
// finds it past largeHeap lowers it to largeHeapPercent (if it was higher) until restore.
func gcWhileSmall(percent int) (restore func()) {
	before := debug.SetGCPercent(percent)
	var mu sync.Mutex // restore and the collections' hook, one at a time
	done := false
	restore = func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			done = true
			debug.SetGCPercent(before)
		}
	}
	memstats.AfterEachCollection(func() bool {
		mu.Lock()
		defer mu.Unlock()
		switch live := liveHeap(); {
		case done:
			return false
		case live > largeHeap:
			debug.SetGCPercent(min(before, largeHeapPercent)) // GOGC=off (-1) stays off
			return false
		case live > smallHeap:
			debug.SetGCPercent(before)
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
