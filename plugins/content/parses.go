package content

import (
	"crypto/sha256"
	"sync"

	"gosaurus/generator/markdown"
)

// Parses keeps parsed markdown files from one build to the next, as the dev server rebuilds
// after each save: a file whose text is as it was is not parsed again (parsing was most of a
// save's content stage at 5,000 docs). Only what a build parsed is kept for the next. A nil
// *Parses keeps nothing.
//
// A kept document is shared by the builds, so whoever loads through Parses must not change it
// (the blog, which removes each post's title heading, does not use it), and the compiler must
// not release its tree.
type Parses struct {
	mu   sync.Mutex
	prev map[parseKey]*markdown.Parsed // the build before's
	next map[parseKey]*markdown.Parsed // this build's
}

type parseKey struct {
	source, format string
	text           [sha256.Size]byte
}

// parse is markdown.Parse(source, text, format), or the document the build before parsed
// from the same.
func (p *Parses) parse(source string, text []byte, format string) (*markdown.Parsed, error) {
	if p == nil {
		return markdown.Parse(source, text, format)
	}
	key := parseKey{source, format, sha256.Sum256(text)}
	p.mu.Lock()
	parsed, ok := p.prev[key]
	p.mu.Unlock()
	if !ok {
		var err error
		if parsed, err = markdown.Parse(source, text, format); err != nil {
			return nil, err
		}
	}
	p.mu.Lock()
	if p.next == nil {
		p.next = map[parseKey]*markdown.Parsed{}
	}
	p.next[key] = parsed
	p.mu.Unlock()
	return parsed, nil
}

// Done ends a build: the next one finds what this one parsed.
func (p *Parses) Done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.prev, p.next = p.next, nil
}
