package config

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// A built-in plugin's entry reaches the registry with its full name, where the config has it,
// and its options as data, for its plugin to read and check; a shorthand name is the full one.
func TestPluginEntries(t *testing.T) {
	load := func(body string) *Config {
		t.Helper()
		cfg, err := Load(writeSite(t, map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', " + body + "};\n"}), jsrt.Options{Env: map[string]string{}})
		if err != nil {
			t.Fatal(err)
		}
		return cfg
	}
	cfg := load(`plugins: [['ideal-image', {min: 320, max: 1030, steps: 2, quality: 70, disableInDev: false}]]`)
	if len(cfg.Plugins) != 1 {
		t.Fatalf("entries %+v", cfg.Plugins)
	}
	if e := cfg.Plugins[0]; e.Name != "@docusaurus/plugin-ideal-image" || e.Key != "plugins[0]" || e.Options["quality"] != int64(70) && e.Options["quality"] != float64(70) {
		t.Errorf("entry %+v", e)
	}
	// Every plugin in Docusaurus's order: the classic preset's plugins in the order it lists
	// them (the analytics plugins of its options before its sitemap), its Algolia theme for
	// themeConfig.algolia, then the site's plugins and themes as listed (./local.js, a
	// JavaScript plugin, among them: its entry, not made, for Load runs no plugin).
	cfg = load(`presets: [['classic', {gtag: {trackingID: 'G-1'}}]], plugins: ['mermaid', ['content-docs', {id: 'two'}], './local.js', ['client-redirects', {}]], themes: ['live-codeblock'], themeConfig: {algolia: {}}`)
	checkEntries(t, cfg, func(e Entry) string { return fmt.Sprintf("%s %s at %s", e.Name, e.ID, e.Key) },
		"@docusaurus/plugin-content-docs default at presets[0].docs",
		"@docusaurus/plugin-content-blog default at presets[0].blog",
		"@docusaurus/plugin-content-pages default at presets[0].pages",
		"@docusaurus/plugin-google-gtag default at presets[0].gtag",
		"@docusaurus/plugin-sitemap default at presets[0].sitemap",
		"@docusaurus/theme-search-algolia default at presets[0]",
		"@docusaurus/theme-mermaid default at plugins[0]",
		"@docusaurus/plugin-content-docs two at plugins[1]",
		"./local.js default at plugins[2]",
		"@docusaurus/plugin-client-redirects default at plugins[3]",
		"@docusaurus/theme-live-codeblock default at themes[0]",
	)
	if cfg := load(`plugins: []`); len(cfg.Plugins) != 0 {
		t.Errorf("without plugins: %+v", cfg.Plugins)
	}
}

// Every preset's plugins come before every preset's themes, as Docusaurus concatenates them:
// the classic preset's Algolia theme after the next preset's plugin, before its theme.
func TestPresetEntriesOrder(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {blog: false, pages: false, sitemap: false}], './preset.js'],
  themeConfig: {algolia: {}},
};
`,
		"preset.js": "module.exports = () => ({plugins: ['ideal-image'], themes: ['mermaid']});\n",
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	checkEntries(t, cfg, func(e Entry) string { return e.Name + " at " + e.Key },
		"@docusaurus/plugin-content-docs at presets[0].docs",
		"@docusaurus/plugin-ideal-image at presets[1] (./preset.js), its plugins[0]",
		"@docusaurus/theme-search-algolia at presets[0]",
		"@docusaurus/theme-mermaid at presets[1] (./preset.js), its themes[0]",
	)
}

// checkEntries checks cfg's entries, each as describe words it, against want, in order.
func checkEntries(t *testing.T, cfg *Config, describe func(Entry) string, want ...string) {
	t.Helper()
	var got []string
	for _, e := range cfg.Entries {
		got = append(got, describe(e))
	}
	if s, w := strings.Join(got, "\n"), strings.Join(want, "\n"); s != w {
		t.Errorf("entries:\n got %s\nwant %s", s, w)
	}
}
