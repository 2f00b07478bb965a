package config

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// Where the sitemap plugin's options come from: the classic preset's sitemap (on by default,
// off with false) or a plugins entry; none without either, as Docusaurus has none then.
func TestSitemapOptions(t *testing.T) {
	for _, c := range []struct{ config, want string }{
		{`presets: [['classic', {}]]`, "presets[0].sitemap map[]"},
		{`presets: [['classic', {sitemap: {changefreq: null, lastmod: 'date'}}]]`, "presets[0].sitemap map[changefreq:<nil> lastmod:date]"},
		{`presets: [['classic', {sitemap: false}]]`, "none"},
		{`presets: [['classic', {sitemap: false}]], plugins: [['@docusaurus/plugin-sitemap', {priority: 0.7}]]`, "plugins[0] map[priority:0.7]"},
		{`noIndex: true, presets: [['classic', {}]]`, "presets[0].sitemap map[] noIndex"},
	} {
		dir := writeSite(t, map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', " + c.config + "};\n"})
		cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
		if err != nil {
			t.Fatal(err)
		}
		got := "none"
		for _, e := range cfg.Plugins {
			if e.Name == "@docusaurus/plugin-sitemap" {
				got = fmt.Sprint(e.Key, " ", e.Options)
			}
		}
		if cfg.NoIndex {
			got += " noIndex"
		}
		if got != c.want {
			t.Errorf("%s: %s, want %s", c.config, got, c.want)
		}
	}
	dir := writeSite(t, map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {sitemap: 'yes'}]]};\n"})
	if _, err := Load(dir, jsrt.Options{Env: map[string]string{}}); err == nil || !strings.Contains(err.Error(), "presets[0].sitemap: must be the sitemap plugin's options object or false, got a string") {
		t.Errorf("error %v", err)
	}
}
