package content

import "gosaurus/generator/markdown"

// MarkdownProvider is a plugin that gives the markdown files it loaded, which the compile
// stage compiles to modules once every plugin's content is loaded (Docusaurus compiles them as
// the bundler loads them, with its MDX loader). The compile stage's interface lives here, with
// the content plugins' reading of markdown, rather than in the plugin contract, which names
// no type of the generator's (a file's *markdown.Parsed).
type MarkdownProvider interface {
	MarkdownFiles() []MarkdownFile
}

// MarkdownFile is a markdown file a plugin loaded, and how it is compiled.
type MarkdownFile struct {
	// Key names the compiled module: route.Body's and route.Markdown's Source or Key.
	Key  string
	File string // absolute
	// Read is the file read instead of File, "" for File: a doc's translation, whose relative
	// images and files are next to it, as Docusaurus compiles the file it reads.
	Read      string
	Source    string // relative to the site, for messages
	Permalink string // of its page
	Parsed    *markdown.Parsed
	Hash      string // of the file's contents, "" to compile it whatever the build before did
	// Keep: Parsed is kept for the next build (Parses), so its tree stays once it is
	// compiled.
	Keep bool
	// Part: it is part of a file the plugin also gives (a post's excerpt), whose notices are
	// that file's.
	Part bool
	// Roots are the folders its links starting with "/" point into, its own first (a docs
	// version's folder, then its translation's).
	Roots []string
	// Targets are the files its markdown links may name, by path, with their permalinks: the
	// plugin's own (every version of a docs instance).
	Targets map[string]string
	// Linkable: the markdown a page imports (a partial), wherever it is, may link to this file.
	Linkable bool
	// Render are the markdown options of the plugin instance it is compiled with (its npm2yarn),
	// which the plugin gives from its own options.
	Render markdown.RenderOptions
}
