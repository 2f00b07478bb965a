package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/initsite"
)

// TestInitSiteBuilds builds the site `gosaurus init` writes, as it is written.
func TestInitSiteBuilds(t *testing.T) {
	site := filepath.Join(t.TempDir(), "my-site")
	if err := initsite.Write(site); err != nil {
		t.Fatal(err)
	}
	opts := testOptions(t, site)
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("warnings: %q", res.Warnings)
	}
	for page, text := range map[string]string{
		"index.html":                             "Get started",
		"docs/getting-started/index.html":        "This site was made by",
		"docs/category/guides/index.html":        "How to write and arrange",
		"docs/guides/organising-docs/index.html": "A new category",
		"blog/welcome/index.html":                "The site team",
		"blog/index.html":                        "first blog post",
	} {
		b, err := os.ReadFile(filepath.Join(opts.OutDir, page))
		if err != nil {
			t.Error(err)
			continue
		}
		if !strings.Contains(string(b), text) {
			t.Errorf("%s does not show %q", page, text)
		}
	}
}
