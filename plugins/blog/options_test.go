package blog

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/config"
)

func TestReadOptions(t *testing.T) {
	in := config.BlogInstance{ContentOptions: config.ContentOptions{ID: "news", Key: "plugins[1]", Path: "/site/news"}}
	opts, err := ReadOptions("docusaurus.config.js", in)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintln(opts.ID, opts.Path, opts.RouteBasePath, opts.ArchiveBasePath, opts.TagsPath, opts.PostsPerPage, opts.BlogSidebarCount, opts.Feed.Types, opts.Feed.Limit); got != "news /site/news blog archive tags.yml 10 5 [rss atom] 20\n" {
		t.Errorf("defaults: %s", got)
	}
	in.Options = map[string]any{"routeBasePath": "/news/", "archiveBasePath": nil, "tags": false, "postsPerPage": "ALL",
		"blogSidebarCount": "ALL", "sortPosts": "ascending", "feedOptions": map[string]any{"type": "all", "title": "News", "limit": false}}
	if opts, err = ReadOptions("docusaurus.config.js", in); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintln(opts.RouteBasePath, opts.ArchiveBasePath == "", opts.TagsPath == "", opts.PostsPerPage, opts.BlogSidebarCount, opts.SortAscending, opts.Feed.Types, *opts.Feed.Title, opts.Feed.Limit); got != "news true true 0 -1 true [rss atom json] News 0\n" {
		t.Errorf("options: %s", got)
	}
}

func TestReadOptionsRefusesBadOptions(t *testing.T) {
	for _, c := range []struct {
		opts map[string]any
		want string
	}{
		{map[string]any{"postsPerPage": 0.0}, `docusaurus.config.js: presets[0].blog.postsPerPage: must be a whole number of at least 1 or "ALL", got 0`},
		{map[string]any{"sortPosts": "newest"}, `docusaurus.config.js: presets[0].blog.sortPosts: "newest" is not an order; use "descending" or "ascending"`},
		{map[string]any{"blogTitle": true}, `docusaurus.config.js: presets[0].blog.blogTitle: must be a string, got a boolean`},
		{map[string]any{"feedOptions": "rss"}, `docusaurus.config.js: presets[0].blog.feedOptions: must be an object such as { type: ['rss', 'atom'] }`},
		{map[string]any{"feedOptions": map[string]any{"type": "xml"}}, `docusaurus.config.js: presets[0].blog.feedOptions.type: "xml" is not a feed type; use rss, atom, json or all`},
		{map[string]any{"postPerPage": 5.0}, `docusaurus.config.js: presets[0].blog.postPerPage: @docusaurus/plugin-content-blog has no option "postPerPage"; its options are ` + strings.Join(optionNames, ", ") + `; did you mean postsPerPage?`},
	} {
		_, err := ReadOptions("docusaurus.config.js", config.BlogInstance{ContentOptions: config.ContentOptions{ID: "default", Key: "presets[0].blog", Options: c.opts}})
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: got %v, want %s", c.opts, err, c.want)
		}
	}
}
