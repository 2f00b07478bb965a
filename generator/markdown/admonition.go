package markdown

import (
	"bytes"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// AdmonitionTypes are the keywords Docusaurus accepts after :::.
var AdmonitionTypes = map[string]bool{"note": true, "tip": true, "info": true, "warning": true, "danger": true, "caution": true, "important": true, "success": true, "secondary": true}

// KindAdmonition is the AST kind of a :::type block.
var KindAdmonition = ast.NewNodeKind("Admonition")

// Admonition is a `:::type Title` … `:::` container. With Directive set, AdType is no
// admonition keyword: the container is a directive that no plugin handles.
type Admonition struct {
	ast.BaseBlock
	AdType    string
	Title     string
	Directive bool
	HasLabel  bool // a directive's [label], even empty
	fence     int  // number of colons that opened it; the closing fence needs as many
	lastBlank bool // the line before the one being read was blank
}

// Kind implements ast.Node.
func (n *Admonition) Kind() ast.NodeKind { return KindAdmonition }

// Dump implements ast.Node.
func (n *Admonition) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Type": n.AdType, "Title": n.Title}, nil)
}

// legacyTitle matches an admonition's opening line with its title after a blank, which
// Docusaurus's loader rewrites as a directive label (:::note Title to :::note[Title]) in the
// whole text before parsing it, lines of code blocks too (admonitionTitleToDirectiveLabel).
var legacyTitle = regexp.MustCompile(`(?m)^((?:> ?)*)( +|\t+)?(:{3,}(?:` + strings.Join(slices.Sorted(maps.Keys(AdmonitionTypes)), "|") + `)) +(.*)$`)

// labelTitles is src with its legacy admonition titles rewritten as Docusaurus's loader does.
// Only the lines with ::: are matched: the pattern is slow to try at every line of a long text.
func labelTitles(src []byte) []byte {
	if !bytes.Contains(src, []byte(":::")) {
		return src
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	for i, line := range lines {
		if bytes.Contains(line, []byte(":::")) {
			lines[i] = legacyTitle.ReplaceAll(line, []byte("$1$2$3[$4]"))
		}
	}
	return bytes.Join(lines, nil)
}

// admonitionOpen matches an admonition's opening line, its title a [label]: a title after a
// blank is one only where labelTitles rewrote it, which it does not after a list item's
// marker (- :::note Title is text, in Docusaurus too).
var admonitionOpen = regexp.MustCompile(`^(:{3,})([a-z]+)(?:\[(.*)\])?[ \t]*$`)

// directiveOpen matches the opening line of any container directive, as remark-directive
// reads one: colons, a name (an ASCII letter, then letters, digits, - and _, not ending in
// either), an optional [label] and {attributes}, nothing after but blanks.
var directiveOpen = regexp.MustCompile(`^(:{3,})` + directiveRest)

// directiveRest is what follows a directive's colons: its name, label and attributes.
const directiveRest = `([A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)(\[.*\])?(?:\{[^}\r\n]*\})?[ \t]*$`

// openContainer reads line as the opening of an admonition or of another container
// directive.
func openContainer(line []byte) (*Admonition, bool) {
	line = bytes.TrimRight(line, " \t\r\n")
	if m := admonitionOpen.FindSubmatch(line); m != nil && AdmonitionTypes[string(m[2])] {
		return &Admonition{AdType: string(m[2]), Title: string(m[3]), fence: len(m[1])}, true
	}
	// A directive no plugin handles: Docusaurus's admonitions know only their keywords
	// (:::cautions is none), and mdast-util-to-hast makes a node it does not know a <div>
	// of its children, the label a paragraph first, the attributes left out. Docusaurus
	// warns of it and renders it so; a quirk we reproduce.
	if m := directiveOpen.FindSubmatch(line); m != nil {
		label := ""
		if len(m[3]) > 0 {
			label = string(m[3][1 : len(m[3])-1])
		}
		return &Admonition{AdType: string(m[2]), Title: label, Directive: true, HasLabel: len(m[3]) > 0, fence: len(m[1])}, true
	}
	return nil, false
}

type admonitionParser struct{}

func (admonitionParser) Trigger() []byte { return []byte{':'} }

// peekFence is the line the reader is at, and where its text starts after an indentation of
// at most three columns, which a directive's fence may have; ok is false for more.
func peekFence(reader text.Reader) (line []byte, seg text.Segment, pos int, ok bool) {
	line, seg = reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	return line, seg, pos, w <= 3
}

func (admonitionParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg, pos, ok := peekFence(reader)
	if !ok {
		return nil, parser.NoChildren
	}
	n, ok := openContainer(line[pos:])
	if !ok {
		return nil, parser.NoChildren
	}
	reader.Advance(toLineEnd(line, seg))
	return n, parser.HasChildren
}

func (admonitionParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	trimmed := bytes.TrimSpace(line)
	n := node.(*Admonition)
	if len(trimmed) >= n.fence && len(bytes.Trim(trimmed, ":")) == 0 && len(trimmed) >= 3 {
		reader.Advance(toLineEnd(line, seg))
		if n.lastBlank && !isListOrQuote(n.LastChild()) {
			loosenList(n)
		}
		return parser.Close
	}
	n.lastBlank = len(trimmed) == 0
	return parser.Continue | parser.HasChildren
}

// A Docusaurus quirk we reproduce: a blank line inside a container directive (an admonition)
// in a list item makes the list loose, its items' text paragraphs, as a blank line between
// the item's own blocks does. micromark gives the directive's lines to the list item as its
// own, and mdast-util-from-markdown, which looks for blank lines in an item to tell whether
// it is spread, skips those of nested lists and block quotes only. Blank lines in a fenced
// code block are no blank lines to it.

// loosenList makes the list loose whose item holds n, through other admonitions only.
func loosenList(n *Admonition) {
	p := n.Parent()
	for {
		if _, ok := p.(*Admonition); !ok {
			break
		}
		p = p.Parent()
	}
	if _, ok := p.(*ast.ListItem); ok {
		if list, ok := p.Parent().(*ast.List); ok {
			list.IsTight = false
		}
	}
}

func isListOrQuote(n ast.Node) bool {
	switch n.(type) {
	case *ast.List, *ast.Blockquote:
		return true
	}
	return false
}

// blankInside tells whether a block of n's, outside nested lists and block quotes, comes
// after a blank line.
func blankInside(n ast.Node) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Type() != ast.TypeBlock || isListOrQuote(c) {
			continue
		}
		if c.HasBlankPreviousLines() {
			return true
		}
		if _, ok := c.(*Admonition); ok && blankInside(c) {
			return true
		}
	}
	return false
}

// toLineEnd is how far the reader goes from the start of the line it peeked (line, at seg) to
// the line's end: before its line feed, when it has one, which the last line of a file may not.
func toLineEnd(line []byte, seg text.Segment) int {
	if bytes.HasSuffix(line, []byte("\n")) {
		return seg.Len() - 1
	}
	return seg.Len()
}

// KindLeafDirective is the AST kind of a ::name[label] line.
var KindLeafDirective = ast.NewNodeKind("LeafDirective")

// LeafDirective is a leaf directive, a line `::name[label]{attributes}`: no plugin of
// Docusaurus's handles one, so it renders as the <div> mdast-util-to-hast makes of a node it
// does not know, holding the label's text (see openContainer).
type LeafDirective struct {
	ast.BaseBlock
	Label string
}

// Kind implements ast.Node.
func (n *LeafDirective) Kind() ast.NodeKind { return KindLeafDirective }

// Dump implements ast.Node.
func (n *LeafDirective) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Label": n.Label}, nil)
}

var leafDirectiveOpen = regexp.MustCompile(`^::` + directiveRest)

type leafDirectiveParser struct{}

func (leafDirectiveParser) Trigger() []byte { return []byte{':'} }

func (leafDirectiveParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg, pos, ok := peekFence(reader)
	if !ok {
		return nil, parser.NoChildren
	}
	m := leafDirectiveOpen.FindSubmatch(bytes.TrimRight(line[pos:], " \t\r\n"))
	if m == nil {
		return nil, parser.NoChildren
	}
	n := &LeafDirective{}
	if len(m[2]) > 0 {
		n.Label = string(m[2][1 : len(m[2])-1])
	}
	n.Lines().Append(text.NewSegment(seg.Start+pos, seg.Start+len(bytes.TrimRight(line, "\r\n"))))
	reader.Advance(toLineEnd(line, seg))
	return n, parser.NoChildren
}

func (leafDirectiveParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	return parser.Close
}

func (leafDirectiveParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (leafDirectiveParser) CanInterruptParagraph() bool                                { return true }
func (leafDirectiveParser) CanAcceptIndentedLine() bool                                { return false }

func (admonitionParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	if blankInside(node) {
		loosenList(node.(*Admonition))
	}
}
func (admonitionParser) CanInterruptParagraph() bool { return true }
func (admonitionParser) CanAcceptIndentedLine() bool { return false }

type admonitionExtension struct{}

func (admonitionExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(admonitionParser{}, 50), util.Prioritized(leafDirectiveParser{}, 50)))
}

// textOnlyTitle tells whether an admonition's title in an .md file is text alone, one text
// node to mdast (which joins what goldmark reads as several, an escape or an entity between),
// which Docusaurus gives the admonition as its title prop.
func textOnlyTitle(title string) bool {
	root := md.Parser().Parse(text.NewReader([]byte(title)))
	para := root.FirstChild()
	if para == nil || para.NextSibling() != nil || para.Kind() != ast.KindParagraph || para.FirstChild() == nil {
		return false
	}
	for c := para.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *ast.Text, *ast.String:
		default:
			return false
		}
	}
	return true
}
