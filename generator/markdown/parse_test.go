package markdown

import (
	"strings"
	"testing"
)

// Text after the dashes that close the front matter would be read as front matter and the
// page lost with it (found by FuzzCompileMDX): it is an error naming the line.
func TestFrontMatterClosingLineWithText(t *testing.T) {
	_, err := Parse("docs/a.md", []byte("---\ntitle: A\n--- Intro text\n\nMore text.\n"), FormatMDX)
	if err == nil || !strings.HasPrefix(err.Error(), `docs/a.md:3: the front matter's closing line "--- Intro text" has text after the dashes`) {
		t.Fatalf("error = %v", err)
	}
	for _, ok := range []string{"---\ntitle: A\n---\nText.\n", "---\ntitle: A\n---  \nText.\n", "---\ntitle: A\n-----\nText.\n"} {
		if _, err := Parse("docs/a.md", []byte(ok), FormatMDX); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}
