package content

import (
	"sync"

	"gosaurus/generator/markdown"
	"gosaurus/generator/memo"
)

// Parses keeps the markdown files of one build for the next, as the dev server rebuilds after
// each save: a file whose text is as it was is not parsed again (parsing was most of a save's
// content stage at 5,000 docs), and, when the build is told which files changed since the
// build before (Begin), the others are not even read again. Only what a build read and parsed
// is kept for the next. A nil *Parses keeps nothing.
//
// A kept document is shared by the builds, so whoever loads through Parses must not change it
// (the blog, which removes each post's title heading, does not use it), and the compiler must
// not release its tree.
type Parses struct {
	parsed memo.Memo[parseKey, *markdown.Parsed]
	texts  memo.Memo[string, []byte] // by file, as read
	// last is the document parsed for each source and format, with the text it was parsed
	// from: a file read kept its text (read), so the same slice finds it without turning
	// the text into a key, which copied every file on every save (a fifth of a 5,000-doc
	// save's content stage).
	last memo.Memo[string, lastParse]

	mu      sync.Mutex
	changed map[string]bool // the files changed since the texts were read; nil: any file may have
	open    bool            // a build began and did not reach Done
}

// parseKey holds the text itself: hashing it as a map key is several times quicker than a
// digest of it.
type parseKey struct {
	source, format, text string
}

// Begin starts a build. changed names the files changed since the build before read them
// (the dev server's watcher knows), nil when that is not known: the files it does not name
// are taken as the build before read them. After a build that failed before Done, every
// file is read again, since the changes named then are not named again.
func (p *Parses) Begin(changed map[string]bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.open || changed == nil {
		p.texts.Forget()
	}
	p.changed, p.open = changed, true
}

// Done ends a build: the next one finds what this one read and parsed.
func (p *Parses) Done() {
	if p == nil {
		return
	}
	p.parsed.Done()
	p.texts.Done()
	p.last.Done()
	p.mu.Lock()
	p.open = false
	p.mu.Unlock()
}

// read returns the text of file: the build before's when the file has not changed since,
// else the file's, which load reads.
func (p *Parses) read(file string, load func() ([]byte, error)) ([]byte, error) {
	if p == nil {
		return load()
	}
	p.mu.Lock()
	changed := p.changed == nil || p.changed[file]
	p.mu.Unlock()
	text, ok := p.texts.Get(file)
	if changed || !ok {
		var err error
		if text, err = load(); err != nil {
			return nil, err
		}
	}
	p.texts.Put(file, text)
	return text, nil
}

// parse is markdown.Parse(source, text, format), or the document the build before parsed
// from the same.
func (p *Parses) parse(source string, text []byte, format string) (*markdown.Parsed, error) {
	if p == nil {
		return markdown.Parse(source, text, format)
	}
	lastKey := source + "\x00" + format
	if last, ok := p.last.Get(lastKey); ok && sameSlice(last.text, text) {
		p.last.Put(lastKey, last)
		p.parsed.Put(last.key, last.doc) // for a build that reads the files again
		return last.doc, nil
	}
	key := parseKey{source, format, string(text)}
	parsed, ok := p.parsed.Get(key)
	if !ok {
		var err error
		if parsed, err = markdown.Parse(source, text, format); err != nil {
			return nil, err
		}
	}
	p.parsed.Put(key, parsed)
	p.last.Put(lastKey, lastParse{text, key, parsed})
	return parsed, nil
}

// lastParse is a document, the text it was parsed from, and its key in Parses.parsed.
type lastParse struct {
	text []byte
	key  parseKey
	doc  *markdown.Parsed
}

// sameSlice tells whether a and b are the same bytes in memory, not only equal ones.
func sameSlice(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}
