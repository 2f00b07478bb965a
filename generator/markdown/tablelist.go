package markdown

import (
	"bytes"
	"regexp"
	"strconv"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// tableEndingList opens an ordered list that does not start at 1 right after the rows of a
// table. goldmark reads a table out of a finished paragraph, and such a list cannot interrupt
// a paragraph, so the line became one more row; remark-gfm's table ends at any line that
// starts another block, and the list begins there. Its other lines are the list parser's.
type tableEndingList struct{ parser.BlockParser }

var orderedItem = regexp.MustCompile(`^ {0,3}(\d{1,9})[.)][ \t]+\S`)

func (t tableEndingList) Trigger() []byte { return []byte("0123456789") }

func (t tableEndingList) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !afterTable(parent, reader, pc, tableRows) {
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	m := orderedItem.FindSubmatch(line)
	if m == nil {
		return nil, parser.NoChildren
	}
	start, _ := strconv.Atoi(string(m[1]))
	if start == 1 {
		return nil, parser.NoChildren // the list parser's own case: it interrupts a paragraph
	}
	list := ast.NewList(line[bytes.IndexAny(line, ".)")])
	list.Start = start
	return list, parser.HasChildren
}

// tableEndingBreak opens a thematic break at a --- right after the rows of a table. goldmark
// reads a table out of a finished paragraph, so the --- underlined the paragraph into a setext
// heading; remark-gfm's table ends at the break, and leaves no paragraph to underline.
type tableEndingBreak struct{ parser.BlockParser }

func (t tableEndingBreak) Trigger() []byte { return []byte{'-'} }

func (t tableEndingBreak) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !afterTable(parent, reader, pc, holdsTable) {
		return nil, parser.NoChildren
	}
	return t.BlockParser.Open(parent, reader, pc)
}

// afterTable tells whether the block the reader's line would open in parent follows a
// paragraph of parent whose lines so far are a table's, as rows tells.
func afterTable(parent ast.Node, reader text.Reader, pc parser.Context, rows func(*text.Segments, []byte) bool) bool {
	para, ok := pc.LastOpenedBlock().Node.(*ast.Paragraph)
	return ok && para.Parent() == parent && rows(para.Lines(), reader.Source())
}

// holdsTable tells whether lines, a paragraph's so far, hold a table from any of them on: a
// delimiter row after a header row of as many cells, with a pipe in one of the two.
func holdsTable(lines *text.Segments, src []byte) bool {
	for i := 1; i < lines.Len(); i++ {
		row, header := lines.At(i), lines.At(i-1)
		delim := bytes.TrimSpace(row.Value(src))
		if tableDelimiter.Match(delim) {
			return (bytes.IndexByte(delim, '|') >= 0 || bytes.IndexByte(header.Value(src), '|') >= 0) && sameCells(lines, src)
		}
	}
	return false
}

// tableRows tells whether lines, a paragraph's so far, are a table's: a header row, then a
// delimiter row of as many cells (sameCells).
func tableRows(lines *text.Segments, src []byte) bool {
	if lines.Len() < 2 {
		return false
	}
	second := lines.At(1)
	return tableDelimiter.Match(bytes.TrimSpace(second.Value(src))) && sameCells(lines, src)
}
