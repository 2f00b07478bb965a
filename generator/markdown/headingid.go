package markdown

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// textHeadingID sets h's id from the text of its last text nodes, when it ends in {#id}.
func textHeadingID(h *ast.Heading, src []byte) {
	var texts []*ast.Text
	for c := h.LastChild(); c != nil; c = c.PreviousSibling() {
		t, ok := c.(*ast.Text)
		if !ok {
			break
		}
		texts = append([]*ast.Text{t}, texts...)
	}
	// The text as the reader sees it, and where each of its bytes is in the source.
	var b strings.Builder
	var at []int
	for _, t := range texts {
		unescapePieces(t.Segment.Value(src), func(i int, s string, _ bool) {
			for range len(s) {
				at = append(at, t.Segment.Start+i)
			}
			b.WriteString(s)
		})
	}
	start, id, ok := trailingHeadingID(b.String())
	if !ok {
		return
	}
	h.SetAttribute([]byte("id"), []byte(id))
	cut := at[start]
	for _, t := range texts {
		switch {
		case t.Segment.Start >= cut:
			h.RemoveChild(h, t)
		case t.Segment.Stop > cut:
			t.Segment = t.Segment.WithStop(cut)
		}
	}
}

// writtenID is the {#id} that gave heading h its id, as the reader sees it, with the blanks
// before it; "" when h has no id.
func (p *Parsed) writtenID(h *ast.Heading) string {
	if _, has := h.AttributeString("id"); !has || h.Lines().Len() == 0 {
		return ""
	}
	line := p.src[h.Lines().At(h.Lines().Len()-1).Start:]
	if end := bytes.IndexByte(line, '\n'); end >= 0 {
		line = line[:end]
	}
	at := bytes.LastIndex(line, []byte("{#"))
	if at < 0 {
		return ""
	}
	if at > 0 && line[at-1] == '\\' {
		at--
	}
	from := len(bytes.TrimRight(line[:at], " \t"))
	return unescape(bytes.TrimRight(line[from:], " \t\r"))
}

// trailingHeadingID finds the {#id} at the end of text as Docusaurus's
// /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/ does: the leftmost {# from which an id runs to the final
// }, with no line break, and no } or {# after its first character. start is where the match
// begins, with the blanks before the {#.
func trailingHeadingID(text string) (start int, id string, ok bool) {
	if !strings.HasSuffix(text, "}") {
		return 0, "", false
	}
	for i := strings.Index(text, "{#"); i >= 0; {
		id = text[i+2 : len(text)-1]
		if id != "" && !strings.ContainsFunc(id, isLineEnd) && !strings.Contains(id[1:], "}") && !strings.Contains(id[1:], "{#") {
			start = len(strings.TrimRightFunc(text[:i], isJSSpace))
			return start, id, true
		}
		next := strings.Index(text[i+1:], "{#")
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return 0, "", false
}

// textHeadingIDs gives a heading the explicit id Docusaurus reads from the end of its text
// where goldmark's attribute syntax did not: Docusaurus takes a {#id} at the end of the
// heading's text as the reader sees it (parseMarkdownHeadingId), so `## Setup \{#setup}`,
// braces escaped as MDX wants them, has the id "setup" and the text "Setup". The id and the
// blanks before it leave the heading's last text nodes.
type textHeadingIDs struct{}

func (textHeadingIDs) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		h, ok := n.(*ast.Heading)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		if id, has := h.AttributeString("id"); has {
			if b, _ := id.([]byte); len(b) == 0 {
				restoreEmptyID(h, src)
			}
		}
		if id, ok := commentHeadingID(h, src); ok {
			h.SetAttribute([]byte("id"), []byte(id))
		} else if _, has := h.AttributeString("id"); !has {
			textHeadingID(h, src)
		}
		return ast.WalkSkipChildren, nil
	})
}

// restoreEmptyID gives back to heading h the text goldmark's attribute syntax took as an
// empty id ("### x.{#}"): Docusaurus's {#id} needs at least one character, so the braces stay
// in the text, and the id is the slug of all of it.
func restoreEmptyID(h *ast.Heading, src []byte) {
	h.RemoveAttributes()
	lines := h.Lines()
	if lines.Len() == 0 {
		return
	}
	from := lines.At(lines.Len() - 1).Stop
	end := bytes.IndexByte(src[from:], '\n')
	if end < 0 {
		end = len(src) - from
	}
	to := from + len(bytes.TrimRight(src[from:from+end], " \t\r"))
	if last, ok := h.LastChild().(*ast.Text); ok && last.Segment.Stop == from {
		last.Segment = last.Segment.WithStop(to)
		return
	}
	h.AppendChild(h, ast.NewTextSegment(text.NewSegment(from, to)))
}

// commentHeadingID takes the id of a heading that ends in a comment naming it, as Docusaurus
// 3.10 reads one before the {#id} syntax: {/* #id */} in MDX (an expression of that one
// comment), <!-- #id --> in a .md file; the comment's first word, when it starts with #. The
// comment leaves the heading, and the blanks before it its last text.
func commentHeadingID(h *ast.Heading, src []byte) (string, bool) {
	var comment []byte
	switch last := h.LastChild().(type) {
	case *JSXInline:
		if len(last.Items) != 1 || !last.Items[0].expr && !last.Items[0].comment {
			return "", false
		}
		m := onlyBlockComment.FindSubmatch([]byte(last.raw()))
		if m == nil {
			return "", false
		}
		comment = m[1]
	case *ast.RawHTML:
		var raw []byte
		for i := 0; i < last.Segments.Len(); i++ {
			seg := last.Segments.At(i)
			raw = append(raw, seg.Value(src)...)
		}
		m := htmlComment.FindSubmatch(raw)
		if m == nil {
			return "", false
		}
		comment = m[1]
	default:
		return "", false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(comment)), " ")
	id, ok := strings.CutPrefix(first, "#")
	if !ok || id == "" {
		return "", false
	}
	h.RemoveChild(h, h.LastChild())
	if t, ok := h.LastChild().(*ast.Text); ok {
		v := t.Segment.Value(src)
		t.Segment = t.Segment.WithStop(t.Segment.Stop - (len(v) - len(bytes.TrimRight(v, " \t"))))
	}
	return id, true
}

var (
	onlyBlockComment = regexp.MustCompile(`^\{\s*/\*((?:[^*]|\*[^/])*)\*/\s*\}$`)
	htmlComment      = regexp.MustCompile(`^<!--([\s\S]*)-->$`)
)
