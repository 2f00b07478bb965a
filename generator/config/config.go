// Package config loads a site's docusaurus.config.{js,cjs,mjs,ts}, runs it in the jsrt sandbox
// and validates it into plain data with Docusaurus's defaults filled in.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/dop251/goja"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/options"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// FileNames are the config files looked for, in Docusaurus's order (loadSiteConfig's): its
// TypeScript first, ES module and CommonJS kinds of either too.
var FileNames = []string{"docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts",
	"docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"}

// Config is a validated site configuration. Its plain settings, which plugins' stages read
// through the plugin contract, are the embedded site.Config; the rest is what the build reads,
// and plugins/registry as it makes the plugins.
type Config struct {
	site.Config

	ClientModules []string   // absolute paths, imported by the browser entry: the config's, and the dev server's
	HeadTags      []head.Tag // the config's headTags
	// SwcJSLoader: Docusaurus Faster's SWC loader compiles the site's code (see swcJSLoader).
	SwcJSLoader bool
	Sass        bool // docusaurus-plugin-sass: .scss and .sass files are compiled with the site's sass
	// Entries are every plugin of the site in Docusaurus's order, each naming its instance
	// in one of the fields below: plugins/registry makes the locale's instances from them.
	Entries []Entry
	// Plugins are the entries of the plugins and themes that gosaurus builds in, other than
	// the content plugins and the redirects, whose instances read their options.
	Plugins []PluginEntry
	Docs    []DocsInstance // one per docs plugin instance, the classic preset's first
	Pages   []ContentOptions
	Blogs   []BlogInstance

	// MarkdownPreprocessor runs markdown.preprocessor ({filePath, fileContent} => string) on
	// a markdown file's text before it is compiled; nil when the config has none.
	MarkdownPreprocessor func(file string, src []byte) ([]byte, error)

	// ClientRedirects are the instances of @docusaurus/plugin-client-redirects.
	ClientRedirects []ClientRedirects

	Warnings []string

	js          *JSHost         // the site's JavaScript plugins, to be made; see JSHost
	node        *jsrt.NodeCalls // calls into a config evaluated in Node; see nodeCalls
	remarkCache *remarkCache    // the remark plugins' texts in the build cache; see remark
}

// JSPlugin is one instance of a JavaScript plugin of the site, made for one locale, once its
// loadContent has run, for the build to run its later stages as Docusaurus does:
// contentLoaded and allContentLoaded once every plugin's content is loaded, postBuild once
// the build is written. Its instance stays where it was made, in the config runtime or in
// Node.
type JSPlugin struct {
	Name   string // its name, by which allContent and global data know it
	ID     string // its id option, "default" without one
	Source string // "docusaurus.config.mjs: plugins[0]", for messages
	// What its hooks that run with its content gave, which reach the build through the stages
	// of any plugin (plugins/jsplugin): getThemePath's folder and getClientModules' files, both
	// absolute; injectHtmlTags' tags; configureWebpack's resolve and plugins, nil without one.
	ThemePath                           string
	ClientModules                       []string
	HeadTags, PreBodyTags, PostBodyTags []head.Tag
	Webpack                             *WebpackPart
	CodeMessages                        map[string]string // getDefaultCodeTranslationMessages', for its locale
	// Content is what its loadContent returned as plain data, nil for nothing or for content
	// that is not plain data (functions, cycles).
	Content any
	// ContentLoaded runs its contentLoaded, then its allContentLoaded with allContent (by
	// plugin name, then id), as Docusaurus runs them once every plugin's content is loaded;
	// nil when it has neither. ReadsAllContent: it has an allContentLoaded, and so needs
	// allContent (otherwise nil will do).
	ContentLoaded   func(allContent map[string]map[string]any) (JSAdded, error)
	ReadsAllContent bool
	// PostBuild runs its postBuild with the props Docusaurus adds to the plugin's context for
	// it (outDir, routesPaths, head, …) and the allContent its contentLoaded had; nil when it
	// has none or Node, which writes the files, is not there.
	PostBuild func(props map[string]any, allContent map[string]map[string]any) error
	// PostCSS runs its configurePostCss; nil when it has none.
	PostCSS *PostCSSHook
}

// PostCSSHook is a plugin's configurePostCss, run in Node, in the config's process, on the
// PostCSS options that process keeps under key (plugin.PostCSS). Node and Configure are nil
// where Node is not installed.
type PostCSSHook struct {
	Node      *jsrt.NodeCalls
	Configure func(key string) error
}

// JSAdded is what a JavaScript plugin's contentLoaded and allContentLoaded gave their actions.
type JSAdded struct {
	Routes     route.PluginRoutes // addRoute's route configs, and createData's files by path
	GlobalData any                // what setGlobalData was given, nil for nothing
	// MDXMetadata: the JSON file each markdown file of its mdx-loader rules exports as
	// metadata, by file (Instance.MDXMetadata).
	MDXMetadata map[string]string
}

// ReadRoots are the folders a build of the site may read: the site folder, and the content,
// static and translation folders the config names, wherever they are.
func (c *Config) ReadRoots() sitefs.Roots {
	roots := sitefs.Roots{c.SiteDir}
	for _, d := range c.Docs {
		roots = append(roots, d.Path)
	}
	for _, b := range c.Blogs {
		roots = append(roots, b.Path)
	}
	for _, p := range c.Pages {
		roots = append(roots, p.Path)
	}
	for _, dir := range c.StaticDirectories {
		roots = append(roots, AbsIn(c.SiteDir, dir))
	}
	if c.I18n.Dir != "" {
		roots = append(roots, c.I18n.Dir)
	}
	return roots
}

// Error is a configuration error that names the file and the key.
type Error = options.Error

// Find returns the config file of siteDir.
func Find(siteDir string) (string, error) {
	for _, name := range FileNames {
		p := filepath.Join(siteDir, name)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: no site config found (expected one of %s)", siteDir, strings.Join(FileNames, ", "))
}

// siteConfigFile is the config file of the site in siteDir: named, made absolute from the current
// folder as Docusaurus makes --config, or else found in siteDir.
func siteConfigFile(siteDir, named string) (string, error) {
	if named == "" {
		return Find(siteDir)
	}
	abs, err := filepath.Abs(named)
	if err != nil {
		return "", err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", fmt.Errorf("--config %s: no such file", named)
	}
	if st.IsDir() {
		return "", fmt.Errorf("--config %s is a folder; name the config file itself", named)
	}
	return abs, nil
}

// Load finds, runs and validates the config of siteDir, for a build into <siteDir>/build.
func Load(siteDir string, opts jsrt.Options) (*Config, error) {
	return LoadFor(siteDir, Build{}, opts)
}

// Build says what build the config is loaded for, which the config as the build sees it
// depends on: it is not changed once loaded.
type Build struct {
	// OutDir is the build folder ("" for <siteDir>/build), which plugins find in their
	// context's outDir.
	OutDir string
	// ThemeDir is the theme's source folder (theme-classic/src), where the dev server's
	// client module is; "" outside a build.
	ThemeDir string
	// Dev: a dev server's build, with the client module that takes a save's new content in place
	// (client/devClient.js).
	Dev bool
	// File is the config file to run in place of the one found in the site folder (the
	// --config flag of Docusaurus's commands), relative to the current folder; "" to find it.
	File string
}

// LoadFor is Load for the build b.
func LoadFor(siteDir string, b Build, opts jsrt.Options) (*Config, error) {
	abs, err := filepath.Abs(siteDir)
	if err != nil {
		return nil, err
	}
	file, err := siteConfigFile(abs, b.File)
	if err != nil {
		return nil, err
	}
	ev, err := evaluate(file, opts)
	if err != nil {
		return nil, err
	}
	cfg, err := validate(abs, file, ev.raw)
	if err != nil {
		return nil, err
	}
	if b.OutDir != "" {
		if cfg.OutDir, err = filepath.Abs(b.OutDir); err != nil {
			return nil, err
		}
	}
	// Presets run with the validated config, as Docusaurus hands it to them; their plugins and
	// themes come before the site's own, in Docusaurus's order.
	ran, err := runPresets(cfg, ev)
	if err != nil {
		return nil, err
	}
	if err := readPresets(cfg, rel(file), ev.raw, ev.listGaps(), ran); err != nil {
		return nil, err
	}
	var fromPresets []JSEntry
	for _, kind := range []string{"plugins", "themes"} {
		for _, p := range ran {
			for _, list := range p.lists {
				if list.kind == kind {
					fromPresets = append(fromPresets, list.entries...)
					ev.dropped = append(ev.dropped, list.dropped...)
				}
			}
		}
	}
	for _, p := range ran {
		if p.live {
			// The preset was handed its options' functions as they are.
			ev.dropped = slices.DeleteFunc(ev.dropped, func(d string) bool { return strings.HasPrefix(d, p.key+"[") })
			for _, list := range p.lists {
				if list.live != nil {
					if ev.presetLists == nil {
						ev.presetLists = map[string]*goja.Object{}
					}
					ev.presetLists[list.key] = list.live
				}
			}
		}
	}
	ev.plugins = append(fromPresets, ev.plugins...)
	if len(ev.plugins) > 0 {
		// The JavaScript plugins are entries like any other: the registry makes them, for
		// each locale, with what the config keeps to make them in (JSHost).
		cfg.js = &JSHost{Entries: ev.plugins, Loader: ev.loader, Config: ev.value, cfg: cfg, ev: ev}
		for i, e := range ev.plugins {
			cfg.addEntry(KindJS, e.At, e.Name, e.id(), e.Key, i)
		}
	}
	cfg.sortEntries()
	if cfg.MarkdownPreprocessor, err = cfg.preprocessor(file, ev); err != nil {
		return nil, err
	}
	if err := createRedirects(cfg, ev); err != nil {
		return nil, err
	}
	docsFunctions(cfg, ev)
	native, err := nativeRemarkPlugins(cfg, ev)
	if err != nil {
		return nil, err
	}
	remarkRun := remarkPlugins(cfg, ev, native)
	for i := range cfg.Blogs {
		cfg.Blogs[i].EditURL = cfg.function(ev, cfg.Blogs[i].optionPath("editUrl"))
	}
	warned := map[string]bool{}
	for _, d := range ev.dropped {
		if ev.live(d) {
			continue // a plugin's own options, handed to it as they are
		}
		if d == "markdown.preprocessor" && cfg.MarkdownPreprocessor != nil || cfg.redirectsFunction(d) || cfg.contentFunction(d) || native[d] || remarkRun[d] {
			continue
		}
		if m := markdownPlugin.FindStringSubmatch(d); m != nil {
			if remarkRun[m[1]] {
				continue // in the options of a plugin that runs
			}
			if !warned[m[1]] {
				warned[m[1]] = true
				why := "remark and rehype plugins are JavaScript functions, which gosaurus cannot run"
				if strings.HasSuffix(m[1], "recmaPlugins") {
					// They change the JavaScript MDX compiles a page to, which gosaurus's compiler
					// does not make.
					why = "recma plugins change the JavaScript of MDX's compiler, which gosaurus does not use"
				}
				cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s; the markdown is built without them", rel(file), m[1], why))
			}
			continue
		}
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s is a function; functions are not used by gosaurus and were left out", rel(file), d))
	}
	if b.Dev {
		cfg.ClientModules = append(cfg.ClientModules, filepath.Join(b.ThemeDir, "client", "devClient.js"))
	}
	return cfg, nil
}

// markdownPlugin matches a function in a list of markdown plugins and captures the list's key.
var markdownPlugin = regexp.MustCompile(`^(.*\b(?:beforeDefaultRemarkPlugins|beforeDefaultRehypePlugins|remarkPlugins|rehypePlugins|recmaPlugins))\[`)

// evaluated is a config run: its plain data, the functions left out of it, and the live
// values plugins are instantiated from.
type evaluated struct {
	raw     map[string]any
	dropped []string
	modules map[string]string // the file of the module a dropped function comes from, where known
	loader  *jsrt.Loader
	value   goja.Value
	// presetLists are the plugins and themes lists of the presets that ran in the config
	// runtime, live, by their keys ("presets[0] (x), its plugins").
	presetLists map[string]*goja.Object
	plugins     []JSEntry
	env         map[string]string // the environment the config runs with, in Node too
	cache       *buildcache.Dir   // the build cache, nil without one
}

// listGaps are the dropped functions that left no element in their list of the config's data
// (see sourceIndex): all of them from the embedded runtime; from Node, whose plugins and themes
// keep a null where a function was (withFunctionSlots), all but those.
func (e *evaluated) listGaps() []string {
	if e.loader != nil {
		return e.dropped
	}
	return slices.DeleteFunc(slices.Clone(e.dropped), func(d string) bool {
		m := functionEntry.FindStringSubmatch(d)
		return m != nil && m[3] == ""
	})
}

// live reports whether a dropped function belongs to a plugin gosaurus instantiates.
func (e *evaluated) live(key string) bool {
	for _, p := range e.plugins {
		if key == p.Key || strings.HasPrefix(key, p.Key+"[") || strings.HasPrefix(key, p.Key+".") {
			return true
		}
	}
	return false
}

// evaluate runs the config in the embedded runtime or, where it needs what only Node has and
// Node is installed, in Node. A config run in Node has no live values: its functions cannot
// be called from the build, and its plugins are instantiated in Node too.
func evaluate(file string, opts jsrt.Options) (*evaluated, error) {
	if opts.Provided == nil {
		opts.Provided = map[string]string{"@docusaurus/preset-classic": classicStandIn}
	}
	if opts.StandIns == nil {
		opts.StandIns = StandIns
	}
	if opts.Dir == "" {
		opts.Dir = filepath.Dir(file) // where Node runs the config too
	}
	l := jsrt.NewLoader(opts)
	ev, what, err := evaluateEmbedded(file, l)
	if err != nil && jsrt.NeedsNode(err) && jsrt.NodeAvailable() {
		nv, nodeErr := jsrt.EvaluateInNode(file, true, opts.Env)
		if cycle := notATree(file, nodeErr); cycle != nil {
			return nil, cycle
		}
		if nodeErr != nil {
			return nil, &Error{File: rel(file), Msg: "the config " + nodeErr.Error()}
		}
		m, ok := nv.Value.(map[string]any)
		if !ok {
			return nil, &Error{File: rel(file), Msg: fmt.Sprintf("the config must export an object (or a function returning one), got %T", nv.Value)}
		}
		withFunctionSlots(m, nv.Dropped)
		return &evaluated{raw: m, dropped: nv.Dropped, modules: nv.Modules, plugins: pluginEntriesOfData(m, nv.Dropped), env: opts.Env, cache: opts.Cache}, nil
	}
	if cycle := notATree(file, err); cycle != nil {
		return nil, cycle
	}
	if _, ok := err.(*Error); ok {
		return nil, err
	}
	if err != nil {
		return nil, RunError(file, what, err)
	}
	ev.env = opts.Env // for Node, should a plugin of the config need it (see JSHost)
	ev.cache = opts.Cache
	return ev, nil
}

// evaluateEmbedded runs the config in l; an error comes with what failed.
func evaluateEmbedded(file string, l *jsrt.Loader) (*evaluated, string, error) {
	v, err := l.Require(file)
	if err != nil {
		return nil, "the config threw", err
	}
	if fn, ok := goja.AssertFunction(v); ok {
		if v, err = l.Call(fn); err != nil {
			return nil, "the exported config function failed", err
		}
	} else if v, err = l.Await(v); err != nil {
		return nil, "the exported config", err
	}
	plugins := pluginEntries(v)
	data, dropped, err := jsrt.Plain(v)
	if err != nil {
		return nil, "the config", err
	}
	m, ok := data.(map[string]any)
	if !ok {
		return nil, "", &Error{File: rel(file), Msg: fmt.Sprintf("the config must export an object (or a function returning one), got %T", data)}
	}
	fns := make(map[string]goja.Value, len(dropped))
	for _, d := range dropped {
		fns[d] = liveValue(v, d)
	}
	return &evaluated{raw: m, dropped: dropped, modules: l.FunctionModules(fns), loader: l, value: v, plugins: plugins}, "", nil
}

// notATree words a config that contains itself, as either runtime reports it; nil for any other
// err.
func notATree(file string, err error) error {
	var cycle *jsrt.CycleError
	if !errors.As(err, &cycle) {
		return nil
	}
	return &Error{File: rel(file), Msg: cycle.Error() + "; the config must be plain data"}
}

// RunError words a failure to run the config. A missing package and a config stopped for
// its time or memory are said in one line with what to do; anything else is the JS error after what.
func RunError(file, what string, err error) error {
	var missing *jsrt.MissingPackageError
	if errors.As(err, &missing) {
		return &Error{File: rel(file), Msg: missingPackage(file, missing)}
	}
	var unavailable *jsrt.UnavailableModuleError
	if errors.As(err, &unavailable) {
		e := *unavailable
		e.From = siteRelative(file, e.From)
		return &Error{File: rel(file), Msg: e.Error()}
	}
	var exit *jsrt.ExitError
	if errors.As(err, &exit) {
		return &Error{File: rel(file), Msg: exit.Error() + "; a config or plugin cannot end the build (throw an Error to stop it with a message)"}
	}
	var limit *jsrt.TimeLimitError
	if errors.As(err, &limit) {
		at := ""
		if limit.At != "" {
			at = " at " + limit.At
		}
		return &Error{File: rel(file), Msg: fmt.Sprintf("the config was stopped%s after using %s of CPU time; a config should load in well under a second", at, limit.Limit)}
	}
	var memory *jsrt.MemoryLimitError
	if errors.As(err, &memory) {
		return &Error{File: rel(file), Msg: "the config " + memory.Error()}
	}
	return fmt.Errorf("%s: %s: %w", rel(file), what, err)
}

// missingPackage says which package to install, and how, for a require that found none.
func missingPackage(configFile string, e *jsrt.MissingPackageError) string {
	siteDir := filepath.Dir(configFile)
	by := ""
	if e.From != configFile {
		by = " (required by " + siteRelative(configFile, e.From) + ")"
	}
	if listsDependency(siteDir, e.Package) {
		return fmt.Sprintf("the package %q%s is not installed; run npm install in the site folder", e.Package, by)
	}
	return fmt.Sprintf("the package %q%s is not installed; run npm install %s in the site folder", e.Package, by, e.Package)
}

// siteRelative names path from the site folder, where the config file is, when it is inside.
func siteRelative(configFile, path string) string {
	if r, err := filepath.Rel(filepath.Dir(configFile), path); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return path
}

// listsDependency reports whether the site's package.json names pkg as a dependency.
func listsDependency(siteDir, pkg string) bool {
	data, err := os.ReadFile(filepath.Join(siteDir, "package.json"))
	if err != nil {
		return false
	}
	var manifest map[string]json.RawMessage
	if json.Unmarshal(data, &manifest) != nil {
		return false
	}
	for _, field := range []string{"dependencies", "devDependencies", "peerDependencies", "optionalDependencies"} {
		var deps map[string]any
		if json.Unmarshal(manifest[field], &deps) == nil {
			if _, ok := deps[pkg]; ok {
				return true
			}
		}
	}
	return false
}

// rel names the config file as every gosaurus message names files: relative to the site
// folder, where the config lives.
func rel(file string) string { return filepath.Base(file) }

// knownKeys are Docusaurus's top-level config keys; anything else is kept but reported.
var knownKeys = map[string]bool{
	"title": true, "tagline": true, "url": true, "baseUrl": true, "favicon": true, "titleDelimiter": true,
	"trailingSlash": true, "organizationName": true, "projectName": true, "deploymentBranch": true,
	"githubHost": true, "githubPort": true, "onBrokenLinks": true, "onBrokenAnchors": true,
	"onBrokenMarkdownLinks": true, "onDuplicateRoutes": true, "noIndex": true, "i18n": true,
	"presets": true, "plugins": true, "themes": true, "themeConfig": true, "customFields": true,
	"staticDirectories": true, "headTags": true, "scripts": true, "stylesheets": true,
	"clientModules": true, "baseUrlIssueBanner": true, "markdown": true, "future": true,
	"ssrTemplate": true, "webpack": true, "storage": true,
}

// unknownKey words the warning for a top-level key Docusaurus does not know, which it would
// reject: a likely misspelling of a known key, or a value of the site's own.
func unknownKey(file, key string) string {
	if s := options.Nearest(key, slices.Sorted(maps.Keys(knownKeys))); s != "" {
		return fmt.Sprintf("%s: unknown key %s; did you mean %s? (Docusaurus rejects unknown keys)", file, key, s)
	}
	return fmt.Sprintf("%s: unknown key %s (Docusaurus rejects unknown keys; a site's own values go in customFields)", file, key)
}

func validate(siteDir, file string, raw map[string]any) (*Config, error) {
	r := rel(file)
	cfg := &Config{Config: site.Config{SiteDir: siteDir, File: file, Site: raw}}
	str := func(key string, required bool, def string) (string, error) {
		v, ok := raw[key]
		if !ok || v == nil {
			if required {
				return "", &Error{File: r, Key: key, Msg: "is required"}
			}
			return def, nil
		}
		s, ok := v.(string)
		if !ok {
			return "", &Error{File: r, Key: key, Msg: fmt.Sprintf("must be a string, got %s", options.TypeName(v))}
		}
		return s, nil
	}
	var err error
	if cfg.Title, err = str("title", true, ""); err != nil {
		return nil, err
	}
	if cfg.URL, err = str("url", true, ""); err != nil {
		return nil, err
	}
	if !strings.HasPrefix(cfg.URL, "http://") && !strings.HasPrefix(cfg.URL, "https://") {
		return nil, &Error{File: r, Key: "url", Msg: fmt.Sprintf("%q must be an absolute URL such as \"https://example.com\"", cfg.URL)}
	}
	cfg.URL = strings.TrimSuffix(cfg.URL, "/")
	if cfg.BaseURL, err = str("baseUrl", true, ""); err != nil {
		return nil, err
	}
	if !strings.HasPrefix(cfg.BaseURL, "/") {
		return nil, &Error{File: r, Key: "baseUrl", Msg: fmt.Sprintf("%q must start with a slash, e.g. \"/sdk-js/\"", cfg.BaseURL)}
	}
	if !strings.HasSuffix(cfg.BaseURL, "/") {
		cfg.BaseURL += "/"
	}
	if cfg.Tagline, err = str("tagline", false, ""); err != nil {
		return nil, err
	}
	if cfg.Favicon, err = str("favicon", false, ""); err != nil {
		return nil, err
	}
	if cfg.TitleDelimiter, err = str("titleDelimiter", false, "|"); err != nil {
		return nil, err
	}
	for _, key := range []string{"onBrokenLinks", "onBrokenAnchors", "onBrokenMarkdownLinks", "onDuplicateRoutes"} {
		def := "throw"
		if key != "onBrokenLinks" {
			def = "warn"
		}
		s, err := str(key, false, def)
		if err != nil {
			return nil, err
		}
		switch s {
		case "ignore", "log", "warn", "throw":
		default:
			return nil, &Error{File: r, Key: key, Msg: fmt.Sprintf("%q is not valid; use one of ignore, log, warn, throw", s)}
		}
		switch key {
		case "onBrokenLinks":
			cfg.OnBrokenLinks = s
		case "onBrokenAnchors":
			cfg.OnBrokenAnchors = s
		case "onDuplicateRoutes":
			cfg.OnDuplicateRoutes = s
		default:
			cfg.OnBrokenMarkdownLinks = s
		}
	}
	if v, ok := raw["trailingSlash"]; ok && v != nil {
		b, ok := options.AsBool(v)
		if !ok {
			return nil, &Error{File: r, Key: "trailingSlash", Msg: "must be true, false or undefined"}
		}
		cfg.TrailingSlash = &b
		raw["trailingSlash"] = b // the theme reads the value as validated, a boolean
	}
	if v, ok := raw["noIndex"]; ok && v != nil {
		b, ok := options.AsBool(v)
		if !ok {
			return nil, &Error{File: r, Key: "noIndex", Msg: "must be true or false"}
		}
		cfg.NoIndex = b
		raw["noIndex"] = b
	}
	cfg.SwcJSLoader = swcJSLoader(raw["future"])
	cfg.StaticDirectories = []string{"static"}
	if v, ok := raw["staticDirectories"]; ok {
		dirs, err := stringList(v)
		if err != nil {
			return nil, &Error{File: r, Key: "staticDirectories", Msg: err.Error()}
		}
		cfg.StaticDirectories = dirs
	}
	var unknown []string
	for k := range raw {
		if !knownKeys[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		cfg.Warnings = append(cfg.Warnings, unknownKey(r, k))
	}
	if err := readI18n(cfg, r, raw["i18n"]); err != nil {
		return nil, err
	}
	if cfg.HeadTags, err = readHeadTags(r, raw); err != nil {
		return nil, err
	}
	if v, ok := raw["clientModules"]; ok {
		mods, err := stringList(v)
		if err != nil {
			return nil, &Error{File: r, Key: "clientModules", Msg: err.Error()}
		}
		for _, m := range mods {
			cfg.ClientModules = append(cfg.ClientModules, AbsIn(siteDir, m))
		}
	}
	tc, err := themeConfig(r, raw["themeConfig"])
	if err != nil {
		return nil, err
	}
	cfg.ThemeConfig = tc
	raw["themeConfig"] = tc
	raw["baseUrl"] = cfg.BaseURL
	raw["titleDelimiter"] = cfg.TitleDelimiter
	raw["url"] = cfg.URL
	return cfg, nil
}

// swcJSLoader reports whether future.experimental_faster turns on Docusaurus Faster's SWC
// loader (true, or an object whose swcJsLoader is true), which reads the site's .js and
// .jsx files with its TypeScript parser: types in them build.
func swcJSLoader(future any) bool {
	f, _ := future.(map[string]any)
	switch faster := f["experimental_faster"].(type) {
	case bool:
		return faster
	case map[string]any:
		on, _ := faster["swcJsLoader"].(bool)
		return on
	}
	return false
}

func stringList(v any) ([]string, error) {
	switch t := v.(type) {
	case string:
		return []string{t}, nil
	case []any:
		out := make([]string, 0, len(t))
		for i, e := range t {
			s, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("item %d must be a string, got %s", i, options.TypeName(e))
			}
			out = append(out, s)
		}
		return out, nil
	}
	return nil, fmt.Errorf("must be a string or an array of strings, got %s", options.TypeName(v))
}
