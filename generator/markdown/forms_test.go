package markdown

import (
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

func renderAs(t *testing.T, file, src string) *Doc {
	t.Helper()
	p, err := Parse(file, []byte(src), FormatMDX)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var usedElement = regexp.MustCompile(`<_c\.([a-z][a-z0-9]*)`)

// Every element the compiler writes must render even when the theme's MDX components do not
// map it (a hard line break's br crashed React): each lowercase one has a default.
func TestEveryElementHasADefault(t *testing.T) {
	src := "Two spaces  \nbreak and backslash\\\nbreak, ~~del~~, *em*, **strong**, `code`, [a](x), ![i](y \"t\"), www.example.com, x[^n].\n\n" +
		"---\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [x] done\n  1. nested\n\n> quote\n\n```js\nx\n```\n\n<kbd>k</kbd>\n\n[^n]: note\n\n## Head {#id}\n"
	for _, file := range []string{"doc.mdx", "doc.md"} {
		d := renderAs(t, file, src)
		defaults := d.Module[strings.Index(d.Module, "const _c = {"):]
		defaults = defaults[:strings.Index(defaults, "...useMDXComponents()")]
		for _, m := range usedElement.FindAllStringSubmatch(d.Module, -1) {
			if !strings.Contains(defaults, `"`+m[1]+`": "`+m[1]+`"`) {
				t.Errorf("%s: <_c.%s> has no default in %s", file, m[1], defaults)
			}
		}
		for _, want := range []string{"<_c.br />", "<_c.del>", "<_c.hr />", `style={{textAlign: "center"}}`, `<_c.input type={"checkbox"} disabled checked />`, `title={"t"}`, `<_c.section data-footnotes={true} className="footnotes">`, `<_c.ul className={"contains-task-list"}>`, `id={"user-content-fnref-n"}`, `<_c.h2 id={"id"}>`} {
			if !strings.Contains(d.Module, want) {
				t.Errorf("%s: module lacks %s\n%s", file, want, d.Module)
			}
		}
	}
}

// MDX has no indented code: indentation never turns a block into code or drops it, inside
// components or out of them.
func TestIndentedBlocksInMDX(t *testing.T) {
	cases := map[string]string{
		"<Tabs>\n  <TabItem value=\"a\">\n\n    Para in tab.\n\n    ```js\n    const a = 1;\n      b();\n    ```\n\n    - one\n    - two\n      - nested\n\n  </TabItem>\n</Tabs>\n\nAfter.\n": `<_c.Tabs><_c.TabItem value="a"><_c.p>{"Para in tab."}</_c.p><_c.CodeBlock className={"language-js"} tokens={_data0}>{"const a = 1;\n  b();\n"}</_c.CodeBlock>`,
		"    - one\n    - two\n\nAfter.\n":                          `<_c.ul><_c.li>{"one"}</_c.li><_c.li>{"two"}</_c.li></_c.ul><_c.p>{"After."}</_c.p>`,
		"Intro.\n\n        Deep paragraph.\n\nEnd.\n":               `<_c.p>{"Intro."}</_c.p><_c.p>{"Deep paragraph."}</_c.p><_c.p>{"End."}</_c.p>`,
		"- item\n\n      Six spaces, still the item's.\n\n- next\n": `<_c.li><_c.p>{"item"}</_c.p><_c.p>{"Six spaces, still the item's."}</_c.p></_c.li><_c.li><_c.p>{"next"}</_c.p></_c.li>`,
		"<div>\n    Text right under a tag.\n</div>\n":              `<div><_c.p>{"Text right under a tag."}</_c.p></div>`,
		"    > quoted\n    > more\n\n    ## Heading\n":              `<_c.blockquote><_c.p>{"quoted\nmore"}</_c.p></_c.blockquote><_c.h2 id={"heading"}>`,
	}
	for src, want := range cases {
		d := renderAs(t, "doc.mdx", src)
		if !strings.Contains(d.Module, want) {
			t.Errorf("%q:\nwant %s\nin %s", src, want, d.Module)
		}
	}
	// CommonMark keeps its indented code.
	p, err := Parse("doc.md", []byte("Intro.\n\n    code here\n"), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := p.Render(identity{}, RenderOptions{})
	if !strings.Contains(d.Module, `tokens={_data0}>{"code here\n"}</_c.CodeBlock>`) {
		t.Errorf("indented code in .md: %s", d.Module)
	}
}

// A parse that stops before the end (as goldmark did on an indented line no parser takes)
// is reported with the line, never passed on with the rest of the page missing.
func TestUnplacedContentIsReported(t *testing.T) {
	strict := goldmark.New(goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(without(parser.DefaultBlockParsers(), parser.NewCodeBlockParser())...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
	))).Parser()
	src := []byte("---\ntitle: x\n---\n\nFirst.\n\n    Indented, which this parser drops.\n\nLast.\n")
	if got := unplaced(src, strict.Parse(text.NewReader(src))); got != 7 {
		t.Errorf("unplaced line = %d, want 7", got)
	}
	for _, ok := range []string{"Text.\n\n[ref]: https://example.com\n\n***\n", "---\ntitle: only front matter\n---\n", "```js\nx\n```\n", ":::tip\n\nIn.\n\n:::\n", "| a |\n|---|\n"} {
		p, err := Parse("doc.mdx", []byte(ok), FormatMDX)
		if err != nil {
			t.Fatalf("%q: %v", ok, err)
		}
		if got := unplaced(p.src, p.root); got != 0 {
			t.Errorf("%q: unplaced line %d", ok, got)
		}
	}
}

func TestEmojiShortcodes(t *testing.T) {
	d := renderAs(t, "doc.mdx", "## Go :rocket:\n\nShip :rocket: it :white_check_mark: :+1: :nope: `:tada:` and [:tada:](x).\n")
	for _, want := range []string{`{"Ship 🚀 it ✅ 👍 :nope: "}<_c.code>{":tada:"}`, `<_c.a href={"x"}>{"🎉"}`, `<_c.h2 id={"go-rocket"}>{"Go 🚀"}`} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s\n%s", want, d.Module)
		}
	}
	if d.TOC[0].Value != "Go 🚀" || d.TOC[0].ID != "go-rocket" {
		t.Errorf("toc = %+v", d.TOC[0])
	}
}

func TestFrontMatterFormat(t *testing.T) {
	d := renderAs(t, "doc.mdx", "---\nmdx:\n  format: md\n---\n\nSum {1+1} and <b>bold</b>.\n")
	if !strings.Contains(d.Module, `{"Sum {1+1} and "}<_c.b>{"bold"}</_c.b>{"."}`) {
		t.Errorf("mdx.format: md still compiled as MDX:\n%s", d.Module)
	}
	// The key written with an escape is the same key.
	d = renderAs(t, "doc.mdx", "---\n\"\\x6ddx\": {format: md}\n---\n\nSum {1+1} and <b>bold</b>.\n")
	if !strings.Contains(d.Module, `{"Sum {1+1} and "}<_c.b>{"bold"}</_c.b>{"."}`) {
		t.Errorf("mdx.format: md under an escaped key still compiled as MDX:\n%s", d.Module)
	}
	// A top-level format key is not Docusaurus's: the page stays MDX.
	d = renderAs(t, "doc.md", "---\nformat: md\n---\n\nSum {1+1}.\n")
	if !strings.Contains(d.Module, `{"Sum "}{1+1}`) {
		t.Errorf("format: md changed the format:\n%s", d.Module)
	}
	if _, err := Parse("doc.md", []byte("---\nmdx:\n  format: markdown\n---\n\nx\n"), FormatMDX); err == nil || !strings.Contains(err.Error(), "doc.md: front matter mdx.format") {
		t.Errorf("bad mdx.format: err = %v", err)
	}
}

// The HTML of a CommonMark page renders as HTML elements, as Docusaurus renders it, with
// React's attribute names; an element left open closes with the markdown element around it.
func TestHTMLInCommonMark(t *testing.T) {
	src := "<div class=\"box\" style=\"font-size: 2em; -webkit-user-select: none\">\n\n**Bold** in a div.\n\n</div>\n\n" +
		"Inline <b>bold</b>, <br> a break, <input type=\"checkbox\" disabled> and <span onclick=\"x()\">an open span.\n\n" +
		"A stray </em> end tag and <my-widget size=\"2\"></my-widget>.\n\n<div><span style={{ width: \"1em\" }}>JSX syntax in an HTML block</span></div>\n"
	p, err := Parse("doc.md", []byte(src), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<_c.div className={"box"} style={{"fontSize":"2em","WebkitUserSelect":"none"}}>{"\n"}<_c.p><_c.strong>{"Bold"}</_c.strong>{" in a div."}</_c.p></_c.div>`,
		`<_c.b>{"bold"}</_c.b>{", "}<_c.br />{" a break, "}<_c.input type={"checkbox"} disabled={true} />`,
		`<_c.span>{"an open span."}</_c.span></_c.p>`,
		`{"A stray  end tag and "}<my-widget size={"2"}></my-widget>`,
	} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s\n%s", want, d.Module)
		}
	}
	if got := visibleText(t, d.Module); !strings.Contains(got, "Bold in a div.") || strings.Contains(got, "<") {
		t.Errorf("visible text %q", got)
	}
}

// HTML tags written as JSX in MDX are plain HTML (MDX 2 and later give them no component), but
// for <details> and <head> on lines of their own, which Docusaurus turns into Details and Head.
func TestJSXHTMLTagsArePlain(t *testing.T) {
	d := renderAs(t, "doc.mdx", "<details>\n<summary>More</summary>\n\nText with <a href=\"https://x.example\">a link</a> and <img src=\"/i.png\" />.\n\n</details>\n\nInline <details>x</details>.\n\n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n")
	for _, want := range []string{`<_c.Details>`, `<summary>`, `<a href="https://x.example">`, `<img src="/i.png" />`, `</_c.Details>`, `Inline "}<details>{"x"}</details>`, `<_c.Tabs>`, `<_c.TabItem value="a">`} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s\n%s", want, d.Module)
		}
	}
}

// JSX inside an expression keeps its text as text: an apostrophe there opens no string.
func TestJSXInsideExpressions(t *testing.T) {
	d := renderAs(t, "doc.mdx", "import Alert from '@theme/Admonition';\n\n<Secrets list={[{\n    body: <Alert type=\"caution\">\n        It won't work without it.\n    </Alert>,\n}]} />\n\nAfter {1 < 2 ? 'yes' : \"no\"}.\n")
	for _, want := range []string{"body: <Alert type=\"caution\">\n      It won't work without it.\n  </Alert>,\n}]} />", `<_c.p>{"After "}{1 < 2 ? 'yes' : "no"}{"."}</_c.p>`} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s\n%s", want, d.Module)
		}
	}
}

// A bare URL is a link as remark-gfm reads it, a host without a dot too, and braces in it
// are part of it, not an MDX expression; the href has them percent-encoded.
func TestBareURLs(t *testing.T) {
	src := "From: http://localhost:3000/api?q={\"where\":{\"a\":1}}\n\nand http://example.com/x?{a}b\n"
	for _, file := range []string{"doc.mdx", "doc.md"} {
		d := renderAs(t, file, src)
		for _, want := range []string{`<_c.a href={"http://localhost:3000/api?q=%7B%22where%22:%7B%22a%22:1%7D%7D"}>{"http://localhost:3000/api?q={\"where\":{\"a\":1}}"}`, `<_c.a href={"http://example.com/x?%7Ba%7Db"}>{"http://example.com/x?{a}b"}`} {
			if !strings.Contains(d.Module, want) {
				t.Errorf("%s: module lacks %s\n%s", file, want, d.Module)
			}
		}
	}
}

// A text directive in a heading (remark-directive reads join:Options as "join" and a
// directive named Options) is left out of its id and table of contents entry, and is a text
// node of its own, as in Docusaurus, whose unused directives go back to text afterwards.
func TestTextDirectivesInHeadings(t *testing.T) {
	src := "## join:JitsiMeetConferenceOptions\n\n## Step 1: install\n\n## std::vector and a:b_\n\nSee join:Options in text.\n"
	for _, file := range []string{"doc.mdx", "doc.md"} {
		d := renderAs(t, file, src)
		for _, want := range []string{
			`<_c.h2 id={"join"}>{"join"}{":JitsiMeetConferenceOptions"}</_c.h2>`,
			`<_c.h2 id={"step-1-install"}>{"Step 1: install"}</_c.h2>`,
			`<_c.h2 id={"stdvector-and-ab_"}>{"std::vector and a:b_"}</_c.h2>`,
			`<_c.p>{"See join:Options in text."}</_c.p>`,
		} {
			if !strings.Contains(d.Module, want) {
				t.Errorf("%s: module lacks %s\n%s", file, want, d.Module)
			}
		}
		if d.TOC[0].Value != "join" || d.TOC[0].ID != "join" {
			t.Errorf("%s: TOC[0] = %+v", file, d.TOC[0])
		}
	}
}

// A NUL byte is the replacement character, as CommonMark and MDX read it.
func TestNULIsTheReplacementCharacter(t *testing.T) {
	d := renderFile(t, "docs/page.mdx", "Text a\x00b.\n", FormatMDX)
	if !strings.Contains(d.Module, "a\uFFFDb") && !strings.Contains(strings.ToLower(d.Module), `a\ufffdb`) {
		t.Errorf("NUL not replaced:\n%s", d.Module)
	}
}

// The end of the file ends its last line: a fence opened there is an empty code block.
func TestFenceOnTheLastLineWithoutLineBreak(t *testing.T) {
	d := renderFile(t, "docs/page.mdx", "Text.\n\n```js", FormatMDX)
	if !strings.Contains(d.Module, `language-js`) {
		t.Errorf("no js code block:\n%s", d.Module)
	}
}
