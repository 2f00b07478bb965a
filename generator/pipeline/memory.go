package pipeline

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"

	"gosaurus/generator/content"
)

// Peak memory of a build's processes together (gosaurus and its Node workers), per page and
// per byte of markdown, as bench/gensite's sites measure it on Linux: its docs of a few KB
// and its API pages of hundreds of KB to MB of JSX. An estimate to warn by, not a limit.
const (
	memoryBase    = 300 << 20
	memoryPerPage = 50 << 10
	memoryPerByte = 4
)

// checkMemory warns, before the markdown is compiled (what the build holds grows from here
// through the bundle), when the build may need more memory than the machine has available:
// a build the kernel stops says nothing, this says why first.
func (l *locale) checkMemory(files []content.MarkdownFile) {
	if avail, ok := availableMemory(); ok {
		if msg := memoryWarning(files, avail); msg != "" {
			l.b.warn(l.tag + msg)
		}
	}
}

// memoryWarning is the warning for a build of files with avail bytes of memory, "" when the
// estimate fits or the site is small (its estimate is mostly the base).
func memoryWarning(files []content.MarkdownFile, avail uint64) string {
	if len(files) < 2000 {
		return ""
	}
	var size int64
	for _, f := range files {
		if f.Parsed != nil {
			size += int64(f.Parsed.Size())
		}
	}
	need := memoryNeed(len(files), size)
	if need <= avail {
		return ""
	}
	return fmt.Sprintf("this build may need about %.1f GB of memory (%d markdown files, %d MB of them), more than the %.1f GB available; if it is stopped, give it more memory",
		gb(need), len(files), size>>20, gb(avail))
}

func gb(n uint64) float64 { return float64(n) / (1 << 30) }

// memoryNeed is the estimate of a build of pages pages of size bytes of markdown.
func memoryNeed(pages int, size int64) uint64 {
	return memoryBase + uint64(pages)*memoryPerPage + uint64(size)*memoryPerByte
}

// availableMemory is what the system can give the build: MemAvailable, or less when a cgroup
// (a container, a CI job) limits the build's; not ok where neither can be read.
func availableMemory() (uint64, bool) {
	avail, ok := procKB("/proc/meminfo", "MemAvailable:")
	avail <<= 10
	// memory.max is "max" without a limit, which is no number.
	limit, errMax := readUint("/sys/fs/cgroup/memory.max")
	used, errUsed := readUint("/sys/fs/cgroup/memory.current")
	if errMax == nil && errUsed == nil && limit > used && (!ok || limit-used < avail) {
		avail, ok = limit-used, true
	}
	return avail, ok
}

// procKB is the figure in kB of a line of a /proc file ("MemAvailable:", "VmHWM:").
func procKB(file, key string) (uint64, bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, false
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		if v, found := bytes.CutPrefix(line, []byte(key)); found {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(string(v)), " kB"), 10, 64)
			return kb, err == nil
		}
	}
	return 0, false
}

func readUint(file string) (uint64, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	return strconv.ParseUint(strings.TrimSpace(string(data)), 10, 64)
}
