package render

import (
	"reflect"
	"strings"

	"gosaurus/generator/memo"
)

// Documents keeps the documents of one build's pages for the next build of the site, as the
// dev server rebuilds after each save: a page whose rendering, data and preloads are those of
// the build before gets that build's bytes back. At 5,000 pages, assembling every document
// again was most of a save's Go time, although a save changes one page. A nil Documents
// keeps nothing.
type Documents struct {
	shell Shell // the shell of the build under way, set before its pages are written
	docs  memo.Memo[string, document]
}

type document struct {
	html     string
	head     Head
	route    string // *PageData.Route, which the pointer does not compare
	chunk    string
	manifest string
	preloads string
	bytes    []byte
}

// Begin starts a build whose pages share shell.
func (d *Documents) Begin(shell *Shell) {
	if d == nil {
		return
	}
	if !reflect.DeepEqual(d.shell, *shell) {
		d.docs.Forget()
	}
	d.shell = *shell
}

// Document is shell.Document(p, data, preloads), or the bytes made for file in the build
// before when nothing that goes into them changed. shell is the one Begin was given.
func (d *Documents) Document(file string, shell *Shell, p Page, data PageData, preloads []string) []byte {
	if d == nil {
		return shell.Document(p, data, preloads)
	}
	doc := document{html: p.HTML, head: p.Head, chunk: data.Chunk, manifest: data.Manifest, preloads: strings.Join(preloads, "\n")}
	if data.Route != nil {
		doc.route = *data.Route
	}
	prev, ok := d.docs.Get(file)
	// The HTML of a page the render cache kept is the same string as before, which compares
	// without being read.
	if ok && prev.html == doc.html && prev.head == doc.head && prev.route == doc.route && prev.chunk == doc.chunk &&
		prev.manifest == doc.manifest && prev.preloads == doc.preloads {
		doc.bytes = prev.bytes
	} else {
		doc.bytes = shell.Document(p, data, preloads)
	}
	d.docs.Put(file, doc)
	return doc.bytes
}

// Done ends the build: the next one reuses what this one made.
func (d *Documents) Done() {
	if d != nil {
		d.docs.Done()
	}
}
