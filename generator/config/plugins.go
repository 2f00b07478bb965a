package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// pluginEntry is one entry of plugins or themes that gosaurus does not implement itself: a
// module name (an npm package or a file of the site) or a function written in the config.
type pluginEntry struct {
	key  string     // "plugins[3]", for messages
	name string     // the module name, "" for a function
	fn   goja.Value // the function, when given as one
	opts goja.Value // its options, or undefined
}

// usedHooks are the parts of a plugin gosaurus uses; quietHooks only matter to Docusaurus's
// dev tooling (swizzle, watch), so skipping them changes nothing in a build.
var (
	usedHooks  = []string{"getThemePath", "getClientModules", "injectHtmlTags"}
	quietHooks = []string{"getTypeScriptThemePath", "getSwizzleComponentList", "getPathsToWatch", "validateOptions", "validateThemeConfig"}
)

// pluginEntries takes from the config's plugins and themes lists the entries readPresets does
// not handle, and sets those written as functions to null so that the plain data keeps every
// other entry at its index.
func pluginEntries(rt *goja.Runtime, config goja.Value) []pluginEntry {
	obj, ok := config.(*goja.Object)
	if !ok {
		return nil
	}
	var out []pluginEntry
	for _, key := range []string{"plugins", "themes"} {
		list, ok := obj.Get(key).(*goja.Object)
		if !ok || list.ClassName() != "Array" {
			continue
		}
		n := int(list.Get("length").ToInteger())
		for i := 0; i < n; i++ {
			e := pluginEntry{key: fmt.Sprintf("%s[%d]", key, i), opts: goja.Undefined()}
			v := list.Get(fmt.Sprint(i))
			first := v
			if arr, ok := v.(*goja.Object); ok && arr.ClassName() == "Array" {
				first = arr.Get("0")
				e.opts = arr.Get("1")
			}
			if _, isFn := goja.AssertFunction(first); isFn {
				e.fn = first
				_ = list.Set(fmt.Sprint(i), goja.Null())
			} else if s, ok := first.Export().(string); ok && !builtIn(s) {
				e.name = s
			} else {
				continue
			}
			out = append(out, e)
		}
	}
	return out
}

// loadPlugins instantiates each entry as Docusaurus does, plugin(context, options), and takes
// what gosaurus can use of it: its theme components, client modules and HTML tags. Hooks it
// cannot run are named in one warning per plugin; a plugin that cannot be loaded or called in
// the config runtime is left out with a warning too. A package that is not installed stops the
// build, as it stops Docusaurus's.
func loadPlugins(cfg *Config, l *jsrt.Loader, config goja.Value, entries []pluginEntry) error {
	if len(entries) == 0 {
		return nil
	}
	rt := l.Runtime()
	// Docusaurus builds in production mode, and plugins ask (posthog-docusaurus does).
	if env, ok := rt.Get("process").ToObject(rt).Get("env").(*goja.Object); ok {
		if v := env.Get("NODE_ENV"); v == nil || goja.IsUndefined(v) {
			_ = env.Set("NODE_ENV", "production")
		}
	}
	ctx := pluginContext(cfg, rt, config)
	file := rel(cfg.File)
	for _, e := range entries {
		label := e.name
		fn := e.fn
		var exports *goja.Object
		dir := cfg.SiteDir // where relative paths the plugin returns resolve: its module's folder
		if fn == nil {
			path, err := resolvePlugin(cfg.SiteDir, e.key, e.name)
			if err != nil {
				var missing *jsrt.MissingPackageError
				if errors.As(err, &missing) {
					missing.From = cfg.File // named by the config itself
					return &Error{File: file, Key: e.key, Msg: missingPackage(cfg.File, missing)}
				}
				return &Error{File: file, Key: e.key, Msg: err.Error()}
			}
			dir = filepath.Dir(path)
			v, err := l.Require(path)
			if err != nil {
				if errors.As(err, new(*jsrt.MissingPackageError)) {
					return runError(cfg.File, "the plugin "+e.name+" threw", err)
				}
				cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s could not be loaded by gosaurus (%s); the build goes on without it", file, e.key, label, firstLine(err)))
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
		if exports != nil {
			opts = validatedOptions(l, exports, opts)
		}
		v, err := l.Call(call, ctx, opts)
		if err != nil {
			cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: %s failed when gosaurus called it (%s); the build goes on without it", file, e.key, label, firstLine(err)))
			continue
		}
		plugin, ok := v.(*goja.Object)
		if !ok {
			continue // a plugin may return nothing, as Docusaurus allows
		}
		if n := plugin.Get("name"); n != nil && !goja.IsUndefined(n) {
			label = n.String()
		}
		if err := usePlugin(cfg, l, plugin, dir, e.key, label); err != nil {
			return err
		}
	}
	return nil
}

// usePlugin takes the theme path, client modules and HTML tags of an instantiated plugin and
// warns once about the hooks it has that gosaurus cannot run.
func usePlugin(cfg *Config, l *jsrt.Loader, plugin *goja.Object, dir, key, label string) error {
	file := rel(cfg.File)
	call := func(hook string, args ...goja.Value) (goja.Value, bool, error) {
		fn, ok := goja.AssertFunction(plugin.Get(hook))
		if !ok {
			return nil, false, nil
		}
		v, err := l.Call(func(_ goja.Value, a ...goja.Value) (goja.Value, error) { return fn(plugin, a...) }, args...)
		if err != nil {
			return nil, true, &Error{File: file, Key: key, Msg: fmt.Sprintf("%s: %s() failed: %s", label, hook, firstLine(err))}
		}
		return v, true, nil
	}
	if v, ok, err := call("getThemePath"); err != nil {
		return err
	} else if ok {
		if s, isStr := v.Export().(string); isStr && s != "" {
			cfg.ThemePaths = append(cfg.ThemePaths, absIn(dir, s))
		}
	}
	if v, ok, err := call("getClientModules"); err != nil {
		return err
	} else if ok {
		mods, _ := jsrt.Plain(v)
		list, _ := mods.([]any)
		for _, m := range list {
			if s, isStr := m.(string); isStr {
				p, err := clientModule(dir, s)
				if err != nil {
					return &Error{File: file, Key: key, Msg: fmt.Sprintf("%s: getClientModules(): %v", label, err)}
				}
				cfg.ClientModules = append(cfg.ClientModules, p)
			}
		}
	}
	if v, ok, err := call("injectHtmlTags", l.Runtime().ToValue(map[string]any{"content": nil})); err != nil {
		return err
	} else if ok {
		data, _ := jsrt.Plain(v)
		tags, _ := data.(map[string]any)
		for _, part := range []struct {
			name string
			into *[]HeadTag
		}{{"headTags", &cfg.HeadTags}, {"preBodyTags", &cfg.PreBodyTags}, {"postBodyTags", &cfg.PostBodyTags}} {
			list, err := htmlTags(tags[part.name])
			if err != nil {
				return &Error{File: file, Key: key, Msg: fmt.Sprintf("%s: injectHtmlTags().%s: %v", label, part.name, err)}
			}
			*part.into = append(*part.into, list...)
		}
	}
	var skipped []string
	for _, k := range plugin.Keys() {
		if _, isFn := goja.AssertFunction(plugin.Get(k)); isFn && !slices.Contains(usedHooks, k) && !slices.Contains(quietHooks, k) {
			skipped = append(skipped, k)
		}
	}
	if len(skipped) > 0 {
		sort.Strings(skipped)
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: plugin %s: gosaurus skips its %s (it runs no webpack, PostCSS or Node hooks)", file, key, label, strings.Join(skipped, ", ")))
	}
	return nil
}

// pluginContext is the context Docusaurus hands every plugin, with the fields plugins read.
func pluginContext(cfg *Config, rt *goja.Runtime, config goja.Value) goja.Value {
	locales := map[string]any{}
	for name, lc := range cfg.I18n.Configs {
		locales[name] = map[string]any{"label": lc.Label, "direction": lc.Direction, "htmlLang": lc.HTMLLang, "calendar": lc.Calendar, "path": lc.Path}
	}
	ctx := rt.NewObject()
	for k, v := range map[string]any{
		"siteDir":           cfg.SiteDir,
		"siteConfig":        config,
		"siteConfigPath":    cfg.File,
		"baseUrl":           cfg.BaseURL,
		"outDir":            filepath.Join(cfg.SiteDir, "build"),
		"generatedFilesDir": filepath.Join(cfg.SiteDir, ".docusaurus"),
		"localizationDir":   filepath.Join(cfg.I18n.Dir, cfg.I18n.DefaultLocale),
		"i18n": map[string]any{"defaultLocale": cfg.I18n.DefaultLocale, "locales": cfg.I18n.Locales,
			"currentLocale": cfg.I18n.DefaultLocale, "localeConfigs": locales, "path": cfg.I18n.Dir},
		"codeTranslations": map[string]any{},
		"siteStorage":      map[string]any{"type": "localStorage", "namespace": ""},
	} {
		_ = ctx.Set(k, v)
	}
	return ctx
}

// validatedOptions runs a plugin module's validateOptions, as Docusaurus does, with a validate
// that accepts the options as they are: it fills in the defaults the plugin sets itself. A
// validateOptions that fails leaves the options as given.
func validatedOptions(l *jsrt.Loader, exports *goja.Object, opts goja.Value) goja.Value {
	fn, ok := goja.AssertFunction(exports.Get("validateOptions"))
	if !ok {
		return opts
	}
	rt := l.Runtime()
	arg := rt.NewObject()
	_ = arg.Set("options", opts)
	_ = arg.Set("validate", func(_ goja.Value, o goja.Value) goja.Value { return o })
	v, err := l.Call(fn, arg)
	if err != nil || v == nil || goja.IsUndefined(v) {
		return opts
	}
	return v
}

// resolvePlugin finds the module of a plugin or theme name as Docusaurus does: a path of the
// site, the package itself, or its shorthand (docusaurus-plugin-x, @scope/docusaurus-theme-x).
func resolvePlugin(siteDir, key, name string) (string, error) {
	kind := "plugin"
	if strings.HasPrefix(key, "themes") {
		kind = "theme"
	}
	candidates := []string{name}
	if !strings.HasPrefix(name, ".") && !filepath.IsAbs(name) {
		if scope, rest, ok := strings.Cut(name, "/"); ok && strings.HasPrefix(scope, "@") {
			candidates = append(candidates, scope+"/docusaurus-"+kind+"-"+rest)
		} else if strings.HasPrefix(name, "@") {
			candidates = append(candidates, name+"/docusaurus-"+kind)
		} else {
			candidates = append(candidates, "docusaurus-"+kind+"-"+name)
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

// clientModule resolves a client module a plugin names (a path, often without its extension,
// or a package) from dir to the file the browser entry imports.
func clientModule(dir, m string) (string, error) {
	if st, err := os.Stat(m); err == nil && !st.IsDir() && filepath.IsAbs(m) {
		return m, nil
	}
	return jsrt.Resolve(dir, m)
}

// htmlTags reads the tags of injectHtmlTags: HTML strings or {tagName, attributes, innerHTML}.
func htmlTags(v any) ([]HeadTag, error) {
	if v == nil {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	var out []HeadTag
	for i, t := range list {
		switch t := t.(type) {
		case string:
			out = append(out, HeadTag{Raw: t})
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
			out = append(out, HeadTag{Name: name, Attributes: attrs, InnerHTML: inner})
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
