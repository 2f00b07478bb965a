package markdown

import (
	"crypto/sha256"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf16"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// CodeBlock is a fenced code block with its meta parsed and its tokens highlighted.
type CodeBlock struct {
	Language string
	Title    string
	// Code is the code as written, magic comments included: the theme takes them out, in the
	// comment syntax of the language, for the site's prism.magicComments.
	Code string
	// Tokens has one entry per line of Code: the line's highlighted spans as alternating
	// Prism token type ("" for plain) and length in UTF-16 units, the unit of a JavaScript
	// string. The browser cuts the texts out of Code, so a page's module carries them once.
	Tokens [][]any
	// Meta is the info string after the language, the metastring Docusaurus's code block
	// reads ({1,3-5} ranges; noInline for a playground).
	Meta string
	// Live: the meta has the word "live" (@docusaurus/theme-live-codeblock's playground).
	Live bool
}

var (
	// As Docusaurus's: a title is quoted; title="a without its closing quote is none.
	metaTitle = regexp.MustCompile(`title=(?:"(.*?)"|'(.*?)')`)
)

// Highlights remembers the tokens of the code blocks a build highlighted. Versions of a doc
// and its translations repeat most of their code blocks, and highlighting is most of the time
// a page with code takes to compile; the build cache keeps them for the next build (Saved).
// Safe for concurrent use; a nil *Highlights remembers nothing.
type Highlights struct {
	mu     sync.Mutex
	before map[string][][]any // the build before's, by highlightKey
	tokens map[string][][]any // this build's, shared and never changed
	fresh  bool               // this build highlighted a block the build before had not
}

// NewHighlights returns a Highlights that starts from the blocks of a build before, as Saved
// returned them (nil: none).
func NewHighlights(before map[string][][]any) *Highlights {
	return &Highlights{before: before, tokens: map[string][][]any{}}
}

// Saved returns the blocks this build highlighted, for the next build, and whether they
// differ from those it started from.
func (h *Highlights) Saved() (map[string][][]any, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.tokens, h.fresh || len(h.tokens) != len(h.before)
}

// highlightKey stands for a block's language and code: a hash, so that the build cache does
// not hold the code again.
func highlightKey(lang, code string) string {
	sum := sha256.Sum256([]byte(lang + "\x00" + code))
	return string(sum[:])
}

func (h *Highlights) of(lang, code string) [][]any {
	if h == nil {
		return spans(code, Highlight(lang, code))
	}
	key := highlightKey(lang, code)
	h.mu.Lock()
	t, ok := h.tokens[key]
	if !ok {
		if t, ok = h.before[key]; ok {
			h.tokens[key] = t
		}
	}
	h.mu.Unlock()
	if ok {
		return t
	}
	t = spans(code, Highlight(lang, code))
	h.mu.Lock()
	h.tokens[key], h.fresh = t, true
	h.mu.Unlock()
	return t
}

// ParseFence reads a fence's info string (language, then meta such as title="…", {1,3-5} and
// showLineNumbers) and highlights code.
func ParseFence(info, code string) CodeBlock { return parseFence(info, code, nil) }

func parseFence(info, code string, h *Highlights) CodeBlock {
	lang, meta, _ := strings.Cut(strings.TrimSpace(info), " ")
	if i := strings.IndexByte(lang, '{'); i > 0 { // "js{1,2}"
		meta = lang[i:] + " " + meta
		lang = lang[:i]
	}
	meta = strings.TrimSpace(meta)
	cb := CodeBlock{Language: strings.ToLower(lang), Meta: meta}
	cb.Live = slices.Contains(strings.Split(meta, " "), "live")
	if m := metaTitle.FindStringSubmatch(meta); m != nil {
		cb.Title = m[1] + m[2]
	}
	// As in Docusaurus, the last line break is not part of the code.
	if c, ok := strings.CutSuffix(code, "\n"); ok {
		code = strings.TrimSuffix(c, "\r")
	}
	cb.Code = code
	cb.Tokens = h.of(cb.Language, code)
	return cb
}

// codeTokens is the tokens prop of a code block: the lines of CodeBlock.Tokens, and the hash
// (codeHash) of the children they were highlighted for. A component between the markdown and
// @theme/CodeBlock may pass other code as children with the same props (a file it fetched, say):
// the theme then finds that the hash differs and shows that code plain rather than cut it by
// another code's spans.
type codeTokens struct {
	Hash  uint32  `json:"hash"`
	Lines [][]any `json:"lines"`
}

// codeHash is FNV-1a over the UTF-16 code units of s, the units a JavaScript string is made
// of, so that the theme computes the same (theme-common/utils/codeBlockTokens.jsx). A check
// that the tokens go with the code, not a secret.
func codeHash(s string) uint32 {
	h := uint32(2166136261)
	for _, u := range utf16.Encode([]rune(s)) {
		h ^= uint32(u)
		h *= 16777619
	}
	return h
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
	if lexer == nil {
		var lines [][][2]string
		for _, l := range strings.Split(code, "\n") {
			lines = append(lines, [][2]string{{"token plain", l}})
		}
		return lines
	}
	tokens, ok := []chroma.Token(nil), false
	if lexer.Config().Name == "JavaScript" {
		tokens, ok = lexJS(code)
	}
	if !ok {
		it, err := chroma.Coalesce(lexer).Tokenise(nil, code)
		if err != nil {
			return Highlight("", code)
		}
		tokens = it.Tokens()
	}
	return tokenLines(code, tokens)
}

// tokenLines turns a lexer's tokens of code into Highlight's lines.
func tokenLines(code string, tokens []chroma.Token) [][][2]string {
	var lines [][][2]string
	for _, tokLine := range chroma.SplitTokensIntoLines(tokens) {
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
