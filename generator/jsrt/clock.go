package jsrt

import "time"

// wallClock measures elapsed time, for where no CPU clock can be read.
func wallClock() func() time.Duration {
	start := time.Now()
	return func() time.Duration { return time.Since(start) }
}
