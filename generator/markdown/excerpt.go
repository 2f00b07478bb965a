package markdown

import (
	"regexp"
	"strings"
)

var (
	excerptTag    = regexp.MustCompile(`<[^>]*>`)
	excerptImport = regexp.MustCompile(`^(?:import|export)\s`)
	// As Docusaurus's: a title heading is # and what follows up to the next # (and it),
	// so "# C&#35;" leaves "35;".
	excerptH1      = regexp.MustCompile(`^#[^#]+#?`)
	excerptHeading = regexp.MustCompile(`^#{2,6}\s+(.*?)\s*#*$`)
	// As Docusaurus's: the text in brackets may span a "]" up to the first "](" or "][", so a
	// lone [9] before a link is taken in with it.
	excerptImage      = regexp.MustCompile(`!\[(.*?)\][\[(].*?[\])]`)
	excerptLink       = regexp.MustCompile(`\[(.*?)\][\[(].*?[\])]`)
	excerptFootnote   = regexp.MustCompile(`\[\^[^\]]+\]`)
	excerptCode       = regexp.MustCompile("`([^`]+)`")
	excerptStrike     = regexp.MustCompile(`~~(\S(?:.*?\S)?)~~`)
	excerptQuote      = regexp.MustCompile(`^\s{0,3}>\s?`)
	excerptAdmonition = regexp.MustCompile(`:::.*`)
	// As Docusaurus's: text between two colons on a line is an emoji name to remove, with the
	// space before it ("a: b c: d" loses ": b c:"), and the first {word} of a line is a
	// heading id, # or not ("import {jest} from" loses "{jest}").
	excerptEmoji     = regexp.MustCompile(`\s?:(?:::|[^:\n])+:`)
	excerptHeadingID = regexp.MustCompile(`\{#*[\w-]+\}`)
)

// Excerpt is the description Docusaurus gives a doc without one in its front matter: the first
// line of its text with the markdown syntax taken out, skipping the title heading, import and
// export statements, code blocks and admonition fences.
func (p *Parsed) Excerpt() string {
	p = p.Written()
	lines := strings.Split(string(p.src), "\n")
	start := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "---" {
				start = i + 1
				break
			}
		}
	}
	var fence string
	inImport := false
	for _, line := range lines[start:] {
		t := strings.TrimSpace(line)
		// As Docusaurus's: an import or export line, and the lines after it up to a blank
		// one, are skipped (CommonMark keeps them as text, MDX as code).
		if t == "" {
			inImport = false
		}
		if (excerptImport.MatchString(line) || inImport) && fence == "" {
			inImport = true
			continue
		}
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		if t == "" {
			continue
		}
		t = excerptTag.ReplaceAllString(t, "")
		t = excerptH1.ReplaceAllString(t, "")
		t = excerptHeading.ReplaceAllString(t, "$1")
		t = excerptImage.ReplaceAllString(t, "$1")
		t = excerptFootnote.ReplaceAllString(t, "")
		t = excerptLink.ReplaceAllString(t, "$1")
		t = excerptCode.ReplaceAllString(t, "$1")
		t = stripEmphasis(t)
		t = excerptStrike.ReplaceAllString(t, "$1")
		t = excerptQuote.ReplaceAllString(t, "")
		t = excerptAdmonition.ReplaceAllString(t, "")
		t = excerptEmoji.ReplaceAllString(t, "")
		if m := excerptHeadingID.FindStringIndex(t); m != nil {
			t = t[:m[0]] + t[m[1]:]
		}
		t = strings.TrimSpace(t)
		if t != "" {
			return t
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
