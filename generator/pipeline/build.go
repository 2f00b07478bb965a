// Package pipeline builds a site: its stages in order, config → plugins' content → compile →
// routes → bundle → render → check → write, for every locale.
package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/bundle"
	"gosaurus/generator/config"
	"gosaurus/generator/i18n"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/generator/navbar"
	"gosaurus/generator/output"
	"gosaurus/generator/render"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
	"gosaurus/generator/suggest"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/content"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/pages"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/search"
)

// Options configure a build.
type Options struct {
	SiteDir   string
	OutDir    string   // default <SiteDir>/build
	ThemeDir  string   // theme-classic/src
	NodePaths []string // node_modules folders for bare imports
	Workers   int      // render runtimes; 0 means one per CPU
	Engine    string   // the render engine (render.EngineNode, EngineGoja); "": Node when installed
	Log       io.Writer
	JS        jsrt.Options // how configs run: process.env (nil: the real environment), time limit
	Cache     *Cache       // work kept from the previous build (the dev server's); nil for none
	// AllowRead are folders outside the project that the site's content and code may read
	// too (the --allow-read flag): see sitefs.Readable.
	AllowRead []string
	// Dev marks the dev server's builds: their JavaScript and CSS are not minified, as with
	// Docusaurus's start (readable in the browser's tools, and printed faster on each save),
	// and the analytics plugins are left out, as Docusaurus's start leaves them out.
	Dev bool
	// RenderGCPercent is the garbage collector's GOGC while pages render (0: as it is). Rendering
	// in goja allocates fast over a small live heap, where a higher figure saves much CPU; the
	// other stages hold large heaps (esbuild's, the content's), where it would cost much memory.
	RenderGCPercent int
	// LoadGCPercent is GOGC while a locale's content loads and bundles, as long as the live
	// heap stays under smallHeap (0: as it is). At GOGC 100 the collector ran every 6 ms
	// through website/'s content stage, 14 % of gosaurus's CPU; a large site's heap is left
	// to the default once a collection finds it large.
	LoadGCPercent int
	// CacheDir keeps bundles and rendered pages on disk for the next build in another process
	// (see package buildcache); "" for none.
	CacheDir string
	// Locale builds that locale alone, in its folder of the build as in a build of all
	// (docusaurus build --locale); "" builds every locale of i18n.locales.
	Locale string
	// Memory keeps the build in memory (Result.Memory) instead of writing OutDir: the dev
	// server's builds.
	Memory bool
	// Changed names the files (absolute paths) changed since the build before with the same
	// Cache, when the caller knows it (the dev server's watcher); nil when it does not. The
	// markdown files it does not name are taken as that build read them.
	Changed map[string]bool
	// ModulesOnly makes every route a module of esbuild's, as before data routes (see
	// bundle.DataRoute): for the test that both give the same pages.
	ModulesOnly bool
	// Progress, when set, is told of each page written: done of total, in the locale being
	// rendered ("" when the site has one).
	Progress func(locale string, done, total int)
}

// Cache carries work from one build of a site to the next, as the dev server rebuilds after
// each save: per locale, the esbuild contexts, the render runtimes and the pages whose inputs
// did not change. Close releases it.
type Cache struct {
	mu      sync.Mutex
	locales map[string]*localeCache
}

type localeCache struct {
	compiled  *compileCache
	bundle    *bundle.Contexts
	render    *render.Cache
	sections  *sectionsMemo   // the search sections of each rendered doc page
	parses    *content.Parses // the docs' and pages' parsed markdown
	documents *render.Documents
	shards    *search.Shards
	dataFiles *bundle.DataFiles
}

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{locales: map[string]*localeCache{}} }

// Close ends the esbuild contexts and the render workers the cache keeps.
func (c *Cache) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, lc := range c.locales {
		lc.bundle.Dispose()
		lc.render.Close()
	}
	c.locales = map[string]*localeCache{}
}

// forLocale is the locale's part of the cache; all nil for a build without cache.
func (c *Cache) forLocale(locale string) *localeCache {
	if c == nil {
		return &localeCache{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	lc := c.locales[locale]
	if lc == nil {
		lc = &localeCache{compiled: &compileCache{}, bundle: bundle.NewContexts(), render: render.NewCache(nil), sections: &sectionsMemo{}, parses: &content.Parses{}, documents: &render.Documents{}, shards: &search.Shards{}, dataFiles: &bundle.DataFiles{}}
		c.locales[locale] = lc
	}
	return lc
}

// Result describes a finished build.
type Result struct {
	OutDir string
	// BaseURL is where the default locale's site is, or with Options.Locale that locale's;
	// LocaleDir is that site's folder in OutDir ("" for the default locale).
	BaseURL   string
	LocaleDir string
	Pages     int
	Rendered  int // pages rendered, the others reused from Options.Cache or the build cache
	// CachedBundles counts the locales whose bundles came from the build cache.
	CachedBundles int
	Bytes         int64
	Duration      time.Duration
	Warnings      []string
	Routes        *routes.Table
	Roots         sitefs.Roots // the folders the build may read (config.ReadRoots)
	// Assets are the app's files every page at BaseURL loads. The dev server compares them
	// from one build to the next: a new manifest alone is new content, which an open page
	// takes in place; a new entry or stylesheet is a new app, which it reloads.
	Assets PageAssets
	// Memory holds the build with Options.Memory; OutDir is then "".
	Memory *output.Memory
}

// PageAssets are the URLs of the files every page of a locale loads.
type PageAssets struct {
	Entry    string `json:"entry"`    // the browser entry
	CSS      string `json:"css"`      // the stylesheet
	Manifest string `json:"manifest"` // the routes manifest: route path → chunk
}

type builder struct {
	opts      Options
	disk      *buildcache.Dir // nil without Options.CacheDir
	cacheHits int             // bundles taken from disk
	rendered  int             // pages rendered, not taken from a cache
	start     time.Time
	phase     time.Time
	warns     []string
	assets    map[string]PageAssets // by locale
	built     []localePlugins       // the plugins of each locale built, for their Written stage
	// highlights is shared by every document of every locale (versions and translations of a
	// doc repeat its code blocks) and kept in the build cache.
	highlights *markdown.Highlights
	mu         sync.Mutex
}

// renderOptions are cfg.RenderOptions with the build's highlighted code blocks.
func (b *builder) renderOptions(cfg *config.Config, kind, id, file string) markdown.RenderOptions {
	opts := cfg.RenderOptions(kind, id, file)
	opts.Highlights = b.highlights
	return opts
}

func (b *builder) step(name string, detail string) {
	now := time.Now()
	if b.opts.Log != nil {
		fmt.Fprintf(b.opts.Log, "[gosaurus] %-8s %6.0f ms  %s%s\n", name, float64(now.Sub(b.phase).Microseconds())/1000, detail, peakRSS())
	}
	b.phase = now
}

func (b *builder) warn(msg string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.warns = append(b.warns, msg)
}

// Run builds the site: every locale, the default one at the base URL and each other one in a
// folder of its own, as Docusaurus does. On any error nothing is written and the previous build
// stays as it was.
func Run(opts Options) (*Result, error) {
	siteDir, err := filepath.Abs(opts.SiteDir)
	if err != nil {
		return nil, err
	}
	opts.SiteDir = siteDir
	if opts.OutDir == "" {
		opts.OutDir = filepath.Join(siteDir, "build")
	}
	// From the folder gosaurus runs in, as given; absolute, because plugins run in Node from
	// the site folder (the PWA's workbox-build reads its worker from the build folder).
	if opts.OutDir, err = filepath.Abs(opts.OutDir); err != nil {
		return nil, err
	}
	b := &builder{opts: opts, start: time.Now(), phase: time.Now(), assets: map[string]PageAssets{}}
	if opts.CacheDir != "" {
		b.disk = buildcache.Open(opts.CacheDir, buildcache.ProgramID())
		if opts.JS.Cache == nil {
			// The data the config and sidebars require from packages, kept for the next run.
			opts.JS.Cache, b.opts.JS.Cache = b.disk, b.disk
		}
	}
	b.highlights = b.loadHighlights()
	var site *output.Site
	var mem *output.Memory
	var real string // the folder the build replaces: OutDir, or what it links to
	if opts.Memory {
		site, mem = output.NewMemory()
		opts.OutDir, b.opts.OutDir = "", ""
	} else {
		// Never a folder of the user's: the build replaces its folder whole.
		target, err := output.Claim(opts.OutDir, siteDir, output.SourceFolders(siteDir))
		if err != nil {
			return nil, err
		}
		real = target.Real
		// One build of a build folder at a time: another one would clean this one's scratch
		// folder.
		lock, err := output.TryLock(real)
		if err != nil {
			return nil, err
		}
		defer lock.Release()
		output.CleanStale(real)
	}

	cfg, err := config.LoadFor(siteDir, opts.OutDir, opts.JS)
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	if !opts.Memory {
		// The config may read content from folders outside the usual ones (a docs path).
		if _, err := output.Claim(opts.OutDir, siteDir, cfg.ReadRoots()); err != nil {
			return nil, err
		}
	}
	if opts.Dev {
		cfg.Analytics = nil // Docusaurus's analytics plugins do nothing outside production builds
		// The dev server's pages take a save's new content in place (see client/devClient.js).
		cfg.ClientModules = append(cfg.ClientModules, filepath.Join(opts.ThemeDir, "client", "devClient.js"))
	}
	if cfg.Algolia != nil {
		// The Algolia theme's components, over the classic theme's, as its getThemePath
		// layers them (the preset's themes come before the site's plugins).
		cfg.ThemePaths = append([]string{filepath.Join(opts.ThemeDir, config.AlgoliaThemeDir)}, cfg.ThemePaths...)
	}
	for _, w := range cfg.Warnings {
		b.warn(w)
	}
	b.step("config", filepath.Base(cfg.File))
	if site == nil {
		if site, err = output.New(real); err != nil {
			return nil, err
		}
	}
	res := &Result{OutDir: opts.OutDir, Roots: cfg.ReadRoots(), Memory: mem}
	locales, err := b.locales(cfg)
	if err != nil {
		site.Discard()
		return nil, err
	}
	for _, locale := range locales {
		lcfg := cfg.ForLocale(locale)
		table, pages, err := b.buildLocale(lcfg, site.Sub(lcfg.OutPrefix()))
		if err != nil {
			site.Discard()
			if len(cfg.I18n.Locales) > 1 {
				return nil, fmt.Errorf("locale %s: %w", locale, err)
			}
			return nil, err
		}
		res.Pages += pages
		if locale == cfg.I18n.DefaultLocale || len(locales) == 1 {
			res.Routes, res.BaseURL, res.LocaleDir, res.Assets = table, lcfg.BaseURL, lcfg.OutPrefix(), b.assets[locale]
		}
	}
	b.saveHighlights()
	n, err := site.Commit()
	if err != nil {
		return nil, err
	}
	if !opts.Memory {
		if err := b.written(); err != nil {
			return nil, err
		}
	}
	if opts.Memory {
		b.step("write", "in memory")
	} else {
		b.step("write", relTo(siteDir, opts.OutDir))
	}
	res.Bytes, res.Duration, res.Warnings, res.Rendered, res.CachedBundles = n, time.Since(b.start), b.warns, b.rendered, b.cacheHits
	return res, nil
}

// locales are the locales to build: Options.Locale, or all of the site's.
func (b *builder) locales(cfg *config.Config) ([]string, error) {
	l := b.opts.Locale
	if l == "" {
		return cfg.I18n.Locales, nil
	}
	if slices.Contains(cfg.I18n.Locales, l) {
		return []string{l}, nil
	}
	msg := fmt.Sprintf("locale %q is not one of the site's i18n.locales (%s)", l, strings.Join(cfg.I18n.Locales, ", "))
	if s := suggest.Nearest(l, cfg.I18n.Locales); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return nil, &config.Error{File: relTo(cfg.SiteDir, cfg.File), Msg: msg}
}

// componentTypes is the swizzled NavbarItem/ComponentTypes of the site or of a plugin's theme,
// where custom navbar item types are mapped; "" when there is none.
func componentTypes(cfg *config.Config) string {
	for _, dir := range append([]string{filepath.Join(cfg.SiteDir, "src", "theme")}, cfg.ThemePaths...) {
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			if p := filepath.Join(dir, "NavbarItem", "ComponentTypes"+ext); fileExists(p) {
				return p
			}
		}
	}
	return ""
}

// buildLocale builds the site in cfg.Locale into site, whose paths are relative to the
// locale's own folder.
func (b *builder) buildLocale(cfg *config.Config, site *output.Site) (*routes.Table, int, error) {
	siteDir := cfg.SiteDir
	tag := ""
	if len(cfg.I18n.Locales) > 1 {
		tag = "[" + cfg.Locale + "] "
	}
	kept := b.opts.Cache.forLocale(cfg.Locale) // the dev server's; all nil without it
	restoreGC := func() {}
	if b.opts.LoadGCPercent > 0 {
		restoreGC = gcWhileSmall(b.opts.LoadGCPercent)
		defer restoreGC()
	}
	index := &searchIndex{sections: kept.sections, shards: kept.shards}
	list, err := sitePlugins(cfg, b.opts.Dev, index)
	if err != nil {
		return nil, 0, err
	}
	kept.parses.Begin(b.opts.Changed)
	loaded, err := loadContent(cfg, b.opts.JS, kept.parses, list)
	if err != nil {
		return nil, 0, err
	}
	kept.parses.Done()
	instances := loaded.Docs
	for _, in := range instances {
		for _, v := range in.Versions {
			for _, w := range v.Warnings {
				b.warn(w)
			}
		}
	}
	all := docs.AllDocs(instances)
	compiled, compiledPages, err := b.compile(cfg, loaded, all, site, kept.compiled, kept.parses != nil)
	if err != nil {
		return nil, 0, err
	}
	added := contentLoaded(list)
	table, err := routes.Build(added, compiled, cfg.BaseURL, cfg.SearchPage())
	if err != nil {
		return nil, 0, err
	}
	pluginRoutes := slices.Clone(cfg.PluginRoutes)
	for _, a := range added {
		pluginRoutes = append(pluginRoutes, a.PluginRoutes...)
	}
	warns, err := table.AddPluginRoutes(pluginRoutes, cfg.BaseURL, cfg.TrailingSlash)
	if err != nil {
		return nil, 0, err
	}
	for _, w := range warns {
		b.warn(w)
	}
	table.ApplyTrailingSlash(cfg.BaseURL, cfg.TrailingSlash)
	if err := checkPageFiles(table, cfg); err != nil {
		return nil, 0, err
	}
	links := newLinkChecker(cfg, table, site, compiledPages)
	if err := b.checkLinks(links, compiledPages); err != nil {
		return nil, 0, err
	}
	b.step("content", fmt.Sprintf("%s%d docs in %d docs instance(s), %d pages, %d blog(s)", tag, len(all), len(instances), len(loaded.Pages), len(loaded.Blogs)))

	codeTranslations, err := i18n.CodeTranslations(siteDir, cfg.I18n.Dir, cfg.Locale, b.opts.NodePaths, i18n.ThemeFiles(cfg.LiveCodeBlock, cfg.IdealImage != nil))
	if err != nil {
		return nil, 0, err
	}
	mods, dataRoutes, err := table.Modules(cfg, compiled, codeTranslations, b.opts.ThemeDir, !b.opts.ModulesOnly)
	if err != nil {
		return nil, 0, err
	}
	siteCSS := cfg.CustomCSS
	for _, c := range cfg.CustomCSS {
		if !fileExists(c) {
			return nil, 0, fmt.Errorf("%s: theme.customCss: %s does not exist", relTo(siteDir, cfg.File), relTo(siteDir, c))
		}
	}
	for _, m := range cfg.ClientModules {
		if !fileExists(m) {
			return nil, 0, fmt.Errorf("%s: clientModules: %s does not exist", relTo(siteDir, cfg.File), relTo(siteDir, m))
		}
		if strings.HasSuffix(m, ".css") {
			siteCSS = append(siteCSS, m) // loaded after the theme, like custom CSS
		}
	}
	var staticDirs []string
	for _, dir := range cfg.StaticDirectories {
		staticDirs = append(staticDirs, filepath.Join(siteDir, dir))
	}
	readable := b.readable(cfg)
	in := &bundle.Input{SiteDir: siteDir, StaticDirs: staticDirs, ThemeDir: b.opts.ThemeDir, NodePaths: b.opts.NodePaths, BaseURL: cfg.BaseURL,
		Virtual: mods, Routes: moduleRoutes(table.Specs(), dataRoutes), BaseCSS: []string{filepath.Join(b.opts.ThemeDir, "css", "theme.css")},
		SiteCSS: siteCSS, ThemePaths: cfg.ThemePaths, Sass: &bundle.Sass{SiteDir: siteDir, Readable: readable}, Minify: !b.opts.Dev, DevRoutes: b.opts.Dev,
		Aliases: cfg.WebpackAliases, Fallbacks: cfg.WebpackFallbacks, Defines: cfg.WebpackDefines, TypeScriptJS: cfg.SwcJSLoader, Readable: readable}
	in.Markdown = b.partialCompiler(cfg, site, all)
	images, err := b.idealImages(cfg)
	if err != nil {
		return nil, 0, err
	}
	if images != nil {
		in.Loaders = []bundle.Loader{images}
	}
	in.Keep, in.FS = kept.bundle, sitefs.NewFS()
	bundled, err := b.bundle(in, cfg.Locale, images)
	in.Sass.Close()
	if err != nil {
		return nil, 0, err
	}
	browser, server := bundled.Browser, bundled.Server
	if err := bundle.AddDataRoutes(browser, server, dataRoutes, mods, siteDir, cfg.BaseURL, kept.dataFiles); err != nil {
		return nil, 0, err
	}
	browserFiles := len(browser.Files)
	// Written now, and let go: a large site's chunks need not stay in memory while it renders.
	for _, f := range browser.Files {
		if err := site.Add(f.Path, f.Contents); err != nil {
			return nil, 0, err
		}
	}
	browser.Files = nil
	if dump := os.Getenv("GOSAURUS_DUMP_SERVER_BUNDLE"); dump != "" {
		// For debugging server rendering outside goja, e.g. with node.
		if err := os.WriteFile(dump, server.Base, 0o644); err != nil {
			return nil, 0, err
		}
		var mods strings.Builder
		for _, spec := range slices.Sorted(maps.Keys(server.Modules)) {
			fmt.Fprintf(&mods, "// %s\n%s\n", spec, server.Modules[spec])
		}
		if err := os.WriteFile(dump+".modules.js", []byte(mods.String()), 0o644); err != nil {
			return nil, 0, err
		}
	}
	b.step("bundle", fmt.Sprintf("%s%d browser files, server bundle %d KB + %d modules%s", tag, browserFiles, len(server.Base)/1024, len(server.Modules), b.fromCache()))
	restoreGC()

	index.start(instances, len(table.Routes))
	rc := b.renderCache(kept.render, cfg.Locale)
	if rc != kept.render {
		defer rc.Close() // this build's own: its render workers stop with it
	}
	pages, rendered, err := b.render(cfg, table, browser, server, site, links, index, rc, kept.documents)
	if err != nil {
		return nil, 0, err
	}
	engine := ""
	if name := rc.EngineName(); name != "" {
		engine = " in " + name
	}
	b.step("render", fmt.Sprintf("%s%d pages%s", tag, pages, engine))

	if err := b.copyStatic(cfg, site); err != nil {
		return nil, 0, err
	}
	if err := b.postBuild(list, cfg, table, site, rendered, tag); err != nil {
		return nil, 0, err
	}
	b.built = append(b.built, localePlugins{cfg.OutPrefix(), list})
	return table, pages, nil
}

// Loaded is a site after the config and content stages: everything validated, nothing
// compiled yet.
type Loaded struct {
	Config  *config.Config
	Plugins []plugin.Plugin  // in the order their stages run
	Docs    []*docs.Instance // one per docs plugin instance
	Pages   []*pages.Page    // of every pages plugin instance
	Blogs   []*blog.Blog     // one per blog plugin instance
}

// Load runs the config and content stages of the site's default locale, so every
// configuration error of the site surfaces here.
func Load(siteDir string, js jsrt.Options) (*Loaded, error) {
	cfg, err := config.Load(siteDir, js)
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	cfg = cfg.ForLocale(cfg.I18n.DefaultLocale)
	list, err := sitePlugins(cfg, false, &searchIndex{})
	if err != nil {
		return nil, err
	}
	return loadContent(cfg, js, nil, list)
}

// loadContent runs the content stage of cfg's locale over its plugins, validates the navbar
// against the docs and adds the plugins' head tags.
func loadContent(cfg *config.Config, js jsrt.Options, parses *content.Parses, list []plugin.Plugin) (*Loaded, error) {
	tc, err := i18n.TranslateThemeConfig(cfg.SiteDir, cfg.I18n.Dir, cfg.Locale, cfg.ThemeConfig)
	if err != nil {
		return nil, err
	}
	cfg.ThemeConfig, cfg.Site["themeConfig"] = tc, tc
	ctx := &plugin.Context{Config: cfg, JS: js, Parses: parses}
	for _, p := range list {
		if l, ok := p.(plugin.ContentLoader); ok {
			if err := l.LoadContent(ctx); err != nil {
				return nil, err
			}
		}
	}
	loaded := loadedContent(cfg, list)
	file := relTo(cfg.SiteDir, cfg.File)
	docsItem := func(key, typ string, item map[string]any) error {
		return docs.CheckNavbarItem(file, key, typ, item, loaded.Docs)
	}
	if err := navbar.Validate(file, cfg.ThemeConfig, componentTypes(cfg), docsItem); err != nil {
		return nil, err
	}
	for _, p := range list {
		if h, ok := p.(plugin.HeadTagger); ok { // on every page, in the plugins' order
			cfg.HeadTags = append(cfg.HeadTags, h.HeadTags(cfg)...)
		}
	}
	return loaded, nil
}

// compiledPage is a compiled markdown file and the page it is on.
type compiledPage struct {
	source    string // relative to the site, for messages
	permalink string
	doc       *markdown.Doc
}

// compile renders every doc, page and post to its JSX module, in parallel. It returns the
// modules by key (the source, or a post's + blog.ExcerptSuffix for its excerpt: route.Body's
// and route.Markdown's keys), and all of them with their pages for the link checks. cache (nil: none) holds the modules of the build before.
// Each document's tree is released once compiled, but with kept the docs' and pages' are kept
// for the next build (content.Parses).
func (b *builder) compile(cfg *config.Config, loaded *Loaded, all []*docs.Doc, site *output.Site, cache *compileCache, kept bool) (map[string]*markdown.Doc, []compiledPage, error) {
	images := map[string]string{}
	type unit struct {
		key    string // the source, or the source of a post + blog.ExcerptSuffix
		hash   string // of the file's contents
		parsed *markdown.Parsed
		res    *linkResolver
		kept   bool // parsed is kept for the next build
		opts   markdown.RenderOptions
	}
	var units []unit
	resolver := func(file, source, permalink, root string, targets map[string]string) *linkResolver {
		return &linkResolver{cfg: cfg, site: site, images: images, file: file, source: source, permalink: permalink, root: root, targets: targets}
	}
	// A markdown link may point at a doc of any version of its docs plugin, as in Docusaurus;
	// links by relative path find their own version's first.
	pluginTargets := map[string]map[string]string{}
	for _, d := range all {
		if pluginTargets[d.Version.PluginID] == nil {
			pluginTargets[d.Version.PluginID] = map[string]string{}
		}
		pluginTargets[d.Version.PluginID][d.File] = d.Permalink
	}
	for _, d := range all {
		units = append(units, unit{d.Source, d.Hash, d.Parsed, resolver(d.File, d.Source, d.Permalink, d.Version.DocsDir, pluginTargets[d.Version.PluginID]), kept, b.renderOptions(cfg, "docs", d.Version.PluginID, d.File)})
	}
	for _, p := range loaded.Pages {
		if p.Markdown {
			units = append(units, unit{p.Source, p.Hash, p.Parsed, resolver(p.File, p.Source, p.Permalink, filepath.Dir(p.File), nil), kept, b.renderOptions(cfg, "pages", "", p.File)})
		}
	}
	for _, bl := range loaded.Blogs {
		targets := map[string]string{}
		for _, p := range bl.Posts {
			targets[p.File] = p.Permalink
		}
		for _, p := range bl.Posts {
			opts := b.renderOptions(cfg, "blog", bl.Options.ID, "")
			units = append(units, unit{p.Source, p.Hash, p.Parsed, resolver(p.File, p.Source, p.Permalink, bl.Options.Path, targets), false, opts})
			if p.Excerpt != nil {
				units = append(units, unit{p.Source + blog.ExcerptSuffix, p.Hash, p.Excerpt, resolver(p.File, p.Source, p.Permalink, bl.Options.Path, targets), false, opts})
			}
		}
	}
	out := make([]*markdown.Doc, len(units))
	var mu sync.Mutex
	errs := make([]error, len(units))
	warns := make([][]string, len(units)) // each unit's, reported in order
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, b.opts.Workers, 4))
	for i, u := range units {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			u.res.warn = func(msg string) { warns[i] = append(warns[i], msg) }
			key := ""
			if u.hash != "" {
				key = strings.Join([]string{u.hash, u.key, u.res.file, u.res.permalink, u.res.root, cfg.MarkdownFormat(), u.opts.Key()}, "\x00")
			}
			out[i], errs[i] = compile(cache, key, u.parsed, &syncResolver{mu: &mu, r: u.res}, u.opts, func() { warns[i] = nil })
			if !u.kept {
				u.parsed.ReleaseTree()
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, nil, err
		}
		if !strings.HasSuffix(units[i].key, blog.ExcerptSuffix) {
			for _, w := range units[i].parsed.Notices() {
				b.warn(w)
			}
		}
		for _, w := range warns[i] {
			b.warn(w)
		}
	}
	cache.Done()
	byKey := make(map[string]*markdown.Doc, len(units))
	pagesOut := make([]compiledPage, len(units))
	for i, u := range units {
		byKey[u.key] = out[i]
		pagesOut[i] = compiledPage{source: u.res.source, permalink: u.res.permalink, doc: out[i]}
	}
	return byKey, pagesOut, nil
}

// syncResolver serialises the resolver's access to the shared table of copied files and site.
type syncResolver struct {
	mu *sync.Mutex
	r  *linkResolver
}

func (s *syncResolver) Link(u string, line int) (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.r.Link(u, line)
}
func (s *syncResolver) Image(src string, line int) (string, markdown.ImageFile, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.r.Image(src, line)
}

// checkLinks fails the build on markdown links to routes that do not exist, as onBrokenLinks
// says; links the theme renders, and anchors (which the page's components may declare), are
// reported after rendering.
func (b *builder) checkLinks(lc *linkChecker, compiled []compiledPage) error {
	for _, c := range compiled {
		for _, l := range c.doc.Links {
			lc.check(fmt.Sprintf("%s:%d", c.source, l.Line), c.permalink, l.URL)
		}
	}
	return lc.report(b)
}

func (b *builder) report(level, key, what string, list []string) error {
	if len(list) == 0 || level == "ignore" {
		return nil
	}
	msg := fmt.Sprintf("found %d %s:\n- %s", len(list), what, strings.Join(list, "\n- "))
	if level == "throw" {
		return fmt.Errorf("%s\n(set %s to \"warn\" in the site config to build anyway)", msg, key)
	}
	b.warn(msg)
	return nil
}

func staticExists(cfg *config.Config, rel string) bool {
	for _, dir := range cfg.StaticDirectories {
		root := filepath.Join(cfg.SiteDir, dir)
		p := filepath.Join(root, filepath.FromSlash(rel))
		if fileExists(p) && sitefs.Inside(root, p) && !sitefs.Private(rel) {
			return true
		}
	}
	return false
}

// render server-renders every route and the not-found page, writes each page as soon as it is
// rendered (with its link checks and search sections) and adds the manifest. It returns the
// number of routes and the app HTML of the blog routes, by path, for the feeds. cache holds
// what the builds before rendered, docs the documents they assembled (nil outside the dev
// server).
// renderedPages is what the render stage keeps of the pages for the post-build stage.
type renderedPages struct {
	feedHTML map[string]string // the app HTML of the blogs' routes, by path, for their feeds
	noIndex  map[string]bool   // the routes whose page has a robots noindex meta tag
}

func (b *builder) render(cfg *config.Config, t *routes.Table, br *bundle.Browser, server *bundle.Server, site *output.Site, links *linkChecker, index *searchIndex, cache *render.Cache, docs *render.Documents) (int, renderedPages, error) {
	specs := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		specs = append(specs, r.Spec)
	}
	specs = append(specs, t.NotFound.Spec)
	cache.Use(server.Base, server.Modules, specs, b.opts.Workers, b.opts.Engine)
	manifest := struct {
		Routes   map[string]string `json:"routes"`
		NotFound string            `json:"notFound"`
	}{Routes: map[string]string{}, NotFound: br.Chunks[t.NotFound.Spec]}
	for _, r := range t.Routes {
		manifest.Routes[r.Path] = br.Chunks[r.Spec]
	}
	mb, _ := json.Marshal(manifest)
	manifestPath := fmt.Sprintf("assets/routes.%s.json", shortHash(mb))
	if b.opts.Dev {
		// One URL for every save, so that the pages a save did not change keep their documents.
		// Outside assets/, the dev server has the browser ask for it again each time.
		manifestPath = devManifest
	}
	if err := site.Add(manifestPath, mb); err != nil {
		return 0, renderedPages{}, err
	}
	b.mu.Lock()
	b.assets[cfg.Locale] = PageAssets{Entry: br.Entry, CSS: br.CSS, Manifest: cfg.BaseURL + manifestPath}
	b.mu.Unlock()
	cm, _ := cfg.ThemeConfig["colorMode"].(map[string]any)
	script, err := cache.ColorModeScript(cm)
	if err != nil {
		return 0, renderedPages{}, fmt.Errorf("colour-mode script: %w", err)
	}
	defaultTheme, _ := cm["defaultMode"].(string)
	favicon := ""
	if cfg.Favicon != "" {
		favicon = cfg.BaseURL + strings.TrimPrefix(cfg.Favicon, "/")
	}
	html := func(tags []config.HeadTag) []string {
		var out []string
		for _, t := range tags {
			out = append(out, t.HTML())
		}
		return out
	}
	head, preBody, postBody := cfg.PageTags()
	lc := cfg.I18n.Configs[cfg.Locale]
	shell := &render.Shell{Lang: lc.HTMLLang, Dir: lc.Direction, DefaultTheme: defaultTheme, ColorModeScript: script, Favicon: favicon, HeadTags: html(head),
		PreBodyTags: html(preBody), PostBodyTags: html(postBody),
		CSS: []string{br.CSS}, Entry: br.Entry, Manifest: cfg.BaseURL + manifestPath, Generator: "gosaurus (Docusaurus " + routes.DocusaurusVersion + " compatible)"}

	paths := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		paths = append(paths, r.Path)
	}
	paths = append(paths, "") // the not-found page
	kept := renderedPages{feedHTML: map[string]string{}, noIndex: map[string]bool{}}
	var mu sync.Mutex // for links and kept
	var written atomic.Int64
	locale := ""
	if len(cfg.I18n.Locales) > 1 {
		locale = cfg.Locale
	}
	emit := func(i int, p render.Page) error {
		spec, file := t.NotFound.Spec, "404.html"
		var route *string
		if paths[i] != "" {
			r := &t.Routes[i]
			spec, file = r.Spec, pageFile(cfg.BaseURL, r.Path, cfg.TrailingSlash)
			route = &r.Path
			index.add(i, r, p.HTML)
			mu.Lock()
			links.checkPage(r.Path, p.Links, p.Anchors)
			if r.Context.Plugin.Name == blog.PluginName {
				kept.feedHTML[r.Path] = p.HTML
			}
			if noIndex(p.Head.Meta) {
				kept.noIndex[r.Path] = true
			}
			mu.Unlock()
		}
		chunk := br.Chunks[spec]
		preloads := append([]string{chunk}, br.Preloads[chunk]...)
		doc := docs.Document(file, shell, p, render.PageData{Route: route, Chunk: chunk, Manifest: shell.Manifest}, dedupe(append(br.Preloads[br.Entry], preloads...)))
		if err := site.Add(file, doc); err != nil {
			return err
		}
		if b.opts.Progress != nil && route != nil { // the not-found page is no route of the site
			b.opts.Progress(locale, int(written.Add(1)), len(t.Routes))
		}
		return nil
	}
	if b.opts.RenderGCPercent > 0 {
		defer debug.SetGCPercent(debug.SetGCPercent(b.opts.RenderGCPercent))
	}
	stopJSProfile := startJSProfile()
	docs.Begin(shell)
	rendered, err := cache.RenderAll(paths, specs, emit)
	b.mu.Lock()
	b.rendered += rendered
	b.mu.Unlock()
	stopJSProfile()
	if err != nil {
		return 0, renderedPages{}, withSource(t, err)
	}
	docs.Done()
	if err := cache.StoreErr(); err != nil {
		b.warn(err.Error())
	}
	if prof := os.Getenv("GOSAURUS_HEAPPROFILE"); prof != "" {
		writeHeapProfile(prof)
		runtime.KeepAlive(cache)
	}
	index.sections.Done()
	if err := links.report(b); err != nil {
		return 0, renderedPages{}, err
	}
	return len(t.Routes), kept, links.reportAnchors(b)
}

// moduleRoutes are the route specifiers esbuild bundles: all but the data routes.
func moduleRoutes(specs []string, data map[string]bundle.DataRoute) []string {
	return slices.DeleteFunc(specs, func(spec string) bool {
		_, ok := data[spec]
		return ok
	})
}

// devManifest is the routes manifest's file in the dev server's builds, under the base URL.
const devManifest = "__gosaurus/routes.json"

// withSource names the file of the page a render error is about, before its route.
func withSource(t *routes.Table, err error) error {
	var pe *render.PageError
	if !errors.As(err, &pe) {
		return err
	}
	for _, r := range t.Routes {
		if r.Path != pe.Path {
			continue
		}
		if r.Source != "" {
			return fmt.Errorf("%s: %w", r.Source, err)
		}
	}
	return err
}

// pageFile is where a route's HTML goes, relative to the build folder: <path>/index.html, or
// <path>.html with trailingSlash: false, as Docusaurus writes them; a path that already ends
// in .html or .htm (a doc slugged /page.html) is the file's own name.
func pageFile(baseURL, p string, trailingSlash *bool) string {
	rel := strings.Trim(strings.TrimPrefix(p, baseURL), "/")
	switch {
	case rel == "":
		return "index.html"
	case strings.HasSuffix(strings.ToLower(rel), ".html") || strings.HasSuffix(strings.ToLower(rel), ".htm"):
		return rel
	case trailingSlash != nil && !*trailingSlash:
		return rel + ".html"
	}
	return rel + "/index.html"
}

// maxFileName is the longest file name, in bytes, that the usual file systems take.
const maxFileName = 255

// checkPageFiles fails for a route whose page would be written to a file or folder with a name
// longer than a file system takes, naming its source: its path is the user's (a slug, a file
// name), so it is not shortened as the build's own files are.
func checkPageFiles(t *routes.Table, cfg *config.Config) error {
	for _, r := range t.Routes {
		for _, name := range strings.Split(pageFile(cfg.BaseURL, r.Path, cfg.TrailingSlash), "/") {
			if len(name) <= maxFileName {
				continue
			}
			err := fmt.Errorf("the page of %s would be written to a file or folder named %s, of %d bytes, longer than the %d a file name may have; give it a shorter slug", r.Path, name, len(name), maxFileName)
			if r.Source != "" {
				return fmt.Errorf("%s: %w", r.Source, err)
			}
			return err
		}
	}
	return nil
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := list[:0:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// copyStatic copies the static folders into the build, but for their environment files and
// repository folders (sitefs.Private), each named in a warning.
func (b *builder) copyStatic(cfg *config.Config, site *output.Site) error {
	for _, dir := range cfg.StaticDirectories {
		root := filepath.Join(cfg.SiteDir, dir)
		if _, err := os.Stat(root); err != nil {
			continue
		}
		c := &staticCopy{b: b, site: site, roots: cfg.ReadRoots(), dir: dir}
		if err := c.folder(root, "", nil); err != nil {
			return err
		}
	}
	return nil
}

// readable is what the site's content and code may read (sitefs.Readable): its project, and
// besides what the build is given (the theme and its packages) and what the config names,
// which is code that runs with the build's rights already (content folders, client modules,
// stylesheets, plugins' theme folders and webpack aliases), and the folders of --allow-read.
func (b *builder) readable(cfg *config.Config) *sitefs.Readable {
	others := slices.Concat([]string{b.opts.ThemeDir}, b.opts.NodePaths, cfg.ReadRoots(), cfg.ThemePaths, cfg.ClientModules, cfg.CustomCSS, b.opts.AllowRead)
	for _, target := range cfg.WebpackAliases {
		if filepath.IsAbs(target) { // a package's name is resolved in node_modules
			others = append(others, target)
		}
	}
	return sitefs.NewReadable(cfg.SiteDir, others)
}

// staticCopy copies one static folder into the build.
type staticCopy struct {
	b     *builder
	site  *output.Site
	roots sitefs.Roots
	dir   string // the static folder as the config names it, for messages
}

// folder copies the files below folder to rel in the build. A link to a folder inside the
// roots is copied as that folder's files, as Docusaurus's copy follows links; linked are the
// folders being walked through links, so that a link to a folder it lies in is not walked again
// and again.
func (c *staticCopy) folder(folder, rel string, linked []string) error {
	return filepath.WalkDir(folder, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		sub, _ := filepath.Rel(folder, p)
		name := filepath.ToSlash(filepath.Join(rel, sub))
		shown := path.Join(c.dir, name)
		if name != "." && sitefs.Private(name) {
			c.b.warn(fmt.Sprintf("%s is not copied into the build: environment files and repository folders are never published", shown))
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if !c.roots.Contains(p) {
				return content.OutsideError(c.roots, filepath.Join(c.roots[0], filepath.FromSlash(shown)), "copies")
			}
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				return c.linkedFolder(p, name, shown, linked)
			}
		}
		if c.site.Has(name) {
			return nil
		}
		return c.site.Copy(name, p)
	})
}

// linkedFolder copies the folder that the link at p names, unless the link lies in that folder
// or in one being walked through a link, where copying it would never end.
func (c *staticCopy) linkedFolder(p, name, shown string, linked []string) error {
	inTarget := func(f string) bool { return sitefs.Inside(p, f) }
	if inTarget(filepath.Dir(p)) || slices.ContainsFunc(linked, inTarget) {
		c.b.warn(fmt.Sprintf("%s is a link to a folder it lies in; it is not copied into the build", shown))
		return nil
	}
	// WalkDir does not enter a link given as its root: walk the folder it names.
	target, err := filepath.EvalSymlinks(p)
	if err != nil {
		return err
	}
	return c.folder(target, name, append(linked, target))
}

func shortHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:4])
}

// partialCompiler compiles markdown that code imports, such as `import Intro from
// './_intro.md'` in an MDX page (partials are not pages of their own): as a page is compiled,
// its links and images resolved from the partial's own folder.
func (b *builder) partialCompiler(cfg *config.Config, site *output.Site, all []*docs.Doc) func(file string) (string, error) {
	var mu sync.Mutex
	images := map[string]string{}
	targets := make(map[string]string, len(all)) // a partial may link to any doc
	var roots []string                           // the docs folders, where "/x.md" links point
	for _, d := range all {
		targets[d.File] = d.Permalink
		for _, dir := range []string{d.Version.DocsDir, d.Version.LocalizedDir} {
			if dir != "" && !slices.Contains(roots, dir) {
				roots = append(roots, dir)
			}
		}
	}
	// A partial in a docs folder resolves links as that folder's docs do; elsewhere, from its own.
	rootOf := func(file string) string {
		for _, dir := range roots {
			if strings.HasPrefix(file, dir+string(filepath.Separator)) {
				return dir
			}
		}
		return filepath.Dir(file)
	}
	readRoots := cfg.ReadRoots()
	return func(file string) (string, error) {
		// The bundler names the file by its real path; the docs were found through the config's.
		file = readRoots.AsGiven(file)
		src, err := os.ReadFile(file)
		if err != nil {
			return "", err
		}
		source := relTo(cfg.SiteDir, file)
		if src, err = content.Transform(cfg, cfg.RemarkOf("", "", file), file, src); err != nil {
			return "", fmt.Errorf("%s: %w", source, err)
		}
		parsed, err := markdown.Parse(source, src, cfg.MarkdownFormat())
		if err != nil {
			return "", err
		}
		res := &linkResolver{cfg: cfg, site: site, images: images, file: file, source: source, root: rootOf(file), targets: targets}
		res.warn = b.warn
		doc, err := parsed.Render(&syncResolver{mu: &mu, r: res}, b.renderOptions(cfg, "", "", file))
		if err != nil {
			return "", err
		}
		return doc.Module, nil
	}
}

// robotsNoIndex finds a robots meta tag with noindex in a page's head, as Docusaurus reads its
// pages' heads to leave them out of the sitemap (name and content in any case).
var robotsNoIndex = regexp.MustCompile(`(?i)<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex|<meta\b[^>]*\bcontent="[^"]*noindex[^"]*"[^>]*\bname="robots"`)

// noIndex reports whether the meta tags of a page's head have a robots noindex. Every page
// of a dev save passes here, cached or not: most have no "noindex" at all, found without
// copying the meta tags.
func noIndex(meta string) bool {
	for i := strings.IndexAny(meta, "nN"); i >= 0 && i+7 <= len(meta); i = nextIndexAny(meta, i+1, "nN") {
		if strings.EqualFold(meta[i:i+7], "noindex") {
			return robotsNoIndex.MatchString(meta)
		}
	}
	return false
}

// nextIndexAny is the index of the first of chars in s at or after from, or -1.
func nextIndexAny(s string, from int, chars string) int {
	if i := strings.IndexAny(s[from:], chars); i >= 0 {
		return from + i
	}
	return -1
}
