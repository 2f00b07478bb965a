package pipeline

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/render"
)

// react18 is React 18's package folder: the checkout's react-18 (a development dependency,
// npm:react@18.3.1), or GOSAURUS_TEST_REACT18.
func react18(root string) string {
	if dir := os.Getenv("GOSAURUS_TEST_REACT18"); dir != "" {
		return dir
	}
	return filepath.Join(root, "node_modules", "react-18")
}

// TestSiteOwnNodeModules builds testdata/sites/site-code with node_modules of its own, as a
// site has after npm install: its own copies of React (19, or 18 as most Docusaurus 3 sites
// still install) must not meet the theme's, on the server or in the browser.
func TestSiteOwnNodeModules(t *testing.T) {
	root, _ := filepath.Abs("../..")
	cases := []struct {
		name string
		pkgs map[string]string // site package → folder copied into it
	}{
		{"react-19-copies", map[string]string{
			"react":     filepath.Join(root, "node_modules", "react"),
			"react-dom": filepath.Join(root, "node_modules", "react-dom"),
			"scheduler": filepath.Join(root, "node_modules", "scheduler"),
		}},
		{"react-18", map[string]string{"react": react18(root)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			site := copySite(t, "sites/site-code")
			for pkg, from := range c.pkgs {
				if _, err := os.Stat(filepath.Join(from, "package.json")); err != nil {
					t.Skipf("%s is not installed (npm ci installs react-18)", from)
				}
				dst := filepath.Join(site, "node_modules", pkg)
				if err := os.CopyFS(dst, os.DirFS(from)); err != nil {
					t.Fatal(err)
				}
				// A mark of the site's copy, which must not reach a bundle.
				index := filepath.Join(dst, "index.js")
				src, err := os.ReadFile(index)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(index, append([]byte("globalThis.siteOwnCopyLoaded = 1;\n"), src...), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			opts := testOptions(t, site)
			opts.NodePaths = append([]string{filepath.Join(site, "node_modules")}, opts.NodePaths...)
			res, err := Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			home, err := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Clicked <!-- -->0<!-- --> times", "<p>Loading the window size…</p>", `class="site-motto"`} {
				if !strings.Contains(string(home), want) {
					t.Errorf("home page: no %q", want)
				}
			}
			// One React in the browser too: the page's chunk imports the theme's.
			chunks, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "js", "*.js"))
			for _, f := range chunks {
				if b, _ := os.ReadFile(f); strings.Contains(string(b), "siteOwnCopyLoaded") {
					t.Errorf("%s has the site's own copy of a React package", filepath.Base(f))
				}
			}
		})
	}
}

// TestSiteCodeAssets checks that every url() of the site stylesheet and every asset a page
// names exists in the build of testdata/sites/site-code, with the paths css-loader resolves
// (@site/…, ~package/…) resolved.
func TestSiteCodeAssets(t *testing.T) {
	res, err := Run(testOptions(t, "../../testdata/sites/site-code"))
	if err != nil {
		t.Fatal(err)
	}
	sheets, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	pages, _ := filepath.Glob(filepath.Join(res.OutDir, "*.html"))
	urls := regexp.MustCompile(`url\(["']?(/code/[^"')?#]+)|(?:src|href)="(/code/assets/[^"?#]+)"`)
	checked := 0
	for _, f := range append(sheets, pages...) {
		b, _ := os.ReadFile(f)
		for _, m := range urls.FindAllStringSubmatch(string(b), -1) {
			u := m[1] + m[2]
			checked++
			if _, err := os.Stat(filepath.Join(res.OutDir, strings.TrimPrefix(u, "/code/"))); err != nil {
				t.Errorf("%s names %s, which the build does not have", filepath.Base(f), u)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no asset URL found")
	}
	// url('@site/…?v=2') is the same file as url('/img/texture.png'), its query kept; the
	// stylesheet @import-ed with ~ is in the bundle.
	var css string
	for _, f := range sheets {
		b, _ := os.ReadFile(f)
		css += string(b)
	}
	aliased := regexp.MustCompile(`\.site-texture-aliased\s*\{\s*background-image:\s*url\(([^)]*)\)`).FindStringSubmatch(css)
	if aliased == nil || !strings.Contains(aliased[1], "/code/assets/") || !strings.HasSuffix(strings.Trim(aliased[1], `"'`), "?v=2") {
		t.Errorf("url('@site/static/img/texture.png?v=2') became %q", aliased)
	}
	if !strings.Contains(css, "#nprogress") {
		t.Error("@import '~nprogress/nprogress.css' is not in the stylesheet")
	}
}

// A url() with a query or a fragment names the file without them, and keeps them in the
// stylesheet: in the site's CSS, a CSS module and a stylesheet a page imports, to a static
// file or a relative one; url(#id) names an element of the page and stays as it is.
func TestStylesheetURLQueryAndFragment(t *testing.T) {
	big := `<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat(`<g id="frag"/>`, 1000) + `</svg>` // not inlined
	dir := plainSite(t, map[string]string{
		"docusaurus.config.js":   "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, theme: { customCss: './src/css/custom.css' } }]] };\n",
		"docs/intro.md":          "---\nslug: /\n---\n# Intro\n",
		"static/img/x.svg":       big,
		"src/css/x.svg":          big,
		"src/css/custom.css":     ".a { background: url('/img/x.svg?v=2'); }\n.b { background: url(x.svg#frag); }\n.c { filter: url(#svgfilter); }\n",
		"src/pages/m.module.css": ".m { background: url(\"/img/x.svg?v=3#frag\"); }\n",
		"src/pages/plain.css":    ".p { background: url(../css/x.svg?v=4); }\n",
		"src/pages/p.js":         "import React from 'react';\nimport s from './m.module.css';\nimport './plain.css';\nexport default function P() { return <p className={s.m + ' p'}>p</p>; }\n",
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("warnings: %q", res.Warnings)
	}
	sheets, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	var css string
	for _, f := range sheets {
		b, _ := os.ReadFile(f)
		css += string(b)
	}
	for _, want := range []string{`x\.[A-Z0-9]+\.svg\?v=2"`, `x\.[A-Z0-9]+\.svg#frag"`, `x\.[A-Z0-9]+\.svg\?v=3#frag"`, `x\.[A-Z0-9]+\.svg\?v=4"`, `url\(#svgfilter\)`} {
		if !regexp.MustCompile(want).MatchString(css) {
			t.Errorf("the stylesheet has no url matching %s", want)
		}
	}
}

// TestSiteCodeBadInput: a url() of a file that is nowhere and an SVG that is not XML fail the
// build, naming the file, the line and what was looked for.
func TestSiteCodeBadInput(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{"a url() of a missing file", map[string]string{
			"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, theme: { customCss: './src/css/custom.css' } }]] };\n",
			"src/css/custom.css":   ".a {\n  background: url('/img/nowhere.png');\n}\n",
		}, []string{"src/css/custom.css:2:", "/img/nowhere.png: no such file in the static folders or the site folder (", filepath.FromSlash("/static, ")}},
		{"a url() of a missing file, with a query", map[string]string{
			"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, theme: { customCss: './src/css/custom.css' } }]] };\n",
			"src/css/custom.css":   "/* the site */\n\n.a {\n  background: url('/img/nowhere.svg?v=2');\n}\n",
		}, []string{"src/css/custom.css:4:", "/img/nowhere.svg?v=2: no such file in the static folders"}},
		// A CSS module is compiled before it is bundled: the line is the file's, not the
		// compiled one's.
		{"a url() of a missing file in a CSS module", map[string]string{
			"src/pages/index.js":     "import React from 'react';\nimport s from './m.module.css';\nexport default function P() { return <p className={s.a}>p</p>; }\n",
			"src/pages/m.module.css": "/* one */\n/* two */\n.a { color: red }\n\n.b {\n  background: url(./nowhere.svg#frag);\n}\n",
		}, []string{filepath.FromSlash("src/pages/m.module.css") + ":6:19: ", "nowhere.svg#frag", "\n      background: url(./nowhere.svg#frag);"}},
		{"an SVG that is not XML", map[string]string{
			"src/pages/index.js": "import Logo from '../logo.svg';\nexport default function Home() { return <Logo />; }\n",
			"src/logo.svg":       "<svg viewBox=\"0 0 1 1\">\n<path d=\"M0 0\">\n</svg>\n",
		}, []string{"src/pages/index.js:1:", "src/logo.svg: not an SVG React can draw: line 3: <path> closed by </svg>"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := plainSite(t, c.files)
			_, err := Run(testOptions(t, dir))
			if err == nil {
				t.Fatal("no error")
			}
			for _, want := range c.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not contain %q", err, want)
				}
			}
		})
	}
}

// A DocItem swizzled as Docusaurus 2 sites wrote it: it renders props.content as the doc's
// component, reads its metadata from it, and places the version banner itself, outside any doc
// context of the theme's own DocItem.
func TestSwizzledDocItemRendersContent(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"versions.json":                                `["1.0"]`,
		"docs/index.md":                                "# Home\n\nNext version.\n",
		"versioned_docs/version-1.0/index.md":          "# Home\n\nOld version.\n",
		"versioned_sidebars/version-1.0-sidebars.json": `{"s": ["index"]}`,
		"sidebars.js":                                  "module.exports = {s: ['index']};\n",
		"src/theme/DocItem/index.js": `import React from 'react';
import DocVersionBanner from '@theme/DocVersionBanner';
export default function DocItem(props) {
  const MDXComponent = props.content;
  return <article data-title={props.content.metadata.title}><DocVersionBanner /><MDXComponent /></article>;
}
`,
	})
	_, page := buildPage(t, testOptions(t, site), "next")
	for _, want := range []string{`<article data-title="Home">`, "Next version.", "This is unreleased documentation"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
}

// A DocCard swizzled from Docusaurus 3 reads each doc of a generated index with useDocById.
func TestSwizzledDocCardUsesDocById(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"sidebars.js": "module.exports = {s: [{type: 'category', label: 'Guides', link: {type: 'generated-index'}, items: ['a']}]};\n",
		"docs/a.md":   "---\ndescription: All about A.\nslug: /\n---\n# A\n",
		"src/theme/DocCard/index.js": `import React from 'react';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
export default function DocCard({item}) {
  const doc = useDocById(item.docId ?? undefined);
  return <p className="card">{item.label}: {doc?.description}</p>;
}
`,
	})
	_, page := buildPage(t, testOptions(t, site), "category/guides")
	if want := `<p class="card">A<!-- -->: <!-- -->All about A.</p>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// Components swizzled against Docusaurus 3.0 to 3.4 import names that 3.5 moved: the doc
// and blog hooks from @docusaurus/theme-common/internal, the unlisted banner as @theme/Unlisted.
func TestSwizzledBeforeDocusaurus35(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"sidebars.js": "module.exports = {s: ['a']};\n",
		"docs/a.md":   "---\nslug: /\nunlisted: true\n---\n# A\n",
		"src/theme/DocItem/Paginator/index.js": `import React from 'react';
import {useDoc, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/theme-common/internal';
import {useBlogPostStructuredData} from '@docusaurus/theme-common';
import Unlisted from '@theme/Unlisted';
export default function DocItemPaginator() {
  const {metadata} = useDoc();
  const trail = useSidebarBreadcrumbs().map((item) => item.label).join(' / ');
  return (
    <footer className="old-paginator" data-hook={typeof useBlogPostStructuredData}>
      {metadata.unlisted && <Unlisted className="old-unlisted" />}
      {metadata.title} in version {useDocsVersion().version}: {trail}
    </footer>
  );
}
`,
	})
	_, page := buildPage(t, testOptions(t, site), "")
	for _, want := range []string{
		`<footer class="old-paginator" data-hook="function">`,
		`class="theme-admonition theme-admonition-caution admonition_`,
		`old-unlisted theme-unlisted-banner`,
		`A<!-- --> in version <!-- -->current<!-- -->: <!-- -->A</footer>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
}

// A component may import the classic theme's own file of a component from the package
// (@docusaurus/theme-classic/lib/theme/Heading, as dyte's docs do): that is the original,
// even where the site swizzles it.
func TestThemeClassicFileImport(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"sidebars.js": "module.exports = {s: ['a']};\n",
		"docs/a.mdx":  "---\nslug: /\n---\nimport Notes from '@site/src/components/Notes';\n\n# A\n\n<Notes />\n",
		"src/components/Notes.js": `import React from 'react';
import Heading from '@docusaurus/theme-classic/lib/theme/Heading';
export default function Notes() {
  return <Heading as="h3" id="notes">Release notes</Heading>;
}
`,
		"src/theme/Heading/index.js": "import React from 'react';\nexport default function Heading({as: As, ...props}) { return <As data-swizzled {...props} />; }\n",
	})
	_, page := buildPage(t, testOptions(t, site), "")
	if want := `<h3 class="anchor anchorWithStickyNavbar_`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s (the theme's own Heading)", want)
	}
	if !strings.Contains(page, "<h1 data-swizzled") {
		t.Errorf("the doc's own headings are not the site's Heading")
	}
}

// With Docusaurus Faster's SWC loader (future.experimental_faster), the site's .js and .jsx
// files may have types, as its TypeScript parser reads them; without it they are JavaScript.
func TestTypesInJSXUnderFaster(t *testing.T) {
	for _, faster := range []string{"true", "{swcJsLoader: true}", "false"} {
		t.Run(faster, func(t *testing.T) {
			site := t.TempDir()
			writeFiles(t, site, map[string]string{
				"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', future: {experimental_faster: " + faster + "}, " +
					"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
				"sidebars.js": "module.exports = {s: ['a']};\n",
				"docs/a.mdx":  "---\nslug: /\n---\nimport Tour from '@site/src/components/Tour';\n\n# A\n\n<Tour href=\"/x\" />\n",
				"src/components/Tour.jsx": `import React from 'react';
type Kind = 'react' | 'angular';
export default function Tour({ href }: { href: string }) {
  const kind: Kind = 'react';
  return <p className="tour">{kind} at {href}</p>;
}
`,
			})
			res, err := Run(testOptions(t, site))
			if faster == "false" {
				if err == nil || !strings.Contains(err.Error(), "src/components/Tour.jsx:2:") {
					t.Errorf("types in a .jsx without Faster built (%v)", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			page, _ := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
			if want := `<p class="tour">react<!-- --> at <!-- -->/x</p>`; !strings.Contains(string(page), want) {
				t.Errorf("the page lacks %s", want)
			}
		})
	}
}

// A package may import Node's modules where it runs in Node, its browser field naming another
// file for the browser (a fetch polyfill's node-fetch imports http and zlib). Rendered in Node,
// the page gets Node's own modules, as from Docusaurus's Node-targeted server build, also
// where an npm package of the name is installed (events); in the embedded engine the package
// of npm is used and Node's other modules are stand-ins: the page renders while nothing calls
// them, and a call during rendering fails, saying which.
func TestNodeModulesOfPackagesOnTheServer(t *testing.T) {
	for _, c := range []struct{ engine, events string }{{render.EngineNode, "node events"}, {render.EngineGoja, "from npm"}} {
		t.Run(c.engine, func(t *testing.T) {
			if c.engine == render.EngineNode {
				needNode(t)
			}
			site := t.TempDir()
			writeFiles(t, site, map[string]string{
				"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
					"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
				"sidebars.js":                      "module.exports = {s: ['a']};\n",
				"docs/a.mdx":                       "---\nslug: /\n---\nimport {Fetcher} from 'fetchy';\n\n# A\n\n<Fetcher />\n",
				"node_modules/fetchy/package.json": `{"name": "fetchy", "version": "1.0.0", "main": "index.js", "browser": "browser.js"}`,
				"node_modules/fetchy/browser.js":   "const React = require('react');\nexports.get = (url) => fetch(url);\nexports.Fetcher = () => React.createElement('p', {className: 'fetchy'}, 'browser', ' ', 'function');\n",
				"node_modules/fetchy/index.js": `const http = require('http');
const zlib = require('node:zlib');
const {EventEmitter} = require('events');
const React = require('react');
exports.get = (url) => http.get(url);
exports.Fetcher = () => React.createElement('p', {className: 'fetchy'}, new EventEmitter().greeting || 'node events', ' ', typeof zlib.gzip);
`,
				"node_modules/events/package.json": `{"name": "events", "version": "3.3.0", "main": "events.js"}`,
				"node_modules/events/events.js":    "class EventEmitter { constructor() { this.greeting = 'from npm'; } }\nmodule.exports = {EventEmitter};\n",
			})
			opts := testOptions(t, site)
			opts.Engine = c.engine
			_, page := buildPage(t, opts, "")
			if want := `<p class="fetchy">` + c.events + `<!-- --> <!-- -->function</p>`; !strings.Contains(page, want) {
				t.Errorf("the page lacks %s", want)
			}
			if c.engine != render.EngineGoja {
				return
			}
			writeFiles(t, site, map[string]string{"docs/a.mdx": "---\nslug: /\n---\nimport {get} from 'fetchy';\n\n# A\n\n{get('http://example.com')}\n"})
			_, err := Run(opts)
			if want := `http.get(): Node's "http" module is not available while gosaurus renders pages`; err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("calling http.get while rendering: %v, want %q", err, want)
			}
		})
	}
}

// A swizzled component whose package reads Node's modules as it loads (tty.isatty, as colour
// libraries do; os, path, util, crypto, fs, with a path relative to the site folder, where
// Docusaurus is run) in the file its main field names, its browser field naming another for
// browsers, renders in Node as under Docusaurus; the embedded engine, which has no such
// modules, fails naming the module and the function called.
func TestSwizzledComponentWithNodeModules(t *testing.T) {
	site := plainSite(t, map[string]string{
		"docs/intro.md":                        "---\nslug: /\n---\n# Intro\n",
		"src/theme/Footer/index.js":            "import {describe} from 'termcolors';\nexport default function Footer() { return <footer className=\"term\">{describe()}</footer>; }\n",
		"node_modules/termcolors/package.json": `{"name": "termcolors", "version": "1.0.0", "main": "index.js", "browser": "browser.js"}`,
		"node_modules/termcolors/browser.js":   "exports.describe = () => 'plain 11f6ad 1 a/b term-site';\n",
		"package.json":                         `{"name": "term-site", "private": true}`,
		"node_modules/termcolors/index.js": `const tty = require('tty');
const os = require('os');
const path = require('node:path');
const util = require('util');
const crypto = require('crypto');
const fs = require('fs');
const level = tty.isatty(1) ? 'colour' : 'plain';
const digest = crypto.createHash('sha1').update('x').digest('hex').slice(0, 6);
const site = JSON.parse(fs.readFileSync('package.json', 'utf8')).name;
exports.describe = () => util.format('%s %s %d %s %s', level, digest, os.EOL.length, path.posix.join('a', 'b'), site);
`,
	})
	t.Run(render.EngineNode, func(t *testing.T) {
		needNode(t)
		opts := testOptions(t, site)
		opts.Engine = render.EngineNode
		_, page := buildPage(t, opts, "")
		if want := `<footer class="term">plain 11f6ad 1 a/b term-site</footer>`; !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	})
	t.Run(render.EngineGoja, func(t *testing.T) {
		opts := testOptions(t, site)
		opts.Engine = render.EngineGoja
		_, err := Run(opts)
		if want := `tty.isatty(): Node's "tty" module is not available while gosaurus renders pages`; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %q", err, want)
		}
	})
}

// A tsconfig.json asking for the classic JSX runtime ("jsx": "react", for tsc) does not change
// how site code compiles: Docusaurus uses the automatic runtime, so a component need not import
// React.
func TestTsconfigDoesNotChangeTheJSXRuntime(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
		"tsconfig.json":                  `{"compilerOptions": {"jsx": "react"}}`,
		"src/components/Badge/index.tsx": "export default function Badge(): JSX.Element {\n  return <b className=\"badge\">new</b>;\n}\n",
		"docs/a.mdx":                     "---\nslug: /\n---\n# A\n\nimport Badge from '@site/src/components/Badge';\n\n<Badge />\n",
	})
	_, page := buildPage(t, testOptions(t, site), "")
	if want := `<b class="badge">new</b>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
}

// TestSiteThroughASymlink builds a site whose folder is reached through a symbolic link:
// esbuild names its outputs relative to the real folder, and the pages must still name the
// scripts and stylesheets the build wrote.
func TestSiteThroughASymlink(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, filepath.Join(root, "real", "site"), map[string]string{"docusaurus.config.js": plainConfig, "docs/intro.md": "---\nslug: /\n---\n\n# Intro\n"})
	// The link is deeper than the real folder, so that paths relative to one do not happen to
	// name the same files from the other.
	link := filepath.Join(root, "a", "b", "link")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "real"), link); err != nil {
		t.Fatal(err)
	}
	res, page := buildPage(t, testOptions(t, filepath.Join(link, "site")), "")
	urls := regexp.MustCompile(`(?:src|href)="(/assets/[^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(urls) == 0 {
		t.Fatal("the page names no asset")
	}
	for _, m := range urls {
		if _, err := os.Stat(filepath.Join(res.OutDir, filepath.FromSlash(m[1]))); err != nil {
			t.Errorf("the page names %s, which the build does not have", m[1])
		}
	}
}

// needNode skips a test that renders in Node where node is not installed.
func needNode(t *testing.T) {
	t.Helper()
	if !jsrt.NodeAvailable() {
		t.Skip("node is not installed")
	}
}
