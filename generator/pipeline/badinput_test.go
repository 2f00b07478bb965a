package pipeline

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/render"
	"gosaurus/plugins/registry"
)

const plainConfig = "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n"

// plainSite writes a site of plainConfig with one doc, and files over it, in a temporary
// folder.
func plainSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"docusaurus.config.js": plainConfig, "docs/intro.md": "# Intro\n"})
	writeFiles(t, dir, files)
	return dir
}

// TestBadInput gives the build broken sites, one fault each, and checks the exact message:
// file, line or key, and what would be valid. None may panic or hang.
func TestBadInput(t *testing.T) {
	big := strings.Repeat("Lorem ipsum dolor sit amet. ", 50<<20/28+1)
	nested := strings.Repeat("*a **b ", 10000) + strings.Repeat(" b** a*", 10000) // 140 KB
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"malformed front matter", map[string]string{"docs/a.md": "---\ntitle: [unclosed\n---\n\nText.\n"},
			"docs/a.md:2: invalid front matter: did not find expected ',' or ']'"},
		{"duplicate doc id", map[string]string{"docs/a.md": "# A\n", "docs/b.md": "---\nid: a\n---\n\n# B\n"},
			`docs/b.md: duplicate doc id "a" (also used by docs/a.md); give one of them another id in its front matter`},
		{"duplicate route with onDuplicateRoutes: throw", map[string]string{"docs/a.md": "---\nslug: /same\n---\n# A\n", "docs/b.md": "---\nslug: /same\n---\n# B\n",
			"docusaurus.config.js": strings.Replace(plainConfig, "baseUrl: '/',", "baseUrl: '/', onDuplicateRoutes: 'throw',", 1)},
			`docs/b.md: duplicate route /same (also the route of docs/a.md); change the slug of one of them (onDuplicateRoutes: throw)`},
		{"docs exclude that is no glob", map[string]string{"docs/a.md": "# A\n",
			"docusaurus.config.js": strings.Replace(plainConfig, "routeBasePath: '/'", "routeBasePath: '/', exclude: ['[a']", 1)},
			`docusaurus.config.js: presets[0].docs.exclude: "[a" is not a valid glob pattern`},
		{"config that throws", map[string]string{"docusaurus.config.js": "throw new Error('no config for you');\n"},
			"docusaurus.config.js: the config threw: Error: no config for you"},
		{"config that never returns", map[string]string{"docusaurus.config.js": "let n = 0;\nwhile (true) {\n  n++;\n}\n"},
			"docusaurus.config.js: the config was stopped at docusaurus.config.js:3:3 after using 300ms of CPU time; a config should load in well under a second"},
		{"config that waits for a timer longer than the time limit", map[string]string{"docusaurus.config.js": "module.exports = new Promise((resolve) => setTimeout(() => resolve(" + strings.TrimSuffix(strings.TrimPrefix(plainConfig, "module.exports = "), ";\n") + "), 500));\n"},
			""},
		{"config requiring a package that is not installed", map[string]string{"docusaurus.config.js": "const {themes} = require('prism-react-renderer');\n" + plainConfig},
			`docusaurus.config.js: the package "prism-react-renderer" is not installed; run npm install prism-react-renderer in the site folder`},
		{"config requiring a dependency that is not installed", map[string]string{"package.json": `{"dependencies": {"prism-react-renderer": "^2.3.0"}}`, "docusaurus.config.js": "import {themes} from 'prism-react-renderer';\n" + plainConfig},
			`docusaurus.config.js: the package "prism-react-renderer" is not installed; run npm install in the site folder`},
		{"package requiring a package that is not installed", map[string]string{"node_modules/code-themes/index.js": "require('react');\n", "docusaurus.config.js": "require('code-themes');\n" + plainConfig},
			`docusaurus.config.js: the package "react" (required by node_modules/code-themes/index.js) is not installed; run npm install react in the site folder`},
		{"config that recurses forever", map[string]string{"docusaurus.config.js": "function f() { return f() + 1; }\nmodule.exports = f();\n"},
			"docusaurus.config.js: the config threw: RangeError: Maximum call stack size exceeded (endless recursion?)"},
		{"config function that never settles", map[string]string{"docusaurus.config.js": "module.exports = () => new Promise(() => {});\n"},
			"docusaurus.config.js: the exported config function failed: returned a promise that never settles: no timer is pending, and gosaurus configs have no I/O"},
		{"config without url", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', baseUrl: '/' };\n"},
			"docusaurus.config.js: url: is required"},
		{"baseUrl without a leading slash", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: 'docs/' };\n"},
			`docusaurus.config.js: baseUrl: "docs/" must start with a slash, e.g. "/sdk-js/"`},
		{"missing sidebars file", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './nope.js' } }]] };\n"},
			"docusaurus.config.js: the sidebars file nope.js does not exist; create it, leave sidebarPath out for an autogenerated sidebar, or set sidebarPath: false for none"},
		{"circular requires", map[string]string{
			"docusaurus.config.js": "const a = require('./a.js');\nmodule.exports = { title: a.title(), url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
			"a.js":                 "const b = require('./b.js');\nexports.title = () => 'A' + b.name;\n",
			"b.js":                 "const a = require('./a.js');\nexports.name = typeof a.title === 'undefined' ? '-partial' : '-full';\n",
		}, ""},
		{"invalid UTF-8", map[string]string{"docs/a.md": "# A\n\nok\n\xff\xfe bad\n"},
			"docs/a.md:4: the file is not valid UTF-8 (first bad byte at offset 8); save it as UTF-8"},
		{"50 MB doc", map[string]string{"docs/a.md": big},
			"docs/a.md: the file is 50.0 MB; docs may be at most 10 MB, so split it into several pages"},
		{"140 KB of nested emphasis", map[string]string{"docs/a.md": "# A\n\n" + nested + "\n"},
			"docs/a.md:3: nesting deeper than 256 levels (emphasis, links, lists or quotes inside each other); flatten this part of the page"},
		{"config that calls process.exit", map[string]string{"docusaurus.config.js": "if (!process.env.SECRET) {\n  console.error('no secret');\n  process.exit(1);\n}\n" + plainConfig},
			"docusaurus.config.js: process.exit(1) was called at docusaurus.config.js:3:16; a config or plugin cannot end the build (throw an Error to stop it with a message)"},
		{"config requiring a file with a syntax error", map[string]string{"docusaurus.config.js": "const x = require('./broken.js');\n" + plainConfig, "broken.js": "module.exports = {;\n"},
			`docusaurus.config.js: the config threw: Error: broken.js:1:19: Expected identifier but found ";"`},
		{"a plugin that is not installed", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', plugins: ['docusaurus-plugin-nope'] };\n"},
			`docusaurus.config.js: plugins[0]: the package "docusaurus-plugin-nope" is not installed; run npm install docusaurus-plugin-nope in the site folder`},
		{"a plugin file that exports no function", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', plugins: ['./plugin.js'] };\n", "plugin.js": "module.exports = { name: 'x' };\n"},
			`docusaurus.config.js: plugins[0]: ./plugin.js does not export a plugin function`},
		{"a custom navbar item type with no ComponentTypes", map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', themeConfig: { navbar: { items: [{ type: 'custom-thing' }] } } };\n"},
			`docusaurus.config.js: themeConfig.navbar.items[0]: type "custom-thing" is a custom navbar item type; map it to a component in src/theme/NavbarItem/ComponentTypes.js (a swizzled copy that spreads @theme-original/NavbarItem/ComponentTypes)`},
		{"control character in a doc slug", map[string]string{"docs/a.md": "---\nslug: \"a\\0b\"\n---\n# A\n"},
			`docs/a.md:1: front matter slug "a\x00b" holds the control character U+0000, which no URL or file name may hold; write it with printable characters only`},
		{"control character in a doc id", map[string]string{"docs/a.md": "---\nid: \"a\\tb\"\n---\n# A\n"},
			`docs/a.md:1: front matter id "a\tb" holds the control character U+0009, which no URL or file name may hold; write it with printable characters only`},
		{"control character in a blog slug", map[string]string{"blog/2024-01-01-p.md": "---\nslug: \"a\\nb\"\n---\n# P\n"},
			`blog/2024-01-01-p.md:1: front matter slug "a\nb" holds the control character U+000A, which no URL or file name may hold; write it with printable characters only`},
		{"blog slug climbing out of the blog", map[string]string{"blog/2024-01-01-p.md": "---\nslug: ../../evil\n---\n# P\n"},
			`blog/2024-01-01-p.md:1: front matter slug "../../evil" has a ".." segment; a post's slug is a path under the blog's route, such as hello or /2024/01/hello, with no ".." in it`},
		{"unknown sidebar item type", map[string]string{"sidebars.js": "module.exports = { s: [{ type: 'fancy' }] };\n"},
			`sidebars.js: s[0]: unknown sidebar item type "fancy" in {"type":"fancy"}; valid types are doc, ref, link, html, category, autogenerated`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := plainSite(t, c.files)
			start := time.Now()
			_, err := Load(dir, "", jsrt.Options{Env: map[string]string{}, Timeout: 300 * time.Millisecond}, registry.Plugins)
			if c.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error; want %q", c.want)
			}
			noInternals(t, err)
			got := strings.SplitN(err.Error(), "\n", 2)[0]
			if got != c.want {
				t.Errorf("error:\n%s\nwant:\n%s", err, c.want)
			}
			if time.Since(start) > 10*time.Second {
				t.Errorf("took %s", time.Since(start))
			}
		})
	}
}

// Links in docs/ or static/ that point outside the site folder are refused: a build reads
// only the site and the folders its config names.
func TestLinksOutsideTheSiteAreRefused(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "secret.md")
	if err := os.WriteFile(outside, []byte("# Secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ link, want string }{
		{"docs/leak.md", "docs/leak.md is a link to a file outside the site folder and the folders its config names; gosaurus reads only files inside them"},
		{"static/leak.txt", "static/leak.txt is a link to a file outside the site folder and the folders its config names; gosaurus copies only files inside them"},
	} {
		site := writeSite(t, "", map[string]string{"intro.md": "# Intro\n"})
		link := filepath.Join(site, c.link)
		if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, link); err != nil {
			t.Fatal(err)
		}
		_, err := Run(testOptions(t, site))
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: error %v\nwant %s", c.link, err, c.want)
		}
	}
}

// A docs folder beside the site folder, named by the config (path: '../docs', as monorepos
// do), is read with its images; a link from it to any other folder outside the site is still
// refused.
func TestDocsFolderOutsideTheSite(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"website/docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', editUrl: 'https://example.com/edit/' } }]] };\n",
		"docs/home.md":        "---\nslug: /\n---\n\n# Home\n\n![chart](./img/chart.svg)\n\n[Guide](./guide/setup.md)\n",
		"docs/guide/setup.md": "# Setup\n",
		"docs/img/chart.svg":  "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
		"secret/notes.md":     "# Secret\n",
	})
	site := filepath.Join(root, "website")
	opts := testOptions(t, site)
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	home, err := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	// The image is small, so it is inlined as Docusaurus inlines it.
	for _, want := range []string{`href="/guide/setup"`, `src="data:image/svg+xml;base64,`, `href="https://example.com/edit/../docs/home.md"`} {
		if !strings.Contains(string(home), want) {
			t.Errorf("home page lacks %s", want)
		}
	}
	if got := res.Roots.Outside(); len(got) != 1 || got[0] != filepath.Join(root, "docs") {
		t.Errorf("folders read outside the site = %v, want the docs folder", got)
	}

	if err := os.Symlink(filepath.Join(root, "secret", "notes.md"), filepath.Join(root, "docs", "leak.md")); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(root, "docs", "leak.md") + " is a link to a file outside the site folder and the folders its config names; gosaurus reads only files inside them"
	if _, err := Run(testOptions(t, site)); err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}

// internals are what of gosaurus's runtime a message must not show: goja's name for an error
// a host function raised, Go functions as stack frames, bytecode offsets, places in the code
// gosaurus generated (the server bundle, a route's module) and its names for a page's tags.
var internals = regexp.MustCompile(`GoError|\(native\)|:\d+:\d+\(\d+\)|gosaurus/generator|server\.js:\d|gosaurus-[a-z]+:\S*:\d|\b_c\.`)

func noInternals(t *testing.T, err error) {
	t.Helper()
	if m := internals.FindString(err.Error()); m != "" {
		t.Errorf("the message shows the runtime's internals (%s):\n%s", m, err)
	}
}

// TestBadInputBuild gives whole builds broken pages: the message names the page's file and
// line (or its route), not the generated module, and shows the line as written.
func TestBadInputBuild(t *testing.T) {
	paragraphs := strings.Repeat("A paragraph of text.\n\n", 20)
	rec := map[string]string{"docs/rec.mdx": "# Rec\n\nexport const Rec = ({n}) => <Rec n={n + 1} />;\n\n<Rec n={0} />\n"}
	for _, c := range []struct {
		name   string
		files  map[string]string
		want   string
		engine string // "": the default
	}{
		{name: "MDX syntax error", files: map[string]string{"docs/x.md": "# X\n\n" + paragraphs + "Broken {1 +} here.\n\nMore text.\n"},
			want: "bundling failed:\ndocs/x.md:43: Unexpected \"}\"\n    Broken {1 +} here."},
		{name: "JSX element left open", files: map[string]string{"docs/x.md": "# X\n\n" + paragraphs + "<div>\n\nsome <b>bold</b> text\n"},
			want: "docs/x.md:43: `<div>` opened on line 43 is never closed; close it with `</div>`"},
		// A name no import, export or MDX component provides, in a doc that is data (a tree)
		// and in one that is a module, in either engine: the page's line, not React's words.
		{name: "a component no one provides, in a doc of plain markdown", files: map[string]string{"docs/foo.mdx": "# Foo\n\nText.\n\n<Foo />\n"},
			want: "docs/foo.mdx:5: Expected component `Foo` to be defined: you likely forgot to import, pass, or provide it."},
		{name: "a component no one provides, in a doc with an import, in goja", engine: render.EngineGoja,
			files: map[string]string{"docs/foo.mdx": "# Foo\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs><Foo /></Tabs>\n"},
			want:  "docs/foo.mdx:5: Expected component `Foo` to be defined: you likely forgot to import, pass, or provide it."},
		{name: "an import of a file that does not exist", files: map[string]string{"docs/imp.mdx": "# Imp\n\nSome text.\n\nimport X from './nope';\n\n<X />\n"},
			want: "bundling failed:\ndocs/imp.mdx:5: Could not resolve \"./nope\"\n    import X from './nope';"},
		{name: "a component that throws while rendering", files: map[string]string{"docs/boom.mdx": "# Boom\n\nexport const Boom = () => { throw new Error('boom'); };\n\n<Boom />\n"},
			want: "docs/boom.mdx: rendering /boom: Error: boom"},
		{name: "a component that recurses forever, in goja", files: rec, engine: render.EngineGoja,
			want: "docs/rec.mdx: rendering /rec: RangeError: Maximum call stack size exceeded (endless recursion?)"},
		// In Node the render does not end by itself: the page's time limit stops it.
		{name: "a component that recurses forever, in Node", files: rec, engine: render.EngineNode,
			want: "docs/rec.mdx: rendering /rec: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			site := t.TempDir()
			c.files["docusaurus.config.js"] = plainConfig
			c.files["docs/intro.md"] = "---\nslug: /\n---\n\n# Intro\n"
			writeFiles(t, site, c.files)
			opts := testOptions(t, site)
			opts.Engine = c.engine
			_, err := Run(opts)
			if err == nil {
				t.Fatalf("no error; want %q", c.want)
			}
			noInternals(t, err)
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("error:\n%s\nwant it to start with:\n%s", err, c.want)
			}
			if len(err.Error()) > 2000 {
				t.Errorf("a message of %d bytes", len(err.Error()))
			}
		})
	}
}

// A locale named like a path is refused before the build writes anything: its pages once went
// outside the build folder, where a failed build left them.
func TestLocaleNamedLikeAPathWritesNothing(t *testing.T) {
	root := t.TempDir()
	site, beside := filepath.Join(root, "site"), filepath.Join(root, "beside")
	if err := os.Mkdir(beside, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": strings.Replace(plainConfig, "baseUrl: '/',", "baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', '../../beside/x'] },", 1),
		"docs/intro.md":        "---\nslug: /\n---\n\n# Intro\n",
	})
	opts, err := repoOptions(site)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(opts)
	want := `docusaurus.config.js: i18n.locales[1]: "../../beside/x" is not a locale name; use a BCP 47 tag such as "en", "pt-BR" or "zh-Hans": parts of 1 to 8 letters or digits joined by hyphens`
	if err == nil || err.Error() != want {
		t.Errorf("error:\n%v\nwant:\n%s", err, want)
	}
	if written, _ := filepath.Glob(filepath.Join(beside, "*")); len(written) > 0 {
		t.Errorf("the build wrote beside the site: %q", written)
	}
}
