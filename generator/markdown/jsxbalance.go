package markdown

import (
	"fmt"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// The JSX tags of a page are written where they stand among the markdown's elements, so an
// element the page opens must close inside the markdown element it opened in (a paragraph, a
// list item, a link), and a closing tag must match the element open. The renderer checks as
// much as it writes each tag, and says what is wrong in the page's terms: the tag as written,
// its line, the markdown element in the way. Unchecked, the module's JSX would not parse, and
// the bundler would name the compiler's own elements (_c.li) instead.

// openJSX is a JSX element of the page that is open where the renderer is.
type openJSX struct {
	name string // "" for a fragment
	line int
}

// jsxScope is the markdown element being written, and how many of the open JSX elements were
// open around it.
type jsxScope struct {
	node  ast.Node // nil at the document's top level
	outer int
}

func tagText(name string, closing bool) string {
	if closing {
		return "`</" + name + ">`"
	}
	return "`<" + name + ">`"
}

// enterJSXScope starts a markdown element: the JSX elements opened inside it close inside it.
func (r *renderer) enterJSXScope(n ast.Node) jsxScope {
	prev := r.scope
	r.scope = jsxScope{node: n, outer: len(r.jsxOpen)}
	return prev
}

// leaveJSXScope ends the markdown element entered last, with the error of a JSX element it
// left open.
func (r *renderer) leaveJSXScope(prev jsxScope) error {
	// After an error the tags are no longer balanced (see balance): the first error stands.
	if len(r.jsxOpen) > r.scope.outer && r.err == nil {
		open := r.jsxOpen[len(r.jsxOpen)-1]
		what := markdownElement(r.scope.node)
		hint := "close it before the " + what + " ends"
		if _, ok := r.scope.node.(*ast.Paragraph); ok {
			hint = fmt.Sprintf("close it in the paragraph, or put %s and %s on lines of their own, the paragraph between them", tagText(open.name, false), tagText(open.name, true))
		}
		return fmt.Errorf("%s:%d: %s opened on line %d is not closed inside the %s it is in (line %d); %s",
			r.p.File, open.line, tagText(open.name, false), open.line, what, r.startLine(r.scope.node), hint)
	}
	r.scope = prev
	return nil
}

// checkAllClosed is the error of a JSX element the document leaves open at its end.
func (r *renderer) checkAllClosed() error {
	if len(r.jsxOpen) == 0 {
		return nil
	}
	open := r.jsxOpen[len(r.jsxOpen)-1]
	return fmt.Errorf("%s:%d: %s opened on line %d is never closed; close it with %s",
		r.p.File, open.line, tagText(open.name, false), open.line, tagText(open.name, true))
}

// balance records a JSX item of the page starting at offset at (see jsxItem): an opening tag
// opens an element, a closing tag closes the innermost one, which it must match.
func (r *renderer) balance(it jsxItem, at int) {
	if r.err != nil || it.expr || it.comment || it.selfClose {
		return
	}
	line := r.srcLine(at)
	if !it.closing {
		r.jsxOpen = append(r.jsxOpen, openJSX{name: it.name, line: line})
		return
	}
	closing := tagText(it.name, true)
	switch {
	case len(r.jsxOpen) == 0:
		r.err = fmt.Errorf("%s:%d: %s closes no element: no %s is open here", r.p.File, line, closing, tagText(it.name, false))
	case len(r.jsxOpen) == r.scope.outer:
		open := r.jsxOpen[len(r.jsxOpen)-1]
		what := markdownElement(r.scope.node)
		r.err = fmt.Errorf("%s:%d: %s is inside the %s of line %d, and %s (line %d) outside it; end the %s before %s%s",
			r.p.File, line, closing, what, r.startLine(r.scope.node), tagText(open.name, false), open.line, what, closing, scopeHint(r.scope.node))
	case r.jsxOpen[len(r.jsxOpen)-1].name != it.name:
		open := r.jsxOpen[len(r.jsxOpen)-1]
		r.err = fmt.Errorf("%s:%d: %s does not close %s opened on line %d; close that first", r.p.File, line, closing, tagText(open.name, false), open.line)
	default:
		r.jsxOpen = r.jsxOpen[:len(r.jsxOpen)-1]
	}
}

// scopeHint says how a closing tag gets out of a markdown element.
func scopeHint(n ast.Node) string {
	switch n.(type) {
	case *ast.ListItem, *ast.List:
		return " (a blank line, then the tag indented less than the item's text)"
	case *ast.Blockquote:
		return " (a blank line, then the tag without >)"
	}
	return ""
}

// markdownElement names a markdown element in a message.
func markdownElement(n ast.Node) string {
	switch n := n.(type) {
	case *ast.Paragraph:
		return "paragraph"
	case *ast.ListItem:
		return "list item"
	case *ast.List:
		return "list"
	case *ast.Blockquote:
		return "block quote"
	case *ast.Heading:
		return "heading"
	case *ast.Emphasis:
		if n.Level == 2 {
			return "strong emphasis"
		}
		return "emphasis"
	case *ast.Link:
		return "link"
	case *east.TableCell:
		return "table cell"
	case *east.Strikethrough:
		return "strikethrough"
	case *east.Footnote:
		return "footnote"
	case *Admonition:
		return "admonition"
	}
	return "markdown element"
}

// startLine is the line where a node starts: that of the first text or block lines in it.
func (r *renderer) startLine(n ast.Node) int {
	for c := n; c != nil; c = c.FirstChild() {
		if t, ok := c.(*ast.Text); ok {
			return r.srcLine(t.Segment.Start)
		}
		if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			return r.srcLine(c.Lines().At(0).Start)
		}
	}
	return r.line(n)
}

// srcLine is the line of the page of an offset in the text being compiled.
func (r *renderer) srcLine(offset int) int { return r.lineOffset + lineAt(r.p.src, offset) }
