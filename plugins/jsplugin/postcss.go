package jsplugin

import (
	"maps"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
)

// ConfigurePostCSS is its configurePostCss, which the bundle stage runs in the config's Node
// process with the other plugins' before it runs PostCSS there.
func (p *Plugin) ConfigurePostCSS() (plugin.PostCSS, bool) {
	h := p.JS.PostCSS
	if h == nil {
		return plugin.PostCSS{}, false
	}
	out := plugin.PostCSS{Configure: h.Configure, Source: p.JS.Source + ": plugin " + p.JS.Name}
	if h.Node != nil { // a nil *NodeCalls would be a NodeProcess that is not nil
		out.Node = h.Node
	}
	return out, true
}

// postCSSHook is the configurePostCss of in, an instance of e (a module at path, "" for a
// function of the config), run in the config's Node process, where the processor that
// PostCSS runs with is made too: in Docusaurus a plugin's configurePostCss hands on the very
// plugin objects (require('tailwindcss')) that PostCSS runs. A function the config's process
// keeps an instance of (functionInstance) runs on that instance; any other plugin is made
// again there, once, from its module (or the preset module that returned it) or its function
// in the config. nil without a configurePostCss, or for a function a preset run in the config
// runtime returned, which that process cannot find.
func (m *maker) postCSSHook(e config.JSEntry, path string, in config.Instance) *config.PostCSSHook {
	cfg, host := m.cfg, m.host
	if !slices.Contains(in.Hooks, "configurePostCss") || (path == "" && !e.OfConfig() && !e.InNode) {
		return nil
	}
	if !jsrt.NodeAvailable() {
		return &config.PostCSSHook{}
	}
	node, at := host.Node(), e.Key
	if path != "" {
		at = "" // the helper loads the module itself
	}
	arg := map[string]any{"key": e.Key, "module": path, "options": in.Options, "context": cfg.PluginContext()}
	if e.Preset != nil {
		arg["preset"] = e.Preset
	}
	return &config.PostCSSHook{Node: node, Configure: func(key string) error {
		a := maps.Clone(arg)
		a["into"] = key
		_, err := node.CallWith(at, nodePostCSS, []any{a}, config.PluginNodeTimeout)
		return err
	}}
}

// nodePostCSS is the helper (see jsrt.NodeCalls.CallWith) that runs a plugin's
// configurePostCss in the config's Node process on the PostCSS options kept at state[key]
// (Docusaurus's applyConfigurePostCss: what it returns replaces them), key being arg.into.
// The plugin is arg.key's entry in the config (the value the helper gets), or arg.module with
// arg.options as validated (with arg.preset, the function that preset module returned).
const nodePostCSS = `async (entry, arg, {config, state, require}) => {
  const siteConfigDefaults = ` + config.SiteConfigDefaults + `;` + presetPlugin + `
  const made = state.gosaurusPostCSSPlugins || (state.gosaurusPostCSSPlugins = {});
  let plugin = state[arg.key] && state[arg.key].plugin || made[arg.key];
  if (!plugin) {
    const context = {...arg.context, siteConfig: siteConfigDefaults(config)};
    let fn, options = arg.options || {};
    if (arg.module) {
      let m;
      try { m = require(arg.module); } catch (e) {
        if (e.code !== 'ERR_REQUIRE_ESM') throw e;
        m = await import(require('url').pathToFileURL(arg.module).href);
      }
      fn = typeof m === 'function' ? m : m.default;
      if (arg.preset) {
        // The module is a preset, which returned the plugin as a function.
        [fn] = await presetPlugin(fn, context, arg.preset);
      }
    } else {
      [fn, options] = Array.isArray(entry) ? entry : [entry, {}];
    }
    plugin = made[arg.key] = await fn(context, options || {});
  }
  const s = state[arg.into];
  s.options = plugin.configurePostCss(s.options);
}`
