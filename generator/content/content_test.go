package content

import (
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{[]string{"/", "blog", "/2024/01/15/x"}, "/blog/2024/01/15/x"},
		{[]string{"/", "", "/team/"}, "/team/"},
		{[]string{"/", "", "/"}, "/"},
		{[]string{"/base/", "blog", ""}, "/base/blog"},
		{[]string{"/blog", "page", "2"}, "/blog/page/2"},
	} {
		if got := URL(c.parts...); got != c.want {
			t.Errorf("URL(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}

func TestKebab(t *testing.T) {
	for in, want := range map[string]string{
		"jane": "jane", "Jane Doe": "jane-doe", "fooBar": "foo-bar", "XMLHttp": "xml-http",
		"v2.0": "v-2-0", "hello_world": "hello-world", "Éclair au chocolat": "eclair-au-chocolat",
		"Getting started": "getting-started", "MDX": "mdx", "XMLHttp request": "xml-http-request", "a--b__c": "a-b-c",
		// As lodash's kebabCase gives them (taken from it): accents of Latin letters and
		// apostrophes dropped, other letters kept.
		"don't stop": "dont-stop", "it’s fine": "its-fine", "Straße Æon œuvre": "strasse-aeon-oeuvre",
		"Łódź Đakovo": "lodz-dakovo", "Vietnamese ạ": "vietnamese-ạ", "x\u0301y": "xy", "日本語 タグ": "日本語-タグ",
	} {
		if got := Kebab(in); got != want {
			t.Errorf("Kebab(%q) = %q, want %q", in, got, want)
		}
	}
}

// DocuHash gives the names @docusaurus/utils 3.4's docuHash gives (taken from it).
func TestDocuHash(t *testing.T) {
	for in, want := range map[string]string{
		"@site/blog/2024-01-01-first.md":            "site-blog-2024-01-01-first-md-3ce",
		"@site/blog/2024-02-01-second.md":           "site-blog-2024-02-01-second-md-4dd",
		"@site/blog/welcome/index.mdx":              "site-blog-welcome-index-mdx-171",
		"/":                                         "index",
		"@site/blog/Ünïcode Post ÄÖ.md":             "site-blog-unicode-post-ao-md-b13",
		"@site/blog/camelCaseName_2.md":             "site-blog-camel-case-name-2-md-dbf",
		"@site/" + strings.Repeat("x", 300) + ".md": "site-" + strings.Repeat("x", 239) + "-820",
	} {
		if got := DocuHash(in); got != want {
			t.Errorf("DocuHash(%q) = %q, want %q", in, got, want)
		}
	}
}
