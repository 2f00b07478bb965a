package samples

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Limits of a docs run. A sample's own work takes well under a second (the slowest poll a mock
// service for a few seconds); on a loaded 2-core machine a Node process took up to 20 s to load
// jsdom and msw.
const (
	sampleTimeout = 60 * time.Second
	sampleGrace   = 30 * time.Second
	startTimeout  = 2 * time.Minute
	// Kept short of go test's -timeout, so that the samples' own limit, which reports the
	// samples not run and the counts, always comes first.
	deadlineMargin = 90 * time.Second
)

func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// nodeModules is the install of the samples' packages (tests/samples/package.json), apart from
// the project's: building and serving the site does not need them.
func nodeModules(repo string) string { return filepath.Join(repo, "tests", "samples", "node_modules") }

// requireInstalled stops the test when the samples' packages are not installed.
func requireInstalled(t *testing.T, repo string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(nodeModules(repo), "jsdom")); err != nil {
		t.Fatalf("the samples' packages are not installed; run `make samples-deps` first: %v", err)
	}
}

// config is the run's configuration for the project checked out at repo.
func config(t *testing.T, repo string) Config {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is needed to run the docs' samples")
	}
	deadline, ok := t.Deadline()
	if ok {
		deadline = deadline.Add(-deadlineMargin)
	} else {
		deadline = time.Now().Add(30 * time.Minute)
	}
	return Config{
		Node:          node,
		Runner:        filepath.Join(repo, "tests", "samples", "runner.mjs"),
		NodeModules:   nodeModules(repo),
		Procs:         2,
		SampleTimeout: sampleTimeout,
		Grace:         sampleGrace,
		StartTimeout:  startTimeout,
		Deadline:      deadline,
	}
}

// documentedVersions reads the versions the site documents (src/data/versions.json), if the
// site has that file.
func documentedVersions(t *testing.T, site string) map[string]string {
	data, err := os.ReadFile(filepath.Join(site, "src", "data", "versions.json"))
	if os.IsNotExist(err) {
		return nil
	}
	var versions map[string]string
	if err == nil {
		err = json.Unmarshal(data, &versions)
	}
	if err != nil {
		t.Fatalf("%s: %v", filepath.Join(site, "src", "data", "versions.json"), err)
	}
	return versions
}

// TestSamples runs every sample of website/docs and prints a line for each: the SDK versions it
// ran against, or why it did not run, or why it failed. The last line counts them.
func TestSamples(t *testing.T) {
	repo := repoRoot(t)
	site := filepath.Join(repo, "website")
	requireInstalled(t, repo)
	samples, fences, err := Collect(filepath.Join(site, "docs"))
	if err != nil {
		t.Fatal(err)
	}
	if only := os.Getenv("SAMPLES"); only != "" {
		// SAMPLES=api/uploads.md runs the samples whose name (page:line) contains it.
		var some []Sample
		for _, s := range samples {
			if strings.Contains(s.Name(), only) {
				some = append(some, s)
			}
		}
		samples = some
	}
	cfg := config(t, repo)
	cfg.Documented = documentedVersions(t, site)
	cfg.Keep = os.Getenv("SAMPLES_KEEP") != ""
	var outcomes []Outcome
	stats, err := Run(cfg, samples, func(o Outcome) {
		outcomes = append(outcomes, o)
		fmt.Println(o.Line())
	})
	if err != nil {
		t.Fatal(err)
	}
	withOutput := 0
	for _, s := range samples {
		if s.Output != nil {
			withOutput++
		}
	}
	passed, failed, skipped, failures := Summary(outcomes)
	fmt.Printf("docs samples: %d code fences, %d JavaScript samples (%d with documented output), run in %d Node processes, %.1fs\n",
		fences, len(samples), withOutput, stats.Started, stats.Elapsed.Seconds())
	if failed > 0 {
		t.Errorf("%d samples failed: %v", failed, failures)
	}
	fmt.Printf("samples: %d passed, %d failed, %d skipped\n", passed, failed, skipped)
}
