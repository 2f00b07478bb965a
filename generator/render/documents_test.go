package render

import (
	"bytes"
	"testing"
)

func TestDocumentsReusesUnchangedPages(t *testing.T) {
	route := "/docs/a"
	shell := &Shell{Lang: "en", Entry: "/assets/entry.1.js", CSS: []string{"/assets/app.1.css"}}
	page := Page{HTML: "<main>a</main>", Head: Head{Title: "<title>A</title>"}}
	data := PageData{Route: &route, Chunk: "/assets/a.1.js", Manifest: "/__gosaurus/routes.json"}
	preloads := []string{"/assets/a.1.js"}

	var d Documents
	build := func(shell *Shell, p Page, data PageData, preloads []string) []byte {
		d.Begin(shell)
		defer d.Done()
		return d.Document("docs/a/index.html", shell, p, data, preloads)
	}
	first := build(shell, page, data, preloads)
	if want := shell.Document(page, data, preloads); !bytes.Equal(first, want) {
		t.Fatalf("document differs from Shell.Document:\n%s\n%s", first, want)
	}
	same := func(a, b []byte) bool { return &a[0] == &b[0] }

	// A copy of the route string: the pointer differs, the route does not.
	again := route
	data2 := data
	data2.Route = &again
	if second := build(shell, page, data2, []string{"/assets/a.1.js"}); !same(first, second) {
		t.Error("an unchanged page was assembled again")
	}

	changes := map[string]func() []byte{
		"HTML":     func() []byte { p := page; p.HTML = "<main>b</main>"; return build(shell, p, data, preloads) },
		"head":     func() []byte { p := page; p.Head.Title = "<title>B</title>"; return build(shell, p, data, preloads) },
		"chunk":    func() []byte { d2 := data; d2.Chunk = "/assets/a.2.js"; return build(shell, page, d2, preloads) },
		"preloads": func() []byte { return build(shell, page, data, []string{"/assets/a.2.js"}) },
		"shell": func() []byte {
			s := *shell
			s.CSS = []string{"/assets/app.2.css"}
			return build(&s, page, data, preloads)
		},
	}
	for what, rebuild := range changes {
		build(shell, page, data, preloads) // the state before each change
		before := build(shell, page, data, preloads)
		if after := rebuild(); same(before, after) {
			t.Errorf("a new %s kept the document of the build before", what)
		}
	}

	var none *Documents // outside the dev server
	none.Begin(shell)
	if got := none.Document("x.html", shell, page, data, preloads); !bytes.Equal(got, first) {
		t.Error("a nil Documents does not assemble the document")
	}
	none.Done()
}
