package jsplugin

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/dop251/goja"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// This file runs plugins in Node: a plugin module in a Node process of its own, made again
// there for each later stage; a function of the config in the config's Node process.

// nodePlugin instantiates a plugin module in Node and prints what gosaurus uses of it as JSON;
// with input.preset, the module is a preset and the plugin the function it returned there. An
// instance made again for a later stage gets its content as input.loaded; with
// input.allContent it runs the instance's contentLoaded, and with input.postBuild, the props
// of a postBuild, then its postBuild with them, its context and its content, once the build
// is written.
const nodePlugin = config.NodeLoad + config.NodeInstantiate + jsrt.ReviveRegExps + presetPlugin + `
const [file, input] = [process.argv[1], JSON.parse(require('fs').readFileSync(0, 'utf8'))];
input.options = reviveRegExps(input.options);
input.context.siteConfig = siteConfigDefaults(input.context.siteConfig);
lossyOptions = !!input.lossyOptions;
standIns(input.standIns);
globalThis.gosaurusContent = input.content;
(async () => {
  let [m, fn] = await load(file);
  if (input.preset && typeof fn === 'function') {
    // A function the preset at file returned: the preset runs again, with the locale's context.
    m = undefined;
    [fn, input.options] = await presetPlugin(fn, input.context, input.preset);
  }
  if (typeof fn !== 'function') throw new Error('the module exports no plugin function');
  let kept;
  const out = await instantiate(m, fn, input.context, input.options, file, (p, content) => { kept = {p, content}; }, input.loaded);
  if (kept && input.allContent) await contentLoaded(kept.p, kept.content, input.allContent, out, input.context.generatedFilesDir);
  if (!input.postBuild) return reply(out);
  if (kept && kept.p.postBuild) await kept.p.postBuild(postBuildProps(input.context, input.postBuild, kept.content));
  reply({});
})().catch(fail);
`

// presetPlugin is the JavaScript function that runs fn, a preset, with context and the options
// of preset (a config.PresetFunction), and gives the plugin it returned as a function at
// preset's list and index, with its options: [plugin, options].
const presetPlugin = `
async function presetPlugin(fn, context, preset) {
  const e = (((await fn(context, preset.options)) || {})[preset.list] || [])[preset.index];
  return Array.isArray(e) ? [e[0], e[1] || {}] : [e, {}];
}
`

// inNode instantiates a plugin the config runtime could not (why) in Node, as Docusaurus does;
// without Node, or when Node fails too, the plugin is left out with one warning.
func (m *maker) inNode(e config.JSEntry, path, dir, label string, why error) error {
	cfg := m.cfg
	file := configFile(cfg)
	warn := func(reason string) {
		m.warn(fmt.Sprintf("%s: %s: %s could not be run by gosaurus (%s); the build goes on without it", file, e.Key, label, reason))
	}
	if path == "" || !jsrt.NodeAvailable() {
		warn(firstLine(why))
		return nil
	}
	in, err := moduleInNode(cfg, path, nodeInput(cfg, e))
	if threw := threwError(cfg, e.Key, label, in); threw != nil {
		return threw
	}
	if err != nil {
		warn("Node: " + firstLine(err))
		return nil
	}
	if in.Extends != nil {
		return m.useExtended(in, e, path, label)
	}
	in.ContentLoaded = func(all map[string]map[string]any) (config.Instance, error) {
		return moduleInNode(cfg, path, laterStage(cfg, e, in, all))
	}
	in.PostBuild = postBuildInNode(cfg, path, e, in)
	in.PostCSS = m.postCSSHook(e, path, in)
	return m.usePlugin(in, dir, e, label)
}

// nodeInput is what a plugin run in Node gets: its context, with the config's data as the
// siteConfig, and its options as plain data.
func nodeInput(cfg *config.Config, e config.JSEntry) map[string]any {
	opts, dropped, _ := jsrt.Plain(e.Opts) // part of the config or a preset's output, which are trees
	if opts == nil {
		opts = map[string]any{}
	}
	opts = jsrt.WithRegExps(e.Opts, opts)
	ctx := cfg.PluginContext()
	ctx["siteConfig"] = cfg.Site
	input := map[string]any{"context": ctx, "options": opts, "standIns": config.StandIns, "lossyOptions": e.Lossy || len(dropped) > 0}
	if e.Preset != nil {
		input["preset"] = e.Preset
	}
	return input
}

// moduleInNode runs nodePlugin on the plugin module at path with input, and again on the
// module bundled as CommonJS where Node could not load it as it is: Docusaurus's loader takes
// ESM syntax in a CommonJS package and imports without extensions; Node does not.
func moduleInNode(cfg *config.Config, path string, input map[string]any) (config.Instance, error) {
	var in config.Instance
	out, err := config.RunNodeModule(cfg, nodePlugin, path, input)
	if err == nil {
		err = json.Unmarshal(out, &in)
	}
	if err == nil && in.Failed != "" {
		err = errors.New(in.Failed)
	}
	return in, err
}

// laterStage is the input of nodePlugin for a stage after the content of in, an instance of
// e: the module is instantiated again with its context and options as plain data, and its
// contentLoaded runs with allContent. Its content is handed to it where it is plain data;
// otherwise its loadContent runs again.
func laterStage(cfg *config.Config, e config.JSEntry, in config.Instance, allContent map[string]map[string]any) map[string]any {
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
func postBuildInNode(cfg *config.Config, path string, e config.JSEntry, in config.Instance) func(map[string]any, map[string]map[string]any) error {
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

// loadPluginsInNode instantiates the plugins of a config that ran in Node in Node as well:
// those written as functions in the config's own Node process, which keeps them loaded.
func (m *maker) loadPluginsInNode() error {
	cfg, host := m.cfg, m.host
	for _, e := range host.Entries {
		if e.Preset != nil {
			if err := m.fromPreset(e); err != nil {
				return err
			}
			continue
		}
		if e.InNode {
			if err := m.functionInNode(e); err != nil {
				return err
			}
			continue
		}
		path, err := config.PluginModule(cfg, e)
		if err != nil {
			return err
		}
		if err := m.inNode(e, path, filepath.Dir(path), config.ModuleLabel(cfg.SiteDir, e.Name), config.ErrConfigInNode); err != nil {
			return err
		}
	}
	return nil
}

// functionInNode instantiates a plugin written as a function in a config that ran in Node, in
// host's Node process, which keeps the config loaded, and runs its hooks there; the instance
// stays there for its postBuild and configurePostCss. A plugin that fails is left out with a
// warning.
func (m *maker) functionInNode(e config.JSEntry) error {
	cfg, host := m.cfg, m.host
	in, err := functionInstance(cfg, host.Node(), e)
	if threw := threwError(cfg, e.Key, "an inline plugin", in); threw != nil {
		return threw
	}
	if err != nil {
		m.warn(fmt.Sprintf("%s: %s: an inline plugin could not be run by gosaurus (%s); the build goes on without it", configFile(cfg), e.Key, firstLine(err)))
		return nil
	}
	in.PostCSS = m.postCSSHook(e, "", in)
	return m.usePlugin(in, cfg.SiteDir, e, "an inline plugin")
}

// functionInstance runs nodeFunctionPlugin on the function at e.key of the config loaded in
// node: what its hooks gave, and its postBuild, called on the same instance.
func functionInstance(cfg *config.Config, node *jsrt.NodeCalls, e config.JSEntry) (config.Instance, error) {
	var in config.Instance
	res, err := node.CallWith(e.Key, nodeFunctionPlugin, []any{map[string]any{"key": e.Key, "context": cfg.PluginContext()}}, config.PluginNodeTimeout)
	if err != nil {
		return in, err
	}
	if err = decode(res[0], &in); err == nil && in.Failed != "" {
		err = errors.New(in.Failed) // its validateOptions or plugin function threw
	}
	in.ContentLoaded = func(all map[string]map[string]any) (config.Instance, error) {
		var got config.Instance
		if all == nil {
			all = map[string]map[string]any{}
		}
		res, err := node.CallWith(e.Key, nodeFunctionPlugin, []any{map[string]any{"key": e.Key, "allContent": all}}, config.PluginNodeTimeout)
		if err != nil {
			return got, err
		}
		return got, decode(res[0], &got)
	}
	in.PostBuild = func(props map[string]any, _ map[string]map[string]any) error {
		_, err := node.CallWith(e.Key, nodeFunctionPlugin, []any{map[string]any{"key": e.Key, "postBuild": props}}, config.PluginNodeTimeout)
		return err
	}
	return in, err
}

// functionViaNode instantiates e, a plugin written as a function in a config the config
// runtime ran, in Node instead (see functionInstance), for what the config runtime cannot do:
// the config is loaded in Node too, all the plugin's hooks run there once and its postBuild
// later on the same instance. ok is false, and the caller does without Node, where node is
// not installed, for a function a preset run in the config runtime returned (Node finds a
// function by its path in the config), and when Node fails too (err).
func (m *maker) functionViaNode(e config.JSEntry) (in config.Instance, ok bool, err error) {
	cfg, host := m.cfg, m.host
	if !e.OfConfig() || !jsrt.NodeAvailable() {
		return in, false, nil
	}
	in, err = functionInstance(cfg, host.Node(), e)
	return in, err == nil, err
}

// functionWithPostBuild runs e in Node (functionViaNode) when plugin, what its function
// returned in the config runtime, has a postBuild: postBuild writes files, which the config
// runtime cannot (its fs only reads), and in Node it gets the very content its contentLoaded
// got. viaNode reports that it did; when Node fails, a warning says why the postBuild is left
// out, and the config runtime runs the other hooks.
func (m *maker) functionWithPostBuild(e config.JSEntry, plugin *goja.Object, label string) (config.Instance, bool) {
	cfg := m.cfg
	if _, ok := goja.AssertFunction(plugin.Get("postBuild")); !ok {
		return config.Instance{}, false
	}
	in, viaNode, err := m.functionViaNode(e)
	if err != nil {
		m.warn(fmt.Sprintf("%s: %s: plugin %s: its postBuild could not be run in Node (%s); gosaurus runs its other hooks without it", configFile(cfg), e.Key, label, firstLine(err)))
	}
	return in, viaNode
}

// nodeFunctionPlugin is the helper (see jsrt.NodeCalls.CallWith) that runs a plugin written as
// a function, entry (fn or [fn, options]), in the Node process of its config: {key, context}
// instantiates it with the config as its siteConfig, runs its hooks up to its content and
// keeps it by key; {key, allContent} runs the kept instance's contentLoaded; {key, postBuild:
// props} its postBuild with its context, props and content, as Docusaurus calls it.
const nodeFunctionPlugin = `async (entry, arg, {config, state, require}) => {
const siteConfigDefaults = ` + config.SiteConfigDefaults + `;
` + config.NodeInstantiate + `
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
