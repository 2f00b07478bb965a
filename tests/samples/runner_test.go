package samples

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRunnerReports runs the samples of testdata/docs, which pass, fail and cannot run in
// every way the runner tells apart, and checks what it says of each: one failure neither
// stops the others nor leaks into them, and a process that hangs is replaced.
func TestRunnerReports(t *testing.T) {
	repo := repoRoot(t)
	requireInstalled(t, repo)
	samples, _, err := Collect("testdata/docs")
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, repo)
	cfg.SampleTimeout, cfg.Grace = 3*time.Second, 2*time.Second
	cfg.Documented = map[string]string{"@availity/relay-id": "5.2.0", "@availity/api-axios": "13.2.0"}
	got := map[string]Outcome{}
	var order []string
	if _, err := Run(cfg, samples, func(o Outcome) {
		got[o.Sample.Name()] = o
		order = append(order, o.Sample.Name())
	}); err != nil {
		t.Fatal(err)
	}
	for i, s := range samples {
		if i >= len(order) || order[i] != s.Name() {
			t.Errorf("outcomes out of the samples' order: %v", order)
			break
		}
	}
	installed := versionOf(filepath.Join(nodeModules(repo), "@availity", "api-axios", "package.json"), "@availity/api-axios")
	for _, c := range []struct {
		name   string
		status Status
		line   string // a part of the outcome's line
	}{
		{"pass.md:3", Passed, "@availity/api-axios " + installed + " (documented: 13.2.0)"},
		{"pass.md:21", Passed, "no SDK package"},
		{"pass.md:30", Passed, ""},
		{"pass.md:39", Skipped, "not run: needs a real file picker"},
		{"pass.md:43", Skipped, "marked norun"},
		{"pass.md:48", Skipped, "imports @availity/relay-id, which is not installed (documented: 5.2.0)"},
		{"fail.md:3", Failed, "printed:\n        one\n        page:\n        two"},
		{"fail.md:11", Failed, "the sample threw: Error: boom\n            at <anonymous> (fail.md:12:"},
		{"fail.md:15", Failed, "did not finish within 3 s; still active: Timeout"},
		{"fail.md:19", Failed, "awaits a promise that never settles"},
		{"fail.md:23", Failed, "process.exit(3)\n        stdout:\n        before exit"},
		{"fail.md:28", Failed, "syntax error at fail.md:29: Expected identifier but found \"=\"\n            const = 1;"},
		{"fail.md:32", Failed, `fail.md:33: Could not resolve "@availity/no-such-package"`},
		{"fail.md:36", Failed, "unknown mock scenario nonsense"},
		{"fail.md:40", Failed, "unhandled rejection: Error: not caught"},
		{"fail.md:44", Failed, "did not finish within 3s and its process stopped answering"},
		{"fail.md:48", Passed, ""},
	} {
		o, ok := got[c.name]
		if !ok {
			t.Errorf("%s: no outcome", c.name)
			continue
		}
		if line := o.Line(); o.Status != c.status || !strings.Contains(line, c.line) {
			t.Errorf("%s: got\n%s\nwant %s with %q", c.name, line, c.status, c.line)
		}
	}
	if len(got) != 17 {
		t.Errorf("%d outcomes, want 17", len(got))
	}
	passed, failed, skipped, _ := Summary(mapValues(got))
	if passed != 4 || failed != 10 || skipped != 3 {
		t.Errorf("counted %d passed, %d failed, %d skipped; want 4, 10, 3", passed, failed, skipped)
	}
}

func mapValues(m map[string]Outcome) []Outcome {
	var out []Outcome
	for _, o := range m {
		out = append(out, o)
	}
	return out
}
