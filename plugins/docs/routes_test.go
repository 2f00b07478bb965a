package docs

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"gosaurus/plugins/plugin/route"
)

// An instance's component options become props of its routes importing the components, on the
// routes whose nesting has that level; an instance that names none has no such props.
func TestRoutesImportTheInstanceComponents(t *testing.T) {
	site := versionedSite(t)
	components := map[string]string{"docItemComponent": "@theme/ApiItem", "docsRootComponent": "@site/src/Root.js",
		"docTagsListComponent": "@theme/Tags"}
	describeRoutes := func(in *Instance) string {
		var lines []string
		for _, r := range routes(in) {
			var props []string
			for k, v := range r.Props {
				if imp, ok := v.(route.Import); ok && strings.HasSuffix(k, "Component") {
					props = append(props, fmt.Sprintf("%s=%s", k, imp))
				}
			}
			slices.Sort(props)
			lines = append(lines, r.Path+" "+r.DocusaurusComponent()+" "+strings.Join(props, " "))
		}
		return strings.Join(lines, "\n")
	}
	in, err := loadVersioned(t, site, func(o *Options) { o.Components = components })
	if err != nil {
		t.Fatal(err)
	}
	in.Versions[0].Docs[0].Tags = []Tag{{Label: "a", Permalink: "/base/docs/next/tags/a"}}
	in.Versions[0].Tags = tagPages(in.Versions[0].Docs)
	in.Versions[0].TagsPath = "/base/docs/next/tags"
	got := describeRoutes(in)
	for _, want := range []string{
		"/base/docs/next/extra @theme/ApiItem docItemComponent=@theme/ApiItem docsRootComponent=@site/src/Root.js",
		"/base/docs/next/tags @theme/Tags docTagsListComponent=@theme/Tags docsRootComponent=@site/src/Root.js",
		"/base/docs/next/tags/a @theme/DocTagDocListPage docsRootComponent=@site/src/Root.js",
	} {
		if !strings.Contains(got, want+"\n") && !strings.HasSuffix(got, want) {
			t.Errorf("no route %q in\n%s", want, got)
		}
	}
	in, err = loadVersioned(t, site, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := describeRoutes(in); strings.Contains(got, "Component=") || !strings.Contains(got, "/base/docs/next/extra @theme/DocItem \n") {
		t.Errorf("routes of an instance with the default components:\n%s", got)
	}
}
