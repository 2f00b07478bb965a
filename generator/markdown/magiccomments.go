package markdown

import (
	"regexp"
	"strings"
)

// magicComment is an entry of themeConfig.prism.magicComments: the class it gives lines, the
// directive that marks the next line, and the pair that marks the lines between them.
type magicComment struct {
	ClassName  string
	Line       string
	BlockStart string
	BlockEnd   string
}

// defaultMagicComments is Docusaurus's default prism.magicComments.
var defaultMagicComments = []magicComment{{
	ClassName:  "theme-code-block-highlighted-line",
	Line:       "highlight-next-line",
	BlockStart: "highlight-start",
	BlockEnd:   "highlight-end",
}}

// commentSyntaxes are the comment forms a magic comment can be written in, as the regexp
// sources of their opening and closing.
var commentSyntaxes = map[string][2]string{
	"js":      {`//`, ``},
	"jsBlock": {`/\*`, `\*/`},
	"jsx":     {`\{\s*/\*`, `\*/\s*\}`},
	"bash":    {`#`, ``},
	"html":    {`<!--`, `-->`},
	"lua":     {`--`, ``},
	"wasm":    {`;;`, ``},
	"tex":     {`%`, ``},
	"vb":      {`['‘’]`, ``},
	"vbnet":   {`(?:_\s*)?['‘’]`, ``},
	"rem":     {`[Rr][Ee][Mm]\b`, ``},
	"f90":     {`!`, ``},
	"ml":      {`\(\*`, `\*\)`},
	"cobol":   {`\*>`, ``},
}

// commonSyntaxes serve a language languageSyntaxes does not name (and "text").
var commonSyntaxes = []string{"js", "jsBlock", "jsx", "bash", "html"}

// languageSyntaxes are the comment syntaxes Docusaurus 3.8.1 accepts magic comments in, per
// code block language: only the language's own, so that "# highlight-next-line" stays in
// JavaScript and "// highlight-next-line" in Python.
var languageSyntaxes = map[string][]string{
	"js": {"js", "jsBlock"}, "javascript": {"js", "jsBlock"}, "ts": {"js", "jsBlock"}, "typescript": {"js", "jsBlock"},
	"jsx": {"js", "jsBlock", "jsx"}, "tsx": {"js", "jsBlock", "jsx"},
	"html":   {"js", "jsBlock", "html"},
	"python": {"bash"}, "py": {"bash"}, "bash": {"bash"},
	"markdown": {"html", "jsx", "bash"}, "md": {"html", "jsx", "bash"}, // text, and front matter
	"tex": {"tex"}, "latex": {"tex"}, "matlab": {"tex"},
	"lua": {"lua"}, "haskell": {"lua"},
	"sql":  {"lua", "jsBlock"},
	"wasm": {"wasm"},
	"vb":   {"vb", "rem"}, "vba": {"vb", "rem"}, "visual-basic": {"vb", "rem"},
	"vbnet":  {"vbnet", "rem"},
	"batch":  {"rem"},
	"basic":  {"rem", "f90"},
	"fsharp": {"js", "ml"},
	"ocaml":  {"ml"}, "sml": {"ml"},
	"fortran": {"f90"},
	"cobol":   {"cobol"},
}

var lineBreak = regexp.MustCompile(`\r?\n`)

// directiveRegexp matches a line that is only a magic comment in one of the language's
// comment syntaxes (blanks around it allowed); the directive is the group that matched.
func directiveRegexp(language string, comments []magicComment) *regexp.Regexp {
	var directives []string
	for _, c := range comments {
		for _, d := range []string{c.Line, c.BlockStart, c.BlockEnd} {
			if d != "" {
				directives = append(directives, regexp.QuoteMeta(d))
			}
		}
	}
	syntaxes, ok := languageSyntaxes[language]
	if !ok {
		syntaxes = commonSyntaxes
	}
	alternatives := make([]string, len(syntaxes))
	for i, name := range syntaxes {
		s := commentSyntaxes[name]
		alternatives[i] = `(?:` + s[0] + `\s*(` + strings.Join(directives, "|") + `)\s*` + s[1] + `)`
	}
	return regexp.MustCompile(`^\s*(?:` + strings.Join(alternatives, "|") + `)\s*$`)
}

// stripMagicComments takes out the lines of code that are magic comments in the comment
// syntax of language ("" is "text"), as Docusaurus 3.8.1's code block does, and returns the
// classes of the lines they mark (0-based, in comments' order; -1 and the line past the end
// can appear, as in Docusaurus, and mark nothing).
func stripMagicComments(code, language string, comments []magicComment) (string, map[int][]string) {
	classes := map[int][]string{}
	if !hasDirective(code, comments) {
		return code, classes
	}
	if language == "" {
		language = "text"
	}
	re := directiveRegexp(language, comments)
	// Docusaurus looks a directive up as a line's first, then a block's start, then its end;
	// a later entry with the same directive wins.
	byLine, byStart, byEnd := map[string]string{}, map[string]string{}, map[string]string{}
	for _, c := range comments {
		if c.Line != "" {
			byLine[c.Line] = c.ClassName
		}
		if c.BlockStart != "" {
			byStart[c.BlockStart] = c.ClassName
			byEnd[c.BlockEnd] = c.ClassName
		}
	}
	marked := map[string][]int{} // className -> the lines it marks, once per directive
	open := map[string]int{}     // className -> the first line of its open block
	var kept []string
	for _, line := range lineBreak.Split(code, -1) {
		m := re.FindStringSubmatch(line)
		if m == nil {
			kept = append(kept, line)
			continue
		}
		directive := ""
		for _, g := range m[1:] {
			if g != "" {
				directive = g
				break
			}
		}
		at := len(kept) // the index the next kept line gets
		if c, ok := byLine[directive]; ok {
			marked[c] = append(marked[c], at)
		} else if c, ok := byStart[directive]; ok {
			open[c] = at
		} else if c, ok := byEnd[directive]; ok {
			marked[c] = append(marked[c], lineRange(open[c], at-1)...)
		}
	}
	seen := map[string]bool{}
	for _, c := range comments {
		if seen[c.ClassName] {
			continue
		}
		seen[c.ClassName] = true
		for _, n := range marked[c.ClassName] {
			classes[n] = append(classes[n], c.ClassName)
		}
	}
	return strings.Join(kept, "\n"), classes
}

// lineRange is from..to counting down when to is below from: a block with no line between
// its start and end marks its start line and the one before, as Docusaurus's range parser does.
func lineRange(from, to int) []int {
	step := 1
	if to < from {
		step = -1
	}
	var out []int
	for n := from; ; n += step {
		out = append(out, n)
		if n == to {
			return out
		}
	}
}

// hasDirective spares the line by line match of code without any directive, most code.
func hasDirective(code string, comments []magicComment) bool {
	for _, c := range comments {
		for _, d := range []string{c.Line, c.BlockStart, c.BlockEnd} {
			if d != "" && strings.Contains(code, d) {
				return true
			}
		}
	}
	return false
}
