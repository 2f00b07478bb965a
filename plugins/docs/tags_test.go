package docs

import (
	"strings"
	"testing"
)

// A tag page lists its docs by title in alphabetical order, case aside, as localeCompare sorts
// them for Docusaurus; the tags themselves by label.
func TestTagPagesOrder(t *testing.T) {
	tag := Tag{Label: "Glossary", Permalink: "/docs/tags/glossary"}
	var docs []*Doc
	for _, title := range []string{"How to Perform White Box Testing", "docs-dev-guide", "How to increase coverage", "Error Guessing", "How to perform mocking"} {
		docs = append(docs, &Doc{Title: title, Tags: []Tag{tag}})
	}
	pages := tagPages(docs)
	var got []string
	for _, d := range pages[0].Docs {
		got = append(got, d.Title)
	}
	want := "docs-dev-guide | Error Guessing | How to increase coverage | How to perform mocking | How to Perform White Box Testing"
	if strings.Join(got, " | ") != want {
		t.Errorf("order:\n%s\nwant:\n%s", strings.Join(got, " | "), want)
	}
}
