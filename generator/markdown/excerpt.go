package markdown

import (
	"regexp"
	"strings"
)

// Docusaurus describes a doc, a blog post or a markdown page that has no front matter
// description by an excerpt of its markdown as written, read line by line with patterns, not
// from the parsed markdown: @docusaurus/utils' createExcerpt. excerpt does as it does, with
// its patterns in its order, JavaScript's \s, \S and "." as JavaScript has them.
const (
	jsBlank    = `[` + jsSpaces + `]`
	jsNonBlank = `[^` + jsSpaces + `]`
	jsDot      = `[^\n\r\x{2028}\x{2029}]`
)

var (
	excerptSetext = regexp.MustCompile(`^[^\r\n]*\r?\n[=]+`)
	excerptImport = regexp.MustCompile(`^(?:import|export)` + jsBlank)
	excerptFence  = regexp.MustCompile("^`+")
	// Applied to each line in turn: a pattern and what its matches become, every match or
	// (once) the first.
	excerptSteps = []struct {
		re   *regexp.Regexp
		repl string
		once bool
	}{
		{re: regexp.MustCompile(`<[^>]*>`)},   // HTML tags
		{re: regexp.MustCompile(`^#[^#]+#?`)}, // a title, "# C&#35;" leaving "35;"
		{re: regexp.MustCompile(`^#{1,6}` + jsBlank + `*([^#]*?)` + jsBlank + `*#{0,6}`), repl: "$1"}, // a heading's #s
		{}, // emphasis: stripEmphasis
		{re: regexp.MustCompile(`~~(` + jsNonBlank + jsDot + `*` + jsNonBlank + `)~~`), repl: "$1"}, // strikethrough
		{re: regexp.MustCompile(`!\[(` + jsDot + `*?)\][\[(]` + jsDot + `*?[\])]`), repl: "$1"},     // images
		{re: regexp.MustCompile(`\[\^` + jsDot + `+?\](?:: ` + jsDot + `*$)?`)},                     // footnotes
		{re: regexp.MustCompile(`\[(` + jsDot + `*?)\][\[(]` + jsDot + `*?[\])]`), repl: "$1"},      // links
		{re: regexp.MustCompile("`(" + jsDot + "+?)`"), repl: "$1"},                                 // code
		{re: regexp.MustCompile(`^` + jsBlank + `{0,3}>` + jsBlank + `?`), once: true},              // a block quote
		{re: regexp.MustCompile(`:::` + jsDot + `*`), once: true},                                   // an admonition fence
		{re: regexp.MustCompile(jsBlank + `?:(?:::|[^:\n])+:`)},                                     // emoji names, "a: b c: d" losing ": b c:"
		{re: regexp.MustCompile(`\{#*[\w-]+\}`), once: true},                                        // a heading id, "import {jest} from" losing "{jest}"
	}
)

// Excerpt is the description Docusaurus gives a doc without one in its front matter: the first
// line of its text as written with the markdown syntax taken out, skipping the title heading,
// import and export statements and code blocks.
func (p *Parsed) Excerpt() string { return p.Written().excerpt }

// excerpt is createExcerpt of content, a file's text after its front matter.
func excerpt(content string) string {
	content = excerptSetext.ReplaceAllString(strings.TrimLeftFunc(content, isJSSpace), "")
	var fence string // the backticks of the code block the lines are in
	inImport := false
	for _, line := range strings.Split(content, "\n") {
		line = strings.TrimSuffix(line, "\r")
		t := strings.TrimFunc(line, isJSSpace)
		// An import or export line, and the lines after it up to a blank one, are skipped
		// (CommonMark keeps them as text, MDX as code).
		if t == "" {
			inImport = false
			continue
		}
		if (excerptImport.MatchString(line) || inImport) && fence == "" {
			inImport = true
			continue
		}
		// A fence of backticks opens a code block, which one of as many or more closes.
		if strings.HasPrefix(t, "```") {
			if run := excerptFence.FindString(t); fence == "" {
				fence = run
			} else if len(run) >= len(fence) {
				fence = ""
			}
			continue
		}
		if fence != "" {
			continue
		}
		for _, step := range excerptSteps {
			switch {
			case step.re == nil:
				line = stripEmphasis(line)
			case step.once:
				if m := step.re.FindStringSubmatchIndex(line); m != nil {
					line = line[:m[0]] + string(step.re.ExpandString(nil, step.repl, line, m)) + line[m[1]:]
				}
			default:
				line = step.re.ReplaceAllString(line, step.repl)
			}
		}
		if line = strings.TrimFunc(line, isJSSpace); line != "" {
			return line
		}
	}
	return ""
}

// stripEmphasis takes emphasis markers out as Docusaurus's one pass of
// /([*_]{1,3})(.*?)\1/g does: from the left, a run of up to three * or _ (fewer when no
// closing run of the same text follows) up to the next same run; what is inside is not looked
// at again, so the bold in "_a **b**_" stays.
func stripEmphasis(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '*' || s[i] == '_' {
			run := 0
			for run < 3 && i+run < len(s) && (s[i+run] == '*' || s[i+run] == '_') {
				run++
			}
			matched := false
			for n := run; n >= 1 && !matched; n-- {
				if j := strings.Index(s[i+n:], s[i:i+n]); j >= 0 {
					b.WriteString(s[i+n : i+n+j])
					i += n + j + n
					matched = true
				}
			}
			if matched {
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}
