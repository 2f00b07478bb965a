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
// with the square of the block nesting: a line's run of container markers (> - * + 1.), with
// the admonitions open around it, may not exceed MaxNesting.
func checkBlockNesting(file string, src []byte) error {
	admonitions := 0
	for i, line := range bytes.Split(src, []byte("\n")) {
		rest := bytes.TrimLeft(line, " \t")
		if thematicBreak(rest) {
			continue
		}
		markers := 0
		for {
			n := containerMarker(rest)
			if n == 0 {
				break
			}
			markers++
			rest = bytes.TrimLeft(rest[n:], " \t")
		}
		if m := admonitionOpen.FindSubmatch(bytes.TrimRight(rest, " \t\r")); m != nil && AdmonitionTypes[string(m[2])] {
			admonitions++
		} else if len(rest) >= 3 && len(bytes.Trim(bytes.TrimRight(rest, " \t\r"), ":")) == 0 && admonitions > 0 {
			admonitions--
		}
		if markers+admonitions > MaxNesting {
			return tooDeep(file, i+1, "block quotes, lists or admonitions")
		}
	}
	return nil
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
