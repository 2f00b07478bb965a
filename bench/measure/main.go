// Command measure runs a command several times and prints its median wall time and its peak
// resident memory as JSON. The peak is the largest sum of the resident memory of the process
// and all its descendants at one moment (sampled every 20 ms), or the kernel's peak of the
// process alone when that is larger: gosaurus renders in Node workers and Docusaurus in
// worker threads or processes, and counting only the largest process would hide the others.
//
//	go run ./bench/measure -name gosaurus -runs 5 -before 'rm -rf x' -- ./gosaurus build website
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type result struct {
	Name      string    `json:"name"`
	Runs      int       `json:"runs"`
	WallMS    float64   `json:"wall_ms"` // median
	AllMS     []float64 `json:"all_ms"`
	PeakRSSMB float64   `json:"peak_rss_mb"` // largest over the runs
}

func main() {
	name := flag.String("name", "", "label for the result")
	runs := flag.Int("runs", 3, "how many times to run")
	before := flag.String("before", "", "shell command run before each run, not timed")
	dir := flag.String("dir", "", "working directory")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: measure [-name N] [-runs K] [-before CMD] -- command args…")
		os.Exit(2)
	}
	res := result{Name: *name, Runs: *runs}
	for i := 0; i < *runs; i++ {
		if *before != "" {
			pre := exec.Command("sh", "-c", *before)
			pre.Dir, pre.Stdout, pre.Stderr = *dir, os.Stderr, os.Stderr
			if err := pre.Run(); err != nil {
				fmt.Fprintf(os.Stderr, "measure: before-command failed: %v\n", err)
				os.Exit(1)
			}
		}
		cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
		cmd.Dir, cmd.Stdout, cmd.Stderr = *dir, os.Stderr, os.Stderr
		start := time.Now()
		if err := cmd.Start(); err != nil {
			fmt.Fprintf(os.Stderr, "measure: %s failed: %v\n", *name, err)
			os.Exit(1)
		}
		stop := make(chan struct{})
		treePeak := make(chan float64)
		go func() { treePeak <- sampleTree(cmd.Process.Pid, stop) }()
		err := cmd.Wait()
		res.AllMS = append(res.AllMS, float64(time.Since(start).Microseconds())/1000)
		close(stop)
		if mb := <-treePeak; mb > res.PeakRSSMB {
			res.PeakRSSMB = mb
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "measure: %s failed: %v\n", *name, err)
			os.Exit(1)
		}
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			if mb := float64(ru.Maxrss) / 1024; mb > res.PeakRSSMB {
				res.PeakRSSMB = mb
			}
		}
	}
	sorted := append([]float64(nil), res.AllMS...)
	sort.Float64s(sorted)
	res.WallMS = sorted[len(sorted)/2]
	out, _ := json.Marshal(res)
	fmt.Println(string(out))
}

// sampleTree samples the summed resident memory of pid and its descendants until stop is
// closed, and returns the largest sum in MB. Every 50 ms: each sample reads the stat file of
// every process, and at 20 ms that took a quarter of one of this machine's two cores from
// the build it measured.
func sampleTree(pid int, stop <-chan struct{}) float64 {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	var peak float64
	for {
		if mb := treeRSS(pid); mb > peak {
			peak = mb
		}
		select {
		case <-stop:
			return peak
		case <-tick.C:
		}
	}
}

// treeRSS is the resident memory of pid and its descendants, in MB, from /proc/<pid>/stat.
func treeRSS(pid int) float64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	page := float64(os.Getpagesize()) / (1 << 20)
	parent := map[int]int{}
	rss := map[int]float64{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// After "pid (comm) ": state, ppid, then rss is the 22nd field; comm may hold spaces.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 {
			continue
		}
		fields := strings.Fields(string(stat[i+1:]))
		if len(fields) < 22 {
			continue
		}
		parent[p], _ = strconv.Atoi(fields[1])
		pages, _ := strconv.Atoi(fields[21])
		rss[p] = float64(pages) * page
	}
	var total float64
	for p, mb := range rss {
		for q := p; q > 1; q = parent[q] {
			if q == pid {
				total += mb
				break
			}
		}
	}
	return total
}
