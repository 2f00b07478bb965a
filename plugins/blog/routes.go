package blog

import (
	"cmp"
	"encoding/json"

	"gosaurus/generator/jslit"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// ExcerptSuffix marks the compiled excerpt of a post (the post up to its truncate marker): the
// build compiles it under the post's source + ExcerptSuffix.
const ExcerptSuffix = "?truncated"

// routes are the routes of a blog: each page's theme component with Docusaurus's props, the
// blog sidebar always included, and either one post (content, in full) or a list of posts
// (items, their excerpts); with the sidebar's module and the posts' compiled markdown, whose
// metadata gives.
func routes(b *Blog, metadata func(*Post) map[string]any) plugin.Added {
	id := b.Options.ID
	// Named as the file Docusaurus generates, which a site's code may import.
	sidebar := route.Import("@generated/" + PluginName + "/" + id + "/blog-post-list-prop-" + id + ".json")
	a := plugin.Added{Data: map[string]any{string(sidebar): b.Sidebar}}
	context := route.Context{Plugin: route.PluginID{Name: PluginName, ID: id},
		Data: map[string]any{"blogMetadata": map[string]any{"blogBasePath": b.BasePath, "blogTitle": b.Options.BlogTitle, "authorsListPath": b.AuthorsPath}}}
	page := func(path, source, component string, props map[string]any) {
		if props == nil {
			props = map[string]any{}
		}
		props["sidebar"] = sidebar
		a.Routes = append(a.Routes, route.Route{Path: path, Component: component, Props: props, Context: context, Source: source})
	}
	markdown := func(key string, p *Post, meta map[string]any) route.Import {
		// Its imports resolve from the file read, a translation's from beside it.
		md := route.Markdown{Key: key, File: cmp.Or(p.Translation, p.File), Source: p.Source, Metadata: meta, Assets: map[string]any{"authorsImageUrls": []any{}}}
		a.Markdown = append(a.Markdown, md)
		return route.Import(md.Spec())
	}
	full := map[*Post]route.Import{}
	excerpt := map[*Post]route.Import{}
	for _, p := range b.Posts {
		meta := metadata(p)
		full[p] = markdown(p.Source, p, meta)
		excerpt[p] = full[p]
		if p.Excerpt != nil {
			excerpt[p] = markdown(p.Source+ExcerptSuffix, p, meta)
		}
	}
	items := func(posts []*Post) []any {
		list := []any{}
		for _, p := range posts {
			list = append(list, map[string]any{"content": excerpt[p]})
		}
		return list
	}
	source := "the blog plugin (" + id + ")"
	for _, p := range b.Posts {
		page(p.Permalink, p.Source, "@theme/BlogPostPage", map[string]any{"content": full[p]})
	}
	for _, l := range b.Lists {
		page(l.Metadata.Permalink, source, "@theme/BlogListPage", map[string]any{"metadata": l.Metadata, "items": items(l.Posts)})
	}
	if len(b.Tags) > 0 {
		var tags []map[string]any
		for _, g := range b.Tags {
			if !g.Unlisted {
				tags = append(tags, withDescription(map[string]any{"label": g.Label, "permalink": g.Permalink, "count": len(g.Posts)}, g.Description))
			}
		}
		page(b.TagsPath, source, "@theme/BlogTagsListPage", map[string]any{"tags": tags})
		for _, g := range b.Tags {
			tag := withDescription(map[string]any{"label": g.Label, "permalink": g.Permalink, "allTagsPath": b.TagsPath,
				"count": len(g.Posts), "unlisted": g.Unlisted}, g.Description)
			for _, l := range g.Pages {
				page(l.Metadata.Permalink, source, "@theme/BlogTagsPostsPage", map[string]any{"tag": tag, "listMetadata": l.Metadata, "items": items(l.Posts)})
			}
		}
	}
	if b.ArchivePath != "" {
		var posts []map[string]any
		for _, p := range Listed(b.Posts) {
			posts = append(posts, map[string]any{"metadata": p.Metadata()})
		}
		page(b.ArchivePath, source, "@theme/BlogArchivePage", map[string]any{"archive": map[string]any{"blogPosts": posts}})
	}
	if b.AuthorsPath != "" {
		var authors []map[string]any
		for _, au := range b.Authors {
			posts := b.PostsBy(au.Key)
			authors = append(authors, authorProp(au, len(posts)))
			if au.Page == nil {
				continue
			}
			// Docusaurus 3.8.1 pages an author's posts at <author>/authors/2 (authorsBasePath);
			// later versions use pageBasePath, so sites built with those differ here.
			opts := ListOptions{PageBasePath: b.Options.AuthorsBasePath, PostsPerPage: b.Options.PostsPerPage,
				BlogTitle: b.Options.BlogTitle, BlogDescription: b.Options.BlogDescription}
			for _, l := range Paginate(posts, au.Page.Permalink, opts) {
				page(l.Metadata.Permalink, source, "@theme/Blog/Pages/BlogAuthorsPostsPage",
					map[string]any{"author": authorProp(au, len(posts)), "listMetadata": l.Metadata, "items": items(l.Posts)})
			}
		}
		page(b.AuthorsPath, source, "@theme/Blog/Pages/BlogAuthorsListPage", map[string]any{"authors": authors})
	}
	return a
}

// withDescription adds a tag's description when it has one (the theme then titles its links).
func withDescription(tag map[string]any, description string) map[string]any {
	if description != "" {
		tag["description"] = description
	}
	return tag
}

// authorProp is an author as the authors pages read it: its fields and its number of posts.
func authorProp(a *Author, count int) map[string]any {
	var m map[string]any
	b, _ := jslit.Marshal(a) // an author is plain data, which always encodes
	_ = json.Unmarshal(b, &m)
	m["count"] = count
	return m
}
