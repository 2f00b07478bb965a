package render

import (
	"strings"
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
	p, err := NewNodePool(base, modules, []string{"shared"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.timeout = 3 * time.Second
	// A page's HTML comes after its answer's line, as bytes of its own.
	if page, err := p.Render("/bytes", "route"); err != nil || page.HTML != "é \"quoted\"\nline 2 🦖\\" || page.Head.Title != "/bytes" {
		t.Errorf("/bytes: %+v, %v", page, err)
	}
	for _, c := range []struct{ path, want string }{
		{"/hang", "rendering took longer than 3s"},
		{"/die", "the Node render worker died"},
		{"/boom", "boom at /boom"},
		{"/ok", ""},
		{"/hang", "rendering took longer than 3s"},
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
