package redirects

import (
	"fmt"
	"strings"
	"testing"
)

func TestPages(t *testing.T) {
	opts := Options{
		Key:            "plugins[0]",
		FromExtensions: []string{"html"},
		ToExtensions:   []string{"htm"},
		Redirects: []Redirect{
			{From: "/old", To: "/docs/intro#part"},
			{From: "/docs/intro", To: "/elsewhere"}, // a page: left out
			{From: "/gone", To: "/nowhere"},         // no such page: written, with a warning
		},
		CreateRedirects: func(paths []string) ([][]string, error) {
			froms := make([][]string, len(paths))
			for i, p := range paths {
				if p == "/docs/intro" {
					froms[i] = []string{"/legacy/intro", "/old"} // /old again: the first one wins
				}
			}
			return froms, nil
		},
	}
	paths := []string{"/site/", "/site/docs/intro", "/site/docs/list/", "/site/page.htm", "/site/404.html"}
	pages, warnings, err := Pages(opts, "/site/", nil, paths)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pages {
		got = append(got, p.From+" -> "+p.To+" @ "+p.File)
	}
	want := []string{
		"/docs/intro.html -> /docs/intro @ docs/intro.html/index.html",
		"/docs/list.html/ -> /docs/list/ @ docs/list.html/index.html",
		"/page.htm.html -> /page.htm @ page.htm.html/index.html", // only fromExtensions' own are skipped
		"/page -> /page.htm @ page/index.html",
		"/old -> /docs/intro#part @ old/index.html",
		"/gone -> /nowhere @ gone/index.html",
		"/legacy/intro -> /docs/intro @ legacy/intro/index.html",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, w := range []string{"/nowhere", "the redirect from /docs/intro to /elsewhere is left out", "/old is redirected to both"} {
		if !strings.Contains(strings.Join(warnings, "\n"), w) {
			t.Errorf("no warning about %q in %q", w, warnings)
		}
	}
	// The destination carries baseUrl; one with its own fragment does not forward the old one's.
	if s := string(pages[4].HTML); !strings.Contains(s, `url=/site/docs/intro#part">`) || strings.Contains(s, "window.location.search") {
		t.Errorf("redirect page:\n%s", s)
	}
	if s := string(pages[0].HTML); !strings.Contains(s, `window.location.href = '/site/docs/intro' + window.location.search + window.location.hash;`) {
		t.Errorf("redirect page:\n%s", s)
	}
}

func TestPageHTMLEscapes(t *testing.T) {
	got := string(pageHTML("/a b/it's?x=1&y=é"))
	for _, want := range []string{`url=/a%20b/it&#39;s?x=1&amp;y=%C3%A9"`, `href="/a%20b/it&#39;s?x=1&amp;y=%C3%A9" />`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
}

func TestTrailingSlashAndFiles(t *testing.T) {
	yes, no := true, false
	if got := withTrailingSlash("/a?q#h", "/", &yes); got != "/a/?q#h" {
		t.Errorf("with slash: %s", got)
	}
	if got := withTrailingSlash("/a/", "/", &no); got != "/a" {
		t.Errorf("without slash: %s", got)
	}
	for _, c := range []struct {
		from string
		ts   *bool
		want string
	}{{"/x.html", &no, "x.html.html"}, {"/x.html", nil, "x.html/index.html"}, {"/d/x/", nil, "d/x/index.html"}} {
		if got := file(c.from, c.ts); got != c.want {
			t.Errorf("file(%s, %v) = %s, want %s", c.from, c.ts, got, c.want)
		}
	}
}

func TestInvalidCreatedRedirect(t *testing.T) {
	opts := Options{Key: "plugins[2]", CreateRedirects: func(paths []string) ([][]string, error) { return [][]string{{"relative"}}, nil }}
	_, _, err := Pages(opts, "/", nil, []string{"/a"})
	if err == nil || !strings.Contains(err.Error(), `plugins[2]: some redirects are invalid`) || !strings.Contains(err.Error(), `"relative"`) {
		t.Errorf("error %v", fmt.Sprint(err))
	}
}
