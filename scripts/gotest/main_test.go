package main

import (
	"strings"
	"testing"
)

// The counts on the last line, and what is printed, for packages that pass, fail a test, time
// out with a test running, and do not build.
func TestCounts(t *testing.T) {
	events := `{"Action":"start","Package":"a"}
{"Action":"run","Package":"a","Test":"TestOK"}
{"Action":"output","Package":"a","Test":"TestOK","Output":"=== RUN   TestOK\n"}
{"Action":"output","Package":"a","Test":"TestOK","Output":"    quiet when it passes\n"}
{"Action":"pass","Package":"a","Test":"TestOK"}
{"Action":"skip","Package":"a","Test":"TestSkip"}
{"Action":"output","Package":"a","Output":"PASS\n"}
{"Action":"output","Package":"a","Output":"ok  \ta\t0.1s\n"}
{"Action":"pass","Package":"a"}
{"Action":"output","Package":"b","Test":"TestBad","Output":"    b_test.go:3: wrong\n"}
{"Action":"output","Package":"b","Test":"TestBad","Output":"--- FAIL: TestBad (0.00s)\n"}
{"Action":"fail","Package":"b","Test":"TestBad"}
{"Action":"output","Package":"b","Output":"FAIL\tb\t0.2s\n"}
{"Action":"fail","Package":"b"}
{"Action":"run","Package":"c","Test":"TestSlow"}
{"Action":"output","Package":"c","Test":"TestSlow","Output":"    step 1 done\n"}
{"Action":"output","Package":"c","Output":"panic: test timed out after 1s\n"}
{"Action":"fail","Package":"c"}
{"Action":"build-output","ImportPath":"d","Output":"d/x.go:1: syntax error\n"}
{"Action":"build-fail","ImportPath":"d"}
{"Action":"output","Package":"d","Output":"FAIL\td [build failed]\n"}
{"Action":"fail","Package":"d"}
not json
`
	var out strings.Builder
	c := newCounter(&out)
	c.read(strings.NewReader(events))
	c.finish()
	got := out.String()
	for _, want := range []string{"ok  \ta\t0.1s\n", "b_test.go:3: wrong\n--- FAIL: TestBad", "panic: test timed out", "--- TestSlow did not finish:\n    step 1 done\n", "d/x.go:1: syntax error", "not json\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "quiet when it passes") || strings.Contains(got, "=== RUN") {
		t.Errorf("output has a passing test's output:\n%s", got)
	}
	if !strings.HasSuffix(got, "go tests: 1 passed, 3 failed, 1 skipped\n") {
		t.Errorf("last line: %s", got)
	}
}
