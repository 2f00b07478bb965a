// Package pluginenv is how the build asks for a locale's plugin instances: the Registry it
// is handed (plugins/registry's Plugins) and what of the build it hands the registry beside
// the config (Env). The plugins that need the build's own values (how the site's code runs,
// the markdown kept from the build before) receive them as they are made, so that the plugin
// contract names none of the generator's types. It is a package of its own, not the
// pipeline's, because the pipeline's tests build with plugins/registry, which imports this.
package pluginenv

import (
	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
)

// Registry makes the plugin instances of a locale from its config, in the order their
// stages run (Docusaurus's: the presets' plugins, then their themes, then the site's plugins
// and themes; see config.Entry). The build calls it for
// each locale of each build, so what env holds is that build's. Its error is a plugin's
// options refused. The CLI hands the build plugins/registry's.
type Registry func(cfg *config.Config, env Env) ([]plugin.Plugin, error)

// Env is what of the build a Registry makes plugins with, beside the config.
type Env struct {
	// Dev is for the dev server's builds, which leave out what does nothing outside
	// production builds.
	Dev bool
	// Warn reports a plugin left out (a package it needs is not installed); never nil.
	Warn func(msg string)
	// JS is how the site's code runs (sidebars files).
	JS jsrt.Options
	// Parses is the parsed markdown kept from the build before; nil for none.
	Parses *content.Parses
}
