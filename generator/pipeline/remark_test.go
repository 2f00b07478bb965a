package pipeline

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The remark-plugins fixture: the site's own remark plugins run in Node on each markdown
// file, as Docusaurus's MDX loader runs them, with the parser packages the loader installs
// (npm, into a temporary copy). Without those packages the build stops, naming the file and
// the package to install. With them, a docs instance's remarkPlugins turn tab-marked code
// blocks into Tabs (importing them) and terms into <abbr>s, a blog's
// beforeDefaultRemarkPlugins too, and what the plugins leave alone is compiled as written.
func TestSiteRemarkPlugins(t *testing.T) {
	site := copySite(t, "npm-sites/remark-plugins")
	_, err := Run(testOptions(t, site))
	want := "running the remark plugins needs the package unified, which @docusaurus/mdx-loader installs; run npm install in the site"
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "docusaurus.config.js") {
		t.Fatalf("without the parser packages: err = %v, want the config and %q", err, want)
	}
	npmInstall(t, site)
	opts := testOptions(t, site)
	opts.CacheDir = filepath.Join(site, ".gosaurus-cache")
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	// What the plugins made is in the build cache, one entry a file (2 docs, 1 post).
	if entries, err := os.ReadDir(filepath.Join(opts.CacheDir, "remark")); err != nil || len(entries) != 3 {
		t.Errorf("the build cache holds %d remark entries (%v), want 3", len(entries), err)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
	page := readOut(t, res.OutDir, "index.html")
	tabs := regexp.MustCompile(`(?s)role="tablist".*?>BASH</li>.*?>SHELL</li>.*?npm install.*?yarn\.sh.*?yarn add`)
	if !tabs.MatchString(page) || strings.Count(page, `role="tablist"`) != 1 {
		t.Errorf("the two tab-marked code blocks are not one Tabs of BASH and SHELL:\n%s", page)
	}
	sdk := `<abbr title="software development kit">SDK</abbr>`
	if n := strings.Count(page, sdk); n != 3 {
		t.Errorf("%d of %s, want 3 (a paragraph, the tip and a heading)", n, sdk)
	}
	// Heading ids survive, in a heading the plugins left alone and in one they changed: both
	// are ids Docusaurus's loader escapes before parsing, and MDX would otherwise read them as
	// expressions.
	for _, id := range []string{`<h2 class="anchor anchorWithStickyNavbar_LWe7" id="add">Add it<`, `id="packages">The ` + sdk + ` packages<`} {
		if !strings.Contains(page, id) {
			t.Errorf("the page has no %s", id)
		}
	}
	// The changed heading keeps its entry in the table of contents, under its id, with its text
	// as written: Docusaurus's toc plugin runs before the site's remarkPlugins.
	if want := `href="#packages" class="table-of-contents__link toc-highlight">The SDK packages</a>`; !strings.Contains(page, want) {
		t.Errorf("the page has no %s", want)
	}
	// A heading a plugin adds gets no id and no entry in the table of contents: Docusaurus
	// gives headings their ids before the site's plugins run.
	if !strings.Contains(page, `<h3>Choose a package manager</h3>`) || strings.Contains(page, `toc-highlight">Choose`) {
		t.Error("the heading the plugin added has an id or a table of contents entry")
	}
	for _, s := range []string{`index.js</div>`, `<table>`, `The tabs below`, `admonition-tip`} {
		if strings.Contains(page, s) != (s != "The tabs below") {
			t.Errorf("the page has %q: %v; the blocks the plugins did not change are compiled as written", s, !strings.Contains(page, s))
		}
	}
	plain := readOut(t, res.OutDir, filepath.Join("plain", "index.html"))
	if !strings.Contains(plain, "<li>one</li>") || strings.Contains(plain, "<abbr") {
		t.Errorf("the page the plugins left alone:\n%s", plain)
	}
	post := readOut(t, res.OutDir, filepath.Join("blog", "2026", "11", "25", "feeds", "index.html"))
	if !strings.Contains(post, `<abbr title="really simple syndication">RSS</abbr>`) {
		t.Errorf("the blog's beforeDefaultRemarkPlugins did not run:\n%s", post)
	}
	// They run before the toc plugin: the table of contents has the heading they changed, as
	// Docusaurus writes a JSX element there (its name, not its attributes).
	if want := `href="#reading-the-rss-feed" class="table-of-contents__link toc-highlight">Reading the <abbr>RSS</abbr> feed</a>`; !strings.Contains(post, want) {
		t.Errorf("the post has no %s", want)
	}

	// A plugin that throws stops the build with a file it ran on and the plugin's message:
	// a change to the site's code is a change of the plugins, which the cache does not hide.
	plugin := filepath.Join(site, "src", "remark", "abbreviations.js")
	src, err := os.ReadFile(plugin)
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(src), "return walk;", "return () => { throw new Error('no terms here'); };", 1)
	if err := os.WriteFile(plugin, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Run(opts)
	if err == nil || !strings.Contains(err.Error(), "no terms here") || !regexp.MustCompile(`^docs/(index\.mdx|plain\.md): `).MatchString(err.Error()) {
		t.Errorf("a throwing plugin: err = %v, want a doc's file and the plugin's message", err)
	}
}

// A site's rehype plugins run in Node after its remark plugins, as Docusaurus's MDX loader runs
// them (beforeDefaultRehypePlugins, then rehypePlugins), on the HAST remark-rehype makes: the
// blocks whose HAST they change are compiled as what they made, JSX in an .mdx file and HTML
// in an .md one, and the others as written; a block in an admonition changes alone, and in a
// paragraph the inline nodes they change, its links left to gosaurus to resolve. Here one
// plugin adds a class to every code element, one gives headings without an id one, another
// makes a paragraph that says danger a red span, and one puts a div, without a position, in the
// place of a thematic break. The headings keep the ids Docusaurus gives them
// before the plugins run, and their entries in the table of contents.
func TestSiteRehypePlugins(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"package.json": `{"private": true, "dependencies": {"@slorber/remark-comment": "^1.0.0", "mdast-util-to-markdown": "^2.1.0",
  "property-information": "^7.0.0", "rehype-raw": "^7.0.0", "remark-directive": "^3.0.0", "remark-gfm": "^4.0.0",
  "remark-mdx": "^3.0.0", "remark-parse": "^11.0.0", "remark-rehype": "^11.0.0", "unified": "^11.0.0"}}`,
		"docusaurus.config.js": `module.exports = {
  title: 'Rehype plugins', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false,
    beforeDefaultRehypePlugins: [require('./src/rehype/code-class'), require('./src/rehype/slug')],
    rehypePlugins: [[require('./src/rehype/red'), {word: 'danger'}], require('./src/rehype/rule')],
  }}]],
};
`,
		"src/rehype/code-class.js": `module.exports = () => (tree) => {
  const walk = (node) => {
    if (node.tagName === 'code') node.properties.className = [...(node.properties.className ?? []), 'plugin-code'];
    node.children?.forEach(walk);
  };
  walk(tree);
};
`,
		"src/rehype/slug.js": `module.exports = () => (tree) => {
  const walk = (node) => {
    if (/^h[1-6]$/.test(node.tagName)) node.properties.id ??= 'plugin-slug';
    node.children?.forEach(walk);
  };
  walk(tree);
};
`,
		"src/rehype/rule.js": `module.exports = () => (tree) => {
  tree.children = tree.children.map((node) => (node.tagName === 'hr' ? {type: 'element', tagName: 'div', properties: {className: ['rule']}, children: []} : node));
};
`,
		"src/rehype/red.js": `module.exports = ({word}) => (tree) => {
  const walk = (node) => {
    if (node.tagName === 'p' && node.children.length === 1 && node.children[0].value?.startsWith(word)) {
      node.children = [{type: 'element', tagName: 'span', properties: {style: 'color: red; font-weight: bold'}, children: node.children}];
    }
    node.children?.forEach(walk);
  };
  walk(tree);
};
`,
		"docs/index.mdx": "---\nslug: /\n---\n\n# Rehype\n\nA paragraph the plugins leave alone.\n\ndanger: \"quotes\" and \\{braces\\}\n\n" +
			"## The `code` heading\n\n```js title=\"a.js\"\nconst x = 1 < 2;\n```\n\n:::tip\n\ndanger inside\n\n:::\n\nSee `x` in [the plain page](./plain.md).\n\n---\n\nLast *words*.\n",
		"docs/plain.md": "# Plain\n\ndanger: 1 < 2 & 3 > 2\n\n```\nline one\n\nline three\n```\n\n:::note\n\ndanger inside\n\n:::\n\nSee `a*b*_c_` in [the home page](./index.mdx).\n\nKept <b>bold</b> as written.\n",
	})
	npmInstall(t, site)
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
	page := readOut(t, res.OutDir, "index.html")
	for _, s := range []string{
		`<p>A paragraph the plugins leave alone.</p>`,
		`<p><span style="color:red;font-weight:bold">danger: &quot;quotes&quot; and {braces}</span></p>`,
		`<h2 class="anchor anchorWithStickyNavbar_LWe7" id="the-code-heading">The <code class="plugin-code">code</code> heading<`,
		`href="#the-code-heading" class="table-of-contents__link toc-highlight">The <code>code</code> heading</a>`,
		`<code class="language-js plugin-code">const x = 1 &lt; 2;` + "\n</code>",
		`<p>Last <em>words</em>.</p>`,
		`<p>See <code class="plugin-code">x</code> in <a href="/plain">the plain page</a>.</p><div class="rule"></div><p>Last`,
	} {
		if !strings.Contains(page, s) {
			t.Errorf("the .mdx page has no %s", s)
		}
	}
	if strings.Contains(page, "plugin-slug") {
		t.Error("a heading has the id a plugin gives headings without one")
	}
	inside := regexp.MustCompile(`(?s)class="theme-admonition theme-admonition-(tip|note) .*?<p><span style="color:red;font-weight:bold">danger inside</span></p></div></div>`)
	if !inside.MatchString(page) {
		t.Error("the .mdx page's tip has no red span")
	}
	plain := readOut(t, res.OutDir, filepath.Join("plain", "index.html"))
	for _, s := range []string{
		`<p><span style="color:red;font-weight:bold">danger: 1 &lt; 2 &amp; 3 &gt; 2</span></p>`,
		`<code class="plugin-code">line one` + "\n\nline three\n</code>",
		`<p>Kept <b>bold</b> as written.</p>`,
		`<p>See <code class="plugin-code">a*b*_c_</code> in <a href="/">the home page</a>.</p>`,
	} {
		if !strings.Contains(plain, s) {
			t.Errorf("the .md page has no %s", s)
		}
	}
	if !inside.MatchString(plain) {
		t.Error("the .md page's note has no red span")
	}
}
