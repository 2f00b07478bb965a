package config

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"gosaurus/generator/jslit"
	"gosaurus/generator/jsrt"
)

// Function is a function of the config that gosaurus calls: once for each of args (JSON data,
// whose jsrt.Returns fields become functions), awaited, giving what each call returned as JSON
// data.
type Function func(args []any) ([]any, error)

// function is the config's function at path, called in the config's runtime when the config
// ran there, else in Node; nil when the config has no function there.
func (cfg *Config) function(ev *evaluated, path string) Function {
	if !slices.Contains(ev.dropped, path) {
		return nil
	}
	// A function of what a preset returned is in that list's live value, when the preset ran
	// in the config runtime; the config's Node process has none of it.
	base, rest := ev.value, path
	for key, list := range ev.presetLists {
		if r, ok := strings.CutPrefix(path, key); ok {
			base, rest = list, r
		}
	}
	if ev.loader == nil {
		if fromPreset(path) {
			return nil
		}
		node := cfg.nodeCalls(ev)
		return func(args []any) ([]any, error) { return node.Call(path, args) }
	}
	fn, ok := goja.AssertFunction(liveValue(base, rest))
	if !ok {
		return nil
	}
	l := ev.loader
	var mu sync.Mutex
	return func(args []any) ([]any, error) {
		mu.Lock()
		defer mu.Unlock()
		out := make([]any, len(args))
		for i, a := range args {
			arg, err := JSArgument(l.Runtime(), a)
			if err != nil {
				return nil, err
			}
			v, err := l.Call(fn, arg)
			if err != nil {
				return nil, err
			}
			if out[i], _, err = jsrt.Plain(v); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
}

// JSArgument is a as a JavaScript value of rt, its jsrt.Returns fields functions.
func JSArgument(rt *goja.Runtime, a any) (goja.Value, error) {
	parse := func(v any) (goja.Value, error) {
		data, err := jslit.Marshal(v) // a literal in which a __proto__ key stays a key
		if err != nil {
			return nil, err
		}
		return rt.RunString("(" + string(data) + ")")
	}
	m, ok := a.(map[string]any)
	if !ok {
		return parse(a)
	}
	obj := rt.NewObject()
	for k, v := range m {
		if r, ok := v.(jsrt.Returns); ok {
			_ = obj.Set(k, func() (goja.Value, error) { return parse(r.Value) })
			continue
		}
		val, err := parse(v)
		if err != nil {
			return nil, err
		}
		_ = obj.Set(k, val)
	}
	return obj, nil
}

// nodeCalls is the Node process that calls the functions of a config evaluated in Node, one
// for all of them, started at the first call; Close ends it.
func (cfg *Config) nodeCalls(ev *evaluated) *jsrt.NodeCalls {
	if cfg.node == nil {
		cfg.node = jsrt.NewNodeCalls(cfg.File, ev.env)
	}
	return cfg.node
}

// Close ends what the config keeps running for the build (the Node process of its functions)
// and drops the remark plugins' texts the build did not use from the build cache.
func (cfg *Config) Close() {
	if cfg.node != nil {
		cfg.node.Close()
	}
	cfg.remarkCache.keep()
}

// optionPath is where the instance's option name is in the config: its options are the second
// element of the entry its Key names ("presets[0].docs" is at presets[0][1].docs).
// An instance a preset returned is keyed by its place in the preset's list ("presets[0] (x),
// its plugins[4]", options at its plugins[4][1]).
func (c *ContentOptions) optionPath(name string) string {
	if fromPreset(c.Key) {
		return c.Key + "[1]." + name
	}
	return entryIndex.ReplaceAllString(c.Key, "$0[1]") + "." + name
}

var entryIndex = regexp.MustCompile(`^\w+\[\d+\]`)

// contentFunction reports whether a function dropped from the config's data is one a content
// plugin instance calls: a docs instance's editUrl or sidebarItemsGenerator, a blog's editUrl.
func (c *Config) contentFunction(dropped string) bool {
	for _, d := range c.Docs {
		if d.EditURLs != nil && d.optionPath("editUrl") == dropped ||
			d.SidebarItemsGenerator != nil && d.optionPath("sidebarItemsGenerator") == dropped {
			return true
		}
	}
	for _, b := range c.Blogs {
		if b.EditURL != nil && b.optionPath("editUrl") == dropped {
			return true
		}
	}
	return false
}

// liveValue is the value at path ("presets[0][1].docs.editUrl") of the live config.
func liveValue(v goja.Value, path string) goja.Value {
	for _, seg := range pathSegments.FindAllString(path, -1) {
		obj, ok := v.(*goja.Object)
		if !ok {
			return nil
		}
		if n, err := strconv.Atoi(seg); err == nil {
			v = obj.Get(strconv.Itoa(n))
		} else {
			v = obj.Get(seg)
		}
	}
	return v
}

var pathSegments = regexp.MustCompile(`[^.\[\]]+`)
