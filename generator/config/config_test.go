package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// Functions in the preset's options are reported, not silently dropped: markdown plugins once
// per list, any other function by its key.
func TestFunctionsInPresetOptionsAreReported(t *testing.T) {
	dir := t.TempDir()
	config := `function remarkMath() {}
function rehypeKatex() {}
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {
    remarkPlugins: [remarkMath],
    rehypePlugins: [[rehypeKatex, { strict: false }], rehypeKatex],
    editUrl: ({ docPath }) => 'https://example.com/' + docPath,
    sidebarItemsGenerator: async () => [],
  } }]],
};
`
	if err := os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	// editUrl is called for each doc (the docs plugin's edit links), so it is no warning.
	want := []string{
		"docusaurus.config.js: presets[0][1].docs.rehypePlugins: remark and rehype plugins are JavaScript functions, which gosaurus cannot run; the markdown is built without them",
		"docusaurus.config.js: presets[0][1].docs.remarkPlugins: remark and rehype plugins are JavaScript functions, which gosaurus cannot run; the markdown is built without them",
		"docusaurus.config.js: presets[0][1].docs.sidebarItemsGenerator is a function; functions are not used by gosaurus and were left out",
	}
	if cfg.Docs[0].EditURLs == nil {
		t.Error("the editUrl function is not kept")
	}
	if got := strings.Join(cfg.Warnings, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

// Dropdown navbar items get the lists Docusaurus's validation gives them, which forks of the
// classic theme's components spread without checking.
func TestNavbarItemDefaults(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', themeConfig: { navbar: { items: " +
			"[{type: 'localeDropdown'}, {label: 'More', items: [{type: 'docsVersionDropdown', dropdownItemsAfter: [{to: '/v', label: 'All'}]}]}] } } };\n",
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	items := cfg.ThemeConfig["navbar"].(map[string]any)["items"].([]any)
	locale := items[0].(map[string]any)
	version := items[1].(map[string]any)["items"].([]any)[0].(map[string]any)
	if fmt.Sprint(locale["dropdownItemsBefore"], locale["dropdownItemsAfter"], version["dropdownItemsBefore"]) != "[] [] []" ||
		len(version["dropdownItemsAfter"].([]any)) != 1 {
		t.Errorf("items: %v", items)
	}
}
