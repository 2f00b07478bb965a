package markdown

import "strings"

// Docusaurus reads markdown with remark-directive, for admonitions, so a colon followed by a
// name in text (join:JitsiMeetConferenceOptions, mailto:team) is a text directive. A
// directive that no plugin uses goes back to text (":JitsiMeetConferenceOptions") at the end,
// after the heading ids and the table of contents were made without it: a heading
// "join:JitsiMeetConferenceOptions" has the id "join", and its text is two text nodes.

// textDirectives are the spans of s that remark-directive reads as text directives without a
// label or attributes: a colon (not right after another), then a name that starts with an
// ASCII letter, goes on with letters, digits, - and _, and does not end in - or _, with no
// colon, [ or { after it.
func textDirectives(s string) [][2]int {
	var spans [][2]int
	for i := 0; i < len(s); i++ {
		if s[i] != ':' || i > 0 && s[i-1] == ':' || i+1 >= len(s) || !isASCIILetter(s[i+1]) {
			continue
		}
		j := i + 2
		for j < len(s) && (isASCIILetter(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '-' || s[j] == '_') {
			j++
		}
		if last := s[j-1]; last == '-' || last == '_' {
			continue
		}
		if j < len(s) && (s[j] == ':' || s[j] == '[' || s[j] == '{') {
			continue
		}
		spans = append(spans, [2]int{i, j})
		i = j - 1
	}
	return spans
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// withoutTextDirectives is s without its text directives, as heading ids and the table of
// contents read it.
func withoutTextDirectives(s string) string { return cutSpans(s, textDirectives(s)) }

// cutSpans is s without the byte ranges of spans, which are in order and do not overlap.
func cutSpans(s string, spans [][2]int) string {
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	at := 0
	for _, sp := range spans {
		b.WriteString(s[at:sp[0]])
		at = sp[1]
	}
	b.WriteString(s[at:])
	return b.String()
}
