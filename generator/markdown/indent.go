package markdown

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// MDX has no indented code, so indentation never stops a block from starting: a paragraph, a
// list or a code fence indented four spaces or more (as docs write inside <TabItem>) is that
// block, not code. goldmark's parsers refuse such lines, and a line no parser opens ends the
// document there, so in MDX each block parser is wrapped by indentTolerant: it opens the block
// as if its indentation were not there and remembers how much it skipped, and on the block's
// following lines skips as much before the parser sees them, so that list items, fence content
// and closing fences keep their place relative to the block's first line.

// skippedIndent is the parse context's map from a block to the indentation its first line
// had beyond what goldmark's parsers accept.
var skippedIndent = parser.NewContextKey()

type indentTolerant struct{ parser.BlockParser }

// tolerateIndent wraps every block parser of a prioritized list.
func tolerateIndent(list []util.PrioritizedValue) []util.PrioritizedValue {
	out := make([]util.PrioritizedValue, len(list))
	for i, v := range list {
		out[i] = util.Prioritized(indentTolerant{v.Value.(parser.BlockParser)}, v.Priority)
	}
	return out
}

func indents(pc parser.Context) map[ast.Node]int {
	return pc.ComputeIfAbsent(skippedIndent, func() any { return map[ast.Node]int{} }).(map[ast.Node]int)
}

func (p indentTolerant) CanAcceptIndentedLine() bool { return true }

func (p indentTolerant) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if inOpeningTag(reader, pc) {
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w <= 3 || p.BlockParser.CanAcceptIndentedLine() {
		return p.BlockParser.Open(parent, reader, pc)
	}
	row, seg := reader.Position()
	offset, indent := pc.BlockOffset(), pc.BlockIndent()
	reader.Advance(pos)
	pc.SetBlockOffset(0)
	pc.SetBlockIndent(0)
	node, state := p.BlockParser.Open(parent, reader, pc)
	if node == nil {
		restore(reader, row, seg)
		pc.SetBlockOffset(offset)
		pc.SetBlockIndent(indent)
		return nil, state
	}
	indents(pc)[node] = w
	return node, state
}

func (p indentTolerant) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	k := indents(pc)[node]
	line, _ := reader.PeekLine()
	if _, quote := node.(*ast.Blockquote); quote && k == 0 {
		// A > after any indentation goes on with the quote, as a > after any indentation
		// starts one.
		if w, pos := util.IndentWidth(line, reader.LineOffset()); w > 3 && pos < len(line) && line[pos] == '>' {
			k = w
		}
	}
	if k == 0 {
		return p.BlockParser.Continue(node, reader, pc)
	}
	row, seg := reader.Position()
	if w, pos := util.IndentWidth(line, reader.LineOffset()); w < k {
		reader.Advance(pos)
	} else {
		pos, padding := util.IndentPosition(line, reader.LineOffset(), k)
		reader.AdvanceAndSetPadding(pos, padding)
	}
	_, skipped := reader.Position()
	state := p.BlockParser.Continue(node, reader, pc)
	if _, now := reader.Position(); state == parser.Close && now == skipped {
		// The block ends before this line, which measures its own indentation.
		restore(reader, row, seg)
	}
	return state
}

// restore moves the reader back to a position; Advance(0) drops the line SetPosition leaves
// cached from the later position.
func restore(reader text.Reader, row int, seg text.Segment) {
	reader.SetPosition(row, seg)
	reader.Advance(0)
}

// SetOption passes parser options (such as heading attributes) on to the wrapped parser.
func (p indentTolerant) SetOption(name parser.OptionName, value any) {
	if so, ok := p.BlockParser.(parser.SetOptioner); ok {
		so.SetOption(name, value)
	}
}

// tagEnds is the parse context's map from a paragraph that starts with a JSX tag to where
// that tag ends, -1 when it ends on the paragraph's first line or is no tag.
var tagEnds = parser.NewContextKey()

// inOpeningTag tells whether the reader's line is one of the JSX tag the paragraph being read
// starts with, begun on an earlier line: such a line is the tag's attributes, whatever it
// starts with (a > closing the tag is no block quote), as MDX reads a tag that starts a block.
func inOpeningTag(reader text.Reader, pc parser.Context) bool {
	para, ok := pc.LastOpenedBlock().Node.(*ast.Paragraph)
	if !ok || para.Lines().Len() == 0 {
		return false
	}
	ends := pc.ComputeIfAbsent(tagEnds, func() any { return map[ast.Node]int{} }).(map[ast.Node]int)
	end, known := ends[para]
	if !known {
		end = -1
		first := para.Lines().At(0)
		if it, ok := lineItem(reader.Source(), first.Start, first.Stop); ok && !it.expr && it.end > first.Stop {
			end = it.end
		}
		ends[para] = end
	}
	_, seg := reader.Position()
	return seg.Start < end
}
