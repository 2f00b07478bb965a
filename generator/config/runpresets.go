package config

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// presetOutput is what a preset other than classic returned when gosaurus ran it.
type presetOutput struct {
	key   string      // "presets[0]"
	live  bool        // it ran in the config runtime, with the config's own option values
	lists []entryList // its plugins, then its themes
}

// entryList is one plugins or themes list a preset returned: entries the site could have
// written itself, read by readPresets and made by the registry as if it had.
type entryList struct {
	kind    string    // "plugins" or "themes"
	key     string    // what its entries' keys start with: "presets[0] (name), its plugins"
	data    []any     // its plain data; functions are null
	entries []JSEntry // the entries the registry makes (see JSHost)
	dropped []string  // the functions left out of its plain data, keyed as the config's are
	// live is the list as the preset returned it, where it ran in the config runtime: where
	// the content plugins' functions of its entries are (Config.function).
	live *goja.Object
}

// presetPart joins a preset's key to the key of a list it returned ("presets[0] (x), its
// plugins"), whose entries' keys and option paths fromPreset knows by it.
const presetPart = ", its "

// fromPreset tells whether a key or option path is of an entry a preset returned.
func fromPreset(key string) bool { return strings.Contains(key, presetPart) }

// runPresets runs each preset other than classic as Docusaurus does, preset(context, options),
// in the config runtime or else in Node. A preset that cannot be run stops the build: the
// content it would add (its docs, most often) is not known.
func runPresets(cfg *Config, ev *evaluated) ([]presetOutput, error) {
	type preset struct {
		name  string
		opts  goja.Value // live, in the config runtime
		plain any        // as plain data
	}
	var presets []*preset // by index; nil where there is nothing to run
	if obj, ok := ev.value.(*goja.Object); ok && ev.loader != nil {
		if list, ok := obj.Get("presets").(*goja.Object); ok && list.ClassName() == "Array" {
			for i := 0; i < int(list.Get("length").ToInteger()); i++ {
				p := &preset{opts: goja.Undefined()}
				first := list.Get(strconv.Itoa(i))
				if arr, ok := first.(*goja.Object); ok && arr.ClassName() == "Array" {
					first, p.opts = arr.Get("0"), arr.Get("1")
				}
				p.name, _ = first.Export().(string)
				if p.opts != nil && !goja.IsUndefined(p.opts) && !goja.IsNull(p.opts) {
					p.plain, _, _ = jsrt.Plain(p.opts) // part of the config, which is a tree (see evaluateEmbedded)
				}
				presets = append(presets, p)
			}
		}
	} else {
		list, _ := ev.raw["presets"].([]any)
		for _, e := range list {
			name, opts, _ := entry(e)
			presets = append(presets, &preset{name: name, plain: opts})
		}
	}
	var out []presetOutput
	for i, p := range presets {
		if p.name == "" || builtIn(canonical(p.name)) {
			continue // readPresets reads it, or says what is wrong with it
		}
		key := fmt.Sprintf("presets[%d]", i)
		path, err := PluginModule(cfg, JSEntry{Key: key, Kind: "preset", Name: p.name})
		if err != nil {
			return nil, err
		}
		label := ModuleLabel(cfg.SiteDir, p.name)
		prefix := fmt.Sprintf("%s (%s)%s", key, label, presetPart)
		var why error = ErrConfigInNode
		if ev.loader != nil {
			po, err := presetInGoja(cfg, ev.loader, ev.value, path, p.opts, i, prefix)
			if err == nil {
				po.key, po.live = key, true
				out = append(out, po)
				continue
			}
			if errors.Is(err, errNotPreset) {
				return nil, &Error{File: rel(cfg.File), Key: key, Msg: fmt.Sprintf("%s does not export a preset function, (context, options) => ({plugins, themes})", label)}
			}
			if errors.As(err, new(*jsrt.MissingPackageError)) {
				return nil, RunError(cfg.File, "the preset "+label+" threw", err)
			}
			why = err // most often a Node API the config runtime lacks: Node itself may run it
		}
		po, err := presetInNode(cfg, path, p.plain, i, prefix)
		if err != nil {
			if errors.Is(err, errNoNode) {
				err = why
				if ev.loader != nil && !jsrt.NeedsNode(why) {
					err = &thrownError{msg: firstLine(why)} // the preset's own error, Node or not
				}
			}
			var thrown *thrownError
			if errors.As(err, &thrown) {
				return nil, &Error{File: rel(cfg.File), Key: key, Msg: fmt.Sprintf("the preset %s threw: %s", label, strings.TrimPrefix(thrown.msg, "Error: "))}
			}
			return nil, &Error{File: rel(cfg.File), Key: key, Msg: fmt.Sprintf("the preset %s could not be run by gosaurus (%s); list its plugins and themes under plugins and themes instead", label, firstLine(err))}
		}
		po.key = key
		out = append(out, po)
	}
	return out, nil
}

// presetInGoja runs a preset, the n-th of presets, in the config runtime.
func presetInGoja(cfg *Config, l *jsrt.Loader, config goja.Value, path string, opts goja.Value, n int, prefix string) (presetOutput, error) {
	var po presetOutput
	v, err := l.Require(path)
	if err != nil {
		return po, err
	}
	fn, ok := goja.AssertFunction(v)
	if o, isObj := v.(*goja.Object); !ok && isObj {
		fn, ok = goja.AssertFunction(o.Get("default"))
	}
	if !ok {
		return po, errNotPreset
	}
	ctx, err := GojaContext(cfg, l, config)
	if err != nil {
		return po, err
	}
	if opts == nil || goja.IsUndefined(opts) || goja.IsNull(opts) {
		opts = l.Runtime().NewObject()
	}
	res, err := l.Call(fn, ctx, opts)
	if err != nil {
		return po, err
	}
	obj, _ := res.(*goja.Object)
	for _, kind := range []string{"plugins", "themes"} {
		list := entryList{kind: kind, key: prefix + kind}
		if obj != nil {
			if arr, ok := obj.Get(kind).(*goja.Object); ok && arr.ClassName() == "Array" {
				list.entries = liveEntries(arr, kind, list.key, Place{list: presetList(kind), preset: n})
				list.live = arr
				data, dropped, err := jsrt.Plain(arr)
				if err != nil {
					return po, fmt.Errorf("%s: %w", kind, err)
				}
				list.data, _ = data.([]any)
				for _, d := range dropped {
					list.dropped = append(list.dropped, list.key+d)
				}
			}
		}
		po.lists = append(po.lists, list)
	}
	return po, nil
}

// classicStandIn is @docusaurus/preset-classic for a preset that wraps it where the site has
// not installed it (gosaurus builds the classic preset's plugins itself): it returns those
// plugins and the classic theme by name, with their options, which readPresets then reads.
const classicStandIn = `
function classic(context, options) {
  const opts = options || {};
  const entry = (name, o) => (o === undefined ? name : [name, o]);
  // Option → plugin, in the preset's order; the analytics plugins are on only when given.
  const packages = {docs: 'content-docs', blog: 'content-blog', pages: 'content-pages', googleAnalytics: 'google-analytics',
    gtag: 'google-gtag', googleTagManager: 'google-tag-manager', sitemap: 'sitemap', svgr: 'svgr'};
  const analytics = ['googleAnalytics', 'gtag', 'googleTagManager'];
  const plugins = Object.keys(packages)
    .filter((k) => (analytics.includes(k) ? opts[k] : opts[k] !== false))
    .map((k) => entry('@docusaurus/plugin-' + packages[k], opts[k]));
  return { themes: [entry('@docusaurus/theme-classic', opts.theme)], plugins };
}
module.exports = classic;
module.exports.default = classic;
`

var (
	// ErrConfigInNode is why a plugin or preset runs in Node: the config ran there.
	ErrConfigInNode = errors.New("the config ran in Node")
	errNoNode       = errors.New("node is not installed")
	errNotPreset    = errors.New("the module exports no preset function")
)

// nodePreset runs a preset module in Node and prints the plugins and themes it returned as
// JSON; one it returned as a function is printed as {$gosaurusPresetFunction: true}, for
// plugins/jsplugin to make in Node from the preset again (PresetFunction).
const nodePreset = NodeLoad + NodeInstantiate + `
const [file, input] = [process.argv[1], JSON.parse(require('fs').readFileSync(0, 'utf8'))];
input.context.siteConfig = siteConfigDefaults(input.context.siteConfig);
(async () => {
  const [, fn] = await load(file);
  if (typeof fn !== 'function') throw new Error('the module exports no preset function');
  let preset;
  try { preset = (await fn(input.context, input.options)) || {}; } catch (e) { return reply(threw('preset', e)); }
  const made = {$gosaurusPresetFunction: true};
  const out = {};
  for (const kind of ['plugins', 'themes'])
    out[kind] = (preset[kind] || []).map((e) => typeof e === 'function' ? made : Array.isArray(e) && typeof e[0] === 'function' ? [made, e[1]] : e);
  reply(out, (k, v) => typeof v === 'function' ? {$gosaurusFunction: true} : v);
})().catch(fail);
`

// presetInNode runs a preset, the n-th of presets, in Node, with its options as plain data.
func presetInNode(cfg *Config, path string, opts any, n int, prefix string) (presetOutput, error) {
	var po presetOutput
	if !jsrt.NodeAvailable() {
		return po, errNoNode
	}
	if opts == nil {
		opts = map[string]any{}
	}
	ctx := cfg.PluginContext()
	ctx["siteConfig"] = cfg.Site
	data, err := RunNodeModule(cfg, nodePreset, path, map[string]any{"context": ctx, "options": opts})
	if err != nil {
		return po, fmt.Errorf("Node: %w", err)
	}
	got, err := jsrt.DecodeNode(data)
	if err != nil {
		return po, fmt.Errorf("Node: %w", err)
	}
	m, _ := got.Value.(map[string]any)
	if failed, ok := m["failed"].(string); ok {
		if m["threw"] != nil {
			return po, &thrownError{msg: failed}
		}
		return po, fmt.Errorf("Node: %s", failed)
	}
	rt := goja.New()
	for _, kind := range []string{"plugins", "themes"} {
		list := entryList{kind: kind, key: prefix + kind}
		list.data, _ = m[kind].([]any)
		fns := map[int]*PresetFunction{}
		for j, e := range list.data {
			if pair, ok := e.([]any); ok && len(pair) > 0 {
				e = pair[0]
			}
			if m, isMap := e.(map[string]any); isMap && m["$gosaurusPresetFunction"] == true {
				fns[j] = &PresetFunction{Path: path, Options: opts, List: kind, Index: j}
				list.data[j] = nil
			}
		}
		list.entries = dataEntries(rt, list.data, kind, list.key, Place{list: presetList(kind), preset: n}, fns, nil)
		po.lists = append(po.lists, list)
	}
	for _, d := range got.Dropped {
		for i := range po.lists {
			if l := &po.lists[i]; strings.HasPrefix(d, l.kind+"[") {
				l.dropped = append(l.dropped, prefix+d)
			}
		}
	}
	return po, nil
}

// thrownError is what a preset's own function threw in Node.
type thrownError struct{ msg string }

func (e *thrownError) Error() string { return e.msg }
