package swizzle

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/pipeline"
	"gosaurus/plugins/registry"
)

// buildSite builds siteDir with this checkout's theme and returns its pages: route file →
// HTML, with what differs between two builds of the same pages from different sources taken
// out (the hashes in asset names, and the chunks preloaded, which follow the files' paths).
func buildSite(t *testing.T, siteDir string) map[string][]byte {
	t.Helper()
	root, _ := filepath.Abs("../..")
	res, err := pipeline.Run(pipeline.Options{
		Plugins:   registry.Plugins,
		SiteDir:   siteDir,
		OutDir:    filepath.Join(t.TempDir(), "build"),
		ThemeDir:  filepath.Join(root, "theme-classic", "src"),
		NodePaths: []string{filepath.Join(root, "node_modules")},
		JS:        jsrt.Options{Env: map[string]string{}},
	})
	if err != nil {
		t.Fatalf("build of %s: %v", siteDir, err)
	}
	pages := map[string][]byte{}
	err = filepath.WalkDir(res.OutDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(res.OutDir, p)
		pages[rel] = comparable(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

var (
	modulePreload = regexp.MustCompile(`<link rel="modulepreload" [^>]*>\s*`)
	assetHash     = regexp.MustCompile(`\.[A-Za-z0-9_-]{8}\.(js|css|json)\b`)
)

func comparable(page []byte) []byte {
	page = modulePreload.ReplaceAll(page, nil)
	return assetHash.ReplaceAll(page, []byte(".[hash].$1"))
}

func copySite(t *testing.T, fixture string) string {
	t.Helper()
	site := filepath.Join(t.TempDir(), filepath.Base(fixture))
	if err := os.CopyFS(site, os.DirFS(fixture)); err != nil {
		t.Fatal(err)
	}
	_ = os.RemoveAll(filepath.Join(site, "golden"))
	return site
}

func samePages(t *testing.T, want, got map[string][]byte) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d pages, want %d", len(got), len(want))
	}
	for route, w := range want {
		g, ok := got[route]
		switch {
		case !ok:
			t.Errorf("%s: missing", route)
		case !bytes.Equal(g, w):
			i := 0
			for i < len(g) && i < len(w) && g[i] == w[i] {
				i++
			}
			lo := max(0, i-150)
			t.Errorf("%s differs:\nwant …%s\n got …%s", route, w[lo:min(len(w), i+150)], g[lo:min(len(g), i+150)])
		}
	}
}

// Every component of the theme ejected into a site (each top-level one, whose folder holds
// the rest) builds, and the pages are those of the unswizzled site: the theme's components
// import only names a site's copy resolves too.
func TestEveryComponentEjectedBuildsTheSamePages(t *testing.T) {
	names, err := classic.Components()
	if err != nil {
		t.Fatal(err)
	}
	for _, fixture := range []string{"docs-features", "blog", "versions"} {
		t.Run(fixture, func(t *testing.T) {
			dir := filepath.Join("../../testdata/sites", fixture)
			if entries, _ := os.ReadDir(filepath.Join(dir, "src", "theme")); len(entries) > 0 {
				t.Fatalf("%s swizzles components of its own; the test needs a site that does not", fixture)
			}
			want := buildSite(t, dir)
			site := copySite(t, dir)
			ejected := 0
			for _, name := range names {
				if strings.Contains(name, "/") {
					continue // ejected with its top-level folder
				}
				files, err := classic.Eject(site, name)
				if err != nil {
					t.Fatal(err)
				}
				ejected += len(files)
			}
			if ejected < 200 {
				t.Fatalf("ejected %d files; expected the whole theme", ejected)
			}
			samePages(t, want, buildSite(t, site))
		})
	}
}

// Wrapped components render the originals they wrap, so the pages do not change.
func TestWrappedComponentsBuildTheSamePages(t *testing.T) {
	dir := "../../testdata/sites/docs-features"
	want := buildSite(t, dir)
	site := copySite(t, dir)
	for _, name := range []string{"Footer", "Navbar/Content", "DocSidebarItem/Category", "DocItem/Footer", "Admonition/Type/Note", "TOCItems", "CodeBlock", "CodeBlock/Line", "CodeBlock/Line/Token"} {
		if _, err := classic.Wrap(site, name); err != nil {
			t.Fatal(err)
		}
	}
	samePages(t, want, buildSite(t, site))
}

// Components ejected from Docusaurus and edited, in the shapes real sites carry them (the
// fixture's src/theme), build against gosaurus's public modules and render their edits.
func TestDocusaurusEjectedComponentsBuild(t *testing.T) {
	pages := buildSite(t, "../../testdata/sites/ejected-components")
	page := strings.ReplaceAll(string(pages[filepath.FromSlash("docs/guides/install/index.html")]), "<!-- -->", "")
	for _, want := range []string{
		// DocItem/Footer: useDoc, useActivePlugin, useDocById, useSidebarBreadcrumbs, useColorMode
		`<p class="page-facts">Plugin default; intro in sidebar “docs”; here: Guides › Install; light mode.</p>`,
		`href="/docs/tags/setup">setup</a>`,
		// DocRoot: useDocRootMetadata gives the doc element and its sidebar
		`<p class="doc-root-facts">Sidebar docs with 2 items</p>`,
		// DocSidebarItem/Category: useCollapsible, Collapsible, isActiveSidebarItem, …
		`<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item ejected-category">`,
		`Guides <span class="category-count">(3)</span>`,
		// Navbar/Content (splitNavbarItems, useNavbarMobileSidebar) and the version item
		// (useVersions, useActiveDocContext, useDocsVersionCandidates), to this page in that version
		`<span class="site-navbar-item"><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/guides/install">Version Next</a></span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("docs/guides/install: no %s", want)
		}
	}
	page = strings.ReplaceAll(string(pages[filepath.FromSlash("docs/guides/upgrade/index.html")]), "<!-- -->", "")
	for _, want := range []string{
		// Content/String (createCodeBlockMetadata with 3.8's object argument) titles a block
		// without a title with its language; Title reads the metadata from useCodeBlockContext.
		`<div class="codeBlockTitle_OeMC">upgrade.js<span class="code-title-facts"> (3 lines, numbered from 3)</span></div>`,
		`<div class="codeBlockTitle_OeMC">BASH<span class="code-title-facts"> (3 lines)</span></div>`,
		`<div class="codeBlockTitle_OeMC">JS<span class="code-title-facts"> (2 lines)</span></div>`,
		// Line (wrapped: one more class) gets the highlighted lines of the {2} range, of a
		// highlight-next-line comment and of the site's own this-line-error magic comment, which
		// is taken out of the code while the rest keeps its highlighting; Line/Token (ejected)
		// marks the typed tokens.
		`<span class="token-line theme-code-block-highlighted-line ejected-line codeLine_lJS_" style="color:#bfc7d5"><span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV"><span class="token keyword" style="font-style:italic" data-token="keyword">await</span>`,
		`<span class="token-line theme-code-block-highlighted-line ejected-line" style="color:#bfc7d5"><span class="token plain">npm install pkg@latest</span><br/></span>`,
		`<span class="token-line ejected-line" style="color:#bfc7d5"><span class="token plain" style="display:inline-block"></span><br/></span>`,
		`<span class="token-line code-block-error-line ejected-line" style="color:#bfc7d5"><span class="token plain">upgrade</span><span class="token punctuation" style="color:rgb(199, 146, 234)" data-token="punctuation">({</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("docs/guides/upgrade: no %s", want)
		}
	}
	if strings.Contains(page, "this-line-error") {
		t.Error("docs/guides/upgrade: the this-line-error magic comment is shown")
	}
	// Magic comments count in the comment syntax of the block's language only, and the site's
	// own with the default one mark the same line with both classes, in the config's order.
	page = string(pages[filepath.FromSlash("docs/guides/magic-comments/index.html")])
	for _, want := range []string{
		// A # comment stays in JavaScript, with its tokens.
		`<span class="token-line ejected-line" style="color:#bfc7d5"><span class="token plain"># highlight</span><span class="token operator"`,
		`<span class="token-line theme-code-block-highlighted-line code-block-error-line ejected-line" style="color:#bfc7d5">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("docs/guides/magic-comments: no %s", want)
		}
	}
	if strings.Contains(page, "-- highlight-next-line") || strings.Contains(page, "% highlight-next-line") {
		t.Error("docs/guides/magic-comments: a Lua or TeX magic comment is shown")
	}
}
