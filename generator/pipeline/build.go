// Package pipeline builds a site: its stages in order, config → plugins' content → compile →
// routes → bundle → render → check → write, for every locale.
package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/bundle"
	"gosaurus/generator/compile"
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/generator/pluginenv"
	"gosaurus/generator/render"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/options"
)

// Options configure a build.
type Options struct {
	// Plugins makes each locale's plugin instances (plugins/registry's Plugins, which the CLI
	// hands in: the build names no plugin).
	Plugins   pluginenv.Registry
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
	// Locales builds those locales alone, each in its folder of the build as in a build of
	// all (docusaurus build --locale fr --locale de); nil builds every locale of i18n.locales.
	Locales []string
	// ConfigFile is the config file to run in place of the site's own (--config); "" for the
	// one in SiteDir.
	ConfigFile string
	// NoMinify leaves the browser's JavaScript and CSS unminified (build --no-minify), as the
	// dev server's builds always are.
	NoMinify bool
	// Development builds with React's development builds, unminified, and with
	// process.env.NODE_ENV "development" in the site's code (build --dev): React's full error
	// messages and warnings, in the browser and while pages render.
	Development bool
	// Analyze writes esbuild's metafile of each locale's browser bundle into the build, as
	// AnalysisFile, and fills Result.Analyses (build --bundle-analyzer).
	Analyze bool
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
	compiled  *compile.Cache
	bundle    *bundle.Contexts
	render    *render.Cache
	parses    *content.Parses // the docs' and pages' parsed markdown
	documents *render.Documents
	dataFiles *bundle.DataFiles
	plugins   *pluginsKept // what the plugins keep (plugin.Context.Kept)
}

// pluginsKept is what the plugins of a locale keep from one build to the next, by key.
type pluginsKept struct {
	mu     sync.Mutex
	values map[string]any
}

// kept is plugin.Context.Kept of the builds of a Cache; nil outside them, where builds keep
// nothing.
func (k *pluginsKept) kept() func(key string, make func() any) any {
	if k == nil {
		return nil
	}
	return func(key string, make func() any) any {
		k.mu.Lock()
		defer k.mu.Unlock()
		v, ok := k.values[key]
		if !ok {
			v = make()
			k.values[key] = v
		}
		return v
	}
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
		lc = &localeCache{compiled: &compile.Cache{}, bundle: bundle.NewContexts(), render: render.NewCache(nil), parses: &content.Parses{}, documents: &render.Documents{}, dataFiles: &bundle.DataFiles{},
			plugins: &pluginsKept{values: map[string]any{}}}
		c.locales[locale] = lc
	}
	return lc
}

// Result describes a finished build.
type Result struct {
	OutDir string
	// BaseURL is where the default locale's site is, or with Options.Locales the first one's;
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
	// Analyses sum up each locale's browser bundle, with Options.Analyze.
	Analyses []*Analysis
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
	analyses  []*Analysis           // with Options.Analyze, one per locale
	// highlights is shared by every document of every locale (versions and translations of a
	// doc repeat its code blocks) and kept in the build cache.
	highlights *markdown.Highlights
	mu         sync.Mutex
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
	if !slices.Contains(b.warns, msg) { // one of each: a plugin's warning comes from every locale
		b.warns = append(b.warns, msg)
	}
}

// Run builds the site: every locale, the default one at the base URL and each other one in a
// folder of its own, as Docusaurus does. On an error the Result holds only the warnings given
// before it. On any error nothing is written and the previous build
// stays as it was.
func Run(opts Options) (*Result, error) {
	if opts.Plugins == nil {
		return nil, errors.New("pipeline.Run: Options.Plugins is not set (plugins/registry's Plugins)")
	}
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
	res, err := b.run()
	if err != nil {
		// The warnings given before it: one may be its first cause (a plugin's configureWebpack
		// left out, whose aliases the bundle then misses).
		return &Result{Warnings: b.warns}, err
	}
	return res, nil
}

// run is Run's build, with b made of its options.
func (b *builder) run() (*Result, error) {
	opts := b.opts
	siteDir := opts.SiteDir
	var err error
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

	cfg, err := config.LoadFor(siteDir, config.Build{OutDir: opts.OutDir, ThemeDir: opts.ThemeDir, Dev: opts.Dev, File: opts.ConfigFile}, opts.JS)
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
		lcfg, err := cfg.ForLocale(locale)
		var table *routes.Table
		var pages int
		if err == nil {
			table, pages, err = b.buildLocale(lcfg, site.Sub(lcfg.OutPrefix()))
		}
		if err != nil {
			site.Discard()
			if len(cfg.I18n.Locales) > 1 {
				return nil, fmt.Errorf("locale %s: %w", locale, err)
			}
			return nil, err
		}
		res.Pages += pages
		if locale == cfg.I18n.DefaultLocale || locale == locales[0] && res.Routes == nil {
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
		b.step("write", content.Rel(siteDir, opts.OutDir))
	}
	res.Bytes, res.Duration, res.Warnings, res.Rendered, res.CachedBundles = n, time.Since(b.start), b.warns, b.rendered, b.cacheHits
	res.Analyses = b.analyses
	return res, nil
}

// locales are the locales to build: Options.Locales, once each in the order given, or all of
// the site's.
func (b *builder) locales(cfg *config.Config) ([]string, error) {
	if len(b.opts.Locales) == 0 {
		return cfg.I18n.Locales, nil
	}
	var out []string
	for _, l := range b.opts.Locales {
		if !slices.Contains(cfg.I18n.Locales, l) {
			msg := fmt.Sprintf("locale %q is not one of the site's i18n.locales (%s)", l, strings.Join(cfg.I18n.Locales, ", "))
			if s := options.Nearest(l, cfg.I18n.Locales); s != "" {
				msg += "; did you mean " + s + "?"
			}
			return nil, &config.Error{File: content.Rel(cfg.SiteDir, cfg.File), Msg: msg}
		}
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out, nil
}

func shortHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:4])
}
