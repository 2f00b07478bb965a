package routes

import (
	"gosaurus/generator/config"
)

// DocusaurusVersion is the version of Docusaurus whose behaviour gosaurus follows.
const DocusaurusVersion = "3.8.1"

// SiteData is the @generated/site module: what useDocusaurusContext() returns.
// globalData is what the plugins gave setGlobalData, by plugin name and instance id.
func SiteData(cfg *config.Config, globalData map[string]map[string]any, codeTranslations map[string]string) map[string]any {
	// A site without docs has no docs data, as in Docusaurus: the theme's docs hooks take
	// none as no instances.
	all := map[string]any{}
	for name, byID := range globalData {
		all[name] = byID
	}
	return map[string]any{
		"siteConfig": cfg.Site,
		"i18n": map[string]any{
			"defaultLocale": cfg.I18n.DefaultLocale, "currentLocale": cfg.Locale, "locales": cfg.I18n.Locales,
			"path": "i18n", "localeConfigs": cfg.I18n.Configs,
		},
		"codeTranslations": codeTranslations,
		"globalData":       all,
		"siteMetadata":     map[string]any{"docusaurusVersion": DocusaurusVersion, "generator": "gosaurus"},
	}
}
