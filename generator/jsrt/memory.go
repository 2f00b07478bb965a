package jsrt

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"gosaurus/generator/memstats"
)

// DefaultMemoryMB bounds the memory a file (with its requires) may take while it runs, in
// Node and in the embedded runtime: a config that allocates without end took 3.7-7.4 GB and
// up to 110 s before its CPU time ran out. Configs take a few MB; Docusaurus's users who
// give Node more (NODE_OPTIONS) give it to the config too.
const DefaultMemoryMB = 1024

// MemoryEnv is the environment variable that sets the limit, in MB, over DefaultMemoryMB and
// NODE_OPTIONS.
const MemoryEnv = "GOSAURUS_CONFIG_MEMORY_MB"

// MemoryLimitError is a file stopped for taking more than MB of memory; At is where it was
// stopped, where the runtime knows it.
type MemoryLimitError struct {
	MB int
	At string // file:line:column, relative to the entry file's folder
}

func (e *MemoryLimitError) Error() string {
	stopped := "stopped"
	if e.At != "" {
		stopped += " at " + e.At
	}
	return fmt.Sprintf("used more than %d MB of memory while it ran and was %s; if it really needs more, set %s (in MB)", e.MB, stopped, MemoryEnv)
}

func (e MemoryLimitError) stoppedAt(at string) error {
	e.At = at
	return &e
}

// memoryLimitMB is the memory limit of a file run with env (nil: gosaurus's own environment):
// MemoryEnv, else the V8 heap limit NODE_OPTIONS sets, else DefaultMemoryMB.
func memoryLimitMB(env map[string]string) (int, error) {
	get := os.Getenv
	if env != nil {
		get = func(k string) string { return env[k] }
	}
	if v := get(MemoryEnv); v != "" {
		mb, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || mb <= 0 {
			return 0, fmt.Errorf("%s is %q; set it to a whole number of MB, such as 2048", MemoryEnv, v)
		}
		return mb, nil
	}
	if mb, ok := NodeHeapMB(get("NODE_OPTIONS")); ok {
		return mb, nil
	}
	return DefaultMemoryMB, nil
}

// NodeHeapMB is the V8 heap limit nodeOptions (NODE_OPTIONS) sets, --max-old-space-size in
// either spelling, in MB; false when it sets none.
func NodeHeapMB(nodeOptions string) (int, bool) {
	for _, opt := range strings.Fields(nodeOptions) {
		name, value, _ := strings.Cut(opt, "=")
		if strings.ReplaceAll(name, "_", "-") != "--max-old-space-size" {
			continue
		}
		if mb, err := strconv.Atoi(value); err == nil && mb > 0 {
			return mb, true
		}
	}
	return 0, false
}

// NodeHeapFlag is the flag that gives a Node process a heap limit of mb MB.
func NodeHeapFlag(mb int) string { return fmt.Sprintf("--max-old-space-size=%d", mb) }

// outOfMemory is the error of a Node process that died at its heap limit of mb, by its
// stderr; nil for one that died of anything else.
func outOfMemory(stderr string, mb int) error {
	if strings.Contains(stderr, "JavaScript heap out of memory") {
		return &MemoryLimitError{MB: mb}
	}
	return nil
}

// heapGrowth returns how much the Go heap has grown since heapGrowth was called, in bytes:
// goja keeps no account of a runtime's memory, so the heap's growth while a file runs is what
// the file took. Objects not yet swept count too: they were taken, and still are.
func heapGrowth() func() int64 {
	start := heapObjects()
	return func() int64 { return int64(heapObjects()) - int64(start) }
}

func heapObjects() uint64 {
	n, _ := memstats.Bytes("/memory/classes/heap/objects:bytes")
	return n
}
