package markdown

import (
	"bytes"
	"regexp"

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
//     too: "https://example.com" in quotes is a link;
//   - an address whose domain ends in a digit, - or _ (flow@0.114.0) is none in remark-gfm;
//   - Linkify's path is ASCII, remark-gfm's goes on over any character but white space
//     (https://x.example.com/路径。 is all link);
//   - Linkify wants a dot after www.: 'www.youtube' is a link in Docusaurus.
var (
	linkifyURL = regexp.MustCompile(`^(?:http|https|ftp)://[-a-zA-Z0-9@:%._\+~#=]{1,256}(?:\.[a-z]+)?(?::\d+)?` + linkifyPath)
	linkifyWWW = regexp.MustCompile(`^www\.[-a-zA-Z0-9@:%._\+~#=]{1,256}` + linkifyPath)
)

const linkifyPath = `(?:[/#?](?:[-a-zA-Z0-9@:%_+.~#$!?&/=\(\);,'">\^{}\[\]` + "`" + `]|[^\x00-\x7f\p{Z}])*)?`

type linkifyExtension struct{}

func (linkifyExtension) Extend(m goldmark.Markdown) {
	inner := extension.NewLinkifyParser(extension.WithLinkifyURLRegexp(linkifyURL), extension.WithLinkifyWWWRegexp(linkifyWWW))
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(linkifyParser{inner}, 999)))
}

// linkifyParser is goldmark's Linkify parser, also after the punctuation linkifyAfter has.
type linkifyParser struct{ inner parser.InlineParser }

// linkifyAfter is the punctuation, besides Linkify's own *_~(, a bare URL may follow here.
// remark-gfm links after any punctuation, but each trigger splits the text node it is in, and
// a split text loses what spans it (&nbsp;, &#123;, :+1:), so only quotes and the comma, after
// which real URLs are found, are added; after the rest a URL stays text.
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
	if badEmailDomain(rest) {
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
