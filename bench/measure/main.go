// Command measure runs a command several times and prints its median wall time and its peak
// resident memory (the largest of the process and the children it waited for) as JSON.
//
//	go run ./bench/measure -name gosaurus -runs 5 -before 'rm -rf x' -- ./gosaurus build website
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
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
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(os.Stderr, "measure: %s failed: %v\n", *name, err)
			os.Exit(1)
		}
		res.AllMS = append(res.AllMS, float64(time.Since(start).Microseconds())/1000)
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
