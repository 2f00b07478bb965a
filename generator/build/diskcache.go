package build

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"maps"
	"path/filepath"
	"runtime"
	"slices"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/bundle"
)

// bundles is what the bundle stage hands on, and what the build cache keeps of it.
type bundles struct {
	Browser *bundle.Browser
	Server  *bundle.Server
	Files   buildcache.Files // what esbuild read from disk, to check before reuse
}

// bundle runs the browser build, then the server build, unless the build cache holds both for
// the same generated modules and the files they read are unchanged.
func (b *builder) bundle(in *bundle.Input, locale string) (*bundles, error) {
	key, kind := bundleKey(in), "bundle-"+locale
	if b.disk != nil {
		var cached bundles
		if b.disk.Load(kind, key, &cached) && cached.Files.Unchanged() {
			b.cacheHits++
			return &cached, nil
		}
	}
	// The browser build, then the server build: each esbuild build holds every module it
	// parses until it ends, so side by side their peaks added up (2 GB at 5,000 pages), and
	// esbuild already uses every core within a build.
	browser, err := bundle.BuildBrowser(in)
	if err != nil {
		return nil, err
	}
	runtime.GC()
	server, err := bundle.BuildServer(in)
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
	}
	return out, nil
}

// bundleKey hashes what a bundle is made of besides the files esbuild reads: the options, the
// generated modules, and the names under the site's src/theme, where a new file can take over
// an import of the theme's.
func bundleKey(in *bundle.Input) string {
	h := sha256.New()
	opts, _ := json.Marshal([]any{in.SiteDir, in.ThemeDir, in.NodePaths, in.BaseURL, in.Routes, in.BaseCSS, in.SiteCSS, in.Minify})
	h.Write(opts)
	for _, spec := range slices.Sorted(maps.Keys(in.Virtual)) {
		m := in.Virtual[spec]
		meta, _ := json.Marshal([]any{spec, m.Loader, m.ResolveDir, m.Shared, len(m.Contents)})
		h.Write(meta)
		h.Write([]byte(m.Contents))
	}
	overrides := filepath.Join(in.SiteDir, "src", "theme")
	_ = filepath.WalkDir(overrides, func(p string, _ fs.DirEntry, err error) error {
		if err == nil {
			h.Write([]byte("\x00" + p))
		}
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))
}

// fromCache notes in the phase log that the bundles came from the build cache.
func (b *builder) fromCache() string {
	if b.cacheHits == 0 {
		return ""
	}
	return " (from the build cache)"
}
