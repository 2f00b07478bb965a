package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// A site importing a name the theme's module lacks fails with one line naming the importing
// file, the public module and the name.
func TestMissingThemeExport(t *testing.T) {
	dir := t.TempDir()
	site, theme := filepath.Join(dir, "site"), filepath.Join(dir, "theme")
	files := map[string]string{
		filepath.Join(theme, "client/exports/theme-common/internal.jsx"): "export const useTabs = () => 1;\n",
		filepath.Join(theme, "theme/Tabs/index.jsx"):                     "export const x = 1;\n",
		filepath.Join(site, "src/pages/index.js"): "import {useTabs, useMissing} from '../../../theme/client/exports/theme-common/internal.jsx';\n" +
			"import Tabs from '../../../theme/theme/Tabs/index.jsx';\nconsole.log(useTabs, useMissing, Tabs);\n",
		filepath.Join(site, "src/own.js"):  "export const mine = 1;\n",
		filepath.Join(site, "src/uses.js"): "import {notMine} from './own.js';\nconsole.log(notMine);\n",
	}
	for path, src := range files {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in := &Input{SiteDir: site, ThemeDir: theme}
	build := func(entry string) error {
		res := api.Build(api.BuildOptions{EntryPoints: []string{entry}, Bundle: true, Write: false,
			AbsWorkingDir: site, LogLevel: api.LogLevelSilent})
		return in.buildError(res.Errors)
	}
	err := build("src/pages/index.js")
	want := "bundling failed:\n" +
		`src/pages/index.js:1:18: "@docusaurus/theme-common/internal" has no export named "useMissing": gosaurus's theme does not provide this name of Docusaurus's API` + "\n" +
		`src/pages/index.js:2:8: "@theme/Tabs" has no default export in gosaurus's theme (import the names it exports instead)`
	if err == nil || err.Error() != want {
		t.Errorf("error:\n%v\nwant:\n%s", err, want)
	}
	// A site's own module keeps its path.
	err = build("src/uses.js")
	want = "bundling failed:\n" + `src/uses.js:1:9: "src/own.js" has no export named "notMine"`
	if err == nil || err.Error() != want {
		t.Errorf("error:\n%v\nwant:\n%s", err, want)
	}
}

// A message about a place in a page's generated module names the page and its line, with the
// line shown; where no line of the page maps to it, the page alone, never the generated code.
func TestMessagesAboutGeneratedPageModules(t *testing.T) {
	generated := "return <><_c.p>{\"" + strings.Repeat("long generated text ", 500) + "\"}</_c.p></>;"
	in := &Input{Virtual: map[string]Module{"gosaurus-doc:docs/x.md": {Contents: generated, Source: "docs/x.md",
		SourceLine: func(line, column int) (int, string, bool) {
			if column < 10 {
				return 7, "Some {1 +} text.", true
			}
			return 0, "", false
		}}}}
	msg := func(column int) api.Message {
		return api.Message{Text: "Unexpected \"}\"", Location: &api.Location{File: "virtual:gosaurus-doc:docs/x.md", Line: 3, Column: column, LineText: generated}}
	}
	if err := in.buildError([]api.Message{msg(5)}); err == nil || err.Error() != "bundling failed:\ndocs/x.md:7: Unexpected \"}\"\n    Some {1 +} text." {
		t.Errorf("mapped: %v", err)
	}
	if err := in.buildError([]api.Message{msg(10816)}); err == nil || err.Error() != "bundling failed:\ndocs/x.md: Unexpected \"}\"" {
		t.Errorf("not mapped: %.300v", err)
	}
	// The compiler's names for the page's tags are said as the page wrote them.
	m := in.Virtual["gosaurus-doc:docs/x.md"]
	m.SourceTerms = func(s string) string { return strings.ReplaceAll(s, "_c.", "") }
	in.Virtual["gosaurus-doc:docs/x.md"] = m
	named := msg(5)
	named.Text = `Expected closing "_c.Foo" tag to match opening "_c.li" tag`
	if err := in.buildError([]api.Message{named}); err == nil || err.Error() != "bundling failed:\ndocs/x.md:7: Expected closing \"Foo\" tag to match opening \"li\" tag\n    Some {1 +} text." {
		t.Errorf("with the page's names: %v", err)
	}
}
