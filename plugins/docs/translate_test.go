package docs

import (
	"os"
	"path/filepath"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/site"
)

func TestTranslatedDocsAndSidebar(t *testing.T) {
	siteDir := t.TempDir()
	for name, body := range map[string]string{
		"sidebars.json":    `{"main": ["intro", {"type": "category", "label": "Guides", "items": ["guides/a", "guides/b"]}, {"type": "link", "label": "Home", "href": "https://e.example"}]}`,
		"docs/intro.md":    "# Intro\n",
		"docs/guides/a.md": "# Guide A\n\nSee [b](b.md).\n",
		"docs/guides/b.md": "# Guide B\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/guides/a.md": "# Guide A en français\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/orphan.md":   "# Not in docs/, so not a page\n",
		"i18n/fr/docusaurus-plugin-content-docs/current.json": `{"version.label": {"message": "Suivante"},
			"sidebar.main.category.Guides": {"message": "Les guides"}, "sidebar.main.link.Home": {"message": "Accueil"}}`,
	} {
		p := filepath.Join(siteDir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := &config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/fr/", File: filepath.Join(siteDir, "docusaurus.config.js"), Locale: "fr",
		I18n: config.I18n{DefaultLocale: "en", Dir: filepath.Join(siteDir, "i18n")}}}
	opts := Options{ID: "default", Path: filepath.Join(siteDir, "docs"), SidebarPath: filepath.Join(siteDir, "sidebars.json"), IncludeCurrentVersion: true, EditURL: "https://e.example/edit"}
	in, err := Load(cfg, opts, jsrt.Options{Env: map[string]string{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := in.Versions[0]
	if len(v.Docs) != 3 {
		t.Fatalf("docs: %d, want the 3 of docs/ (a translation alone is not a page)", len(v.Docs))
	}
	a := v.ByID["guides/a"]
	if a.Title != "Guide A en français" || a.Source != "i18n/fr/docusaurus-plugin-content-docs/current/guides/a.md" || a.File != filepath.Join(siteDir, "docs", "guides", "a.md") {
		t.Errorf("translated doc: title %q, source %q, file %q", a.Title, a.Source, a.File)
	}
	if a.EditURL != "https://e.example/edit/docs/guides/a.md" {
		t.Errorf("edit URL %s, want the original file's", a.EditURL)
	}
	if b := v.ByID["guides/b"]; b.Title != "Guide B" || b.Translation != "" {
		t.Errorf("untranslated doc: %q %q", b.Title, b.Translation)
	}
	if v.Label != "Suivante" {
		t.Errorf("version label %q", v.Label)
	}
	items := v.Sidebars["main"]
	if items[1].Label != "Les guides" || items[1].Items[0].Label != "Guide A en français" || items[2].Label != "Accueil" {
		t.Errorf("sidebar labels: %q, %q, %q", items[1].Label, items[1].Items[0].Label, items[2].Label)
	}
}
