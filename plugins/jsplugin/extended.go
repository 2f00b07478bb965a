package jsplugin

import (
	"fmt"
	"slices"

	"github.com/dop251/goja"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// This file uses a site's plugin module that wraps a content plugin gosaurus builds itself
// (the stand-in the config runtime and Node give it: see config.StandIns).

// useExtended makes the content plugin instance that in, a wrapper's instance of the stand-in,
// stands for, with its options; the wrapper's own contentLoaded becomes the instance's
// Extension when Node can run it (the module at path, instantiated again there).
func (m *maker) useExtended(in config.Instance, e config.JSEntry, path, label string) error {
	cfg := m.cfg
	file := configFile(cfg)
	opts := in.Extends.Options
	if opts == nil {
		opts = map[string]any{}
	}
	if in.Extends.Plugin != "blog" {
		return &config.Error{File: file, Key: e.Key, Msg: fmt.Sprintf("%s extends the %s plugin, which gosaurus cannot extend", label, in.Extends.Plugin)}
	}
	b, err := m.host.Blog(e, opts, m.blogs)
	if err != nil {
		return err
	}
	m.blogs = append(m.blogs, b)
	m.made[e.Key] = Made{Blog: &b}
	var skipped []string
	for _, k := range in.Hooks {
		if k != "contentLoaded" && !slices.Contains(in.StandInHooks, k) && !slices.Contains(quietHooks, k) {
			skipped = append(skipped, k)
		}
	}
	if len(skipped) > 0 {
		m.warn(fmt.Sprintf("%s: %s: plugin %s: gosaurus builds the blog it extends and runs its own contentLoaded, but skips its %v", file, e.Key, label, skipped))
	}
	if slices.Contains(in.StandInHooks, "contentLoaded") {
		return nil // the wrapper adds nothing to contentLoaded
	}
	if path == "" || !jsrt.NodeAvailable() {
		m.warn(fmt.Sprintf("%s: %s: plugin %s: gosaurus builds the blog it extends, without its own contentLoaded, which needs a plugin module and Node", file, e.Key, label))
		return nil
	}
	b.Extension = func(content any) (config.JSAdded, error) {
		input := nodeInput(cfg, e)
		input["content"] = content
		input["allContent"] = map[string]any{}
		got, err := moduleInNode(cfg, path, input)
		if err != nil {
			return config.JSAdded{}, fmt.Errorf("%s: %s: plugin %s: contentLoaded() failed: %v", file, e.Key, label, err)
		}
		return config.JSAdded{Routes: routesOf(cfg, got, got.Name, file+": "+e.Key), GlobalData: got.GlobalData}, nil
	}
	return nil
}

// gojaExtension is what useExtended needs of plugin, an instance the config runtime made, when
// it is a wrapper's instance of a content plugin's stand-in; false otherwise.
func gojaExtension(plugin *goja.Object) (config.Instance, bool) {
	ext, ok := plugin.Get("gosaurusExtends").(*goja.Object)
	if !ok {
		return config.Instance{}, false
	}
	var in config.Instance
	data, _, _ := jsrt.Plain(ext) // the stand-in's own record of its options, which are plain data
	m, _ := data.(map[string]any)
	in.Extends = &config.Extension{}
	in.Extends.Plugin, _ = m["plugin"].(string)
	in.Extends.Options, _ = m["options"].(map[string]any)
	for _, k := range plugin.Keys() {
		fn, ok := plugin.Get(k).(*goja.Object)
		if !ok {
			continue
		}
		if _, ok := goja.AssertFunction(fn); !ok {
			continue
		}
		in.Hooks = append(in.Hooks, k)
		if v := fn.Get("gosaurusStandIn"); v != nil && v.ToBoolean() {
			in.StandInHooks = append(in.StandInHooks, k)
		}
	}
	return in, true
}
