package config

import (
	"fmt"
	"path/filepath"
	"strings"
)

// PagesOptions are the options of one pages plugin instance (src/pages).
type PagesOptions struct {
	ID            string
	Key           string // where the options are in the config, for messages
	Path          string // absolute
	RouteBasePath string // without baseUrl or slashes ("" for "/")
}

// BlogOptions are the options of one blog plugin instance, with Docusaurus's defaults.
type BlogOptions struct {
	ID              string
	Key             string
	Path            string // absolute
	RouteBasePath   string // without baseUrl or slashes
	TagsBasePath    string
	ArchiveBasePath string // "" when archiveBasePath is null: no archive page
	PageBasePath    string
	AuthorsBasePath string
	AuthorsMapPath  string // relative to Path
	TagsPath        string // relative to Path; "" when tags is null or false: no tags file
	EditURL         string

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

// options reads typed values from a plugin's options object, naming the key in errors.
type options struct {
	file, key string
	m         map[string]any
	err       error
}

func (o *options) fail(name, msg string) {
	if o.err == nil {
		o.err = &Error{File: o.file, Key: o.key + "." + name, Msg: msg}
	}
}

func (o *options) string(name string, into *string) bool {
	v, ok := o.m[name]
	if !ok || v == nil {
		return false
	}
	s, ok := v.(string)
	if !ok {
		o.fail(name, fmt.Sprintf("must be a string, got %s", typeName(v)))
		return false
	}
	*into = s
	return true
}

func (o *options) bool(name string, into *bool) {
	if v, ok := o.m[name]; ok && v != nil {
		if b, ok := v.(bool); ok {
			*into = b
		} else {
			o.fail(name, fmt.Sprintf("must be true or false, got %s", typeName(v)))
		}
	}
}

// count reads a whole number of at least min, or "ALL" as all.
func (o *options) count(name string, min, all int, into *int) {
	switch v := o.m[name].(type) {
	case nil:
	case string:
		if v != "ALL" {
			o.fail(name, fmt.Sprintf("must be a number or \"ALL\", got %q", v))
		}
		*into = all
	case float64:
		if v != float64(int(v)) || int(v) < min {
			o.fail(name, fmt.Sprintf("must be a whole number of at least %d or \"ALL\", got %v", min, v))
		}
		*into = int(v)
	case int64:
		*into = int(v)
	default:
		o.fail(name, fmt.Sprintf("must be a number or \"ALL\", got %s", typeName(v)))
	}
}

func (o *options) path(name string, into *string) {
	var s string
	if o.string(name, &s) {
		*into = strings.Trim(s, "/")
	}
}

// addPages adds a pages plugin instance from its options.
func addPages(cfg *Config, file, key string, m map[string]any) error {
	p := PagesOptions{ID: "default", Key: key, Path: filepath.Join(cfg.SiteDir, "src", "pages")}
	o := &options{file: file, key: key, m: m}
	o.string("id", &p.ID)
	var path string
	if o.string("path", &path) {
		p.Path = absIn(cfg.SiteDir, path)
	}
	o.path("routeBasePath", &p.RouteBasePath)
	if o.err != nil {
		return o.err
	}
	for _, other := range cfg.Pages {
		if other.ID == p.ID {
			return &Error{File: file, Key: key, Msg: fmt.Sprintf("a second pages plugin instance with id %q (the first is at %s); give each instance its own id option", p.ID, other.Key)}
		}
	}
	cfg.Pages = append(cfg.Pages, p)
	return nil
}

// addBlog adds a blog plugin instance from its options.
func addBlog(cfg *Config, file, key string, m map[string]any) error {
	b := BlogOptions{ID: "default", Key: key, Path: filepath.Join(cfg.SiteDir, "blog"), RouteBasePath: "blog",
		TagsBasePath: "tags", ArchiveBasePath: "archive", PageBasePath: "page", AuthorsBasePath: "authors",
		AuthorsMapPath: "authors.yml", TagsPath: "tags.yml", BlogTitle: "Blog", BlogDescription: "Blog",
		BlogSidebarTitle: "Recent posts", PostsPerPage: 10, BlogSidebarCount: 5, ShowReadingTime: true,
		Feed: FeedOptions{Types: []string{"rss", "atom"}, Limit: 20}}
	o := &options{file: file, key: key, m: m}
	o.string("id", &b.ID)
	var path string
	if o.string("path", &path) {
		b.Path = absIn(cfg.SiteDir, path)
	}
	o.path("routeBasePath", &b.RouteBasePath)
	o.path("tagsBasePath", &b.TagsBasePath)
	o.path("pageBasePath", &b.PageBasePath)
	o.path("authorsBasePath", &b.AuthorsBasePath)
	if v, ok := m["archiveBasePath"]; ok && v == nil {
		b.ArchiveBasePath = ""
	} else {
		o.path("archiveBasePath", &b.ArchiveBasePath)
	}
	if v, ok := m["tags"]; ok && (v == nil || v == false) {
		b.TagsPath = ""
	} else {
		o.string("tags", &b.TagsPath)
	}
	for name, into := range map[string]*string{"authorsMapPath": &b.AuthorsMapPath, "editUrl": &b.EditURL,
		"blogTitle": &b.BlogTitle, "blogDescription": &b.BlogDescription, "blogSidebarTitle": &b.BlogSidebarTitle} {
		o.string(name, into)
	}
	o.count("postsPerPage", 1, 0, &b.PostsPerPage)
	o.count("blogSidebarCount", 0, -1, &b.BlogSidebarCount)
	o.bool("showReadingTime", &b.ShowReadingTime)
	var sort string
	if o.string("sortPosts", &sort) {
		if sort != "ascending" && sort != "descending" {
			o.fail("sortPosts", fmt.Sprintf("%q is not an order; use \"descending\" or \"ascending\"", sort))
		}
		b.SortAscending = sort == "ascending"
	}
	if o.err != nil {
		return o.err
	}
	if err := readFeedOptions(file, key+".feedOptions", m["feedOptions"], &b.Feed); err != nil {
		return err
	}
	for _, other := range cfg.Blogs {
		if other.ID == b.ID {
			return &Error{File: file, Key: key, Msg: fmt.Sprintf("a second blog plugin instance with id %q (the first is at %s); give each instance its own id option", b.ID, other.Key)}
		}
	}
	cfg.Blogs = append(cfg.Blogs, b)
	return nil
}

var feedTypes = map[string]bool{"rss": true, "atom": true, "json": true}

func readFeedOptions(file, key string, v any, f *FeedOptions) error {
	if v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return &Error{File: file, Key: key, Msg: "must be an object such as { type: ['rss', 'atom'] }"}
	}
	o := &options{file: file, key: key, m: m}
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
			o.fail("type", fmt.Sprintf("%q is not a feed type; use rss, atom, json or all", t))
		}
	default:
		list, err := stringList(t)
		if err != nil {
			o.fail("type", err.Error())
		}
		for _, s := range list {
			if !feedTypes[s] {
				o.fail("type", fmt.Sprintf("%q is not a feed type; use rss, atom or json", s))
			}
		}
		f.Types = list
	}
	var s string
	if o.string("title", &s) {
		f.Title = &s
	}
	var d string
	if o.string("description", &d) {
		f.Description = &d
	}
	o.string("copyright", &f.Copyright)
	o.string("language", &f.Language)
	if l, ok := m["limit"]; ok && (l == nil || l == false) {
		f.Limit = 0
	} else {
		o.count("limit", 1, 0, &f.Limit)
	}
	return o.err
}
