package blog

import (
	"fmt"

	"gosaurus/generator/config"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin/options"
)

// Options are the options of one blog plugin instance, with Docusaurus's defaults.
type Options struct {
	ID              string
	Key             string // where the options are in the config, for messages
	Path            string // absolute
	RouteBasePath   string // without baseUrl or slashes
	TagsBasePath    string
	ArchiveBasePath string // "" when archiveBasePath is null: no archive page
	PageBasePath    string
	AuthorsBasePath string
	AuthorsMapPath  string // relative to Path
	TagsPath        string // relative to Path; "" when tags is null or false: no tags file
	// TagsFileRequired: the tags option names the file, so it must exist.
	TagsFileRequired bool
	EditURL          string
	// EditLocalizedFiles: a post read from the locale's translation is edited there, in the
	// locale's i18n folder, rather than in the blog's folder.
	EditLocalizedFiles bool
	// EditURLFunction is editUrl when it is a function (config.BlogInstance.EditURL), called
	// with every post's {blogDirPath, blogPath, permalink, locale} at once; nil when not one.
	EditURLFunction config.Function
	// Extension is the contentLoaded of a site's plugin that wraps the blog plugin
	// (config.BlogInstance.Extension); nil without one.
	Extension config.ContentExtension
	// Remark runs its remark plugins that gosaurus does not carry out itself on a post's text
	// (config.BlogInstance's); nil without any.
	Remark config.Remark
	// Npm2Yarn is its remarkPlugins' @docusaurus/remark-plugin-npm2yarn, nil without it.
	Npm2Yarn *markdown.Npm2Yarn

	BlogTitle        string
	BlogDescription  string
	BlogSidebarTitle string
	PostsPerPage     int // 0 means "ALL"
	BlogSidebarCount int // -1 means "ALL"
	ShowReadingTime  bool
	SortAscending    bool

	Feed FeedOptions
}

// FeedOptions are the blog's feedOptions.
type FeedOptions struct {
	Types       []string // "rss", "atom", "json"; empty means no feed
	Title       *string  // nil: the site title (+ " Blog" in the feed itself)
	Description *string
	Copyright   string
	Language    string
	Limit       int // 0 means no limit
}

// ReadOptions reads an instance's options as the config gave them (the config read its id and
// path), with Docusaurus's defaults; file is the config file, for messages.
func ReadOptions(file string, in config.BlogInstance) (Options, error) {
	b := Options{ID: in.ID, Key: in.Key, Path: in.Path, RouteBasePath: "blog",
		TagsBasePath: "tags", ArchiveBasePath: "archive", PageBasePath: "page", AuthorsBasePath: "authors",
		AuthorsMapPath: "authors.yml", TagsPath: "tags.yml", BlogTitle: "Blog", BlogDescription: "Blog",
		BlogSidebarTitle: "Recent posts", PostsPerPage: 10, BlogSidebarCount: 5, ShowReadingTime: true,
		Feed: FeedOptions{Types: []string{"rss", "atom"}, Limit: 20}}
	b.EditURLFunction = in.EditURL
	b.Extension = in.Extension
	b.Remark, b.Npm2Yarn = in.Remark, in.Npm2Yarn
	m := in.Options
	if in.Extension == nil { // a site's plugin that extends the blog may take options of its own
		if err := options.New(file, in.Key, m).Known("@docusaurus/plugin-content-blog", optionNames...); err != nil {
			return b, err
		}
	}
	o := &options.Reader{File: file, Key: in.Key, M: m}
	o.Path("routeBasePath", &b.RouteBasePath)
	o.Path("tagsBasePath", &b.TagsBasePath)
	o.Path("pageBasePath", &b.PageBasePath)
	o.Path("authorsBasePath", &b.AuthorsBasePath)
	if v, ok := m["archiveBasePath"]; ok && v == nil {
		b.ArchiveBasePath = ""
	} else {
		o.Path("archiveBasePath", &b.ArchiveBasePath)
	}
	if v, ok := m["tags"]; ok && (v == nil || v == false) {
		b.TagsPath = ""
	} else {
		o.String("tags", &b.TagsPath)
		b.TagsFileRequired = ok
	}
	for name, into := range map[string]*string{"authorsMapPath": &b.AuthorsMapPath, "editUrl": &b.EditURL,
		"blogTitle": &b.BlogTitle, "blogDescription": &b.BlogDescription, "blogSidebarTitle": &b.BlogSidebarTitle} {
		o.String(name, into)
	}
	o.Count("postsPerPage", 1, 0, &b.PostsPerPage)
	o.Count("blogSidebarCount", 0, -1, &b.BlogSidebarCount)
	o.Bool("showReadingTime", &b.ShowReadingTime)
	o.Bool("editLocalizedFiles", &b.EditLocalizedFiles)
	var sort string
	if o.String("sortPosts", &sort) {
		if sort != "ascending" && sort != "descending" {
			o.Fail("sortPosts", fmt.Sprintf("%q is not an order; use \"descending\" or \"ascending\"", sort))
		}
		b.SortAscending = sort == "ascending"
	}
	if o.Err != nil {
		return b, o.Err
	}
	return b, readFeedOptions(file, in.Key+".feedOptions", m["feedOptions"], &b.Feed)
}

var feedTypes = map[string]bool{"rss": true, "atom": true, "json": true}

func readFeedOptions(file, key string, v any, f *FeedOptions) error {
	if v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return &config.Error{File: file, Key: key, Msg: "must be an object such as { type: ['rss', 'atom'] }"}
	}
	o := &options.Reader{File: file, Key: key, M: m}
	switch t := m["type"].(type) {
	case nil:
		if _, ok := m["type"]; ok {
			f.Types = nil
		}
	case string:
		switch {
		case t == "all":
			f.Types = []string{"rss", "atom", "json"}
		case feedTypes[t]:
			f.Types = []string{t}
		default:
			o.Fail("type", fmt.Sprintf("%q is not a feed type; use rss, atom, json or all", t))
		}
	default:
		list, err := config.StringList(t)
		if err != nil {
			o.Fail("type", err.Error())
		}
		for _, s := range list {
			if !feedTypes[s] {
				o.Fail("type", fmt.Sprintf("%q is not a feed type; use rss, atom or json", s))
			}
		}
		f.Types = list
	}
	var s string
	if o.String("title", &s) {
		f.Title = &s
	}
	var d string
	if o.String("description", &d) {
		f.Description = &d
	}
	o.String("copyright", &f.Copyright)
	o.String("language", &f.Language)
	if l, ok := m["limit"]; ok && (l == nil || l == false) {
		f.Limit = 0
	} else {
		o.Count("limit", 1, 0, &f.Limit)
	}
	return o.Err
}

// optionNames are the options of Docusaurus's blog plugin, as its 3.8.1 schema has them
// (3.10.2's are the same).
var optionNames = []string{"path", "routeBasePath", "tagsBasePath", "archiveBasePath", "pageBasePath",
	"authorsBasePath", "include", "exclude", "postsPerPage", "blogListComponent", "blogPostComponent",
	"blogTagsListComponent", "blogTagsPostsComponent", "blogAuthorsListComponent", "blogAuthorsPostsComponent",
	"blogArchiveComponent", "blogTitle", "blogDescription", "blogSidebarCount", "blogSidebarTitle",
	"showReadingTime", "readingTime", "remarkPlugins", "rehypePlugins", "recmaPlugins",
	"beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "truncateMarker", "feedOptions",
	"editUrl", "editLocalizedFiles", "authorsMapPath", "sortPosts", "showLastUpdateTime",
	"showLastUpdateAuthor", "processBlogPosts", "tags", "onInlineTags", "onInlineAuthors",
	"onUntruncatedBlogPosts"}
