// Package site is the site's configuration as the plugin contract hands it to a plugin's
// stages (plugin.Context.Config, plugin.Built.Config): the plain data of the validated
// docusaurus.config that plugins read, for the locale being built. generator/config fills it
// in and embeds it in its own Config, which adds what only the build, and the plugins as
// plugins/registry makes them, read. It is part of the contract and imports nothing of the
// project.
package site

import (
	"cmp"
	"path/filepath"
)

// Config is a site's validated configuration in a build of one locale, Docusaurus's defaults
// filled in.
type Config struct {
	SiteDir string
	File    string // absolute path of the config file

	Title          string
	Tagline        string
	URL            string
	BaseURL        string
	Favicon        string
	TitleDelimiter string
	TrailingSlash  *bool
	OutDir         string // the build folder, "" for <SiteDir>/build: plugins' context.outDir
	NoIndex        bool   // noIndex: no page is for search engines, and there is no sitemap

	OnBrokenLinks         string
	OnBrokenAnchors       string
	OnBrokenMarkdownLinks string
	OnDuplicateRoutes     string

	StaticDirectories []string
	CustomCSS         []string // absolute paths

	I18n   I18n
	Locale string // the locale being built; see generator/config's ForLocale

	// Site is the JSON handed to the theme as siteConfig: the user's config with functions
	// dropped and themeConfig defaults filled in.
	Site map[string]any
	// ThemeConfig is Site["themeConfig"].
	ThemeConfig map[string]any
}

// I18n is the site's i18n config with Docusaurus's defaults filled in.
type I18n struct {
	DefaultLocale string
	Locales       []string // the default locale first
	Dir           string   // absolute: where translations live (i18n/ unless set)
	Configs       map[string]LocaleConfig
	RootBaseURL   string // the site's baseUrl, where the default locale goes
}

// LocaleConfig is one entry of i18n.localeConfigs.
type LocaleConfig struct {
	Label     string `json:"label"`
	Direction string `json:"direction"`
	HTMLLang  string `json:"htmlLang"`
	Calendar  string `json:"calendar"`
	// Path is the locale's folder under i18n.path, its name unless set: where its translations
	// are (LocalizationDir). Its URL and build folder are its name, whatever Path says.
	Path string `json:"path"`
}

// MarkdownFormat is markdown.format: "mdx" (the default), "md" or "detect".
func (cfg *Config) MarkdownFormat() string {
	if m, ok := cfg.Site["markdown"].(map[string]any); ok {
		if f, ok := m["format"].(string); ok {
			return f
		}
	}
	return "mdx"
}

// OutPrefix is where a locale's build goes inside the build folder: "" for the default locale,
// else its name (not its localeConfigs path, as Docusaurus's localizePath has it).
func (cfg *Config) OutPrefix() string {
	if cfg.Locale == cfg.I18n.DefaultLocale {
		return ""
	}
	return cfg.Locale + "/"
}

// LocalizationDir is the folder of locale's translations: i18n.path joined with its
// localeConfigs path, which is its name unless set (Docusaurus's context.localizationDir).
func (cfg *Config) LocalizationDir(locale string) string {
	return filepath.Join(cfg.I18n.Dir, cmp.Or(cfg.I18n.Configs[locale].Path, locale))
}

// I18nFolder is a plugin instance's folder in a locale's translations (LocalizationDir), as
// Docusaurus's getPluginI18nPath names it: the plugin's name, with "-<id>" unless the instance
// is the default one.
func I18nFolder(plugin, id string) string {
	if id != "default" {
		return plugin + "-" + id
	}
	return plugin
}

// PluginContext is the context Docusaurus hands every plugin in a build of cfg's locale (see
// generator/config's ForLocale), with the fields plugins read; siteConfig is added by the
// caller (the live config in goja, its plain data in Node). Plugins are instantiated with the
// default locale's; a postBuild, which runs per locale, gets its locale's.
func (cfg *Config) PluginContext() map[string]any {
	locales := map[string]any{}
	for name, lc := range cfg.I18n.Configs {
		locales[name] = map[string]any{"label": lc.Label, "direction": lc.Direction, "htmlLang": lc.HTMLLang, "calendar": lc.Calendar, "path": lc.Path}
	}
	locale := cmp.Or(cfg.Locale, cfg.I18n.DefaultLocale)
	return map[string]any{
		"siteDir":           cfg.SiteDir,
		"siteConfigPath":    cfg.File,
		"baseUrl":           cfg.BaseURL,
		"outDir":            filepath.Join(cmp.Or(cfg.OutDir, filepath.Join(cfg.SiteDir, "build")), cfg.OutPrefix()),
		"generatedFilesDir": cfg.GeneratedFilesDir(),
		"localizationDir":   cfg.LocalizationDir(locale),
		"i18n": map[string]any{"defaultLocale": cfg.I18n.DefaultLocale, "locales": cfg.I18n.Locales,
			"currentLocale": locale, "localeConfigs": locales, "path": cfg.I18n.Dir},
		"codeTranslations": map[string]any{},
		"siteStorage":      map[string]any{"type": "localStorage", "namespace": ""},
	}
}

// GeneratedFilesDir is the folder of the files Docusaurus generates for the site
// (.docusaurus), plugins' context.generatedFilesDir.
func (cfg *Config) GeneratedFilesDir() string { return filepath.Join(cfg.SiteDir, GeneratedDir) }

// GeneratedDir is the folder of the site where Docusaurus writes the files it generates,
// which @generated/ names.
const GeneratedDir = ".docusaurus"
