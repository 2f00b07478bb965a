package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
)

// fixture copies a site of testdata/sites into a temporary folder, without its golden files.
func fixture(t *testing.T, name string) string {
	t.Helper()
	src, _ := filepath.Abs(filepath.Join("..", "..", "..", "testdata", "sites", name))
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if d.Name() == "golden" || d.Name() == "build" || d.Name() == cacheDir {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// runOn runs gosaurus on a console that is a terminal or not.
func runOn(terminal bool, args ...string) (code int, stdout, stderr string) {
	var out, errOut strings.Builder
	code = run(args, &console{out: &out, errOut: &errOut, terminal: terminal})
	return code, out.String(), errOut.String()
}

var summary = regexp.MustCompile(`\[gosaurus\] built (\d+) pages in \d+ ms → .* \(\d+\.\d MB\), (\d+) warnings?\n$`)

// On a terminal a build shows its progress on one line it overwrites; elsewhere it writes none.
// Either way it ends with one summary line.
func TestBuildProgressOnTerminalOnly(t *testing.T) {
	site := fixture(t, "basic")
	code, out, errOut := runOn(true, "build", "--no-cache", site)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	m := summary.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no summary line at the end:\n%q", out)
	}
	if want := "\r\x1b[K[gosaurus] rendered " + m[1] + " of " + m[1] + " pages"; !strings.Contains(out, want) {
		t.Errorf("no final progress line %q on a terminal:\n%q", want, out)
	}
	if !strings.Contains(out, " pages\r\x1b[K[gosaurus] render ") {
		t.Errorf("the progress line is not erased before the next line:\n%q", out)
	}

	code, out, errOut = runOn(false, "build", "--no-cache", "--out-dir", filepath.Join(t.TempDir(), "b"), site)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	if strings.Contains(out, "rendered") || strings.Contains(out, "\r") {
		t.Errorf("progress written to a non-terminal:\n%q", out)
	}
	if !summary.MatchString(out) {
		t.Errorf("no summary line at the end:\n%q", out)
	}
}

// build --locale builds that locale alone, into its folder, as docusaurus build --locale does.
func TestBuildOneLocale(t *testing.T) {
	site := fixture(t, "i18n")
	code, out, errOut := runOn(false, "build", "--locale", "fr", site)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	if !strings.Contains(out, "[fr] ") || strings.Contains(out, "[ar] ") || strings.Contains(out, "[en] ") {
		t.Errorf("not the fr locale alone:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(site, "build", "fr", "sitemap.xml")); err != nil {
		t.Error(err)
	}
	for _, other := range []string{"sitemap.xml", "ar"} {
		if _, err := os.Stat(filepath.Join(site, "build", other)); err == nil {
			t.Errorf("build/%s written for --locale fr", other)
		}
	}
	// serve serves it at the locale's path.
	cfg, err := config.Load(site, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	defer cfg.Close()
	if root, base, ok := servedSite(cfg, filepath.Join(site, "build")); !ok || root != filepath.Join(site, "build", "fr") || base != "/fr/" {
		t.Errorf("serve would serve %s at %s (%v), want build/fr at /fr/", root, base, ok)
	}
	code, _, errOut = runOn(false, "build", "--locale", "fe", site)
	if want := `docusaurus.config.js: locale "fe" is not one of the site's i18n.locales (en, fr, ar); did you mean fr?`; code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("status %d, stderr %q; want 1 and %q", code, errOut, want)
	}
}

// clear says what it removed, and that there was nothing when there was nothing.
func TestClearReportsWhatItRemoved(t *testing.T) {
	site := t.TempDir()
	if err := os.MkdirAll(filepath.Join(site, cacheDir, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runOn(false, "clear", site)
	if want := "[gosaurus] removed " + filepath.Join(site, cacheDir) + "\n"; code != 0 || out != want {
		t.Errorf("status %d, stdout %q; want %q", code, out, want)
	}
	if _, err := os.Stat(filepath.Join(site, cacheDir)); err == nil {
		t.Error("the cache is still there")
	}
	code, out, _ = runOn(false, "clear", site)
	if want := "[gosaurus] nothing to clear in " + site + ": no build folder or build cache\n"; code != 0 || out != want {
		t.Errorf("status %d, stdout %q; want %q", code, out, want)
	}
}

// write-heading-ids gives the headings of the site's markdown an explicit id, and says when
// there was nothing to do.
func TestWriteHeadingIDs(t *testing.T) {
	site := fixture(t, "basic")
	doc := filepath.Join(site, "docs", "intro.md")
	code, out, errOut := runOn(false, "write-heading-ids", site)
	if code != 0 || !strings.Contains(out, "heading ids added to "+doc+"\n") {
		t.Fatalf("status %d, stdout %q, stderr %q", code, out, errOut)
	}
	src, _ := os.ReadFile(doc)
	if !regexp.MustCompile(`(?m)^## .* \{#[\w-]+\}\r?$`).Match(src) {
		t.Errorf("no heading id written:\n%s", src)
	}
	code, out, _ = runOn(false, "write-heading-ids", site)
	if code != 0 || !strings.Contains(out, "already has an id") {
		t.Errorf("second run: status %d, stdout %q", code, out)
	}
}

// write-translations writes the files a translator fills in, keeping the messages they already
// have; --override and --messagePrefix rewrite them.
func TestWriteTranslations(t *testing.T) {
	site := fixture(t, "i18n")
	fr := filepath.Join(site, "i18n", "fr")
	code, out, errOut := runOn(false, "write-translations", "--locale", "fr", site)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	read := func(rel string) map[string]struct{ Message, Description string } {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(fr, rel))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]struct{ Message, Description string }
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		return m
	}
	codeJSON := read("code.json")
	if m := codeJSON["theme.docs.paginator.next"]; m.Message != "Page suivante" {
		t.Errorf("the site's own message was replaced: %+v", m)
	}
	if m := codeJSON["theme.CodeBlock.copy"]; m.Message != "Copier" || m.Description == "" {
		t.Errorf("theme label: %+v, want Docusaurus's French with its description", m)
	}
	if m := read("docusaurus-plugin-content-docs/current.json")["sidebar.guide.category.Guides"]; m.Message != "Guides pratiques" {
		t.Errorf("sidebar category: %+v", m)
	}
	if m := read("docusaurus-plugin-content-blog/options.json")["sidebar.title"]; m.Message == "" {
		t.Error("the blog's options.json has no sidebar title")
	}
	if !strings.Contains(out, filepath.Join(fr, "code.json")+": ") || !strings.Contains(out, "navbar.json: ") {
		t.Errorf("output does not name the files:\n%s", out)
	}
	_, out, _ = runOn(false, "write-translations", "--locale", "fr", site)
	if strings.Count(out, ", 0 new\n") != strings.Count(out, "\n") {
		t.Errorf("a second run added messages:\n%s", out)
	}
	runOn(false, "write-translations", "--locale", "fr", "--override", "--messagePrefix", "TODO ", site)
	if m := read("docusaurus-plugin-content-docs/current.json")["sidebar.guide.category.Guides"]; m.Message != "TODO Guides" {
		t.Errorf("--override --messagePrefix: %+v", m)
	}
}
