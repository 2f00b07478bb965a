// Package samples runs the JavaScript code samples of website/docs against the SDK packages
// installed from tests/samples/package.json. The samples are read with the generator's own markdown
// parser, so what runs is exactly what the pages show.
//
// Conventions a page follows:
//   - every js, jsx, ts and tsx fence runs as an ES module in Node with a DOM (jsdom) and the
//     platform services mocked (harness.mjs, mocks.mjs), bundled with esbuild as an app's
//     bundler would bundle it;
//   - a text fence titled "Output" right after a sample (only blank lines between) is what the
//     sample must print;
//   - mock=name[,name] in the fence meta adds mock scenarios from mocks.mjs;
//   - norun in the fence meta, or norun="why", skips the sample; a sample that imports an SDK
//     package the site documents (src/data/versions.json) but that is not installed is skipped
//     too. A skipped sample is still parsed, so a syntax error cannot hide, and the runner
//     says why it did not run. The reason is for the runner's output, not for the page.
package samples

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/markdown"
)

// Sample is one runnable code fence of a doc page.
type Sample struct {
	File   string // relative to the docs folder
	Line   int    // of the opening fence
	Lang   string
	Code   string
	Mocks  []string // scenario names of mocks.mjs
	NoRun  bool
	Why    string  // the reason norun gives, if any
	Output *string // the documented output, when the page gives one
}

// Name is how messages name the sample: its page and the line of its opening fence.
func (s Sample) Name() string { return fmt.Sprintf("%s:%d", s.File, s.Line) }

var (
	loaders   = map[string]api.Loader{"js": api.LoaderJS, "javascript": api.LoaderJS, "mjs": api.LoaderJS, "jsx": api.LoaderJSX, "ts": api.LoaderTS, "typescript": api.LoaderTS, "tsx": api.LoaderTSX}
	metaMock  = regexp.MustCompile(`(?:^|\s)mock=([\w,-]+)`)
	metaNoRun = regexp.MustCompile(`(?:^|\s)norun(?:="([^"]*)")?(?:\s|$)`)
)

// Collect lists the samples of every markdown file under docsDir, and counts all code fences.
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
			if _, ok := loaders[f.Language]; !ok {
				continue
			}
			s := Sample{File: filepath.ToSlash(rel), Line: f.Line, Lang: f.Language, Code: f.Code}
			if m := metaNoRun.FindStringSubmatch(f.Meta); m != nil {
				s.NoRun, s.Why = true, m[1]
			}
			if m := metaMock.FindStringSubmatch(f.Meta); m != nil {
				s.Mocks = strings.Split(m[1], ",")
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

// Parse reports the sample's first syntax error, naming the page's line, or nil. A js sample
// that is not run may hold JSX (many React projects keep JSX in .js files).
func Parse(s Sample) error {
	loader := loaders[s.Lang]
	res := api.Transform(s.Code, api.TransformOptions{Loader: loader, Format: api.FormatESModule, JSX: api.JSXAutomatic, Target: api.ESNext})
	if len(res.Errors) > 0 && s.NoRun && loader == api.LoaderJS {
		if jsx := api.Transform(s.Code, api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXAutomatic}); len(jsx.Errors) == 0 {
			return nil
		}
	}
	if len(res.Errors) > 0 {
		e := res.Errors[0]
		if e.Location == nil {
			return fmt.Errorf("syntax error: %s", e.Text)
		}
		return fmt.Errorf("syntax error at %s:%d: %s\n    %s", s.File, s.Line+e.Location.Line, e.Text, e.Location.LineText)
	}
	return nil
}

// normalize drops trailing spaces and blank lines at either end, which a page cannot show.
func normalize(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}
