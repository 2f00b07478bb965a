package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCodeTranslations(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"node_modules/@docusaurus/theme-translations/locales/fr/theme-common.json":         `{"theme.docs.paginator.next": "Suivant", "theme.docs.paginator.next___DESCRIPTION": "x", "theme.NotFound.title": "Page introuvable"}`,
		"node_modules/@docusaurus/theme-translations/locales/fr/theme-live-codeblock.json": `{"theme.Playground.result": "Résultat"}`,
		"node_modules/@docusaurus/theme-translations/locales/fr/plugin-ideal-image.json":   `{"theme.IdealImageMessage.error": "Erreur"}`,
		"site/i18n/fr-CA/code.json": `{"theme.docs.paginator.next": {"message": "Prochaine", "description": "d"}}`,
		"site/i18n/de/code.json":    `["not", "an", "object"]`,
	})
	nodePaths := []string{filepath.Join(root, "node_modules")}
	got, err := CodeTranslations(filepath.Join(root, "site"), filepath.Join(root, "site", "i18n", "fr-CA"), "fr-CA", nodePaths, ThemeFiles(nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	// The language's translations of the theme (fr for fr-CA), the site's code.json over them.
	want := map[string]string{"theme.docs.paginator.next": "Prochaine", "theme.NotFound.title": "Page introuvable"}
	if b, w := mustJSON(got), mustJSON(want); b != w {
		t.Errorf("translations %s, want %s", b, w)
	}
	// With live code blocks, the playground's labels too.
	got, err = CodeTranslations(filepath.Join(root, "site"), filepath.Join(root, "site", "i18n", "fr-CA"), "fr-CA", nodePaths, ThemeFiles([]string{"theme-live-codeblock.json"}), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got["theme.Playground.result"] != "Résultat" || got["theme.docs.paginator.next"] != "Prochaine" || got["theme.IdealImageMessage.error"] != "" {
		t.Errorf("translations with live code blocks %s", mustJSON(got))
	}
	// With plugin-ideal-image, its messages.
	got, err = CodeTranslations(filepath.Join(root, "site"), filepath.Join(root, "site", "i18n", "fr-CA"), "fr-CA", nodePaths, ThemeFiles([]string{"plugin-ideal-image.json"}), nil)
	if err != nil || got["theme.IdealImageMessage.error"] != "Erreur" || got["theme.Playground.result"] != "" {
		t.Errorf("translations with ideal-image %s %v", mustJSON(got), err)
	}
	if _, err := CodeTranslations(filepath.Join(root, "site"), filepath.Join(root, "site", "i18n", "de"), "de", nil, ThemeFiles(nil), nil); err == nil || err.Error() != `i18n/de/code.json: must be a JSON object of {"key": {"message": "…"}}` {
		t.Errorf("a malformed code.json: error %v, want one naming i18n/de/code.json", err)
	}
}

func TestTranslateThemeConfig(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"i18n/fr/docusaurus-theme-classic/navbar.json": `{"title": {"message": "Titre"}, "item.label.Docs": {"message": "Documentation"}, "item.label.More": {"message": "Plus"}}`,
		"i18n/fr/docusaurus-theme-classic/footer.json": `{"link.title.Learn": {"message": "Apprendre"}, "link.item.label.Intro": {"message": "Introduction"}, "copyright": {"message": "Droits"}}`,
	})
	tc := map[string]any{
		"navbar": map[string]any{"title": "Title", "items": []any{
			map[string]any{"label": "Docs"},
			map[string]any{"label": "More", "items": []any{map[string]any{"label": "Docs"}}},
		}},
		"footer": map[string]any{"copyright": "Rights", "links": []any{map[string]any{"title": "Learn", "items": []any{map[string]any{"label": "Intro"}}}}},
	}
	original := mustJSON(tc)
	got, err := TranslateThemeConfig(root, filepath.Join(root, "i18n", "fr"), tc)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"footer":{"copyright":"Droits","links":[{"items":[{"label":"Introduction"}],"title":"Apprendre"}]},"navbar":{"items":[{"label":"Documentation"},{"items":[{"label":"Documentation"}],"label":"Plus"}],"title":"Titre"}}`
	if mustJSON(got) != want {
		t.Errorf("translated:\n%s\nwant:\n%s", mustJSON(got), want)
	}
	if mustJSON(tc) != original {
		t.Errorf("the site's themeConfig was changed in place")
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
