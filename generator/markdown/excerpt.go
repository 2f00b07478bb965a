package markdown

import (
	"regexp"
	"strings"
)

var (
	excerptTag      = regexp.MustCompile(`<[^>]*>`)
	excerptH1       = regexp.MustCompile(`^#\s.*$|^#$`)
	excerptHeading  = regexp.MustCompile(`^#{2,6}\s+(.*?)\s*#*$`)
	excerptImage    = regexp.MustCompile(`!\[([^\]]*)\][(\[][^)\]]*[)\]]`)
	excerptLink     = regexp.MustCompile(`\[([^\]]*)\][(\[][^)\]]*[)\]]`)
	excerptFootnote = regexp.MustCompile(`\[\^[^\]]+\]`)
	excerptCode     = regexp.MustCompile("`([^`]+)`")
	excerptEmphasis = []*regexp.Regexp{ // longest markers first: ***x***, **x**, *x*, and the same with _
		regexp.MustCompile(`\*\*\*(.*?)\*\*\*`), regexp.MustCompile(`___(.*?)___`),
		regexp.MustCompile(`\*\*(.*?)\*\*`), regexp.MustCompile(`__(.*?)__`),
		regexp.MustCompile(`\*(.*?)\*`), regexp.MustCompile(`_(.*?)_`),
	}
	excerptStrike     = regexp.MustCompile(`~~(\S(?:.*?\S)?)~~`)
	excerptQuote      = regexp.MustCompile(`^\s{0,3}>\s?`)
	excerptAdmonition = regexp.MustCompile(`:::.*`)
	excerptHeadingID  = regexp.MustCompile(`\{#[\w-]+\}`)
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
	for _, line := range lines[start:] {
		t := strings.TrimSpace(line)
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
		if t == "" || excerptH1.MatchString(t) {
			continue
		}
		t = excerptTag.ReplaceAllString(t, "")
		t = excerptHeading.ReplaceAllString(t, "$1")
		t = excerptImage.ReplaceAllString(t, "$1")
		t = excerptFootnote.ReplaceAllString(t, "")
		t = excerptLink.ReplaceAllString(t, "$1")
		t = excerptCode.ReplaceAllString(t, "$1")
		for _, re := range excerptEmphasis {
			t = re.ReplaceAllString(t, "$1")
		}
		t = excerptStrike.ReplaceAllString(t, "$1")
		t = excerptQuote.ReplaceAllString(t, "")
		t = excerptAdmonition.ReplaceAllString(t, "")
		t = strings.TrimSpace(excerptHeadingID.ReplaceAllString(t, ""))
		if t != "" {
			return t
		}
	}
	return ""
}
