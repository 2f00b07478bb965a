package compile

import (
	"gosaurus/generator/markdown"
	"gosaurus/generator/memo"
)

// Cache keeps the compiled markdown of one build for the next, so that a rebuild
// compiles only the files that changed. A module is a function of the file's contents, the
// page it is on and the resolver's answers for its links and images: an entry is reused when
// the first two are the same (its key) and the resolver, asked the same questions again,
// gives the same answers. Asking again also redoes the resolver's work for the page (copying
// images, warnings).
type Cache = memo.Memo[string, compiledEntry]

type compiledEntry struct {
	doc   *markdown.Doc
	calls []resolveCall
}

// resolveCall is one question to a markdown.Resolver and its answer.
type resolveCall struct {
	image bool
	url   string
	line  int
	out   string
	file  bool // a link to a file
	img   markdown.ImageFile
}

// compileOne is p.Render(res, opts), or the module of the build before when key (empty: never
// cached; it includes opts) and res's answers are the same. discard drops what res reported (warnings) while
// its answers were compared, before p is compiled after all.
func compileOne(c *Cache, key string, p *markdown.Parsed, res markdown.Resolver, opts markdown.RenderOptions, discard func()) (*markdown.Doc, error) {
	if c == nil || key == "" {
		return p.Render(res, opts)
	}
	e, ok := c.Get(key)
	if ok && !e.sameAnswers(res) {
		discard()
	} else if ok {
		doc := *e.doc
		doc.FrontMatter = p.FrontMatter // this build's, which the routes may read
		c.Put(key, e)
		return &doc, nil
	}
	rec := &recorder{r: res}
	doc, err := p.Render(rec, opts)
	if err != nil {
		return nil, err
	}
	c.Put(key, compiledEntry{doc: doc, calls: rec.calls})
	return doc, nil
}

func (e compiledEntry) sameAnswers(res markdown.Resolver) bool {
	for _, q := range e.calls {
		var out string
		var file bool
		var img markdown.ImageFile
		var err error
		if q.image {
			out, img, err = res.Image(q.url, q.line)
		} else {
			out, file, err = res.Link(q.url, q.line)
		}
		if err != nil || out != q.out || file != q.file || img != q.img {
			return false
		}
	}
	return true
}

// recorder passes a resolver's answers on and records them.
type recorder struct {
	r     markdown.Resolver
	calls []resolveCall
}

func (r *recorder) Link(u string, line int) (string, bool, error) {
	out, file, err := r.r.Link(u, line)
	r.calls = append(r.calls, resolveCall{url: u, line: line, out: out, file: file})
	return out, file, err
}

func (r *recorder) Image(src string, line int) (string, markdown.ImageFile, error) {
	out, img, err := r.r.Image(src, line)
	r.calls = append(r.calls, resolveCall{image: true, url: src, line: line, out: out, img: img})
	return out, img, err
}
