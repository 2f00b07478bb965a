package config

import (
	"bytes"
	"cmp"
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
	"sync"
	"time"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/head"
)

// pluginEntry is one entry of plugins or themes that gosaurus does not implement itself: a
// module name (an npm package or a file of the site) or a function written in the config.
type pluginEntry struct {
	key  string     // "plugins[3]", for messages
	kind string     // "plugin" or "theme", for the module's shorthand names
	name string     // the module name, "" for a function
	fn   goja.Value // the function, when given as one
	opts goja.Value // its options, or undefined
	done *instance  // a function a preset returned in Node, instantiated there already
	// inNode: a function written in a config that ran in Node, at key of the config's value,
	// instantiated in the config's Node process.
	inNode bool
	// lossy: its options held functions, which their plain data lacks (see lossyOptions).
	lossy bool
}

// usedHooks are the parts of a plugin gosaurus uses; quietHooks only matter to Docusaurus's
// dev tooling (swizzle, watch), so skipping them changes nothing in a build.
var (
	usedHooks  = []string{"getThemePath", "getClientModules", "injectHtmlTags", "loadContent", "contentLoaded", "allContentLoaded"}
	quietHooks = []string{"getTypeScriptThemePath", "getSwizzleComponentList", "getPathsToWatch", "validateOptions", "validateThemeConfig"}
)

// pluginEntries takes from the config's plugins and themes lists the entries readPresets does
// not handle.
func pluginEntries(config goja.Value) []pluginEntry {
	obj, ok := config.(*goja.Object)
	if !ok {
		return nil
	}
	var out []pluginEntry
	for _, key := range []string{"plugins", "themes"} {
		if list, ok := obj.Get(key).(*goja.Object); ok && list.ClassName() == "Array" {
			out = append(out, liveEntries(list, key, key)...)
		}
	}
	return out
}

// liveEntries takes from a live plugins or themes list (kind) the entries readPresets does not
// handle, keyed from key, and sets those written as functions to null so that the plain data
// keeps every other entry at its index.
func liveEntries(list *goja.Object, kind, key string) []pluginEntry {
	var out []pluginEntry
	n := int(list.Get("length").ToInteger())
	for i := 0; i < n; i++ {
		e := pluginEntry{key: fmt.Sprintf("%s[%d]", key, i), kind: strings.TrimSuffix(kind, "s"), opts: goja.Undefined()}
		v := list.Get(fmt.Sprint(i))
		first := v
		if arr, ok := v.(*goja.Object); ok && arr.ClassName() == "Array" {
			first = arr.Get("0")
			e.opts = arr.Get("1")
		}
		if _, isFn := goja.AssertFunction(first); isFn {
			e.fn = first
			_ = list.Set(fmt.Sprint(i), goja.Null())
		} else if s, ok := first.Export().(string); ok && !builtIn(canonical(s)) {
			e.name = s
		} else {
			continue
		}
		out = append(out, e)
	}
	return out
}

// loadPlugins instantiates each entry as Docusaurus does, plugin(context, options), and takes
// what gosaurus can use of it: its theme components, client modules and HTML tags. Hooks it
// cannot run are named in one warning per plugin; a plugin that cannot be loaded or called in
// the config runtime is left out with a warning too. A package that is not installed stops the
// build, as it stops Docusaurus's.
func loadPlugins(cfg *Config, ev *evaluated) error {
	l, config, entries := ev.loader, ev.value, ev.plugins
	if len(entries) == 0 {
		return nil
	}
	if l == nil {
		return loadPluginsInNode(cfg, ev)
	}
	rt := l.Runtime()
	ctx, err := gojaContext(cfg, l, config)
	if err != nil {
		return err
	}
	file := rel(cfg.File)
	mu := &sync.Mutex{} // the config runtime's, which runs one plugin's hook at a time
	for _, e := range entries {
		label := moduleLabel(cfg.SiteDir, e.name)
		if e.done != nil {
			if err := useDone(cfg, e); err != nil {
				return err
			}
			continue
		}
		fn := e.fn
		var exports *goja.Object
		dir := cfg.SiteDir // where relative paths the plugin returns resolve: its module's folder
		path := ""         // its module, for Node to run its postBuild
		if fn == nil {
			var err error
			if path, err = pluginModule(cfg, e); err != nil {
				return err
			}
			dir = filepath.Dir(path)
			v, err := l.Require(path)
			if err != nil {
				if errors.As(err, new(*jsrt.MissingPackageError)) {
					return runError(cfg.File, "the plugin "+e.name+" threw", err)
				}
				// Most often a Node API the config runtime lacks: Node itself may run it.
				if err := inNode(cfg, e, path, dir, label, err); err != nil {
					return err
				}
				continue
			}
			exports, _ = v.(*goja.Object)
			fn = v
			if _, ok := goja.AssertFunction(v); !ok && exports != nil {
				fn = exports.Get("default")
			}
		} else if o, ok := fn.(*goja.Object); ok {
			label = o.Get("name").String()
			if label == "" {
				label = "an inline plugin"
			}
		}
		call, ok := goja.AssertFunction(fn)
		if !ok {
			return &Error{File: file, Key: e.key, Msg: fmt.Sprintf("%s does not export a plugin function", label)}
		}
		opts := e.opts
		if opts == nil || goja.IsUndefined(opts) || goja.IsNull(opts) {
			opts = rt.NewObject()
		}
		hook := "validateOptions"
		var err error
		if exports != nil {
			opts, err = validatedOptions(l, exports, opts, dir)
			if err != nil && !jsrt.NodeAvailable() && jsrt.NeedsNode(err) {
				err = nil // maybe the runtime's own lack: it goes on with the options as accepted
			}
		}
		var v goja.Value
		if err == nil {
			hook = "plugin"
			v, err = l.Call(call, ctx, opts)
		}
		if err != nil {
			// Node runs the plugin again where it can, and its error is the one that counts.
			if e.name != "" {
				if threw := gojaThrew(cfg, e.key, label, hook, err); threw != nil && !jsrt.NodeAvailable() {
					return threw
				}
				path, _ := resolvePlugin(cfg.SiteDir, e.kind, e.name)
				if err := inNode(cfg, e, path, dir, label, err); err != nil {
					return err
				}
				continue
			}
			// A function of the config may need Node's APIs, which Node has.
			in, ok, nodeErr := functionViaNode(cfg, ev, e)
			if threw := threwError(cfg, e.key, label, in); threw != nil {
				return threw
			}
			if ok {
				if err := usePlugin(cfg, in, dir, e.key, label); err != nil {
					return err
				}
				continue
			}
			if threw := gojaThrew(cfg, e.key, label, hook, err); threw != nil && nodeErr == nil {
				return threw
			}
			cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s failed when gosaurus called it (%s); the build goes on without it", file, e.key, label, firstLine(err)))
			continue
		}
		plugin, ok := v.(*goja.Object)
		if !ok {
			continue // a plugin may return nothing, as Docusaurus allows
		}
		if in, ok := gojaExtension(plugin); ok {
			if err := useExtended(cfg, in, e, path, label); err != nil {
				return err
			}
			continue
		}
		in, viaNode := functionWithPostBuild(cfg, ev, e, plugin, label)
		if !viaNode {
			if in, err = gojaInstance(l, mu, plugin, opts, generatedFilesDir(cfg), cfg.BaseURL); err != nil {
				// Its hooks may need Node's APIs (fs.promises, say), which Node has.
				var ok bool
				if in, ok, _ = functionViaNode(cfg, ev, e); !ok {
					return &Error{File: file, Key: e.key, Msg: fmt.Sprintf("%s: %v", label, err)}
				}
			} else {
				in.ContentLoaded = orInNode(cfg, ev, e, path, in)
			}
		}
		if path != "" && slices.Contains(in.Hooks, "postBuild") {
			in.PostBuild = postBuildInNode(cfg, path, e, in) // the config runtime writes no files
		}
		if err := usePlugin(cfg, in, dir, e.key, label); err != nil {
			return err
		}
	}
	return nil
}

// instance is what gosaurus takes of an instantiated plugin, in the config runtime or in Node.
type instance struct {
	Name          string         `json:"name"`
	ThemePath     string         `json:"themePath"`
	ClientModules []any          `json:"clientModules"`
	Tags          map[string]any `json:"tags"` // what injectHtmlTags returned
	ID            string         `json:"id"`   // the instance's id option, "default" without
	// Content is what loadContent returned, as plain data when ContentPlain.
	Content      any  `json:"content"`
	ContentPlain bool `json:"contentPlain"`
	// What contentLoaded gave setGlobalData, addRoute (the route configs) and createData (the
	// files it wrote, by name): on the instance ContentLoaded returns, or on this one for a
	// function a preset returned, whose contentLoaded ran when it was made.
	GlobalData any               `json:"globalData"`
	Routes     []any             `json:"routes"`
	Data       map[string]string `json:"data"`
	Hooks      []string          `json:"hooks"`   // the names of all its functions
	Webpack    *WebpackPart      `json:"webpack"` // what configureWebpack returned of resolve
	Options    map[string]any    `json:"options"` // as validated, with the plugin's defaults
	Failed     string            `json:"failed"`
	LoadFailed bool              `json:"loadFailed"` // Node could not load the module as it is
	Threw      string            `json:"threw"`      // "validateOptions" or "plugin": the plugin's own error (see threwError)
	// Extends is the content plugin a wrapper's instance of its stand-in stands for, with the
	// options it was given (see extended.go); StandInHooks are the stand-in's own hooks.
	Extends      *extension `json:"extends"`
	StandInHooks []string   `json:"standInHooks"`
	// ContentLoaded runs its contentLoaded with allContent, where gosaurus keeps the plugin
	// loaded or makes it again; PostBuild runs its postBuild so. nil elsewhere.
	ContentLoaded func(allContent map[string]map[string]any) (instance, error)           `json:"-"`
	PostBuild     func(props map[string]any, allContent map[string]map[string]any) error `json:"-"`
}

// gojaInstance calls the hooks gosaurus uses of a plugin instantiated in the config runtime up
// to its content; its contentLoaded runs later, on the same instance, in the same runtime (mu
// guards it).
func gojaInstance(l *jsrt.Loader, mu *sync.Mutex, plugin *goja.Object, opts goja.Value, dataDir, baseURL string) (instance, error) {
	var in instance
	call := func(hook string, args ...goja.Value) (any, error) {
		fn, ok := goja.AssertFunction(plugin.Get(hook))
		if !ok {
			return nil, nil
		}
		v, err := l.Call(func(_ goja.Value, a ...goja.Value) (goja.Value, error) { return fn(plugin, a...) }, args...)
		if err != nil {
			return nil, fmt.Errorf("%s() failed: %s", hook, firstLine(err))
		}
		data, _, err := jsrt.Plain(v)
		if err != nil {
			return nil, fmt.Errorf("%s(): %w", hook, err)
		}
		return data, nil
	}
	if n := plugin.Get("name"); n != nil && !goja.IsUndefined(n) {
		in.Name = n.String()
	}
	o, _, err := jsrt.Plain(opts)
	if err != nil {
		return in, fmt.Errorf("its options: %w", err)
	}
	in.Options, _ = o.(map[string]any)
	v, err := call("getThemePath")
	if err != nil {
		return in, err
	}
	in.ThemePath, _ = v.(string)
	if v, err = call("getClientModules"); err != nil {
		return in, err
	}
	in.ClientModules, _ = v.([]any)
	rt := l.Runtime()
	out := rt.NewObject()
	content, err := callHook(l, loadHooks, plugin, opts, out, rt.ToValue(baseURL), goja.Undefined())
	if err != nil {
		return in, err
	}
	data, _, err := jsrt.Plain(out)
	if err != nil {
		return in, err
	}
	m, _ := data.(map[string]any)
	in.Tags, _ = m["tags"].(map[string]any)
	in.ID, in.Content, in.ContentPlain = fmt.Sprint(m["id"]), m["content"], m["contentPlain"] == true
	in.ContentLoaded = func(all map[string]map[string]any) (instance, error) {
		// The instance lives in the config runtime, which runs one call at a time.
		mu.Lock()
		defer mu.Unlock()
		var got instance
		arg, err := jsArgument(rt, all)
		if err != nil {
			return got, err
		}
		out := rt.NewObject()
		_ = out.Set("id", in.ID)
		if _, err := callHook(l, contentLoadedHook, plugin, content, arg, out, rt.ToValue(dataDir)); err != nil {
			return got, err
		}
		data, _, err := jsrt.Plain(out)
		if err != nil {
			return got, err
		}
		return got, got.decode(data)
	}
	if w, ok := m["webpack"]; ok {
		if b, err := json.Marshal(w); err == nil {
			in.Webpack = &WebpackPart{}
			_ = json.Unmarshal(b, in.Webpack)
		}
	}
	for _, k := range plugin.Keys() {
		if _, isFn := goja.AssertFunction(plugin.Get(k)); isFn {
			in.Hooks = append(in.Hooks, k)
		}
	}
	return in, nil
}

// orInNode is the ContentLoaded of in, an instance of e made in the config runtime, that runs
// it again in Node where it fails there: its contentLoaded may need Node's APIs (fs.promises,
// say), which Node has. The module at path is made again in Node (see laterStage); a
// function of the config, in the config's Node process (see functionViaNode). Node's error is
// the one reported when it fails there too.
func orInNode(cfg *Config, ev *evaluated, e pluginEntry, path string, in instance) func(map[string]map[string]any) (instance, error) {
	inGoja := in.ContentLoaded
	return func(all map[string]map[string]any) (instance, error) {
		got, err := inGoja(all)
		if err == nil || !jsrt.NodeAvailable() {
			return got, err
		}
		if path != "" {
			return moduleInNode(cfg, path, laterStage(cfg, e, in, all))
		}
		if node, ok, nodeErr := functionViaNode(cfg, ev, e); ok {
			return node.ContentLoaded(all)
		} else if nodeErr != nil {
			err = nodeErr
		}
		return got, err
	}
}

// callHook calls the function whose source is hook (loadHooks, contentLoadedHook) with args
// in l's runtime, its promise settled.
func callHook(l *jsrt.Loader, hook string, args ...goja.Value) (goja.Value, error) {
	v, err := l.Runtime().RunString(hook)
	if err != nil {
		return nil, err
	}
	run, _ := goja.AssertFunction(v)
	res, err := l.Call(func(_ goja.Value, a ...goja.Value) (goja.Value, error) { return run(goja.Undefined(), a...) }, args...)
	if err != nil {
		return nil, fmt.Errorf("%s", firstLine(err))
	}
	return res, nil
}

// decode reads into in what a plugin's hooks left as plain data (its routes, data files and
// global data, after contentLoaded), as Node's replies are read.
func (in *instance) decode(data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, in)
}

// useDone uses a plugin a preset returned as a function and Node instantiated.
func useDone(cfg *Config, e pluginEntry) error {
	if threw := threwError(cfg, e.key, "an inline plugin", *e.done); threw != nil {
		return threw
	}
	if e.done.Failed != "" {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: an inline plugin could not be run by gosaurus (Node: %s); the build goes on without it", rel(cfg.File), e.key, e.done.Failed))
		return nil
	}
	return usePlugin(cfg, *e.done, cfg.SiteDir, e.key, "an inline plugin")
}

// WebpackPart is what gosaurus takes of a plugin's configureWebpack, as it returned it:
// webpack's resolve.alias and resolve.fallback, module name → file or package (a list of them,
// or false for an empty module); and the expressions its DefinePlugin and EnvironmentPlugin
// replace, each with its JavaScript code.
type WebpackPart struct {
	Alias    map[string]any      `json:"alias"`
	Fallback map[string]any      `json:"fallback"`
	Define   map[string]string   `json:"define"`
	Provide  map[string][]string `json:"provide"` // ProvidePlugin's: name → module and export path
	Only     bool                `json:"only"`    // nothing else was returned
	Failed   string              `json:"failed"`  // configureWebpack threw this
}

// usePlugin adds a plugin's instance to cfg.JSPlugins, with its theme path, client modules
// (relative paths resolved from dir), HTML tags and webpack config, and warns once about the
// hooks gosaurus cannot run.
func usePlugin(cfg *Config, in instance, dir, key, label string) error {
	file := rel(cfg.File)
	if in.Name != "" {
		label = in.Name
	}
	// Content is nil where it is not plain data: loadHooks copies only what is.
	js := JSPlugin{Name: label, ID: in.ID, Source: file + ": " + key, Content: in.Content, Webpack: in.Webpack}
	if in.ThemePath != "" {
		js.ThemePath = AbsIn(dir, in.ThemePath)
	}
	for _, m := range in.ClientModules {
		if s, isStr := m.(string); isStr {
			p, err := clientModule(dir, s)
			if err != nil {
				return &Error{File: file, Key: key, Msg: fmt.Sprintf("%s: getClientModules(): %v", label, err)}
			}
			js.ClientModules = append(js.ClientModules, p)
		}
	}
	for _, part := range []struct {
		name string
		into *[]head.Tag
	}{{"headTags", &js.HeadTags}, {"preBodyTags", &js.PreBodyTags}, {"postBodyTags", &js.PostBodyTags}} {
		list, err := htmlTags(in.Tags[part.name])
		if err != nil {
			return &Error{File: file, Key: key, Msg: fmt.Sprintf("%s: injectHtmlTags().%s: %v", label, part.name, err)}
		}
		*part.into = list
	}
	js.ReadsAllContent = slices.Contains(in.Hooks, "allContentLoaded")
	if js.ReadsAllContent || slices.Contains(in.Hooks, "contentLoaded") {
		js.ContentLoaded = jsContentLoaded(cfg, in, js)
	}
	pwa := in.Name == pwaPlugin && slices.Contains(in.Hooks, "postBuild")
	if pwa {
		cfg.Plugins = append(cfg.Plugins, PluginEntry{Name: "@docusaurus/plugin-pwa", Key: key, Options: in.Options, Dir: dir})
	} else if in.PostBuild != nil && slices.Contains(in.Hooks, "postBuild") {
		js.PostBuild = in.PostBuild
	}
	cfg.JSPlugins = append(cfg.JSPlugins, js)
	var skipped []string
	for _, k := range in.Hooks {
		switch {
		case k == "postBuild" && pwa:
		case k == "postBuild" && in.PostBuild != nil:
		case k == "configureWebpack" && in.Webpack != nil && in.Webpack.Failed != "":
			skipped = append(skipped, "configureWebpack (it threw: "+in.Webpack.Failed+")")
		case k == "configureWebpack" && in.Webpack != nil && in.Webpack.Only:
		case k == "configureWebpack" && in.Webpack != nil:
			skipped = append(skipped, "configureWebpack (all but its resolve.alias, resolve.fallback and defines)")
		case !slices.Contains(usedHooks, k) && !slices.Contains(quietHooks, k):
			skipped = append(skipped, k)
		}
	}
	if len(skipped) > 0 {
		sort.Strings(skipped)
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: plugin %s: gosaurus skips its %s (it runs no webpack, PostCSS or Node hooks)", file, key, label, strings.Join(skipped, ", ")))
	}
	return nil
}

// jsContentLoaded is js's ContentLoaded: in's contentLoaded and allContentLoaded run, or what
// they gave already for a function a preset returned (see nodePreset). Without an
// allContentLoaded, what the plugin gives depends on its content alone, which it loaded once
// for every locale and every build of the dev server until the config changes: it runs once
// (in Node, a process each time).
func jsContentLoaded(cfg *Config, in instance, js JSPlugin) func(map[string]map[string]any) (JSAdded, error) {
	added := func(got instance) JSAdded {
		return JSAdded{Routes: routesOf(cfg, got, js.Name, js.Source), GlobalData: got.GlobalData}
	}
	if in.ContentLoaded == nil {
		done := added(in)
		return func(map[string]map[string]any) (JSAdded, error) { return done, nil }
	}
	run := func(all map[string]map[string]any) (JSAdded, error) {
		got, err := in.ContentLoaded(all)
		if err == nil && got.Failed != "" {
			err = errors.New(got.Failed)
		}
		if err != nil {
			return JSAdded{}, fmt.Errorf("%s: plugin %s: contentLoaded() failed: %s", js.Source, js.Name, firstLine(err))
		}
		got.ID = in.ID
		return added(got), nil
	}
	if js.ReadsAllContent {
		return run
	}
	once := sync.OnceValues(func() (JSAdded, error) { return run(nil) })
	return func(map[string]map[string]any) (JSAdded, error) { return once() }
}

// pwaPlugin is @docusaurus/plugin-pwa's name: its postBuild, which builds the service worker
// with webpack, is done by plugins/pwa.
const pwaPlugin = "docusaurus-plugin-pwa"

// PluginContext is the context Docusaurus hands every plugin in a build of cfg's locale (see
// ForLocale), with the fields plugins read; siteConfig is added by the caller (the live config
// in goja, its plain data in Node). Plugins are instantiated with the default locale's; a
// postBuild, which runs per locale, gets its locale's.
func (cfg *Config) PluginContext() map[string]any {
	locales := map[string]any{}
	for name, lc := range cfg.I18n.Configs {
		locales[name] = map[string]any{"label": lc.Label, "direction": lc.Direction, "htmlLang": lc.HTMLLang, "calendar": lc.Calendar, "path": lc.Path}
	}
	locale := cmp.Or(cfg.Locale, cfg.I18n.DefaultLocale)
	return map[string]any{
		"siteDir":           cfg.SiteDir,
		"siteConfigPath":    cfg.File,
		"baseUrl":           cfg.BaseURL,
		"outDir":            filepath.Join(cmp.Or(cfg.OutDir, filepath.Join(cfg.SiteDir, "build")), cfg.OutPrefix()),
		"generatedFilesDir": generatedFilesDir(cfg),
		"localizationDir":   filepath.Join(cfg.I18n.Dir, cmp.Or(cfg.I18n.Configs[locale].Path, locale)),
		"i18n": map[string]any{"defaultLocale": cfg.I18n.DefaultLocale, "locales": cfg.I18n.Locales,
			"currentLocale": locale, "localeConfigs": locales, "path": cfg.I18n.Dir},
		"codeTranslations": map[string]any{},
		"siteStorage":      map[string]any{"type": "localStorage", "namespace": ""},
	}
}

// gojaContext is PluginContext in the config runtime, with the live config as its siteConfig
// (Docusaurus's defaults filled in). Docusaurus builds in production mode, and plugins and
// presets ask (posthog-docusaurus, the classic preset).
func gojaContext(cfg *Config, l *jsrt.Loader, config goja.Value) (*goja.Object, error) {
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
	fill, err := rt.RunString(siteConfigDefaults)
	if err != nil {
		return nil, err
	}
	fn, _ := goja.AssertFunction(fill)
	site, err := fn(goja.Undefined(), config)
	if err != nil {
		return nil, err
	}
	_ = ctx.Set("siteConfig", site)
	return ctx, nil
}

// siteConfigDefaults gives the config as Docusaurus hands it to plugins and presets, with the
// defaults of the fields they read without checking (the classic preset reads
// siteConfig.future.v4). It is run by the config runtime and by Node alike.
const siteConfigDefaults = `(function (c) {
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

// nodeLoad and nodeInstantiate are the Node side of loading a plugin (or preset) module and
// instantiating a plugin function, shared by nodePlugin and nodePreset. A plugin may leave a
// timer running (one polls files while docusaurus start runs), so the script exits once it
// has replied.
const (
	nodeLoad = `
const url = require('url');
// The reply goes to a file of its own: plugins print to stdout as they work (typedoc does).
const reply = (r, replacer) => { require('fs').writeFileSync(input.reply, JSON.stringify(r, replacer)); process.exit(0); };
const fail = e => reply({failed: String((e && e.message) || e).split('\n')[0]});
async function load(file) {
  // TypeScript is bundled by gosaurus, with the default imports Docusaurus's loader (jiti)
  // gives: Node 22's own type stripping would import a CommonJS package's module.exports.
  if (!input.bundled && /\.[cm]?tsx?$/.test(file)) return reply({failed: 'a TypeScript module', loadFailed: true});
  let m;
  try {
    try { m = require(file); } catch (e) {
      if (e.code !== 'ERR_REQUIRE_ESM') throw e;
      m = await import(url.pathToFileURL(file).href);
    }
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
const siteConfigDefaults = ` + siteConfigDefaults + `;
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
	nodeInstantiate = `
// lossyOptions: the options reached Node without the functions they held (input.lossyOptions),
// so Docusaurus's schema may reject them here only.
let lossyOptions = false;
// threw is the instance of a plugin whose validateOptions or plugin function (hook) threw e: it
// stops the build, as it stops Docusaurus's.
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
// later stages; given is the content of an instance made again for them (see loadHooks).
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
    const content = await (` + loadHooks + `)(p, options, out, context.baseUrl, given);
    if (keep) keep(p, content, out);
  }
  return out;
}
const contentLoaded = ` + contentLoadedHook + `;
`
)

// nodePlugin instantiates a plugin module in Node and prints what gosaurus uses of it as JSON.
// An instance made again for a later stage gets its content as input.loaded; with
// input.allContent it runs the instance's contentLoaded, and with input.postBuild, the props
// of a postBuild, then its postBuild with them, its context and its content, once the build
// is written.
const nodePlugin = nodeLoad + nodeInstantiate + `
const [file, input] = [process.argv[1], JSON.parse(require('fs').readFileSync(0, 'utf8'))];
input.context.siteConfig = siteConfigDefaults(input.context.siteConfig);
lossyOptions = !!input.lossyOptions;
standIns(input.standIns);
globalThis.gosaurusContent = input.content;
(async () => {
  const [m, fn] = await load(file);
  if (typeof fn !== 'function') throw new Error('the module exports no plugin function');
  let kept;
  const out = await instantiate(m, fn, input.context, input.options, file, (p, content) => { kept = {p, content}; }, input.loaded);
  if (kept && input.allContent) await contentLoaded(kept.p, kept.content, input.allContent, out, input.context.generatedFilesDir);
  if (!input.postBuild) return reply(out);
  if (kept && kept.p.postBuild) await kept.p.postBuild(postBuildProps(input.context, input.postBuild, kept.content));
  reply({});
})().catch(fail);
`

// runNode runs a script of this file in Node from the site folder, with the module file as its
// argument and the JSON of input on its standard input (a postBuild's props, with every route
// of a big site, are more than a command line holds), and returns what it replied.
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
	c, cancel := context.WithTimeout(context.Background(), pluginNodeTimeout)
	defer cancel()
	cmd := exec.CommandContext(c, node, "-e", script, file)
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
			return nil, fmt.Errorf("did not finish within %s", pluginNodeTimeout)
		}
		return nil, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return os.ReadFile(reply.Name())
}

// inNode instantiates a plugin the config runtime could not (why) in Node, as Docusaurus does;
// without Node, or when Node fails too, the plugin is left out with one warning.
func inNode(cfg *Config, e pluginEntry, path, dir, label string, why error) error {
	file := rel(cfg.File)
	warn := func(reason string) {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s could not be run by gosaurus (%s); the build goes on without it", file, e.key, label, reason))
	}
	if path == "" || !jsrt.NodeAvailable() {
		warn(firstLine(why))
		return nil
	}
	in, err := moduleInNode(cfg, path, nodeInput(cfg, e))
	if threw := threwError(cfg, e.key, label, in); threw != nil {
		return threw
	}
	if err != nil {
		warn("Node: " + firstLine(err))
		return nil
	}
	if in.Extends != nil {
		return useExtended(cfg, in, e, path, label)
	}
	in.ContentLoaded = func(all map[string]map[string]any) (instance, error) {
		return moduleInNode(cfg, path, laterStage(cfg, e, in, all))
	}
	in.PostBuild = postBuildInNode(cfg, path, e, in)
	return usePlugin(cfg, in, dir, e.key, label)
}

// nodeInput is what a plugin run in Node gets: its context, with the config's data as the
// siteConfig, and its options as plain data.
func nodeInput(cfg *Config, e pluginEntry) map[string]any {
	opts, dropped, _ := jsrt.Plain(e.opts) // part of the config or a preset's output, which are trees
	if opts == nil {
		opts = map[string]any{}
	}
	ctx := cfg.PluginContext()
	ctx["siteConfig"] = cfg.Site
	return map[string]any{"context": ctx, "options": opts, "standIns": contentStandIns, "lossyOptions": e.lossy || len(dropped) > 0}
}

// moduleInNode runs nodePlugin on the plugin module at path with input, and again on the
// module bundled as CommonJS where Node could not load it as it is: Docusaurus's loader takes
// ESM syntax in a CommonJS package and imports without extensions; Node does not.
func moduleInNode(cfg *Config, path string, input map[string]any) (instance, error) {
	var in instance
	out, err := runNodeModule(cfg, nodePlugin, path, input)
	if err == nil {
		err = json.Unmarshal(out, &in)
	}
	if err == nil && in.Failed != "" {
		err = errors.New(in.Failed)
	}
	return in, err
}

// runNodeModule runs script (of nodeLoad) on the module at path with input, and again on the
// module bundled by gosaurus where Node could not load it as it is (see moduleInNode) or it is
// TypeScript.
func runNodeModule(cfg *Config, script, path string, input map[string]any) ([]byte, error) {
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

// laterStage is the input of nodePlugin for a stage after the content of in, an instance of
// e: the module is instantiated again with its context and options as plain data, and its
// contentLoaded runs with allContent. Its content is handed to it where it is plain data;
// otherwise its loadContent runs again.
func laterStage(cfg *Config, e pluginEntry, in instance, allContent map[string]map[string]any) map[string]any {
	input := nodeInput(cfg, e)
	if in.ContentPlain {
		input["loaded"] = map[string]any{"content": in.Content}
	}
	if allContent == nil {
		allContent = map[string]map[string]any{}
	}
	input["allContent"] = allContent
	return input
}

// postBuildInNode is the postBuild of in, an instance of e, a plugin module at path, run in
// Node once the build is written: the module is made again there (see laterStage), and its
// postBuild is called with the props, as Docusaurus calls it. nil without Node.
func postBuildInNode(cfg *Config, path string, e pluginEntry, in instance) func(map[string]any, map[string]map[string]any) error {
	if !jsrt.NodeAvailable() {
		return nil
	}
	return func(props map[string]any, allContent map[string]map[string]any) error {
		input := laterStage(cfg, e, in, allContent)
		input["postBuild"] = props
		_, err := moduleInNode(cfg, path, input)
		return err
	}
}

// pluginNodeTimeout bounds a plugin's (or preset's) run in Node, its loadContent included,
// which may build a whole API reference (typedoc) from the sources.
const pluginNodeTimeout = 5 * time.Minute

// validatedOptions runs a plugin module's validateOptions, as Docusaurus does, with Docusaurus's
// own validation (normalizePluginOptions of @docusaurus/utils-validation, as reached from the
// plugin's folder dir) where it loads here, else a validate that accepts the options as they
// are: either fills in the defaults the plugin sets itself. A validateOptions that throws with
// Docusaurus's validation gives its error, with what it gave with the other (or the options as
// given, when it threw again): the options the config runtime goes on with where its error
// may be the runtime's own.
func validatedOptions(l *jsrt.Loader, exports *goja.Object, opts goja.Value, dir string) (goja.Value, error) {
	fn, ok := goja.AssertFunction(exports.Get("validateOptions"))
	if !ok {
		return opts, nil
	}
	rt := l.Runtime()
	identity := rt.ToValue(func(_ goja.Value, o goja.Value) goja.Value { return o })
	validators := []goja.Value{identity}
	if p, err := jsrt.Resolve(dir, "@docusaurus/utils-validation"); err == nil {
		if v, err := l.Require(p); err == nil {
			if o, ok := v.(*goja.Object); ok {
				if _, ok := goja.AssertFunction(o.Get("normalizePluginOptions")); ok {
					validators = []goja.Value{o.Get("normalizePluginOptions"), identity}
				}
			}
		}
	}
	var first error
	for _, validate := range validators {
		arg := rt.NewObject()
		_ = arg.Set("options", opts)
		_ = arg.Set("validate", validate)
		v, err := l.Call(fn, arg)
		if err == nil {
			if v == nil || goja.IsUndefined(v) {
				return opts, first
			}
			return v, first
		}
		first = cmp.Or(first, err)
	}
	return opts, first
}

// resolvePlugin finds the module of a plugin, theme or preset (kind) name as Docusaurus does: a
// path of the site, the package itself, or its shorthand (@docusaurus/plugin-x,
// docusaurus-plugin-x, @scope/docusaurus-theme-x).
func resolvePlugin(siteDir, kind, name string) (string, error) {
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

// moduleLabel names a plugin or preset module in messages: a path into node_modules from its
// package on, a path of the site from the site folder, anything else as written.
func moduleLabel(siteDir, name string) string {
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

// clientModule resolves a client module a plugin names (a path, often without its extension,
// or a package) from dir to the file the browser entry imports.
func clientModule(dir, m string) (string, error) {
	if st, err := os.Stat(m); err == nil && !st.IsDir() && filepath.IsAbs(m) {
		return m, nil
	}
	return jsrt.Resolve(dir, m)
}

// htmlTags reads the tags of injectHtmlTags: HTML strings or {tagName, attributes, innerHTML}.
func htmlTags(v any) ([]head.Tag, error) {
	if v == nil {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	var out []head.Tag
	for i, t := range list {
		switch t := t.(type) {
		case string:
			out = append(out, head.Tag{Raw: t})
		case map[string]any:
			name, _ := t["tagName"].(string)
			if name == "" {
				return nil, fmt.Errorf("[%d] has no tagName", i)
			}
			attrs := map[string]string{}
			a, _ := t["attributes"].(map[string]any)
			for k, val := range a {
				switch val := val.(type) {
				case string:
					attrs[k] = val
				case bool:
					if val {
						attrs[k] = ""
					}
				case float64:
					attrs[k] = fmt.Sprint(val)
				}
			}
			inner, _ := t["innerHTML"].(string)
			out = append(out, head.Tag{Name: name, Attributes: attrs, InnerHTML: inner})
		default:
			return nil, fmt.Errorf("[%d] must be an HTML string or {tagName, attributes, innerHTML}", i)
		}
	}
	return out, nil
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// pluginEntriesOfData takes the entries pluginEntries takes from the plain data of a config
// that ran in Node, in which withFunctionSlots has put null where dropped, the functions left
// out of it, had plugins written as functions: those are instantiated in Node.
func pluginEntriesOfData(config map[string]any, dropped []string) []pluginEntry {
	var out []pluginEntry
	for _, key := range []string{"plugins", "themes"} {
		list, _ := config[key].([]any)
		fns := map[int]bool{}
		for i, v := range list {
			k := fmt.Sprintf("%s[%d]", key, i)
			fns[i] = v == nil && (slices.Contains(dropped, k) || slices.Contains(dropped, k+"[0]"))
		}
		for _, e := range dataEntries(goja.New(), list, key, key, nil, fns) {
			e.lossy = slices.ContainsFunc(dropped, func(d string) bool { return strings.HasPrefix(d, e.key+"[1]") })
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
// inNode reads them. done are the entries at those indexes instantiated already; fns those
// that are functions of the config, which ran in Node.
func dataEntries(rt *goja.Runtime, list []any, kind, key string, done map[int]*instance, fns map[int]bool) []pluginEntry {
	var out []pluginEntry
	for i, v := range list {
		e := pluginEntry{key: fmt.Sprintf("%s[%d]", key, i), kind: strings.TrimSuffix(kind, "s"), opts: goja.Undefined()}
		if done[i] != nil {
			e.done = done[i]
			out = append(out, e)
			continue
		}
		if fns[i] {
			e.inNode = true
			out = append(out, e)
			continue
		}
		if pair, ok := v.([]any); ok && len(pair) > 0 {
			v = pair[0]
			if len(pair) > 1 {
				e.opts = rt.ToValue(pair[1])
			}
		}
		if s, ok := v.(string); ok && !builtIn(canonical(s)) {
			e.name = s
			out = append(out, e)
		}
	}
	return out
}

// loadPluginsInNode instantiates the plugins of a config that ran in Node in Node as well:
// those written as functions in the config's own Node process, which keeps them loaded.
func loadPluginsInNode(cfg *Config, ev *evaluated) error {
	for _, e := range ev.plugins {
		if e.done != nil {
			if err := useDone(cfg, e); err != nil {
				return err
			}
			continue
		}
		if e.inNode {
			if err := functionInNode(cfg, cfg.nodeCalls(ev), e); err != nil {
				return err
			}
			continue
		}
		path, err := pluginModule(cfg, e)
		if err != nil {
			return err
		}
		if err := inNode(cfg, e, path, filepath.Dir(path), moduleLabel(cfg.SiteDir, e.name), errConfigInNode); err != nil {
			return err
		}
	}
	return nil
}

var errConfigInNode = errors.New("the config ran in Node")

// functionInNode instantiates a plugin written as a function in a config that ran in Node, in
// node, the process that keeps the config loaded, and runs its hooks there; the instance stays
// there for its postBuild. A plugin that fails is left out with a warning.
func functionInNode(cfg *Config, node *jsrt.NodeCalls, e pluginEntry) error {
	in, err := functionInstance(cfg, node, e)
	if threw := threwError(cfg, e.key, "an inline plugin", in); threw != nil {
		return threw
	}
	if err != nil {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: an inline plugin could not be run by gosaurus (%s); the build goes on without it", rel(cfg.File), e.key, firstLine(err)))
		return nil
	}
	return usePlugin(cfg, in, cfg.SiteDir, e.key, "an inline plugin")
}

// functionInstance runs nodeFunctionPlugin on the function at e.key of the config loaded in
// node: what its hooks gave, and its postBuild, called on the same instance.
func functionInstance(cfg *Config, node *jsrt.NodeCalls, e pluginEntry) (instance, error) {
	var in instance
	res, err := node.CallWith(e.key, nodeFunctionPlugin, []any{map[string]any{"key": e.key, "context": cfg.PluginContext()}}, pluginNodeTimeout)
	if err != nil {
		return in, err
	}
	if err = in.decode(res[0]); err == nil && in.Failed != "" {
		err = errors.New(in.Failed) // its validateOptions or plugin function threw
	}
	in.ContentLoaded = func(all map[string]map[string]any) (instance, error) {
		var got instance
		if all == nil {
			all = map[string]map[string]any{}
		}
		res, err := node.CallWith(e.key, nodeFunctionPlugin, []any{map[string]any{"key": e.key, "allContent": all}}, pluginNodeTimeout)
		if err != nil {
			return got, err
		}
		return got, got.decode(res[0])
	}
	in.PostBuild = func(props map[string]any, _ map[string]map[string]any) error {
		_, err := node.CallWith(e.key, nodeFunctionPlugin, []any{map[string]any{"key": e.key, "postBuild": props}}, pluginNodeTimeout)
		return err
	}
	return in, err
}

// functionViaNode instantiates e, a plugin written as a function in a config the config
// runtime ran, in Node instead (see functionInstance), for what the config runtime cannot do:
// the config is loaded in Node too, all the plugin's hooks run there once and its postBuild
// later on the same instance. ok is false, and the caller does without Node, where node is
// not installed, for a function a preset returned (Node finds a function by its path in the
// config), and when Node fails too (err).
func functionViaNode(cfg *Config, ev *evaluated, e pluginEntry) (in instance, ok bool, err error) {
	if e.fn == nil || !functionEntry.MatchString(e.key) || !jsrt.NodeAvailable() {
		return in, false, nil
	}
	in, err = functionInstance(cfg, cfg.nodeCalls(ev), e)
	return in, err == nil, err
}

// functionWithPostBuild runs e in Node (functionViaNode) when plugin, what its function
// returned in the config runtime, has a postBuild: postBuild writes files, which the config
// runtime cannot (its fs only reads), and in Node it gets the very content its contentLoaded
// got. viaNode reports that it did; when Node fails, a warning says why the postBuild is left
// out, and the config runtime runs the other hooks.
func functionWithPostBuild(cfg *Config, ev *evaluated, e pluginEntry, plugin *goja.Object, label string) (instance, bool) {
	if _, ok := goja.AssertFunction(plugin.Get("postBuild")); !ok {
		return instance{}, false
	}
	in, viaNode, err := functionViaNode(cfg, ev, e)
	if err != nil {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: plugin %s: its postBuild could not be run in Node (%s); gosaurus runs its other hooks without it", rel(cfg.File), e.key, label, firstLine(err)))
	}
	return in, viaNode
}

// nodeFunctionPlugin is the helper (see jsrt.NodeCalls.CallWith) that runs a plugin written as
// a function, entry (fn or [fn, options]), in the Node process of its config: {key, context}
// instantiates it with the config as its siteConfig, runs its hooks up to its content and
// keeps it by key; {key, allContent} runs the kept instance's contentLoaded; {key, postBuild:
// props} its postBuild with its context, props and content, as Docusaurus calls it.
const nodeFunctionPlugin = `async (entry, arg, {config, state, require}) => {
const siteConfigDefaults = ` + siteConfigDefaults + `;
` + nodeInstantiate + `
  if (arg.postBuild) {
    const kept = state[arg.key];
    return kept.plugin.postBuild(postBuildProps(kept.context, arg.postBuild, kept.content));
  }
  if (arg.allContent) {
    const kept = state[arg.key];
    const out = {id: kept.id};
    await contentLoaded(kept.plugin, kept.content, arg.allContent, out, kept.context.generatedFilesDir);
    return out;
  }
  const [fn, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const context = {...arg.context, siteConfig: siteConfigDefaults(config)};
  return instantiate(fn, fn, context, options || {}, context.siteConfigPath, (plugin, content, out) => {
    state[arg.key] = {plugin, content, context, id: out.id};
  });
}`

// pluginModule resolves an entry's module; a package that is not installed stops the build.
func pluginModule(cfg *Config, e pluginEntry) (string, error) {
	path, err := resolvePlugin(cfg.SiteDir, e.kind, e.name)
	if err != nil {
		var missing *jsrt.MissingPackageError
		if errors.As(err, &missing) {
			missing.From = cfg.File // named by the config itself
			return "", &Error{File: rel(cfg.File), Key: e.key, Msg: missingPackage(cfg.File, missing)}
		}
		return "", &Error{File: rel(cfg.File), Key: e.key, Msg: err.Error()}
	}
	return path, nil
}

// PluginRoutes is what one plugin's contentLoaded gave addRoute and createData.
type PluginRoutes struct {
	Plugin, ID string
	Source     string            // "docusaurus.config.js: plugins[3]", for messages
	Routes     []any             // the route configs as given: {path, component, modules, routes, …}
	Data       map[string]string // the files of createData by the absolute path it returned
}

// routesOf is what in's contentLoaded gave addRoute and createData, as the routes of the
// plugin named name (source names its entry in the config): createData's files under the
// paths it returned.
func routesOf(cfg *Config, in instance, name, source string) PluginRoutes {
	dir := pluginDataDir(cfg, name, in.ID)
	data := make(map[string]string, len(in.Data))
	for file, text := range in.Data {
		data[filepath.Join(dir, file)] = text
	}
	return PluginRoutes{Plugin: name, ID: in.ID, Source: source, Routes: in.Routes, Data: data}
}

// pluginDataDir is where Docusaurus writes a plugin instance's createData files, whose paths
// the plugin puts in its routes' modules: gosaurus keeps the files in memory under these paths.
func pluginDataDir(cfg *Config, plugin, id string) string {
	return filepath.Join(generatedFilesDir(cfg), plugin, id)
}

func generatedFilesDir(cfg *Config) string { return filepath.Join(cfg.SiteDir, ".docusaurus") }

// loadHooks runs a plugin's loadContent, which it returns, and keeps its content as plain data
// for allContent (out.content; out.contentPlain says it could be copied); given, {content},
// is the content of an instance made again for a later stage, whose loadContent is not run
// again. Then injectHtmlTags with the content, and configureWebpack. It is run by the config
// runtime and by Node alike.
const loadHooks = `(async function (p, options, out, baseUrl, given) {
  out.id = (options && options.id) || 'default';
  const content = given ? given.content : p.loadContent ? await p.loadContent() : undefined;
  if (!given) {
    try { out.content = content === undefined ? undefined : JSON.parse(JSON.stringify(content)); out.contentPlain = true; } catch (e) {}
  }
  if (p.injectHtmlTags) out.tags = await p.injectHtmlTags({content});
  if (p.configureWebpack) {
    // What gosaurus can take of a webpack config: how modules resolve, and the expressions
    // webpack's DefinePlugin and EnvironmentPlugin replace in the code (plugin-pwa's client
    // module reads process.env.PWA_*). A skeleton config stands in for Docusaurus's; a plugin
    // that needs more of it is skipped.
    try {
      const define = {};
      class DefinePlugin {
        constructor(defs) { for (const k in defs) define[k] = typeof defs[k] === 'string' ? defs[k] : JSON.stringify(defs[k]); }
      }
      class EnvironmentPlugin {
        // A list of names, or names with default values; the build's environment wins.
        constructor(...keys) {
          const defs = Array.isArray(keys[0]) || typeof keys[0] === 'string' ? Object.fromEntries(keys.flat().map((k) => [k, undefined])) : keys[0] || {};
          for (const k in defs) {
            const v = process.env[k] !== undefined ? process.env[k] : defs[k];
            if (v !== undefined) define['process.env.' + k] = JSON.stringify(v);
          }
        }
      }
      // The free variables webpack's ProvidePlugin gives modules (process, Buffer): each a
      // module, or a module and the path of an export in it.
      const provide = {};
      class ProvidePlugin {
        constructor(defs) { for (const k in defs) provide[k] = [].concat(defs[k]); }
      }
      const instance = {DefinePlugin, EnvironmentPlugin, ProvidePlugin};
      const utils = {getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: {name: 'webpack', instance}};
      const config = {mode: 'production', output: {publicPath: baseUrl}, resolve: {alias: {}, fallback: {}}, module: {rules: []}, plugins: []};
      const c = (await p.configureWebpack(config, false, utils, content)) || {};
      const r = c.resolve || {};
      const plugins = c.plugins || [];
      out.webpack = {alias: r.alias, fallback: r.fallback, define, provide,
        only: Object.keys(c).every((k) => k === 'resolve' || k === 'plugins') && Object.keys(r).every((k) => k === 'alias' || k === 'fallback') &&
          plugins.every((x) => x instanceof DefinePlugin || x instanceof EnvironmentPlugin || x instanceof ProvidePlugin)};
    } catch (e) {
      out.webpack = {failed: String((e && e.message) || e).split('\n')[0]};
    }
  }
  return content;
})`

// contentLoadedHook runs a plugin's contentLoaded with its content and then its
// allContentLoaded with allContent, every plugin's content, as Docusaurus runs them once every
// plugin's content is loaded. It keeps in out what they give addRoute (the route configs),
// createData (the files' text by name; it returns the path Docusaurus would write the file
// to, which the plugin names in its routes' modules) and setGlobalData (usePluginData reads
// it: what both hooks gave, merged as Docusaurus merges it). It is run by the config runtime
// and by Node alike, and needs the plugin's name, as Docusaurus names the data folder after
// it.
const contentLoadedHook = `(async function (p, content, allContent, out, dataDir) {
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
})`
