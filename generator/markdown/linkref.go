package markdown

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// parenTitleDefinitions takes the link reference definitions goldmark leaves in a paragraph
// because their title in parentheses holds a "(": micromark, which Docusaurus parses with,
// ends such a title at its first ")" and lets a "(" stand in it, so `[//]: # (see [x](y.)`
// is a definition there. It runs after goldmark's own transformer, and gives it the lines
// after each definition it takes. The definition must stand on one line.
type parenTitleDefinitions struct{}

func (parenTitleDefinitions) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	for node.Parent() != nil && node.Lines().Len() > 0 {
		lines := node.Lines()
		first := lines.At(0)
		label, destination, title, ok := parenTitleDefinition(first.Value(src))
		if !ok {
			return
		}
		ref := ast.NewLinkReferenceDefinition(label, destination, title)
		ref.SetBlankPreviousLines(node.HasBlankPreviousLines())
		ref.Lines().Append(first.TrimRightSpace(src))
		node.Parent().InsertBefore(node.Parent(), node, ref)
		pc.AddReference(parser.NewReference(label, destination, title))
		if lines.Len() == 1 {
			node.Parent().RemoveChild(node.Parent(), node)
			return
		}
		rest := text.NewSegments()
		rest.AppendAll(lines.Sliced(1, lines.Len()))
		node.SetLines(rest)
		parser.LinkReferenceParagraphTransformer.Transform(node, reader, pc)
	}
}

// parenTitleDefinition reads line as a definition whose title is in parentheses and holds a
// "(", as micromark reads one: up to three spaces, a [label] without brackets in it, a colon,
// a destination (<…>, or text without blanks whose parentheses balance), a blank, and the
// title, up to its first ")" not escaped, with nothing but blanks after it.
func parenTitleDefinition(line []byte) (label, destination, title []byte, ok bool) {
	line = bytes.TrimRight(line, " \t\r\n")
	rest := bytes.TrimLeft(line, " ")
	if len(line)-len(rest) > 3 || len(rest) == 0 || rest[0] != '[' {
		return nil, nil, nil, false
	}
	end := closing(rest, 1, ']', '[')
	if end < 0 || end+1 >= len(rest) || rest[end+1] != ':' || util.IsBlank(rest[1:end]) {
		return nil, nil, nil, false
	}
	label, rest = rest[1:end], bytes.TrimLeft(rest[end+2:], " \t")
	if len(rest) > 0 && rest[0] == '<' {
		end = closing(rest, 1, '>', '<')
		if end < 0 {
			return nil, nil, nil, false
		}
		destination, rest = rest[1:end], rest[end+1:]
	} else {
		depth, i := 0, 0
		for ; i < len(rest) && rest[i] > ' '; i++ {
			switch rest[i] {
			case '\\':
				i++
			case '(':
				depth++
			case ')':
				depth--
			}
		}
		if i == 0 || depth != 0 || i > len(rest) {
			return nil, nil, nil, false
		}
		destination, rest = rest[:i], rest[i:]
	}
	after := bytes.TrimLeft(rest, " \t")
	if len(after) == len(rest) || len(after) == 0 || after[0] != '(' {
		return nil, nil, nil, false
	}
	end = closing(after, 1, ')', 0)
	if end < 0 || !util.IsBlank(after[end+1:]) || bytes.IndexByte(after[1:end], '(') < 0 {
		return nil, nil, nil, false
	}
	return label, destination, after[1:end], true
}

// closing is the index of the first close in s from i on that no backslash escapes, -1 when
// an unescaped stop (0: none) comes before it or there is none.
func closing(s []byte, i int, close, stop byte) int {
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && util.IsPunct(s[i+1]):
			i++
		case c == close:
			return i
		case stop != 0 && c == stop:
			return -1
		}
	}
	return -1
}
