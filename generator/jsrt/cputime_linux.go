package jsrt

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPUClock returns a clock of the CPU time the calling OS thread has used; the caller
// keeps its goroutine on that thread (runtime.LockOSThread) while it reads the clock from
// elsewhere. It counts the runtime's own work only, however busy the machine is.
func threadCPUClock() func() time.Duration {
	// Linux names a thread's CPU clock by its id: ^tid<<3 | CPUCLOCK_PERTHREAD | CPUCLOCK_SCHED.
	id := int32(^unix.Gettid()<<3 | 4 | 2)
	var ts unix.Timespec
	if unix.ClockGettime(id, &ts) != nil {
		return wallClock()
	}
	return func() time.Duration {
		var ts unix.Timespec
		if unix.ClockGettime(id, &ts) != nil {
			return 0
		}
		return time.Duration(ts.Nano())
	}
}
