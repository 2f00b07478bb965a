package markdown

import (
	"fmt"
	"slices"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// KindJSXFlow and KindJSXInline are the AST kinds of MDX JSX: tags, {expressions} and HTML
// comments, kept as written.
var (
	KindJSXFlow   = ast.NewNodeKind("JSXFlow")
	KindJSXInline = ast.NewNodeKind("JSXInline")
)

// jsxRaw is a run of JSX items as written. An opening tag and its closing tag are separate
// nodes: the markdown between them renders in between.
type jsxRaw struct {
	Items []jsxItem
	Src   []byte // the source the item offsets point into
	Start int
}

func (j *jsxRaw) raw() string { return string(j.Src[j.Start:j.Items[len(j.Items)-1].end]) }

// JSXFlow is a block of lines holding only JSX tags and expressions (the last may end lines
// later), as MDX's flow JSX.
type JSXFlow struct {
	ast.BaseBlock
	jsxRaw
	lines int // lines still to consume
}

// Kind implements ast.Node.
func (n *JSXFlow) Kind() ast.NodeKind { return KindJSXFlow }

// IsRaw implements ast.Node.
func (n *JSXFlow) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *JSXFlow) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Raw": n.raw()}, nil)
}

// JSXInline is a JSX tag or expression in a paragraph's text.
type JSXInline struct {
	ast.BaseInline
	jsxRaw
}

// Kind implements ast.Node.
func (n *JSXInline) Kind() ast.NodeKind { return KindJSXInline }

// Dump implements ast.Node.
func (n *JSXInline) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Raw": n.raw()}, nil)
}

// scanFlow reads the JSX items starting at src[i] when they fill the rest of the line (the last
// may end lines later), as an MDX flow element does.
func scanFlow(src []byte, i int) ([]jsxItem, int, bool) {
	var items []jsxItem
	for {
		it, ok := scanJSXItem(src, i)
		if !ok {
			return nil, 0, false
		}
		items = append(items, it)
		i = it.end
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
			return items, i, true
		}
		if src[i] != '<' && src[i] != '{' {
			return nil, 0, false
		}
	}
}

type jsxFlowParser struct{}

func (jsxFlowParser) Trigger() []byte { return []byte{'<', '{'} }

func (jsxFlowParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := util.TrimLeftSpaceLength(line)
	src := reader.Source()
	start := seg.Start + pos
	if depth := quoteDepth(parent); depth > 0 {
		src = unquoted(src, depth, pc)
	}
	items, end, ok := scanFlow(src, start)
	if !ok {
		return nil, parser.NoChildren
	}
	n := &JSXFlow{jsxRaw: jsxRaw{Items: items, Src: src, Start: start}}
	for i := start; i < end; i++ {
		if src[i] == '\n' {
			n.lines++
		}
	}
	reader.Advance(seg.Len() - 1)
	return n, parser.NoChildren
}

// quoteDepth is how many block quotes n is in.
func quoteDepth(n ast.Node) int {
	depth := 0
	for ; n != nil; n = n.Parent() {
		if _, ok := n.(*ast.Blockquote); ok {
			depth++
		}
	}
	return depth
}

// unquoted is src with the markers of depth block quotes blanked out of each line that has
// them: a JSX tag or expression in a block quote goes on over its next lines without their >,
// as MDX reads it (`> <img` then `>   src="…"`). The offsets are src's, and the copy is what
// the item is written from. One copy per depth is made for a document, when first needed.
func unquoted(src []byte, depth int, pc parser.Context) []byte {
	copies := pc.ComputeIfAbsent(unquotedSources, func() any { return map[int][]byte{} }).(map[int][]byte)
	if out, ok := copies[depth]; ok {
		return out
	}
	out := slices.Clone(src)
	for at := 0; at < len(src); {
		next := indexFrom(src, at, '\n') + 1
		if next == 0 {
			next = len(src)
		}
		k := at
		for range depth {
			for n := 0; n < 3 && k < next && src[k] == ' '; n++ {
				k++
			}
			if k >= next || src[k] != '>' {
				break
			}
			out[k] = ' '
			k++
		}
		at = next
	}
	copies[depth] = out
	return out
}

// unquotedSources is the parse context's copies of the source made by unquoted, by depth.
var unquotedSources = parser.NewContextKey()

func (jsxFlowParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*JSXFlow)
	if n.lines == 0 {
		return parser.Close
	}
	n.lines--
	_, seg := reader.PeekLine()
	reader.Advance(seg.Len() - 1)
	return parser.Continue | parser.NoChildren
}

func (jsxFlowParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (jsxFlowParser) CanInterruptParagraph() bool                                { return true }
func (jsxFlowParser) CanAcceptIndentedLine() bool                                { return true }

type jsxInlineParser struct{}

func (jsxInlineParser) Trigger() []byte { return []byte{'<', '{'} }

func (jsxInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, seg := block.PeekLine()
	src := block.Source()
	// An item of the text ends in its paragraph (or heading, or table cell), as MDX reads it.
	limit := blockEnd(parent, len(src))
	it, ok := scanJSXItem(src[:limit], seg.Start)
	if !ok {
		if src[seg.Start] == '{' && pc.Get(unclosedExpression) == nil {
			pc.Set(unclosedExpression, seg.Start)
		}
		if src[seg.Start] == '<' && pc.Get(badTag) == nil {
			if bad, ok := notATag(src[:limit], seg.Start); ok {
				pc.Set(badTag, [2]int{seg.Start, bad})
			}
		}
		return nil
	}
	advanceTo(block, it.end)
	return &JSXInline{jsxRaw: jsxRaw{Items: []jsxItem{it}, Src: src, Start: seg.Start}}
}

// advanceTo moves the reader to the source offset end, line by line: the lines of a block
// leave out the indentation its later lines have in the source, so counting bytes of the
// source would go too far (the text after a tag whose attributes are on indented lines).
func advanceTo(block text.Reader, end int) {
	for {
		_, seg := block.PeekLine()
		if seg.Len() == 0 || end <= seg.Stop {
			block.Advance(max(end-seg.Start, 0))
			return
		}
		block.AdvanceLine()
	}
}

// unclosedExpression is the parse context's offset of the first { of the text whose
// expression does not end in its paragraph: in MDX that is an error, not a brace of text.
var unclosedExpression = parser.NewContextKey()

// badTag is the parse context's first < of the text that MDX reads as the start of a tag and
// fails to read one at (see notATag): the < and the character it fails at. In MDX that is an
// error, not a < of text.
var badTag = parser.NewContextKey()

// blockEnd is the offset where the text of the block around an inline node ends: its last
// line's end, or end when the block has no lines.
func blockEnd(n ast.Node, end int) int {
	for ; n != nil; n = n.Parent() {
		if n.Type() == ast.TypeBlock {
			if lines := n.Lines(); lines.Len() > 0 {
				return lines.At(lines.Len() - 1).Stop
			}
			return end
		}
	}
	return end
}

// mdxParser is goldmark set up as MDX parses markdown: no indented code (indentation does not
// matter, see indentTolerant) and no HTML (JSX instead), with the same extensions as the
// CommonMark parser.
var mdxParser = goldmark.New(
	goldmark.WithParser(parser.NewParser(
		parser.WithBlockParsers(tolerateIndent(append(mdxFences(without(parser.DefaultBlockParsers(), parser.NewCodeBlockParser(), parser.NewHTMLBlockParser())),
			util.Prioritized(admonitionParser{}, 50), util.Prioritized(leafDirectiveParser{}, 50)))...),
		parser.WithInlineParsers(without(parser.DefaultInlineParsers(), parser.NewRawHTMLParser())...),
		parser.WithParagraphTransformers(append(parser.DefaultParagraphTransformers(), util.Prioritized(parenTitleDefinitions{}, 101))...),
		parser.WithBlockParsers(util.Prioritized(jsxFlowParser{}, 50)),
		parser.WithInlineParsers(util.Prioritized(jsxInlineParser{}, 250)),
		parser.WithASTTransformers(util.Prioritized(textHeadingIDs{}, 100)),
	)),
	goldmark.WithExtensions(gfm, extension.Footnote, frontMatter{}),
	goldmark.WithParserOptions(parser.WithHeadingAttribute()),
).Parser()

// mdxFences replaces goldmark's fenced code parser of a list by mdxFence.
func mdxFences(list []util.PrioritizedValue) []util.PrioritizedValue {
	for i, v := range list {
		if sameType(v.Value, parser.NewFencedCodeBlockParser()) {
			list[i] = util.Prioritized(mdxFence{v.Value.(parser.BlockParser)}, v.Priority)
		}
	}
	return list
}

// mdxFence is goldmark's fenced code parser as MDX reads a fence: with indented code turned
// off, a closing fence may be indented any amount, where CommonMark allows three spaces (four
// would be code). A fence opened three spaces in and closed four in, as docs write inside a
// <TabItem>, ends there, not at the end of the document.
type mdxFence struct{ parser.BlockParser }

// fenceMarks is the parse context's map from an open fenced code block to its opening fence.
var fenceMarks = parser.NewContextKey()

type fenceMark struct {
	char byte
	run  int
}

func openFences(pc parser.Context) map[ast.Node]fenceMark {
	return pc.ComputeIfAbsent(fenceMarks, func() any { return map[ast.Node]fenceMark{} }).(map[ast.Node]fenceMark)
}

func (p mdxFence) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, _ := reader.PeekLine()
	pos := pc.BlockOffset()
	node, state := p.BlockParser.Open(parent, reader, pc)
	if node != nil && pos >= 0 && pos < len(line) {
		m := fenceMark{char: line[pos]}
		for pos+m.run < len(line) && line[pos+m.run] == m.char {
			m.run++
		}
		openFences(pc)[node] = m
	}
	return node, state
}

func (p mdxFence) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	// goldmark's parser closes the fences indented less than four columns itself.
	if m, ok := openFences(pc)[node]; ok {
		if w, pos := util.IndentWidth(line, reader.LineOffset()); w >= 4 {
			i := pos
			for i < len(line) && line[i] == m.char {
				i++
			}
			if i-pos >= m.run && util.IsBlank(line[i:]) {
				reader.AdvanceToEOL()
				return parser.Close
			}
		}
	}
	return p.BlockParser.Continue(node, reader, pc)
}

func (p mdxFence) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	delete(openFences(pc), node)
	p.BlockParser.Close(node, reader, pc)
}

// without drops the parsers of the given types from a default list.
func without(list []util.PrioritizedValue, drop ...any) []util.PrioritizedValue {
	var out []util.PrioritizedValue
	for _, v := range list {
		keep := true
		for _, d := range drop {
			if sameType(v.Value, d) {
				keep = false
			}
		}
		if keep {
			out = append(out, v)
		}
	}
	return out
}

func sameType(a, b any) bool { return fmt.Sprintf("%T", a) == fmt.Sprintf("%T", b) }
