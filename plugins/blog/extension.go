package blog

import (
	"encoding/json"
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/plugins/plugin"
)

// extended is what a site's plugin that extends the blog (config.ContentExtension) made of
// its content.
type extended struct {
	metadata   map[*Post]map[string]any // posts' metadata its createData replaced
	routes     config.PluginRoutes
	globalData any
}

// extend runs ext, the contentLoaded of a site's plugin wrapping the blog, on b's content. A
// file it gives createData under the name of the file Docusaurus's MDX loader reads a post's
// metadata from (docuHash of the post's source) replaces that metadata, as it does in
// Docusaurus: the "related posts" recipe adds to it so.
func extend(b *Blog, ext config.ContentExtension) (*extended, error) {
	out, err := ext(b.docusaurusContent())
	if err != nil {
		return nil, err
	}
	e := &extended{metadata: map[*Post]map[string]any{}, routes: out.Routes, globalData: out.GlobalData}
	byName := make(map[string]*Post, len(b.Posts))
	for _, p := range b.Posts {
		byName[content.DocuHash("@site/"+p.Source)+".json"] = p
	}
	for path, text := range out.Routes.Data {
		var m map[string]any
		if p := byName[filepath.Base(path)]; p != nil && json.Unmarshal([]byte(text), &m) == nil {
			e.metadata[p] = m
		}
	}
	return e, nil
}

// docusaurusContent is the blog as Docusaurus's loadContent gives it to contentLoaded: the
// posts (their text left out), the list pages and the tags, each naming its posts by id.
func (b *Blog) docusaurusContent() map[string]any {
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

// add adds to a what the extension's contentLoaded gave addRoute, createData and
// setGlobalData.
func (e *extended) add(a *plugin.Added, id string) {
	a.PluginRoutes = append(a.PluginRoutes, e.routes)
	if e.globalData != nil {
		a.GlobalData = map[string]map[string]any{PluginName: {id: e.globalData}}
	}
}
