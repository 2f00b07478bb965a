package markdown

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexJS gives the tokens chroma's JavaScript lexer gives for code (its rules in
// lexers/embedded/javascript.xml), without running them as regular expressions. chroma tries
// each rule as a backtracking regexp2 match at every position, about 0.4 ms a block: two
// thirds of website/'s content stage, whose docs are mostly JavaScript. This scan follows
// the same states and the same rules in the same order, each written out as the match its
// pattern makes (alternatives in order, greedy loops, lookarounds), with the same recovery
// where no rule matches. FuzzLexJS holds the two to the same lines of Highlight.
//
// ok is false for text with bytes beyond ASCII or a "\r": the rules' classes (\s, \b, \p{L})
// are Unicode's there, and chroma turns "\r" into "\n" first. Such code goes to chroma.
func lexJS(code string) (tokens []chroma.Token, ok bool) {
	for i := 0; i < len(code); i++ {
		if code[i] >= 0x80 || code[i] == '\r' {
			return nil, false
		}
	}
	// As chroma's ensure_nl: the rules see a final "\n", the scan stops before an added one.
	text, end := code, len(code)
	if !strings.HasSuffix(code, "\n") {
		text += "\n"
	}
	l := &jsLexer{text: text, stack: []jsState{jsRoot}}
	for l.pos < end {
		if !l.step() {
			l.emit(chroma.Error, 1) // chroma's recovery; its reset on "\n" never comes (each state takes "\n")
		}
	}
	return l.tokens, true
}

type jsState uint8

// The lexer's states, as the XML names them.
const (
	jsRoot             jsState = iota // root
	jsSlashStartsRegex                // slashstartsregex: after an operator or a keyword, "/" starts a regex
	jsBadRegex                        // badregex: a "/" that starts no regex, up to the line's end
	jsInterp                          // interp: inside a template string
	jsInterpInside                    // interp-inside: inside its ${…}
)

type jsLexer struct {
	text   string
	pos    int
	stack  []jsState
	tokens []chroma.Token
	// dqEnds and sqEnds are stringEnds of the text for each quote, made on first use.
	dqEnds, sqEnds []int32
}

func (l *jsLexer) push(s jsState) { l.stack = append(l.stack, s) }
func (l *jsLexer) pop()           { l.stack = l.stack[:len(l.stack)-1] }

// emit makes the next n bytes a token of type t, joined to the one before when it has the
// same type (chroma.Coalesce); n = 0 emits nothing, as an empty token shows nothing.
func (l *jsLexer) emit(t chroma.TokenType, n int) {
	if n == 0 {
		return
	}
	v := l.text[l.pos : l.pos+n]
	l.pos += n
	if k := len(l.tokens); k > 0 && l.tokens[k-1].Type == t {
		last := &l.tokens[k-1]
		start := l.pos - n - len(last.Value)
		last.Value = l.text[start:l.pos]
		return
	}
	l.tokens = append(l.tokens, chroma.Token{Type: t, Value: v})
}

func (l *jsLexer) at(i int) byte {
	if i < len(l.text) {
		return l.text[i]
	}
	return 0
}

func (l *jsLexer) has(s string) bool { return strings.HasPrefix(l.text[l.pos:], s) }

// step applies the first rule of the current state that matches; false when none does.
func (l *jsLexer) step() bool {
	switch l.stack[len(l.stack)-1] {
	case jsSlashStartsRegex:
		return l.slashStartsRegex()
	case jsBadRegex:
		if l.at(l.pos) == '\n' {
			l.emit(chroma.Text, 1)
			l.pop()
			return true
		}
		return false
	case jsInterp:
		l.interp()
		return true
	case jsInterpInside:
		if l.at(l.pos) == '}' {
			l.emit(chroma.LiteralStringInterpol, 1)
			l.pop()
			return true
		}
	}
	return l.root()
}

// jsSpace is \s on ASCII; jsWord is \w, what \b looks at ("$" is not in it).
func jsSpace(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }
func jsWord(c byte) bool  { return c == '_' || jsDigit(c) || jsLetter(c) }
func jsDigit(c byte) bool { return c >= '0' && c <= '9' }
func jsLetter(c byte) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}
func jsHex(c byte) bool { return jsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

// run is how many bytes from i satisfy in.
func (l *jsLexer) run(i int, in func(byte) bool) int {
	n := 0
	for i+n < len(l.text) && in(l.text[i+n]) {
		n++
	}
	return n
}

// commentsAndWhitespace is the state of that name, which root and slashstartsregex include.
func (l *jsLexer) commentsAndWhitespace() bool {
	p := l.pos
	switch {
	case jsSpace(l.at(p)):
		l.emit(chroma.Text, l.run(p, jsSpace))
	case l.has("<!--"):
		l.emit(chroma.Comment, 4)
	case l.has("//"): // //.*?\n
		l.emit(chroma.CommentSingle, 2+strings.IndexByte(l.text[p+2:], '\n')+1)
	case l.has("/*"): // /\*.*?\*/ (dot matches "\n")
		i := strings.Index(l.text[p+2:], "*/")
		if i < 0 {
			return false
		}
		l.emit(chroma.CommentMultiline, 2+i+2)
	default:
		return false
	}
	return true
}

func (l *jsLexer) slashStartsRegex() bool {
	if l.commentsAndWhitespace() {
		return true
	}
	if n := l.regexLiteral(); n > 0 {
		l.emit(chroma.LiteralStringRegex, n)
		l.pop()
		return true
	}
	l.pop()
	if l.at(l.pos) == '/' { // (?=/): #pop, then badregex
		l.push(jsBadRegex)
	}
	return true
}

// regexLiteral is the length of the match of
// /(\\.|[^[/\\\n]|\[(\\.|[^\]\\\n])*])+/([gimuy]+\b|\B) at pos, 0 for none. Each character
// has one alternative that can take it, so the loop has one way to stop.
func (l *jsLexer) regexLiteral() int {
	p, t := l.pos, l.text
	if t[p] != '/' {
		return 0
	}
	q := p + 1
loop:
	for q < len(t) {
		switch t[q] {
		case '\\':
			if q+1 >= len(t) {
				break loop
			}
			q += 2
		case '[':
			r := q + 1
			for {
				if r >= len(t) || t[r] == '\n' {
					break loop
				}
				if t[r] == '\\' {
					if r+1 >= len(t) {
						break loop
					}
					r += 2
					continue
				}
				if t[r] == ']' {
					break
				}
				r++
			}
			q = r + 1
		case '/', '\n':
			break loop
		default:
			q++
		}
	}
	if q == p+1 || l.at(q) != '/' {
		return 0
	}
	q++
	flags := l.run(q, func(c byte) bool { return strings.IndexByte("gimuy", c) >= 0 })
	// [gimuy]+\b holds only after all the flags; \B (no flags) only before a non-word byte.
	if jsWord(l.at(q + flags)) {
		return 0
	}
	return q + flags - p
}

func (l *jsLexer) interp() {
	p := l.pos
	switch c := l.at(p); {
	case c == '`':
		l.emit(chroma.LiteralStringBacktick, 1)
		l.pop()
	case c == '\\': // \\\\, \\`, \\[^`\\]: a backslash and whatever follows it
		l.emit(chroma.LiteralStringBacktick, 2)
	case l.has("${"):
		l.emit(chroma.LiteralStringInterpol, 2)
		l.push(jsInterpInside)
	case c == '$':
		l.emit(chroma.LiteralStringBacktick, 1)
	default:
		l.emit(chroma.LiteralStringBacktick, l.run(p, func(c byte) bool { return c != '`' && c != '\\' && c != '$' }))
	}
}

func (l *jsLexer) root() bool {
	p, t := l.pos, l.text
	c := t[p]
	// \A#! ?/.*?\n
	if p == 0 && l.has("#!") {
		q := 2
		if l.at(q) == ' ' {
			q++
		}
		if l.at(q) == '/' {
			if nl := strings.IndexByte(t[q+1:], '\n'); nl >= 0 {
				l.emit(chroma.CommentHashbang, q+1+nl+1)
				return true
			}
		}
	}
	// ^(?=\s|/|<!--), multiline: a line that starts with these may start with a regex.
	if (p == 0 || t[p-1] == '\n') && (jsSpace(c) || c == '/' || l.has("<!--")) {
		l.push(jsSlashStartsRegex)
		return true
	}
	if l.commentsAndWhitespace() {
		return true
	}
	if jsDigit(c) {
		l.number()
		return true
	}
	if l.has("...") {
		l.emit(chroma.Punctuation, 3)
		return true
	}
	if l.has("=>") {
		l.emit(chroma.Punctuation, 2)
		return true
	}
	if n := l.operator(); n > 0 {
		l.emit(chroma.Operator, n)
		l.push(jsSlashStartsRegex)
		return true
	}
	switch {
	case strings.IndexByte("{([;,", c) >= 0:
		l.emit(chroma.Punctuation, 1)
		l.push(jsSlashStartsRegex)
		return true
	case strings.IndexByte("})].", c) >= 0:
		l.emit(chroma.Punctuation, 1)
		return true
	}
	// The keyword rules are (a|b|…)\b: the word at pos, whole.
	if word := t[p : p+l.run(p, jsWord)]; word != "" {
		if typ, ok := jsKeywords[word]; ok {
			l.emit(typ, len(word))
			if typ == chroma.Keyword || typ == chroma.KeywordDeclaration {
				l.push(jsSlashStartsRegex)
			}
			return true
		}
	}
	if n := l.name(); n > 0 {
		l.emit(chroma.NameOther, n)
		return true
	}
	switch c {
	case '"', '\'':
		if end := l.stringEnd(c); end > 0 {
			typ := chroma.LiteralStringDouble
			if c == '\'' {
				typ = chroma.LiteralStringSingle
			}
			l.emit(typ, end-p)
			return true
		}
	case '`':
		l.emit(chroma.LiteralStringBacktick, 1)
		l.push(jsInterp)
		return true
	}
	return false
}

// number is the first of the number rules that matches at a digit; the last,
// [0-9][0-9_]*, always does.
func (l *jsLexer) number() {
	p := l.pos
	digits := l.run(p, jsDigit)
	q := p + digits
	// \d+(\.\d*|[eE][+\-]?\d+)
	switch l.at(q) {
	case '.':
		l.emit(chroma.LiteralNumberFloat, digits+1+l.run(q+1, jsDigit))
		return
	case 'e', 'E':
		r := q + 1
		if c := l.at(r); c == '+' || c == '-' {
			r++
		}
		if n := l.run(r, jsDigit); n > 0 {
			l.emit(chroma.LiteralNumberFloat, r+n-p)
			return
		}
	}
	if l.at(p) == '0' {
		for _, base := range []struct {
			letters string
			digit   func(byte) bool
			typ     chroma.TokenType
		}{
			{"bB", func(c byte) bool { return c == '0' || c == '1' }, chroma.LiteralNumberBin},
			{"oO", func(c byte) bool { return c >= '0' && c <= '7' }, chroma.LiteralNumberOct},
			{"xX", jsHex, chroma.LiteralNumberHex},
		} {
			if strings.IndexByte(base.letters, l.at(p+1)) >= 0 {
				if n := l.run(p+2, base.digit); n > 0 {
					l.emit(base.typ, 2+n)
					return
				}
			}
		}
	}
	l.emit(chroma.LiteralNumberInteger, l.run(p, func(c byte) bool { return jsDigit(c) || c == '_' }))
}

// operator is the length of the operator rule's match at pos, 0 for none:
// \+\+|--|~|&&|\?|:|\|\||\\(?=\n)|(<<|>>>?|==?|!=?|[-<>+*%&|^/])=?
func (l *jsLexer) operator() int {
	p := l.pos
	c, next := l.at(p), l.at(p+1)
	switch {
	case l.has("++"), l.has("--"), l.has("&&"), l.has("||"):
		return 2
	case c == '~', c == '?', c == ':':
		return 1
	case c == '\\':
		if next == '\n' {
			return 1
		}
		return 0
	}
	n := 0
	switch {
	case l.has("<<"):
		n = 2
	case l.has(">>"):
		n = 2
		if l.at(p+2) == '>' {
			n = 3
		}
	case c == '=' || c == '!':
		n = 1
		if next == '=' {
			n = 2
		}
	case strings.IndexByte("-<>+*%&|^/", c) >= 0:
		n = 1
	default:
		return 0
	}
	if l.at(p+n) == '=' {
		n++
	}
	return n
}

// name is the length of the NameOther rule's match at pos:
// (?:[$_\p{L}\p{N}]|\\u[a-fA-F0-9]{4})(?:(?:[$\p{L}\p{N}]|\\u[a-fA-F0-9]{4}))*
// ("_" may start a name but not go on with it).
func (l *jsLexer) name() int {
	p := l.pos
	unit := func(i int, first bool) int {
		c := l.at(i)
		if c == '$' || jsLetter(c) || jsDigit(c) || (first && c == '_') {
			return 1
		}
		if c == '\\' && l.at(i+1) == 'u' && jsHex(l.at(i+2)) && jsHex(l.at(i+3)) && jsHex(l.at(i+4)) && jsHex(l.at(i+5)) {
			return 6
		}
		return 0
	}
	n := unit(p, true)
	if n == 0 {
		return 0
	}
	for {
		m := unit(p+n, false)
		if m == 0 {
			return n
		}
		n += m
	}
}

// stringEnd is where the string rule "(\\\\|\\"|[^"])*" (or its single-quoted twin) that
// starts at pos ends, 0 for no match.
func (l *jsLexer) stringEnd(quote byte) int {
	ends := &l.dqEnds
	if quote == '\'' {
		ends = &l.sqEnds
	}
	if *ends == nil {
		*ends = stringEnds(l.text, quote)
	}
	return int((*ends)[l.pos+1])
}

// stringEnds gives, for each index i of text (and len(text)), where the regexp's backtracking
// search for the rest of a quoted string whose body starts at i ends: past the closing quote,
// or 0 for none. At a backslash it tries the escape first, then the backslash alone; at a
// quote it ends; it prefers taking one more character to ending. From the end backwards, each
// answer depends only on later ones.
func stringEnds(text string, quote byte) []int32 {
	n := len(text)
	ends := make([]int32, n+2)
	for i := n - 1; i >= 0; i-- {
		c := text[i]
		var end int32
		if c == '\\' && i+1 < n && (text[i+1] == '\\' || text[i+1] == quote) {
			end = ends[i+2]
		}
		if end == 0 && c != quote {
			end = ends[i+1]
		}
		if end == 0 && c == quote {
			end = int32(i + 1)
		}
		ends[i] = end
	}
	return ends
}

// jsKeywords are the words of the rules from (for|in|…)\b to the builtins, by the type of
// the first rule that names them.
var jsKeywords = func() map[string]chroma.TokenType {
	m := map[string]chroma.TokenType{}
	for _, r := range []struct {
		typ   chroma.TokenType
		words string
	}{
		{chroma.Keyword, "for in while do break return continue switch case default if else throw try catch finally new delete typeof instanceof void yield this of"},
		{chroma.KeywordDeclaration, "var let with function"},
		{chroma.KeywordReserved, "abstract async await boolean byte char class const debugger double enum export extends final float goto implements import int interface long native package private protected public short static super synchronized throws transient using volatile"},
		{chroma.KeywordConstant, "true false null NaN Infinity undefined"},
		{chroma.NameBuiltin, "Array Boolean Date Error Function Math netscape Number Object Packages RegExp String Promise Proxy sun decodeURI decodeURIComponent encodeURI encodeURIComponent eval isFinite isNaN isSafeInteger parseFloat parseInt document this window"},
	} {
		for _, w := range strings.Fields(r.words) {
			if _, seen := m[w]; !seen {
				m[w] = r.typ
			}
		}
	}
	return m
}()
