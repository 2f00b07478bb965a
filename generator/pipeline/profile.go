package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"

	"github.com/dop251/goja"
)

// startJSProfile profiles the JavaScript that rendering runs, by JS function, into the file
// GOSAURUS_JSPROFILE names (pprof format); the function it returns stops it.
func startJSProfile() func() {
	file := os.Getenv("GOSAURUS_JSPROFILE")
	if file == "" {
		return func() {}
	}
	f, err := os.Create(file)
	if err != nil {
		return func() {}
	}
	if err := goja.StartProfile(f); err != nil {
		_ = f.Close()
		return func() {}
	}
	return func() {
		goja.StopProfile()
		_ = f.Close()
	}
}

// heapProfile writes the live heap once a stage has run, to the file GOSAURUS_HEAPPROFILE
// names with the locale and the stage before its extension (heap.prof: heap.en.content.prof):
// what each stage leaves held for the next, the stage's own work collected.
func heapProfile(locale, stage string) {
	file := os.Getenv("GOSAURUS_HEAPPROFILE")
	if file == "" {
		return
	}
	runtime.GC()
	ext := filepath.Ext(file)
	if f, err := os.Create(strings.TrimSuffix(file, ext) + "." + locale + "." + stage + ext); err == nil {
		_ = pprof.WriteHeapProfile(f)
		_ = f.Close()
	}
}

// peakRSS reports the process's peak memory so far, where the system tells it, for the
// phase log (GOSAURUS_PEAK_RSS=1).
func peakRSS() string {
	if os.Getenv("GOSAURUS_PEAK_RSS") == "" {
		return ""
	}
	if kb, ok := procKB("/proc/self/status", "VmHWM:"); ok {
		return fmt.Sprintf(" (peak RSS %d MB)", kb/1024)
	}
	return ""
}

// stageLabel runs a stage of the build with the profile label stage=name, on its goroutine and
// the ones it starts, so that a CPU profile (GOSAURUS_CPUPROFILE) splits by stage:
// go tool pprof -tagfocus stage=compile. The collector's own workers carry no label.
func stageLabel(name string, run func() error) error {
	var err error
	pprof.Do(context.Background(), pprof.Labels("stage", name), func(context.Context) { err = run() })
	return err
}
