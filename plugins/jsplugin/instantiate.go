package jsplugin

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// This file makes the site's JavaScript plugins of the config's entries for a locale (Make),
// in the config runtime that ran the config or else in Node, and runs their hooks up to their
// content there.

// usedHooks are the parts of a plugin gosaurus uses; quietHooks only matter to Docusaurus's
// dev tooling (swizzle, watch), so skipping them changes nothing in a build.
var (
	usedHooks  = []string{"getThemePath", "getClientModules", "injectHtmlTags", "loadContent", "contentLoaded", "allContentLoaded"}
	quietHooks = []string{"getTypeScriptThemePath", "getSwizzleComponentList", "getPathsToWatch", "validateOptions", "validateThemeConfig",
		"extendCli"} // its commands are gosaurus's commands (command.go), not a build's
)

// Made is what one entry of the config's JavaScript plugins (config.JSHost's Entries) made
// for a locale: a plugin instance (JS), with the PWA's entry when it is the PWA plugin, or the
// blog a plugin that wraps the blog plugin stands for (Blog); nothing for a plugin left out.
type Made struct {
	JS *config.JSPlugin
	// PWA is @docusaurus/plugin-pwa's entry, for gosaurus to build the service worker that
	// the plugin's postBuild builds with webpack; nil for any other plugin.
	PWA  *config.PluginEntry
	Blog *config.BlogInstance
}

// Make instantiates each JavaScript entry of cfg (cfg.JSHost()) for cfg's locale as
// Docusaurus does, plugin(context, options), and takes what gosaurus can use of it: its theme
// components, client modules, HTML tags and webpack config, its later stages. It returns one
// Made for each entry, in the entries' order; nil when the site has none. Hooks it cannot run
// are named in one warning per plugin (warn); a plugin that cannot be loaded or called in the
// config runtime is left out with a warning too. A package that is not installed stops the
// build, as it stops Docusaurus's, and so does a plugin that throws.
func Make(cfg *config.Config, warn func(string)) ([]Made, error) {
	host := cfg.JSHost()
	if host == nil {
		return nil, nil
	}
	m := &maker{cfg: cfg, host: host, warn: warn, made: map[string]Made{}}
	if err := m.makeAll(); err != nil {
		return nil, err
	}
	out := make([]Made, len(host.Entries))
	for i, e := range host.Entries {
		out[i] = m.made[e.Key]
	}
	return out, nil
}

// maker makes the JavaScript plugins of one locale: cfg is its config.
type maker struct {
	cfg   *config.Config
	host  *config.JSHost
	warn  func(string)
	made  map[string]Made       // by entry key
	blogs []config.BlogInstance // the blogs plugins extend, in the entries' order
}

// makeAll makes each of the host's entries, in the config runtime where the config ran.
func (m *maker) makeAll() error {
	cfg, host := m.cfg, m.host
	l, entries := host.Loader, host.Entries
	if l == nil {
		return m.loadPluginsInNode()
	}
	rt := l.Runtime()
	ctx, err := config.GojaContext(cfg, l, host.Config)
	if err != nil {
		return err
	}
	file := configFile(cfg)
	mu := &sync.Mutex{} // the config runtime's, which runs one plugin's hook at a time
	for _, e := range entries {
		label := config.ModuleLabel(cfg.SiteDir, e.Name)
		if e.Preset != nil {
			if err := m.fromPreset(e); err != nil {
				return err
			}
			continue
		}
		fn := e.Fn
		var exports *goja.Object
		dir := cfg.SiteDir // where relative paths the plugin returns resolve: its module's folder
		path := ""         // its module, for Node to run its postBuild
		if fn == nil {
			var err error
			if path, err = config.PluginModule(cfg, e); err != nil {
				return err
			}
			dir = filepath.Dir(path)
			v, err := l.Require(path)
			if err != nil {
				if errors.As(err, new(*jsrt.MissingPackageError)) {
					return config.RunError(cfg.File, "the plugin "+e.Name+" threw", err)
				}
				// Most often a Node API the config runtime lacks: Node itself may run it.
				if err := m.inNode(e, path, dir, label, err); err != nil {
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
			return &config.Error{File: file, Key: e.Key, Msg: fmt.Sprintf("%s does not export a plugin function", label)}
		}
		opts := e.Opts
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
			if e.Name != "" {
				if threw := gojaThrew(cfg, e.Key, label, hook, err); threw != nil && !jsrt.NodeAvailable() {
					return threw
				}
				path, _ := config.ResolvePlugin(cfg.SiteDir, e.Kind, e.Name)
				if err := m.inNode(e, path, dir, label, err); err != nil {
					return err
				}
				continue
			}
			// A function of the config may need Node's APIs, which Node has.
			in, ok, nodeErr := m.functionViaNode(e)
			if threw := threwError(cfg, e.Key, label, in); threw != nil {
				return threw
			}
			if ok {
				in.PostCSS = m.postCSSHook(e, "", in)
				if err := m.usePlugin(in, dir, e, label); err != nil {
					return err
				}
				continue
			}
			if threw := gojaThrew(cfg, e.Key, label, hook, err); threw != nil && nodeErr == nil {
				return threw
			}
			m.warn(fmt.Sprintf("%s: %s: %s failed when gosaurus called it (%s); the build goes on without it", file, e.Key, label, firstLine(err)))
			continue
		}
		plugin, ok := v.(*goja.Object)
		if !ok {
			continue // a plugin may return nothing, as Docusaurus allows
		}
		if in, ok := gojaExtension(plugin); ok {
			if err := m.useExtended(in, e, path, label); err != nil {
				return err
			}
			continue
		}
		in, viaNode := m.functionWithPostBuild(e, plugin, label)
		if !viaNode {
			if in, err = gojaInstance(l, mu, plugin, opts, cfg.GeneratedFilesDir(), cfg.BaseURL); err != nil {
				// Its hooks may need Node's APIs (fs.promises, say), which Node has: a module
				// is made again there, a function of the config in the config's Node process.
				if e.Name != "" && jsrt.NodeAvailable() {
					if err := m.inNode(e, path, dir, label, err); err != nil {
						return err
					}
					continue
				}
				var ok bool
				if in, ok, _ = m.functionViaNode(e); !ok {
					return &config.Error{File: file, Key: e.Key, Msg: fmt.Sprintf("%s: %v", label, err)}
				}
			} else {
				in.ContentLoaded = m.orInNode(e, path, in)
			}
		}
		if path != "" && slices.Contains(in.Hooks, "postBuild") {
			in.PostBuild = postBuildInNode(cfg, path, e, in) // the config runtime writes no files
		}
		in.PostCSS = m.postCSSHook(e, path, in)
		if err := m.usePlugin(in, dir, e, label); err != nil {
			return err
		}
	}
	return nil
}

// gojaInstance calls the hooks gosaurus uses of a plugin instantiated in the config runtime up
// to its content; its contentLoaded runs later, on the same instance, in the same runtime (mu
// guards it).
func gojaInstance(l *jsrt.Loader, mu *sync.Mutex, plugin *goja.Object, opts goja.Value, dataDir, baseURL string) (config.Instance, error) {
	var in config.Instance
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
	makeDir := func() { _ = os.MkdirAll(dataDir, 0o755) }
	// An error of the runtime's own stand-ins (fs.writeFileSync) sends the plugin to Node.
	needsNode := func(e goja.Value) bool {
		o, ok := e.(*goja.Object)
		if !ok || o.Get("value") == nil {
			return false
		}
		err, ok := o.Get("value").Export().(error)
		return ok && jsrt.NeedsNode(err)
	}
	content, err := callHook(l, config.LoadHooks, plugin, opts, out, rt.ToValue(baseURL), goja.Undefined(), rt.ToValue(dataDir), rt.ToValue(makeDir), rt.ToValue(needsNode))
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
	in.ContentLoaded = func(all map[string]map[string]any) (config.Instance, error) {
		// The instance lives in the config runtime, which runs one call at a time.
		mu.Lock()
		defer mu.Unlock()
		var got config.Instance
		arg, err := config.JSArgument(rt, all)
		if err != nil {
			return got, err
		}
		out := rt.NewObject()
		_ = out.Set("id", in.ID)
		if _, err := callHook(l, config.ContentLoadedHook, plugin, content, arg, out, rt.ToValue(dataDir), rt.ToValue(markdownFiles)); err != nil {
			return got, err
		}
		data, _, err := jsrt.Plain(out)
		if err != nil {
			return got, err
		}
		return got, decode(data, &got)
	}
	// What the hooks gave as structured data reads as the Node path reads it, from JSON.
	var parts struct {
		Webpack      *config.WebpackPart `json:"webpack"`
		CodeMessages map[string]string   `json:"codeMessages"`
	}
	if b, err := json.Marshal(map[string]any{"webpack": m["webpack"], "codeMessages": m["codeMessages"]}); err == nil && json.Unmarshal(b, &parts) == nil {
		in.Webpack, in.CodeMessages = parts.Webpack, parts.CodeMessages
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
func (m *maker) orInNode(e config.JSEntry, path string, in config.Instance) func(map[string]map[string]any) (config.Instance, error) {
	cfg := m.cfg
	inGoja := in.ContentLoaded
	return func(all map[string]map[string]any) (config.Instance, error) {
		got, err := inGoja(all)
		if err == nil || !jsrt.NodeAvailable() {
			return got, err
		}
		if path != "" {
			return moduleInNode(cfg, path, laterStage(cfg, e, in, all))
		}
		if node, ok, nodeErr := m.functionViaNode(e); ok {
			return node.ContentLoaded(all)
		} else if nodeErr != nil {
			err = nodeErr
		}
		return got, err
	}
}

// callHook calls the function whose source is hook (LoadHooks, ContentLoadedHook) with args
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
func decode(data any, in *config.Instance) error {
	b, err := json.Marshal(data)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, in)
}

// fromPreset makes in Node a plugin that a preset run in Node returned as a function, from
// the preset run again there, as a module is (inNode).
func (m *maker) fromPreset(e config.JSEntry) error {
	why := errors.New("a preset returned it as a function, in Node")
	return m.inNode(e, e.Preset.Path, filepath.Dir(e.Preset.Path), "an inline plugin", why)
}

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

// markdownFiles lists the .md and .mdx files under dir, none where it is no folder: the
// config runtime's for ContentLoadedHook, as the Node scripts' function of that name.
func markdownFiles(dir string) []string {
	var files []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return nil
		case d.IsDir() && d.Name() == "node_modules":
			return filepath.SkipDir
		case !d.IsDir() && (strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".mdx")):
			files = append(files, p)
		}
		return nil
	})
	return files
}
