package main

import (
	"regexp"
	"slices"
	"strings"
)

// Normalising the HTML renderToStaticMarkup wrote, so that only differences a reader could
// see remain, one block per line:
//   - every block element's start and end tag on a line of its own, the inline content
//     between them on one line, trimmed, its runs of white space made one space (except in
//     pre, textarea, script, style and the CodeBlock stand-in, whose text is kept as it is,
//     split at its line breaks, \r\n or \n alike), and white space on either side of a <br/> dropped;
//   - the attributes of each tag in name order;
//   - comments, and the <link rel="preload" as="image"> hints React adds for images, left out.
// Elements that are not HTML's inline ones, stand-ins among them, count as blocks.

// inlineTags are HTML's inline elements; any other element is a block, stand-ins included.
var inlineTags = map[string]bool{}

func init() {
	for _, t := range strings.Fields(`a abbr audio b bdi bdo br button canvas cite code data del dfn em i
		iframe img input ins kbd label mark math meter object output picture progress q ruby s samp
		select slot small source span strong sub sup svg template textarea time track u var video wbr`) {
		inlineTags[t] = true
	}
}

// verbatim elements keep their text as it is.
var verbatim = []string{"pre", "textarea", "script", "style", "CodeBlock"}

func isBlock(tag string) bool {
	return !inlineTags[tag]
}

var (
	startTagRe = regexp.MustCompile(`^<([A-Za-z][^\s/>]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(/?)>`)
	endTagRe   = regexp.MustCompile(`^</([A-Za-z][^\s/>]*)\s*>`)
	oneAttrRe  = regexp.MustCompile(`\s+([^\s=/>]+)(?:="([^"]*)")?`)
	spaceRe    = regexp.MustCompile(`[ \t\n\r\f]+`)
)

// Normalize is html's normalised lines.
func Normalize(html string) []string {
	lines, _ := normalizeHTML(html)
	return lines
}

// normalizeHTML is html's normalised lines, and for each the element it is (a tag line) or is
// in (an inline line).
func normalizeHTML(html string) (lines, context []string) {
	var open []string // the open elements, innermost last
	var inline strings.Builder
	in := func() string {
		if len(open) == 0 {
			return "text"
		}
		return open[len(open)-1]
	}
	keep := func() bool {
		return slices.ContainsFunc(open, func(t string) bool { return slices.Contains(verbatim, t) })
	}
	emit := func(line, ctx string) {
		lines, context = append(lines, line), append(context, ctx)
	}
	flush := func() {
		text := inline.String()
		inline.Reset()
		if keep() {
			for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
				emit(l, in())
			}
			return
		}
		if text = strings.TrimSpace(text); text != "" {
			emit(text, in())
		}
	}
	for rest := html; rest != ""; {
		if m := startTagRe.FindStringSubmatch(rest); m != nil {
			rest = rest[len(m[0]):]
			name, attrs, selfClosing := m[1], sortedAttrs(m[2]), m[3] == "/"
			if strings.EqualFold(name, "link") && strings.Contains(attrs, ` rel="preload"`) {
				continue
			}
			tag := "<" + name + attrs + map[bool]string{true: "/>", false: ">"}[selfClosing]
			switch {
			case isBlock(name):
				flush()
				emit(tag, name)
			case strings.EqualFold(name, "br") && !keep():
				// Nor white space before one.
				before := strings.TrimRight(inline.String(), " ")
				inline.Reset()
				inline.WriteString(before + tag)
			default:
				inline.WriteString(tag)
			}
			if !selfClosing && !voidTag(name) {
				open = append(open, name)
				if raw := strings.ToLower(name); raw == "script" || raw == "style" {
					end := strings.Index(strings.ToLower(rest), "</"+raw)
					if end < 0 {
						end = len(rest)
					}
					inline.WriteString(rest[:end])
					rest = rest[end:]
				}
			}
			continue
		}
		if m := endTagRe.FindStringSubmatch(rest); m != nil {
			rest = rest[len(m[0]):]
			name := m[1]
			if isBlock(name) {
				flush()
			}
			if i := slices.Index(open, name); i >= 0 {
				open = open[:i]
			}
			if isBlock(name) {
				emit("</"+name+">", name)
			} else {
				inline.WriteString("</" + name + ">")
			}
			continue
		}
		if strings.HasPrefix(rest, "<!--") {
			end := strings.Index(rest, "-->")
			if end < 0 {
				end = len(rest) - 3
			}
			rest = rest[end+3:]
			continue
		}
		// Text, up to the next "<" that is not the first character.
		end := strings.IndexByte(rest[1:], '<') + 1
		if end == 0 {
			end = len(rest)
		}
		text := rest[:end]
		rest = rest[end:]
		if !keep() {
			text = spaceRe.ReplaceAllString(text, " ")
			// White space after a line break is none a reader sees.
			if strings.HasSuffix(inline.String(), "<br/>") {
				text = strings.TrimLeft(text, " ")
			}
		}
		inline.WriteString(text)
	}
	flush()
	return lines, context
}

func voidTag(name string) bool {
	switch strings.ToLower(name) {
	case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr":
		return true
	}
	return false
}

// sortedAttrs is a tag's attributes in name order.
func sortedAttrs(s string) string {
	attrs := oneAttrRe.FindAllString(s, -1)
	for i, a := range attrs {
		attrs[i] = strings.TrimLeft(a, " \t\n\r\f")
	}
	slices.Sort(attrs)
	if len(attrs) == 0 {
		return ""
	}
	return " " + strings.Join(attrs, " ")
}
