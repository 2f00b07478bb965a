package markdown

import (
	"regexp"
	"strings"
)

// HeadingIDOptions are write-heading-ids's options.
type HeadingIDOptions struct {
	KeepCase  bool // --maintain-case: ids keep the heading's capitals
	Overwrite bool // --overwrite: replace the ids headings already have
}

var (
	atxHeading   = regexp.MustCompile(`^(#{1,6})([ \t]+.*?)?[ \t]*$`)
	headingID    = regexp.MustCompile(`[ \t]*\{#([^{}]*)\}$`)
	markdownLink = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	fenceOpen    = regexp.MustCompile("^ {0,3}(`{3,}|~{3,})")
)

// WriteHeadingIDs adds an explicit id ({#id}) to every ATX heading of a markdown file that has
// none, as `docusaurus write-heading-ids` does: the id the heading gets today, made with the
// slugger that renders heading ids, so links keep working when the heading text is translated
// or edited. Headings in code blocks and the front matter are left alone. It reports whether
// anything changed.
func WriteHeadingIDs(src []byte, opts HeadingIDOptions) ([]byte, bool) {
	lines := strings.Split(string(src), "\n")
	body := frontMatterLines(lines)
	slugger := NewSlugger()
	if !opts.Overwrite {
		// Explicit ids are taken first, so a generated one never repeats them.
		forHeadings(lines, body, func(i int, _, text string) {
			if m := headingID.FindStringSubmatch(text); m != nil {
				slugger.Reserve(m[1])
			}
		})
	}
	changed := false
	forHeadings(lines, body, func(i int, hashes, text string) {
		if m := headingID.FindStringSubmatchIndex(text); m != nil {
			if !opts.Overwrite {
				return
			}
			text = strings.TrimSpace(text[:m[0]])
		}
		plain := strings.TrimSpace(markdownLink.ReplaceAllString(text, "$1"))
		if plain == "" {
			return
		}
		slug := slugger.Slug
		if opts.KeepCase {
			slug = slugger.SlugKeepCase
		}
		line := hashes + " " + text + " {#" + slug(plain) + "}"
		if strings.HasSuffix(lines[i], "\r") {
			line += "\r"
		}
		if line != lines[i] {
			lines[i], changed = line, true
		}
	})
	if !changed {
		return src, false
	}
	return []byte(strings.Join(lines, "\n")), true
}

// forHeadings calls fn with each ATX heading's line number, hashes and text, from line start
// on, outside fenced code.
func forHeadings(lines []string, start int, fn func(i int, hashes, text string)) {
	fence := ""
	for i := start; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		if fence != "" {
			if strings.HasPrefix(strings.TrimLeft(line, " "), fence) {
				fence = ""
			}
			continue
		}
		if m := fenceOpen.FindStringSubmatch(line); m != nil {
			fence = m[1]
			continue
		}
		if m := atxHeading.FindStringSubmatch(line); m != nil {
			fn(i, m[1], strings.TrimSpace(m[2]))
		}
	}
}

// frontMatterLines is the number of lines the front matter takes (0 without one).
func frontMatterLines(lines []string) int {
	if len(lines) == 0 || strings.TrimRight(lines[0], " \t\r") != "---" {
		return 0
	}
	for i := 1; i < len(lines); i++ {
		if strings.TrimRight(lines[i], " \t\r") == "---" {
			return i + 1
		}
	}
	return 0
}
