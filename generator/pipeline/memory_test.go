package pipeline

import (
	"strings"
	"testing"

	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
)

// A large site whose estimate passes the memory available is told so, with its figures; one
// that fits, or a small one, is not.
func TestMemoryWarning(t *testing.T) {
	page, err := markdown.Parse("a.md", []byte("# A page\n\n"+strings.Repeat("Some words of text. ", 200)+"\n"), "md")
	if err != nil {
		t.Fatal(err)
	}
	files := make([]content.MarkdownFile, 100000)
	for i := range files {
		files[i].Parsed = page
	}
	need := memoryNeed(len(files), int64(len(files)*page.Size()))
	if msg := memoryWarning(files, need-1); !strings.Contains(msg, "about 6.6 GB of memory (100000 markdown files, 382 MB of them), more than the 6.6 GB available") {
		t.Errorf("warning %q", msg)
	}
	if msg := memoryWarning(files, need); msg != "" {
		t.Errorf("a build that fits is warned: %q", msg)
	}
	if msg := memoryWarning(files[:1000], 1<<20); msg != "" {
		t.Errorf("a small site is warned: %q", msg)
	}
}
