package markdown

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// The spec files in testdata/spec hold examples in the form of CommonMark's spec: what a
// document compiles to, each example checked against Docusaurus 3.8.1 when it was written.
// Text outside the examples is prose and is not read. An example is
//
//	```````````````````````````````` example [options]
//	the markdown
//	.
//	what it compiles to
//	````````````````````````````````
//
// where the markdown is an .mdx file compiled as MDX, → in it a tab. Without options the
// result is the JSX body the compiler writes (see renderer.module); the options are
//
//	md           the markdown is an .md file, compiled as CommonMark
//	ids          the result is the ids of the document's headings, one a line
//	toc          the result is the table of contents: each item's level, id and value (HTML),
//	             and ...__tocName where the TOC of the partial Name is spread in
//	title        the result is the title Docusaurus gives the page when its front matter has none
//	frontmatter  the result is the module's front matter as JSON (a Date as its ISO string)
//	error        the result is the compiler's error
//
// Run `go test -run TestSpec -update` to write what the compiler gives now as the results,
// after adding an example with an empty result or changing the compiler on purpose, and
// scripts/spec-reference.mjs to see Docusaurus's result of each example beside gosaurus's.

var updateSpec = flag.Bool("update", false, "rewrite the results of the examples in testdata/spec")

const specFence = "````````````````````````````````"

type specExample struct {
	line     int // of the example's opening fence
	options  []string
	input    string
	want     string
	resultAt [2]int // the byte range of the result in the file, its closing fence after it
}

func (e specExample) has(option string) bool { return slices.Contains(e.options, option) }

// readSpec reads the examples of a spec file.
func readSpec(t *testing.T, src []byte) []specExample {
	var out []specExample
	lines := bytes.SplitAfter(src, []byte("\n"))
	offset := 0
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(string(lines[i]), "\n")
		offset += len(lines[i])
		if !strings.HasPrefix(line, specFence+" example") {
			continue
		}
		e := specExample{line: i + 1, options: strings.Fields(strings.TrimPrefix(line, specFence+" example"))}
		var input, result []string
		inResult := false
		for i++; ; i++ {
			if i == len(lines) {
				t.Fatalf("line %d: the example is not closed by %s", e.line, specFence)
			}
			l := strings.TrimRight(string(lines[i]), "\n")
			if l == specFence {
				e.resultAt[1] = offset
				offset += len(lines[i])
				break
			}
			switch {
			case inResult:
				result = append(result, l)
			case l == ".":
				inResult = true
				e.resultAt[0] = offset + len(lines[i])
			default:
				input = append(input, l)
			}
			offset += len(lines[i])
		}
		if !inResult {
			t.Fatalf("line %d: the example has no line . between the markdown and its result", e.line)
		}
		e.input = strings.ReplaceAll(strings.Join(input, "\n")+"\n", "→", "\t")
		e.want = strings.Join(result, "\n")
		out = append(out, e)
	}
	return out
}

// specResult compiles an example's markdown and gives its result.
func specResult(t *testing.T, e specExample) string {
	file, format := "doc.mdx", FormatMDX
	if e.has("md") {
		file, format = "doc.md", FormatMD
	}
	p, err := Parse(file, []byte(e.input), format)
	if err == nil && e.has("title") {
		return p.Title()
	}
	var d *Doc
	if err == nil {
		d, err = p.Render(identity{}, RenderOptions{})
	}
	if err != nil {
		if !e.has("error") {
			t.Errorf("line %d: %v", e.line, err)
		}
		return err.Error()
	}
	res := api.Transform(d.Module, api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatESModule, LogLevel: api.LogLevelSilent})
	if len(res.Errors) > 0 {
		t.Errorf("line %d: the module is not valid JSX (%s), where the compiler should have named the problem:\n%s", e.line, res.Errors[0].Text, d.Module)
	}
	switch {
	case e.has("error"):
		return "(no error)"
	case e.has("ids"):
		return strings.Join(d.Anchors, "\n")
	case e.has("frontmatter"):
		return frontMatterJSON(t, d.Module)
	case e.has("toc") && strings.Contains(d.Module, "...__toc"):
		return partialsTOC(t, d.Module)
	case e.has("toc"):
		var items []string
		for _, it := range d.TOC {
			items = append(items, fmt.Sprintf("%d #%s %s", it.Level, it.ID, it.Value))
		}
		return strings.Join(items, "\n")
	}
	body := d.Module[d.origin.body:]
	return strings.TrimSuffix(body, ";\n}\n")
}

func TestSpec(t *testing.T) {
	files, err := filepath.Glob("testdata/spec/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no spec files in testdata/spec (%v)", err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		examples := readSpec(t, src)
		var updated bytes.Buffer
		at := 0
		for _, e := range examples {
			t.Run(fmt.Sprintf("%s:%d", filepath.Base(file), e.line), func(t *testing.T) {
				got := specResult(t, e)
				if *updateSpec {
					updated.Write(src[at:e.resultAt[0]])
					updated.WriteString(got + "\n")
					at = e.resultAt[1]
					return
				}
				if got != e.want {
					t.Errorf("%s:%d:\n%s\ngot:\n%s\nwant:\n%s", file, e.line, e.input, got, e.want)
				}
			})
		}
		if *updateSpec {
			updated.Write(src[at:])
			if err := os.WriteFile(file, updated.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// frontMatterJSON is the frontMatter a module exports, as JSON.stringify writes it.
func frontMatterJSON(t *testing.T, module string) string {
	for _, line := range strings.Split(module, "\n") {
		if decl, ok := strings.CutPrefix(line, "export const frontMatter = "); ok {
			v, err := goja.New().RunString("JSON.stringify(" + strings.TrimSuffix(decl, ";") + ")")
			if err != nil {
				t.Errorf("the front matter is no JavaScript: %v\n%s", err, decl)
				return ""
			}
			return v.String()
		}
	}
	return "(none)"
}

// partialsTOC is the toc a module exports, partials' TOCs spread in, as the toc option gives it.
func partialsTOC(t *testing.T, module string) string {
	for _, line := range strings.Split(module, "\n") {
		if decl, ok := strings.CutPrefix(line, "export const toc = "); ok {
			decl = partialSpread.ReplaceAllString(strings.TrimSuffix(decl, ";"), `{slice: "$1"}`)
			v, err := goja.New().RunString(`(` + decl + `).map((it) => it.slice ? "..." + it.slice : it.level + " #" + it.id + " " + it.value).join("\n")`)
			if err != nil {
				t.Errorf("the toc is no JavaScript: %v\n%s", err, decl)
				return ""
			}
			return v.String()
		}
	}
	return "(none)"
}

var partialSpread = regexp.MustCompile(`\.\.\.(__toc[\w$]+)`)
