package pipeline

import (
	"strings"
	"testing"

	"gosaurus/generator/render"
)

// Dates are written in the language of the locale being built, as Docusaurus writes them with
// Intl: a post's date, its archive entry and a doc's last update, in English and in French, in
// Node. goja's Intl has English patterns only, so there the French pages' dates are English
// (day first, as outside the United States). The build cache keeps each engine's pages apart.
func TestDatesInTheLocalesLanguage(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'ignore',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: '/docs', showLastUpdateTime: true }, blog: {} }]],
};
`,
		"docs/intro.md":              "---\nlast_update:\n  date: 2024-03-05\n---\n\n# Intro\n\nText.\n",
		"blog/2024-03-05-launch.md":  "---\ntitle: Launch\nauthors: [{name: Ada}]\n---\n\nWe launched.\n",
		"blog/2023-11-20-preview.md": "---\ntitle: Preview\nauthors: [{name: Ada}]\n---\n\nA preview.\n",
	})
	for _, c := range []struct {
		engine string
		want   map[string][]string
	}{
		{render.EngineNode, map[string][]string{
			"docs/intro/index.html":      {">Mar 5, 2024</time>"},
			"blog/index.html":            {">March 5, 2024</time>"},
			"blog/archive/index.html":    {">March 5<!-- --> - <!-- -->Launch<", ">November 20<!-- --> - <!-- -->Preview<"},
			"fr/docs/intro/index.html":   {">5 mars 2024</time>"},
			"fr/blog/index.html":         {">5 mars 2024</time>"},
			"fr/blog/archive/index.html": {">5 mars<!-- --> - <!-- -->Launch<", ">20 novembre<!-- --> - <!-- -->Preview<"},
		}},
		{render.EngineGoja, map[string][]string{
			"fr/docs/intro/index.html": {">5 Mar 2024</time>"},
			"fr/blog/index.html":       {">5 March 2024</time>"},
		}},
	} {
		opts := testOptions(t, dir)
		opts.Engine = c.engine
		res, err := Run(opts)
		if err != nil {
			t.Fatalf("%s: %v", c.engine, err)
		}
		for page, wants := range c.want {
			got := readOut(t, res.OutDir, page)
			for _, w := range wants {
				if !strings.Contains(got, w) {
					t.Errorf("%s: %s has no %q", c.engine, page, w)
				}
			}
		}
	}
}
