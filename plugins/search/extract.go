package search

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// Section is one searchable unit of a page: the text under one h2 or h3, or the page's intro
// (the text before its first h2, Anchor and Heading empty). Results link to sections rather
// than pages, so a match deep in a long page lands on its heading.
type Section struct {
	Anchor  string // the heading's id, "" for the intro
	Heading string // the heading's text, "" for the intro
	Text    string // the prose, whitespace collapsed; code blocks excluded
	Code    string // identifiers from the code blocks, space separated, each once
}

// contentMarkers find the page's own content inside the whole rendered app, most specific
// first: the markdown container of a doc (a class Docusaurus's own search crawlers rely on),
// then the article, then the main landmark. Searching for a marker with strings.Index and
// tokenising only from there keeps the navbar and a large sidebar out of the index, and out
// of the tokeniser's time.
var contentMarkers = []string{`theme-doc-markdown`, `<article`, `<main`}

// skipped elements never hold indexable text: the copy button of code blocks, icons, and the
// zero-width "#" link of each heading.
var skipped = map[string]bool{"button": true, "svg": true, "script": true, "style": true, "template": true, "noscript": true}

// inline elements do not separate words; every other tag does.
var inline = map[string]bool{"a": true, "abbr": true, "b": true, "code": true, "del": true, "em": true, "i": true,
	"kbd": true, "mark": true, "s": true, "small": true, "span": true, "strong": true, "sub": true, "sup": true, "u": true}

// void elements have no end tag, so they do not open a level of nesting.
var void = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// Extract splits the server-rendered HTML of a page into sections. title is the page's title:
// a leading h1 equal to it is not repeated in the text.
func Extract(page, title string) []Section { return extract(page, title, true) }

// extract is Extract; fastCode reads the inside of code blocks with codeText where it can.
func extract(page, title string, fastCode bool) []Section {
	start := contentStart(page)
	if start < 0 {
		return []Section{{}}
	}
	z := html.NewTokenizer(strings.NewReader(page[start:]))
	pos := start // where in page the tokenizer's next token starts
	var (
		out      []Section
		cur      Section
		text     strings.Builder // the current section's prose
		code     strings.Builder // the current section's code blocks
		heading  strings.Builder // the heading being read
		h1       strings.Builder
		depth    int    // nesting inside the content element
		skip     int    // depth at which a skipped subtree started, 0 when not skipping
		inPre    int    // depth of the enclosing <pre>, 0 outside code blocks
		inHead   string // "h1", "h2", "h3" while reading a heading that opens a section or the title
		headID   string
		sawFirst bool
	)
	flush := func() {
		cur.Text = collapse(text.String())
		cur.Code = identifiers(code.String())
		out = append(out, cur)
		text.Reset()
		code.Reset()
	}
	// The tokenizer's own calls, not Token(): a page's every text and attribute copied into a
	// Token was most of this function's time (0.2 s of CPU at 1,000 pages).
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		pos += len(z.Raw())
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			nameBytes, hasAttr := z.TagName()
			name := tagName(nameBytes)
			opens := tt == html.StartTagToken && !void[name]
			if !sawFirst {
				sawFirst = true
				if !opens {
					return []Section{{}}
				}
				depth = 1
				continue
			}
			if opens {
				depth++
			}
			if skip > 0 {
				continue
			}
			var id string
			hidden := false
			for hasAttr {
				var key, val []byte
				key, val, hasAttr = z.TagAttr()
				switch string(key) {
				case "id":
					id = string(val)
				case "aria-hidden":
					hidden = string(val) == "true"
				case "class":
					hidden = hidden || hasClass(val, "hash-link")
				}
			}
			if opens && (skipped[name] || hidden) {
				skip = depth
				continue
			}
			switch {
			case name == "pre" && opens && inPre == 0:
				inPre = depth
				// Code blocks are most of a page's tags (a span per token): their inside
				// goes to code in one pass, and the tokenizer goes on at </pre>.
				if end := strings.Index(page[pos:], "</pre>"); fastCode && inHead == "" && end >= 0 && codeText(&code, page[pos:pos+end]) {
					pos += end
					z = html.NewTokenizer(strings.NewReader(page[pos:]))
					continue
				}
			case (name == "h2" || name == "h3") && opens && id != "" && inHead == "":
				inHead, headID = name, id
				heading.Reset()
			case name == "h1" && opens && inHead == "":
				inHead = name
				h1.Reset()
			}
			if !inline[name] {
				space(&text, &code, &heading, inHead, inPre)
			}
		case html.EndTagToken:
			nameBytes, _ := z.TagName()
			name := tagName(nameBytes)
			if void[name] {
				continue
			}
			if skip > 0 && depth == skip {
				skip = 0
				depth--
				continue
			}
			if skip > 0 {
				depth--
				continue
			}
			if depth == 1 {
				flush()
				return out
			}
			if inPre == depth {
				inPre = 0
			}
			if name == inHead {
				switch inHead {
				case "h1":
					if t := collapse(h1.String()); t != "" && t != title {
						text.WriteString(t + " ")
					}
				default:
					flush()
					cur = Section{Anchor: headID, Heading: collapse(heading.String())}
				}
				inHead = ""
			}
			if !inline[name] {
				space(&text, &code, &heading, inHead, inPre)
			}
			depth--
		case html.TextToken:
			if skip > 0 {
				continue
			}
			switch data := z.Text(); {
			case inHead == "h1":
				h1.Write(data)
			case inHead != "":
				heading.Write(data)
			case inPre > 0:
				code.Write(data)
			default:
				text.Write(data)
			}
		}
	}
	if sawFirst {
		flush()
	}
	if len(out) == 0 {
		return []Section{{}}
	}
	return out
}

// space ends a word at a block boundary in whichever buffer is being written.
func space(text, code, heading *strings.Builder, inHead string, inPre int) {
	switch {
	case inHead == "h1":
	case inHead != "":
		heading.WriteByte(' ')
	case inPre > 0:
		code.WriteByte(' ')
	default:
		text.WriteByte(' ')
	}
}

func contentStart(page string) int {
	for _, m := range contentMarkers {
		i := strings.Index(page, m)
		if i < 0 {
			continue
		}
		if m[0] == '<' {
			return i
		}
		// A class name: the element starts at the last "<" before it.
		return strings.LastIndexByte(page[:i], '<')
	}
	return -1
}

// tagName is name as a string, without allocating one for the names the maps above know.
func tagName(name []byte) string {
	if n, ok := knownTags[string(name)]; ok {
		return n
	}
	return string(name)
}

// knownTags holds every tag name the maps above look up, and the common ones of a page.
var knownTags = func() map[string]string {
	m := map[string]string{}
	for _, set := range []map[string]bool{skipped, inline, void} {
		for name := range set {
			m[name] = name
		}
	}
	for _, name := range []string{"div", "p", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "table",
		"thead", "tbody", "tr", "td", "th", "header", "article", "main", "section", "nav", "footer", "details", "summary",
		"blockquote", "path", "figure", "figcaption"} {
		m[name] = name
	}
	return m
}()

// hasClass tells whether the class attribute value classes names class.
func hasClass(classes []byte, class string) bool {
	for len(classes) > 0 {
		i := bytes.Index(classes, []byte(class))
		if i < 0 {
			return false
		}
		end := i + len(class)
		if (i == 0 || isSpace(classes[i-1])) && (end == len(classes) || isSpace(classes[end])) {
			return true
		}
		classes = classes[end:]
	}
	return false
}

// collapse trims and collapses whitespace (as strings.Fields splits at it), and drops
// zero-width spaces (React renders the heading links' text as U+200B). One pass, without a
// slice of the words: a generated API page's prose is hundreds of KB, and splitting it into
// words to join them again was a fifth of reading the pages for search.
func collapse(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false // a blank run since the last word
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == '\u200b' && size == 3:
		case unicode.IsSpace(r):
			space = true
		default:
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// keywords are too common in code to tell one page from another.
var keywords = wordSet(`as async await break case catch class const continue default delete do else
	export extends false finally for from function if import in instanceof let new null of return static
	super switch this throw true try typeof undefined var void while yield`)

func wordSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
	}
	return set
}

// identifiers lists the distinct identifiers of code (runs of [A-Za-z_$][A-Za-z0-9_$]*), in
// order of first use. Punctuation, numbers, keywords and one-letter names go: a search for
// "useEffect" or "AvApi" needs the names, not the program.
func identifiers(code string) string {
	seen := map[string]bool{}
	var out []string
	for i := 0; i < len(code); {
		if !identStart(code[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(code) && (identStart(code[j]) || '0' <= code[j] && code[j] <= '9') {
			j++
		}
		id := code[i:j]
		i = j
		if len(id) < 2 || keywords[id] || seen[id] {
			continue
		}
		seen[id] = true
		out = append(out, id)
	}
	return strings.Join(out, " ")
}

func identStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '$'
}

// codeText appends to code the text of inner, the inside of a <pre>, as the tokenizer loop
// of extract would: entities decoded, a space for each <br>. It only takes what that loop
// reads the simple way: text, the inline tags and <br>, attribute values quoted, nothing
// hidden and no heading link. Anything else, or unbalanced tags, returns false and leaves code
// as it was.
func codeText(code *strings.Builder, inner string) bool {
	if strings.ContainsAny(inner, "\r\x00") || strings.Contains(inner, "aria-hidden") || strings.Contains(inner, "hash-link") {
		return false
	}
	out := make([]byte, 0, len(inner)/2)
	text := func(t string) {
		if strings.IndexByte(t, '&') >= 0 {
			t = html.UnescapeString(t)
		}
		out = append(out, t...)
	}
	depth := 0
	for i := 0; i < len(inner); {
		lt := strings.IndexByte(inner[i:], '<')
		if lt < 0 {
			text(inner[i:])
			break
		}
		text(inner[i : i+lt])
		i += lt + 1
		closing := i < len(inner) && inner[i] == '/'
		if closing {
			i++
		}
		n := i
		for n < len(inner) && inner[n] != '>' && inner[n] != '/' && !isSpace(inner[n]) {
			n++
		}
		name := inner[i:n]
		gt := tagEnd(inner, n)
		if gt < 0 || !inline[name] && (name != "br" || closing) {
			return false
		}
		switch {
		case name == "br":
			out = append(out, ' ')
		case closing:
			depth--
		case inner[gt-1] != '/':
			depth++
		}
		if depth < 0 {
			return false
		}
		i = gt + 1
	}
	if depth != 0 {
		return false
	}
	code.Write(out)
	return true
}

// tagEnd is the index of the '>' that ends the tag whose attributes start at i, or -1 when
// they are not plain name="value" (or name='value', or name) pairs.
func tagEnd(s string, i int) int {
	for i < len(s) {
		switch c := s[i]; {
		case c == '>':
			return i
		case c == '=':
			i++
			for i < len(s) && isSpace(s[i]) {
				i++
			}
			if i == len(s) || s[i] != '"' && s[i] != '\'' {
				return -1
			}
			q := strings.IndexByte(s[i+1:], s[i])
			if q < 0 {
				return -1
			}
			i += q + 2
		case c == '"' || c == '\'' || c == '<':
			return -1
		default:
			i++
		}
	}
	return -1
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
