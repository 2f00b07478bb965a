package idealimage

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// Plugin is an instance of @docusaurus/plugin-ideal-image: its loader resizes the PNG and
// JPEG images that code imports (the dev server shows the originals while disableInDev is
// true), keeping the copies in the build cache when there is one.
type Plugin struct {
	File  string             // the config file, for messages
	Entry config.PluginEntry // its entry in the config
	Dev   bool               // a dev server's build
	proc  *Processor         // nil when the originals are shown
	store plugin.Store       // nil without a build cache
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return "docusaurus-plugin-ideal-image" }

// LoadContent reads the plugin's options and readies its loader.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	opts, err := ReadOptions(p.File, p.Entry)
	if err != nil || (p.Dev && opts.DisableInDev) {
		return err
	}
	var store Store
	if ctx.Store != nil {
		p.store = ctx.Store("ideal-image")
		store = p.store
	}
	p.proc = NewProcessor(opts, store)
	return nil
}

// Client adds the plugin's labels ("Error. Click to reload") to the theme's.
func (*Plugin) Client() plugin.Client {
	return plugin.Client{Translations: []string{"plugin-ideal-image.json"}}
}

// Loaders is the image loader, none when the originals are shown.
func (p *Plugin) Loaders() []plugin.Loader {
	if p.proc == nil {
		return nil
	}
	return []plugin.Loader{p.proc}
}

// Bundled keeps in the build cache the images the bundles imported, and no others.
func (p *Plugin) Bundled() error {
	if p.proc == nil || p.store == nil {
		return nil
	}
	return p.store.Keep(p.proc.Keys())
}
