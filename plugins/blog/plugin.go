package blog

import "gosaurus/plugins/plugin"

// PluginName is the blog plugin's name, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-blog"

// Plugin is an instance of the blog plugin, with its loaded blog: its postBuild writes the
// feeds.
type Plugin struct {
	Blog *Blog
}

// Name is the plugin's name in Docusaurus.
func (Plugin) Name() string { return PluginName }

// PostBuild writes the blog's feeds, whose items carry the content of the rendered post pages.
func (p Plugin) PostBuild(b *plugin.Built) error {
	files, err := p.Blog.Feeds(b.Config, b.PageHTML)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := b.Site.Add(f.Path, f.Contents); err != nil {
			return err
		}
	}
	return nil
}
