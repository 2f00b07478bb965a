//go:build !linux

package jsrt

import "time"

// threadCPUClock falls back to wall time where a thread's CPU clock cannot be read.
func threadCPUClock() func() time.Duration { return wallClock() }
