package markdown

import (
	"bytes"
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

// Bare URLs are linked as remark-gfm's tokenizer reads them (literalURL), which goldmark's
// Linkify does not: after http:// or https:// (not ftp://) a domain that starts with neither
// punctuation nor a blank and runs to a blank or to punctuation other than - . and _, with no
// _ in its last two parts; then a path up to a blank, less the punctuation that ends it, in
// which a backslash or a > is a character like any other (remark-gfm reads the URL before
// escapes); www. needs no dot after it. Email addresses are Linkify's, but for a domain that
// ends in a digit, - or _ (flow@0.114.0), which remark-gfm does not link.
var linkify = extension.NewLinkifyParser()

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
			t = linkifyText(t, src)
		}
	}
}

// linkifyText links the first bare URL of t that linkifyInText links, splitting t around it,
// and returns the text after it (nil when there is none or no such URL).
func linkifyText(t *ast.Text, src []byte) *ast.Text {
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
		// Inside a [ still open remark-gfm's tokenizer links nothing: only its transform of
		// the text links, after white space or punctuation, a URL read its own way (and the
		// inline parser, which does not link in a link's text, left those after white space).
		inBracket := unclosedBracket(t, src, t.Segment.Start+k)
		if inBracket && !afterPunctuation(prev) || !inBracket && inlineTried(prev) {
			continue
		}
		// The URL may go on over the texts after t on its line: goldmark ends a text at a _
		// or a *, which a URL's path may hold (…/mesh_aio_logger/).
		run, stop := textRun(t)
		read := literalURL
		if inBracket {
			read = transformedURL
		}
		link := read(src, text.NewSegment(t.Segment.Start+k, stop))
		if link == nil {
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

// bareURLAfter tells whether rest starts with a bare URL remark-gfm may link after prev.
func bareURLAfter(prev rune, rest []byte) bool {
	switch _, www, ok := urlScheme(rest); {
	case !ok:
		return false
	case www:
		return afterPunctuation(prev)
	}
	return !(prev < utf8.RuneSelf && (prev|0x20) >= 'a' && (prev|0x20) <= 'z')
}

// inlineTried tells whether linkifyParser tried a bare URL after prev: after white space and
// its punctuation.
func inlineTried(prev rune) bool {
	return prev < utf8.RuneSelf && (prev == ' ' || prev == '\t' || prev == '\n' || strings.ContainsRune("*_~("+linkifyAfter, prev))
}

// afterPunctuation tells whether a bare URL after prev is one remark-gfm's transform links
// (after white space or punctuation), not only its tokenizer.
func afterPunctuation(prev rune) bool {
	return unicode.IsPunct(prev) || unicode.IsSymbol(prev) || unicode.IsSpace(prev)
}

// unclosedBracket tells whether a [ that no ] has closed comes before at in the paragraph
// (or other block) of t: remark-gfm's tokenizer links nothing after one.
func unclosedBracket(t ast.Node, src []byte, at int) bool {
	b := t.Parent()
	for b != nil && b.Type() != ast.TypeBlock {
		b = b.Parent()
	}
	if b == nil || b.Lines().Len() == 0 {
		return false
	}
	open := 0
	for i := b.Lines().At(0).Start; i < at && i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '[':
			open++
		case ']':
			open = max(0, open-1)
		}
	}
	return open > 0
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
	if len(line) == 0 || pc.IsInLinkLabel() {
		return nil // no link in a link's text
	}
	lead := 0 // the trigger before the URL, which stays text
	if c := line[0]; c == ' ' || c == '*' || c == '_' || c == '~' || c == '(' || bytes.IndexByte([]byte(linkifyAfter), c) >= 0 {
		lead = 1
	}
	if link := literalURL(block.Source(), segment.WithStart(segment.Start+lead)); link != nil {
		if lead > 0 {
			ast.MergeOrAppendTextSegment(parent, segment.WithStop(segment.Start+lead))
		}
		block.Advance(lead + len(link.Label(block.Source())))
		return link
	}
	rest := line[lead:]
	if util.FindEmailIndex(rest) < 0 || badEmailDomain(rest) {
		return nil
	}
	if bytes.IndexByte([]byte(linkifyAfter), line[0]) < 0 {
		return emailOnly(p.inner.Parse(parent, block, pc))
	}
	block.Advance(1)
	link := emailOnly(p.inner.Parse(parent, block, pc))
	if link != nil {
		ast.MergeOrAppendTextSegment(parent, segment.WithStop(segment.Start+1))
	}
	return link
}

// emailOnly is n when it is an email address Linkify linked, else nil: URLs are literalURL's.
func emailOnly(n ast.Node) ast.Node {
	if link, ok := n.(*ast.AutoLink); ok && link.AutoLinkType == ast.AutoLinkEmail {
		return link
	}
	return nil
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

// literalURL is the bare URL that starts at seg of src and ends by the end of seg, read as
// remark-gfm's tokenizer reads one: a link to it, nil when none starts there.
func literalURL(src []byte, seg text.Segment) *ast.AutoLink {
	s := seg.Value(src)
	i, www, ok := urlScheme(s)
	if !ok || www && len(s) == len("www.") {
		return nil
	}
	if r, _ := utf8.DecodeRune(s[i:]); !www && (i == len(s) || r < ' ' || r == 0x7f || urlBlank(r) || urlPunct(r)) {
		return nil
	}
	end, ok := urlDomain(s, i)
	if !ok {
		return nil
	}
	return urlLink(seg.Start, urlPath(s, end), www)
}

// urlScheme tells whether s starts a bare URL, http:// or https:// (then start is where its
// domain starts) or www. (then www is set, and the domain is the www. itself).
func urlScheme(s []byte) (start int, www, ok bool) {
	switch {
	case hasPrefixFold(s, "http://"):
		return len("http://"), false, true
	case hasPrefixFold(s, "https://"):
		return len("https://"), false, true
	case hasPrefixFold(s, "www."):
		return 0, true, true
	}
	return 0, false, false
}

// transformedURL is the bare URL that starts at seg of src and ends by the end of seg, read as
// remark-gfm's transform of text reads one, where its tokenizer did not run: a domain of word
// characters, dashes and dots with a dot in it, then anything up to a blank, less the
// punctuation that ends it (]} and > too, which the tokenizer keeps). nil when none starts
// there.
func transformedURL(src []byte, seg text.Segment) *ast.AutoLink {
	s := seg.Value(src)
	start, www, ok := urlScheme(s)
	if !ok {
		return nil
	}
	word := func(c byte) bool { return c == '_' || c == '-' || jsLetter(c) || jsDigit(c) }
	i := start
	for i < len(s) && word(s[i]) {
		i++
	}
	if i == len(s) || s[i] != '.' {
		return nil
	}
	for i < len(s) && (word(s[i]) || s[i] == '.') {
		i++
	}
	if r, _ := utf8.DecodeRune(s[start:]); urlPunct(r) || !correctDomain(s[start:i]) {
		return nil
	}
	for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
		i++
	}
	return urlLink(seg.Start, start+splitURL(s[start:i]), www)
}

// urlLink is the link to the URL of length n at offset at of the source; a www. one is linked
// with http://.
func urlLink(at, n int, www bool) *ast.AutoLink {
	link := ast.NewAutoLink(ast.AutoLinkURL, ast.NewTextSegment(text.NewSegment(at, at+n)))
	if www {
		link.Protocol = []byte("http")
	}
	return link
}

// correctDomain tells whether domain's last two parts, where not empty, have a letter or digit
// and no _.
func correctDomain(domain []byte) bool {
	parts := bytes.Split(domain, []byte("."))
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts[len(parts)-2:] {
		if len(p) > 0 && (bytes.IndexByte(p, '_') >= 0 || !bytes.ContainsFunc(p, func(r rune) bool { return r < utf8.RuneSelf && (jsLetter(byte(r)) || jsDigit(byte(r))) })) {
			return false
		}
	}
	return true
}

// splitURL is the length of url less the punctuation that ends it, but for a ) that closes a (
// of the URL.
func splitURL(url []byte) int {
	end := len(url)
	for end > 0 && strings.IndexByte(`!"&'),.:;<>?]}`, url[end-1]) >= 0 {
		end--
	}
	opened, closed := bytes.Count(url[:end], []byte("(")), bytes.Count(url[:end], []byte(")"))
	for k := end; k < len(url) && opened > closed; k++ {
		if url[k] == ')' {
			end, closed = k+1, closed+1
		}
	}
	return end
}

// urlDomain is where the domain that starts at s[i] ends: at a blank, at punctuation other
// than - . and _, or at a . or _ that only trailing punctuation follows. ok is false for no
// domain, or a _ in its last two parts.
func urlDomain(s []byte, i int) (end int, ok bool) {
	seen, underLast, underBefore := false, false, false
	for i < len(s) {
		r, size := utf8.DecodeRune(s[i:])
		if r == '.' || r == '_' {
			if urlTrail(s, i) {
				break
			}
			if r == '_' {
				underLast = true
			} else {
				underBefore, underLast = underLast, false
			}
			i++
			continue
		}
		if urlBlank(r) || r != '-' && urlPunct(r) {
			break
		}
		seen = true
		i += size
	}
	return i, seen && !underLast && !underBefore
}

// urlPath is where the path that starts at s[i] ends: at a blank, or at punctuation that only
// trailing punctuation follows; a ) closing a ( of the path is its own.
func urlPath(s []byte, i int) int {
	opened, closed := 0, 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '(':
			opened++
		case c == ')' && closed < opened:
			closed++
		case strings.IndexByte(`!"&')*,.:;<?]_~`, c) >= 0:
			if urlTrail(s, i) {
				return i
			}
			if c == ')' {
				closed++
			}
		default:
			r, size := utf8.DecodeRune(s[i:])
			if urlBlank(r) {
				return i
			}
			i += size
			continue
		}
		i++
	}
	return i
}

// urlTrail tells whether what starts at s[i] is trailing punctuation, which ends a URL: a run
// of !"')*,.:;?_~, character references (&amp;) and ] (not before a bracket or parenthesis),
// up to a blank, a < or the end.
func urlTrail(s []byte, i int) bool {
	for i < len(s) {
		c := s[i]
		switch {
		case strings.IndexByte(`!"')*,.:;?_~`, c) >= 0:
			i++
		case c == '&':
			j := i + 1
			for j < len(s) && (s[j]|0x20) >= 'a' && (s[j]|0x20) <= 'z' {
				j++
			}
			if j == i+1 || j == len(s) || s[j] != ';' {
				return false
			}
			i = j + 1
		case c == ']':
			i++
			if i == len(s) || s[i] == '(' || s[i] == '[' {
				return true
			}
		case c == '<':
			return true
		default:
			r, _ := utf8.DecodeRune(s[i:])
			return urlBlank(r)
		}
	}
	return true
}

// urlBlank and urlPunct are white space and punctuation as micromark tells them: JavaScript's
// \s, and Unicode's punctuation and symbols.
func urlBlank(r rune) bool { return unicode.IsSpace(r) || r == 0xfeff }
func urlPunct(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) }

// hasPrefixFold tells whether s starts with the ASCII prefix p, in any case.
func hasPrefixFold(s []byte, p string) bool {
	return len(s) >= len(p) && strings.EqualFold(string(s[:len(p)]), p)
}
