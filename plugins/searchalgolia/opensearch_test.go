package searchalgolia

import (
	"strings"
	"testing"
)

func TestBuild(t *testing.T) {
	got := string(Build(Site{Title: "A & B", URL: "https://example.com/docs/", SearchPage: "/find", Favicon: "img/favicon.ico"}))
	for _, want := range []string{
		`<?xml version="1.0" encoding="UTF-8"?>`,
		`<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">`,
		`<ShortName>A &amp; B</ShortName>`,
		`<Description>Search A &amp; B</Description>`,
		`<Image width="16" height="16" type="image/x-icon">https://example.com/docs/img/favicon.ico</Image>`,
		`<Url type="text/html" method="get" template="https://example.com/docs/find?q={searchTerms}"></Url>`,
		`<Url type="application/opensearchdescription+xml" rel="self" template="https://example.com/docs/opensearch.xml"></Url>`,
		`<moz:SearchForm>https://example.com/docs/</moz:SearchForm>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %s:\n%s", want, got)
		}
	}
	if strings.Contains(string(Build(Site{Title: "T", URL: "https://e.com/", SearchPage: "search"})), "<Image") {
		t.Error("an Image without a favicon")
	}
}
