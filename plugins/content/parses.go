package content

import (
	"gosaurus/generator/markdown"
	"gosaurus/generator/memo"
)

// Parses keeps parsed markdown files from one build to the next, as the dev server rebuilds
// after each save: a file whose text is as it was is not parsed again (parsing was most of a
// save's content stage at 5,000 docs). Only what a build parsed is kept for the next. A nil
// *Parses keeps nothing.
//
// A kept document is shared by the builds, so whoever loads through Parses must not change it
// (the blog, which removes each post's title heading, does not use it), and the compiler must
// not release its tree.
type Parses = memo.Memo[parseKey, *markdown.Parsed]

// parseKey holds the text itself: hashing it as a map key is several times quicker than a
// digest of it.
type parseKey struct {
	source, format, text string
}

// parse is markdown.Parse(source, text, format), or the document the build before parsed
// from the same.
func parse(p *Parses, source string, text []byte, format string) (*markdown.Parsed, error) {
	if p == nil {
		return markdown.Parse(source, text, format)
	}
	key := parseKey{source, format, string(text)}
	parsed, ok := p.Get(key)
	if !ok {
		var err error
		if parsed, err = markdown.Parse(source, text, format); err != nil {
			return nil, err
		}
	}
	p.Put(key, parsed)
	return parsed, nil
}
