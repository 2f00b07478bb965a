package pipeline

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Markdown a page imports (a partial, named with a leading underscore so it is no page of its
// own) renders where the page places it, with its own markdown, in the page and nowhere else.
func TestMarkdownPartials(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"install.mdx": "# Install\n\nimport Docker from './_docker.md';\nimport Shared from '../shared/_note.mdx';\n\nBefore.\n\n<Docker />\n\n<Shared who=\"readers\" />\n",
		"_docker.md":  "## With Docker\n\nRun the **container**, then [go home](./home.md):\n\n```sh\ndocker run app\n```\n",
	})
	writeFiles(t, site, map[string]string{"shared/_note.mdx": "A note for {props.who}.\n"})
	res, page := buildPage(t, testOptions(t, site), "install")
	for _, want := range []string{"<h2", "With Docker", "<strong>container</strong>", `href="/">go home</a>`, "docker run app", "A note for <!-- -->readers<!-- -->."} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "_docker", "index.html")); err == nil {
		t.Error("the partial became a page of its own")
	}
	// The partial's headings join the page's table of contents, as Docusaurus's do.
	if !strings.Contains(page, `<a href="#with-docker" class="table-of-contents__link toc-highlight">With Docker</a>`) {
		t.Error("the page's TOC lacks the partial's heading")
	}
}

// A markdown link that starts with neither ./ nor ../ is looked for in the docs folder, then the
// site folder, then beside the file, as Docusaurus looks for it.
func TestMarkdownLinkSearchOrder(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"guide/start.md": "# Start\n\n[from the site](docs/guide/next.md) [from docs](guide/next.md) [beside](next.md) [rooted](/guide/next.md)\n",
		"guide/next.md":  "# Next\n",
	})
	_, page := buildPage(t, testOptions(t, site), "guide/start")
	for _, text := range []string{"from the site", "from docs", "beside", "rooted"} {
		if !strings.Contains(page, `href="/guide/next">`+text+`</a>`) {
			t.Errorf("the link %q does not go to /guide/next", text)
		}
	}
}

// A doc imported into another keeps its links: "/x.md" from the docs folder it is in, as when
// it is a page of its own.
func TestPartialLinksFromItsDocsFolder(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"intro.mdx":            "# Intro\n\nimport Features from './concepts/features.md';\n\n<Features />\n",
		"concepts/features.md": "Read the [glossary](/concepts/glossary.md#terms).\n",
		"concepts/glossary.md": "# Glossary\n\n## Terms\n",
	})
	_, page := buildPage(t, testOptions(t, site), "intro")
	if want := `href="/concepts/glossary#terms">glossary</a>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// An import right under the front matter, with no blank line between, is an import.
func TestImportRightAfterFrontMatter(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"linked.mdx": "---\ntitle: Linked\n---\nimport Link from '@docusaurus/Link';\n\n# Linked\n\n<Link to=\"/\">Home page</Link>\n",
	})
	_, page := buildPage(t, testOptions(t, site), "linked")
	if !strings.Contains(page, `href="/">Home page</a>`) || strings.Contains(page, "import Link") {
		t.Errorf("the import was not read as one")
	}
}

// A package whose "exports" map a subpath to a file without its extension resolves, as webpack
// resolves it for Docusaurus.
func TestExportsTargetWithoutExtension(t *testing.T) {
	site := writeSite(t, "", map[string]string{"home2.md": "# Two\n"})
	writeFiles(t, site, map[string]string{
		"node_modules/widgets/package.json":        `{"name": "widgets", "exports": {"./parts/*": "./dist/parts/*"}}`,
		"node_modules/widgets/dist/parts/label.js": "export const label = 'from a subpath';\n",
		"src/pages/widget.js":                      "import React from 'react';\nimport {label} from 'widgets/parts/label';\nexport default function Widget() { return <p>{label}</p>; }\n",
	})
	opts := testOptions(t, site)
	opts.NodePaths = append([]string{filepath.Join(site, "node_modules")}, opts.NodePaths...)
	_, page := buildPage(t, opts, "widget")
	if !strings.Contains(page, "from a subpath") {
		t.Error("the subpath's export did not render")
	}
}

// A plugin's contentLoaded runs as in Docusaurus: what it gives setGlobalData is what
// usePluginData returns to the site's components.
func TestPluginGlobalData(t *testing.T) {
	site := writeSite(t, "plugins: ['./greeter'], ", map[string]string{"home2.md": "# Two\n"})
	writeFiles(t, site, map[string]string{
		"greeter.js": `module.exports = function greeter(context, options) {
  return {
    name: 'greeter',
    async loadContent() { return {greeting: 'hello from contentLoaded'}; },
    async contentLoaded({content, actions}) { actions.setGlobalData({text: content.greeting}); },
  };
};
`,
		"src/pages/greet.js": "import React from 'react';\nimport {usePluginData} from '@docusaurus/useGlobalData';\nexport default function Greet() { return <p>{usePluginData('greeter').text}</p>; }\n",
	})
	res, page := buildPage(t, testOptions(t, site), "greet")
	if !strings.Contains(page, "hello from contentLoaded") {
		t.Error("the plugin's global data did not reach the page")
	}
	for _, w := range res.Warnings {
		if strings.Contains(w, "greeter") {
			t.Errorf("warning %q", w)
		}
	}
}

// webpack's inline raw-loader import gives a file's text, as Docusaurus sites show snippets.
func TestRawLoaderImport(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"snippet.mdx":        "# Snippet\n\nimport CodeBlock from '@theme/CodeBlock';\nimport source from '!!raw-loader!./_snippets/hello.ts';\n\n<CodeBlock language=\"ts\">{source}</CodeBlock>\n",
		"_snippets/hello.ts": "export const hello = 'raw text of the snippet';\n",
	})
	_, page := buildPage(t, testOptions(t, site), "snippet")
	if !strings.Contains(page, "raw text of the snippet") {
		t.Error("the snippet's text is not on the page")
	}
}

// Node's Blob and File globals exist where pages render, as in Docusaurus's Node.
func TestBlobAndFileOnTheServer(t *testing.T) {
	site := writeSite(t, "", map[string]string{"home2.md": "# Two\n"})
	writeFiles(t, site, map[string]string{"src/pages/upload.js": `import React from 'react';
export default function Upload() {
  const f = new File(['abc'], 'notes.txt', {type: 'Text/Plain'});
  return <p>{f.name + ' ' + f.size + ' ' + f.type + ' ' + (f instanceof Blob)}</p>;
}
`})
	_, page := buildPage(t, testOptions(t, site), "upload")
	if !strings.Contains(page, "notes.txt 3 text/plain true") {
		t.Error("File on the server is not as Node's")
	}
}

// `this` in a class field initializer is the instance, also when the class is written inside
// an arrow function (lowering arrows for goja's sake broke this).
func TestClassFieldThisInsideArrow(t *testing.T) {
	site := writeSite(t, "", map[string]string{"home2.md": "# Two\n"})
	writeFiles(t, site, map[string]string{"src/pages/fields.js": `import React from 'react';
const make = () => new (class { #base = 1; a = this.#base + 1; b = {...this}; })();
export default function Fields() { return <p>{'field ' + make().a + ' ' + make().b.a}</p>; }
`})
	_, page := buildPage(t, testOptions(t, site), "fields")
	if !strings.Contains(page, "field 2 2") {
		t.Error("a class field's this was not the instance")
	}
}

// buildPage builds the site of opts and returns the result with the HTML of route's page.
func buildPage(t *testing.T, opts Options, route string) (*Result, string) {
	t.Helper()
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(res.OutDir, filepath.FromSlash(route), "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	return res, string(page)
}

// A partial in a folder of its own links to docs by their files also when the site is reached
// through a symbolic link: the bundler names the partial by its real path, the docs were found
// by the configured one.
func TestPartialLinksInASiteThroughASymlink(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, filepath.Join(root, "real", "site"), map[string]string{
		"docusaurus.config.js":              plainConfig,
		"docs/intro.md":                     "---\nslug: /\n---\n\n# Intro\n",
		"docs/tutorials/basics/part-1.md":   "# One\n\nimport Warn from '../../components/_Warn.mdx';\n\n<Warn />\n",
		"docs/tutorials/advanced/part-2.md": "# Two\n",
		"docs/components/_Warn.mdx":         ":::caution\n\nRead [part two](../tutorials/advanced/part-2.md#top) first.\n\n:::\n",
	})
	link := filepath.Join(root, "link")
	if err := os.Symlink(filepath.Join(root, "real"), link); err != nil {
		t.Fatal(err)
	}
	_, page := buildPage(t, testOptions(t, filepath.Join(link, "site")), "tutorials/basics/part-1")
	if want := `href="/tutorials/advanced/part-2#top">part two</a>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// An MDX export default is the document's layout, as MDX makes it: the content renders inside
// it with the document's props. A partial may so be one component with blank lines in its
// body (dragonfly's migration options): rendered with props, it renders the component.
func TestMDXExportDefaultIsTheLayout(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"sidebars.js": "module.exports = {s: ['a']};\n",
		"docs/a.mdx":  "---\nslug: /\n---\nimport Options from './_options.mdx';\n\n# A\n\n<Options kind=\"cluster\" />\n",
		"docs/_options.mdx": `export default function Options({ kind, children }) {
  const label = kind === 'cluster' ? 'Cluster' : 'Single node';

  return (
    <section className="options">
      <b>{label}</b>
      {children}
    </section>
  );
}

Text of the partial, {props.kind}.
`,
	})
	_, page := buildPage(t, testOptions(t, site), "")
	if want := `<section class="options"><b>Cluster</b><p>Text of the partial, <!-- -->cluster<!-- -->.</p></section>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// A file a post imports with raw-loader is its text only: what the file imports is never
// bundled (pixijs's posts show examples that import shaders with ?raw and packages the site
// has not installed), though a post's route script takes its other imports from the base
// script.
func TestRawLoaderImportInAPost(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn', " +
			"presets: [['classic', { docs: false }]] };\n",
		"examples/cartoon/filter.js":    "import shader from './cartoon.frag?raw';\nimport * as THREE from 'three';\nexport default shader + THREE;\n",
		"examples/cartoon/cartoon.frag": "void main() {}\n",
		"blog/2024-01-01-post.mdx":      "---\ntitle: Post\n---\nimport Filter from '!!raw-loader!../examples/cartoon/filter';\n\n<pre id=\"raw\">{Filter}</pre>\n",
	})
	_, page := buildPage(t, testOptions(t, site), "blog/2024/01/01/post")
	if want := `<pre id="raw">import shader from &#x27;./cartoon.frag?raw&#x27;;`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// Markdown files that import each other, directly or through others, would render each other
// without end (esbuild bundles a cycle of modules without complaint): the build fails naming
// the chain of imports (from its first file by name), whether the cycle is among partials,
// runs back to the page, or is a page importing itself.
func TestMarkdownImportCycle(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		chain string
		where string // the import that closes the cycle
	}{
		{"partials", map[string]string{
			"page.mdx": "# Page\n\nimport A from './_a.mdx';\n\n<A />\n",
			"_a.mdx":   "import B from './_b.mdx';\n\nA says <B />\n",
			"_b.mdx":   "import A from './_a.mdx';\n\nB says <A />\n",
		}, "docs/_a.mdx → docs/_b.mdx → docs/_a.mdx", "docs/_b.mdx: "},
		{"back to the page", map[string]string{
			"page.mdx": "# Page\n\nimport B from './_b.mdx';\n\n<B />\n",
			"_b.mdx":   "import Page from '@site/docs/page.mdx';\n\nB says <Page />\n",
		}, "docs/_b.mdx → docs/page.mdx → docs/_b.mdx", "docs/_b.mdx: "},
		{"itself", map[string]string{
			"page.mdx": "# Page\n\nimport Page from './page.mdx';\n\n<Page />\n",
		}, "docs/page.mdx → docs/page.mdx", "docs/page.mdx:3: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			site := writeSite(t, "", c.files)
			_, err := Run(testOptions(t, site))
			if err == nil || !strings.Contains(err.Error(), c.where+"markdown files import each other in a cycle: "+c.chain+";") {
				t.Fatalf("error %v\nwant one naming %s at %s", err, c.chain, c.where)
			}
		})
	}
}

// Webpack's inline loaders beyond raw-loader, as docs import data and files with them
// (`!!yaml-loader!`, `!!url-loader?limit=4!`); and Docusaurus's generated files that a site's
// code imports by their path in the site: the blog's post list and a plugin's createData file.
// A loader gosaurus does not have, and a generated file it does not write, are errors that
// say so.
func TestInlineLoadersAndGeneratedFiles(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { docs: { routeBasePath: '/docs' } }]],
  plugins: [function data() { return { name: 'data', async contentLoaded({ actions }) { await actions.createData('facts.json', JSON.stringify({ fact: 'made by createData' })); } }; }] };
`,
		"docs/intro.mdx": "import data from '!!yaml-loader!../data/list.yaml';\nimport tiny from '!!url-loader?limit=100!../data/tiny.txt';\nimport big from '!!url-loader?limit=4!../data/tiny.txt';\n\n" +
			"# Intro\n\n<ul id=\"loaded\"><li>{data.items.join('+')}</li><li>{tiny.slice(0, 5)}</li><li>{big.slice(0, 8)}</li></ul>\n",
		"data/list.yaml":            "items:\n  - one\n  - two\n",
		"data/tiny.txt":             "tiny text\n",
		"blog/2024-01-02-second.md": "---\ntitle: Second post\n---\nText.\n",
		"blog/2024-01-01-first.md":  "---\ntitle: First post\n---\nText.\n",
		"src/pages/recent.js": `import React from 'react';
import list from '../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';
import facts from '@site/.docusaurus/data/default/facts.json';
export default function Recent() {
  return <ul id="recent">{list.items.map((p) => <li key={p.permalink}>{p.title}</li>)}<li>{facts.fact}</li></ul>;
}
`,
	})
	res, page := buildPage(t, testOptions(t, site), "docs/intro")
	loaded := regexp.MustCompile(`<ul id="loaded">.*?</ul>`).FindString(page)
	for _, want := range []string{"<li>one+two</li>", "<li>data:</li>", "<li>/assets/</li>"} {
		if !strings.Contains(loaded, want) {
			t.Errorf("the doc lacks %s: %s", want, loaded)
		}
	}
	recent := regexp.MustCompile(`<ul id="recent">.*?</ul>`).FindString(readOut(t, res.OutDir, "recent/index.html"))
	if want := "<li>Second post</li><li>First post</li><li>made by createData</li>"; recent != `<ul id="recent">`+want+"</ul>" {
		t.Errorf("recent: %s, want %s", recent, want)
	}

	for imported, want := range map[string]string{
		"@site/.docusaurus/globalData.json": "gosaurus does not write Docusaurus's generated file .docusaurus/globalData.json",
		"!!json5-loader!../data/list.yaml":  "gosaurus has no webpack loader json5-loader",
	} {
		writeFiles(t, site, map[string]string{"src/pages/recent.js": "import x from '" + imported + "';\nexport default () => x;\n"})
		if _, err := Run(testOptions(t, site)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("import %s: err = %v", imported, err)
		}
	}
}

// Docs may import a CSS module of their own, as a component does (here in an mdx-code-block, as
// sites that write .md files do, and from two folders): its class names reach the page and its
// rules the site's stylesheet. A doc that leaves such an import unused builds too.
func TestDocImportsCSSModule(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"boxed.md":          "# Boxed\n\n```mdx-code-block\nimport styles from './styles.module.css';\n```\n\n<div className={styles.box}>Inside the box</div>\n",
		"more/a.mdx":        "import styles from '../styles.module.css';\n\n# A\n\n<div className={styles.box}>A box</div>\n",
		"more/b.mdx":        "import styles from '../styles.module.css';\n\n# B\n\nThis one leaves the import unused.\n",
		"styles.module.css": ".box { border: 3px dotted rebeccapurple; }\n",
	})
	res, page := buildPage(t, testOptions(t, site), "boxed")
	class := regexp.MustCompile(`<div class="([^"]*box[^"]*)">Inside the box</div>`).FindStringSubmatch(page)
	if class == nil {
		t.Fatalf("the page has no div with the module's class: %.3000s", page)
	}
	css, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	found := false
	for _, f := range css {
		if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), "."+class[1]) && strings.Contains(string(b), "dotted") {
			found = true
		}
	}
	if !found {
		t.Errorf("no stylesheet of %v has .%s with the module's rule", css, class[1])
	}
}

// A component of the site reads its version's docs, with their titles, as Docusaurus's
// useDocsVersion().docs gives them: by id. Only then do doc pages load them. The component
// may be in the site's src folder or beside the docs.
func TestSiteReadsVersionDocs(t *testing.T) {
	component := `import React from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
export default function Checklist() {
  const docs = useDocsVersion().docs;
  return <ul id="rules">{['rules/first', 'rules/second'].map((id) => <li key={id}>{docs[id].title}</li>)}</ul>;
}
`
	for _, c := range []struct{ file, spec string }{
		{"src/components/Checklist.js", "@site/src/components/Checklist"},
		{"docs/components/Checklist.js", "./components/Checklist"},
	} {
		t.Run(c.file, func(t *testing.T) {
			site := writeSite(t, "", map[string]string{
				"rules/first.md":  "---\ntitle: First rule (always)\n---\nText.\n",
				"rules/second.md": "# Second rule\n\nText.\n",
				"checklist.mdx":   "import Checklist from '" + c.spec + "';\n\n# Checklist\n\n<Checklist />\n",
			})
			writeFiles(t, site, map[string]string{c.file: component})
			_, page := buildPage(t, testOptions(t, site), "checklist")
			if want := `<ul id="rules"><li>First rule (always)</li><li>Second rule</li></ul>`; !strings.Contains(page, want) {
				t.Errorf("the page lacks %s: %s", want, regexp.MustCompile(`<ul id="rules">.*?</ul>`).FindString(page))
			}
		})
	}
}

// A <DocCardList /> without items on a doc that is one of a category's items, not its index,
// lists that category's items, as Docusaurus's useCurrentSidebarCategory finds the deepest
// category on the way to the page.
func TestDocCardListInACategorysDoc(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"manage/overview.mdx": "import DocCardList from '@theme/DocCardList';\n\n# Manage overview\n\n<DocCardList />\n",
		"manage/tables.md":    "# Tables\n",
		"manage/regions.md":   "# Regions\n",
	})
	_, page := buildPage(t, testOptions(t, site), "manage/overview")
	for _, want := range []string{">Tables</h2>", ">Regions</h2>"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks the card %s", want)
		}
	}
}
