package config

import (
	"cmp"
	"slices"
)

// Entry is one plugin of the site at its place in Docusaurus's order (loadPluginConfigs of
// @docusaurus/core 3.8.1): the presets' plugins, then the presets' themes, then the config's
// plugins, then its themes, each list in the order written. That order is the order of the
// plugins' client modules (so of their CSS), of their HTML tags, of their theme folders (a
// later one's component wins) and of their routes. plugins/registry makes the instances by
// walking Config.Entries.
type Entry struct {
	Kind Kind
	Name string // Docusaurus's name: "@docusaurus/plugin-content-docs", a JavaScript plugin's own
	ID   string // the instance's id option, "default" without one
	Key  string // where the config lists it: "plugins[3]", "presets[0].docs"
	// Index is where the instance is in the field of the config its Kind names.
	Index int
	at    Place
}

// Kind says which field of the config holds an entry's instance.
type Kind int

const (
	KindDocs      Kind = iota // Config.Docs
	KindBlog                  // Config.Blogs
	KindPages                 // Config.Pages
	KindRedirects             // Config.ClientRedirects
	KindBuiltIn               // Config.Plugins: the other plugins gosaurus builds in
	KindJS                    // Config.JSHost().Entries: a JavaScript plugin, made by the registry
)

// Place is where the config lists a plugin, compared in Docusaurus's order: by list, then by
// preset, then by index in the list.
type Place struct {
	list   int // one of the lists below
	preset int // the preset's index in presets, for the presets' lists
	index  int // the entry's index in its list, as the config (or the preset) wrote it
}

// The lists of plugins, in Docusaurus's order.
const (
	presetPlugins = iota
	presetThemes
	sitePlugins
	siteThemes
)

// compare orders two places as Docusaurus orders plugins.
func (p Place) compare(q Place) int {
	return cmp.Or(cmp.Compare(p.list, q.list), cmp.Compare(p.preset, q.preset), cmp.Compare(p.index, q.index))
}

// siteList is the Place list of the config's own list named key ("plugins" or "themes").
func siteList(key string) int {
	if key == "themes" {
		return siteThemes
	}
	return sitePlugins
}

// presetList is the Place list of a preset's list of kind ("plugins" or "themes").
func presetList(kind string) int {
	if kind == "themes" {
		return presetThemes
	}
	return presetPlugins
}

// addEntry records a plugin of kind at its place; index is its instance's in the kind's field.
func (c *Config) addEntry(kind Kind, at Place, name, id, key string, index int) {
	c.Entries = append(c.Entries, Entry{Kind: kind, Name: name, ID: id, Key: key, Index: index, at: at})
}

func (c *Config) addBuiltIn(at Place, p PluginEntry) {
	c.Plugins = append(c.Plugins, p)
	id, _ := p.Options["id"].(string)
	c.addEntry(KindBuiltIn, at, p.Name, cmp.Or(id, "default"), p.Key, len(c.Plugins)-1)
}

// sortEntries puts the entries in Docusaurus's order once every plugin is known: the config
// reads the built-in plugins before the JavaScript ones, and the classic preset's themes with
// its plugins. Entries of one place keep the order they were added in.
func (c *Config) sortEntries() {
	slices.SortStableFunc(c.Entries, func(a, b Entry) int { return a.at.compare(b.at) })
}
