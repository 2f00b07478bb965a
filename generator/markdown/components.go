package markdown

import (
	"fmt"
	"regexp"
	"strings"
)

// A JSX tag whose name the page neither imports nor exports is one of the MDX components: the
// theme's MDXComponents (a site's swizzled src/theme/MDXComponents, a plugin theme's), or the
// components the page is rendered with (a partial's components prop). Which exist is known
// only when the page renders, so the page checks there, as MDX's compiled pages do: a name none
// of them has fails the render with the page's file and line, where React would have said
// "Element type is invalid" (a module) or rendered an unknown <Foo> element (a tree).

// Need is a name of a component or object the page takes from the MDX components, and the
// error that a render without it fails with.
type Need struct {
	Name    string // Foo, or Foo.Bar
	Message string
}

// jsIdentifiers matches a name the module can look up as written: identifiers joined by dots.
var jsIdentifiers = regexp.MustCompile(`^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$`)

// require records that the element name (as written, at line) comes from the MDX components:
// for a member name (Foo.Bar), its object too. The first line a name is used on is the one
// the error names.
func (r *renderer) require(name string, line int) {
	if !jsIdentifiers.MatchString(name) {
		return
	}
	parts := strings.Split(name, ".")
	for i := range parts {
		path := strings.Join(parts[:i+1], ".")
		if r.needed[path] {
			continue
		}
		if r.needed == nil {
			r.needed = map[string]bool{}
		}
		r.needed[path] = true
		kind := "component"
		if i < len(parts)-1 {
			kind = "object"
		}
		r.doc.Needs = append(r.doc.Needs, Need{Name: path, Message: fmt.Sprintf(
			"%s:%d: Expected %s `%s` to be defined: you likely forgot to import, pass, or provide it. Import it in the page, or add it to the MDX components (src/theme/MDXComponents)",
			r.p.File, line, kind, path)})
	}
}

// needChecks is the module's code that fails the render when a name of Doc.Needs is missing.
func needChecks(needs []Need) string {
	var b strings.Builder
	for _, n := range needs {
		fmt.Fprintf(&b, "  if (!_c.%s) throw new Error(%s);\n", n.Name, js(n.Message))
	}
	return b.String()
}

// codeTags are the JSX tags written in code, an expression's ({<Foo />}) or an attribute
// value's (icon={<Foo />}), that may be components: capitalised names and member names, with
// the offset of each in code. MDX takes those the page does not declare from the MDX
// components as it takes the tags written in markdown. words are the code's other
// identifiers: a tag name among them may be the code's own (a parameter: items.map(Item =>
// <Item />)), which a component of that name must not be required for. Strings, template
// literals and comments are skipped, so "<Foo>" in a string is no tag.
func codeTags(code []byte) (tags []codeTag, words map[string]bool) {
	words = map[string]bool{}
	prev := byte(0) // the last character before i that is not a blank
	last := ""      // the word prev ends, if it ends one
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case hasPrefixAt(code, i, "//"):
			i = past(code, indexFrom(code, i+2, '\n'), 1)
			continue
		case hasPrefixAt(code, i, "/*"):
			i = past(code, indexStr(code, i+2, "*/"), 2)
			continue
		case c == '\'' || c == '"' || c == '`':
			i = stringEnd(code, i)
			prev, last = c, ""
			continue
		case c == '<' && (!(jsWord(prev) || prev == '$' || prev == ')' || prev == ']') || beforeExpression[last]):
			j := skipSpace(code, i+1)
			closing := j < len(code) && code[j] == '/'
			if closing {
				j = skipSpace(code, j+1)
			}
			name := leadingName(code[j:])
			if !closing && jsIdentifiers.MatchString(name) && (name[0] >= 'A' && name[0] <= 'Z' || strings.Contains(name, ".")) {
				tags = append(tags, codeTag{name: name, at: j})
			}
			i, prev, last = j+len(name), '<', ""
			continue
		case jsWord(c) || c == '$':
			j := i
			for j < len(code) && (jsWord(code[j]) || code[j] == '$') {
				j++
			}
			last = string(code[i:j])
			if !jsDigit(c) {
				words[last] = true
			}
			i, prev = j, c
			continue
		}
		if !jsSpace(c) {
			prev, last = c, ""
		}
		i++
	}
	return tags, words
}

// beforeExpression are the keywords after which a < opens a tag, not a comparison.
var beforeExpression = map[string]bool{"return": true, "case": true, "default": true, "yield": true, "await": true, "else": true, "do": true, "in": true, "of": true, "typeof": true, "void": true}

// codeTag is a tag name codeTags found, at its offset in the code.
type codeTag struct {
	name string
	at   int
}

// leadingName is the identifiers joined by dots that s starts with.
func leadingName(s []byte) string {
	end := 0
	for end < len(s) && (jsWord(s[end]) || s[end] == '$' || s[end] == '.' && end > 0) {
		end++
	}
	return strings.TrimRight(string(s[:end]), ".")
}

// past is the offset just after the end marker of length n found at k, or len(s) when none
// was (k < 0).
func past(s []byte, k, n int) int {
	if k < 0 {
		return len(s)
	}
	return k + n
}

// stringEnd is the offset just after the string or template literal that starts at i.
func stringEnd(s []byte, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		}
	}
	return len(s)
}

// codeComponents notes the tags of code (at offset base of the source) that come from the MDX
// components: those whose name, or its object's, the page does not declare.
func (r *renderer) codeComponents(code []byte, base int) {
	tags, words := codeTags(code)
	for _, t := range tags {
		root, _, _ := strings.Cut(t.name, ".")
		if r.names.declared[root] {
			continue
		}
		r.names.fromCode(root)
		if !words[root] {
			r.require(t.name, r.srcLine(base+t.at))
		}
	}
}
