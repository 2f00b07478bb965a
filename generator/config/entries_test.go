package config

import (
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
	// The classic preset's: its sitemap, the Algolia theme for themeConfig.algolia, and the
	// analytics plugins of its options, then the site's.
	cfg = load(`presets: [['classic', {gtag: {trackingID: 'G-1'}}]], plugins: ['mermaid'], themeConfig: {algolia: {}}`)
	var got []string
	for _, e := range cfg.Plugins {
		got = append(got, e.Name+" at "+e.Key)
	}
	want := "@docusaurus/plugin-sitemap at presets[0].sitemap, @docusaurus/theme-search-algolia at presets[0], @docusaurus/plugin-google-gtag at presets[0].gtag, @docusaurus/theme-mermaid at plugins[0]"
	if s := strings.Join(got, ", "); s != want {
		t.Errorf("entries:\n got %s\nwant %s", s, want)
	}
	if cfg := load(`plugins: []`); len(cfg.Plugins) != 0 {
		t.Errorf("without plugins: %+v", cfg.Plugins)
	}
}
