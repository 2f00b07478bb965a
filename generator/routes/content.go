package routes

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/pages"
)

// Loaded is what the pages and blog plugins add to the route table.
type Loaded struct {
	Pages []*pages.Page
	Blogs []*blog.Blog
	// Markdown is every compiled page and post by its source path; a post's excerpt (the
	// post up to its truncate marker) is at its source + ExcerptSuffix.
	Markdown map[string]*markdown.Doc
}

// ExcerptSuffix marks the compiled excerpt of a post in Loaded.Markdown.
const ExcerptSuffix = "?truncated"

// AddContent adds the routes of the pages and blogs, with their route modules and the modules
// they share. Two pages at one path are an error naming both.
func (t *Table) AddContent(c *Loaded) error {
	if t.shared == nil {
		t.shared = map[string]bundle.Module{}
	}
	if t.contents == nil {
		t.contents = map[string]content{}
	}
	owner := map[string]string{}
	for _, r := range t.Routes {
		switch {
		case r.Spec == SearchSpec:
			owner[r.Path] = "search"
		case r.Doc != nil:
			owner[r.Path] = r.Source
		}
	}
	add := func(r Route) error {
		if other, ok := owner[r.Path]; ok {
			if other == "search" {
				t.dropRoute(r.Path)
			} else {
				return fmt.Errorf("%s: the route %s is also the route of %s; give one of them another path", r.Source, r.Path, other)
			}
		}
		owner[r.Path] = r.Source
		r.Spec = "gosaurus-route:" + r.Path
		t.Routes = append(t.Routes, r)
		return nil
	}
	for _, p := range c.Pages {
		r := Route{Path: p.Permalink, Component: p.File, Context: pagesContext, Source: p.Source}
		if p.Markdown {
			meta := map[string]any{"title": p.Title, "description": p.Description, "permalink": p.Permalink,
				"source": "@site/" + p.Source, "frontMatter": p.FrontMatter}
			r.Component = "@theme/MDXPage"
			r.Props = map[string]any{"content": Import(t.contentModule(p.Source, p.File, c.Markdown[p.Source], meta))}
		}
		if err := add(r); err != nil {
			return err
		}
	}
	for _, b := range c.Blogs {
		for _, r := range t.blogRoutes(b, c.Markdown) {
			if err := add(r); err != nil {
				return err
			}
		}
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
	return nil
}

// The search page gives way to a page of the site at its path.
func (t *Table) dropRoute(path string) {
	for i, r := range t.Routes {
		if r.Path == path {
			t.Routes = append(t.Routes[:i], t.Routes[i+1:]...)
			return
		}
	}
}

// contentModule adds the module of a compiled markdown page or post as the theme's MDXPage and
// BlogPostProvider read it (a Content value), and returns its specifier: a post's module is
// shared by its page and the lists that show it.
func (t *Table) contentModule(key, file string, doc *markdown.Doc, metadata map[string]any) string {
	md := "gosaurus-md:" + key
	t.shared[md] = bundle.Module{Contents: doc.Module, Loader: api.LoaderJSX, ResolveDir: dirOf(file), Source: strings.TrimSuffix(key, ExcerptSuffix), SourceLine: doc.SourceLine}
	spec := "gosaurus-content:" + key
	t.contents[spec] = content{Content{Spec: md, Metadata: metadata, Assets: map[string]any{"authorsImageUrls": []any{}}}, strings.TrimSuffix(key, ExcerptSuffix)}
	return spec
}

// blogRoutes are the routes of a blog: each page's theme component with Docusaurus's props,
// the blog sidebar always included, and either one post (content, in full) or a list of
// posts (items, their excerpts).
func (t *Table) blogRoutes(b *blog.Blog, compiled map[string]*markdown.Doc) []Route {
	id := b.Options.ID
	sidebar := Import("gosaurus-blog-sidebar:" + id)
	t.shared[string(sidebar)] = bundle.Module{Contents: jsonOf(b.Sidebar), Loader: api.LoaderJSON, Shared: true}
	context := Context{Plugin: PluginID{Name: BlogPlugin, ID: id},
		Data: map[string]any{"blogMetadata": map[string]any{"blogBasePath": b.BasePath, "blogTitle": b.Options.BlogTitle, "authorsListPath": b.AuthorsPath}}}
	var routes []Route
	page := func(path, source, component string, props map[string]any) {
		if props == nil {
			props = map[string]any{}
		}
		props["sidebar"] = sidebar
		routes = append(routes, Route{Path: path, Component: component, Props: props, Context: context, Source: source})
	}
	full := map[*blog.Post]Import{}
	excerpt := map[*blog.Post]Import{}
	for _, p := range b.Posts {
		meta := p.Metadata()
		full[p] = Import(t.contentModule(p.Source, p.File, compiled[p.Source], meta))
		excerpt[p] = full[p]
		if p.Excerpt != nil {
			excerpt[p] = Import(t.contentModule(p.Source+ExcerptSuffix, p.File, compiled[p.Source+ExcerptSuffix], meta))
		}
	}
	items := func(posts []*blog.Post) []any {
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
		for _, p := range blog.Listed(b.Posts) {
			posts = append(posts, map[string]any{"metadata": p.Metadata()})
		}
		page(b.ArchivePath, source, "@theme/BlogArchivePage", map[string]any{"archive": map[string]any{"blogPosts": posts}})
	}
	if b.AuthorsPath != "" {
		var authors []map[string]any
		for _, a := range b.Authors {
			posts := b.PostsBy(a.Key)
			authors = append(authors, authorProp(a, len(posts)))
			if a.Page == nil {
				continue
			}
			// Docusaurus 3.8.1 pages an author's posts at <author>/authors/2 (authorsBasePath);
			// later versions use pageBasePath, so sites built with those differ here.
			opts := blog.ListOptions{PageBasePath: b.Options.AuthorsBasePath, PostsPerPage: b.Options.PostsPerPage,
				BlogTitle: b.Options.BlogTitle, BlogDescription: b.Options.BlogDescription}
			for _, l := range blog.Paginate(posts, a.Page.Permalink, opts) {
				page(l.Metadata.Permalink, source, "@theme/Blog/Pages/BlogAuthorsPostsPage",
					map[string]any{"author": authorProp(a, len(posts)), "listMetadata": l.Metadata, "items": items(l.Posts)})
			}
		}
		page(b.AuthorsPath, source, "@theme/Blog/Pages/BlogAuthorsListPage", map[string]any{"authors": authors})
	}
	return routes
}

// withDescription adds a tag's description when it has one (the theme then titles its links).
func withDescription(tag map[string]any, description string) map[string]any {
	if description != "" {
		tag["description"] = description
	}
	return tag
}

// authorProp is an author as the authors pages read it: its fields and its number of posts.
func authorProp(a *blog.Author, count int) map[string]any {
	var m map[string]any
	_ = json.Unmarshal([]byte(jsonOf(a)), &m)
	m["count"] = count
	return m
}
