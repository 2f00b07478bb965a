package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/compile"
)

// writeSite makes a site with the given docs and extra top-level config in a temporary folder.
func writeSite(t *testing.T, extraConfig string, docs map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " + extraConfig +
			"presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
	}
	// A home page at the root, where the navbar's brand links.
	files[filepath.Join("docs", "home.md")] = "---\nslug: /\n---\n\n# Home\n"
	for name, body := range docs {
		files[filepath.Join("docs", name)] = body
	}
	writeFiles(t, dir, files)
	return dir
}

// writeFiles writes each file (by path relative to dir) with its folders.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBrokenReferencesFailTheBuild(t *testing.T) {
	cases := []struct {
		name string
		docs map[string]string
		want string
	}{
		{"markdown link to a missing doc", map[string]string{"a.md": "# A\n\nSee [b](./b.md).\n"},
			"found 1 broken links:\n- docs/a.md:3: /b.md"},
		{"link to a missing route", map[string]string{"a.md": "# A\n\nText.\n\nSee [gone](/nowhere).\n"},
			"found 1 broken links:\n- docs/a.md:5: /nowhere"},
		{"image that does not exist", map[string]string{"a.md": "# A\n\n![x](./nope.png)\n"},
			`docs/a.md:3: image "./nope.png" not found (looked for docs/nope.png)`},
		{"@site file that does not exist", map[string]string{"a.md": "# A\n\n[x](@site/static/nope.pdf)\n"},
			`docs/a.md:3: linked file "@site/static/nope.pdf" not found (looked for static/nope.pdf)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			site := writeSite(t, "", c.docs)
			opts := testOptions(t, site)
			_, err := Run(opts)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error = %v\nwant it to contain: %s", err, c.want)
			}
			if _, statErr := os.Stat(opts.OutDir); !os.IsNotExist(statErr) {
				t.Error("a failed build wrote its output folder")
			}
		})
	}
}

// Docusaurus only warns about broken anchors and markdown links by default; the build goes on
// and says where they are. A broken markdown link stays the URL it is: one that starts with a
// slash is not relative to the page.
func TestBrokenAnchorsAndMarkdownLinksWarnByDefault(t *testing.T) {
	site := writeSite(t, "onBrokenLinks: 'warn', ", map[string]string{
		"a.md":     "# A\n\n## Real\n\nSee [b](./b.md#missing) and [c](./c.md).\n",
		"sub/e.md": "# E\n\nSee [d](/nowhere/d.mdx).\n",
		"b.md":     "# B\n\n## Present\n\nBack to [a](/a).\n",
	})
	opts := testOptions(t, site)
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	warnings := strings.Join(res.Warnings, "\n")
	for _, want := range []string{
		`docs/a.md:5: /b#missing (no heading with id "missing" on /b)`,
		`docs/a.md:5: broken markdown link "./c.md": no page at docs/c.md`,
		`docs/sub/e.md:3: broken markdown link "/nowhere/d.mdx": no page at nowhere/d.mdx`,
		"docs/sub/e.md:3: /nowhere/d.mdx\n",
	} {
		if !strings.Contains(warnings, want) {
			t.Errorf("warnings lack %q:\n%s", want, warnings)
		}
	}
}

// An anchor a component of the page declares (useBrokenLinks().collectAnchor, as a site's
// reference tables do for their rows), or a Link with an id, is an anchor links may point to,
// as in Docusaurus; one that nothing declares is still reported.
func TestAnchorsComponentsCollect(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"a.md":  "# A\n\nSee [row](./b.mdx#immutable), [link](./b.mdx#to-a) and [gone](./b.mdx#nowhere).\n",
		"b.mdx": "import Reference from '@site/src/components/Reference';\nimport Link from '@docusaurus/Link';\n\n# B\n\n| option |\n|---|\n| <Reference id=\"immutable\">Immutable</Reference> |\n\n<Link id=\"to-a\" to=\"/a\">A</Link>\n",
	})
	writeFiles(t, site, map[string]string{"src/components/Reference.js": `import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
export default function Reference({id, children}) {
  useBrokenLinks().collectAnchor(id);
  return <a id={id} href={'#' + id}>{children}</a>;
}
`})
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	warnings := strings.Join(res.Warnings, "\n")
	if !strings.Contains(warnings, `docs/a.md:3: /b#nowhere (no heading with id "nowhere" on /b)`) {
		t.Errorf("warnings lack the anchor nothing declares:\n%s", warnings)
	}
	for _, declared := range []string{"#immutable", "#to-a"} {
		if strings.Contains(warnings, declared) {
			t.Errorf("%s, which the page declares, is reported:\n%s", declared, warnings)
		}
	}
}

// A link to a file (not a page) next to the doc, in static or by @site/ is copied where
// Docusaurus copies it, assets/files/<name>-<md4>.<ext>, and opens in a new tab; the link
// checker knows the copy.
func TestLinksToFiles(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"a.md":          "# A\n\n[script](./files/run.sh), [manual](/pdf/manual.pdf#page=2), [again](@site/static/pdf/manual.pdf), [plain](pathname:///pdf/manual.pdf).\n",
		"files/run.sh":  "echo run\n",
		"guide/page.md": "# Page\n\n[a file](../files/run.sh).\n",
	})
	writeFiles(t, site, map[string]string{"static/pdf/manual.pdf": "%PDF manual\n"})
	opts := testOptions(t, site)
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(opts.OutDir, "a", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	script := compile.AssetPath("files", "run.sh", []byte("echo run\n"))
	manual := compile.AssetPath("files", "manual.pdf", []byte("%PDF manual\n"))
	for _, want := range []string{
		`<a href="/` + script + `" target="_blank">script</a>`,
		`<a href="/` + manual + `#page=2" target="_blank">manual</a>`,
		`<a href="/` + manual + `" target="_blank">again</a>`,
		`<a href="/pdf/manual.pdf" target="_blank" rel="noopener noreferrer">plain</a>`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("page lacks %s", want)
		}
	}
	for _, f := range []string{script, manual} {
		if _, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(f))); err != nil {
			t.Errorf("not copied: %v", err)
		}
	}
}

// With trailingSlash: false, guide/index.md is at /guide, so ./other is /other, as the browser
// and Docusaurus resolve it (and report it when there is no such page).
func TestRelativeLinkFromAnIndexWithoutTrailingSlash(t *testing.T) {
	site := writeSite(t, "trailingSlash: false, onBrokenLinks: 'warn', ", map[string]string{
		"guide/index.md": "# Guide\n\n[sibling](./other) and [by file](other.md).\n",
		"guide/other.md": "# Other\n",
	})
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	warnings := strings.Join(res.Warnings, "\n")
	if !strings.Contains(warnings, "docs/guide/index.md:3: /other") || strings.Count(warnings, "/other") != 1 {
		t.Errorf("warnings:\n%s", warnings)
	}
}

// A pathname:// link is a plain link to a path of the site outside the app: not a route, so
// never a broken link (Docusaurus checks no link that opens in another tab), base URL added.
func TestPathnameLinksAreNotRoutes(t *testing.T) {
	site := writeSite(t, "", map[string]string{"a.md": "# A\n\nTo [the app](pathname:///app/login).\n"})
	_, page := buildPage(t, testOptions(t, site), "a")
	if want := `<a href="/app/login" target="_blank" rel="noopener noreferrer">the app</a>`; !strings.Contains(page, want) {
		t.Errorf("page lacks %s", want)
	}
}

// A link written with Windows separators is a URL all the same: the URL parser Docusaurus
// resolves markdown links with reads a backslash as a slash, so it finds the doc.
func TestMarkdownLinkWithBackslashes(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"a.md":           "# A\n\nSee [the guide](docs\\guide\\other.md).\n",
		"guide/other.md": "# Other\n",
	})
	_, page := buildPage(t, testOptions(t, site), "a")
	if want := `<a href="/guide/other">the guide</a>`; !strings.Contains(page, want) {
		t.Errorf("page lacks %s", want)
	}
}

// HTML strings of the theme config are inserted as they are, not rendered as links, so their
// links are not checked (Docusaurus checks only the links it renders); footer links are.
func TestRawHTMLOfTheThemeConfigIsNotChecked(t *testing.T) {
	site := writeSite(t, "themeConfig: {footer: {links: [{title: 'More', items: [{html: '<a href=\"/about\">About</a>'}, {label: 'Gone', to: '/gone'}]}], "+
		"copyright: 'By <a href=\"/legal\">us</a>'}}, ", map[string]string{"a.md": "# A\n"})
	_, err := Run(testOptions(t, site))
	if err == nil || !strings.Contains(err.Error(), "found 1 broken links:\n- /gone") {
		t.Fatalf("error = %v\nwant the footer's /gone, alone, reported", err)
	}
}

// A link to a heading whose id has characters a URL escapes finds it, escaped or not.
func TestAnchorWithEscapedCharacters(t *testing.T) {
	site := writeSite(t, "onBrokenAnchors: 'throw', ", map[string]string{
		"a.md": "# A\n\n## Café\n\n[escaped](#caf%C3%A9) [plain](#café) [other page](./b.md#caf%C3%A9)\n",
		"b.md": "# B\n\n## Café\n",
	})
	if _, err := Run(testOptions(t, site)); err != nil {
		t.Fatal(err)
	}
}

// The links of a page's <Link>s are checked, a link relative to the page resolved against its
// URL as in the browser (from a folder's index page, ../../other is /other); a plain <a> is
// not checked, as Docusaurus checks only the links it renders.
func TestLinksOfComponents(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"guide/sub/index.mdx": "import Go from '@site/src/components/Go';\n\n# Sub\n\n<Go />\n\n<a href=\"/plain-in-mdx\">plain</a>\n",
		"guide/sub/next.md":   "# Next\n",
		"other.md":            "# Other\n",
	})
	writeFiles(t, site, map[string]string{"src/components/Go.js": `import React from 'react';
import Link from '@docusaurus/Link';
export default function Go() {
  return <p>
    <Link to="../../other">up</Link> <Link to="./next#next">beside</Link> <Link to="../../gone">gone</Link>
    <Link to="/new-tab" target="_blank">new tab</Link> <Link to="/unchecked" data-noBrokenLinkCheck>unchecked</Link>
    <a href="../../plain">plain</a>
  </p>;
}
`})
	_, err := Run(testOptions(t, site))
	if err == nil || !strings.Contains(err.Error(), "found 1 broken links:\n- ../../gone (resolved as /gone), linked from 1 page(s)") {
		t.Fatalf("error = %v\nwant ../../gone, alone, reported as /gone", err)
	}
}

// Two docs at one route (index.md and README.md of a folder) build, as in Docusaurus, whose
// onDuplicateRoutes warns by default: the first keeps the route, and the warning names both.
func TestDuplicateRoutesWarnByDefault(t *testing.T) {
	site := writeSite(t, "", map[string]string{"guide/index.md": "# Guide index\n", "guide/README.md": "# Guide readme\n"})
	// The sidebar names the doc that lost the route: it is still a doc.
	writeFiles(t, site, map[string]string{"sidebars.js": "module.exports = {s: ['home', 'guide/index']};\n"})
	res, page := buildPage(t, testOptions(t, site), "guide")
	if !strings.Contains(page, "Guide readme") {
		t.Error("the page is not the first doc's")
	}
	if w := strings.Join(res.Warnings, "\n"); !strings.Contains(w, "docs/guide/index.md: duplicate route /guide/ (also the route of docs/guide/README.md)") {
		t.Errorf("warnings:\n%s", w)
	}
}

// The docs plugin's exclude option, as Docusaurus reads it: globs relative to each version's
// folder, replacing the defaults (which leave out _partials).
func TestDocsExcludeOption(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/', exclude: ['README.md', '**/drafts/**'] } }]] };\n",
		"docs/index.md":        "# Home\n",
		"docs/README.md":       "# For GitHub\n\n[broken](./nowhere.md)\n",
		"docs/guide/README.md": "# Guide readme\n",
		"docs/drafts/x.md":     "# Draft\n",
		"docs/_shared.md":      "# Shared, a doc once the defaults are replaced\n",
	})
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	for route, want := range map[string]bool{"guide": true, "_shared": true, "drafts/x": false} {
		_, err := os.Stat(filepath.Join(res.OutDir, filepath.FromSlash(route), "index.html"))
		if (err == nil) != want {
			t.Errorf("page %s: built %v, want %v", route, err == nil, want)
		}
	}
	if w := strings.Join(res.Warnings, "\n"); strings.Contains(w, "nowhere") || strings.Contains(w, "duplicate") {
		t.Errorf("the excluded README was read:\n%s", w)
	}
}

// An editUrl function is called for each doc with its version, folder, path, permalink and
// locale, and a blog's for each post with its folder, path, permalink and locale, in the
// config runtime and, for a config that only Node runs, in Node.
func TestEditURLFunction(t *testing.T) {
	for _, needsNode := range []string{"", "require('os').availableParallelism();\n"} {
		site := t.TempDir()
		writeFiles(t, site, map[string]string{
			"docusaurus.config.js": needsNode + "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
				"presets: [['classic', { docs: { routeBasePath: '/', editUrl: ({version, versionDocsDirPath, docPath, permalink, locale}) => " +
				"`https://e.example/${version}/${versionDocsDirPath}/${docPath}?p=${permalink}&l=${locale}` }, " +
				"blog: { editUrl: ({blogDirPath, blogPath, permalink, locale}) => blogPath.includes('draft') ? undefined : `https://b.example/${blogDirPath}/${blogPath}?p=${permalink}&l=${locale}` } }]] };\n",
			"blog/2024-01-02-hello.md": "---\nslug: hello\n---\n# Hello\n\nA post.\n",
			"docs/index.md":            "# Home\n",
			"docs/guide/a.md":          "# A\n",
			"docs/guide/own.md":        "---\ncustom_edit_url: https://own.example/\n---\n# Own\n",
		})
		opts := testOptions(t, site)
		for route, want := range map[string]string{
			"guide/a":    `href="https://e.example/current/docs/guide/a.md?p=/guide/a&amp;l=en"`,
			"guide/own":  `href="https://own.example/"`,
			"blog/hello": `href="https://b.example/blog/2024-01-02-hello.md?p=/blog/hello&amp;l=en"`,
		} {
			_, page := buildPage(t, opts, route)
			if !strings.Contains(page, want) {
				t.Errorf("node %v: %s lacks %s", needsNode != "", route, want)
			}
		}
	}
}

// A page is left out of the sitemap when its head has a robots meta tag whose content says
// noindex, in any case, as Docusaurus reads it (a property="robots" tag does not count).
func TestNoIndexMeta(t *testing.T) {
	for meta, want := range map[string]bool{
		`<meta data-rh="true" name="robots" content="noindex, nofollow">`: true,
		`<meta content="NoIndex" name="ROBOTS">`:                          true,
		`<meta name="description" content="noindex is a word here">`:      false,
		`<meta property="robots" content="noindex, follow">`:              false,
		`<meta name="robots" content="index, follow">`:                    false,
		``: false,
	} {
		if got := noIndex(meta); got != want {
			t.Errorf("noIndex(%s) = %v, want %v", meta, got, want)
		}
	}
}

// A versioned doc of an instance whose path is its id (community, beside
// community_versioned_docs) resolves a link that starts with a slash from the current
// version's folder, as Docusaurus does: it takes the first version whose folder's path begins
// the file's path, as a string, and the current version's comes first; a partial there too.
func TestVersionedDocLinksOfAnInstanceNamedAsItsPath(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw', " +
			"markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], " +
			"plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]] };\n",
		"docs/home.md":                                           "---\nslug: /\n---\n# Home\n",
		"community/a.md":                                         "# A\n",
		"community/only-now.md":                                  "# Only now\n",
		"community_versions.json":                                `["1.0"]`,
		"community_versioned_docs/version-1.0/a.mdx":             "import Shared from './shared/_links.mdx';\n\n# Old A\n\nSee [the new page](/only-now.md).\n\n<Shared />\n",
		"community_versioned_docs/version-1.0/shared/_links.mdx": "And [from a partial](/only-now.md#top).\n",
		"community_versioned_sidebars/version-1.0-sidebars.json": `{"s": [{"type": "autogenerated", "dirName": "."}]}`,
	})
	// 1.0, the last version, is at /community/; the current one at /community/next/.
	_, page := buildPage(t, testOptions(t, site), "community/a")
	for _, want := range []string{`href="/community/next/only-now"`, `href="/community/next/only-now#top"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
}
