// Package webpack is the model of the parts of a webpack config that gosaurus's bundler
// follows when a plugin's configureWebpack gives them, beyond how modules resolve: module
// rules with the common loaders, and copy-webpack-plugin's patterns. It is part of the plugin
// contract and imports nothing of the project.
package webpack

// Rule is one of module.rules: the files it matches load as its Kind says.
type Rule struct {
	// Test, Include and Exclude are webpack's conditions on a module's path, as Go regular
	// expressions (the plugin's RegExps, or a path prefix for a string); Query is the
	// resourceQuery's on the import's query ("?raw"). Empty Test and Query match any file.
	Test    string   `json:"test"`
	Include []string `json:"include"`
	Exclude []string `json:"exclude"`
	Query   string   `json:"query"`
	// Kind is how a matched file loads: "source" (type asset/source, raw-loader: its text is
	// the default export), "resource" (asset/resource, file-loader: a file of the build,
	// whose URL is the default export), "inline" (asset/inline: a data: URL), "asset" (asset,
	// url-loader: inline when smaller than Limit bytes, else a resource), "yaml" (yaml-loader:
	// the data), "json" (type json), "mdx" (@docusaurus/mdx-loader: markdown compiled as the
	// content plugins' pages are) or "node" (Loaders, which gosaurus does not have: run in
	// Node as webpack runs them).
	Kind  string `json:"kind"`
	Limit int    `json:"limit"`
	// Metadata, for kind "mdx": by file, the JSON file whose data the compiled file exports as
	// metadata (mdx-loader's metadataPath option).
	Metadata map[string]string `json:"metadata"`
	// Loaders are the rule's loaders of kind "node", in the order given (webpack applies the
	// last first).
	Loaders []Loader `json:"loaders"`
	// Source is where the plugin gave it ("module.rules[2]"), for messages.
	Source string `json:"source"`
}

// Loader is a webpack loader that runs in Node: its module as the rule names it (a path, or a
// package resolved from the site folder; "name?query" gives its options as a query) and its
// options, plain data.
type Loader struct {
	Loader  string `json:"loader"`
	Options any    `json:"options"`
}

// Copy is one pattern of copy-webpack-plugin: the file or folder From, relative to Context,
// itself relative to the site folder, copied to To, a path in the build folder ("" for its
// root). A folder's files keep their paths under To; a file is copied to To when To has an
// extension, else under it with its own name, as copy-webpack-plugin guesses.
type Copy struct {
	From    string `json:"from"`
	To      string `json:"to"`
	Context string `json:"context"`
	// Optional: a From that does not exist is no error (its noErrorOnMissing).
	Optional bool `json:"noErrorOnMissing"`
}

// Replacement is one of webpack's NormalModuleReplacementPlugin: an import whose request
// ("tty", "@theme/Redoc/Styles") matches Test, a Go regular expression, imports To instead: a
// file (absolute, or relative to the importing file) or a package.
type Replacement struct {
	Test   string `json:"test"`
	To     string `json:"to"`
	Source string `json:"source"` // the plugin that gave it, for messages
}
