package pipeline

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg"
	"image/png"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// The plugin-hooks fixture's local plugin adds a theme component, a client module and a head
// tag, and the site maps a custom navbar item type: each reaches the built pages. Its inline
// plugin's postBuild runs once the build is written, with Docusaurus's props and the content
// its loadContent gave, loaded once.
func TestPluginHooksReachThePages(t *testing.T) {
	opts := testOptions(t, "../../testdata/sites/plugin-hooks")
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<meta content="Welcome" name="greeting">`,         // injectHtmlTags
		`Hello, <!-- -->reader<!-- -->, from the greeting`, // @theme/Greeting from getThemePath
		`status-item">Status<!-- -->: all systems go`,      // custom-status through ComponentTypes
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if !assetContains(t, res.OutDir, "dataset.greeting") {
		t.Error("the client module is not in the browser bundle")
	}
	if len(res.Warnings) > 0 { // postcss-tweaks' configurePostCss runs (see TestTailwindSite)
		t.Errorf("warnings %q", res.Warnings)
	}
	manifest := `# Plugin hooks (routes)
baseUrl /, locale en, generated files in .docusaurus, loadContent ran 1 time(s)
doc index.mdx: Greeting from a plugin
route /
route /404.html
route /search
`
	if got := readOut(t, res.OutDir, "routes-manifest.txt"); got != manifest {
		t.Errorf("routes-manifest.txt =\n%s\nwant\n%s", got, manifest)
	}
}

// A postBuild that throws, of a plugin written as a function in a config the config runtime
// runs, fails the build with the config file, the plugin's entry and name and the error.
func TestThrowingPostBuildFailsTheBuild(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docs/index.md": "# Intro\n",
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [() => ({ name: 'uploader', async postBuild({ outDir }) { throw new Error('no token to upload ' + require('path').basename(outDir)); } })],
};
`,
	})
	opts := testOptions(t, dir)
	_, err := Run(opts)
	want := "docusaurus.config.js: plugins[0]: plugin uploader: postBuild() failed: failed in Node: no token to upload build"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %s", err, want)
	}
}

// npmInstall runs npm install in the fixture copy dir, with args after the flags every such
// install takes; the test is skipped when npm cannot install (no registry), and fails when
// there is no npm at all.
func npmInstall(t *testing.T, dir string, args ...string) {
	t.Helper()
	if _, err := exec.LookPath("npm"); err != nil {
		t.Fatal("npm is not on the PATH; make test installs with npm and needs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	install := exec.CommandContext(ctx, "npm", append([]string{"install", "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts"}, args...)...)
	install.Dir = dir
	if out, err := install.CombinedOutput(); err != nil {
		t.Skipf("npm install %s failed (offline?): %v\n%s", strings.Join(args, " "), err, out)
	}
}

// readOut is the text of a file of the build folder outDir.
func readOut(t *testing.T, outDir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(outDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func assetContains(t *testing.T, outDir, s string) bool {
	t.Helper()
	found := false
	_ = filepath.WalkDir(filepath.Join(outDir, "assets"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := os.ReadFile(p)
			found = found || strings.Contains(string(data), s)
		}
		return err
	})
	return found
}

// A site using docusaurus-plugin-sass: its .scss custom CSS, a .scss imported by a page and a
// .module.scss are compiled with the site's own sass package, which the test installs into a
// copy of the fixture. Without the package, the build says in one line to install it.
func TestSassSite(t *testing.T) {
	site := copySite(t, "npm-sites/plugin-sass")
	opts := testOptions(t, site)
	_, err := Run(opts)
	// The first Sass file a build meets names the package: here the page's CSS module, which
	// the JavaScript build (before the stylesheet's) imports.
	want := "src/pages/landing.module.scss: Sass stylesheets need the sass package; run npm install sass in the site folder"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("without sass: error %v, want one containing %q", err, want)
	}
	// sass alone: the fixture's package.json also lists docusaurus-plugin-sass, which pulls in
	// webpack's loaders, and gosaurus does not load it.
	if err := os.WriteFile(filepath.Join(site, "package.json"), []byte("{\"private\": true}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	npmInstall(t, site, "--no-save", "sass@1")
	cacheDir := filepath.Join(t.TempDir(), "cache")
	build := func() []byte {
		t.Helper()
		opts = testOptions(t, site)
		opts.CacheDir = cacheDir
		res, err := Run(opts)
		if err != nil {
			t.Fatal(err)
		}
		sheets, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
		if len(sheets) != 1 {
			t.Fatalf("stylesheets %q", sheets)
		}
		css, _ := os.ReadFile(sheets[0])
		return css
	}
	css := build()
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`--ifm-color-primary:\s*#1f6f4a`),         // custom.scss, with a @use'd partial
		regexp.MustCompile(`\.banner \.banner-title\{color:#1f6f4a`), // nesting compiled
		regexp.MustCompile(`\.landing-note\{font-style:italic`),      // a .scss a page imports
		regexp.MustCompile(`max-width:40rem`),                        // a .module.scss
	} {
		if !want.Match(css) {
			t.Errorf("the stylesheet lacks %s", want)
		}
	}
	// A partial is read by sass, not esbuild: its edit must still miss the build cache.
	if err := os.WriteFile(filepath.Join(site, "src", "css", "_palette.scss"), []byte("$brand: #0a0b0c;\n$spacing: 4px;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if css := build(); !strings.Contains(string(css), "#0a0b0c") {
		t.Error("an edited partial did not reach the stylesheet of a cached build")
	}
}

// The ideal-image fixture: each image that the doc imports or requires is resized to the
// widths of the plugin's options (min 320, max 1030, steps 2: 320 and 1030, capped at the
// image's width), the markdown image stays a plain one, and a second build takes the copies
// from the build cache instead of resizing again.
func TestIdealImageSite(t *testing.T) {
	site := copySite(t, "npm-sites/ideal-image")
	cacheDir := t.TempDir()
	build := func() (*Result, map[string][2]int) {
		t.Helper()
		opts := testOptions(t, site)
		opts.CacheDir = cacheDir
		res, err := Run(opts)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Warnings) != 0 {
			t.Errorf("warnings %q", res.Warnings)
		}
		sizes := map[string][2]int{}
		dir := filepath.Join(res.OutDir, "assets", "ideal-img")
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			f, err := os.Open(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			c, _, err := image.DecodeConfig(f)
			f.Close()
			if err != nil {
				t.Fatalf("%s: %v", e.Name(), err)
			}
			name := regexp.MustCompile(`\.[0-9a-f]{7}\.`).ReplaceAllString(e.Name(), ".#.")
			sizes[name] = [2]int{c.Width, c.Height}
		}
		return res, sizes
	}
	_, sizes := build()
	want := map[string][2]int{"landscape.#.320.jpg": {320, 200}, "landscape.#.640.jpg": {640, 400}, "badge.#.240.png": {240, 240}}
	if !maps.Equal(sizes, want) {
		t.Errorf("copies %v, want %v", sizes, want)
	}
	stored := func() map[string]time.Time {
		entries, _ := os.ReadDir(filepath.Join(cacheDir, "ideal-image-en"))
		m := map[string]time.Time{}
		for _, e := range entries {
			fi, _ := e.Info()
			m[e.Name()] = fi.ModTime()
		}
		return m
	}
	before := stored()
	if len(before) != 2 {
		t.Fatalf("%d images in the build cache, want 2", len(before))
	}
	// An edit of the doc bundles again; the images are read from the cache, not saved again.
	doc := filepath.Join(site, "docs", "index.mdx")
	src, _ := os.ReadFile(doc)
	if err := os.WriteFile(doc, append(src, "\nOne more line.\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	res, again := build()
	if res.CachedBundles != 0 || !maps.Equal(again, want) || !maps.Equal(stored(), before) {
		t.Errorf("second build: %d cached bundles, copies %v, cache %v then %v", res.CachedBundles, again, before, stored())
	}
	// A changed image is resized again, and the cache keeps only its new copies.
	var badge bytes.Buffer
	if err := png.Encode(&badge, image.NewGray(image.Rect(0, 0, 100, 50))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "docs", "badge.png"), badge.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	_, third := build()
	after := stored()
	kept := 0
	for name := range after {
		if _, ok := before[name]; ok {
			kept++
		}
	}
	if third["badge.#.100.png"] != [2]int{100, 50} || len(after) != 2 || kept != 1 {
		t.Errorf("a changed image: copies %v, cache %v then %v", third, before, after)
	}
}

// A plugin's client module or a package may use Node's global, which webpack (so Docusaurus)
// maps to globalThis in browser bundles; the server render must not fail on it.
func TestGlobalIsGlobalThis(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js":    "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]], plugins: ['./plugin.js'] };\n",
		"plugin.js":               "module.exports = () => ({ name: 'g', getClientModules: () => [require.resolve('./client.js')] });\n",
		"client.js":               "global.__seen = (global.__seen || 0) + 1;\n",
		"src/components/Count.js": "import React from 'react';\nexport default function Count() { return <b>{typeof global.setTimeout}</b>; }\n",
		"docs/index.mdx":          "---\ntitle: Global\n---\n\nimport Count from '@site/src/components/Count';\n\n<Count />\n",
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
	if !strings.Contains(string(page), "<b>function</b>") {
		t.Errorf("global.setTimeout not rendered: %s", page)
	}
}

// The live-codeblock fixture: without react-live the build says in one line to install it and
// the live blocks stay code blocks; with react-live installed (npm, into a temporary copy)
// each is a playground whose server render shows its code under "Live Editor", then "Result"
// and "Loading...", and react-live is in the browser bundle only.
func TestLiveCodeBlockSite(t *testing.T) {
	site := copySite(t, "npm-sites/live-codeblock")
	playground := regexp.MustCompile(`(?s)class="playgroundContainer_[^"]*">.*?Live Editor.*?function</span>.*?Counter.*?Result.*?Loading\.\.\.`)
	build := func() (*Result, string) {
		t.Helper()
		res, err := Run(testOptions(t, site))
		if err != nil {
			t.Fatal(err)
		}
		page, err := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		return res, string(page)
	}
	res, page := build()
	want := "docusaurus.config.js: themes[0]: @docusaurus/theme-live-codeblock: the react-live package is not installed, so live code blocks are shown as code; run npm install react-live in the site folder"
	if got := strings.Join(res.Warnings, "\n"); got != want {
		t.Errorf("without react-live: warnings %q, want %q", got, want)
	}
	if strings.Contains(page, "Live Editor") || !strings.Contains(page, "Counter") {
		t.Error("without react-live, the live blocks are not plain code blocks")
	}
	npmInstall(t, site)
	res, page = build()
	if len(res.Warnings) != 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
	if n := strings.Count(page, "Live Editor"); n != 3 || !playground.MatchString(page) {
		t.Errorf("%d playgrounds, want 3 showing their code before the result:\n%s", n, page)
	}
	if !strings.Contains(page, "notLive") {
		t.Error("the plain code block is missing")
	}
	if !assetContains(t, res.OutDir, "No-Inline evaluations must call") {
		t.Error("react-live is not in the browser bundle")
	}
	// themeConfig.liveCodeBlock.playgroundPosition 'top': the result above the editor.
	config, err := os.ReadFile(filepath.Join(site, "docusaurus.config.js"))
	if err != nil {
		t.Fatal(err)
	}
	config = []byte(strings.Replace(string(config), "themes:", "themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } },\n  themes:", 1))
	if err := os.WriteFile(filepath.Join(site, "docusaurus.config.js"), config, 0o644); err != nil {
		t.Fatal(err)
	}
	_, page = build()
	if result, editor := strings.Index(page, "Result"), strings.Index(page, "Live Editor"); result < 0 || result > editor {
		t.Errorf("with playgroundPosition 'top', Result at %d, Live Editor at %d", result, editor)
	}
}

// With @docusaurus/theme-mermaid and markdown.mermaid, a mermaid code block is a diagram the
// browser draws with the site's mermaid package; the server renders none, as Docusaurus's.
// Without markdown.mermaid it stays code, as in Docusaurus.
func TestMermaid(t *testing.T) {
	for _, c := range []struct {
		name, markdown string
		diagram        bool
	}{{"on", "markdown: { mermaid: true },", true}, {"off", "", false}} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{
				"docusaurus.config.js":              "module.exports = { title: 'T', url: 'https://e.com', baseUrl: '/', " + c.markdown + " themes: ['@docusaurus/theme-mermaid'], presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]] };\n",
				"docs/index.md":                     "# Flow\n\n```mermaid\ngraph TD\n  Start --> Finish\n```\n",
				"node_modules/mermaid/package.json": `{"name": "mermaid", "main": "index.js"}`,
				"node_modules/mermaid/index.js":     "module.exports = { initialize() {}, render: async (id) => ({ svg: '<svg id=\"' + id + '\">fake-mermaid-drawing</svg>' }) };\n",
			})
			res, err := Run(testOptions(t, dir))
			if err != nil {
				t.Fatal(err)
			}
			page, _ := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
			if code := strings.Contains(string(page), "Start --&gt; Finish") || strings.Contains(string(page), "Start</span>"); code == c.diagram {
				t.Errorf("the page shows the diagram's code: %v, want %v", code, !c.diagram)
			}
			if drawn := assetContains(t, res.OutDir, "fake-mermaid-drawing"); drawn != c.diagram {
				t.Errorf("the browser bundle has mermaid: %v, want %v", drawn, c.diagram)
			}
			if len(res.Warnings) != 0 {
				t.Errorf("warnings %q", res.Warnings)
			}
		})
	}
}

// A site searching with Algolia DocSearch (themeConfig.algolia through the classic preset):
// without @docsearch/react it keeps the offline search and says what to install; with it
// (installed into a temporary copy) the navbar has DocSearch's button, every page preconnects
// to the app's host, the search page is the Algolia theme's and no offline index is written.
func TestDocSearchSite(t *testing.T) {
	site := copySite(t, "npm-sites/docsearch")
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	want := "docusaurus.config.js: themeConfig.algolia: gosaurus uses its built-in offline search instead of Algolia DocSearch, as @docsearch/react is not installed; run npm install in the site folder"
	if strings.Join(res.Warnings, "\n") != want {
		t.Errorf("warnings %q, want %q", res.Warnings, want)
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "search-index")); err != nil {
		t.Errorf("without DocSearch, the offline index: %v", err)
	}
	npmInstall(t, site)
	opts := testOptions(t, site)
	opts.NodePaths = append([]string{filepath.Join(site, "node_modules")}, opts.NodePaths...) // as the CLI finds them
	res, err = Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
	read := func(name string) string { return readOut(t, res.OutDir, name) }
	doc := read("docs/intro/index.html")
	for _, want := range []string{
		`<link data-rh="true" rel="preconnect" href="https://TESTAPP42-dsn.algolia.net" crossOrigin="anonymous"/>`,
		`<button type="button" class="DocSearch DocSearch-Button" aria-label="Search (`,
		`<link href="/opensearch.xml" rel="search" title="DocSearch site" type="application/opensearchdescription+xml">`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/intro lacks %s", want)
		}
	}
	if strings.Contains(doc, "navbar__search-input") {
		t.Error("docs/intro still has the offline search box")
	}
	search := read("search/index.html")
	for _, want := range []string{`<title data-rh="true">Search the documentation | DocSearch site</title>`, `<meta data-rh="true" property="robots" content="noindex, follow"/>`, `search-page-wrapper`} {
		if !strings.Contains(search, want) {
			t.Errorf("the search page lacks %s", want)
		}
	}
	if desc := read("opensearch.xml"); !strings.Contains(desc, `template="https://docsearch.example.com/search?q={searchTerms}"`) {
		t.Errorf("opensearch.xml does not name the search page:\n%s", desc)
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "search-index")); !os.IsNotExist(err) {
		t.Errorf("an offline index was written beside DocSearch (%v)", err)
	}
	sheets, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	if len(sheets) != 1 {
		t.Fatalf("stylesheets %q", sheets)
	}
	css, _ := os.ReadFile(sheets[0])
	if !strings.Contains(string(css), ".DocSearch-Modal") || !regexp.MustCompile(`--docsearch-primary-color:\s*var\(--ifm-color-primary\)`).Match(css) {
		t.Error("the stylesheet lacks @docsearch/css or the theme's colours for it")
	}
	if !assetContains(t, res.OutDir, "/1/indexes/*/queries") {
		t.Error("the search page's Algolia query is not in the browser bundle")
	}
}

// A site with @docusaurus/plugin-pwa, which the test installs into a copy of the fixture: its
// head tags under the base URL, its client module with the values its configureWebpack gives
// webpack's EnvironmentPlugin, and the service worker its postBuild would write, at
// <baseUrl>sw.js with the build's files in its precache manifest and the site's swCustom.
func TestPWASite(t *testing.T) {
	site := copySite(t, "npm-sites/pwa")
	npmInstall(t, site)
	opts := testOptions(t, site)
	opts.NodePaths = append([]string{filepath.Join(site, "node_modules")}, opts.NodePaths...) // as the CLI finds them
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	// Its getDefaultCodeTranslationMessages, for the site's one locale, is taken: nothing skipped.
	if len(res.Warnings) > 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
	read := func(name string) string { return readOut(t, res.OutDir, name) }
	page := read("docs/intro/index.html")
	for _, want := range []string{
		`<link href="/pwa/img/logo.png" rel="icon">`,
		`<link href="/pwa/manifest.json" rel="manifest">`,
		`<meta content="rgb(31, 111, 74)" name="theme-color">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("docs/intro lacks %s", want)
		}
	}
	if !assetContains(t, res.OutDir, `"/pwa/sw.js"`) || assetContains(t, res.OutDir, "process.env.PWA_") {
		t.Error("the client module's process.env.PWA_* were not replaced by the plugin's values")
	}
	sw := read("sw.js")
	if strings.Contains(sw, "__WB_MANIFEST") {
		t.Error("sw.js has no precache manifest")
	}
	for _, file := range []string{"index.html", "docs/offline/index.html", "manifest.json", "img/logo.png", "assets/css/"} {
		if !regexp.MustCompile(`"revision":\s*"[0-9a-f]{32}",\s*"url":\s*"` + regexp.QuoteMeta(file)).MatchString(sw) {
			t.Errorf("sw.js does not precache %s", file)
		}
	}
	if !strings.Contains(sw, "[Docusaurus-PWA][SW]") {
		t.Error("sw.js is not the plugin's worker")
	}
	if !strings.Contains(sw, "[PWA site][SW]: custom code ran") {
		t.Error("sw.js lacks the site's swCustom module")
	}
}

// testdata/sites/node-config has a config only Node runs (an ES module with node:fs,
// createRequire, process.cwd()) with a plugin written as a function, as prettier's site does:
// the plugin's loadContent, contentLoaded, injectHtmlTags and postBuild run in Node, and what
// they give reaches the build.
func TestNodeConfigFunctionPlugin(t *testing.T) {
	opts := testOptions(t, "../../testdata/sites/node-config")
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) > 0 { // its configurePostCss runs in Node too
		t.Errorf("warnings %q", res.Warnings)
	}
	if got := readOut(t, res.OutDir, "index.html"); !strings.Contains(got, `<meta content="2" name="docs-count">`) {
		t.Error("index.html lacks the injectHtmlTags meta tag")
	}
	page := readOut(t, res.OutDir, "docs-index/index.html")
	for _, want := range []string{`<h1>Docs index</h1><p>2<!-- --> docs</p>`, `<li>Welcome</li><li>Second page</li>`} {
		if !strings.Contains(page, want) {
			t.Errorf("docs-index/index.html lacks %s", want)
		}
	}
	if got, want := readOut(t, res.OutDir, "llms.txt"), "# Node config\n\n- Welcome (index.md)\n- Second page (second.md)\n"; got != want {
		t.Errorf("llms.txt = %q, want %q", got, want)
	}
	if got, want := readOut(t, res.OutDir, "routes.txt"), "/\n/404.html\n/docs-index\n/search\n/second\n"; got != want {
		t.Errorf("routes.txt = %q, want %q", got, want)
	}
	if !assetContains(t, res.OutDir, `ranFrom:"node-config"`) {
		t.Error("customFields.ranFrom (process.cwd() of the config) is not in the bundle")
	}
}

// The dev server's builds (kept esbuild contexts) resize too when disableInDev is false, as
// the fixture sets it, and a rebuild after an edit, which reuses the browser build, still
// writes the copies.
func TestIdealImageDevBuilds(t *testing.T) {
	site := copySite(t, "npm-sites/ideal-image")
	cache := NewCache()
	defer cache.Close()
	opts := testOptions(t, site)
	opts.Dev, opts.Cache = true, cache
	for i := range 2 {
		res, err := Run(opts)
		if err != nil {
			t.Fatal(err)
		}
		page, _ := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
		copies, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "ideal-img", "*"))
		if !strings.Contains(string(page), "background-image:url(&quot;data:image/jpeg;base64,") || len(copies) != 3 {
			t.Errorf("build %d: %d copies, page %s", i+1, len(copies), page)
		}
		doc := filepath.Join(site, "docs", "index.mdx")
		src, _ := os.ReadFile(doc)
		if err := os.WriteFile(doc, append(src, "\nEdited.\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
		opts.Changed = map[string]bool{doc: true}
	}
}

// What a plugin's configureWebpack gives webpack's ProvidePlugin reaches the site's modules
// as free variables, on the server and in the browser: a module's exports (process:
// 'process/browser', as dyte's plugin gives it) or an export of one (Buffer: ['buffer',
// 'Buffer']). A configureWebpack that throws is named in a warning.
func TestConfigureWebpackProvidePlugin(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `const path = require('path');
const greeter = path.resolve(__dirname, 'src/lib/greeter.js');
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function provide() { return { name: 'provide', configureWebpack(config, isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.ProvidePlugin({ Greeter: greeter, shout: [greeter, 'shout'] })] }; } }; },
    function broken() { return { name: 'broken', configureWebpack() { throw new Error('no such bundler feature'); } }; },
  ] };
`,
		"src/lib/greeter.js":      "module.exports = { hello: (n) => 'Hello from the provided module, ' + n, shout: (s) => s.toUpperCase() };\n",
		"src/components/Greet.js": "import React from 'react';\nexport default function Greet() { return <p id=\"greet\">{Greeter.hello('you')} {shout('hey')}</p>; }\n",
		"docs/index.mdx":          "import Greet from '@site/src/components/Greet';\n\n# Hi\n\n<Greet />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	if want := `<p id="greet">Hello from the provided module, you<!-- --> <!-- -->HEY</p>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s: %s", want, regexp.MustCompile(`<p id="greet">.*?</p>`).FindString(page))
	}
	js, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "js", "*.js"))
	inBrowser := false
	for _, f := range js {
		if b, err := os.ReadFile(f); err == nil && bytes.Contains(b, []byte("Hello from the provided module")) {
			inBrowser = true
		}
	}
	if !inBrowser {
		t.Error("no browser chunk holds the provided module")
	}
	if want := "plugin broken: gosaurus skips its configureWebpack (it threw: no such bundler feature)"; !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, want) }) {
		t.Errorf("warnings %q lack %q", res.Warnings, want)
	}
}

// NormalModuleReplacementPlugin from currentBundler.instance replaces a module wherever it is
// imported, before anything else resolves it (a theme component, a Node built-in), with a
// file relative to the importer or an absolute one. An external that is not installed fails
// only where its import is caught, as in webpack. Any other class of the bundler is
// constructed and named in a warning, not a TypeError that loses the whole configureWebpack
// (the redoc theme does both).
func TestConfigureWebpackModuleReplacement(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `const path = require('path');
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function replace() { return { name: 'replace', configureWebpack(config, isServer, { currentBundler }) {
      const bundler = currentBundler.instance;
      return { plugins: [
        new bundler.NormalModuleReplacementPlugin(/^tty$/, path.resolve(__dirname, 'src/lib/tty.js')),
        new bundler.NormalModuleReplacementPlugin(/theme\/Greeting$/, './greeting-replaced.js'),
        new bundler.IgnorePlugin({ resourceRegExp: /^\.\/locale$/ }),
      ], externals: { 'optional-widget': 'optional-widget' } }; } }; },
  ] };
`,
		"src/lib/tty.js":                      "export function isatty() { return 'tty stand-in'; }\n",
		"src/theme/Greeting.js":               "export default function Greeting() { return 'original greeting'; }\n",
		"src/components/greeting-replaced.js": "export default function Greeting() { return 'replaced greeting'; }\n",
		"src/components/Show.js":              "import React from 'react';\nimport {isatty} from 'tty';\nimport Greeting from '@theme/Greeting';\nexport async function widget() { try { return await import('optional-widget'); } catch { return null; } }\nexport default function Show() { return <p id=\"show\">{isatty()}, {Greeting()}</p>; }\n",
		"docs/index.mdx":                      "import Show from '@site/src/components/Show';\n\n# Hi\n\n<Show />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	if want := `<p id="show">tty stand-in<!-- -->, <!-- -->replaced greeting</p>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s: %s", want, regexp.MustCompile(`<p id="show">.*?</p>`).FindString(page))
	}
	if want := "plugin replace: gosaurus skips its configureWebpack's plugins: IgnorePlugin"; !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, want) }) {
		t.Errorf("warnings %q lack %q", res.Warnings, want)
	}
}

// The parts of configureWebpack that sites use beyond how modules resolve: module rules with
// the common loaders (raw-loader named by its resolved file, asset/source for "?raw" imports,
// asset/resource, url-loader with a limit, yaml-loader), resolve.modules and
// resolve.extensions, and copy-webpack-plugin, given by the config it returns or by changes to
// the config it is given. A loader or webpack plugin gosaurus does not have is named in a
// warning, with the plugin that added it.
func TestConfigureWebpackRulesModulesCopies(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `const path = require('path');
class CopyPlugin { constructor(options) { this.patterns = options.patterns; } }
class BannerPlugin { constructor() {} }
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function loaders() { return { name: 'loaders', configureWebpack(config) {
      config.resolve.modules.push(path.resolve(__dirname, 'lib'));
      config.module.rules.push({ test: /\.snippet$/, use: [{ loader: path.join(__dirname, 'node_modules/raw-loader/dist/cjs.js') }] });
      return {
        resolve: { extensions: ['.jsm'] },
        module: { rules: [
          { resourceQuery: /raw/, type: 'asset/source' },
          { test: /\.bin$/i, type: 'asset/resource' },
          { test: /\.dat$/, loader: 'url-loader', options: { limit: 8 } },
          { test: /\.ya?ml$/, use: 'yaml-loader' },
          { test: /\.less$/, use: ['style-loader', 'less-loader'] },
        ] },
        plugins: [new CopyPlugin({ patterns: [{ from: 'extra', to: 'copied' }, { from: 'one.txt', to: 'files' }, { from: 'gone', noErrorOnMissing: true }] }), new BannerPlugin()],
        devtool: 'source-map',
      }; } }; },
  ] };
`,
		"node_modules/raw-loader/package.json": `{"name": "raw-loader", "version": "4.0.2", "main": "dist/cjs.js"}`,
		"node_modules/raw-loader/dist/cjs.js":  "module.exports = function () {};\n",
		"lib/shared-words/index.js":            "export default 'from resolve.modules';\n",
		"src/helper.jsm":                       "export const helper = 'from a .jsm file';\n",
		"src/hello.snippet":                    "snippet text\n",
		"src/notes.md":                         "notes *as text*\n",
		"src/big.bin":                          "binary-ish\n",
		"src/small.dat":                        "tiny\n",
		"src/large.dat":                        "more than eight bytes\n",
		"src/data.yaml":                        "name: yaml data\nlist: [1, 2]\n",
		"extra/a.txt":                          "copied a\n",
		"extra/sub/b.txt":                      "copied b\n",
		"one.txt":                              "one\n",
		"src/components/Show.js": `import React from 'react';
import words from 'shared-words';
import { helper } from '../helper';
import snippet from '../hello.snippet';
import notes from '../notes.md?raw';
import big from '../big.bin';
import small from '../small.dat';
import large from '../large.dat';
import data from '../data.yaml';
export default function Show() {
  return <ul id="show">{[words, helper, snippet.trim(), notes.trim(), big, small, large, data.name, data.list.join('+')].map((x) => <li key={x}>{x}</li>)}</ul>;
}
`,
		"docs/index.mdx": "import Show from '@site/src/components/Show';\n\n# Hi\n\n<Show />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	show := regexp.MustCompile(`<ul id="show">.*?</ul>`).FindString(page)
	for _, want := range []string{"<li>from resolve.modules</li>", "<li>from a .jsm file</li>", "<li>snippet text</li>", "<li>notes *as text*</li>",
		"<li>/assets/media/big.", "<li>data:", "<li>/assets/media/large.", "<li>yaml data</li>", "<li>1+2</li>"} {
		if !strings.Contains(show, want) {
			t.Errorf("the page lacks %s: %s", want, show)
		}
	}
	if big := regexp.MustCompile(`/assets/media/big\.[^<]*`).FindString(show); big == "" {
		t.Error("no URL of big.bin")
	} else if b, err := os.ReadFile(filepath.Join(res.OutDir, filepath.FromSlash(big))); err != nil || string(b) != "binary-ish\n" {
		t.Errorf("%s: %q, %v", big, b, err)
	}
	for file, want := range map[string]string{"copied/a.txt": "copied a\n", "copied/sub/b.txt": "copied b\n", "files/one.txt": "one\n"} {
		if b, err := os.ReadFile(filepath.Join(res.OutDir, filepath.FromSlash(file))); err != nil || string(b) != want {
			t.Errorf("%s: %q, %v", file, b, err)
		}
	}
	want := "plugin loaders: gosaurus skips its configureWebpack's devtool; module.rules[5] (style-loader, less-loader); plugins: BannerPlugin"
	if !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, want) }) {
		t.Errorf("warnings %q lack %q", res.Warnings, want)
	}
}

// A TypeScript plugin module gets the default imports Docusaurus's loader (jiti) gives: a
// CommonJS package that says __esModule gives its exports.default, on every Node (Node 22's
// own type stripping would give module.exports, and pixijs's postBuild then failed with
// "llmPlugin is not a function").
func TestTypeScriptPluginDefaultImportInNode(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
			"presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: ['./plugins/stamp.ts'] };\n",
		"sidebars.js":                       "module.exports = {s: ['a']};\n",
		"docs/a.md":                         "---\nslug: /\n---\n# A\n",
		"node_modules/stamper/package.json": `{"name": "stamper", "version": "1.0.0", "main": "index.js"}`,
		"node_modules/stamper/index.js":     "Object.defineProperty(exports, '__esModule', {value: true});\nexports.default = (name) => 'stamped by ' + name;\n",
		"plugins/stamp.ts": `import stamp from 'stamper';
import * as fs from 'fs';
import * as path from 'path';
export default function stampPlugin(): {name: string; postBuild(props: {outDir: string}): void} {
  return {name: 'stamp', postBuild({outDir}) { fs.writeFileSync(path.join(outDir, 'stamp.txt'), stamp('the plugin')); }};
}
`,
	})
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(res.OutDir, "stamp.txt")); err != nil || string(got) != "stamped by the plugin" {
		t.Errorf("stamp.txt: %q, %v", got, err)
	}
}

// A module rule whose loaders the bundler does not have runs them in Node, as webpack does: a
// site's own loader file (async, with its options and a dependency it reads), a package
// loader with its options in a query, a chain applied last to first, and a raw loader, which
// gets the bytes. What the first loader returns is the module. A loader that throws stops the
// build with its message, the file and the rule.
func TestConfigureWebpackOwnLoadersRunInNode(t *testing.T) {
	files := map[string]string{
		"docusaurus.config.js": `const path = require('path');
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [function loaders() { return { name: 'loaders', configureWebpack() { return { module: { rules: [
    { test: /\.kv$/, include: path.resolve(__dirname, 'data'), use: { loader: path.resolve(__dirname, 'loaders/kv-loader.js'), options: { separator: '=' } } },
    { test: /\.shout$/, use: ['upper-loader?suffix=!', path.resolve(__dirname, 'loaders/quote-loader.js')] },
    { test: /\.bin$/, use: path.resolve(__dirname, 'loaders/size-loader.js') },
    { test: /\.bad$/, use: path.resolve(__dirname, 'loaders/bad-loader.js') },
  ] } }; } }; }] };
`,
		"loaders/kv-loader.js": `const fs = require('fs'), path = require('path');
module.exports = function (source) {
  const done = this.async();
  const {separator} = this.getOptions();
  const extra = path.join(this.rootContext, 'data', 'extra.txt');
  this.addDependency(extra);
  setTimeout(() => {
    const pairs = source.trim().split('\n').map((l) => l.split(separator));
    pairs.push(['extra', fs.readFileSync(extra, 'utf8').trim()]);
    done(null, 'export default ' + JSON.stringify(Object.fromEntries(pairs)) + ';');
  }, 5);
};
`,
		"data/extra.txt":                         "from a dependency\n",
		"data/pairs.kv":                          "name=key value\nsize=2\n",
		"loaders/quote-loader.js":                "module.exports = (s) => 'export default ' + JSON.stringify(s.trim()) + ';';\n",
		"node_modules/upper-loader/package.json": `{"name": "upper-loader", "version": "1.0.0", "main": "index.js"}`,
		"node_modules/upper-loader/index.js":     "module.exports = function (s) { return s.replace(/\"([^\"]*)\"/, (m, t) => JSON.stringify(t.toUpperCase() + this.getOptions().suffix)); };\n",
		"loaders/size-loader.js":                 "module.exports = function (b) { return 'export default ' + (Buffer.isBuffer(b) ? b.length : -1) + ';'; };\nmodule.exports.raw = true;\n",
		"loaders/bad-loader.js":                  "module.exports = function () { throw new Error('this file is not for me'); };\n",
		"src/loud.shout":                         "quiet words\n",
		"src/four.bin":                           "\x00\x01\x02\x03",
		"src/components/Show.js": `import React from 'react';
import pairs from '@site/data/pairs.kv';
import loud from '../loud.shout';
import size from '../four.bin';
export default function Show() {
  return <ul id="show">{[pairs.name, pairs.size, pairs.extra, loud, size].map((x) => <li key={x}>{x}</li>)}</ul>;
}
`,
		"docs/index.mdx": "import Show from '@site/src/components/Show';\n\n# Hi\n\n<Show />\n",
	}
	site := t.TempDir()
	writeFiles(t, site, files)
	res, page := buildPage(t, testOptions(t, site), "")
	show := regexp.MustCompile(`<ul id="show">.*?</ul>`).FindString(page)
	if want := "<li>key value</li><li>2</li><li>from a dependency</li><li>QUIET WORDS!</li><li>4</li>"; !strings.Contains(show, want) {
		t.Errorf("the page shows %s, want %s", show, want)
	}
	if slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "module.rules") }) {
		t.Errorf("warnings %q name a rule", res.Warnings)
	}

	bad := t.TempDir()
	files["src/x.bad"] = "anything\n"
	files["docs/index.mdx"] = "import x from '@site/src/x.bad';\n\n# Hi\n\n{x}\n"
	writeFiles(t, bad, files)
	_, err := Run(testOptions(t, bad))
	if want := "src/x.bad: plugin loaders: module.rules[3]: this file is not for me"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one with %q", err, want)
	}
}

// A plugin's configureWebpack reads Docusaurus's aliases of the site's folders from the config
// it is given, and may write a module into the generated folder, which code then imports as
// @generated/<name> (docusaurus-lunr-search's lunr.client.js). The folder is made when a
// plugin reads its alias, as Docusaurus makes it first.
func TestConfigureWebpackWritesIntoTheGeneratedFolder(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `const fs = require('fs'), path = require('path');
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [function writer() { return { name: 'writer', configureWebpack(config) {
    const dir = config.resolve.alias['@generated'];
    fs.writeFileSync(path.join(dir, 'made.client.js'), "export default 'made in ' + " + JSON.stringify(path.basename(config.resolve.alias['@site'])) + ";\n");
    return {};
  } }; }] };
`,
		"src/components/Made.js": "import React from 'react';\nimport made from '@generated/made.client';\nexport default function Made() { return <p id=\"made\">{made}</p>; }\n",
		"docs/index.mdx":         "import Made from '@site/src/components/Made';\n\n# Hi\n\n<Made />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	if want := `<p id="made">made in ` + filepath.Base(site) + `</p>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
	if slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "writer") }) {
		t.Errorf("warnings %q name the plugin", res.Warnings)
	}
}

// webpack's require.context in the site's code: the files of a folder (and of its subfolders,
// unless told not to) whose keys match the RegExp, each required by its key (through an inline
// loader written before the folder), as a showcase page lists its images.
func TestRequireContext(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
		"src/data/b.json":      `{"name": "bee"}`,
		"src/data/a.json":      `{"name": "ay"}`,
		"src/data/sub/c.json":  `{"name": "sea"}`,
		"src/data/notes.txt":   "not data\n",
		"src/components/List.js": `import React from 'react';
const all = require.context('../data', true, /\.json$/);
const top = require.context(
  '../data/',
  false,
  /\.JSON$/i,
);
const texts = require.context('!!raw-loader!../data', false, /\.txt$/);
export default function List() {
  return <ul id="list">{all.keys().map((k) => <li key={k}>{k} {all(k).name}</li>)}<li>{top.keys().join(' ')}</li><li>{all.id}</li><li>{[texts(texts.keys()[0])].map((m) => (typeof m === 'string' ? m : m.default).trim())}</li></ul>;
}
`,
		"docs/index.mdx": "import List from '@site/src/components/List';\n\n# Hi\n\n<List />\n",
	})
	_, page := buildPage(t, testOptions(t, site), "")
	want := `<ul id="list"><li>./a.json<!-- --> <!-- -->ay</li><li>./b.json<!-- --> <!-- -->bee</li><li>./sub/c.json<!-- --> <!-- -->sea</li><li>./a.json ./b.json</li><li>../data</li><li>not data</li></ul>`
	if got := regexp.MustCompile(`<ul id="list">.*?</ul>`).FindString(page); got != want {
		t.Errorf("the list is\n%s\nwant\n%s", got, want)
	}
}

// A require() of a template under @site/ is a context module, as webpack makes it: each file
// under the template's folder whose path fits it, whatever the expressions give (a component
// that requires each board's guide by its id); a markdown file so required is a component.
func TestSiteTemplateRequires(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js":          "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
		"src/data/boards/uno/guide.md":  "Wire the **uno** first.\n",
		"src/data/boards/pro/guide.md":  "The pro needs no wires.\n",
		"src/data/boards/pro/notes.txt": "not a guide\n",
		"src/data/count-2.json":         `{"n": 2}`,
		"src/components/Guides.js": `import React from 'react';
export default function Guides({ ids }) {
  const count = require(` + "`@site/src/data/count-${ids.length}.json`" + `);
  return <div id="guides">{ids.map((id) => {
    const Guide = require(` + "`@site/src/data/boards/${id}/guide.md`" + `).default;
    return <section key={id}><Guide /></section>;
  })}<p>{count.n}</p></div>;
}
`,
		"docs/index.mdx": "import Guides from '@site/src/components/Guides';\n\n# Hi\n\n<Guides ids={['uno', 'pro']} />\n",
	})
	_, page := buildPage(t, testOptions(t, site), "")
	want := `<div id="guides"><section><p>Wire the <strong>uno</strong> first.</p></section><section><p>The pro needs no wires.</p></section><p>2</p></div>`
	if got := regexp.MustCompile(`<div id="guides">.*?</div>`).FindString(page); got != want {
		t.Errorf("the guides are\n%s\nwant\n%s", got, want)
	}
}

// webpack's asset URLs in the site's code, new URL('./file', import.meta.url): the file, of any
// kind, is written into the build and the URL is its address against the page's; a path from
// / is the site folder's; an address with a scheme is left as it is. The server renders with
// it too (the URL is made when the module loads).
func TestAssetURLs(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js":     "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/sub/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
		"vendor/grammar.wasm":      "\x00asm\x01\x00\x00\x00",
		"src/components/words.dat": "some words\n",
		"src/components/Where.ts": `const grammar = new URL(
  "/vendor/grammar.wasm",
  import.meta.url
);
const words = new URL('./words.dat', import.meta.url);
const remote = new URL('https://example.org/x.wasm', import.meta.url);
export const where = [grammar.pathname, words.pathname, remote.href];
`,
		"src/components/Show.js": `import React from 'react';
import { where } from './Where';
export default function Show() { return <ul id="where">{where.map((w) => <li key={w}>{w}</li>)}</ul>; }
`,
		"docs/index.mdx": "import Show from '@site/src/components/Show';\n\n# Hi\n\n<Show />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	list := regexp.MustCompile(`<li>([^<]*)</li>`).FindAllStringSubmatch(regexp.MustCompile(`<ul id="where">.*?</ul>`).FindString(page), -1)
	if len(list) != 3 || list[2][1] != "https://example.org/x.wasm" {
		t.Fatalf("the page lists %q", list)
	}
	for i, want := range []string{"\x00asm\x01\x00\x00\x00", "some words\n"} {
		p := list[i][1]
		if !strings.HasPrefix(p, "/sub/assets/") {
			t.Errorf("URL %d is %s, want one under /sub/assets/", i, p)
			continue
		}
		if b, err := os.ReadFile(filepath.Join(res.OutDir, strings.TrimPrefix(p, "/sub/"))); err != nil || string(b) != want {
			t.Errorf("%s holds %q (%v), want %q", p, b, err, want)
		}
	}
}

// A local search plugin that is installed runs as itself where Node is, as Docusaurus runs it
// (here a package in its shape: a theme with SearchBar and SearchPage, the /search route, an
// index written at postBuild): its SearchBar is the navbar's, its page is /search, and the
// offline search, which stands in for it only without Node, writes no index of its own.
func TestLocalSearchPluginRunsAsItself(t *testing.T) {
	site := t.TempDir()
	pkg := "node_modules/@easyops-cn/docusaurus-search-local/"
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themes: [[require.resolve('@easyops-cn/docusaurus-search-local'), { hashed: true }]] };
`,
		pkg + "package.json": `{"name": "@easyops-cn/docusaurus-search-local", "main": "server.js"}`,
		pkg + "server.js": `const fs = require('fs'), path = require('path');
module.exports = function localSearch(context, options) {
  return {
    name: '@easyops-cn/docusaurus-search-local',
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({ actions }) { actions.addRoute({ path: '/search', component: '@theme/SearchPage', exact: true }); },
    postBuild({ outDir, routesPaths }) {
      fs.writeFileSync(path.join(outDir, 'search-index.json'), JSON.stringify({ hashed: options.hashed, routes: routesPaths.filter((r) => r !== '/404.html').sort() }));
    },
  };
};
`,
		pkg + "theme/SearchBar/index.js":  "import React from 'react';\nexport default function SearchBar() { return React.createElement('input', {className: 'own-search-bar'}); }\n",
		pkg + "theme/SearchPage/index.js": "import React from 'react';\nexport default function SearchPage() { return React.createElement('main', {className: 'own-search-page'}, 'Search'); }\n",
		"docs/index.md":                   "# Hi\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	if !strings.Contains(page, `class="own-search-bar"`) {
		t.Error("the navbar lacks the plugin's SearchBar")
	}
	search, err := os.ReadFile(filepath.Join(res.OutDir, "search", "index.html"))
	if err != nil || !strings.Contains(string(search), `class="own-search-page"`) {
		t.Errorf("/search is not the plugin's page (%v)", err)
	}
	index, err := os.ReadFile(filepath.Join(res.OutDir, "search-index.json"))
	if want := `{"hashed":true,"routes":["/","/search"]}`; err != nil || string(index) != want {
		t.Errorf("the plugin's index is %s (%v), want %s", index, err, want)
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "search-index")); err == nil {
		t.Error("the offline search wrote its index too")
	}
	if len(res.Warnings) > 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
}

// A plugin's getDefaultCodeTranslationMessages gives labels of its own (a search plugin's, in
// the locale it was made for): over the theme's, under the site's code.json, as Docusaurus
// merges them.
func TestPluginDefaultCodeTranslations(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [function labels() { return { name: 'labels', getDefaultCodeTranslationMessages: async () => ({ 'labels.hello': 'Hello from the plugin', 'labels.over': 'from the plugin', 'theme.docs.paginator.next': 'Onward' }) }; }] };
`,
		"i18n/en/code.json": `{"labels.over": {"message": "from the site"}}`,
		"src/components/Labels.js": `import React from 'react';
import {translate} from '@docusaurus/Translate';
export default function Labels() {
  return <p id="labels">{translate({id: 'labels.hello', message: 'fallback'})}; {translate({id: 'labels.over', message: 'fallback'})}; {translate({id: 'theme.docs.paginator.next', message: 'Next'})}</p>;
}
`,
		"docs/index.mdx": "import Labels from '@site/src/components/Labels';\n\n# Hi\n\n<Labels />\n",
	})
	res, page := buildPage(t, testOptions(t, site), "")
	if want := `<p id="labels">Hello from the plugin<!-- -->; <!-- -->from the site<!-- -->; <!-- -->Onward</p>`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s: %s", want, regexp.MustCompile(`<p id="labels">.*?</p>`).FindString(page))
	}
	if len(res.Warnings) > 0 {
		t.Errorf("warnings %q", res.Warnings)
	}
}

// A plugin's configureWebpack rule of @docusaurus/mdx-loader (here a copy nested in another
// package, as docusaurus-plugin-openapi has it) compiles the markdown it matches as a page's:
// files its contentLoaded made with createData and files in the rule's folders, each exporting
// as metadata the JSON file that the rule's metadataPath function names for it. The plugin
// runs in the config runtime (a CommonJS config) and in Node (a config only Node runs).
func TestConfigureWebpackMDXLoaderRule(t *testing.T) {
	plugin := `function made(context) {
  const dataDir = path.join(context.generatedFilesDir, 'made', 'default');
  return { name: 'made',
    async contentLoaded({ actions }) {
      const page = await actions.createData('page-content.mdx', '---\ntitle: From front matter\n---\n\n# Made\n\nSome <b>made</b> text.\n');
      await actions.createData('page.json', JSON.stringify({ title: 'From metadata' }));
      await actions.createData('intro.json', JSON.stringify({ title: 'Intro metadata' }));
      actions.addRoute({ path: '/made', exact: true, component: '@site/src/components/Made.js', modules: { content: page } });
      actions.addRoute({ path: '/intro', exact: true, component: '@site/src/components/Made.js', modules: { content: path.join(context.siteDir, 'api/intro.md') } });
    },
    configureWebpack() {
      return { module: { rules: [{ test: /\.mdx?$/, include: [dataDir + '/', path.join(context.siteDir, 'api') + '/'], use: [{
        loader: path.join(context.siteDir, 'node_modules/some-plugin/node_modules/@docusaurus/mdx-loader/lib/index.js'),
        options: { admonitions: true, metadataPath: (file) => file.startsWith(dataDir) ? file.replace(/-content\.mdx$/, '.json') : path.join(dataDir, 'intro.json') },
      }] }] } };
    } };
}
`
	site := `{ title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]], plugins: [made] }`
	for config, text := range map[string]string{
		"docusaurus.config.js":  "const path = require('path');\n" + plugin + "module.exports = " + site + ";\n",
		"docusaurus.config.mjs": "import path from 'node:path';\nimport {createRequire} from 'node:module';\nconst require = createRequire(import.meta.url);\nrequire('./package.json');\n" + plugin + "export default " + site + ";\n",
	} {
		t.Run(config, func(t *testing.T) {
			site := t.TempDir()
			writeFiles(t, site, map[string]string{
				config:         text,
				"package.json": `{"name": "site"}`,
				"node_modules/some-plugin/node_modules/@docusaurus/mdx-loader/package.json": `{"name": "@docusaurus/mdx-loader", "main": "lib/index.js"}`,
				"node_modules/some-plugin/node_modules/@docusaurus/mdx-loader/lib/index.js": "module.exports = function () {};\n",
				"api/intro.md": "# Intro\n\nOn disk.\n",
				"src/components/Made.js": `import React from 'react';
export default function Made({ content: Content }) {
  return <div id="made"><p className="meta">{Content.metadata ? Content.metadata.title : "no metadata"}</p><p className="fm">{Content.frontMatter.title || 'none'}</p><Content /></div>;
}
`,
				"src/pages/index.js": "import React from 'react';\nexport default function Home() { return <p>home</p>; }\n",
			})
			res, _ := buildPage(t, testOptions(t, site), "")
			for page, wants := range map[string][]string{
				"made/index.html":  {`<p class="meta">From metadata</p>`, `<p class="fm">From front matter</p>`, "Made</h1>", "Some <b>made</b> text."},
				"intro/index.html": {`<p class="meta">Intro metadata</p>`, `<p class="fm">none</p>`, "Intro</h1>", "On disk."},
			} {
				got := readOut(t, res.OutDir, page)
				for _, want := range wants {
					if !strings.Contains(got, want) {
						t.Errorf("%s lacks %s: %s", page, want, regexp.MustCompile(`<div id="made">.*?</div>`).FindString(got))
					}
				}
			}
		})
	}
}

// A webpack plugin of a kind gosaurus does not follow is applied to a compiler whose hooks
// run as webpack's do before it reads a module: a file its beforeRun makes, even by a callback
// it does not wait on (prebuild-webpack-plugin's build), is there for the pages that import
// it. The hooks it is not run for are named in a warning; a tap that throws stops the build,
// with the webpack plugin's name and hook.
func TestConfigureWebpackPluginHooksBeforeCompile(t *testing.T) {
	files := map[string]string{
		"docusaurus.config.js": `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: ['./plugins/lister.js'] };
`,
		"plugins/lister.js": `const fs = require('fs'), path = require('path');
class ListBoards {
  constructor(options) { this.options = options; }
  apply(compiler) {
    compiler.hooks.environment.tap('ListBoards', () => { this.order = ['environment']; });
    compiler.hooks.beforeRun.tapPromise('ListBoards', async (c) => {
      this.order.push('beforeRun:' + (c === compiler));
      fs.readdir(this.options.from, (err, names) => {
        fs.mkdirSync('src/made', { recursive: true });
        fs.writeFileSync('src/made/boards.json', JSON.stringify({ names: names.sort(), order: this.order }));
      });
    });
    compiler.hooks.run.tapAsync('ListBoards', (c, done) => { this.order.push('run'); done(); });
    compiler.hooks.emit.tap('ListBoards', () => {});
  }
}
module.exports = function () {
  return { name: 'lister', configureWebpack() { return { plugins: [new ListBoards({ from: path.join(__dirname, '..', 'boards') })] }; } };
};
`,
		"boards/one.yml":           "name: one\n",
		"boards/two.yml":           "name: two\n",
		"src/components/Boards.js": "import React from 'react';\nimport made from '@site/src/made/boards.json';\nexport default function Boards() { return <p id=\"boards\">{made.names.join(' ')} / {made.order.join(' ')}</p>; }\n",
		"docs/index.mdx":           "import Boards from '@site/src/components/Boards';\n\n# Hi\n\n<Boards />\n",
	}
	site := t.TempDir()
	writeFiles(t, site, files)
	res, page := buildPage(t, testOptions(t, site), "")
	if want := `<p id="boards">one.yml two.yml<!-- --> / <!-- -->environment beforeRun:true run</p>`; !strings.Contains(page, want) {
		t.Errorf("the page shows %s, want %s", regexp.MustCompile(`<p id="boards">.*?</p>`).FindString(page), want)
	}
	if want := "plugins: ListBoards's emit hook (its environment, beforeRun, run hooks are run)"; !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, want) }) {
		t.Errorf("warnings %q lack %q", res.Warnings, want)
	}

	failing := t.TempDir()
	files["plugins/lister.js"] = strings.Replace(files["plugins/lister.js"], "this.order.push('run'); done();", "done(new Error('no boards folder'));", 1)
	writeFiles(t, failing, files)
	_, err := Run(testOptions(t, failing))
	if want := "ListBoards, its run hook: no boards folder"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one with %q", err, want)
	}
}
