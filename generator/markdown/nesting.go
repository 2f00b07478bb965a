package markdown

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark/ast"
)

// MaxNesting bounds how deeply a document's elements may nest: emphasis in emphasis, lists,
// quotes, admonitions, JSX and HTML elements, brackets in its JavaScript. Real pages stay far
// below it; pathological ones would otherwise cost time and memory superlinear in their depth
// (goldmark's block parser, esbuild's parser, React's renderer) or overflow a stack.
const MaxNesting = 256

func tooDeep(file string, line int, what string) error {
	return fmt.Errorf("%s:%d: nesting deeper than %d levels (%s inside each other); flatten this part of the page", file, line, MaxNesting, what)
}

// checkBlockNesting looks at the source before goldmark parses it, since goldmark's time grows
// with the square of the block nesting or worse: a line's container markers (> - * + 1.), with
// the list items its indentation keeps it in and the admonitions open around it, may not
// exceed MaxNesting. It is a bound, not a parse: where it cannot tell (a lazy continuation line,
// list items inside quotes) it counts less, and checkTreeNesting has the last word.
func checkBlockNesting(file string, src []byte) error {
	admonitions := 0
	var items []int // the content columns of the list items open around the line
	for i, line := range bytes.Split(src, []byte("\n")) {
		col, rest := indentation(line)
		if len(rest) == 0 {
			continue // a blank line closes no list item
		}
		items = inItems(items, col)
		if thematicBreak(rest) {
			continue
		}
		// A marker indented four or more columns past the content of the list item around it
		// starts indented code, not a list item.
		base := 0
		if len(items) > 0 {
			base = items[len(items)-1]
		}
		listItem := col-base < 4
		others := 0 // the markers that are not list items kept in items
		for {
			n := containerMarker(rest)
			if n == 0 {
				break
			}
			after, next := indentation(rest[n:])
			if rest[0] == '>' {
				listItem = false // inside the quote, indentation counts from its marker
			}
			if listItem {
				items = append(items, col+n+contentOffset(after, len(next) == 0))
			} else {
				others++
			}
			col, rest = col+n+after, next
		}
		if _, ok := openContainer(rest); ok {
			admonitions++
		} else if len(rest) >= 3 && len(bytes.Trim(bytes.TrimRight(rest, " \t\r"), ":")) == 0 && admonitions > 0 {
			admonitions--
		}
		if len(items)+others+admonitions > MaxNesting {
			return tooDeep(file, i+1, "block quotes, lists or admonitions")
		}
	}
	return nil
}

// indentation is the width of the blanks that start s (a tab reaching the next multiple of 4,
// as in CommonMark) and what follows them.
func indentation(s []byte) (int, []byte) {
	w := 0
	for i, c := range s {
		switch c {
		case ' ':
			w++
		case '\t':
			w += 4 - w%4
		default:
			return w, s[i:]
		}
	}
	return w, nil
}

// inItems drops the list items a line indented by col is not inside: those whose content
// starts further right.
func inItems(items []int, col int) []int {
	for len(items) > 0 && items[len(items)-1] > col {
		items = items[:len(items)-1]
	}
	return items
}

// contentOffset is how far right of its marker a list item's content starts, given the blanks
// after the marker: one blank when there are none or more than four (the rest are indented
// code), else all of them.
func contentOffset(blanks int, empty bool) int {
	if empty || blanks == 0 || blanks > 4 {
		return 1
	}
	return blanks
}

// containerMarker is the length of the block quote or list marker that starts s, 0 if none.
func containerMarker(s []byte) int {
	if len(s) == 0 {
		return 0
	}
	if s[0] == '>' {
		return 1
	}
	i := 0
	switch {
	case s[0] == '-' || s[0] == '*' || s[0] == '+':
		i = 1
	case s[0] >= '0' && s[0] <= '9':
		for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == len(s) || (s[i] != '.' && s[i] != ')') {
			return 0
		}
		i++
	default:
		return 0
	}
	if i < len(s) && s[i] != ' ' && s[i] != '\t' {
		return 0
	}
	return i
}

// thematicBreak tells whether a line is only - * _ and blanks: a rule, not nested list items.
func thematicBreak(s []byte) bool {
	s = bytes.TrimRight(s, " \t\r")
	return len(s) >= 3 && len(bytes.Trim(s, "-*_ \t")) == 0
}

// checkTreeNesting finds the first node of the tree deeper than MaxNesting, walking it without
// recursion, so that nothing after the parse (each walk of the tree, the renderer) recurses
// deeper than that.
func (p *Parsed) checkTreeNesting() error {
	depth := 0
	for n := ast.Node(p.root); ; {
		if c := n.FirstChild(); c != nil {
			n, depth = c, depth+1
			if depth > MaxNesting {
				return tooDeep(p.File, (&renderer{p: p}).line(n), "emphasis, links, lists or quotes")
			}
			continue
		}
		for n != p.root && n.NextSibling() == nil {
			n, depth = n.Parent(), depth-1
		}
		if n == p.root {
			return nil
		}
		n = n.NextSibling()
	}
}

// codeNesting is how deeply brackets and JSX elements nest in JavaScript: esbuild parses them
// by recursion. Strings and comments are skipped; it is a bound, not a parse.
func codeNesting(src []byte) int {
	depth, deepest := 0, 0
	for j := 0; j < len(src); j++ {
		switch c := src[j]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '<':
			switch {
			case j+1 < len(src) && src[j+1] == '/':
				depth--
				j++
			case (j == 0 || startsExpression(src, 0, j)) && j+1 < len(src) && (isNameStart(src[j+1]) || src[j+1] == '>'):
				depth++
			}
		case '/':
			if j+1 < len(src) && src[j+1] == '>' {
				depth--
			}
		case '"', '\'', '`':
			if end := indexFrom(src, j+1, c); end > 0 {
				j = end
			}
		}
		deepest = max(deepest, depth)
	}
	return deepest
}
