package blog

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/site"
	"gosaurus/plugins/plugintest"
)

func TestContentIsDocusaurusLoadedContent(t *testing.T) {
	siteDir := plugintest.Write(t, map[string]string{
		"blog/2024-01-15-hello.md":  "---\ntags: [release]\n---\n# Hello\n\nFirst.\n",
		"blog/2024-02-01-second.md": "---\ntitle: Second\ntags: [release, news]\n---\nSecond.\n",
	})
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

// A front matter date is the Date js-yaml makes of it, as Docusaurus has it: a day past the
// month's end rolls over, and a zone written -5 is taken off.
func TestFrontMatterDateAsJSYAMLReadsIt(t *testing.T) {
	siteDir := plugintest.Write(t, map[string]string{
		"blog/leap.md": "---\ndate: 2023-02-29 10:00:00\n---\n# Leap\n\nText.\n",
		"blog/zone.md": "---\ndate: 2024-05-01 21:30:00 -5\n---\n# Zone\n\nText.\n",
	})
	opts, err := ReadOptions("docusaurus.config.js", config.BlogInstance{ContentOptions: config.ContentOptions{Key: "plugins[0]", Path: filepath.Join(siteDir, "blog")}})
	if err != nil {
		t.Fatal(err)
	}
	bl, err := Load(&config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/", File: filepath.Join(siteDir, "docusaurus.config.js")}}, opts)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range bl.Posts {
		got[p.Title] = p.Date.Format(time.RFC3339)
	}
	if want := map[string]string{"Leap": "2023-03-01T10:00:00Z", "Zone": "2024-05-02T02:30:00Z"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("dates %v, want %v", got, want)
	}
}

// A locale's options.json translates the blog's title, description and sidebar title, as
// Docusaurus 3.8.1's translateContent does: the title and description of the paginated list
// pages only (the tags' and authors' pages and the posts' blog metadata keep the options'),
// and the sidebar title; a key it lacks keeps the option.
func TestLocaleTranslatesTitles(t *testing.T) {
	siteDir := plugintest.Write(t, map[string]string{
		"blog/2024-01-15-hello.md": "---\ntags: [news]\n---\n# Hello\n\nFirst.\n",
		"i18n/fr/docusaurus-plugin-content-blog/options.json": `{"title": {"message": "Le blog"},
			"sidebar.title": {"message": "Articles récents", "description": "The label for the left sidebar"}}`,
	})
	opts, err := ReadOptions("docusaurus.config.js", config.BlogInstance{ContentOptions: config.ContentOptions{ID: "default", Key: "plugins[0]", Path: filepath.Join(siteDir, "blog")}})
	if err != nil {
		t.Fatal(err)
	}
	opts.BlogDescription = "All about it"
	load := func(locale string) *Blog {
		t.Helper()
		bl, err := Load(&config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/", File: filepath.Join(siteDir, "docusaurus.config.js"),
			Locale: locale, I18n: site.I18n{DefaultLocale: "en", Locales: []string{"en", "fr"}, Dir: filepath.Join(siteDir, "i18n")}}}, opts)
		if err != nil {
			t.Fatal(err)
		}
		return bl
	}
	fr := load("fr")
	if m := fr.Lists[0].Metadata; m.BlogTitle != "Le blog" || m.BlogDescription != "All about it" {
		t.Errorf("fr list: title %q, description %q", m.BlogTitle, m.BlogDescription)
	}
	if fr.Sidebar.Title != "Articles récents" || fr.Options.BlogSidebarTitle != "Articles récents" {
		t.Errorf("fr sidebar title %q", fr.Sidebar.Title)
	}
	if m := fr.Tags[0].Pages[0].Metadata; m.BlogTitle != "Blog" {
		t.Errorf("fr tag page: title %q, want the option's", m.BlogTitle)
	}
	if fr.Options.BlogTitle != "Blog" || fr.Options.BlogDescription != "All about it" {
		t.Errorf("fr blog metadata: title %q, description %q; want the options'", fr.Options.BlogTitle, fr.Options.BlogDescription)
	}
	if en := load("en"); en.Lists[0].Metadata.BlogTitle != "Blog" || en.Sidebar.Title != "Recent posts" {
		t.Errorf("en: title %q, sidebar %q", en.Lists[0].Metadata.BlogTitle, en.Sidebar.Title)
	}
	if err := os.WriteFile(filepath.Join(siteDir, "i18n/fr/docusaurus-plugin-content-blog/options.json"), []byte(`{"title": "Le blog"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(&config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/", Locale: "fr",
		I18n: site.I18n{Dir: filepath.Join(siteDir, "i18n")}}}, opts); err == nil || !strings.Contains(err.Error(), "i18n/fr/docusaurus-plugin-content-blog/options.json") {
		t.Errorf("a malformed file: %v", err)
	}
}
