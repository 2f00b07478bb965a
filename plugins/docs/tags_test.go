package docs

import "testing"

func TestKebabCase(t *testing.T) {
	for in, want := range map[string]string{"Getting started": "getting-started", "MDX": "mdx", "fooBar": "foo-bar", "XMLHttp request": "xml-http-request", "a--b__c": "a-b-c"} {
		if got := kebabCase(in); got != want {
			t.Errorf("kebabCase(%q) = %q, want %q", in, got, want)
		}
	}
}
