package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A locale's localeConfigs path is the folder of its translations under i18n/, as Docusaurus's
// localizationDir: its docs, code.json and navbar labels are read there, while its pages are
// still built under its name, at its name's URL.
func TestLocaleConfigsPathMovesTranslationsNotURLs(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'francais' } } },
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Guide' }] } },
};
`,
		"docs/intro.md": "# Intro\n\nIn English.\n",
		"i18n/francais/docusaurus-plugin-content-docs/current/intro.md": "# Introduction\n\nEn français.\n",
		"i18n/francais/docusaurus-theme-classic/navbar.json":            `{"item.label.Guide": {"message": "Le guide"}}`,
		"i18n/francais/code.json":                                       `{"theme.common.editThisPage": {"message": "Modifier"}}`,
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	page := readOut(t, res.OutDir, "fr/docs/intro/index.html")
	for _, want := range []string{"En français.", "Le guide", `href="/fr/docs/intro"`} {
		if !strings.Contains(page, want) {
			t.Errorf("fr/docs/intro has no %q:\n%.1500s", want, page)
		}
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "francais")); err == nil {
		t.Errorf("a build folder was written under the localeConfigs path")
	}
}
