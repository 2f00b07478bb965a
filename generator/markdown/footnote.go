package markdown

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// Footnotes render as GFM's do in MDX: references numbered in order of use, ids made from
// the footnote's label, and a "Footnotes" section at the end with links back to each reference.

func footnoteID(label []byte) string {
	return url.PathEscape(strings.ToLower(string(label)))
}

// footnoteLabel finds the label of footnote index in the document's footnote list.
func footnoteLabel(n ast.Node, index int) string {
	root := n
	for root.Parent() != nil {
		root = root.Parent()
	}
	for c := root.LastChild(); c != nil; c = c.PreviousSibling() {
		if list, ok := c.(*east.FootnoteList); ok {
			for f := list.FirstChild(); f != nil; f = f.NextSibling() {
				if fn := f.(*east.Footnote); fn.Index == index {
					return footnoteID(fn.Ref)
				}
			}
		}
	}
	return strconv.Itoa(index)
}

// refSuffix tells the nth reference (0-based) to a footnote from the others.
func refSuffix(n int) string {
	if n == 0 {
		return ""
	}
	return "-" + strconv.Itoa(n+1)
}

func (r *renderer) footnoteLink(n *east.FootnoteLink) {
	id := footnoteLabel(n, n.Index)
	r.open("sup", "")
	r.open("a", attr("href", "#user-content-fn-"+id)+attr("id", "user-content-fnref-"+id+refSuffix(n.RefIndex))+
		" data-footnote-ref="+r.dataTrue()+` aria-describedby="footnote-label"`)
	r.text(strconv.Itoa(n.Index))
	r.close("a")
	r.close("sup")
}

func (r *renderer) footnoteBacklink(n *east.FootnoteBacklink) {
	id := footnoteLabel(n, n.Index)
	// A blank goes before a backlink in the footnote's last paragraph, and between backlinks;
	// after a last block of another kind (a code block) the link follows with none, as
	// mdast-util-to-hast writes them.
	_, inParagraph := n.Parent().(*ast.Paragraph)
	if _, afterLink := n.PreviousSibling().(*east.FootnoteBacklink); inParagraph || afterLink {
		r.text(" ")
	}
	label := "Back to reference " + strconv.Itoa(n.Index) + refSuffix(n.RefIndex)
	r.open("a", attr("href", "#user-content-fnref-"+id+refSuffix(n.RefIndex))+` data-footnote-backref=""`+attr("aria-label", label)+` className="data-footnote-backref"`)
	r.text("↩")
	if n.RefIndex > 0 {
		r.open("sup", "")
		r.text(strconv.Itoa(n.RefIndex + 1))
		r.close("sup")
	}
	r.close("a")
}
