package markdown

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

type identity struct{}

func (identity) Link(u string, _ int) (string, bool, error)       { return u, false, nil }
func (identity) Image(s string, _ int) (string, ImageFile, error) { return s, ImageFile{}, nil }

func render(t *testing.T, src string) *Doc { return renderFile(t, "doc.md", src, FormatDetect) }

// renderFile compiles src as file in format, failing the test on an error.
func renderFile(t *testing.T, file, src, format string) *Doc {
	t.Helper()
	p, err := Parse(file, []byte(src), format)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestRenderBasics(t *testing.T) {
	d := render(t, "---\ntitle: Hello\ntags: [a, b]\n---\n\n# Big title\n\nSome *text* with {braces} and </script> and `code`.\n\n## Second `part` here\n\n## Second part here\n\n### Custom {#my-id}\n\n:::tip Watch out\n\nInside **bold**.\n\n:::\n\n```js title=\"a.js\" {2}\nconst a = 1;\nlet b = `${a}`;\n```\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n")
	if d.FrontMatter["title"] != "Hello" {
		t.Errorf("front matter title = %v", d.FrontMatter["title"])
	}
	if d.ContentTitle != "Big title" {
		t.Errorf("content title = %q", d.ContentTitle)
	}
	ids := []string{}
	for _, it := range d.TOC {
		ids = append(ids, it.ID)
	}
	if got := strings.Join(ids, ","); got != "second-part-here,second-part-here-1,my-id" {
		t.Errorf("toc ids = %s", got)
	}
	if d.TOC[0].Value != "Second <code>part</code> here" {
		t.Errorf("toc value = %q", d.TOC[0].Value)
	}
	for _, want := range []string{`{" with {braces} and  and "}`, `<_c.Admonition type={"tip"} title={<>{"Watch out"}</>}>`, `metastring={"title=\"a.js\" {2}"}`, `className={"language-js"}`, `tokens={_data0}>{"const a = 1;\nlet b = `, `const _data0 = JSON.parse("{\"hash\":`, `\"lines\":[[\"keyword\",5,\"\",3,`, `style={{textAlign: "left"}}`} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s\n%s", want, d.Module)
		}
	}
}

// A code block passes its meta string to CodeBlock, as Docusaurus's MDX loader does (the
// theme reads its range, and @docusaurus/theme-live-codeblock its noInline); one whose meta
// has the word "live" passes live too, others do not.
func TestCodeBlockMeta(t *testing.T) {
	// (In MDX: in an .md file live is "", see testdata/spec/fences.txt.)
	d := renderFile(t, "doc.mdx", "```jsx live noInline\nrender(<b>hi</b>);\n```\n\n```jsx title=\"alive.js\"\nlet live;\n```\n\n```js\n// highlight-next-line\nlet a;\n```\n", FormatMDX)
	first, rest, ok := strings.Cut(d.Module, `metastring={"title=\"alive.js\""}`)
	if !ok {
		t.Fatalf("no second block with its metastring in\n%s", d.Module)
	}
	if want := `metastring={"live noInline"} live={true}`; !strings.Contains(first, want) {
		t.Errorf("the live block lacks %s\n%s", want, d.Module)
	}
	if strings.Contains(rest, "live={") {
		t.Errorf("a block without live meta: want no live prop\n%s", d.Module)
	}
	// The theme takes magic comments out, for the site's magicComments.
	if want := `<_c.CodeBlock className={"language-js"} tokens={_data2}>{"// highlight-next-line\nlet a;\n"}</_c.CodeBlock>`; !strings.Contains(rest, want) {
		t.Errorf("the third block: want %s\n%s", want, d.Module)
	}
}

func TestExcerpt(t *testing.T) {
	cases := map[string]string{
		"---\ntitle: T\n---\n\n# Title\n\nThe **first** line with a [link](./x.md) and `code`.\nSecond line.\n": "The first line with a link and code.",
		"```js\nconst skipped = 1;\n```\n\n:::tip\n\nInside the tip.\n\n:::\n":                                  "Inside the tip.",
		"## A heading {#id}\n\nText.\n":                                   "A heading",
		"import X from 'y';\n\n<b>Bold</b> ![alt](a.png) ~~gone~~ text\n": "Bold alt gone text",
		// One pass, as Docusaurus's: the bold inside the italics stays.
		"Media (_including **Live TV!**_) and ***all*** of *it*.\n": "Media (including **Live TV!**) and all of it.",
		// The bracketed text runs to the first "](", a lone [9] included, as Docusaurus's regex.
		"Released in 2004.[9] More - [Source](https://example.com/s).\n": "Released in 2004.9] More - [Source.",
		// Text between two colons goes, as an emoji name would, and the first {word} of a
		// line, as a heading id would.
		"We did little: the CLI. Now it pays off: we move fast.\n": "We did little we move fast.",
		"Import it via `import {jest} from 'x'` or {b}.\n":         "Import it via import  from 'x' or {b}.",
		// A title heading goes up to its next #, which an entity may hold.
		"# C&#35;\n\nText.\n":  "35;",
		"# Title #\n\nText.\n": "Text.",
		// The text as written: an mdx-code-block is a code block, a comment is text.
		"```mdx-code-block\nInside the block.\n```\n\nAfter the block.\n": "After the block.",
		"{/* note */}\n\nText.\n": "{/ note /}",
		// Emphasis goes before links and code, so underscores in a link's code and its URL
		// pair up, as in Docusaurus.
		"See [`pkg_name.Thing`](https://x.example.com/pkg_name/a) now.\n": "See pkgname.Thing now.",
		// Only backticks fence code, which as many or more close; a heading keeps its
		// closing #s.
		"````md\n```js\ninner\n```\n````\n\nAfter.\n": "After.",
		"~~~\nTilde code\n~~~\n":                      "~~~",
		"## Title ##\n\nText.\n":                      "Title ##",
	}
	for src, want := range cases {
		p, err := Parse("doc.mdx", []byte(src), FormatMDX)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Excerpt(); got != want {
			t.Errorf("Excerpt(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestTitleHeadingAfterExports(t *testing.T) {
	for src, want := range map[string]string{
		"import X from 'x';\n\n# Title\n":                "Title",
		"export const a = 1;\n\n# Title\n":               "",
		"# Title\n\nexport const a = 1;\n\nText.\n":      "Title",
		"---\nid: x\n---\n\nimport Y from 'y';\n\n# T\n": "T",
	} {
		p, err := Parse("doc.mdx", []byte(src), FormatDetect)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Title(); got != want {
			t.Errorf("Title(%q) = %q, want %q", src, got, want)
		}
	}
}

// An export whose code has blank lines in it goes on past them, as MDX reads it; a paragraph
// that starts like one but is not code stays text.
func TestExportWithBlankLines(t *testing.T) {
	src := "# Title\n\nexport const Box = () => {\n  const a = 1;\n\n  return (\n    <div>\n      <b>{a}</b>\n\n      <i>b</i>\n    </div>\n  );\n};\n\n<Box />\n"
	d := renderFile(t, "doc.mdx", src, FormatDetect)
	if !strings.Contains(d.Module, "<i>b</i>") {
		t.Errorf("the export's code is not in the module:\n%s", d.Module)
	}
	if strings.Contains(d.Module, `"const a = 1;"`) {
		t.Errorf("the export's lines became text:\n%s", d.Module)
	}
}

// Docusaurus's MDX loader takes the first heading as the content title (wrapped in <header>)
// when it is an h1, even after a paragraph; a thematic break or an h2 first means none. The
// title is the heading's text as mdast-util-to-string reads it, expressions' code included.
func TestContentTitleAfterAParagraph(t *testing.T) {
	for _, c := range []struct{ src, title string }{
		{"&nbsp;\n\n# `api(x)`\n\n## Part\n", "api(x)"},
		{"Intro.\n\n## Part\n\n# Late\n", ""},
		{"Intro.\n\n---\n\n# After a break\n", ""},
	} {
		d := render(t, c.src)
		if d.ContentTitle != c.title {
			t.Errorf("%q: content title = %q, want %q", c.src, d.ContentTitle, c.title)
		}
		if wrapped := strings.Contains(d.Module, "<header>"); wrapped != (c.title != "") {
			t.Errorf("%q: <header> in module = %v\n%s", c.src, wrapped, d.Module)
		}
	}
	if d := renderFile(t, "doc.mdx", "# Hello {'you'} {/* note */}\n", FormatMDX); d.ContentTitle != "Hello 'you' /* note */" {
		t.Errorf("an MDX title's content title = %q, want its expressions' code", d.ContentTitle)
	}
	// The {#id} is read with the title, before the heading's id is.
	for src, want := range map[string]string{"# Setup  \\{#setup}\n": "Setup  {#setup}", "# `code` title {#ct}\n": "code title {#ct}"} {
		if d := renderFile(t, "doc.mdx", src, FormatMDX); d.ContentTitle != want {
			t.Errorf("%q: content title = %q, want %q", src, d.ContentTitle, want)
		}
	}
}

// A title heading without text is a content title all the same: the module exports "", as
// Docusaurus's does, so that the theme adds no title of its own; without one it exports none.
func TestEmptyContentTitle(t *testing.T) {
	for src, want := range map[string]string{
		"#\n\nText.\n":       `export const contentTitle = "";`,
		"Text.\n\n## Part\n": `export const contentTitle = undefined;`,
	} {
		if d := render(t, src); !strings.Contains(d.Module, want) {
			t.Errorf("%q: the module lacks %s:\n%s", src, want, d.Module)
		}
	}
}

// The TOC of a markdown file the document imports and renders joins the document's TOC where
// the element stands, as Docusaurus's MDX loader spreads it in.
func TestPartialTOC(t *testing.T) {
	p, err := Parse("doc.mdx", []byte("import Part from './\\_part.md';\nimport Other from './Other.jsx';\n\n## Before\n\n<Part />\n\n<Other />\n\n## After\n"), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"import {toc as __tocPart} from './\\_part.md';\n",
		`export const toc = [{"value":"Before","id":"before","level":2}, ...__tocPart, {"value":"After","id":"after","level":2}];`,
	} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s:\n%s", want, d.Module)
		}
	}
	if strings.Contains(d.Module, "__tocOther") {
		t.Error("a JavaScript component's TOC was spread in")
	}
}

// An import after another on its line, its name on the next line, is a partial's too.
func TestPartialTOCImportAfterAnother(t *testing.T) {
	d := renderFile(t, "doc.mdx", "import A from './_a.md'; import\nB from './_b.md';\n\n## One\n\n<B />\n\n<A />\n", FormatDetect)
	if want := `export const toc = [{"value":"One","id":"one","level":2}, ...__tocB, ...__tocA];`; !strings.Contains(d.Module, want) {
		t.Errorf("module lacks %s:\n%s", want, d.Module)
	}
}

// A document that exports a toc of its own, written over several lines and worked out from
// data, keeps it: its export is ESM, not text, and the module makes no toc beside it, as
// Docusaurus's TOC plugin leaves a toc the document exports.
func TestDocumentExportsItsTOC(t *testing.T) {
	src := "export const toc = [\n  {\n    value: \"Boards\",\n    id: \"boards\",\n    level: 2,\n  },\n  ...[\"a\"].map((x) => ({value: x, id: x, level: 3})),\n];\n\n## Something else\n"
	d := renderFile(t, "doc.mdx", src, FormatMDX)
	if n := strings.Count(d.Module, "export const toc"); n != 1 || !strings.Contains(d.Module, `value: "Boards"`) {
		t.Errorf("the module has %d toc exports, not the document's alone:\n%s", n, d.Module)
	}
}

// Blog posts lose their content title as Docusaurus's MDX loader takes it: an h1 after
// paragraphs goes when it is the first heading, and stays after an h2.
func TestRemoveContentTitleFurtherDown(t *testing.T) {
	for _, c := range []struct{ src, kept, gone string }{
		{"Intro text.\n\n# Section as h1\n\nBody.\n", "Intro text.", "Section as h1"},
		{"Intro text.\n\n## First\n\n# Late h1\n", "Late h1", ""},
	} {
		p, err := Parse("post.md", []byte(c.src), FormatDetect)
		if err != nil {
			t.Fatal(err)
		}
		p.RemoveContentTitle()
		d, err := p.Render(identity{}, RenderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(d.Module, c.kept) || c.gone != "" && strings.Contains(d.Module, c.gone) {
			t.Errorf("%q: module keeps %q: %v, drops %q: %v\n%s", c.src, c.kept, strings.Contains(d.Module, c.kept), c.gone, !strings.Contains(d.Module, c.gone), d.Module)
		}
	}
}

// Lines holding only JSX elements are flow JSX in MDX: the line breaks between them are no text.
func TestNoTextBetweenJSXLines(t *testing.T) {
	p, err := Parse("doc.mdx", []byte("<div>\n    <a href=\"/x\">One</a>\n    <a href=\"/y\">Two</a>\n</div>\n"), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Module, `{"One"}</a><a href`) {
		t.Errorf("text between the elements:\n%s", d.Module)
	}
	// At the top level MDX separates flow elements by a line break, even on one line (the
	// reader sees "1 One", not "1One").
	p, err = Parse("doc.mdx", []byte("<sup>1</sup><a href=\"/x\">One</a>\n<br />\n<sup>2</sup>\n"), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	if d, err = p.Render(identity{}, RenderOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Module, `<sup>{"1"}</sup>{"\n"}<a href="/x">{"One"}</a>`) {
		t.Errorf("top-level flow elements:\n%s", d.Module)
	}
}

// An h1 shows no id, yet takes its slug: an h3 of the same text is "x-1", as in Docusaurus.
func TestTitleTakesItsSlug(t *testing.T) {
	d := render(t, "# `configure`\n\n## API\n\n### `configure`\n")
	if ids := fmt.Sprint(d.Anchors); ids != "[api configure-1]" {
		t.Errorf("anchors = %s, want [api configure-1]", ids)
	}
}

// A byte order mark before the front matter (some editors write one) does not hide it.
func TestByteOrderMarkBeforeFrontMatter(t *testing.T) {
	d := render(t, "\ufeff---\r\nid: store\r\ntitle: Store\r\n---\r\n\r\nA memory store.\r\n")
	if d.FrontMatter["title"] != "Store" || d.FrontMatter["id"] != "store" {
		t.Errorf("front matter = %v", d.FrontMatter)
	}
	if len(d.TOC) != 0 {
		t.Errorf("toc = %+v; the front matter became a heading", d.TOC)
	}
}

// The front matter keeps its keys in the order written, nested mappings too, in the module's
// frontMatter and in the data a page without a module of its own carries, as js-yaml reads
// them for Docusaurus (which prints them so: <AdrTable frontMatter={frontMatter} />).
func TestFrontMatterKeysInTheirOrder(t *testing.T) {
	d := render(t, "---\ntitle: T\nstatus: ok\n2: two\nadr: '0001'\nnested: {z: 1, a: [{x: 2, b: 3}]}\n---\n\nBody.\n")
	want := `{"title":"T","status":"ok","2":"two","adr":"0001","nested":{"z":1,"a":[{"x":2,"b":3}]}}`
	if !strings.Contains(d.Module, "export const frontMatter = "+want+";") {
		t.Errorf("module:\n%s\nwant frontMatter %s", d.Module, want)
	}
	data, err := json.Marshal(d.FrontMatterData())
	if err != nil || string(data) != want {
		t.Errorf("FrontMatterData = %s (%v), want %s", data, err, want)
	}
	if d.Tree == nil {
		t.Error("a front matter without timestamps made the page need a module of its own")
	}
}

// The front matter's unquoted YAML timestamps are Date objects in the module's frontMatter, as
// js-yaml reads them for Docusaurus; quoted ones stay strings.
func TestFrontMatterTimestampsAreDates(t *testing.T) {
	d := render(t, "---\ndate: 2025-12-01\nquoted: '2025-12-01'\nlast_update:\n  date: 2024-03-15 10:30:00\nlist: [2020-01-02, text]\n---\n\nBody.\n")
	want := `export const frontMatter = {"date":new Date(1764547200000),"quoted":"2025-12-01","last_update":{"date":new Date(1710498600000)},"list":[new Date(1577923200000),"text"]};`
	if !strings.Contains(d.Module, want) {
		t.Errorf("module:\n%s\nwant:\n%s", d.Module, want)
	}
	if d.FrontMatter["date"] != "2025-12-01" {
		t.Errorf("front matter data: date = %#v, want the string", d.FrontMatter["date"])
	}
}

// A __proto__ key of the front matter is data: the module's frontMatter has it as an own
// property, and its prototype stays Object.prototype.
func TestFrontMatterProtoKeyIsData(t *testing.T) {
	d := render(t, "---\ntitle: P\n__proto__:\n  polluted: x\n---\n# P\n")
	var decl string
	for _, line := range strings.Split(d.Module, "\n") {
		if strings.HasPrefix(line, "export const frontMatter = ") {
			decl = strings.TrimPrefix(line, "export ")
		}
	}
	res, err := goja.New().RunString(decl + `[frontMatter.polluted === undefined, Object.getPrototypeOf(frontMatter) === Object.prototype,
		Object.getOwnPropertyDescriptor(frontMatter, "__proto__").value.polluted].join()`)
	if err != nil {
		t.Fatalf("%s: %v", decl, err)
	}
	if got := res.String(); got != "true,true,x" {
		t.Errorf("%s evaluates to %s, want true,true,x", decl, got)
	}
}

// Link destinations and titles are read as CommonMark reads them, backslash escapes and
// entities decoded, and destinations then percent-encoded, as Docusaurus 3.8.1 renders them:
// <a title="t&amp;" href="b%20c">, href "x_y", title `x"y` with href "a&b", title `q"` with
// href "a%3Eb".
func TestLinkDestinationsAndTitlesUnescaped(t *testing.T) {
	d := render(t, "[a](<b c> \"t&amp;\") [d](x\\_y) [e](a&amp;b \"x\\\"y\") [f](<a\\>b> \"q&quot;\") [g](a&#32;c) ![i](p\\_q.png \"&lt;t&gt;\")\n\n[r][ref]\n\n[ref]: u\\_v \"w&amp;\"\n")
	for _, want := range []string{
		`href={"b%20c"} title={"t\u0026"}`, `href={"x_y"}`, `href={"a\u0026b"} title={"x\"y"}`, `href={"a%3Eb"} title={"q\""}`,
		`href={"a%20c"}`, `src={"p_q.png"}`, `title={"\u003ct\u003e"}`, `href={"u_v"} title={"w\u0026"}`,
	} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module lacks %s:\n%s", want, d.Module)
		}
	}
}

// A heading's emphasis keeps its text inside its tags in the table of contents, as Docusaurus
// writes the TOC value: "A <em>b</em>", not "A <em></em>b".
func TestTOCValueEmphasis(t *testing.T) {
	d := render(t, "## Plain *em* and **strong** `code`\n")
	if want := "Plain <em>em</em> and <strong>strong</strong> <code>code</code>"; len(d.TOC) != 1 || d.TOC[0].Value != want {
		t.Errorf("toc = %+v, want the value %q", d.TOC, want)
	}
}

// Documents compiled with a shared Highlights come out as without one, a code block repeated
// in another document (a version or a translation of it) is highlighted once, and the next
// build starts from the blocks this one saved.
func TestSharedHighlights(t *testing.T) {
	docs := []string{
		"# One\n\n```js\nconst a = 1;\n```\n\n```bash npm2yarn\nnpm install x\n```\n\n    indented()\n",
		"# Two\n\n```js\nconst a = 1;\n```\n\n```ts\nconst a = 1;\n```\n",
	}
	yarn := func(code, _ string) (string, error) { return strings.Replace(code, "npm install", "yarn add", 1), nil }
	npm2yarn := &Npm2Yarn{Converters: []string{"yarn"}, Convert: yarn}
	compile := func(src string, h *Highlights) *Doc {
		t.Helper()
		p, err := Parse("doc.md", []byte(src), FormatDetect)
		if err != nil {
			t.Fatal(err)
		}
		d, err := p.Render(identity{}, RenderOptions{Npm2Yarn: npm2yarn, Highlights: h})
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	h := NewHighlights(nil)
	for _, src := range docs {
		alone, shared := compile(src, nil), compile(src, h)
		if shared.Module != alone.Module || string(shared.Tree) != string(alone.Tree) {
			t.Errorf("%q: with shared highlights\n%s\nalone\n%s", src, shared.Module, alone.Module)
		}
	}
	saved, changed := h.Saved()
	var keys []string
	for _, b := range []string{":indented()", "bash:npm install x", "bash:yarn add x", "js:const a = 1;", "ts:const a = 1;"} {
		lang, code, _ := strings.Cut(b, ":")
		if _, ok := saved[highlightKey(lang, code)]; ok {
			keys = append(keys, b)
		}
	}
	if len(keys) != 5 || len(saved) != 5 || !changed {
		t.Errorf("highlighted %q of 5 (%d in all, changed %t)", keys, len(saved), changed)
	}

	// The next build starts from these; one that highlights nothing new has nothing to save,
	// one that uses fewer blocks has.
	next := NewHighlights(saved)
	compile(docs[1], next)
	if kept, changed := next.Saved(); len(kept) != 2 || !changed {
		t.Errorf("a build of the second doc alone keeps %d blocks (changed %t), want 2", len(kept), changed)
	}
	again := NewHighlights(saved)
	for _, src := range docs {
		compile(src, again)
	}
	if _, changed := again.Saved(); changed {
		t.Error("a build of the same docs has new highlights to save")
	}
}

// A file may end in an admonition's closing fence with no line feed after it: the fence still
// closes the admonition, and none of its colons is left as text.
func TestAdmonitionClosedAtTheEnd(t *testing.T) {
	for _, src := range []string{":::note\nText.\n:::", ":::note\n\nText.\n\n:::", "- item\n\n  :::tip\n  In a list.\n  :::"} {
		for _, file := range []string{"doc.md", "doc.mdx"} {
			d := renderFile(t, file, src, FormatDetect)
			if strings.Contains(d.Module, `:"}`) || strings.Contains(d.Module, `{":`) {
				t.Errorf("%s %q: a colon of the fence is text:\n%s", file, src, d.Module)
			}
		}
	}
}

// An import needs no blank line before it after a line MDX reads as a whole block: a
// heading, JSX tags alone, a closing fence, a thematic break. After text it is text.
func TestImportAfterABlock(t *testing.T) {
	for _, before := range []string{"# Title", "<div>", "```js\nx\n```", "Text\n\n---", "Text\n<div>"} {
		p, err := Parse("doc.mdx", []byte(before+"\nimport A from './a.js';\n\n<A />\n"), FormatMDX)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(p.esm, "import A from './a.js';") {
			t.Errorf("%q: the import is not the module's: %q", before, p.esm)
		}
	}
	// Nor is one in a code block, which a line of backticks with backticks after them does
	// not open.
	for _, src := range []string{"Text\nimport A from './a.js';\n", "  ```.```\n\n```js\nimport A from './a.js';\n```\n"} {
		p, err := Parse("doc.mdx", []byte(src), FormatMDX)
		if err != nil || len(p.esm) != 0 {
			t.Errorf("%q: esm %q, err %v", src, p.esm, err)
		}
	}
}

// A document whose table of contents is another text's (the file before the site's
// remarkPlugins changed it) has that text's entries, and its headings that text's ids, as
// Docusaurus gives them before those plugins run; when the plugins took a heading away, the
// headings keep their own ids.
func TestTOCOfAnotherText(t *testing.T) {
	parse := func(src string) *Parsed {
		p, err := Parse("doc.mdx", []byte(src), FormatMDX)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct{ before, after, id, toc string }{
		{"## Setup\n\n## Use {#use}\n", "## Set <b>up</b> now\n\n## Use it {#use}\n", `id={"setup"}`, "setup Setup|use Use"},
		{"## Setup\n\n## Gone\n", "## Set up now\n", `id={"set-up-now"}`, "setup Setup|gone Gone"},
	} {
		p := parse(c.after)
		p.SetTOC(parse(c.before))
		d, err := p.Render(identity{}, RenderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var toc []string
		for _, it := range d.TOC {
			toc = append(toc, it.ID+" "+it.Value)
		}
		if !strings.Contains(d.Module, c.id) || strings.Join(toc, "|") != c.toc {
			t.Errorf("%q: toc %q, want %q; want %s in\n%s", c.after, toc, c.toc, c.id, d.Module)
		}
	}
}
