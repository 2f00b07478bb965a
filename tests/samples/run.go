package samples

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Config says where and how to run the samples.
type Config struct {
	Node        string            // the node binary
	Runner      string            // runner.mjs
	NodeModules string            // the project's node_modules
	Documented  map[string]string // SDK package → the version the site documents
	Procs       int               // Node processes running samples side by side
	Keep        bool              // keep the samples' folder and bundles, to look into a failure
	// Limits: each sample, the start of a Node process (loading jsdom and msw), and all the
	// samples together, after which the samples not yet run are reported as such.
	SampleTimeout, StartTimeout time.Duration
	Deadline                    time.Time
	// How long past SampleTimeout a process may stay silent before it is taken as stuck (a
	// loop that never yields, which its own timer cannot stop) and killed.
	Grace time.Duration
}

// Status of a sample after a run.
type Status string

const (
	Passed  Status = "ok"
	Failed  Status = "FAIL"
	Skipped Status = "skip"
)

// Outcome is what became of one sample.
type Outcome struct {
	Sample   Sample
	Status   Status
	Why      string    // why it failed or was skipped, first line first
	Packages []Package // the SDK packages it ran against
	Elapsed  time.Duration
}

// Line is the outcome as one line (a failure's details follow on indented lines).
func (o Outcome) Line() string {
	var pkgs []string
	for _, p := range o.Packages {
		pkgs = append(pkgs, p.String())
	}
	against := strings.Join(pkgs, ", ")
	switch {
	case o.Status == Skipped:
		return fmt.Sprintf("skip  %s  not run: %s", o.Sample.Name(), o.Why)
	case o.Status == Failed && against != "":
		return fmt.Sprintf("FAIL  %s  %s: %s", o.Sample.Name(), against, indent(o.Why))
	case o.Status == Failed:
		return fmt.Sprintf("FAIL  %s  %s", o.Sample.Name(), indent(o.Why))
	case against == "":
		against = "no SDK package"
	}
	return fmt.Sprintf("ok    %s  %s  %.1fs", o.Sample.Name(), against, o.Elapsed.Seconds())
}

func indent(s string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n        ")
}

// Stats tells how the run went, for its summary.
type Stats struct {
	Started int // Node processes
	Elapsed time.Duration
}

// Run runs the samples and calls report with each outcome, in the samples' order, as soon as
// it and all before it are known.
func Run(cfg Config, samples []Sample, report func(Outcome)) (Stats, error) {
	started := time.Now()
	work, err := os.MkdirTemp("", "docs-samples-")
	if err != nil {
		return Stats{}, err
	}
	if cfg.Keep {
		fmt.Printf("samples: the bundles stay in %s\n", work)
	} else {
		defer os.RemoveAll(work)
	}
	if err := os.Symlink(cfg.NodeModules, filepath.Join(work, "node_modules")); err != nil {
		return Stats{}, err
	}
	if err := os.WriteFile(filepath.Join(work, "package.json"), []byte(`{"type": "module"}`+"\n"), 0o644); err != nil {
		return Stats{}, err
	}
	outcomes := make([]*Outcome, len(samples))
	var mu sync.Mutex
	next := 0
	done := func(i int, o Outcome) {
		mu.Lock()
		defer mu.Unlock()
		o.Sample = samples[i]
		outcomes[i] = &o
		for next < len(outcomes) && outcomes[next] != nil {
			report(*outcomes[next])
			next++
		}
	}

	var runnable []int
	for i, s := range samples {
		switch err := Parse(s); {
		case err != nil:
			done(i, Outcome{Status: Failed, Why: err.Error()})
		case s.NoRun:
			why := s.Why
			if why == "" {
				why = "marked norun in its fence meta (no reason given)"
			}
			done(i, Outcome{Status: Skipped, Why: why})
		default:
			runnable = append(runnable, i)
		}
	}
	prep := bundle(work, cfg.NodeModules, samples, runnable, cfg.Documented)
	jobs := make(chan int, len(runnable))
	for _, i := range runnable {
		switch p := prep[i]; {
		case p.skip != "":
			done(i, Outcome{Status: Skipped, Why: p.skip})
		case p.fail != "":
			done(i, Outcome{Status: Failed, Why: p.fail, Packages: p.packages})
		default:
			jobs <- i
		}
	}
	close(jobs)

	ctx, cancel := context.WithDeadline(context.Background(), cfg.Deadline)
	defer cancel()
	var wg sync.WaitGroup
	var startedProcs int
	for w := 0; w < max(1, cfg.Procs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var p *nodeProcess
			defer func() { p.stop() }()
			for i := range jobs {
				o := Outcome{Packages: prep[i].packages}
				if ctx.Err() != nil {
					o.Status, o.Why = Failed, fmt.Sprintf("not run: the samples' time limit (until %s) was reached first", cfg.Deadline.Format("15:04:05"))
					done(i, o)
					continue
				}
				if p == nil {
					var err error
					if p, err = startNode(ctx, cfg, work); err != nil {
						o.Status, o.Why = Failed, "not run: "+err.Error()
						done(i, o)
						continue
					}
					mu.Lock()
					startedProcs++
					mu.Unlock()
				}
				res, alive := p.run(ctx, cfg, command{ID: i, File: prep[i].file, Dir: prep[i].dir, Mocks: samples[i].Mocks, TimeoutMs: cfg.SampleTimeout.Milliseconds()})
				if !alive {
					p.stop()
					p = nil
				}
				o.Elapsed = time.Duration(res.Ms) * time.Millisecond
				o.Status, o.Why = judge(samples[i], prep[i].dir, res)
				done(i, o)
			}
		}()
	}
	wg.Wait()
	return Stats{Started: startedProcs, Elapsed: time.Since(started)}, nil
}

type command struct {
	ID        int      `json:"id"`
	File      string   `json:"file"`
	Dir       string   `json:"dir"`
	Mocks     []string `json:"mocks"`
	TimeoutMs int64    `json:"timeoutMs"`
}

type result struct {
	Ready   bool   `json:"ready"`
	ID      int    `json:"id"`
	OK      bool   `json:"ok"`
	Stdout  string `json:"stdout"`
	Stderr  string `json:"stderr"`
	Error   string `json:"error"`
	Ms      int64  `json:"ms"`
	Recycle bool   `json:"recycle"`
}

// judge compares what the sample did with what its page documents.
func judge(s Sample, dir string, r result) (Status, string) {
	pageLines := func(text string) string { return toPageLines(text, dir, s) }
	if !r.OK {
		why := pageLines(r.Error)
		if r.Stdout != "" {
			why += "\nstdout:\n" + pageLines(r.Stdout)
		}
		if r.Stderr != "" {
			why += "\nstderr:\n" + pageLines(r.Stderr)
		}
		return Failed, why
	}
	if s.Output != nil {
		if got, want := normalize(r.Stdout), normalize(*s.Output); got != want {
			why := "the sample printed something other than the page's Output block\nprinted:\n" + got + "\npage:\n" + want
			if r.Stderr != "" {
				why += "\nstderr:\n" + pageLines(r.Stderr)
			}
			return Failed, why
		}
	}
	return Passed, ""
}

// toPageLines turns the sample file's positions in a stack trace into the page's.
func toPageLines(text, dir string, s Sample) string {
	re := regexp.MustCompile(`(?:file://)?` + regexp.QuoteMeta(dir) + `/sample\.\w+:(\d+)`)
	return re.ReplaceAllStringFunc(text, func(m string) string {
		n, _ := strconv.Atoi(re.FindStringSubmatch(m)[1])
		return fmt.Sprintf("%s:%d", s.File, s.Line+n)
	})
}

// nodeProcess is a runner.mjs process: commands go to its standard input, results come back on
// file descriptor 3, and what it prints itself is kept for when it dies.
type nodeProcess struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	results chan result
	log     *tail
	exited  chan struct{}
}

func startNode(ctx context.Context, cfg Config, work string) (*nodeProcess, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer w.Close()
	cmd := exec.Command(cfg.Node, "--enable-source-maps", cfg.Runner)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "TZ=UTC", "NODE_NO_WARNINGS=1")
	cmd.ExtraFiles = []*os.File{w}
	p := &nodeProcess{cmd: cmd, results: make(chan result), log: &tail{max: 8 << 10}, exited: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.log, p.log
	if p.stdin, err = cmd.StdinPipe(); err != nil {
		r.Close()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		r.Close()
		return nil, err
	}
	go func() {
		defer close(p.results)
		defer r.Close()
		sc := bufio.NewScanner(r)
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			var res result
			if err := json.Unmarshal(sc.Bytes(), &res); err != nil {
				res = result{Error: "runner: unreadable result: " + err.Error()}
			}
			p.results <- res
		}
	}()
	go func() { cmd.Wait(); close(p.exited) }()
	timer := time.NewTimer(cfg.StartTimeout)
	defer timer.Stop()
	select {
	case res, ok := <-p.results:
		if ok && res.Ready {
			return p, nil
		}
		p.stop()
		return nil, fmt.Errorf("the Node process running the samples did not start:\n%s", p.log)
	case <-timer.C:
		p.stop()
		return nil, fmt.Errorf("the Node process running the samples was not ready within %s (loading jsdom and msw)\n%s", cfg.StartTimeout, p.log)
	case <-ctx.Done():
		p.stop()
		return nil, errors.New("the samples' time limit was reached while a Node process started")
	}
}

// run sends one sample and waits for its result; alive tells whether the process can take
// another. The process's own limit is cfg.SampleTimeout; past that and a grace period it is
// stuck (a loop that never yields) and is killed.
func (p *nodeProcess) run(ctx context.Context, cfg Config, c command) (res result, alive bool) {
	line, _ := json.Marshal(c)
	p.log.Reset()
	if _, err := p.stdin.Write(append(line, '\n')); err != nil {
		return result{Error: fmt.Sprintf("the Node process running the samples had ended: %v\n%s", err, p.log)}, false
	}
	timer := time.NewTimer(cfg.SampleTimeout + cfg.Grace)
	defer timer.Stop()
	select {
	case res, ok := <-p.results:
		if !ok {
			state := "still running"
			select {
			case <-p.exited:
				state = p.cmd.ProcessState.String()
			case <-time.After(5 * time.Second):
			}
			return result{Error: fmt.Sprintf("the Node process ended during the sample (%s)\n%s", state, p.log)}, false
		}
		return res, !res.Recycle
	case <-timer.C:
		return result{Error: fmt.Sprintf("the sample did not finish within %s and its process stopped answering (a loop that never yields?)\n%s", cfg.SampleTimeout, p.log)}, false
	case <-ctx.Done():
		return result{Error: fmt.Sprintf("the samples' time limit was reached during this sample\n%s", p.log)}, false
	}
}

// stop ends the process: it exits by itself when its input closes, or is killed.
func (p *nodeProcess) stop() {
	if p == nil {
		return
	}
	go func() {
		for range p.results {
		}
	}()
	p.stdin.Close()
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
	}
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(b), nil
}

func (t *tail) Reset() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = t.buf[:0]
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(bytes.TrimSpace(t.buf))
}

// Summary counts the outcomes: the closing line of a run.
func Summary(outcomes []Outcome) (passed, failed, skipped int, failures []string) {
	for _, o := range outcomes {
		switch o.Status {
		case Passed:
			passed++
		case Skipped:
			skipped++
		default:
			failed++
			failures = append(failures, o.Sample.Name())
		}
	}
	sort.Strings(failures)
	return
}
