package config

import (
	"strings"
	"testing"
)

func TestI18nDefaultsAndLocales(t *testing.T) {
	cfg := &Config{SiteDir: "/site", BaseURL: "/base/"}
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
	fr := cfg.ForLocale("fr")
	if fr.BaseURL != "/base/francais/" || fr.Site["baseUrl"] != "/base/francais/" || fr.OutPrefix() != "francais/" {
		t.Errorf("fr build: baseUrl %s, siteConfig.baseUrl %v, out %q", fr.BaseURL, fr.Site["baseUrl"], fr.OutPrefix())
	}
	// A locale's config of a locale's config still starts from the site's base URL.
	if en := fr.ForLocale("en"); en.BaseURL != "/base/" || en.OutPrefix() != "" {
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
		err := readI18n(&Config{BaseURL: "/"}, "docusaurus.config.js", tc.raw)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.raw, err, tc.want)
		}
	}
}
