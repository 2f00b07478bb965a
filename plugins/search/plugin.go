package search

import (
	"fmt"

	"gosaurus/plugins/plugin"
)

// Plugin is the built-in offline search's instance: its postBuild writes the index.
type Plugin struct {
	// Pages is what to index: the doc pages as the render stage split them into sections
	// (so no page's HTML stays in memory until the post-build stage).
	Pages func() Input
}

// Name names the search built into gosaurus, which has no Docusaurus plugin of its own.
func (Plugin) Name() string { return "gosaurus-search" }

// PostBuild writes the index files.
func (p Plugin) PostBuild(b *plugin.Built) error {
	files, err := Build(p.Pages())
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := b.Site.Add(f.Path, f.Contents); err != nil {
			return err
		}
	}
	b.Step("search", fmt.Sprintf("%d index files", len(files)))
	return nil
}
