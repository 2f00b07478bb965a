// Package samples runs the JavaScript code samples of website/docs against the SDK packages
// pinned in website/package.json. The samples are read with the generator's own markdown
// parser, so what runs is exactly what the pages show.
//
// Conventions a page follows (see website/docs/intro.md, "How the samples are tested"):
//   - every js, jsx, ts and tsx fence runs as an ES module in Node, after harness.mjs has set up
//     a DOM and the mock services of mocks.mjs;
//   - a text fence titled "Output" right after a sample (only blank lines between) is what the
//     sample must print;
//   - mock=name[,name] in the fence meta adds mock scenarios from mocks.mjs;
//   - norun in the fence meta skips the sample, and the page must say so in the lines before it
//     ("not run" in the text).
package samples

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/markdown"
)

// Sample is one runnable code fence of a doc page.
type Sample struct {
	File   string // relative to the docs folder
	Line   int
	Lang   string
	Code   string
	Mocks  string // scenario names for SAMPLE_MOCK
	NoRun  bool
	Output *string // the documented output, when the page gives one
}

var (
	runnable  = map[string]api.Loader{"js": api.LoaderJS, "javascript": api.LoaderJS, "mjs": api.LoaderJS, "jsx": api.LoaderJSX, "ts": api.LoaderTS, "typescript": api.LoaderTS, "tsx": api.LoaderTSX}
	metaMock  = regexp.MustCompile(`(?:^|\s)mock=([\w,-]+)`)
	metaNoRun = regexp.MustCompile(`(?:^|\s)norun(?:\s|$)`)
)

// Collect lists the samples of every markdown file under docsDir, with the fences' own counts.
func Collect(docsDir string) (samples []Sample, fences int, err error) {
	err = filepath.WalkDir(docsDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || (!strings.HasSuffix(path, ".md") && !strings.HasSuffix(path, ".mdx")) {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		parsed, err := markdown.Parse(path, src, markdown.FormatMDX) // website/ keeps Docusaurus's default format
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(docsDir, path)
		lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
		all := parsed.Fences()
		fences += len(all)
		for i, f := range all {
			if _, ok := runnable[f.Language]; !ok {
				continue
			}
			s := Sample{File: filepath.ToSlash(rel), Line: f.Line, Lang: f.Language, Code: f.Code, NoRun: metaNoRun.MatchString(f.Meta)}
			if m := metaMock.FindStringSubmatch(f.Meta); m != nil {
				s.Mocks = m[1]
			}
			if i+1 < len(all) {
				next := all[i+1]
				if next.Language == "text" && next.Title == "Output" && onlyBlank(lines, f.EndLine, next.Line) {
					out := next.Code
					s.Output = &out
				}
			}
			samples = append(samples, s)
		}
		return nil
	})
	return samples, fences, err
}

// onlyBlank tells whether the lines strictly between lines a and b (1-based) are blank.
func onlyBlank(lines []string, a, b int) bool {
	if a <= 0 || b <= a {
		return false
	}
	for n := a + 1; n < b; n++ {
		if strings.TrimSpace(lines[n-1]) != "" {
			return false
		}
	}
	return true
}

// saysNotRun tells whether the page explains that a norun sample is not run: in the 20 lines
// before it, or for the whole page in a note before it that says "not run by the docs' tests".
func saysNotRun(src []byte, line int) bool {
	lines := strings.Split(string(src), "\n")
	for n := 1; n < line && n <= len(lines); n++ {
		l := strings.ToLower(lines[n-1])
		if strings.Contains(l, "not run by the docs' tests") || (n >= line-20 && strings.Contains(l, "not run")) {
			return true
		}
	}
	return false
}

func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestSamples(t *testing.T) {
	repo := root(t)
	docs := filepath.Join(repo, "website", "docs")
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "@availity", "api-axios")); err != nil {
		t.Fatalf("the SDK packages are not installed; run `make deps` (npm ci) first: %v", err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is needed to run the docs' samples")
	}
	samples, fences, err := Collect(docs)
	if err != nil {
		t.Fatal(err)
	}
	harness := filepath.Join(repo, "tests", "samples", "harness.mjs")
	run, skipped, withOutput := 0, 0, 0
	t.Run("docs", func(t *testing.T) {
		for _, s := range samples {
			name := fmt.Sprintf("%s:%d", s.File, s.Line)
			if s.NoRun {
				skipped++
				src, _ := os.ReadFile(filepath.Join(docs, s.File))
				if !saysNotRun(src, s.Line) {
					t.Errorf("%s: a norun sample needs a note saying it is not run, and why, in the 20 lines before it", name)
				}
				continue
			}
			run++
			if s.Output != nil {
				withOutput++
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				runSample(t, node, harness, repo, s)
			})
		}
	})
	fmt.Printf("docs samples: %d code fences, %d JavaScript samples: %d run (%d with documented output), %d marked norun\n",
		fences, len(samples), run, withOutput, skipped)
}

func runSample(t *testing.T, node, harness, repo string, s Sample) {
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(repo, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	code := s.Code
	if loader := runnable[s.Lang]; loader != api.LoaderJS {
		res := api.Transform(code, api.TransformOptions{Loader: loader, Format: api.FormatESModule, JSX: api.JSXAutomatic, Target: api.ESNext})
		if len(res.Errors) > 0 {
			t.Fatalf("%s:%d: %s", s.File, s.Line+res.Errors[0].Location.Line, res.Errors[0].Text)
		}
		code = string(res.Code)
	}
	file := filepath.Join(dir, "sample.mjs")
	if err := os.WriteFile(file, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "--import", harness, file)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SAMPLE_MOCK="+s.Mocks, "TZ=UTC", "NODE_NO_WARNINGS=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s:%d: the sample did not finish within 60 s\nstdout:\n%s\nstderr:\n%s", s.File, s.Line, &stdout, &stderr)
	}
	if err != nil {
		t.Fatalf("%s:%d: the sample failed (%v)\nstdout:\n%s\nstderr:\n%s", s.File, s.Line, err, &stdout, &stderr)
	}
	if s.Output != nil {
		if got, want := normalize(stdout.String()), normalize(*s.Output); got != want {
			t.Fatalf("%s:%d: the sample printed\n%s\n\nbut the page documents\n%s", s.File, s.Line, got, want)
		}
	}
}

// normalize drops trailing spaces and blank lines at either end, which a page cannot show.
func normalize(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}
