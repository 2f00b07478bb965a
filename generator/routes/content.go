package routes

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/jslit"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/pages"
)

// Kinds of route the pages and blog plugins add.
const (
	KindPage = "page" // a page of src/pages: a React component, or markdown in @theme/MDXPage
	KindBlog = "blog" // a post, post list, tag, author or archive page of a blog
)

// Content is what the pages and blog plugins add to the route table.
type Content struct {
	Pages []*pages.Page
	Blogs []*blog.Blog
	// Markdown is every compiled page and post by its source path; a post's excerpt (the
	// post up to its truncate marker) is at its source + ExcerptSuffix.
	Markdown map[string]*markdown.Doc
}

// ExcerptSuffix marks the compiled excerpt of a post in Content.Markdown.
const ExcerptSuffix = "?truncated"

// AddContent adds the routes of the pages and blogs, with their route modules and the modules
// they share. Two pages at one path are an error naming both.
func (t *Table) AddContent(c *Content) error {
	if t.shared == nil {
		t.shared = map[string]bundle.Module{}
	}
	owner := map[string]string{}
	for _, r := range t.Routes {
		switch {
		case r.Kind == KindSearch:
			owner[r.Path] = "search"
		case r.Doc != nil:
			owner[r.Path] = r.Doc.Source
		}
	}
	add := func(path, source, kind, module string) error {
		if other, ok := owner[path]; ok {
			if other == "search" {
				t.dropRoute(path)
			} else {
				return fmt.Errorf("%s: the route %s is also the route of %s; give one of them another path", source, path, other)
			}
		}
		owner[path] = source
		t.Routes = append(t.Routes, Route{Path: path, Kind: kind, Spec: "gosaurus-route:" + path, Module: module, Source: source})
		return nil
	}
	for _, p := range c.Pages {
		module := fmt.Sprintf("export { default } from %q;\nexport const kind = %q;\n", p.File, KindPage)
		if p.Markdown {
			meta := map[string]any{"title": p.Title, "description": p.Description, "permalink": p.Permalink,
				"source": "@site/" + p.Source, "frontMatter": p.FrontMatter}
			spec := t.contentModule(p.Source, p.File, c.Markdown[p.Source], meta)
			module = fmt.Sprintf("import MDXPage from \"@theme/MDXPage\";\nimport content from %q;\n"+
				"export default function Route() {\n  return <MDXPage content={content} />;\n}\nexport const kind = %q;\n", spec, KindPage)
		}
		if err := add(p.Permalink, p.Source, KindPage, module); err != nil {
			return err
		}
	}
	for _, b := range c.Blogs {
		routes, err := t.blogRoutes(b, c.Markdown)
		if err != nil {
			return err
		}
		for _, r := range routes {
			if err := add(r.path, r.source, KindBlog, r.module); err != nil {
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
// BlogPostProvider read it: the MDX component, with its metadata, front matter, TOC and assets
// as properties. It returns the module's specifier.
func (t *Table) contentModule(key, file string, doc *markdown.Doc, metadata map[string]any) string {
	md := "gosaurus-md:" + key
	t.shared[md] = bundle.Module{Contents: doc.Module, Loader: api.LoaderJSX, ResolveDir: dirOf(file), Source: strings.TrimSuffix(key, ExcerptSuffix), SourceLine: doc.SourceLine}
	spec := "gosaurus-content:" + key
	t.shared[spec] = bundle.Module{Loader: api.LoaderJS, Contents: fmt.Sprintf(
		"import Content, { frontMatter, toc, contentTitle } from %q;\n"+
			"export default Object.assign(Content, { metadata: %s, frontMatter, toc, contentTitle, assets: { authorsImageUrls: [] } });\n",
		md, jsonOf(metadata))}
	return spec
}

// jsonOf is v as a JavaScript literal (and as JSON).
func jsonOf(v any) string {
	b, err := jslit.Marshal(v)
	if err != nil {
		panic(err) // plain data from the plugins always encodes
	}
	return string(b)
}

// blogRoute is one route of a blog with its module.
type blogRoute struct {
	path, source, module string
}

// blogPage writes the route module of a blog page: component with props, the blog sidebar,
// and either one post (content, in full) or a list of posts (items, their excerpts).
type blogPage struct {
	component string         // @theme/…
	props     map[string]any // JSON props
	content   string         // the spec of the post's content module
	items     []string       // the specs of the listed posts' content modules
}

func (t *Table) blogRoutes(b *blog.Blog, compiled map[string]*markdown.Doc) ([]blogRoute, error) {
	id := b.Options.ID
	sidebarSpec := "gosaurus-blog-sidebar:" + id
	t.shared[sidebarSpec] = bundle.Module{Contents: jsonOf(b.Sidebar), Loader: api.LoaderJSON, Shared: true}
	routeContext := jsonOf(map[string]any{"plugin": map[string]any{"name": "docusaurus-plugin-content-blog", "id": id},
		"data": map[string]any{"blogMetadata": map[string]any{"blogBasePath": b.BasePath, "blogTitle": b.Options.BlogTitle, "authorsListPath": b.AuthorsPath}}})
	module := func(p blogPage) string {
		var m strings.Builder
		fmt.Fprintf(&m, "import Page from %q;\nimport sidebar from %q;\n", p.component, sidebarSpec)
		extra := ""
		if p.content != "" {
			fmt.Fprintf(&m, "import content from %q;\n", p.content)
			extra = " content={content}"
		}
		if p.items != nil {
			var items []string
			for i, spec := range p.items {
				fmt.Fprintf(&m, "import c%d from %q;\n", i, spec)
				items = append(items, fmt.Sprintf("{ content: c%d }", i))
			}
			fmt.Fprintf(&m, "const items = [%s];\n", strings.Join(items, ", "))
			extra += " items={items}"
		}
		props := p.props
		if props == nil {
			props = map[string]any{}
		}
		fmt.Fprintf(&m, "const props = %s;\nexport default function Route() {\n  return <Page {...props} sidebar={sidebar}%s />;\n}\n", jsonOf(props), extra)
		fmt.Fprintf(&m, "export const kind = %q;\nexport const routeContext = %s;\n", KindBlog, routeContext)
		return m.String()
	}
	full := map[*blog.Post]string{}
	excerpt := map[*blog.Post]string{}
	for _, p := range b.Posts {
		meta := p.Metadata()
		full[p] = t.contentModule(p.Source, p.File, compiled[p.Source], meta)
		excerpt[p] = full[p]
		if p.Excerpt != nil {
			excerpt[p] = t.contentModule(p.Source+ExcerptSuffix, p.File, compiled[p.Source+ExcerptSuffix], meta)
		}
	}
	items := func(posts []*blog.Post) []string {
		specs := []string{}
		for _, p := range posts {
			specs = append(specs, excerpt[p])
		}
		return specs
	}
	source := "the blog plugin (" + id + ")"
	var routes []blogRoute
	for _, p := range b.Posts {
		routes = append(routes, blogRoute{p.Permalink, p.Source, module(blogPage{component: "@theme/BlogPostPage", content: full[p]})})
	}
	for _, l := range b.Lists {
		routes = append(routes, blogRoute{l.Metadata.Permalink, source, module(blogPage{component: "@theme/BlogListPage",
			props: map[string]any{"metadata": l.Metadata}, items: items(l.Posts)})})
	}
	if len(b.Tags) > 0 {
		var tags []map[string]any
		for _, g := range b.Tags {
			if !g.Unlisted {
				tags = append(tags, withDescription(map[string]any{"label": g.Label, "permalink": g.Permalink, "count": len(g.Posts)}, g.Description))
			}
		}
		routes = append(routes, blogRoute{b.TagsPath, source, module(blogPage{component: "@theme/BlogTagsListPage", props: map[string]any{"tags": tags}})})
		for _, g := range b.Tags {
			tag := withDescription(map[string]any{"label": g.Label, "permalink": g.Permalink, "allTagsPath": b.TagsPath,
				"count": len(g.Posts), "unlisted": g.Unlisted}, g.Description)
			for _, l := range g.Pages {
				routes = append(routes, blogRoute{l.Metadata.Permalink, source, module(blogPage{component: "@theme/BlogTagsPostsPage",
					props: map[string]any{"tag": tag, "listMetadata": l.Metadata}, items: items(l.Posts)})})
			}
		}
	}
	if b.ArchivePath != "" {
		var posts []map[string]any
		for _, p := range blog.Listed(b.Posts) {
			posts = append(posts, map[string]any{"metadata": p.Metadata()})
		}
		routes = append(routes, blogRoute{b.ArchivePath, source, module(blogPage{component: "@theme/BlogArchivePage",
			props: map[string]any{"archive": map[string]any{"blogPosts": posts}}})})
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
				routes = append(routes, blogRoute{l.Metadata.Permalink, source, module(blogPage{component: "@theme/Blog/Pages/BlogAuthorsPostsPage",
					props: map[string]any{"author": authorProp(a, len(posts)), "listMetadata": l.Metadata}, items: items(l.Posts)})})
			}
		}
		routes = append(routes, blogRoute{b.AuthorsPath, source, module(blogPage{component: "@theme/Blog/Pages/BlogAuthorsListPage",
			props: map[string]any{"authors": authors}})})
	}
	return routes, nil
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
