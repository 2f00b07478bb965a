package render

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"gosaurus/generator/jsrt"
)

// A page that hangs fails with the time it took, a worker that dies is replaced, an error
// comes back with its message; the other pages render all the same.
func TestNodePoolSurvivesBadPages(t *testing.T) {
	if !jsrt.NodeAvailable() {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	base := []byte(`globalThis.gosaurusRequire = (id) => globalThis.gosaurusLoadModule(id)(globalThis.gosaurusRequire);
globalThis.gosaurusRender = (path, mod) => {
  if (path === '/hang') for (;;) {}
  if (path === '/die') process.exit(3);
  if (path === '/boom') throw new Error('boom at ' + path);
  if (path === '/bytes') return {html: 'é "quoted"\nline 2 🦖\\', links: [], head: {title: path}};
  return {html: mod.text + ' ' + gosaurusRequire('shared').default, links: [], head: {title: path}};
};`)
	modules := map[string][]byte{
		"route":  []byte(`(function (require) { return {text: 'page'}; })`),
		"shared": []byte(`(function () { return {default: 'with shared'}; })`),
	}
	p, err := NewNodePool(base, modules, []string{"shared"}, 2, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.timeout = 8 * time.Second // room for a worker's start on a loaded machine; a hang takes this long
	// A page's HTML comes after its answer's line, as bytes of its own.
	if page, err := p.Render("/bytes", "route"); err != nil || page.HTML != "é \"quoted\"\nline 2 🦖\\" || page.Head.Title != "/bytes" {
		t.Errorf("/bytes: %+v, %v", page, err)
	}
	for _, c := range []struct{ path, want string }{
		{"/hang", "rendering took longer than 8s"},
		{"/die", "the Node render worker died"},
		{"/boom", "boom at /boom"},
		{"/ok", ""},
		{"/hang", "rendering took longer than 8s"},
		{"/ok", ""},
	} {
		page, err := p.Render(c.path, "route")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.path, err)
		case c.want == "" && (page.HTML != "page with shared" || page.Head.Title != c.path):
			t.Errorf("%s: page %+v", c.path, page)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want %q", c.path, err, c.want)
		}
	}
	if p.size != 2 {
		t.Errorf("%d workers left, want 2", p.size)
	}
}

// Requests sent while a worker still renders the ones before get their own answers, and a
// worker that dies or hangs with requests queued behind the failing one sends those to
// another worker: only the bad pages fail.
func TestNodePoolPipelined(t *testing.T) {
	if !jsrt.NodeAvailable() {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	base := []byte(`globalThis.gosaurusRender = (path, mod) => {
  if (path === '/hang') for (;;) {}
  if (path === '/die') process.exit(3);
  return {html: 'page ' + path, links: [], head: {title: path}};
};`)
	p, err := NewNodePool(base, map[string][]byte{"route": []byte(`(function () { return {}; })`)}, nil, 2, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.timeout = 8 * time.Second // room for a worker's start on a loaded machine; a hang takes this long
	var paths []string
	for i := range 60 {
		switch i {
		case 10, 35:
			paths = append(paths, "/die")
		case 20:
			paths = append(paths, "/hang")
		default:
			paths = append(paths, fmt.Sprintf("/ok-%d", i))
		}
	}
	got := make([]Page, len(paths))
	err = RenderAll(p, paths, slices.Repeat([]string{"route"}, len(paths)), func(i int, page Page) error {
		got[i] = page
		return nil
	})
	var pe *PageError
	if !errors.As(err, &pe) || (pe.Path != "/die" && pe.Path != "/hang") {
		t.Errorf("RenderAll: %v, want the error of a bad page", err)
	}
	// RenderAll stops at the first error; each page it did render is its own.
	rendered := 0
	for i, page := range got {
		if page.Head.Title == "" {
			continue
		}
		rendered++
		if page.Head.Title != paths[i] || page.HTML != "page "+paths[i] {
			t.Errorf("page %d (%s) came back as %q: %q", i, paths[i], page.Head.Title, page.HTML)
		}
	}
	if rendered < 10 {
		t.Errorf("only %d pages rendered", rendered)
	}
	// Page by page, concurrently: every good page renders, whatever failed beside it.
	var wg sync.WaitGroup
	errs := make([]error, len(paths))
	for i, path := range paths {
		wg.Go(func() {
			page, err := p.Render(path, "route")
			if err == nil && page.Head.Title != path {
				err = fmt.Errorf("got the page of %s", page.Head.Title)
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		bad := paths[i] == "/die" || paths[i] == "/hang"
		if bad != (err != nil) {
			t.Errorf("%s: %v", paths[i], err)
		}
	}
	if p.size != 2 {
		t.Errorf("%d workers left, want 2", p.size)
	}
}

// A page that allocates without end fails once its worker reaches its heap limit, with what
// sets the limit, and the next page renders in the worker that replaced it.
func TestNodePoolOutOfMemory(t *testing.T) {
	if !jsrt.NodeAvailable() {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	t.Setenv("NODE_OPTIONS", "--max-old-space-size=48") // a small limit, reached in a moment
	base := []byte(`globalThis.gosaurusRender = (path) => {
  const held = [];
  if (path === '/hog') for (;;) held.push(new Array(1e5).fill(path));
  return {html: 'page ' + path, links: [], head: {title: path}};
};`)
	p, err := NewNodePool(base, map[string][]byte{"route": []byte(`(function () { return {}; })`)}, nil, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	want := "the page took more memory than a Node render worker may use (the heap limit NODE_OPTIONS sets)"
	if _, err := p.Render("/hog", "route"); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("/hog: %v, want %q", err, want)
	}
	if page, err := p.Render("/ok", "route"); err != nil || page.HTML != "page /ok" {
		t.Errorf("/ok after /hog: %+v, %v", page, err)
	}
}

// The workers' heap limit is gosaurus's unless NODE_OPTIONS sets one, in either spelling.
func TestHeapFlag(t *testing.T) {
	for _, c := range []struct{ nodeOptions, want string }{
		{"", "--max-old-space-size=1024"},
		{"--enable-source-maps", "--max-old-space-size=1024"},
		{"--max-old-space-size=8192", ""},
		{"--trace-warnings --max_old_space_size=4096", ""},
		{"--max-semi-space-size=16", "--max-old-space-size=1024"},
	} {
		if got := heapFlag(c.nodeOptions); got != c.want {
			t.Errorf("heapFlag(%q) = %q, want %q", c.nodeOptions, got, c.want)
		}
	}
}

// A worker runs in the folder it is given, where the site's code reads relative paths, with
// Node's own modules; a server bundle that throws as it loads fails each page with its error,
// as the embedded engine fails them, not with a worker that died.
func TestNodePoolFolderAndLoadErrors(t *testing.T) {
	if !jsrt.NodeAvailable() {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "site.txt"), []byte("the site's file"), 0o644); err != nil {
		t.Fatal(err)
	}
	base := []byte(`const fs = gosaurusNodeRequire('node:fs');
const text = fs.readFileSync('site.txt', 'utf8');
globalThis.gosaurusRender = (path) => ({html: text + ' ' + gosaurusNodeRequire('node:path').posix.join('a', path), links: [], head: {title: path}});`)
	route := map[string][]byte{"route": []byte(`(function () { return {}; })`)}
	p, err := NewNodePool(base, route, nil, 1, dir)
	if err != nil {
		t.Fatal(err)
	}
	page, err := p.Render("/x", "route")
	p.Close()
	if err != nil || page.HTML != "the site's file a/x" {
		t.Errorf("page %+v, error %v", page, err)
	}
	p, err = NewNodePool(base, route, nil, 1, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for range 2 {
		_, err := p.Render("/x", "route")
		if want := "loading the server bundle: Error: ENOENT: no such file or directory, open 'site.txt'\n    at "; err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("error %v, want %q", err, want)
		}
	}
}
