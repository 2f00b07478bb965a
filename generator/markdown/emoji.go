package markdown

import "regexp"

// Docusaurus turns :shortcode: emoji names in the text of markdown into the emoji (code and
// attributes keep them); unknown names stay as written.
var shortcode = regexp.MustCompile(`:\+1:|:-1:|:[A-Za-z0-9_-]+:`)

func emojify(s string) string {
	if len(s) < 3 {
		return s
	}
	return shortcode.ReplaceAllStringFunc(s, func(m string) string {
		if e, ok := emojiNames[m[1:len(m)-1]]; ok {
			return e
		}
		return m
	})
}
