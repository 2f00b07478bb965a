// Package markdown compiles Docusaurus markdown (front matter, GFM, admonitions, heading ids,
// code-fence meta, MDX import/export lines) into a JSX module, the way MDX does: the module
// renders through the theme's MDX components and esbuild bundles it like any other code.
package markdown

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/evanw/esbuild/pkg/api"
	"github.com/yuin/goldmark"
	meta "github.com/yuin/goldmark-meta"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	gmrenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
	"gopkg.in/yaml.v2"
)

// Parsed is a document after parsing, before its links are resolved and it is rendered.
type Parsed struct {
	File        string
	FrontMatter map[string]any
	src         []byte
	root        ast.Node
	esm         []string
	esmLines    []int      // the source line of each line of esm
	layout      bool       // an export default gave the layout, MDXLayout (see extractESM)
	mdx         bool       // parsed as MDX (JSX and expressions), else as CommonMark
	title       string     // the title Docusaurus reads from the markdown (see contentTitle)
	excerpt     string     // the description it reads from the markdown (see excerpt)
	dates       *yamlDates // where the front matter has timestamps, nil without front matter
	written     *Parsed    // the file as written when markdown.preprocessor changed it, else nil
	toc         *Parsed    // the text whose headings make the table of contents, if not this one
}

// Size is the length of the text parsed, in bytes.
func (p *Parsed) Size() int { return len(p.src) }

// SetWritten records the document as written, before markdown.preprocessor made p's text:
// Docusaurus takes a page's title and description from the file as written.
func (p *Parsed) SetWritten(w *Parsed) { p.written = w }

// SetTOC gives the document the table of contents of another text: the file before the site's
// remarkPlugins changed it, as Docusaurus's toc plugin runs before them.
func (p *Parsed) SetTOC(of *Parsed) { p.toc = of }

// Written is the document as written: what titles and descriptions are read from.
func (p *Parsed) Written() *Parsed {
	if p.written != nil {
		return p.written
	}
	return p
}

// Formats of markdown.format in the site config: how .md and .mdx files are parsed.
const (
	FormatMDX    = "mdx"    // both as MDX, Docusaurus's default
	FormatMD     = "md"     // both as CommonMark
	FormatDetect = "detect" // .mdx as MDX, .md as CommonMark
)

// IsMDX tells whether a file is parsed as MDX under a markdown.format ("" means mdx).
func IsMDX(file, format string) bool {
	switch format {
	case FormatMD:
		return false
	case FormatDetect:
		return strings.HasSuffix(file, ".mdx")
	}
	return true
}

var md = goldmark.New(
	goldmark.WithExtensions(gfm, extension.Footnote, frontMatter{}, admonitionExtension{}),
	goldmark.WithParserOptions(parser.WithHeadingAttribute(), parser.WithParagraphTransformers(util.Prioritized(parenTitleDefinitions{}, 101)),
		parser.WithASTTransformers(util.Prioritized(textHeadingIDs{}, 100))),
)

// gfm is goldmark's GFM with bare URLs linked as remark-gfm links them (linkifyExtension).
var gfm = gfmExtension{linkify: linkifyExtension{}}

type gfmExtension struct{ linkify goldmark.Extender }

func (e gfmExtension) Extend(m goldmark.Markdown) {
	for _, x := range []goldmark.Extender{e.linkify, tableExtension{}, extension.Strikethrough, taskListExtension{}} {
		x.Extend(m)
	}
}

// tableExtension is goldmark's table extension (extension.Table's registrations), its
// tables keeping the blank line before the paragraph they were read from: a table after a
// blank line in a list item makes the list loose, as any block there does, where goldmark's
// left it tight.
type tableExtension struct{}

func (tableExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithParagraphTransformers(util.Prioritized(tableBlankLines{extension.NewTableParagraphTransformer()}, 200)),
		parser.WithBlockParsers(util.Prioritized(tableEndingList{parser.NewListParser()}, 299), // before the list parser
			util.Prioritized(tableEndingBreak{parser.NewThematicBreakParser()}, 99)), // before the setext heading parser
		parser.WithASTTransformers(util.Prioritized(extension.NewTableASTTransformer(), 0)),
	)
	m.Renderer().AddOptions(gmrenderer.WithNodeRenderers(util.Prioritized(extension.NewTableHTMLRenderer(), 500)))
}

// sameCells tells whether the first line of lines that reads as a table's delimiter row has
// as many cells as the line before it, the header row: with more or fewer, remark-gfm reads
// no table (goldmark pads the header).
func sameCells(lines *text.Segments, src []byte) bool {
	for i := 1; i < lines.Len(); i++ {
		row, header := lines.At(i), lines.At(i-1)
		delim := bytes.TrimSpace(row.Value(src))
		if !tableDelimiter.Match(delim) {
			continue
		}
		return tableCells(delim) == tableCells(bytes.TrimSpace(header.Value(src)))
	}
	return true
}

var tableDelimiter = regexp.MustCompile(`^\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?$`)

// tableCells is the number of cells of a table row: its unescaped pipes, less one at either
// end.
func tableCells(row []byte) int {
	var pipes []int
	for i := 0; i < len(row); i++ {
		switch row[i] {
		case '\\':
			i++
		case '|':
			pipes = append(pipes, i)
		}
	}
	n := len(pipes) + 1
	if len(pipes) > 0 && pipes[0] == 0 {
		n--
	}
	if len(pipes) > 0 && pipes[len(pipes)-1] == len(row)-1 && len(row) > 1 {
		n--
	}
	return n
}

// taskListExtension is goldmark's task list extension with check boxes as remark-gfm reads
// them: `[x]` followed by the line's end, or by blanks and more text; `[X](url)` is a link.
type taskListExtension struct{}

func (taskListExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(taskCheckBox{extension.NewTaskCheckBoxParser()}, 0)))
	m.Renderer().AddOptions(gmrenderer.WithNodeRenderers(util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(), 500)))
}

type taskCheckBox struct{ parser.InlineParser }

func (t taskCheckBox) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	if len(line) >= 3 && line[0] == '[' && line[2] == ']' {
		rest := bytes.TrimRight(line[3:], "\r\n")
		if len(rest) > 0 && (rest[0] != ' ' && rest[0] != '\t' || len(bytes.TrimLeft(rest, " \t")) == 0) {
			return nil
		}
	}
	return t.InlineParser.Parse(parent, block, pc)
}

// tableBlankLines is the table transformer, giving the table that takes a paragraph's place
// the paragraph's blank line before it.
type tableBlankLines struct{ parser.ParagraphTransformer }

func (t tableBlankLines) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	if !sameCells(node.Lines(), reader.Source()) {
		return
	}
	parent, next, blank := node.Parent(), node.NextSibling(), node.HasBlankPreviousLines()
	t.ParagraphTransformer.Transform(node, reader, pc)
	if node.Parent() != nil || parent == nil {
		return // still a paragraph, a table perhaps after it
	}
	table := parent.LastChild()
	if next != nil {
		table = next.PreviousSibling()
	}
	if table != nil {
		table.SetBlankPreviousLines(blank)
	}
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// mdxCodeBlock3 and mdxCodeBlock4 are Docusaurus's fences of markdown to be read as it is, three
// or four backticks long: ```mdx-code-block.
var (
	mdxCodeBlock3 = regexp.MustCompile("(?s)(^|\n)( *)```( *)mdx-code-block\n(.*?)\n( *)```(\n|$)")
	mdxCodeBlock4 = regexp.MustCompile("(?s)(^|\n)( *)````( *)mdx-code-block\n(.*?)\n( *)````(\n|$)")
)

// unwrapMDXCodeBlocks takes the fences of mdx-code-block blocks away, leaving their content to
// be read as markdown, as Docusaurus's preprocessor does (a page written for both Docusaurus
// and another tool keeps MDX there). The lines after move up by two for each.
func unwrapMDXCodeBlocks(src []byte) []byte {
	if !bytes.Contains(src, []byte("mdx-code-block")) {
		return src
	}
	src = mdxCodeBlock3.ReplaceAll(src, []byte("$1$4$6"))
	return mdxCodeBlock4.ReplaceAll(src, []byte("$1$4$6"))
}

// Parse parses src (the contents of file) into front matter and a markdown tree, as MDX or as
// CommonMark according to format (see IsMDX).
func Parse(file string, src []byte, format string) (*Parsed, error) {
	if !utf8.Valid(src) {
		bad := 0
		for i := 0; i < len(src); {
			r, size := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && size <= 1 {
				bad = i
				break
			}
			i += size
		}
		return nil, fmt.Errorf("%s:%d: the file is not valid UTF-8 (first bad byte at offset %d); save it as UTF-8", file, lineAt(src, bad), bad)
	}
	src = bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))
	// A byte order mark some editors write is no text: the front matter still opens the file.
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	if start, end := frontMatterSpan(src); end > 0 {
		if start > len("---\n") {
			// What follows the opening dashes (---yaml) names the language, YAML: the markdown
			// parser knows the front matter by its dashes alone.
			src = slices.Concat([]byte("---\n"), src[start:])
			start, end = frontMatterSpan(src)
		}
		if fm := keepQuotedTrailingBlanks(src[start:end]); len(fm) != end-start {
			src = slices.Concat(src[:start], fm, src[end:])
			end = start + len(fm)
		}
		// The markdown parser closes the front matter at a line of dashes only; text after
		// the dashes would be read as front matter, and the page's text with it.
		closing, _, _ := bytes.Cut(src[end:], []byte("\n"))
		if len(bytes.Trim(closing, "- \t")) > 0 {
			return nil, fmt.Errorf("%s:%d: the front matter's closing line %q has text after the dashes; put the text on a line of its own below it", file, lineAt(src, end), closing)
		}
	}
	// The page's own format (front matter mdx.format) overrides markdown.format.
	if f, err := frontMatterFormat(file, src); err != nil {
		return nil, err
	} else if f != "" {
		format = f
	}
	mdx := IsMDX(file, format)
	title, excerpt := contentTitle(string(afterFrontMatter(src))), excerpt(string(afterFrontMatter(src)))
	// A NUL is the replacement character to CommonMark, so to MDX (not to the title and
	// excerpt, which Docusaurus reads from the file's text).
	src = bytes.ReplaceAll(src, []byte{0}, []byte("\uFFFD"))
	if len(src) > 0 && src[len(src)-1] != '\n' {
		// The end of the file ends its last line: goldmark's parsers want a line break there
		// (a fence opened on the last line was lost).
		src = append(src, '\n')
	}
	src = labelTitles(unwrapMDXCodeBlocks(src))
	stripped, flow := dropComments(src, mdx)
	// CommonMark has no import or export statements: they are text, as in Docusaurus's md
	// format.
	body, esm, esmLines, layout := stripped, []string(nil), []int(nil), false
	if mdx {
		var bad *badESM
		body, esm, esmLines, layout, bad = extractESM(stripped)
		switch {
		case bad != nil && bad.clash:
			return nil, fmt.Errorf("%s:%d: this import or export declares a name declared already, by the page or by the compiled module (frontMatter, contentTitle, MDXContent); MDX takes it for code all the same, and the page fails to build", file, bad.line)
		case bad != nil:
			return nil, fmt.Errorf("%s:%d: MDX reads a paragraph that starts with `import ` or `export ` as an import or export statement, and this one is no valid JavaScript (Docusaurus fails to build it too); if it is text, start it otherwise, or write its first letter as an entity (&#105;mport)", file, bad.line)
		}
	}
	body = restoreLines(body, src, outsideJSX(stripped, flow))
	if err := checkBlockNesting(file, body); err != nil {
		return nil, err
	}
	root, ctx := parseBody(body, mdx)
	src = stripped
	at, unclosed := ctx.Get(unclosedExpression).(int)
	if tag, ok := ctx.Get(badTag).([2]int); ok && (!unclosed || tag[0] < at) {
		return nil, fmt.Errorf("%s:%d: MDX reads a `<` before anything but a blank as a JSX tag, which `%s` cannot start; write `\\<` for the character%s", file, lineAt(body, tag[0]), body[tag[0]:tag[1]+1], linkHint(body[tag[0]:tag[1]+1]))
	}
	if unclosed {
		if codeNesting(body[at:]) > MaxNesting {
			return nil, tooDeep(file, lineAt(body, at), "braces")
		}
		return nil, fmt.Errorf("%s:%d: the expression `{` opened on line %d is not closed before its paragraph ends; close it with `}`, or write `\\{` for a brace of text", file, lineAt(body, at), lineAt(body, at))
	}
	parsed := &Parsed{File: file, src: body, root: root, esm: esm, esmLines: esmLines, layout: layout, mdx: mdx, title: title, excerpt: excerpt}
	if err := parsed.checkTreeNesting(); err != nil {
		return nil, err
	}
	if line := unplaced(body, root); line > 0 {
		return nil, fmt.Errorf("%s:%d: the markdown compiler could not place this line, so it and what follows would be lost; please report it with the lines around it", file, line)
	}
	fm, err := meta.TryGet(ctx)
	if err != nil {
		msg := err.Error()
		line := 1
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			n, _ := strconv.Atoi(m[1])
			line = n + 1 // the opening ---
			msg = msg[len(m[0]):]
		}
		return nil, fmt.Errorf("%s:%d: invalid front matter: %s", file, line, msg)
	}
	front, _ := JSONData(fm).(map[string]any)
	if front == nil {
		front = map[string]any{}
	}
	var dates *yamlDates
	if start, end := frontMatterSpan(src); end > 0 {
		dates = &yamlDates{}
		if yaml.Unmarshal(src[start:end], dates) != nil {
			dates = nil
		}
		dates.resolveDates(src[start:end], "")
	}
	parsed.FrontMatter, parsed.dates = front, dates
	return parsed, nil
}

// ReleaseTree lets the syntax tree and the text it points into go once the document is
// compiled: nothing after compiling reads them, and a 10,000-page site's trees are some 230 MB
// the collector would otherwise keep scanning through bundling and rendering. Render fails
// after it.
func (p *Parsed) ReleaseTree() {
	p.root, p.src = nil, nil
	for _, q := range []*Parsed{p.written, p.toc} {
		if q != nil {
			q.ReleaseTree()
		}
	}
}

// Notices are what the page's author should be told of how it was read, as build warnings: a
// front matter format key, which Docusaurus 3.8 does not read (only mdx.format), so the page's
// {expressions} run as they do there.
func (p *Parsed) Notices() []string {
	f, ok := p.FrontMatter["format"]
	if !ok {
		return nil
	}
	how := "CommonMark"
	if p.mdx {
		how = "MDX, its {expressions} evaluated"
	}
	return []string{fmt.Sprintf("%s: front matter format: %v is not read, as Docusaurus does not read it; the page is compiled as %s. To set its format, write it under mdx (mdx: {format: %v})", p.File, f, how, f)}
}

// frontMatterFormat is mdx.format of the document's front matter ("md", "mdx" or "detect"),
// read before the document is parsed since it decides how; "" when it has none.
func frontMatterFormat(file string, src []byte) (string, error) {
	start, end := frontMatterSpan(src)
	// A front matter that names no mdx key, nor may with an escape in a quoted key, is not
	// parsed for it: it is parsed twice more (its values, its dates), and an OpenAPI page's
	// is tens of KB.
	if end == 0 || !bytes.Contains(src[start:end], []byte("mdx")) && !bytes.Contains(src[start:end], []byte(`\`)) {
		return "", nil
	}
	var fm struct {
		MDX struct {
			Format any `yaml:"format"`
		} `yaml:"mdx"`
	}
	if yaml.Unmarshal(src[start:end], &fm) != nil {
		return "", nil // the front matter's error is reported by the parse
	}
	switch f := fm.MDX.Format; f {
	case nil:
		return "", nil
	case FormatMD, FormatMDX, FormatDetect:
		return f.(string), nil
	default:
		return "", fmt.Errorf("%s: front matter mdx.format is %v; it must be md, mdx or detect", file, f)
	}
}

// frontMatterSpan is where the document's front matter starts, after its opening line, and
// where the line that closes it starts; 0, 0 when it has none. As gray-matter reads it, the
// opening line is three dashes and no fourth, which a language name may follow (---yaml).
func frontMatterSpan(src []byte) (start, end int) {
	line, _, ok := bytes.Cut(src, []byte("\n"))
	if !ok || !bytes.HasPrefix(line, []byte("---")) || bytes.HasPrefix(line, []byte("----")) {
		return 0, 0
	}
	k := bytes.Index(src[len(line):], []byte("\n---"))
	if k < 0 {
		return 0, 0
	}
	return len(line) + 1, len(line) + k + 1
}

// frontMatterEnd is the offset of the line that closes the document's front matter, 0 when it
// has none.
func frontMatterEnd(src []byte) int {
	_, end := frontMatterSpan(src)
	return end
}

// parseBody parses a document's markdown, as MDX or as CommonMark.
func parseBody(body []byte, mdx bool) (ast.Node, parser.Context) {
	ctx := parser.NewContext()
	p := md.Parser()
	if mdx {
		p = mdxParser
	}
	return p.Parse(text.NewReader(body), parser.WithContext(ctx)), ctx
}

// frontMatter is goldmark-meta's front matter parser for a document that opens with front
// matter as Docusaurus reads it (frontMatterEnd): goldmark-meta takes any first line of
// dashes for one, so a document that starts with a list item "-" lost its first lines.
type frontMatter struct{}

func (frontMatter) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(frontMatterParser{meta.NewParser()}, 0)))
}

type frontMatterParser struct{ parser.BlockParser }

func (p frontMatterParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	// Front matter opens the document: on any other line (a list item's dash) no search of
	// the source is needed.
	if line, _ := reader.Position(); line != 0 || frontMatterEnd(reader.Source()) == 0 {
		return nil, parser.NoChildren
	}
	return p.BlockParser.Open(parent, reader, pc)
}

// Body is the text of a markdown file after its front matter, its line endings \n: what a
// post's reading time and truncate marker are found in.
func Body(src []byte) []byte {
	return afterFrontMatter(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n")))
}

// afterFrontMatter is src less its front matter and the line that closes it.
func afterFrontMatter(src []byte) []byte {
	end := frontMatterEnd(src)
	if end == 0 {
		return src
	}
	if i := bytes.IndexByte(src[end:], '\n'); i >= 0 {
		return src[end+i+1:]
	}
	return nil
}

// markupOnly matches the lines that hold no text of their own when they end a document: closing
// fences, breaks, table rules, empty headings and items, link reference definitions, tags.
var markupOnly = regexp.MustCompile(`^[\s\-*_=~\x60:#>|+.\d]*$|^\s*\[[^\]]+\]:|^\s*</?[A-Za-z][^>]*>\s*$|^\s*\{.*\}\s*$`)

// unplaced is the line of the first text of src the tree does not hold when the parse stopped
// before the end, 0 when it did not: a safety net, so that nothing vanishes silently.
func unplaced(src []byte, root ast.Node) int {
	end := frontMatterEnd(src)
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := n.(type) {
		case *ast.Text:
			end = max(end, t.Segment.Stop)
		case *JSXFlow:
			end = max(end, t.Items[len(t.Items)-1].end)
		case *JSXInline:
			end = max(end, t.Items[len(t.Items)-1].end)
		case *ast.RawHTML:
			if t.Segments.Len() > 0 {
				end = max(end, t.Segments.At(t.Segments.Len()-1).Stop)
			}
		case *ast.FencedCodeBlock:
			if t.Info != nil { // an empty block's opening line: its info is where it ends
				end = max(end, t.Info.Segment.Stop)
			}
		}
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			end = max(end, n.Lines().At(n.Lines().Len()-1).Stop)
		}
		return ast.WalkContinue, nil
	})
	if i := bytes.IndexByte(src[min(end, len(src)):], '\n'); i >= 0 {
		end += i + 1
	} else {
		return 0
	}
	for _, line := range bytes.SplitAfter(src[end:], []byte("\n")) {
		if !markupOnly.Match(bytes.TrimRight(line, "\n")) {
			return lineAt(src, end)
		}
		end += len(line)
	}
	return 0
}

// JSONData turns yaml.v2's map[interface{}]interface{} into JSON-friendly maps, and the
// floats JSON cannot hold (.nan, .inf) into null, as JSON.stringify does in Docusaurus.
func JSONData(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, val := range t {
			out[k] = JSONData(val)
		}
		return out
	case map[any]any:
		out := make(map[string]any, len(t))
		for k, val := range t {
			out[fmt.Sprint(k)] = JSONData(val)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, val := range t {
			out[i] = JSONData(val)
		}
		return out
	case int:
		return float64(t)
	case float64:
		if math.IsNaN(t) || math.IsInf(t, 0) {
			return nil
		}
	}
	return v
}

// extractESM takes MDX import/export statements (top-level paragraphs whose lines start with
// "import " or "export ") out of the markdown, keeping line numbers by leaving blank lines.
// lines holds the source line of each line of esm.
//
// MDX takes every such paragraph for an import or export, and fails to build one that is not
// (bad): "import the package…" is an error, not prose. bad.clash: the statement is JavaScript
// on its own but cannot sit beside those before it and the module's own declarations (it
// declares a name again).
func extractESM(src []byte) (body []byte, esm []string, esmLines []int, layout bool, bad *badESM) {
	lines := bytes.SplitAfter(src, []byte("\n"))
	var block []int // line indexes of the paragraph being collected
	flush := func() {
		if len(block) == 0 {
			return
		}
		var code []string
		defaults := false
		for _, i := range block {
			line := string(bytes.TrimRight(lines[i], "\n"))
			// MDX makes an export default the layout the content renders in, with the
			// document's props (a partial whose only content is a component's declaration).
			if rest, ok := strings.CutPrefix(line, "export default "); ok && !layout {
				line, defaults = layoutDeclaration+rest, true
			}
			code = append(code, line)
		}
		if validESM(strings.Join(append(append([]string{}, esm...), code...), "\n")) {
			layout = layout || defaults
			esm = append(esm, code...)
			for _, i := range block {
				lines[i] = []byte("\n")
				esmLines = append(esmLines, i+1)
			}
		} else if bad == nil {
			bad = &badESM{line: block[0] + 1, clash: !defaults && validJS(strings.Join(code, "\n"))}
		}
		block = block[:0]
	}
	var open *fence // the code block the lines are in
	prevBlank := true
	// The front matter's closing line ends a block as a blank line does: an import may follow it
	// directly, as MDX reads it.
	fmClose := -1
	if end := frontMatterEnd(src); end > 0 {
		fmClose = bytes.Count(src[:end], []byte("\n"))
	}
	offset, jsxEnd := 0, 0 // where line i starts in src; where a JSX item begun before ends
	for i, line := range lines {
		t := bytes.TrimRight(line, "\n")
		start := offset
		offset += len(line)
		if start < jsxEnd {
			// A line of a tag or expression begun on a line before (a template literal in an
			// attribute) is its code, not an import or export.
			flush()
			prevBlank = false
			continue
		}
		// A fence opens a code block, unless backticks follow its run of backticks (```.```
		// is a code span), and one of as many or more of its character, alone, closes it.
		f, info := readFence(t)
		closes := open != nil && f.char == open.char && f.run >= open.run && !info
		if open == nil && f.run >= 3 && !(f.char == '`' && bytes.Count(t, []byte("`")) > f.run) {
			open = &f
		}
		inFence := open != nil || closes
		if closes {
			open = nil
		}
		blank := len(bytes.TrimSpace(t)) == 0
		if !inFence {
			starts := bytes.HasPrefix(t, []byte("import ")) || bytes.HasPrefix(t, []byte("export "))
			if (prevBlank && starts) || (len(block) > 0 && !blank) {
				block = append(block, i)
				prevBlank = false
				continue
			}
			// Code that stops short of its end at a blank line (a function with blank lines in
			// its body) goes on past it, as MDX reads it.
			if len(block) > 0 && blank && unfinishedESM(lines, block) {
				block = append(block, i)
				continue
			}
			if len(block) == 0 {
				if it, ok := lineItem(src, start, start+len(t)); ok && it.end > start+len(t) {
					jsxEnd = it.end
				}
			}
		}
		flush()
		prevBlank = blank || i == fmClose || closes || endsBlock(t)
	}
	flush()
	return bytes.Join(lines, nil), esm, esmLines, layout, bad
}

// badESM is a paragraph MDX takes for an import or export that is none: at line (1-based);
// clash when it is JavaScript that declares a name declared already.
type badESM struct {
	line  int
	clash bool
}

// endsBlock tells whether line is one that MDX reads as a whole block, after which an import
// or export may start without a blank line: an ATX heading, a thematic break or setext
// underline, or JSX tags alone (which end a paragraph before them too).
func endsBlock(line []byte) bool {
	trimmed := bytes.TrimLeft(line, " \t")
	if len(line)-len(trimmed) > 3 && !bytes.HasPrefix(trimmed, []byte("<")) {
		return false
	}
	if atxHeading.Match(trimmed) || blockRule.Match(trimmed) {
		return true
	}
	_, _, ok := scanFlow(line, len(line)-len(trimmed))
	return ok && len(trimmed) > 0 && trimmed[0] == '<'
}

// blockRule matches a thematic break or a setext heading's underline, indentation taken off.
var blockRule = regexp.MustCompile(`^(?:(?:[-*_][ \t]*){3,}|=+[ \t]*|-+[ \t]*)$`)

// layoutDeclaration is what an MDX export default becomes, as MDX compiles it: the layout.
const layoutDeclaration = "const MDXLayout = "

// unfinishedESM tells whether the lines of block are JavaScript that ends before it is
// complete: its only fault is the end of the input.
func unfinishedESM(lines [][]byte, block []int) bool {
	var code strings.Builder
	whole := true // every line an import statement of its own: finished, without a parse
	for _, i := range block {
		code.Write(lines[i])
		whole = whole && oneLineImport.Match(lines[i])
	}
	if whole {
		return false // most blocks: an MDX file's imports
	}
	if codeNesting([]byte(code.String())) > MaxNesting {
		return false
	}
	res := api.Transform(code.String(), api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatESModule, LogLevel: api.LogLevelSilent})
	if len(res.Errors) == 0 {
		return false
	}
	// esbuild reports a template literal still open at the end (CSS in one, with blank lines)
	// as an unterminated string on the last line.
	e := res.Errors[0]
	return strings.Contains(e.Text, "end of file") ||
		strings.HasPrefix(e.Text, "Unterminated") && e.Location != nil && e.Location.Line >= strings.Count(code.String(), "\n")
}

// oneLineImport matches a line that is a whole import statement, its quotes and braces closed
// on it: `import X, {a as b} from './x';`, `import * as y from "y"`, `import './style.css'`.
var oneLineImport = regexp.MustCompile(`^import\s+(?:(?:type\s+)?[\w$]+\s*,?\s*)?(?:\{[^{}\n]*\}\s*|\*\s*as\s+[\w$]+\s*)?from\s*(?:"[^"\n]*"|'[^'\n]*')\s*;?[ \t]*\r?\n?$|^import\s*(?:"[^"\n]*"|'[^'\n]*')\s*;?[ \t]*\r?\n?$`)

// moduleDeclarations are the names the compiled module declares itself (see renderer.module),
// but toc: a document may export its own, which the module then keeps (see tocExport), as
// Docusaurus's TOC plugin leaves a toc the document exports.
const moduleDeclarations = "\nimport {useMDXComponents} from \"x\";\nexport const frontMatter = 0, contentTitle = 0;\nexport default function MDXContent(props) {}\n"

// validESM tells whether code parses as a JavaScript module (JSX allowed, as in MDX exports)
// that can sit beside the compiled module's own declarations.
func validESM(code string) bool { return validJS(code + moduleDeclarations) }

// validJS tells whether code parses as a JavaScript module, JSX allowed.
func validJS(code string) bool {
	if codeNesting([]byte(code)) > MaxNesting {
		return false // esbuild's parser would recurse as deep (and crash the process at a million)
	}
	res := api.Transform(code, api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatESModule, LogLevel: api.LogLevelSilent})
	return len(res.Errors) == 0
}

func lineAt(src []byte, offset int) int {
	if offset > len(src) {
		offset = len(src)
	}
	return bytes.Count(src[:offset], []byte("\n")) + 1
}

// linkHint is the end of the message of a < that starts no tag, for a link or an e-mail address
// written <https://…> or <me@…>, which MDX has no autolinks for.
func linkHint(tag []byte) string {
	if bytes.ContainsAny(tag, ":@") {
		return ", and a link as [text](url)"
	}
	return ""
}
