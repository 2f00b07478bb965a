package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A top-level format key in front matter is not how Docusaurus 3.8.1 chooses a page's format
// (its mdx-loader reads mdx.format only; with format: md it renders {1+1} as 2): gosaurus reads
// it the same way and says so in a warning; mdx.format: md makes the page CommonMark, its
// braces text.
func TestFrontMatterFormat(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"top.md": "---\nformat: md\n---\n# Top\n\nSum {1+1} here.\n",
		"mdx.md": "---\nmdx:\n  format: md\n---\n# Mdx\n\nSum {1+1} here.\n",
	})
	opts := testOptions(t, site)
	res, page := buildPage(t, opts, "top")
	if !strings.Contains(page, "Sum <!-- -->2<!-- --> here.") {
		t.Errorf("top.md is not compiled as MDX, as in Docusaurus")
	}
	want := "docs/top.md: front matter format: md is not read, as Docusaurus does not read it; the page is compiled as MDX, its {expressions} evaluated. To set its format, write it under mdx (mdx: {format: md})"
	if w := strings.Join(res.Warnings, "\n"); !strings.Contains(w, want) || strings.Contains(w, "docs/mdx.md") {
		t.Errorf("warnings:\n%s\nwant one for docs/top.md only:\n%s", w, want)
	}
	if page, _ := os.ReadFile(filepath.Join(res.OutDir, "mdx", "index.html")); !strings.Contains(string(page), "Sum {1+1} here.") {
		t.Errorf("mdx.md (mdx.format: md) is not CommonMark")
	}
}
