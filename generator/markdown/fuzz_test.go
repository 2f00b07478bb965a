package markdown

import (
	"regexp"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// checkModule fails when esbuild cannot parse a compiled module: whatever the markdown says,
// a .md file must compile to valid JSX.
func checkModule(t *testing.T, src string, module string) {
	t.Helper()
	res := api.Transform(module, api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXAutomatic, Format: api.FormatESModule})
	if len(res.Errors) > 0 {
		t.Fatalf("markdown %q compiled to invalid JSX: %s\n%s", src, res.Errors[0].Text, module)
	}
}

func FuzzCompile(f *testing.F) {
	for _, seed := range []string{
		"# Title\n\nText with {braces} and <b>tags</b> and `code` and ${x}.",
		"---\ntitle: x\n---\n\n:::tip Title {x}\n\nbody </script>\n\n:::\n",
		"```js title=\"a\" {1-3}\nconst a = `${b}`;\n```\n",
		"| a | b |\n|---|---|\n| {1} | <x> |\n",
		"import X from 'y'\n\nexport const a = 1\n\n<X />\n",
		"[link](./other.md#a) ![img](./a.png \"t\")\n",
		"&amp; &lt; &#123; \u2028 \u2029 \\{",
		"- [x] done\n- [ ] todo\n",
		"## Heading {#custom}\n\n### `code` *em*\n",
		"<div>\n{unclosed\n</div>\n",
		"::::note\n:::tip\nnested\n:::\n::::\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if d := compileOrError(t, "doc.md", src, FormatDetect); d != nil {
			checkModule(t, src, d.Module)
		}
	})
}

// compileOrError compiles src as file in format, and returns nil when the compiler refused
// it with an error that names the file (and line); any other error fails the test.
func compileOrError(t *testing.T, file, src, format string) *Doc {
	p, err := Parse(file, []byte(src), format)
	var d *Doc
	if err == nil {
		d, err = p.Render(identity{}, RenderOptions{})
	}
	if err != nil && !strings.HasPrefix(err.Error(), file+":") {
		t.Fatalf("error without file and line: %v", err)
	}
	return d
}

// FuzzCompileMDX compiles each input as Docusaurus does by default (MDX): when the compiler
// accepts it and its module is valid JavaScript (else the input is not valid MDX, and the
// bundler names the line), every word of the source's text is in the module. Nothing is
// dropped silently: what the compiler cannot place is an error naming the file and line.
func FuzzCompileMDX(f *testing.F) {
	for _, seed := range []string{
		"# Intro\n\n<!-- note --> Visible text.\n\nAnother paragraph.\n",
		"# Title\n\nText with <b>tags</b> and `code` and {1 + 1}.\n",
		"---\ntitle: x\n---\n\n:::tip Title\n\nbody text\n\n:::\n",
		"import X from 'y'\n\nexport const a = 1\n\n<X prop=\"v\">\n  inner words\n</X>\n",
		"<Tabs>\n  <TabItem value=\"a\">\n\n    indented markdown\n\n  </TabItem>\n</Tabs>\n",
		"- item one\n  - nested two\n\n> quoted three\n\n1. first\n2. second\n",
		"| head | cell |\n|---|---|\n| body | more |\n",
		"Footnote here[^1].\n\n[^1]: the note\n",
		"[link text](./other.md#part) and ![alt words](./a.png \"title words\")\n",
		"text {/* hidden */} after <!-- gone --> end\n",
		"```js title=\"name\"\nconst code = 1;\n```\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		d := compileOrError(t, "doc.mdx", src, FormatMDX)
		if d == nil {
			return
		}
		res := api.Transform(d.Module, api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXAutomatic, Format: api.FormatESModule})
		if len(res.Errors) > 0 {
			return // not valid MDX: the bundler reports it
		}
		if strings.Contains(d.Module, "<_c.table>") {
			return // GFM drops the cells of a row beyond the header's, as remark-gfm does
		}
		module := strings.ToLower(d.Module) // a code block's language is lowercased
		for _, w := range sourceWords(src) {
			if !strings.Contains(module, strings.ToLower(w)) {
				t.Fatalf("markdown %q: the word %q is not in the module:\n%s", src, w, d.Module)
			}
		}
	})
}

// notText matches what of a source is markup rather than words a reader sees, or is rightly
// replaced: entities, emoji shortcodes, reference labels, unused definitions, the meta of
// code fences (props of the code block, not text) and the names of directives (::name, whose
// element Docusaurus writes without it).
var notText = regexp.MustCompile("&#?[A-Za-z0-9]+;|:[a-z0-9_+-]+:|\\]\\[[^\\]]*\\]|(?m)^ {0,3}\\[[^\\]]+\\]:.*$|(?m)^ *(\x60{3,}|~{3,}).*$|(?m)^ *::+[A-Za-z][\\w-]*")

// sourceWords are the words (three letters or more) of a markdown source after its front
// matter, comments and markup that is not text.
func sourceWords(src string) []string {
	body := []byte(src)
	if end := frontMatterEnd(body); end > 0 {
		body = body[end:]
	}
	body, _ = dropComments(body, true)
	text := notText.ReplaceAllString(string(body), " ")
	var words []string
	for _, w := range regexp.MustCompile(`[A-Za-z]{3,}`).FindAllString(text, -1) {
		words = append(words, w)
	}
	return words
}
