package config

import (
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/plugins/plugin/site"
)

func TestI18nDefaultsAndLocales(t *testing.T) {
	cfg := &Config{Config: site.Config{SiteDir: "/site", BaseURL: "/base/"}}
	err := readI18n(cfg, "docusaurus.config.js", map[string]any{
		"defaultLocale": "en",
		"locales":       []any{"en", "fr", "ar"},
		"localeConfigs": map[string]any{"fr": map[string]any{"label": "FR", "path": "/francais/"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(cfg.I18n.Locales, ","); got != "en,fr,ar" {
		t.Errorf("locales %s", got)
	}
	if ar := cfg.I18n.Configs["ar"]; ar.Direction != "rtl" || ar.Label != "العربية" || ar.Path != "ar" {
		t.Errorf("ar defaults: %+v", ar)
	}
	if fr := cfg.I18n.Configs["fr"]; fr.Label != "FR" || fr.Direction != "ltr" || fr.Path != "francais" {
		t.Errorf("fr: %+v", fr)
	}
	cfg.Site = map[string]any{"baseUrl": "/base/"}
	fr, err := cfg.ForLocale("fr")
	if err != nil {
		t.Fatal(err)
	}
	// A localeConfigs path moves the translations, not the URL or the build folder, as in
	// Docusaurus (localizePath takes the locale's name, localizationDir its path).
	if fr.BaseURL != "/base/fr/" || fr.Site["baseUrl"] != "/base/fr/" || fr.OutPrefix() != "fr/" {
		t.Errorf("fr build: baseUrl %s, siteConfig.baseUrl %v, out %q", fr.BaseURL, fr.Site["baseUrl"], fr.OutPrefix())
	}
	if got := fr.LocalizationDir("fr"); got != filepath.Join("/site", "i18n", "francais") {
		t.Errorf("fr translations in %s", got)
	}
	if got := fr.LocalizationDir("ar"); got != filepath.Join("/site", "i18n", "ar") {
		t.Errorf("ar translations in %s", got)
	}
	// A locale's config of a locale's config still starts from the site's base URL.
	if en, _ := fr.ForLocale("en"); en.BaseURL != "/base/" || en.OutPrefix() != "" {
		t.Errorf("en from fr: %s %q", en.BaseURL, en.OutPrefix())
	}
	if cfg.Site["baseUrl"] != "/base/" {
		t.Errorf("ForLocale changed the site's own config")
	}
}

func TestI18nErrors(t *testing.T) {
	for _, tc := range []struct {
		raw  map[string]any
		want string
	}{
		{map[string]any{"locales": []any{"fr"}}, `docusaurus.config.js: i18n.locales: must include the default locale "en"; it has fr`},
		{map[string]any{"defaultLocale": 3}, `i18n.defaultLocale: must be a locale name`},
		{map[string]any{"localeConfigs": map[string]any{"de": map[string]any{}}}, `i18n.localeConfigs.de: is not one of i18n.locales (en)`},
		{map[string]any{"localeConfigs": map[string]any{"en": map[string]any{"direction": "up"}}}, `i18n.localeConfigs.en.direction: "up" is not valid; use "ltr" or "rtl"`},
	} {
		err := readI18n(&Config{Config: site.Config{BaseURL: "/"}}, "docusaurus.config.js", tc.raw)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.raw, err, tc.want)
		}
	}
}

// A locale's name is a folder of the build and of i18n/: only the shape of a BCP 47 tag is
// taken, in i18n.defaultLocale and i18n.locales, and a locale's path may not lead out of the
// build. The message names the key, the value and what is valid.
func TestLocaleNames(t *testing.T) {
	const valid = `is not a locale name; use a BCP 47 tag such as "en", "pt-BR" or "zh-Hans": parts of 1 to 8 letters or digits joined by hyphens`
	for _, tc := range []struct {
		raw  map[string]any
		want string
	}{
		{map[string]any{"defaultLocale": "en", "locales": []any{"en", "fr", "pt-BR", "zh-Hans", "zh-CN", "es-419", "sr-Latn-RS"}}, ""},
		{map[string]any{"defaultLocale": "en", "locales": []any{"en", "../../../../tmp/x"}}, `docusaurus.config.js: i18n.locales[1]: "../../../../tmp/x" ` + valid},
		{map[string]any{"defaultLocale": "../x", "locales": []any{"../x"}}, `docusaurus.config.js: i18n.defaultLocale: "../x" ` + valid},
		{map[string]any{"locales": []any{"en", "fr/x"}}, `docusaurus.config.js: i18n.locales[1]: "fr/x" ` + valid},
		{map[string]any{"locales": []any{"en", "zh_CN"}}, `docusaurus.config.js: i18n.locales[1]: "zh_CN" ` + valid},
		{map[string]any{"locales": []any{"en", "fr-"}}, `docusaurus.config.js: i18n.locales[1]: "fr-" ` + valid},
		{map[string]any{"locales": []any{"en", "de-abcdefghi"}}, `docusaurus.config.js: i18n.locales[1]: "de-abcdefghi" ` + valid},
		{map[string]any{"locales": []any{"en", ".."}}, `docusaurus.config.js: i18n.locales[1]: ".." ` + valid},
		{map[string]any{"locales": []any{"en", ""}}, `docusaurus.config.js: i18n.locales[1]: "" ` + valid},
		{map[string]any{"locales": []any{"en", "fr"}, "localeConfigs": map[string]any{"fr": map[string]any{"path": "../../x"}}},
			`docusaurus.config.js: i18n.localeConfigs.fr.path: "../../x" leads out of the i18n folder; give a folder inside it, such as "fr"`},
		{map[string]any{"locales": []any{"en", "fr"}, "localeConfigs": map[string]any{"fr": map[string]any{"path": "/lang/fr/"}}}, ""},
	} {
		got := ""
		if err := readI18n(&Config{Config: site.Config{BaseURL: "/"}}, "docusaurus.config.js", tc.raw); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%v:\nerror %s\nwant  %s", tc.raw, got, tc.want)
		}
	}
}
