package markdown

// A small scanner for the JSX and JavaScript expressions MDX allows in markdown: it finds where
// a tag or an expression ends (strings, template literals, comments and nested braces
// included), without parsing JavaScript; esbuild checks the code when the module is bundled.

// jsxItem is a tag, an expression or an HTML comment found in the source.
type jsxItem struct {
	end       int    // offset just past the item
	name      string // tag name, "" for a fragment, an expression or a comment
	nameStart int    // offset of the name, to rewrite it
	closing   bool   // </x>
	selfClose bool   // <x />
	expr      bool   // {…}
	comment   bool   // <!-- … -->, or an expression of comments only: {/* … */}
}

func isNameStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isNameChar(c byte) bool {
	return isNameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == ':'
}

func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

// scanJSXItem reads the tag, expression or comment that starts at src[i]. What nests deeper
// than MaxNesting (braces, elements in expressions) is no item: the scan's recursion and time
// stay bounded.
func scanJSXItem(src []byte, i int) (jsxItem, bool) { return scanJSXItemIn(src, i, MaxNesting) }

// scanJSXItemIn is scanJSXItem with room for as many levels of nesting.
func scanJSXItemIn(src []byte, i, room int) (jsxItem, bool) {
	if i >= len(src) || room <= 0 {
		return jsxItem{}, false
	}
	if src[i] == '{' {
		end, ok := scanBraces(src, i, room-1)
		if ok && onlyComments(src[i+1:end-1]) {
			return jsxItem{end: end, comment: true}, true // {/* … */}, which renders nothing
		}
		return jsxItem{end: end, expr: true}, ok
	}
	if src[i] != '<' {
		return jsxItem{}, false
	}
	if hasPrefixAt(src, i, "<!--") {
		if end := commentTextEnd(src, i, true); end >= 0 {
			return jsxItem{end: i + 4 + end + 3, comment: true}, true
		}
		return jsxItem{}, false
	}
	it := jsxItem{}
	j := i + 1
	if j < len(src) && src[j] == '/' {
		it.closing = true
		j = skipSpace(src, j+1)
	}
	if j < len(src) && src[j] == '>' { // fragment
		it.end = j + 1
		return it, true
	}
	if j >= len(src) || !isNameStart(src[j]) {
		return jsxItem{}, false
	}
	it.nameStart = j
	for j < len(src) && isNameChar(src[j]) {
		j++
	}
	it.name = string(src[it.nameStart:j])
	if it.name[len(it.name)-1] == ':' || it.name[len(it.name)-1] == '.' {
		return jsxItem{}, false // <https://…>, an autolink
	}
	for {
		j = skipSpace(src, j)
		if j >= len(src) {
			return jsxItem{}, false
		}
		switch {
		case src[j] == '>':
			it.end = j + 1
			return it, true
		case hasPrefixAt(src, j, "/>") && !it.closing:
			it.end, it.selfClose = j+2, true
			return it, true
		case it.closing:
			return jsxItem{}, false
		case src[j] == '{': // {...spread}
			end, ok := scanBraces(src, j, room-1)
			if !ok {
				return jsxItem{}, false
			}
			j = end
		case isNameStart(src[j]):
			for j < len(src) && isNameChar(src[j]) {
				j++
			}
			k := skipSpace(src, j)
			if k >= len(src) || src[k] != '=' {
				continue // a boolean attribute
			}
			k = skipSpace(src, k+1)
			if k >= len(src) {
				return jsxItem{}, false
			}
			switch src[k] {
			case '"', '\'':
				end := indexFrom(src, k+1, src[k])
				if end < 0 {
					return jsxItem{}, false
				}
				j = end + 1
			case '{':
				end, ok := scanBraces(src, k, room-1)
				if !ok {
					return jsxItem{}, false
				}
				j = end
			default:
				return jsxItem{}, false
			}
		default:
			return jsxItem{}, false
		}
	}
}

// onlyComments tells whether JavaScript code holds nothing but blanks and comments.
func onlyComments(code []byte) bool {
	for i := 0; i < len(code); {
		switch {
		case code[i] == ' ' || code[i] == '\t' || code[i] == '\n' || code[i] == '\r':
			i++
		case hasPrefixAt(code, i, "/*"):
			end := indexStr(code, i+2, "*/")
			if end < 0 {
				return false
			}
			i = end + 2
		case hasPrefixAt(code, i, "//"):
			end := indexFrom(code, i, '\n')
			if end < 0 {
				return true
			}
			i = end + 1
		default:
			return false
		}
	}
	return true
}

// scanBraces returns the offset past the } that closes the { at src[i].
func scanBraces(src []byte, i, room int) (int, bool) {
	if room <= 0 {
		return 0, false
	}
	depth := 0
	for j := i; j < len(src); j++ {
		switch c := src[j]; c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j + 1, true
			}
		case '"', '\'':
			end := indexFrom(src, j+1, c)
			for end > 0 && src[end-1] == '\\' {
				end = indexFrom(src, end+1, c)
			}
			if end < 0 {
				return 0, false
			}
			j = end
		case '`':
			end, ok := scanTemplate(src, j, room-1)
			if !ok {
				return 0, false
			}
			j = end - 1
		case '<':
			// JSX in the expression (body: <Alert>won't</Alert>): its text may hold quotes
			// that open no string.
			if startsExpression(src, i, j) && j+1 < len(src) && (isNameStart(src[j+1]) || src[j+1] == '>') {
				end, ok := scanJSXElement(src, j, room-1)
				if !ok {
					// An element that does not end leaves the expression unfinished: going on
					// past it would scan what it holds again at each level (exponential time).
					return 0, false
				}
				j = end - 1
			}
		case '/':
			if hasPrefixAt(src, j, "//") {
				if end := indexFrom(src, j, '\n'); end > 0 {
					j = end
				}
			} else if hasPrefixAt(src, j, "/*") {
				end := indexStr(src, j+2, "*/")
				if end < 0 {
					return 0, false
				}
				j = end + 1
			}
		}
	}
	return 0, false
}

// startsExpression tells whether src[j] is where a JavaScript expression may begin, looking
// back to the { at src[open]: after an operator or punctuation, not after a value (a < b).
func startsExpression(src []byte, open, j int) bool {
	k := j - 1
	for k > open && (src[k] == ' ' || src[k] == '\t' || src[k] == '\n' || src[k] == '\r') {
		k--
	}
	if k == open {
		return true
	}
	switch src[k] {
	case '(', ',', ':', '=', '?', '{', '[', '&', '|', '!', '>':
		return true
	}
	return k >= open+6 && string(src[k-5:k+1]) == "return"
}

// scanJSXElement returns the offset past the JSX element (or fragment) that starts at src[i],
// its children included.
func scanJSXElement(src []byte, i, room int) (int, bool) {
	it, ok := scanJSXItemIn(src, i, room)
	if !ok || it.closing || it.expr || it.comment {
		return 0, false
	}
	if it.selfClose {
		return it.end, true
	}
	depth := 1
	for j := it.end; j < len(src); {
		switch src[j] {
		case '{':
			end, ok := scanBraces(src, j, room-1)
			if !ok {
				return 0, false
			}
			j = end
		case '<':
			t, ok := scanJSXItemIn(src, j, room-1)
			if !ok {
				return 0, false
			}
			switch {
			case t.closing:
				depth--
			case !t.selfClose && !t.comment && !t.expr:
				depth++
			}
			j = t.end
			if depth == 0 {
				return j, true
			}
		default:
			j++
		}
	}
	return 0, false
}

// scanTemplate returns the offset past the backtick that closes the template literal at src[i].
func scanTemplate(src []byte, i, room int) (int, bool) {
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '`':
			return j + 1, true
		case '$':
			if j+1 < len(src) && src[j+1] == '{' {
				end, ok := scanBraces(src, j+1, room-1)
				if !ok {
					return 0, false
				}
				j = end - 1
			}
		}
	}
	return 0, false
}

func hasPrefixAt(src []byte, i int, p string) bool {
	return i+len(p) <= len(src) && string(src[i:i+len(p)]) == p
}

func indexFrom(src []byte, i int, c byte) int {
	for j := i; j < len(src); j++ {
		if src[j] == c {
			return j
		}
	}
	return -1
}

func indexStr(src []byte, i int, s string) int {
	for j := i; j+len(s) <= len(src); j++ {
		if string(src[j:j+len(s)]) == s {
			return j
		}
	}
	return -1
}

// lineItem is the JSX tag or expression, not a comment, that the line src[start:stop] starts
// with after its indentation; a tag's attributes or an expression may run on over the lines
// after.
func lineItem(src []byte, start, stop int) (jsxItem, bool) {
	k := start
	for k < stop && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	if k == stop || src[k] != '<' && src[k] != '{' {
		return jsxItem{}, false
	}
	it, ok := scanJSXItem(src, k)
	return it, ok && !it.comment
}

// notATag is where the < at src[i], at which scanJSXItem read no item, stops being the start of
// a tag as MDX reads one: micromark-extension-mdx-jsx takes every < of text that is not before
// a blank for a tag, and fails at the first character that cannot stand where it does in the
// tag's name (<https:/, <me@, <string, and <= each fail there). ok is false when the < is text
// to MDX (a blank after it), and when what fails, if anything, is further on (the attributes,
// a tag that does not end) or past a non-ASCII character (which may be a letter of a name):
// those are for the other checks.
func notATag(src []byte, i int) (bad int, ok bool) {
	j := i + 1
	if j >= len(src) || isBlank(src[j]) {
		return 0, false
	}
	if src[j] == '/' {
		j = skipSpace(src, j+1)
	}
	if j < len(src) && src[j] == '>' {
		return 0, false // a fragment's tag
	}
	// The parts of a name: the first (a), then members (a.b.c) or one local name (a:b).
	const first, member, local = 0, 1, 2
	for part := first; ; {
		if j >= len(src) || src[j] >= 0x80 {
			return 0, false
		}
		if !isNameStart(src[j]) {
			return j, true
		}
		for j < len(src) && (isNameStart(src[j]) || src[j] >= '0' && src[j] <= '9' || src[j] == '-') {
			j++
		}
		if j >= len(src) || src[j] >= 0x80 {
			return 0, false
		}
		next := part
		switch c := src[j]; {
		case c == '.' && part != local:
			next = member
		case c == ':' && part == first:
			next = local
		case c == '/' || c == '>' || c == '{' || isBlank(c):
		default:
			return j, true
		}
		if next == part {
			// After the name, blanks and then attributes or the tag's end.
			k := skipSpace(src, j)
			switch {
			case k >= len(src) || src[k] >= 0x80:
				return 0, false
			case src[k] == '.' && part != local:
				next, j = member, k
			case src[k] == ':' && part == first:
				next, j = local, k
			case src[k] == '/' || src[k] == '>' || src[k] == '{' || isNameStart(src[k]):
				return badAttribute(src, k)
			default:
				return k, true
			}
		}
		part, j = next, skipSpace(src, j+1)
	}
}

// badAttribute is where the attributes of a tag, from src[j] after its name, stop being
// attributes as MDX reads them (<a name="x" \> fails at the backslash, <a b=c> at the c),
// ok false when they read well up to the tag's end or when what follows is for the other
// checks (a value or an expression that does not end, a non-ASCII character).
func badAttribute(src []byte, j int) (bad int, ok bool) {
	attrName := func(j int) int {
		for j < len(src) && (isNameStart(src[j]) || src[j] >= '0' && src[j] <= '9' || src[j] == '-') {
			j++
		}
		return j
	}
	for {
		j = skipSpace(src, j)
		if j >= len(src) || src[j] >= 0x80 {
			return 0, false
		}
		switch c := src[j]; {
		case c == '>':
			return 0, false
		case c == '/':
			k := skipSpace(src, j+1)
			if k >= len(src) || src[k] >= 0x80 || src[k] == '>' {
				return 0, false
			}
			return k, true
		case c == '{':
			end, ok := scanBraces(src, j, MaxNesting)
			if !ok {
				return 0, false
			}
			j = end
		case isNameStart(c):
			k := skipSpace(src, attrName(j))
			if k < len(src) && src[k] == ':' { // a local name, <svg xlink:href="…">
				k = skipSpace(src, k+1)
				if k >= len(src) || src[k] >= 0x80 {
					return 0, false
				}
				if !isNameStart(src[k]) {
					return k, true
				}
				k = skipSpace(src, attrName(k))
			}
			if k >= len(src) || src[k] != '=' {
				j = k
				continue
			}
			k = skipSpace(src, k+1)
			if k >= len(src) || src[k] >= 0x80 {
				return 0, false
			}
			switch src[k] {
			case '"', '\'':
				end := indexFrom(src, k+1, src[k])
				if end < 0 {
					return 0, false
				}
				j = end + 1
			case '{':
				end, ok := scanBraces(src, k, MaxNesting)
				if !ok {
					return 0, false
				}
				j = end
			default:
				return k, true
			}
		default:
			return j, true
		}
	}
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
