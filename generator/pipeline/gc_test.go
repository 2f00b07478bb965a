package pipeline

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"gosaurus/generator/memstats"
)

func gogc() int {
	v := debug.SetGCPercent(100)
	debug.SetGCPercent(v)
	return v
}

// GOGC is raised while the live heap is small and back as it was once a collection finds it
// large, or once restored.
func TestGCWhileSmall(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	restore := gcWhileSmall(400)
	for range 3 {
		runtime.GC()
	}
	time.Sleep(10 * time.Millisecond) // finalizers run on a goroutine of their own
	if got := gogc(); got != 400 {
		t.Fatalf("with a small heap GOGC is %d, want 400", got)
	}
	restore()
	if got := gogc(); got != 100 {
		t.Fatalf("after restore GOGC is %d, want 100", got)
	}

	restore = gcWhileSmall(400)
	defer restore()
	big := make([]byte, smallHeap+(16<<20))
	for i := range big {
		big[i] = byte(i)
	}
	deadline := time.Now().Add(5 * time.Second)
	for gogc() != 100 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
	if got := gogc(); got != 100 {
		t.Errorf("with a live heap of %d MB GOGC is %d, want 100", liveHeap()>>20, got)
	}
	runtime.KeepAlive(big)
}

// Past largeHeap the loading stages collect at largeHeapPercent, until restored.
func TestGCWhileLarge(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer func(was uint64) { largeHeap = was }(largeHeap)
	largeHeap = 2 * smallHeap
	restore := gcWhileSmall(400)
	defer restore()
	big := make([]byte, largeHeap+(16<<20))
	for i := range big {
		big[i] = byte(i)
	}
	deadline := time.Now().Add(5 * time.Second)
	for gogc() != largeHeapPercent && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
	if got := gogc(); got != largeHeapPercent {
		t.Errorf("with a live heap of %d MB GOGC is %d, want %d", liveHeap()>>20, got, largeHeapPercent)
	}
	runtime.KeepAlive(big)
	restore()
	if got := gogc(); got != 100 {
		t.Fatalf("after restore GOGC is %d, want 100", got)
	}
}

// A forced collection after bundling runs only once the heap goal has grown past
// 2*smallHeap.
func TestCollectLargeHeap(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC() // the goal now follows this test's small live heap
	before := numGC()
	collectLargeHeap()
	if n := numGC() - before; n != 0 {
		t.Fatalf("with a small heap goal collectLargeHeap collected %d times, want 0", n)
	}

	big := make([]byte, 2*smallHeap) // live: the goal is twice that after the next collection
	runtime.GC()
	before = numGC()
	collectLargeHeap()
	if n := numGC() - before; n == 0 {
		t.Errorf("with a heap goal past %d MB collectLargeHeap did not collect", 2*smallHeap>>20)
	}
	runtime.KeepAlive(big)
}

// At the end of the bundle stage a large heap is collected and its free pages returned to the
// system, so that rendering paces its collections by what it keeps; a small one is left as
// it is.
func TestReleaseLargeHeap(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC()
	before := numGC()
	releaseLargeHeap()
	if n := numGC() - before; n != 0 {
		t.Fatalf("with a small heap goal releaseLargeHeap collected %d times, want 0", n)
	}

	big := make([]byte, 2*smallHeap)
	garbage = make([]byte, 2*smallHeap)
	garbage = nil
	runtime.GC() // the goal is now twice big; the garbage's pages are free
	before = numGC()
	releaseLargeHeap()
	if n := numGC() - before; n == 0 {
		t.Errorf("with a heap goal past %d MB releaseLargeHeap did not collect", 2*smallHeap>>20)
	}
	if free, _ := memstats.Bytes("/memory/classes/heap/free:bytes"); free > smallHeap {
		t.Errorf("%d MB of free pages kept after releaseLargeHeap", free>>20)
	}
	runtime.KeepAlive(big)
}

// numGC is the number of collections so far.
func numGC() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
}

// garbage is where TestReleaseLargeHeap makes garbage the compiler cannot leave out.
var garbage []byte
