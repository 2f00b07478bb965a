package pipeline

import (
	"strings"
	"testing"
)

// The docs plugin's component options: each instance's pages render with the components its
// options name, nested as Docusaurus nests them (testdata/doc-components). The api instance's
// item provides a context that a component of its markdown reads (it throws without it), and
// its docs root renders its nested routes with renderRoutes(props.route.routes); the default
// instance's doc root wraps the theme's and forwards its props, so the sidebar stays. Each
// instance's other levels are the theme's.
func TestDocsComponentOptions(t *testing.T) {
	res, err := Run(testOptions(t, copySite(t, "doc-components")))
	if err != nil {
		t.Fatal(err)
	}
	api := readOut(t, res.OutDir, "api/pets/index.html")
	for _, want := range []string{`<p class="store">store of pets</p>`, `<div class="my-docs-root" data-url="/api/pets">`, `theme-doc-markdown`} {
		if !strings.Contains(api, want) {
			t.Errorf("api/pets has no %s", want)
		}
	}
	if strings.Contains(api, "my-root") {
		t.Error("api/pets is in the default instance's doc root")
	}
	intro := readOut(t, res.OutDir, "docs/intro/index.html")
	for _, want := range []string{`<div class="my-root" data-path="/docs/intro">`, `docSidebarContainer`, `The guide`} {
		if !strings.Contains(intro, want) {
			t.Errorf("docs/intro has no %s", want)
		}
	}
	if strings.Contains(intro, "my-docs-root") {
		t.Error("docs/intro is in the api instance's docs root")
	}
}
