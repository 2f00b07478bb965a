package pipeline

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/bundle"
	"gosaurus/generator/compile"
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/render"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin"
)

// bundle is the bundle stage: the browser build, whose files are written at once, and the
// server build, with the data routes of both.
func (l *locale) bundle() error {
	b, cfg, siteDir := l.b, l.cfg, l.cfg.SiteDir
	siteCSS := cfg.CustomCSS
	for _, c := range cfg.CustomCSS {
		if !sitefs.IsFile(c) {
			return fmt.Errorf("%s: theme.customCss: %s does not exist", content.Rel(siteDir, cfg.File), content.Rel(siteDir, c))
		}
	}
	for _, m := range cfg.ClientModules {
		if !sitefs.IsFile(m) {
			return fmt.Errorf("%s: clientModules: %s does not exist", content.Rel(siteDir, cfg.File), content.Rel(siteDir, m))
		}
	}
	// CSS client modules are loaded after the theme and its custom CSS: the plugins', then the
	// config's, which Docusaurus's bootstrap plugin gives after every plugin.
	for _, m := range slices.Concat(l.client.Modules, cfg.ClientModules) {
		if strings.HasSuffix(m, ".css") {
			siteCSS = append(siteCSS, m)
		}
	}
	var staticDirs []string
	for _, dir := range cfg.StaticDirectories {
		staticDirs = append(staticDirs, filepath.Join(siteDir, dir))
	}
	rules, err := bundle.Rules(l.webpack.Rules)
	if err != nil {
		return fmt.Errorf("configureWebpack: %w", err)
	}
	replacements, err := bundle.Replacements(l.webpack.Replacements)
	if err != nil {
		return fmt.Errorf("configureWebpack: %w", err)
	}
	readable := l.readable
	in := &bundle.Input{SiteDir: siteDir, StaticDirs: staticDirs, ThemeDir: b.opts.ThemeDir, NodePaths: slices.Concat(b.opts.NodePaths, moduleDirs(siteDir, l.webpack)), BaseURL: cfg.BaseURL,
		Virtual: l.mods, Routes: moduleRoutes(l.table.Specs(), l.data), BaseCSS: []string{filepath.Join(b.opts.ThemeDir, "css", "theme.css")},
		SiteCSS: siteCSS, ThemePaths: l.client.ThemePaths, Sass: &bundle.Sass{SiteDir: siteDir, Readable: readable}, Minify: !b.opts.Dev && !b.opts.NoMinify && !b.opts.Development, DevRoutes: b.opts.Dev,
		Development: b.opts.Development, Analyze: b.opts.Analyze,
		Aliases: l.webpack.Aliases, Fallbacks: l.webpack.Fallbacks, Replacements: replacements, Externals: l.webpack.Externals, Defines: l.webpack.Defines, Rules: rules, Extensions: l.webpack.Extensions,
		TypeScriptJS: cfg.SwcJSLoader, Readable: readable, NodeLoaders: &bundle.NodeLoaders{SiteDir: siteDir, Development: b.opts.Dev, Readable: readable}}
	in.NodeServer = render.ResolveEngine(b.opts.Engine) == render.EngineNode // the server bundle is for the engine that renders
	in.Markdown = compile.Partials(cfg, l.site, l.markdown, l.compileOptions())
	var bundlers []plugin.Bundler
	for _, p := range l.plugins {
		if bp, ok := p.(plugin.Bundler); ok {
			bundlers = append(bundlers, bp)
			for _, ld := range bp.Loaders() {
				in.Loaders = append(in.Loaders, ld)
			}
		}
	}
	built := func() error {
		for _, bp := range bundlers {
			if err := bp.Bundled(); err != nil {
				return err
			}
		}
		return nil
	}
	in.PostCSS = l.postCSS()
	in.Keep, in.FS = l.kept.bundle, sitefs.NewFS()
	bundled, err := b.bundle(in, cfg.Locale, built)
	in.Sass.Close()
	in.PostCSS.Close()
	in.NodeLoaders.Close()
	if err != nil {
		return err
	}
	browser, server := bundled.Browser, bundled.Server
	// The routes' JSON files are written as they are made, not held until the rest is.
	dataFiles, err := bundle.AddDataRoutes(browser, server, l.data, l.mods, siteDir, cfg.BaseURL, l.kept.dataFiles, l.site.Add)
	if err != nil {
		return err
	}
	if err := l.analyze(browser); err != nil {
		return err
	}
	browserFiles := len(browser.Files) + dataFiles
	// Written now, and let go: a large site's chunks need not stay in memory while it renders.
	for _, f := range browser.Files {
		if err := l.site.Add(f.Path, f.Contents); err != nil {
			return err
		}
	}
	browser.Files = nil
	if err := dumpServerBundle(server); err != nil {
		return err
	}
	l.browser, l.server = browser, server
	// What made the bundles is let go: a large site's compiled markdown and generated modules
	// need not live while it renders.
	l.markdown, l.compiled, l.mods, l.data = nil, nil, nil, nil
	l.restoreGC() // rendering keeps a heap of its own (Options.RenderGCPercent)
	l.restoreGC = func() {}
	releaseLargeHeap()
	b.step("bundle", fmt.Sprintf("%s%d browser files, server bundle %d KB + %d modules%s", l.tag, browserFiles, len(server.Base)/1024, len(server.Modules), b.fromCache()))
	return nil
}

// postCSS is how the bundle stage runs the site's PostCSS, nil where the site has none: the
// plugins' configurePostCss, in their order, and the site's PostCSS config file. Without Node,
// which runs PostCSS, one warning names what the stylesheets are bundled without.
func (l *locale) postCSS() *bundle.PostCSS {
	siteDir := l.cfg.SiteDir
	post := &bundle.PostCSS{SiteDir: siteDir, Key: "gosaurus-postcss-" + l.cfg.Locale, ConfigFile: bundle.PostCSSConfigFile(siteDir), Readable: l.readable}
	var needs []string
	for _, p := range l.plugins {
		c, ok := p.(plugin.PostCSSConfigurer)
		if !ok {
			continue
		}
		s, ok := c.ConfigurePostCSS()
		if !ok {
			continue
		}
		needs = append(needs, s.Source+"'s configurePostCss")
		if s.Configure == nil {
			continue
		}
		post.Node = s.Node // the config's process, which has every plugin's instance
		post.Configure = append(post.Configure, func(key string) error {
			if err := s.Configure(key); err != nil {
				return fmt.Errorf("%s: configurePostCss() failed: %w", s.Source, err)
			}
			return nil
		})
	}
	if post.ConfigFile != "" {
		needs = append(needs, content.Rel(siteDir, post.ConfigFile))
	}
	switch {
	case len(needs) == 0:
		return nil
	case !jsrt.NodeAvailable():
		l.b.warn(fmt.Sprintf("%s: PostCSS runs in Node.js, which is not installed: the site's stylesheets are bundled without PostCSS", strings.Join(needs, ", ")))
		return nil
	}
	return post
}

// analyze writes the browser bundle's metafile into the locale's folder of the build and sums
// it up in the build's result, when the build is analysed (Options.Analyze).
func (l *locale) analyze(browser *bundle.Browser) error {
	if !l.b.opts.Analyze || browser.Metafile == "" {
		return nil
	}
	if err := l.site.Add(AnalysisFile, []byte(browser.Metafile)); err != nil {
		return err
	}
	a, err := analyze(browser.Metafile, l.b.opts.ThemeDir, browser.Files)
	if err != nil {
		return fmt.Errorf("the browser bundle's metafile: %w", err)
	}
	a.File = l.cfg.OutPrefix() + AnalysisFile
	if l.tag != "" {
		a.Locale = l.cfg.Locale
	}
	l.b.mu.Lock()
	l.b.analyses = append(l.b.analyses, a)
	l.b.mu.Unlock()
	return nil
}

// dumpServerBundle writes the server bundle where GOSAURUS_DUMP_SERVER_BUNDLE says, for
// debugging server rendering outside the build (with node, say).
func dumpServerBundle(server *bundle.Server) error {
	dump := os.Getenv("GOSAURUS_DUMP_SERVER_BUNDLE")
	if dump == "" {
		return nil
	}
	if err := os.WriteFile(dump, server.Base, 0o644); err != nil {
		return err
	}
	var mods strings.Builder
	for _, spec := range slices.Sorted(maps.Keys(server.Modules)) {
		fmt.Fprintf(&mods, "// %s\n%s\n", spec, server.Modules[spec])
	}
	return os.WriteFile(dump+".modules.js", []byte(mods.String()), 0o644)
}

// moduleRoutes are the route specifiers esbuild bundles: all but the data routes.
func moduleRoutes(specs []string, data map[string]bundle.DataRoute) []string {
	return slices.DeleteFunc(specs, func(spec string) bool {
		_, ok := data[spec]
		return ok
	})
}

// readable is what the site's content and code may read (sitefs.Readable): its project, and
// besides what the build is given (the theme and its packages) and what the config and the
// plugins name, which is code that runs with the build's rights already (content folders,
// client modules, stylesheets, plugins' theme folders, webpack aliases and resolve.modules),
// and the folders of --allow-read.
func (b *builder) readable(cfg *config.Config, client plugin.Client, webpack plugin.Webpack) *sitefs.Readable {
	others := slices.Concat([]string{b.opts.ThemeDir}, b.opts.NodePaths, moduleDirs(cfg.SiteDir, webpack), cfg.ReadRoots(), client.ThemePaths, cfg.ClientModules, cfg.CustomCSS, b.opts.AllowRead)
	for _, target := range slices.Concat(client.Modules, slices.Collect(maps.Values(webpack.Aliases))) {
		if filepath.IsAbs(target) { // a specifier or a package's name is resolved in node_modules
			others = append(others, target)
		}
	}
	return sitefs.NewReadable(cfg.SiteDir, others)
}

// moduleDirs are the folders of plugins' resolve.modules where packages are looked up besides
// node_modules folders (which the bundler looks for anyway). A relative one is taken as the
// site's folder of that name, where webpack looks for one in every folder above the importer
// as it does for node_modules: sites name their own source folder so.
func moduleDirs(siteDir string, w plugin.Webpack) []string {
	var dirs []string
	for _, m := range w.Modules {
		if m != "node_modules" {
			dirs = append(dirs, config.AbsIn(siteDir, m))
		}
	}
	return dirs
}
