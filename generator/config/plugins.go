package config

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// JSEntry is one entry of plugins or themes that gosaurus does not implement itself: a
// module name (an npm package or a file of the site) or a function written in the config.
type JSEntry struct {
	Key  string     // "plugins[3]", for messages
	At   Place      // where the config lists it, in Docusaurus's order of plugins
	Kind string     // "plugin" or "theme", for the module's shorthand names
	Name string     // the module name, "" for a function
	Fn   goja.Value // the function, when given as one
	Opts goja.Value // its options, or undefined
	// Preset: a function a preset run in Node returned, which Node makes again from the preset
	// for each locale, as Docusaurus makes every plugin with the locale's context.
	Preset *PresetFunction
	// InNode: a function written in a config that ran in Node, at Key of the config's value,
	// instantiated in the config's Node process.
	InNode bool
	// Lossy: its options held functions, which their plain data lacks (see lossyOptions).
	Lossy bool
}

// PresetFunction is a plugin or theme that a preset module returned as a function: the n-th of
// the preset's List ("plugins" or "themes") when the preset at Path runs with Options.
type PresetFunction struct {
	Path    string `json:"-"`
	Options any    `json:"options"`
	List    string `json:"list"`
	Index   int    `json:"index"`
}

// OfConfig reports whether e is a function written in the config's own plugins or themes,
// which the config's Node process finds by its key; a function a preset returned is not.
func (e JSEntry) OfConfig() bool { return e.Fn != nil && functionEntry.MatchString(e.Key) }

// JSHost is what the site's JavaScript plugins are made in, which the config keeps for the
// registry to make them for each locale (plugins/jsplugin): the entries, in Docusaurus's
// order (the presets', then the site's), with the config runtime that ran the config and the
// config's live value in it, or the config's Node process where Node ran the config. The
// config's Close ends what it keeps running.
type JSHost struct {
	Entries []JSEntry
	Loader  *jsrt.Loader // nil where the config ran in Node
	Config  goja.Value   // the config as the config runtime returned it
	cfg     *Config
	ev      *evaluated
}

// JSHost is what the site's JavaScript plugins are made in; nil when the site has none. The
// entries of kind KindJS index its Entries.
func (c *Config) JSHost() *JSHost { return c.js }

// Node is the Node process that keeps the config loaded, for a function of the config to run
// in; started at its first call, ended by the config's Close.
func (h *JSHost) Node() *jsrt.NodeCalls { return h.cfg.nodeCalls(h.ev) }

// Blog is the blog plugin instance of options m that the JavaScript plugin of entry e
// extends (see extended.go), its functions (editUrl, remark plugins) those of e's options in
// the config; others are the blogs the site's other plugins extend, whose ids it must not
// take, as it must not take one of the config's blogs.
func (h *JSHost) Blog(e JSEntry, m map[string]any, others []BlogInstance) (BlogInstance, error) {
	var taken []ContentOptions
	for _, b := range slices.Concat(h.cfg.Blogs, others) {
		taken = append(taken, b.ContentOptions)
	}
	c, err := readContent(h.cfg, taken, "blog", "blog", rel(h.cfg.File), e.Key, m)
	if err != nil {
		return BlogInstance{}, err
	}
	native := map[string]bool{}
	if err := nativeRemark(h.cfg, h.ev, &c, native); err != nil {
		return BlogInstance{}, err
	}
	remarkOf(h.cfg, h.ev, &c, native, map[string]bool{})
	b := BlogInstance{ContentOptions: c}
	b.EditURL = h.cfg.function(h.ev, c.optionPath("editUrl"))
	return b, nil
}

// id is the id option of e, "default" without one, as its instance will have it.
func (e JSEntry) id() string {
	if o, ok := e.Opts.(*goja.Object); ok {
		if v := o.Get("id"); v != nil {
			if id, ok := v.Export().(string); ok && id != "" {
				return id
			}
		}
	}
	return "default"
}

// pluginEntries takes from the config's plugins and themes lists the entries readPresets does
// not handle.
func pluginEntries(config goja.Value) []JSEntry {
	obj, ok := config.(*goja.Object)
	if !ok {
		return nil
	}
	var out []JSEntry
	for _, key := range []string{"plugins", "themes"} {
		if list, ok := obj.Get(key).(*goja.Object); ok && list.ClassName() == "Array" {
			out = append(out, liveEntries(list, key, key, Place{list: siteList(key)})...)
		}
	}
	return out
}

// liveEntries takes from a live plugins or themes list (kind) the entries readPresets does not
// handle, keyed from key and placed in list (at their index), and sets those written as
// functions to null so that the plain data keeps every other entry at its index.
func liveEntries(list *goja.Object, kind, key string, in Place) []JSEntry {
	var out []JSEntry
	n := int(list.Get("length").ToInteger())
	for i := 0; i < n; i++ {
		in.index = i
		e := JSEntry{Key: fmt.Sprintf("%s[%d]", key, i), At: in, Kind: strings.TrimSuffix(kind, "s"), Opts: goja.Undefined()}
		v := list.Get(fmt.Sprint(i))
		first := v
		if arr, ok := v.(*goja.Object); ok && arr.ClassName() == "Array" {
			first = arr.Get("0")
			e.Opts = arr.Get("1")
		}
		if _, isFn := goja.AssertFunction(first); isFn {
			e.Fn = first
			_ = list.Set(fmt.Sprint(i), goja.Null())
		} else if s, ok := first.Export().(string); ok && !builtIn(canonical(s)) {
			e.Name = s
		} else {
			continue
		}
		out = append(out, e)
	}
	return out
}

// Instance is what gosaurus takes of an instantiated plugin, in the config runtime or in Node
// (plugins/jsplugin).
type Instance struct {
	Name          string         `json:"name"`
	ThemePath     string         `json:"themePath"`
	ClientModules []any          `json:"clientModules"`
	Tags          map[string]any `json:"tags"` // what injectHtmlTags returned
	ID            string         `json:"id"`   // the instance's id option, "default" without
	// Content is what loadContent returned, as plain data when ContentPlain.
	Content      any  `json:"content"`
	ContentPlain bool `json:"contentPlain"`
	// What contentLoaded gave setGlobalData, addRoute (the route configs) and createData (the
	// files it wrote, by name), on the instance ContentLoaded returns.
	GlobalData any               `json:"globalData"`
	Routes     []any             `json:"routes"`
	Data       map[string]string `json:"data"`
	Hooks      []string          `json:"hooks"`   // the names of all its functions
	Webpack    *WebpackPart      `json:"webpack"` // what configureWebpack returned of resolve
	// MDXMetadata: by markdown file of its mdx-loader rules, the JSON file that the file
	// exports as metadata (the rule's metadataPath), as contentLoaded left them.
	MDXMetadata map[string]string `json:"mdxMetadata"`
	// CodeMessages: what getDefaultCodeTranslationMessages returned, for the locale the
	// plugin was made for.
	CodeMessages map[string]string `json:"codeMessages"`
	Options      map[string]any    `json:"options"` // as validated, with the plugin's defaults
	Failed       string            `json:"failed"`
	LoadFailed   bool              `json:"loadFailed"` // Node could not load the module as it is
	Threw        string            `json:"threw"`      // "validateOptions", "plugin" or "loadContent": the plugin's own error (see plugins/jsplugin)
	// Extends is the content plugin a wrapper's instance of its stand-in stands for, with the
	// options it was given (see extended.go); StandInHooks are the stand-in's own hooks.
	Extends      *Extension `json:"extends"`
	StandInHooks []string   `json:"standInHooks"`
	// ContentLoaded runs its contentLoaded with allContent, where gosaurus keeps the plugin
	// loaded or makes it again; PostBuild runs its postBuild so. nil elsewhere.
	ContentLoaded func(allContent map[string]map[string]any) (Instance, error)           `json:"-"`
	PostBuild     func(props map[string]any, allContent map[string]map[string]any) error `json:"-"`
	// PostCSS runs its configurePostCss (JSPlugin.PostCSS); nil without one.
	PostCSS *PostCSSHook `json:"-"`
}

// GojaContext is PluginContext in the config runtime, with the live config as its siteConfig
// (Docusaurus's defaults filled in, and the locale's baseUrl, as Docusaurus's loadContext
// gives it). Docusaurus builds in production mode, and plugins and presets ask
// (posthog-docusaurus, the classic preset).
func GojaContext(cfg *Config, l *jsrt.Loader, config goja.Value) (*goja.Object, error) {
	rt := l.Runtime()
	if env, ok := rt.Get("process").ToObject(rt).Get("env").(*goja.Object); ok {
		if v := env.Get("NODE_ENV"); v == nil || goja.IsUndefined(v) {
			_ = env.Set("NODE_ENV", "production")
		}
	}
	ctx := rt.NewObject()
	for k, v := range cfg.PluginContext() {
		_ = ctx.Set(k, v)
	}
	fill, err := rt.RunString(SiteConfigDefaults)
	if err != nil {
		return nil, err
	}
	fn, _ := goja.AssertFunction(fill)
	site, err := fn(goja.Undefined(), config)
	if err != nil {
		return nil, err
	}
	if o, ok := site.(*goja.Object); ok && cfg.BaseURL != cfg.I18n.RootBaseURL {
		_ = o.Set("baseUrl", cfg.BaseURL) // a copy: the config's own value stays as it is
	}
	_ = ctx.Set("siteConfig", site)
	return ctx, nil
}

// SiteConfigDefaults gives the config as Docusaurus hands it to plugins and presets, with the
// defaults of the fields they read without checking (the classic preset reads
// siteConfig.future.v4). It is run by the config runtime and by Node alike.
const SiteConfigDefaults = `(function (c) {
  c = Object.assign({}, c);
  const future = Object.assign({}, c.future);
  future.v4 = Object.assign({removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false}, future.v4);
  future.experimental_faster = Object.assign({}, future.experimental_faster);
  future.experimental_storage = Object.assign({type: 'localStorage', namespace: false}, future.experimental_storage);
  future.experimental_router = future.experimental_router || 'browser';
  c.future = future;
  for (const k of ['presets', 'plugins', 'themes', 'scripts', 'stylesheets', 'headTags', 'clientModules', 'staticDirectories']) c[k] = c[k] || [];
  for (const k of ['themeConfig', 'customFields', 'markdown']) c[k] = c[k] || {};
  return c;
})`

// NodeLoad and NodeInstantiate are the Node side of loading a plugin (or preset) module and
// instantiating a plugin function, shared by nodePreset and plugins/jsplugin's Node scripts.
// A plugin may leave a timer running (one polls files while docusaurus start runs), so the
// script exits once it has replied.
const (
	NodeLoad = `
// The reply goes to a file of its own: plugins print to stdout as they work (typedoc does).
const reply = (r, replacer) => { require('fs').writeFileSync(input.reply, JSON.stringify(r, replacer)); process.exit(0); };
const fail = e => reply({failed: String((e && e.message) || e).split('\n')[0]});
async function load(file) {
  // TypeScript is bundled by gosaurus, with the default imports Docusaurus's loader (jiti)
  // gives: Node 22's own type stripping would import a CommonJS package's module.exports.
  if (!input.bundled && /\.[cm]?tsx?$/.test(file)) return reply({failed: 'a TypeScript module', loadFailed: true});
  let m;
  try {
    m = await requireModule(file);
  } catch (e) {
    // ESM syntax in a CommonJS package, imports without extensions: gosaurus bundles it.
    if (!input.bundled && /^(ERR_REQUIRE_ESM|ERR_MODULE_NOT_FOUND|MODULE_NOT_FOUND|ERR_UNSUPPORTED_DIR_IMPORT)?$/.test(e.code || '')) {
      return reply({failed: String(e.message).split('\n')[0], loadFailed: true});
    }
    throw e;
  }
  const fn = typeof m === 'function' ? m : m && m.default;
  return [m, fn];
}
` + NodeRequire + `
const siteConfigDefaults = ` + SiteConfigDefaults + `;
// standIns makes require() of each package of sources (name → CommonJS source) give gosaurus's
// stand-in for it, wherever the site installed the package.
function standIns(sources) {
  const Module = require('module');
  const ids = {};
  for (const [name, source] of Object.entries(sources || {})) {
    const id = '/gosaurus-stand-in/' + name + '.js';
    const m = new Module(id);
    m.filename = id;
    m._compile(source, id);
    m.loaded = true;
    require.cache[id] = m;
    ids[name] = id;
  }
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return Object.hasOwn(ids, request) ? ids[request] : resolve.call(this, request, ...rest);
  };
}
`
	// NodeRequire defines requireModule(file), how a plugin's or preset's module is loaded in
	// Node for NodeLoad and for the commands plugins add to the CLI (plugins/jsplugin's
	// command.mjs): an ES module by import(), where Node 20's module hooks (RequireInterop's)
	// reach it, else by require(), and by import() when require() refuses an ES module. It
	// calls the require of the script it is part of.
	NodeRequire = `
async function requireModule(file) {
  const href = () => require('url').pathToFileURL(file).href;
  if (isESM(file)) return import(href());
  try { return require(file); } catch (e) {
    if (e.code !== 'ERR_REQUIRE_ESM') throw e;
    return import(href());
  }
}
// isESM tells whether Node loads file as an ES module: an .mjs file, or a .js file whose
// nearest package.json says "type": "module".
function isESM(file) {
  const path = require('path'), fs = require('fs');
  if (/\.mjs$/.test(file)) return true;
  if (!/\.js$/.test(file)) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try { return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type === 'module'; } catch (e) {}
    if (path.dirname(dir) === dir) return false;
  }
}
`
	NodeInstantiate = `
// lossyOptions: the options reached Node without the functions they held (input.lossyOptions),
// so Docusaurus's schema may reject them here only.
let lossyOptions = false;
// threw is the instance of a plugin whose validateOptions, plugin function or loadContent
// (hook) threw e: it stops the build, as it stops Docusaurus's.
const threw = (hook, e) => ({failed: String(e instanceof Error ? e.name + ': ' + e.message : e).split('\n')[0], threw: hook});
// normalizer is Docusaurus's own option validation (defaults filled, values converted as the
// plugin's schema says) where the plugin's file reaches it, else the options as they are.
function normalizer(file) {
  try {
    const v = require(require.resolve('@docusaurus/utils-validation', {paths: [require('path').dirname(file)]}));
    if (typeof v.normalizePluginOptions === 'function') return (schema, options) => v.normalizePluginOptions(schema, options);
  } catch (e) {}
  return (schema, options) => options;
}
// postBuildProps is what a postBuild gets, as Docusaurus gives it: the plugin's context, the
// build's props (its locale's context among them: siteConfig.baseUrl is the locale's too)
// and the plugin's content.
function postBuildProps(context, props, content) {
  const siteConfig = props.baseUrl ? {...context.siteConfig, baseUrl: props.baseUrl} : context.siteConfig;
  return {...context, ...props, siteConfig, content};
}
// keep, when given, is handed the instance, its content and what instantiate returns, for its
// later stages; given is the content of an instance made again for them (see LoadHooks).
async function instantiate(m, fn, context, options, file, keep, given) {
  const validate = m && (m.validateOptions || (m.default && m.default.validateOptions));
  if (typeof validate === 'function') {
    const given = options;
    try { options = validate({validate: normalizer(file), options}) || options; } catch (e) {
      if (!lossyOptions) return threw('validateOptions', e);
      try { options = validate({validate: (s, o) => o, options: given}) || given; } catch (e2) { return threw('validateOptions', e2); }
    }
  }
  let p;
  try { p = await fn(context, options); } catch (e) { return threw('plugin', e); }
  const out = {hooks: []};
  if (p) {
    out.name = p.name;
    out.options = options;
    for (const k in p) if (typeof p[k] === 'function') out.hooks.push(k);
    if (p.gosaurusExtends) {
      // A wrapper of a content plugin's stand-in: its hooks run once gosaurus has loaded the
      // content, which the stand-in's loadContent then returns (see extended.go).
      out.extends = p.gosaurusExtends;
      out.standInHooks = out.hooks.filter((k) => p[k].gosaurusStandIn);
      if (globalThis.gosaurusContent === undefined) return out;
    }
    if (p.getThemePath) out.themePath = p.getThemePath();
    if (p.getClientModules) out.clientModules = p.getClientModules();
    let content;
    try { content = await (` + LoadHooks + `)(p, options, out, context.baseUrl, given, context.generatedFilesDir,
      () => require('fs').mkdirSync(context.generatedFilesDir, {recursive: true})); } catch (e) { return threw('loadContent', e); }
    if (keep) keep(p, content, out);
  }
  return out;
}
const contentLoaded = (p, content, allContent, out, dataDir) => (` + ContentLoadedHook + `)(p, content, allContent, out, dataDir, markdownFiles);
// markdownFiles lists the .md and .mdx files under dir, none where it is no folder.
function markdownFiles(dir) {
  const fs = require('fs'), path = require('path');
  let entries = [];
  try { entries = fs.readdirSync(dir, {withFileTypes: true}); } catch (e) { return []; }
  return entries.flatMap((e) => e.isDirectory() && e.name !== 'node_modules' ? markdownFiles(path.join(dir, e.name))
    : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}
`
)

// runNode runs a script of this file in Node from the site folder, after jsrt.RequireInterop,
// with the module file as its argument and the JSON of input on its standard input (a
// postBuild's props, with every route of a big site, are more than a command line holds), and
// returns what it replied.
func runNode(cfg *Config, script, file string, input map[string]any) ([]byte, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, err
	}
	// The reply goes to a file of its own: plugins print to stdout as they work (typedoc does).
	reply, err := os.CreateTemp("", "gosaurus-plugin-*.json")
	if err != nil {
		return nil, err
	}
	reply.Close()
	defer os.Remove(reply.Name())
	input["reply"] = reply.Name()
	data, err := json.Marshal(input)
	if err != nil {
		return nil, err
	}
	c, cancel := context.WithTimeout(context.Background(), PluginNodeTimeout)
	defer cancel()
	// The site's require()s of ES modules get what Docusaurus's loader gives them.
	cmd := exec.CommandContext(c, node, "-e", "("+jsrt.RequireInterop+")(require('module'));\n"+script, file)
	cmd.Stdin = bytes.NewReader(data)
	cmd.Dir = cfg.SiteDir
	cmd.Env = os.Environ()
	if os.Getenv("NODE_ENV") == "" {
		cmd.Env = append(cmd.Env, "NODE_ENV=production")
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if c.Err() != nil {
			return nil, fmt.Errorf("did not finish within %s", PluginNodeTimeout)
		}
		return nil, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return os.ReadFile(reply.Name())
}

// RunNodeModule runs script (of NodeLoad) on the module at path with input, and again on the
// module bundled by gosaurus where Node could not load it as it is or it is TypeScript:
// Docusaurus's loader takes ESM syntax in a CommonJS package and imports without extensions;
// Node does not.
func RunNodeModule(cfg *Config, script, path string, input map[string]any) ([]byte, error) {
	input["bundled"] = false
	out, err := runNode(cfg, script, path, input)
	var load struct {
		Failed     string `json:"failed"`
		LoadFailed bool   `json:"loadFailed"`
	}
	if err != nil || json.Unmarshal(out, &load) != nil || !load.LoadFailed {
		return out, err
	}
	bundle, err := jsrt.BundleForNode(path)
	if err != nil {
		return nil, fmt.Errorf("%s; bundling it failed too: %s", load.Failed, firstLine(err))
	}
	defer os.Remove(bundle)
	input["bundled"] = true
	return runNode(cfg, script, bundle, input)
}

// PluginNodeTimeout bounds a plugin's (or preset's) run in Node, its loadContent included,
// which may build a whole API reference (typedoc) from the sources, and its postBuild, which
// may index every page of a large site for search: Docusaurus bounds neither, so the bound is
// there only to end a run that hangs, long enough for a slow CI machine (a local search's
// postBuild took over 5 minutes on a busy 2-core machine).
const PluginNodeTimeout = 30 * time.Minute

// ResolvePlugin finds the module of a plugin, theme or preset (kind) name as Docusaurus does: a
// path of the site, the package itself, or its shorthand (@docusaurus/plugin-x,
// docusaurus-plugin-x, @scope/docusaurus-theme-x).
func ResolvePlugin(siteDir, kind, name string) (string, error) {
	candidates := []string{name}
	if !strings.HasPrefix(name, ".") && !filepath.IsAbs(name) {
		if scope, rest, ok := strings.Cut(name, "/"); ok && strings.HasPrefix(scope, "@") {
			candidates = append(candidates, scope+"/docusaurus-"+kind+"-"+rest)
		} else if strings.HasPrefix(name, "@") {
			candidates = append(candidates, name+"/docusaurus-"+kind)
		} else {
			candidates = append(candidates, "@docusaurus/"+kind+"-"+name, "docusaurus-"+kind+"-"+name)
		}
	}
	var first error
	for _, c := range candidates {
		p, err := jsrt.Resolve(siteDir, c)
		if err == nil {
			return p, nil
		}
		if first == nil {
			first = err
		}
	}
	return "", first
}

// ModuleLabel names a plugin or preset module in messages: a path into node_modules from its
// package on, a path of the site from the site folder, anything else as written.
func ModuleLabel(siteDir, name string) string {
	if i := strings.LastIndex(name, "/node_modules/"); i >= 0 {
		return name[i+len("/node_modules/"):]
	}
	if filepath.IsAbs(name) {
		return siteRelative(filepath.Join(siteDir, "x"), name)
	}
	return name
}

// canonical names a module path inside one of the packages gosaurus builds in (a
// require.resolve of @docusaurus/plugin-content-docs, as presets give their plugins) by that
// package, so that it is read as if the site had named the package; any other name is
// returned as it is.
func canonical(name string) string {
	i := strings.LastIndex(name, "/node_modules/")
	if i < 0 {
		return name
	}
	pkg, rest, _ := strings.Cut(name[i+len("/node_modules/"):], "/")
	if strings.HasPrefix(pkg, "@") {
		scoped, _, _ := strings.Cut(rest, "/")
		pkg += "/" + scoped
	}
	if builtIn(pkg) {
		return pkg
	}
	return name
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// pluginEntriesOfData takes the entries pluginEntries takes from the plain data of a config
// that ran in Node, in which withFunctionSlots has put null where dropped, the functions left
// out of it, had plugins written as functions: those are instantiated in Node.
func pluginEntriesOfData(config map[string]any, dropped []string) []JSEntry {
	var out []JSEntry
	for _, key := range []string{"plugins", "themes"} {
		list, _ := config[key].([]any)
		fns := map[int]bool{}
		for i, v := range list {
			k := fmt.Sprintf("%s[%d]", key, i)
			fns[i] = v == nil && (slices.Contains(dropped, k) || slices.Contains(dropped, k+"[0]"))
		}
		for _, e := range dataEntries(goja.New(), list, key, key, Place{list: siteList(key)}, nil, fns) {
			e.Lossy = slices.ContainsFunc(dropped, func(d string) bool { return strings.HasPrefix(d, e.Key+"[1]") })
			out = append(out, e)
		}
	}
	return out
}

// withFunctionSlots puts back in the plugins and themes lists of a config's plain data the
// entries written as functions, which jsrt.DecodeNode left out (dropped names them), as null:
// so that every other entry keeps its index, as in the config runtime.
func withFunctionSlots(config map[string]any, dropped []string) {
	for _, key := range []string{"plugins", "themes"} {
		list, ok := config[key].([]any)
		if !ok {
			continue
		}
		var at []int // in order: each index is the entry's in the list as written
		pair := map[int]bool{}
		for _, d := range dropped {
			if m := functionEntry.FindStringSubmatch(d); m != nil && m[1] == key {
				i, _ := strconv.Atoi(m[2])
				at, pair[i] = append(at, i), m[3] != ""
			}
		}
		sort.Ints(at)
		for _, i := range at {
			switch {
			case pair[i] && i < len(list):
				list[i] = nil // [fn, options], which came back as [options]
			case !pair[i] && i <= len(list):
				list = slices.Insert(list, i, any(nil))
			}
		}
		config[key] = list
	}
}

// functionEntry matches the key of a plugins or themes entry that is a function, or whose
// first element is: "plugins[2]", "themes[0][0]".
var functionEntry = regexp.MustCompile(`^(plugins|themes)\[(\d+)\](\[0\])?$`)

// dataEntries is liveEntries for a list of plain data; options come as values of rt, as
// Node reads them. presetFns are the entries at those indexes that a preset run in Node
// returned as functions; fns those that are functions of the config, which ran in Node.
func dataEntries(rt *goja.Runtime, list []any, kind, key string, in Place, presetFns map[int]*PresetFunction, fns map[int]bool) []JSEntry {
	var out []JSEntry
	for i, v := range list {
		in.index = i
		e := JSEntry{Key: fmt.Sprintf("%s[%d]", key, i), At: in, Kind: strings.TrimSuffix(kind, "s"), Opts: goja.Undefined()}
		if presetFns[i] != nil {
			e.Preset = presetFns[i]
			out = append(out, e)
			continue
		}
		if fns[i] {
			e.InNode = true
			out = append(out, e)
			continue
		}
		if pair, ok := v.([]any); ok && len(pair) > 0 {
			v = pair[0]
			if len(pair) > 1 {
				e.Opts = rt.ToValue(pair[1])
			}
		}
		if s, ok := v.(string); ok && !builtIn(canonical(s)) {
			e.Name = s
			out = append(out, e)
		}
	}
	return out
}

// PluginModule resolves an entry's module; a package that is not installed stops the build.
func PluginModule(cfg *Config, e JSEntry) (string, error) {
	path, err := ResolvePlugin(cfg.SiteDir, e.Kind, e.Name)
	if err != nil {
		var missing *jsrt.MissingPackageError
		if errors.As(err, &missing) {
			missing.From = cfg.File // named by the config itself
			return "", &Error{File: rel(cfg.File), Key: e.Key, Msg: missingPackage(cfg.File, missing)}
		}
		return "", &Error{File: rel(cfg.File), Key: e.Key, Msg: err.Error()}
	}
	return path, nil
}

// LoadHooks runs a plugin's loadContent, which it returns, and keeps its content as plain data
// for allContent (out.content; out.contentPlain says it could be copied); given, {content},
// is the content of an instance made again for a later stage, whose loadContent is not run
// again. Then injectHtmlTags with the content, getDefaultCodeTranslationMessages, and
// configureWebpack, which may make the site's
// generated folder (generatedFilesDir) with makeGeneratedDir; a configureWebpack that throws
// is a warning, unless needsNode says the config runtime lacked what it used. It is run by the
// config runtime and by Node alike.
const LoadHooks = `(async function (p, options, out, baseUrl, given, generatedFilesDir, makeGeneratedDir, needsNode) {
` + webpackPart + `
  out.id = (options && options.id) || 'default';
  const content = given ? given.content : p.loadContent ? await p.loadContent() : undefined;
  if (!given) {
    try { out.content = content === undefined ? undefined : JSON.parse(JSON.stringify(content)); out.contentPlain = true; } catch (e) {}
  }
  if (p.injectHtmlTags) out.tags = await p.injectHtmlTags({content});
  if (p.getDefaultCodeTranslationMessages) {
    const messages = await p.getDefaultCodeTranslationMessages();
    out.codeMessages = Object.fromEntries(Object.entries(messages || {}).filter(([, v]) => typeof v === 'string'));
  }
  if (p.configureWebpack) {
    try { out.webpack = await webpackPart(p, baseUrl, content, generatedFilesDir, makeGeneratedDir); } catch (e) {
      if (needsNode && needsNode(e)) throw e; // the config runtime's lack: Node runs the plugin
      out.webpack = {failed: String((e && e.message) || e).split('\n')[0]};
    }
    // The hooks of its webpack plugins that webpack runs before it reads a module, once for
    // the instance (not for one made again for a later stage).
    if (!given) await compilerHooks(p, needsNode);
  }
  return content;
})`

// ContentLoadedHook runs a plugin's contentLoaded with its content and then its
// allContentLoaded with allContent, every plugin's content, as Docusaurus runs them once every
// plugin's content is loaded. It keeps in out what they give addRoute (the route configs),
// createData (the files' text by name; it returns the path Docusaurus would write the file
// to, which the plugin names in its routes' modules) and setGlobalData (usePluginData reads
// it: what both hooks gave, merged as Docusaurus merges it). It is run by the config runtime
// and by Node alike, and needs the plugin's name, as Docusaurus names the data folder after
// it. For the markdown of the plugin's mdx-loader rules, the files createData made and those
// in the rules' folders (markdownFiles lists a folder's), it keeps in out.mdxMetadata the
// JSON file each exports as metadata, as the rule's metadataPath names it.
const ContentLoadedHook = `(async function (p, content, allContent, out, dataDir, markdownFiles) {
  const dir = dataDir + '/' + p.name + '/' + out.id + '/';
  const given = [];
  for (const [hook, arg] of [['contentLoaded', {content}], ['allContentLoaded', {allContent}]]) {
    if (!p[hook]) continue;
    let data;
    const actions = {
      setGlobalData(d) { data = d; },
      addRoute(route) { (out.routes = out.routes || []).push(JSON.parse(JSON.stringify(route))); },
      async createData(name, d) {
        (out.data = out.data || {})[name] = typeof d === 'string' ? d : JSON.stringify(d, null, 2);
        return dir + name;
      },
    };
    await p[hook]({...arg, actions});
    if (data !== undefined) given.push(data);
  }
  if (given.length) out.globalData = given.length === 1 ? given[0] : Object.assign({}, ...given);
  const rules = p[Symbol.for('gosaurus.mdxRules')] || [];
  const holds = (c, file) => Array.isArray(c) ? c.some((x) => holds(x, file))
    : typeof c === 'string' ? file.startsWith(c)
    : Object.prototype.toString.call(c) === '[object RegExp]' ? c.test(file)
    : typeof c === 'function' && !!c(file);
  const takes = (r, file) => (r.test === undefined || holds(r.test, file)) &&
    (r.include === undefined || holds(r.include, file)) && !(r.exclude !== undefined && holds(r.exclude, file));
  if (rules.length) {
    const files = Object.keys(out.data || {}).map((name) => dir + name);
    for (const {rule} of rules)
      for (const d of [].concat(rule.include || [])) if (typeof d === 'string' && !d.startsWith(dataDir)) files.push(...markdownFiles(d));
    for (const file of new Set(files)) {
      const r = rules.find(({rule}) => /\.mdx?$/.test(file) && takes(rule, file));
      if (r) (out.mdxMetadata = out.mdxMetadata || {})[file] = String(r.metadataPath(file));
    }
  }
})`
