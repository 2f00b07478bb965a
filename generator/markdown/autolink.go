package markdown

import (
	"bytes"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Bare URLs and email addresses are linked as remark-gfm links them, where goldmark's Linkify
// differs:
//   - Linkify wants a dot in the host: http://localhost:3000/… is a link in Docusaurus, and
//     braces in its query are part of it, not an MDX expression;
//   - Linkify links only after white space or one of *_~(, remark-gfm after any punctuation
//     too (and http:// after any character but an ASCII letter or digit): "https://example.com"
//     in quotes is a link;
//   - an address whose domain ends in a digit, - or _ (flow@0.114.0) is none in remark-gfm;
//   - Linkify's path is ASCII, remark-gfm's goes on over any character but white space
//     (https://x.example.com/路径。 is all link);
//   - Linkify wants a dot after www.: 'www.youtube' is a link in Docusaurus.
var (
	linkifyURL = regexp.MustCompile(`^(?:http|https|ftp)://[-a-zA-Z0-9@:%._\+~#=]{1,256}(?:\.[a-z]+)?(?::\d+)?` + linkifyPath)
	linkifyWWW = regexp.MustCompile(`^www\.[-a-zA-Z0-9@:%._\+~#=]{1,256}` + linkifyPath)
)

const linkifyPath = `(?:[/#?](?:[-a-zA-Z0-9@:%_+.~#$!?&/=\(\);,'">\^{}\[\]` + "`" + `]|[^\x00-\x7f\p{Z}])*)?`

// linkify is goldmark's Linkify parser with remark-gfm's URLs.
var linkify = extension.NewLinkifyParser(extension.WithLinkifyURLRegexp(linkifyURL), extension.WithLinkifyWWWRegexp(linkifyWWW))

type linkifyExtension struct{}

func (linkifyExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(linkifyParser{linkify}, 999)),
		parser.WithASTTransformers(util.Prioritized(linkifyInText{}, 200)))
}

// linkifyInText links the bare URLs that follow what no inline parser is tried after, as
// remark-gfm links them: http:// and https:// after any character but an ASCII letter or digit
// (参考：https://…, -https://…), www. after any punctuation ([www.…], -www.…). Only where a
// link is made is a text node split, so the texts around keep their entities and shortcodes
// whole.
type linkifyInText struct{}

func (linkifyInText) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	var texts []*ast.Text
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch t := n.(type) {
		case *ast.Link, *ast.Image, *ast.AutoLink, *ast.CodeSpan:
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			if entering && !t.IsRaw() {
				texts = append(texts, t)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, t := range texts {
		for t != nil {
			t = linkifyText(t, src, pc)
		}
	}
}

// linkifyText links the first bare URL of t that linkifyInText links, splitting t around it,
// and returns the text after it (nil when there is none or no such URL).
func linkifyText(t *ast.Text, src []byte, pc parser.Context) *ast.Text {
	v := t.Segment.Value(src)
	// What goes before v: the text node right before it in the source, if any.
	var before []byte
	if prev, ok := t.PreviousSibling().(*ast.Text); ok && prev.Segment.Stop == t.Segment.Start {
		before = prev.Segment.Value(src)
	}
	for k := range v {
		prev, _ := utf8.DecodeLastRune(v[:k])
		if k == 0 {
			prev, _ = utf8.DecodeLastRune(before)
		}
		if prev == utf8.RuneError || !bareURLAfter(prev, v[k:]) {
			continue
		}
		// The URL may go on over the texts after t on its line: goldmark ends a text at a _
		// or a *, which a URL's path may hold (…/mesh_aio_logger/).
		run, stop := textRun(t)
		block := text.NewBlockReader(src, segmentsOf(text.NewSegment(t.Segment.Start+k, stop)))
		link, ok := trimTrail(linkify.Parse(t.Parent(), block, pc), block).(*ast.AutoLink)
		if !ok || link.AutoLinkType != ast.AutoLinkURL {
			continue
		}
		parent, label := t.Parent(), link.Label(src)
		end := t.Segment.Start + k + len(label)
		last := t // the text the URL ends in
		for _, r := range run {
			if last.Segment.Stop >= end {
				break
			}
			if last != t {
				parent.RemoveChild(parent, last)
			}
			last = r
		}
		after := ast.NewTextSegment(last.Segment.WithStart(end))
		after.SetSoftLineBreak(last.SoftLineBreak())
		after.SetHardLineBreak(last.HardLineBreak())
		if last != t {
			parent.RemoveChild(parent, last)
		}
		t.Segment = t.Segment.WithStop(t.Segment.Start + k)
		t.SetSoftLineBreak(false)
		t.SetHardLineBreak(false)
		parent.InsertAfter(parent, t, link)
		parent.InsertAfter(parent, link, after)
		if t.Segment.Len() == 0 {
			parent.RemoveChild(parent, t)
		}
		return after
	}
	return nil
}

// textRun is the texts right after t in the source, on its line, and where the last ends.
func textRun(t *ast.Text) ([]*ast.Text, int) {
	var run []*ast.Text
	stop, last := t.Segment.Stop, t
	for n := t.NextSibling(); !last.SoftLineBreak() && !last.HardLineBreak(); n = n.NextSibling() {
		next, ok := n.(*ast.Text)
		if !ok || next.IsRaw() || next.Segment.Start != stop {
			break
		}
		run = append(run, next)
		stop, last = next.Segment.Stop, next
	}
	return run, stop
}

// bareURLAfter tells whether rest starts with a URL linkifyInText links after prev. After
// white space and linkifyParser's punctuation the inline parser has tried it.
func bareURLAfter(prev rune, rest []byte) bool {
	if prev < utf8.RuneSelf && (prev == ' ' || prev == '\t' || prev == '\n' || strings.ContainsRune("*_~("+linkifyAfter, prev)) {
		return false
	}
	switch {
	case bytes.HasPrefix(rest, []byte("http://")) || bytes.HasPrefix(rest, []byte("https://")):
		return !unicode.IsLetter(prev) && !unicode.IsDigit(prev) || prev >= utf8.RuneSelf
	case bytes.HasPrefix(rest, []byte("www.")):
		return unicode.IsPunct(prev) || unicode.IsSymbol(prev)
	}
	return false
}

// segmentsOf is the segments of one segment.
func segmentsOf(seg text.Segment) *text.Segments {
	segs := text.NewSegments()
	segs.Append(seg)
	return segs
}

// linkifyParser is goldmark's Linkify parser, also after the punctuation linkifyAfter has.
type linkifyParser struct{ inner parser.InlineParser }

// linkifyAfter is the punctuation, besides Linkify's own *_~(, a bare URL may follow here.
// remark-gfm links after any punctuation, but each trigger splits the text node it is in, and
// a split text loses what spans it (&nbsp;, &#123;, :+1:), so only quotes and the comma, after
// which real URLs are found, are added; after the rest linkifyInText links a URL.
const linkifyAfter = `"',`

func (p linkifyParser) Trigger() []byte {
	return append(p.inner.Trigger(), linkifyAfter...)
}

func (p linkifyParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, segment := block.PeekLine()
	if len(line) == 0 {
		return nil
	}
	rest := line
	if c := line[0]; c == ' ' || c == '*' || c == '_' || c == '~' || c == '(' || bytes.IndexByte([]byte(linkifyAfter), c) >= 0 {
		rest = line[1:]
	}
	if badEmailDomain(rest) || badURLDomain(rest) {
		return nil
	}
	if bytes.IndexByte([]byte(linkifyAfter), line[0]) < 0 {
		return trimTrail(p.inner.Parse(parent, block, pc), block)
	}
	url := bytes.HasPrefix(rest, []byte("http:")) || bytes.HasPrefix(rest, []byte("https:")) || bytes.HasPrefix(rest, []byte("ftp:")) || bytes.HasPrefix(rest, []byte("www."))
	if !url && util.FindEmailIndex(rest) < 0 {
		return nil
	}
	block.Advance(1)
	link := trimTrail(p.inner.Parse(parent, block, pc), block)
	if link != nil {
		ast.MergeOrAppendTextSegment(parent, segment.WithStop(segment.Start+1))
	}
	return link
}

// trimTrail leaves out of a linked URL the punctuation at its end remark-gfm leaves out and
// Linkify keeps (quotes, ; and ]), putting the reader back before it.
func trimTrail(n ast.Node, block text.Reader) ast.Node {
	link, ok := n.(*ast.AutoLink)
	if !ok || link.AutoLinkType != ast.AutoLinkURL {
		return n
	}
	label := link.Label(block.Source())
	k := 0
	for k < len(label) && bytes.IndexByte([]byte(`"';]!?.,:*_~`), label[len(label)-1-k]) >= 0 {
		k++
	}
	if k == 0 || k == len(label) {
		return n
	}
	line, at := block.Position()
	end := at.Start
	block.SetPosition(line, text.NewSegment(end-k, at.Stop))
	trimmed := ast.NewAutoLink(link.AutoLinkType, ast.NewTextSegment(text.NewSegment(end-len(label), end-k)))
	trimmed.Protocol = link.Protocol
	return trimmed
}

// badURLDomain tells whether line starts with a URL whose domain has a _ in its last two parts
// (http://HOST_NAME:80, www.a_b.example), which remark-gfm does not link: its domain is what
// follows the scheme up to a blank or punctuation other than - . and _.
func badURLDomain(url []byte) bool {
	switch {
	case bytes.HasPrefix(url, []byte("www.")):
	case bytes.HasPrefix(url, []byte("http://")) || bytes.HasPrefix(url, []byte("https://")) || bytes.HasPrefix(url, []byte("ftp://")):
		url = url[bytes.Index(url, []byte("://"))+3:]
	default:
		return false
	}
	end := 0
	for end < len(url) {
		c := url[end]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c != '-' && c != '.' && c != '_' && util.IsPunct(c) {
			break
		}
		end++
	}
	// A . or _ at the domain's end is trailing punctuation, not of the domain.
	parts := bytes.Split(bytes.TrimRight(url[:end], "._"), []byte("."))
	for i := max(0, len(parts)-2); i < len(parts); i++ {
		if bytes.IndexByte(parts[i], '_') >= 0 {
			return true
		}
	}
	return false
}

// badEmailDomain tells whether line starts with an email address whose domain ends in a
// digit, - or _, which remark-gfm does not link.
func badEmailDomain(line []byte) bool {
	if len(line) == 0 || util.IsPunct(line[0]) {
		return false
	}
	stop := util.FindEmailIndex(line)
	if stop < 0 {
		return false
	}
	if line[stop-1] == '.' {
		stop--
	}
	c := line[stop-1]
	return c >= '0' && c <= '9' || c == '-' || c == '_'
}
