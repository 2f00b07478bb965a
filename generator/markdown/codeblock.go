package markdown

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// CodeBlock is a fenced code block with its meta parsed and its tokens highlighted.
type CodeBlock struct {
	Language        string
	Title           string
	ShowLineNumbers any   // false, true, or the first line's number
	HighlightLines  []int // 1-based
	Code            string
	// Tokens has one entry per line of Code: the line's highlighted spans as alternating
	// Prism token type ("" for plain) and length in UTF-16 units, the unit of a JavaScript
	// string. The browser cuts the texts out of Code, so a page's module carries them once.
	Tokens [][]any
	// Live: the meta has the word "live" (@docusaurus/theme-live-codeblock's playground);
	// Meta is then the meta string, where the playground reads noInline.
	Live bool
	Meta string
}

var (
	metaTitle  = regexp.MustCompile(`title=(?:"([^"]*)"|'([^']*)'|(\S+))`)
	metaRanges = regexp.MustCompile(`\{([\d,\s-]+)\}`)
	metaLineNo = regexp.MustCompile(`showLineNumbers(?:=(\d+))?`)
)

// ParseFence reads a fence's info string (language, then meta such as title="…", {1,3-5} and
// showLineNumbers) and highlights code.
func ParseFence(info, code string) CodeBlock {
	lang, meta, _ := strings.Cut(strings.TrimSpace(info), " ")
	if i := strings.IndexByte(lang, '{'); i > 0 { // "js{1,2}"
		meta = lang[i:] + " " + meta
		lang = lang[:i]
	}
	cb := CodeBlock{Language: strings.ToLower(lang), ShowLineNumbers: false}
	if slices.Contains(strings.Split(meta, " "), "live") {
		cb.Live, cb.Meta = true, meta
	}
	if m := metaTitle.FindStringSubmatch(meta); m != nil {
		cb.Title = m[1] + m[2] + m[3]
	}
	if m := metaLineNo.FindStringSubmatch(meta); m != nil {
		cb.ShowLineNumbers = true
		if m[1] != "" {
			n, _ := strconv.Atoi(m[1])
			cb.ShowLineNumbers = n
		}
	}
	highlighted := map[int]bool{}
	if m := metaRanges.FindStringSubmatch(meta); m != nil {
		for _, part := range strings.Split(m[1], ",") {
			lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
			a, errA := strconv.Atoi(strings.TrimSpace(lo))
			b := a
			var errB error
			if isRange {
				b, errB = strconv.Atoi(strings.TrimSpace(hi))
			}
			if errA != nil || errB != nil || b < a || b-a > 10000 {
				continue
			}
			for n := a; n <= b; n++ {
				highlighted[n] = true
			}
		}
	}
	code = strings.TrimSuffix(code, "\n")
	code = magicComments(code, highlighted)
	cb.Code = code
	for n := range highlighted {
		cb.HighlightLines = append(cb.HighlightLines, n)
	}
	slices.Sort(cb.HighlightLines)
	cb.Tokens = spans(code, Highlight(cb.Language, code))
	return cb
}

// spans turns highlighted lines into CodeBlock.Tokens. A line whose tokens do not spell it out
// exactly stays plain rather than showing other text. The theme splits code at \r?\n, so a
// line's "\r" is not part of it.
func spans(code string, lines [][][2]string) [][]any {
	src := strings.Split(code, "\n")
	out := make([][]any, len(src))
	for i, text := range src {
		text = strings.TrimSuffix(text, "\r")
		var line [][2]string
		if i < len(lines) {
			line = lines[i]
		}
		var joined strings.Builder
		for _, t := range line {
			joined.WriteString(t[1])
		}
		if strings.TrimSuffix(joined.String(), "\r") != text {
			line = [][2]string{{"token plain", text}}
		} else if n := len(line); n > 0 {
			line[n-1][1] = strings.TrimSuffix(line[n-1][1], "\r")
		}
		var s []any
		for _, t := range line {
			typ := strings.TrimPrefix(t[0], "token ")
			if typ == "plain" {
				typ = ""
			}
			if n := utf16Len(t[1]); n > 0 {
				s = append(s, typ, n)
			}
		}
		out[i] = s
	}
	return out
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// magicComments removes Docusaurus's highlight-next-line / highlight-start / highlight-end
// comments and marks the lines they point at.
func magicComments(code string, highlighted map[int]bool) string {
	if !strings.Contains(code, "highlight-") {
		return code
	}
	lines := strings.Split(code, "\n")
	out := lines[:0]
	next, inRange := false, false
	for _, line := range lines {
		t := strings.TrimSpace(line)
		t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(t, "//"), "#"), "{/*"), "*/}"), "-->"))
		t = strings.TrimSpace(strings.TrimPrefix(t, "<!--"))
		switch t {
		case "highlight-next-line":
			next = true
			continue
		case "highlight-start":
			inRange = true
			continue
		case "highlight-end":
			inRange = false
			continue
		}
		out = append(out, line)
		if next || inRange {
			highlighted[len(out)] = true
			next = false
		}
	}
	return strings.Join(out, "\n")
}

var langAliases = map[string]string{"js": "javascript", "jsx": "react", "ts": "typescript", "tsx": "tsx", "sh": "bash", "shell": "bash", "console": "bash", "yml": "yaml", "md": "markdown", "mdx": "markdown", "http": "http"}

// Highlight tokenises code into lines of [Prism class, text] pairs, so the browser needs no
// highlighter and the theme's Prism colours apply.
func Highlight(lang, code string) [][][2]string {
	var lexer chroma.Lexer
	if lang != "" && lang != "text" && lang != "txt" && lang != "plain" {
		name := lang
		if a, ok := langAliases[lang]; ok {
			name = a
		}
		lexer = lexers.Get(name)
	}
	var lines [][][2]string
	if lexer == nil {
		for _, l := range strings.Split(code, "\n") {
			lines = append(lines, [][2]string{{"token plain", l}})
		}
		return lines
	}
	it, err := chroma.Coalesce(lexer).Tokenise(nil, code)
	if err != nil {
		return Highlight("", code)
	}
	for _, tokLine := range chroma.SplitTokensIntoLines(it.Tokens()) {
		var line [][2]string
		for _, tok := range tokLine {
			v := strings.TrimSuffix(tok.Value, "\n")
			if v == "" {
				continue
			}
			class := "token " + prismClass(tok.Type)
			if n := len(line); n > 0 && line[n-1][0] == class {
				line[n-1][1] += v
				continue
			}
			line = append(line, [2]string{class, v})
		}
		lines = append(lines, line)
	}
	// chroma drops a trailing empty line; keep the line count equal to the source's.
	for want := strings.Count(code, "\n") + 1; len(lines) < want; {
		lines = append(lines, nil)
	}
	return lines
}

func prismClass(t chroma.TokenType) string {
	switch {
	case t == chroma.KeywordConstant:
		return "boolean"
	case t.InCategory(chroma.Keyword):
		return "keyword"
	case t == chroma.NameFunction || t == chroma.NameFunctionMagic:
		return "function"
	case t == chroma.NameClass:
		return "class-name"
	case t == chroma.NameBuiltin || t == chroma.NameBuiltinPseudo:
		return "builtin"
	case t == chroma.NameTag:
		return "tag"
	case t == chroma.NameAttribute:
		return "attr-name"
	case t == chroma.NameProperty:
		return "property"
	case t == chroma.NameConstant:
		return "constant"
	case t == chroma.NameVariable || t == chroma.NameVariableGlobal || t == chroma.NameVariableInstance:
		return "variable"
	case t.InSubCategory(chroma.LiteralString):
		return "string"
	case t.InSubCategory(chroma.LiteralNumber):
		return "number"
	case t.InCategory(chroma.Comment):
		return "comment"
	case t.InCategory(chroma.Operator):
		return "operator"
	case t == chroma.Punctuation:
		return "punctuation"
	case t == chroma.GenericInserted:
		return "inserted"
	case t == chroma.GenericDeleted:
		return "deleted"
	}
	return "plain"
}
