package markdown

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Docusaurus titles a doc, a blog post or a markdown page that has no front matter title by the
// h1 its markdown starts with, read from the text as written, not from the parsed markdown:
// the line after the #, less a trailing {#id} or closing #s, with code spans unwrapped and
// nothing else changed (`# MaybePromise\<T\>` is titled MaybePromise\<T\>). Import blocks may
// come before it; anything else (an export, a paragraph, a comment) leaves the page untitled.
// contentTitle does as @docusaurus/utils' parseMarkdownContentTitle does.

var (
	// titleEnd is what Docusaurus takes off the end of an ATX title: an {#id} or closing #s.
	titleEnd = regexp.MustCompile(`[` + jsSpaces + `]*(?:\{#*[\w-]+\}|#+)$`)
	// setextEnd is what it takes off the end of a setext title.
	setextEnd = regexp.MustCompile(`[` + jsSpaces + `]*=+$`)
	// codeSpan is an inline code span as it unwraps one: between single backticks.
	codeSpan = regexp.MustCompile("`([^`]*)`")
)

// jsSpaces are the characters of JavaScript's \s and trim, as a regexp class's content.
const jsSpaces = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// isLineEnd tells whether c ends a line for JavaScript's ".", which matches anything else.
func isLineEnd(r rune) bool { return r == '\n' || r == '\r' || r == 0x2028 || r == 0x2029 }

// contentTitle is the title Docusaurus reads from a document's markdown (src less its front
// matter, line feeds only), "" when it has none.
func contentTitle(src string) string {
	content := strings.TrimFunc(skipImportBlocks(strings.TrimFunc(src, isJSSpace)), isJSSpace)
	// # and blanks, then one character that is not a blank (a line break too, as the
	// pattern has it), then the rest of its line.
	if after := strings.TrimLeft(content[min(1, len(content)):], " \t"); strings.HasPrefix(content, "#") && len(after) < len(content)-1 && after != "" {
		_, size := utf8.DecodeRuneInString(after)
		if line, _, ended := firstLine(after[size:]); ended {
			return cleanTitle(after[:size]+line, titleEnd)
		}
	}
	if line, rest, ended := firstLine(content); ended && rest != "" {
		if underline, _, ended := firstLine(rest); ended && underline != "" && strings.Trim(underline, "=") == "" {
			return cleanTitle(line, setextEnd)
		}
	}
	return ""
}

// cleanTitle is a title line trimmed, less what end matches at its end, its code spans
// unwrapped.
func cleanTitle(title string, end *regexp.Regexp) string {
	title = end.ReplaceAllString(strings.TrimFunc(title, isJSSpace), "")
	return strings.TrimFunc(codeSpan.ReplaceAllString(title, "$1"), isJSSpace)
}

// firstLine splits s at its first line break: the line, what follows the break, and whether
// the line ends in a line feed or at the end of s, as the title patterns want a line to end.
func firstLine(s string) (line, rest string, ended bool) {
	i := strings.IndexFunc(s, isLineEnd)
	switch {
	case i < 0:
		return s, "", true
	case s[i] == '\n':
		return s[:i], s[i+1:], true
	}
	return s[:i], s[i:], false
}

// skipImportBlocks is content without the import blocks it starts with: paragraphs whose
// first line starts with "import" and a blank, each ended by a blank line.
func skipImportBlocks(content string) string {
	for {
		rest, ok := strings.CutPrefix(content, "import")
		if r, _ := utf8.DecodeRuneInString(rest); !ok || !isJSSpace(r) {
			return content
		}
		end := strings.Index(content, "\n\n")
		if end < 0 || strings.ContainsFunc(content[:end], func(r rune) bool { return isLineEnd(r) && r != '\n' }) {
			return content
		}
		content = strings.TrimLeft(content[end:], "\n")
	}
}
