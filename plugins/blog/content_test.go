package blog

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/site"
	"gosaurus/plugins/plugintest"
)

func TestContentIsDocusaurusLoadedContent(t *testing.T) {
	siteDir := t.TempDir()
	for name, body := range map[string]string{
		"blog/2024-01-15-hello.md":  "---\ntags: [release]\n---\n# Hello\n\nFirst.\n",
		"blog/2024-02-01-second.md": "---\ntitle: Second\ntags: [release, news]\n---\nSecond.\n",
	} {
		p := filepath.Join(siteDir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts, err := ReadOptions("docusaurus.config.js", config.BlogInstance{ContentOptions: config.ContentOptions{ID: "news", Key: "plugins[0]", Path: filepath.Join(siteDir, "blog")}})
	if err != nil {
		t.Fatal(err)
	}
	bl, err := Load(&config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/base/", File: filepath.Join(siteDir, "docusaurus.config.js")}}, opts)
	if err != nil {
		t.Fatal(err)
	}
	data := plugintest.SharedContent(t, &Plugin{Options: opts, Blog: bl}, "news")
	var got struct {
		BlogSidebarTitle, BlogTagsListPath string
		BlogPosts                          []struct {
			ID       string
			Metadata map[string]any
		}
		BlogListPaginated []struct {
			Metadata ListMetadata
			Items    []string
		}
		BlogTags map[string]struct {
			Label string
			Items []string
		}
		AuthorsMap map[string]any
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	var posts []string
	for _, p := range got.BlogPosts {
		m := p.Metadata
		posts = append(posts, fmt.Sprint(p.ID, " ", m["permalink"], " ", m["source"], " ", m["title"], " ", m["date"]))
	}
	want := "[/2024/02/01/second /base/blog/2024/02/01/second @site/blog/2024-02-01-second.md Second 2024-02-01T00:00:00.000Z" +
		" /2024/01/15/hello /base/blog/2024/01/15/hello @site/blog/2024-01-15-hello.md Hello 2024-01-15T00:00:00.000Z]"
	if fmt.Sprint(posts) != want {
		t.Errorf("blogPosts: %v\nwant %s", posts, want)
	}
	if got.BlogSidebarTitle != "Recent posts" || got.BlogTagsListPath != "/base/blog/tags" || got.AuthorsMap == nil {
		t.Errorf("blogSidebarTitle %q, blogTagsListPath %q, authorsMap %v", got.BlogSidebarTitle, got.BlogTagsListPath, got.AuthorsMap)
	}
	if l := got.BlogListPaginated; len(l) != 1 || l[0].Metadata.Permalink != "/base/blog" || fmt.Sprint(l[0].Items) != "[/2024/02/01/second /2024/01/15/hello]" {
		t.Errorf("blogListPaginated: %+v", l)
	}
	if tag := got.BlogTags["/base/blog/tags/release"]; tag.Label != "release" || fmt.Sprint(tag.Items) != "[/2024/02/01/second /2024/01/15/hello]" || len(got.BlogTags) != 2 {
		t.Errorf("blogTags: %+v", got.BlogTags)
	}
}
