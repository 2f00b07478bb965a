package docs

import (
	"gosaurus/generator/jsrt/jsrttest"
	"gosaurus/plugins/plugin/site"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// A sidebars file that contains itself (an item list holding itself, a category among its own
// items) is refused with the key paths of the reference back and of what it refers to, in the
// config runtime and in Node alike (a file that awaits at its top level runs in Node). An item
// used in two places is no cycle.
func TestCyclicSidebarsAreRefused(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
	const suffix = "; the sidebars must be plain data"
	cases := []struct{ name, sidebars, want string }{
		{"list in itself", "const items = ['intro'];\nitems.push(items);\nconst sidebars = {tutorialSidebar: items};",
			"sidebars.js: tutorialSidebar[1] refers to tutorialSidebar itself (a cycle)" + suffix},
		{"category in its own items", "const cat = {type: 'category', label: 'C', items: []};\ncat.items.push(cat);\n" +
			"const sidebars = {tutorialSidebar: ['intro', {type: 'link', label: 'Home', href: 'https://example.com'}, cat]};",
			"sidebars.js: tutorialSidebar[2].items[0] refers to tutorialSidebar[2] itself (a cycle)" + suffix},
		{"item in two sidebars", "const home = {type: 'link', label: 'Home', href: 'https://example.com'};\n" +
			"const sidebars = {a: ['intro', home], b: [home, {type: 'category', label: 'C', items: [home]}]};", ""},
	}
	engines := []struct{ name, head string }{{"config runtime", ""}, {"Node", "await Promise.resolve();\n"}}
	for _, e := range engines {
		for _, c := range cases {
			t.Run(e.name+"/"+c.name, func(t *testing.T) {
				siteDir := writeSite(t, map[string]string{"docs/intro.md": "# Intro\n", "sidebars.js": e.head + c.sidebars + "\nexport default sidebars;\n"})
				cfg := &config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/", File: filepath.Join(siteDir, "docusaurus.config.js")}}
				opts := Options{ID: "default", Path: filepath.Join(siteDir, "docs"), IncludeCurrentVersion: true, SidebarPath: filepath.Join(siteDir, "sidebars.js")}
				err := jsrttest.Within(t, 20*time.Second, func() error {
					_, err := Load(cfg, opts, jsrt.Options{Env: map[string]string{}}, nil)
					return err
				})
				got := ""
				if err != nil {
					got = err.Error()
				}
				if got != c.want {
					t.Errorf("error:\n%s\nwant:\n%s", got, c.want)
				}
			})
		}
	}
}

// A doc id that does not exist is reported as one, wherever the sidebar lists it: inside a
// category (plain or shorthand) too, where it once left the category empty and the message
// spoke of an empty category instead. The message names the category and the key of an id in
// one, and the nearest existing id when one is close.
func TestSidebarMissingDocInCategory(t *testing.T) {
	for _, c := range []struct{ name, sidebars, want string }{
		{"top level", "module.exports = {s: ['intro', 'guides/nope']};",
			"sidebars.js: these sidebar document ids do not exist:\n- guides/nope (did you mean guides/note?)"},
		{"category", "module.exports = {s: ['intro', {type: 'category', label: 'Guides', items: ['guides/nope']}]};",
			"sidebars.js: these sidebar document ids do not exist:\n- guides/nope (s[1].items[0], in category \"Guides\"; did you mean guides/note?)"},
		{"shorthand category", "module.exports = {s: {Guides: ['guides/note', 'nothing/alike']}};",
			"sidebars.js: these sidebar document ids do not exist:\n- nothing/alike (s.Guides[1], in category \"Guides\")"},
		{"nested category", "module.exports = {s: [{type: 'category', label: 'Outer', items: [{type: 'category', label: 'Guides', items: ['guides/nope']}]}]};",
			"sidebars.js: these sidebar document ids do not exist:\n- guides/nope (s[0].items[0].items[0], in category \"Guides\"; did you mean guides/note?)"},
		{"category link", "module.exports = {s: [{type: 'category', label: 'Guides', link: {type: 'doc', id: 'guides/nop'}, items: ['intro']}]};",
			"sidebars.js: these sidebar document ids do not exist:\n- guides/nop (the link of category \"Guides\"; did you mean guides/note?)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			siteDir := writeSite(t, map[string]string{
				"sidebars.js":         c.sidebars,
				"docs/intro.md":       "# Intro\n",
				"docs/guides/note.md": "# Note\n",
			})
			cfg := &config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/", File: filepath.Join(siteDir, "docusaurus.config.js")}}
			opts := Options{ID: "default", Path: filepath.Join(siteDir, "docs"), IncludeCurrentVersion: true, SidebarPath: filepath.Join(siteDir, "sidebars.js")}
			_, err := Load(cfg, opts, jsrt.Options{Env: map[string]string{}}, nil)
			want := c.want + "\n\nAvailable document ids are:\n- guides/note\n- intro"
			if err == nil || err.Error() != want {
				t.Errorf("error:\n%v\nwant:\n%s", err, want)
			}
		})
	}
}

// An array among a sidebar's items is a slice of items spliced in where it stands, as
// Docusaurus normalizes it (an object without a type, read as shorthand), at any depth.
func TestSidebarArrayItemsAreSpliced(t *testing.T) {
	site := writeSite(t, map[string]string{
		"sidebars.json":  `{"s": [["intro"], "a", {"type": "category", "label": "C", "items": [["b", ["c"]]]}]}`,
		"docs/intro.md":  "# Intro\n",
		"docs/a.md":      "# A\n",
		"docs/b.md":      "# B\n",
		"docs/c.md":      "# C doc\n",
		"docs/unused.md": "# Unused\n",
	})
	v := loadSite(t, site, "sidebars.json")
	got := strings.Join(outline(v.Sidebars["s"], 0), "\n")
	want := "Intro\nA\n[C]\n  B\n  C doc"
	if got != want {
		t.Errorf("sidebar:\n%s\nwant:\n%s", got, want)
	}
}
