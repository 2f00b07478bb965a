package search

import (
	"regexp"
	"strings"

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
func Extract(page, title string) []Section {
	start := contentStart(page)
	if start < 0 {
		return []Section{{}}
	}
	z := html.NewTokenizer(strings.NewReader(page[start:]))
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
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		tok := z.Token()
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			name := tok.Data
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
			if opens && (skipped[name] || hasClass(tok, "hash-link") || attr(tok, "aria-hidden") == "true") {
				skip = depth
				continue
			}
			switch {
			case name == "pre" && opens && inPre == 0:
				inPre = depth
			case (name == "h2" || name == "h3") && opens && attr(tok, "id") != "" && inHead == "":
				inHead, headID = name, attr(tok, "id")
				heading.Reset()
			case name == "h1" && opens && inHead == "":
				inHead = name
				h1.Reset()
			}
			if !inline[name] {
				space(&text, &code, &heading, inHead, inPre)
			}
		case html.EndTagToken:
			name := tok.Data
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
			switch {
			case inHead == "h1":
				h1.WriteString(tok.Data)
			case inHead != "":
				heading.WriteString(tok.Data)
			case inPre > 0:
				code.WriteString(tok.Data)
			default:
				text.WriteString(tok.Data)
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

func attr(t html.Token, key string) string {
	for _, a := range t.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(t html.Token, class string) bool {
	for _, c := range strings.Fields(attr(t, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// collapse trims and collapses whitespace, and drops zero-width spaces (React renders the
// heading links' text as U+200B).
func collapse(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u200b", "")), " ")
}

var identifier = regexp.MustCompile(`[A-Za-z_$][A-Za-z0-9_$]*`)

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

// identifiers lists the distinct identifiers of code, in order of first use. Punctuation,
// numbers, keywords and one-letter names go: a search for "useEffect" or "AvApi" needs the
// names, not the program.
func identifiers(code string) string {
	seen := map[string]bool{}
	var out []string
	for _, id := range identifier.FindAllString(code, -1) {
		if len(id) < 2 || keywords[id] || seen[id] {
			continue
		}
		seen[id] = true
		out = append(out, id)
	}
	return strings.Join(out, " ")
}
