package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/bundle"
	"gosaurus/generator/markdown"
	"gosaurus/generator/render"
	"gosaurus/plugins/plugin"
)

// bundles is what the bundle stage hands on, and what the build cache keeps of it.
type bundles struct {
	Browser *bundle.Browser
	Server  *bundle.Server
	Files   buildcache.Files // what esbuild read from disk, to check before reuse
}

// bundle runs the browser build, then the server build, unless the build cache holds both for
// the same generated modules and the files they read are unchanged. built runs once bundles
// were built and saved, not taken from the cache.
func (b *builder) bundle(in *bundle.Input, locale string, built func() error) (*bundles, error) {
	var key string // hashing every generated module is no small cost at 10,000 pages
	kind := "bundle-" + locale
	if b.disk != nil {
		key = bundleKey(in)
		var cached bundles
		if b.disk.Load(kind, key, &cached) && cached.Files.Unchanged() {
			b.cacheHits++
			return &cached, nil
		}
	}
	browser, server, err := buildBundles(in)
	if err != nil {
		return nil, err
	}
	out := &bundles{Browser: browser, Server: server}
	if b.disk != nil {
		inputs := append(slices.Clone(browser.Inputs), server.Inputs...)
		if out.Files, err = buildcache.Record(inputs); err == nil {
			err = b.disk.Save(kind, key, out)
		}
		if err != nil {
			b.warn(err.Error())
		}
		if err := b.disk.Keep(kind, []string{key}); err != nil {
			b.warn(err.Error())
		}
		// The bundles read every file the plugins' loaders load, so what they keep is that.
		if err := built(); err != nil {
			b.warn(err.Error())
		}
	}
	return out, nil
}

// buildBundles runs the browser and the server builds. One-shot builds run one after the
// other: each esbuild build holds every module it parses until it ends, so side by side their
// peaks added up (2 GB at 5,000 pages), and esbuild already uses every core within a build.
// The rebuilds of kept contexts (in.Keep) parse only what changed, so they run side by side:
// most of their time is linking and printing, which use fewer cores.
func buildBundles(in *bundle.Input) (*bundle.Browser, *bundle.Server, error) {
	if in.Keep != nil {
		var browser *bundle.Browser
		var berr error
		done := make(chan struct{})
		go func() {
			defer close(done)
			browser, berr = bundle.BuildBrowser(in)
		}()
		server, err := bundle.BuildServer(in)
		<-done
		if berr != nil && err != nil && berr.Error() == err.Error() {
			return nil, nil, err // one error in a page breaks both builds alike: said once
		}
		return browser, server, errors.Join(berr, err)
	}
	browser, err := bundle.BuildBrowser(in)
	if err != nil {
		return nil, nil, err
	}
	collectLargeHeap()
	server, err := bundle.BuildServer(in)
	if err != nil {
		return nil, nil, err
	}
	// esbuild's heap is garbage now; collecting it here keeps the GC from pacing the render
	// phase by it (at 1,000 pages the heap goal after bundling was 2 GB for 90 MB live).
	collectLargeHeap()
	return browser, server, nil
}

// bundleKey hashes what a bundle is made of besides the files esbuild reads: the options (the
// folders it may read among them: a bundle made with --allow-read is not one without), the
// generated modules, and the names under the site's src/theme and the plugins' theme folders,
// where a new file can take over an import of the theme's.
func bundleKey(in *bundle.Input) string {
	h := sha256.New()
	opts, _ := json.Marshal([]any{in.SiteDir, in.StaticDirs, in.ThemeDir, in.NodePaths, in.BaseURL, in.Routes, in.BaseCSS, in.SiteCSS, in.Minify, in.Development, in.Analyze, in.ThemePaths, in.Aliases, in.Fallbacks, in.Defines, in.Rules, in.Replacements, in.Externals, in.Extensions, in.TypeScriptJS, in.NodeServer, loaderKeys(in.Loaders), in.Readable.Roots(), postCSSKey(in.PostCSS)})
	h.Write(opts)
	for _, spec := range slices.Sorted(maps.Keys(in.Virtual)) {
		m := in.Virtual[spec]
		meta, _ := json.Marshal([]any{spec, m.Loader, m.ResolveDir, m.Shared, len(m.Contents)})
		h.Write(meta)
		h.Write([]byte(m.Contents))
	}
	for _, layer := range append([]string{filepath.Join(in.SiteDir, "src", "theme")}, in.ThemePaths...) {
		_ = filepath.WalkDir(layer, func(p string, _ fs.DirEntry, err error) error {
			if err == nil {
				h.Write([]byte("\x00" + p))
			}
			return nil
		})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// postCSSKey is what of the site's PostCSS is not a file the bundles read: whether it runs,
// the config file it reads and how many plugins configure it (their code is the config's).
func postCSSKey(p *bundle.PostCSS) []any {
	if p == nil {
		return nil
	}
	return []any{p.ConfigFile, len(p.Configure)}
}

// loaderKeys are the settings of the bundle's loaders.
func loaderKeys(loaders []bundle.Loader) []string {
	keys := make([]string, len(loaders))
	for i, l := range loaders {
		keys[i] = l.Key()
	}
	return keys
}

// store is plugin.Context.Store of the locale's build: a plugin's kind of the build cache,
// one per locale; nil without the build cache.
func (b *builder) store(locale string) func(name string) plugin.Store {
	if b.disk == nil {
		return nil
	}
	return func(name string) plugin.Store { return b.disk.Kind(name + "-" + locale) }
}

// renderCache is the dev server's render cache when it has one, else a new one that keeps
// its pages in the build cache, if the build has one, or nowhere.
func (b *builder) renderCache(kept *render.Cache, locale string) *render.Cache {
	switch {
	case kept != nil:
		return kept
	case b.disk != nil:
		return render.NewCache(b.disk.Pack("render-" + locale))
	}
	return render.NewCache(render.Forget)
}

// fromCache notes in the phase log that the bundles came from the build cache.
func (b *builder) fromCache() string {
	if b.cacheHits == 0 {
		return ""
	}
	return " (from the build cache)"
}

// highlightsKind is the build cache's kind for highlighted code blocks, one entry per set of
// locales built (Options.Locales, "" for all): a build of one locale keeps only its blocks.
const highlightsKind = "highlights"

// loadHighlights starts the build's highlighted code blocks from those of the build before:
// highlighting is most of compiling a doc with code, and a warm build compiles every doc.
func (b *builder) loadHighlights() *markdown.Highlights {
	var before map[string][][]any
	if b.disk != nil && !b.disk.Load(highlightsKind, strings.Join(b.opts.Locales, ","), &before) {
		before = nil
	}
	return markdown.NewHighlights(before)
}

// saveHighlights keeps the build's highlighted code blocks for the next build, when they are
// not those it started from.
func (b *builder) saveHighlights() {
	if b.disk == nil {
		return
	}
	if blocks, changed := b.highlights.Saved(); changed {
		if err := b.disk.Save(highlightsKind, strings.Join(b.opts.Locales, ","), blocks); err != nil {
			b.warn(err.Error())
		}
	}
}
