package pipeline

import (
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// internalWording is what the /sdk-js/ pages must not tell readers: the package registry our
// machines install from, what it lacks, and how this project tests the pages. Readers install
// the SDK from the public registry; how the samples are tested belongs in docs/contributing.md and the
// samples runner's output.
var internalWording = []struct {
	re     *regexp.Regexp
	reason string
}{
	{regexp.MustCompile(`(?i)\bregistr(y|ies)\b`), "names a package registry"},
	{regexp.MustCompile(`(?i)\b(not|never|was not|were not|un)\s*published\b`), "calls a package unpublished"},
	{regexp.MustCompile(`(?i)\bnot\s+(installable|on npm)\b|\bcannot be installed\b|\bcould not be installed\b`), "calls a package not installable"},
	{regexp.MustCompile(`(?i)\bnpm view\b|\bETARGET\b|legacy-peer-deps`), "works around what one registry lacks"},
	{regexp.MustCompile(`(?i)when these pages were written`), "dates the page by our registry's state"},
	{regexp.MustCompile(`(?i)docs' tests|\bour tests\b|\bdocs tests\b|\btest machines?\b`), "mentions this project's tests"},
	{regexp.MustCompile(`(?i)website/package\.json|pinned in this site`), "points at this project's files"},
	{regexp.MustCompile(`(?i)\bnot run (by|here)\b|\bcannot run here\b|\bsamples? (is|are) not run\b`), "says a sample is not run"},
	{regexp.MustCompile(`(?i)\bthe mock (service|vault|gateway)s?\b`), "describes the samples' test services"},
}

var (
	nonText = regexp.MustCompile(`(?is)<(script|style)\b.*?</(script|style)>`)
	tag     = regexp.MustCompile(`(?s)<[^>]*>`)
)

// TestWebsiteHasNoInternalWording builds website/ and fails on any page (or search index
// shard) whose reader-visible text mentions our registry, unpublished packages or our tests.
func TestWebsiteHasNoInternalWording(t *testing.T) {
	opts := testOptions(t, "../../website")
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	pages := 0
	err := filepath.WalkDir(opts.OutDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(opts.OutDir, path)
		var text string
		switch {
		case strings.HasSuffix(path, ".html"):
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			pages++
			text = html.UnescapeString(tag.ReplaceAllString(nonText.ReplaceAllString(string(b), " "), " "))
		case strings.HasPrefix(filepath.ToSlash(rel), "search-index/") && strings.HasSuffix(path, ".json"):
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			text = string(b)
		default:
			return nil
		}
		for _, w := range internalWording {
			for _, loc := range w.re.FindAllStringIndex(text, -1) {
				t.Errorf("%s %s: %q", rel, w.reason, excerpt(text, loc[0], loc[1]))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if pages < 30 {
		t.Fatalf("only %d HTML pages under %s; the build of website/ looks incomplete", pages, opts.OutDir)
	}
}

// excerpt returns the match with up to 60 bytes of context, whitespace collapsed.
func excerpt(s string, start, end int) string {
	from, to := max(0, start-60), min(len(s), end+60)
	return strings.Join(strings.Fields(s[from:to]), " ")
}
