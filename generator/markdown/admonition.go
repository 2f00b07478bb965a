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

// Admonition is a `:::type Title` … `:::` container.
type Admonition struct {
	ast.BaseBlock
	AdType string
	Title  string
	fence  int // number of colons that opened it; the closing fence needs as many
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

var admonitionOpen = regexp.MustCompile(`^(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*?))?[ \t]*$`)

type admonitionParser struct{}

func (admonitionParser) Trigger() []byte { return []byte{':'} }

func (admonitionParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w > 3 {
		return nil, parser.NoChildren
	}
	m := admonitionOpen.FindSubmatch(bytes.TrimRight(line[pos:], "\r\n"))
	if m == nil || !AdmonitionTypes[string(m[2])] {
		return nil, parser.NoChildren
	}
	title := string(m[3])
	if title == "" {
		title = string(m[4])
	}
	reader.Advance(toLineEnd(line, seg))
	return &Admonition{AdType: string(m[2]), Title: title, fence: len(m[1])}, parser.HasChildren
}

func (admonitionParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	trimmed := bytes.TrimSpace(line)
	n := node.(*Admonition)
	if len(trimmed) >= n.fence && len(bytes.Trim(trimmed, ":")) == 0 && len(trimmed) >= 3 {
		reader.Advance(toLineEnd(line, seg))
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

// toLineEnd is how far the reader goes from the start of the line it peeked (line, at seg) to
// the line's end: before its line feed, when it has one, which the last line of a file may not.
func toLineEnd(line []byte, seg text.Segment) int {
	if bytes.HasSuffix(line, []byte("\n")) {
		return seg.Len() - 1
	}
	return seg.Len()
}

func (admonitionParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (admonitionParser) CanInterruptParagraph() bool                                { return true }
func (admonitionParser) CanAcceptIndentedLine() bool                                { return false }

type admonitionExtension struct{}

func (admonitionExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(admonitionParser{}, 50)))
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
