package config

import (
	"fmt"
	"slices"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// A site may extend a content plugin with a plugin module of its own that wraps the package's
// plugin function and adds to its hooks, as Docusaurus's documentation shows for the blog:
//
//	const blog = require('@docusaurus/plugin-content-blog');
//	module.exports = {...blog, default: async (context, options) => {
//	  const instance = await blog.default(context, options);
//	  return {...instance, async contentLoaded(args) { await instance.contentLoaded(args); … }};
//	}};
//
// gosaurus builds the blog itself, so a plugin module gets a stand-in for the package: its
// instance says which plugin it is and with which options, and the wrapper's spread copies
// that. The build then makes a blog instance of those options, and once the blog is loaded
// runs the wrapper's own contentLoaded, in Node, on the blog's content as Docusaurus shapes it
// (the stand-in's loadContent returns it, its contentLoaded does nothing: gosaurus adds the
// blog's own routes). See plugins/blog/extension.go for what is done with its results.

// blogStandIn is @docusaurus/plugin-content-blog as plugin modules see it.
const blogStandIn = `
const own = (hook) => Object.assign(hook, {gosaurusStandIn: true});
function pluginContentBlog(context, options) {
  return {
    name: 'docusaurus-plugin-content-blog',
    gosaurusExtends: {plugin: 'blog', options},
    loadContent: own(async () => globalThis.gosaurusContent),
    contentLoaded: own(async () => {}),
  };
}
module.exports = {default: pluginContentBlog, validateOptions: ({options}) => options};
`

// contentStandIns are the stand-ins of the content plugins a site's plugin module may extend.
var contentStandIns = map[string]string{"@docusaurus/plugin-content-blog": blogStandIn}

// extension is an instance's gosaurusExtends: the content plugin it stands for, and the
// options the wrapper gave it.
type extension struct {
	Plugin  string         `json:"plugin"`
	Options map[string]any `json:"options"`
}

// ContentExtension runs the hooks a site's plugin module adds to the content plugin it wraps
// on content, the instance's content as Docusaurus shapes it.
type ContentExtension func(content any) (JSAdded, error)

// useExtended makes the content plugin instance that in, a wrapper's instance of the stand-in,
// stands for, with its options; the wrapper's own contentLoaded becomes the instance's
// Extension when Node can run it (the module at path, instantiated again there).
func useExtended(cfg *Config, in instance, e pluginEntry, path, label string) error {
	file := rel(cfg.File)
	opts := in.Extends.Options
	if opts == nil {
		opts = map[string]any{}
	}
	if in.Extends.Plugin != "blog" {
		return &Error{File: file, Key: e.key, Msg: fmt.Sprintf("%s extends the %s plugin, which gosaurus cannot extend", label, in.Extends.Plugin)}
	}
	if err := addBlog(cfg, file, e.key, opts); err != nil {
		return err
	}
	var skipped []string
	for _, k := range in.Hooks {
		if k != "contentLoaded" && !slices.Contains(in.StandInHooks, k) && !slices.Contains(quietHooks, k) {
			skipped = append(skipped, k)
		}
	}
	if len(skipped) > 0 {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: plugin %s: gosaurus builds the blog it extends and runs its own contentLoaded, but skips its %v", file, e.key, label, skipped))
	}
	if slices.Contains(in.StandInHooks, "contentLoaded") {
		return nil // the wrapper adds nothing to contentLoaded
	}
	if path == "" || !jsrt.NodeAvailable() {
		cfg.Warnings = append(cfg.Warnings, fmt.Sprintf("%s: %s: plugin %s: gosaurus builds the blog it extends, without its own contentLoaded, which needs a plugin module and Node", file, e.key, label))
		return nil
	}
	b := &cfg.Blogs[len(cfg.Blogs)-1]
	b.Extension = func(content any) (JSAdded, error) {
		input := nodeInput(cfg, e)
		input["content"] = content
		input["allContent"] = map[string]any{}
		got, err := moduleInNode(cfg, path, input)
		if err != nil {
			return JSAdded{}, fmt.Errorf("%s: %s: plugin %s: contentLoaded() failed: %v", file, e.key, label, err)
		}
		return JSAdded{Routes: routesOf(cfg, got, got.Name, file+": "+e.key), GlobalData: got.GlobalData}, nil
	}
	return nil
}

// gojaExtension is what useExtended needs of plugin, an instance the config runtime made, when
// it is a wrapper's instance of a content plugin's stand-in; false otherwise.
func gojaExtension(plugin *goja.Object) (instance, bool) {
	ext, ok := plugin.Get("gosaurusExtends").(*goja.Object)
	if !ok {
		return instance{}, false
	}
	var in instance
	data, _, _ := jsrt.Plain(ext) // the stand-in's own record of its options, which are plain data
	m, _ := data.(map[string]any)
	in.Extends = &extension{}
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
