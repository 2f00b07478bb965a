package blog

import (
	"sync"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// PluginName is the blog plugin's name, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-blog"

// Plugin is a blog plugin instance: it loads the blog, links its feeds from every page and
// writes them after the build.
type Plugin struct {
	Options Options
	// Config is the locale's config, which plugins/registry hands the instance as it makes
	// it: the blog's markdown reads its remark plugins and content folders.
	Config   *config.Config
	Blog     *Blog     // the loaded blog, once LoadContent has run
	extended *extended // what a site's plugin that extends it added; nil without one

	mu    sync.Mutex
	pages map[string]string // the rendered app HTML of the blog's routes, by path, for the feeds
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return PluginName }

// InstanceID is the instance's id option.
func (p *Plugin) InstanceID() string { return p.Options.ID }

// Content is the blog as Docusaurus's loadContent returns it, which JavaScript plugins'
// contentLoaded read in allContent.
func (p *Plugin) Content() any { return p.Blog.content() }

// content is the blog as Docusaurus's loadContent gives it to contentLoaded, an extension's
// (extend) and, in allContent, every JavaScript plugin's: the posts (their text left out),
// the list pages and the tags, each naming its posts by id.
func (b *Blog) content() map[string]any {
	ids := func(posts []*Post) []string {
		list := make([]string, len(posts))
		for i, p := range posts {
			list[i] = p.ID
		}
		return list
	}
	pages := func(lists []ListPage) []any {
		out := make([]any, len(lists))
		for i, l := range lists {
			out[i] = map[string]any{"metadata": l.Metadata, "items": ids(l.Posts)}
		}
		return out
	}
	posts := make([]any, len(b.Posts))
	for i, p := range b.Posts {
		posts[i] = map[string]any{"id": p.ID, "metadata": p.Metadata(), "content": ""}
	}
	tags := map[string]any{}
	for _, g := range b.Tags {
		tags[g.Permalink] = withDescription(map[string]any{"label": g.Label, "permalink": g.Permalink,
			"items": ids(g.Posts), "pages": pages(g.Pages), "unlisted": g.Unlisted}, g.Description)
	}
	authors := map[string]any{}
	for _, a := range b.Authors {
		authors[a.Key] = a
	}
	return map[string]any{"blogSidebarTitle": b.Options.BlogSidebarTitle, "blogPosts": posts,
		"blogListPaginated": pages(b.Lists), "blogTags": tags, "blogTagsListPath": b.TagsPath, "authorsMap": authors}
}

// LoadContent loads the blog's posts and makes its pages.
func (p *Plugin) LoadContent(*plugin.Context) error {
	bl, err := Load(p.Config, p.Options)
	p.Blog, p.pages = bl, map[string]string{}
	if err != nil || p.Options.Extension == nil {
		return err
	}
	p.extended, err = extend(bl, p.Options.Extension)
	return err
}

// InjectHTMLTags link the blog's feeds from every page's head, none when it has no posts or
// no feeds.
func (p *Plugin) InjectHTMLTags(cfg *site.Config) plugin.HTMLTags {
	b := p.Blog
	if len(b.Posts) == 0 {
		return plugin.HTMLTags{}
	}
	title := cfg.Title
	if b.Options.Feed.Title != nil {
		title = *b.Options.Feed.Title
	}
	var tags []head.Tag
	for _, t := range b.Options.Feed.Types {
		tags = append(tags, head.Tag{Name: "link", Attributes: map[string]string{"rel": "alternate", "type": feedMediaTypes[t],
			"href": content.URL(cfg.BaseURL, b.Options.RouteBasePath, feedPaths[t][0]), "title": title + " " + feedPaths[t][1]}})
	}
	return plugin.HTMLTags{Head: tags}
}

// ContentLoaded adds the routes of the blog's posts and lists, and their modules.
func (p *Plugin) ContentLoaded() (plugin.Added, error) {
	if p.extended == nil {
		return routes(p.Blog, (*Post).Metadata), nil
	}
	a := routes(p.Blog, func(post *Post) map[string]any {
		if m, ok := p.extended.metadata[post]; ok {
			return m
		}
		return post.Metadata()
	})
	p.extended.add(&a, p.Options.ID)
	return a, nil
}

// PageRendered keeps the HTML of the blog's own pages, whose content its feeds' items carry.
func (p *Plugin) PageRendered(r *route.Route, html string) {
	if r.Context.Plugin.Name != PluginName || r.Context.Plugin.ID != p.Options.ID {
		return
	}
	p.mu.Lock()
	p.pages[r.Path] = html
	p.mu.Unlock()
}

// PostBuild writes the blog's feeds, whose items carry the content of the rendered post pages.
func (p *Plugin) PostBuild(b *plugin.Built) error {
	files, err := p.Blog.Feeds(b.Config, func(path string) string { return p.pages[path] })
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

// MarkdownFiles are the blog's posts and their excerpts, which the list pages show; a post's
// links may name the other posts.
func (p *Plugin) MarkdownFiles() []content.MarkdownFile {
	bl := p.Blog
	targets := make(map[string]string, len(bl.Posts))
	for _, post := range bl.Posts {
		targets[post.File] = post.Permalink
	}
	var files []content.MarkdownFile
	for _, post := range bl.Posts {
		f := content.MarkdownFile{Key: post.Source, File: post.File, Read: post.Translation, Source: post.Source, Permalink: post.Permalink, Parsed: post.Parsed,
			Hash: post.Hash, Roots: []string{bl.Options.Path}, Targets: targets}
		f.Render = markdown.RenderOptions{Npm2Yarn: bl.Options.Npm2Yarn}
		files = append(files, f)
		if post.Excerpt != nil {
			f.Key, f.Parsed, f.Part = post.Source+ExcerptSuffix, post.Excerpt, true
			files = append(files, f)
		}
	}
	return files
}
