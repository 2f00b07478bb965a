package blog

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseFileName(t *testing.T) {
	for _, c := range []struct{ rel, date, text, slug string }{
		{"2024-01-15-hello.md", "2024-01-15", "hello", "/2024/01/15/hello"},
		{"2024-01-15-hello/index.md", "2024-01-15", "hello", "/2024/01/15/hello"},
		{"2024-1-5-short.mdx", "2024-01-05", "short", "/2024/1/5/short"},
		{"2024/01/15/nested.md", "2024-01-15", "nested", "/2024/01/15/nested"},
		{"2024-01-15.md", "2024-01-15", "", "/2024/01/15/"},
		{"news/2023-12-01-x.md", "2023-12-01", "x", "/2023/12/01/news/x"},
		{"undated.md", "", "undated", "/undated"},
		{"folder/index.mdx", "", "folder", "/folder"},
	} {
		date, text, slug := ParseFileName(c.rel)
		got := ""
		if date != nil {
			got = date.Format("2006-01-02")
		}
		if got != c.date || text != c.text || slug != c.slug {
			t.Errorf("ParseFileName(%q) = %q, %q, %q; want %q, %q, %q", c.rel, got, text, slug, c.date, c.text, c.slug)
		}
	}
}

func TestTruncateMarker(t *testing.T) {
	for _, s := range []string{"<!-- truncate -->", "<!--truncate-->", "<!--   truncate\n-->", "{/* truncate */}", "{/*truncate*/}"} {
		if !TruncateMarker.MatchString("a\n\n" + s + "\n\nb") {
			t.Errorf("%q is not taken for a truncate marker", s)
		}
	}
	for _, s := range []string{"<!-- more -->", "truncate", "{/* truncated */}"} {
		if TruncateMarker.MatchString(s) {
			t.Errorf("%q is taken for a truncate marker", s)
		}
	}
}

func posts(n int) []*Post {
	var list []*Post
	for i := range n {
		list = append(list, &Post{ID: fmt.Sprint(i)})
	}
	return list
}

func TestPaginate(t *testing.T) {
	opts := ListOptions{PageBasePath: "page", PostsPerPage: 2, BlogTitle: "Blog", BlogDescription: "d"}
	pages := Paginate(posts(5), "/blog", opts)
	var got []string
	for _, p := range pages {
		m := p.Metadata
		got = append(got, fmt.Sprintf("%s %d/%d n=%d prev=%s next=%s", m.Permalink, m.Page, m.TotalPages, len(p.Posts), m.PreviousPage, m.NextPage))
	}
	want := []string{
		"/blog 1/3 n=2 prev= next=/blog/page/2",
		"/blog/page/2 2/3 n=2 prev=/blog next=/blog/page/3",
		"/blog/page/3 3/3 n=1 prev=/blog/page/2 next=",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if all := Paginate(posts(5), "/", ListOptions{PageBasePath: "page"}); len(all) != 1 || len(all[0].Posts) != 5 || all[0].Metadata.PostsPerPage != 5 {
		t.Errorf("postsPerPage ALL: %+v", all)
	}
	if empty := Paginate(nil, "/blog", opts); len(empty) != 1 || empty[0].Metadata.TotalCount != 0 {
		t.Errorf("no posts still make one page: %+v", empty)
	}
}

func TestCountWords(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"Hello, world!", 2},
		{"Don't stop: 3.5 percent of e.g. cases", 7},
		{"## Title\n\n- one\n- two", 3},
		{"snake_case and kebab-case", 4},
	} {
		if got := CountWords(c.s); got != c.want {
			t.Errorf("CountWords(%q) = %d, want %d", c.s, got, c.want)
		}
	}
	if got := ReadingTime(strings.Repeat("word ", 300)); got != 1.5 {
		t.Errorf("ReadingTime(300 words) = %v, want 1.5", got)
	}
}

func TestPostTags(t *testing.T) {
	file := map[string]Tag{"release": {Label: "Release", Permalink: "/releases", Description: "About releases"}}
	tags, err := postTags([]any{"release", "Hello World", map[string]any{"label": "Custom", "permalink": "/c"}}, "/blog/tags", file)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tag := range tags {
		got = append(got, fmt.Sprintf("%s %s %v", tag.Label, tag.Permalink, tag.Inline))
	}
	want := "Release /blog/tags/releases false, Hello World /blog/tags/hello-world true, Custom /blog/tags/c true"
	if strings.Join(got, ", ") != want {
		t.Errorf("tags: %s\nwant: %s", strings.Join(got, ", "), want)
	}
	if _, err := postTags("release", "/t", nil); err == nil {
		t.Error("a tags value that is not a list is accepted")
	}
}

func TestPostAuthors(t *testing.T) {
	am := &authorsMap{file: "blog/authors.yml", byKey: map[string]*Author{}}
	jane := &Author{Key: "jane", Name: "Jane", Title: "Maintainer", Page: &AuthorPage{Permalink: "/blog/authors/jane"}}
	am.list, am.byKey["jane"] = []*Author{jane}, jane
	got, err := am.postAuthors("/base/", map[string]any{"authors": []any{"jane", map[string]any{"key": "jane", "title": "Guest"}, map[string]any{"name": "Inline", "image_url": "/img/a.png"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Title != "Maintainer" || got[1].Title != "Guest" || got[1].Name != "Jane" || got[2].ImageURL != "/base/img/a.png" || got[2].Page != nil {
		t.Errorf("authors: %+v", got)
	}
	if _, err := am.postAuthors("/", map[string]any{"authors": "nobody"}); err == nil || !strings.Contains(err.Error(), "jane") {
		t.Errorf("unknown key: %v, want an error listing the valid keys", err)
	}
	legacy, err := am.postAuthors("/", map[string]any{"author": "Old", "author_url": "https://x"})
	if err != nil || len(legacy) != 1 || legacy[0].Name != "Old" || legacy[0].URL != "https://x" {
		t.Errorf("legacy author: %+v, %v", legacy, err)
	}
}

func TestNormalizeSocials(t *testing.T) {
	got, err := normalizeSocials(map[string]string{"GitHub": "octo", "mastodon": "https://example.social/@me", "stackoverflow": "42", "homepage": "me.example", "Email": "a@b.example"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"github": "https://github.com/octo", "mastodon": "https://example.social/@me", "stackoverflow": "https://stackoverflow.com/users/42", "homepage": "me.example", "email": "mailto:a@b.example"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("normalizeSocials = %v, want %v", got, want)
	}
	if _, err := normalizeSocials(map[string]string{"github": "org/octo"}); err == nil || !strings.Contains(err.Error(), `socials.github is "org/octo"`) {
		t.Errorf("a handle with a slash: error %v", err)
	}
}
