package config

import (
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"gosaurus/generator/i18n"
	"gosaurus/plugins/plugin/site"
)

// I18n and LocaleConfig are the plugin contract's, which plugins read in the site's config.
type (
	I18n         = site.I18n
	LocaleConfig = site.LocaleConfig
)

// rtlLanguages are the languages written right to left, whose default direction is rtl.
var rtlLanguages = []string{"ar", "arc", "ckb", "dv", "fa", "ha", "he", "khw", "ks", "ku", "ps", "sd", "ur", "yi"}

func readI18n(cfg *Config, file string, raw any) error {
	cfg.I18n = I18n{DefaultLocale: "en", Dir: filepath.Join(cfg.SiteDir, "i18n"), RootBaseURL: cfg.BaseURL}
	m, ok := raw.(map[string]any)
	if raw != nil && !ok {
		return &Error{File: file, Key: "i18n", Msg: "must be an object such as { defaultLocale: 'en', locales: ['en', 'fr'] }"}
	}
	if v, ok := m["defaultLocale"]; ok {
		s, ok := v.(string)
		if !ok || s == "" {
			return &Error{File: file, Key: "i18n.defaultLocale", Msg: "must be a locale name such as \"en\""}
		}
		if err := CheckLocale(s); err != nil {
			return &Error{File: file, Key: "i18n.defaultLocale", Msg: err.Error()}
		}
		cfg.I18n.DefaultLocale = s
	}
	locales := []string{cfg.I18n.DefaultLocale}
	if v, ok := m["locales"]; ok {
		list, err := stringList(v)
		if err != nil {
			return &Error{File: file, Key: "i18n.locales", Msg: err.Error()}
		}
		for i, l := range list {
			if err := CheckLocale(l); err != nil {
				return &Error{File: file, Key: fmt.Sprintf("i18n.locales[%d]", i), Msg: err.Error()}
			}
		}
		if !slices.Contains(list, cfg.I18n.DefaultLocale) {
			return &Error{File: file, Key: "i18n.locales", Msg: fmt.Sprintf("must include the default locale %q; it has %s", cfg.I18n.DefaultLocale, strings.Join(list, ", "))}
		}
		for _, l := range list {
			if !slices.Contains(locales, l) {
				locales = append(locales, l)
			}
		}
	}
	cfg.I18n.Locales = locales
	if v, ok := m["path"].(string); ok {
		cfg.I18n.Dir = AbsIn(cfg.SiteDir, v)
	}
	given, _ := m["localeConfigs"].(map[string]any)
	for name := range given {
		if !slices.Contains(locales, name) {
			return &Error{File: file, Key: "i18n.localeConfigs." + name, Msg: fmt.Sprintf("is not one of i18n.locales (%s)", strings.Join(locales, ", "))}
		}
	}
	cfg.I18n.Configs = map[string]LocaleConfig{}
	for _, l := range locales {
		lc := defaultLocaleConfig(l)
		if o, ok := given[l].(map[string]any); ok {
			for key, into := range map[string]*string{"label": &lc.Label, "direction": &lc.Direction, "htmlLang": &lc.HTMLLang, "calendar": &lc.Calendar, "path": &lc.Path} {
				if v, ok := o[key]; ok {
					s, ok := v.(string)
					if !ok {
						return &Error{File: file, Key: "i18n.localeConfigs." + l + "." + key, Msg: "must be a string"}
					}
					*into = s
				}
			}
			if lc.Direction != "ltr" && lc.Direction != "rtl" {
				return &Error{File: file, Key: "i18n.localeConfigs." + l + ".direction", Msg: fmt.Sprintf("%q is not valid; use \"ltr\" or \"rtl\"", lc.Direction)}
			}
			lc.Path = strings.Trim(lc.Path, "/")
			// The path is the locale's folder of translations under i18n.path, as its name is
			// by default.
			if lc.Path != "" && !filepath.IsLocal(lc.Path) {
				return &Error{File: file, Key: "i18n.localeConfigs." + l + ".path", Msg: fmt.Sprintf("%q leads out of the i18n folder; give a folder inside it, such as %q", lc.Path, l)}
			}
		}
		cfg.I18n.Configs[l] = lc
	}
	cfg.Locale = cfg.I18n.DefaultLocale
	return nil
}

// localeName is the shape of a BCP 47 tag: subtags of 1 to 8 letters or digits joined by
// hyphens. A locale's name is a folder of the build and of i18n/, so anything else, "../x"
// most of all, would put files where they do not belong. Docusaurus hands the name to Intl,
// which refuses an underscore (zh_CN) too.
var localeName = regexp.MustCompile(`^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$`)

// CheckLocale says what is wrong with name as a locale's name; nil when it is one.
func CheckLocale(name string) error {
	if localeName.MatchString(name) {
		return nil
	}
	return fmt.Errorf("%q is not a locale name; use a BCP 47 tag such as \"en\", \"pt-BR\" or \"zh-Hans\": parts of 1 to 8 letters or digits joined by hyphens", name)
}

// defaultLocaleConfig is what Docusaurus assumes of a locale: its own name for itself as the
// label, the direction its script is written in, and the locale as the html lang and path.
func defaultLocaleConfig(locale string) LocaleConfig {
	lc := LocaleConfig{Label: locale, Direction: "ltr", HTMLLang: locale, Calendar: "gregory", Path: locale}
	if tag, err := language.Parse(locale); err == nil {
		if name := []rune(display.Self.Name(tag)); len(name) > 0 {
			lc.Label = strings.ToUpper(string(name[:1])) + string(name[1:])
		}
		base, _ := tag.Base()
		if slices.Contains(rtlLanguages, base.String()) {
			lc.Direction = "rtl"
		}
	}
	return lc
}

// ForLocale is the config of the build of one locale: the default locale at the base URL, every
// other one under its name, as Docusaurus lays out a multi-locale build, with the navbar's and
// footer's labels of its translation files (docusaurus-theme-classic in its LocalizationDir).
func (cfg *Config) ForLocale(locale string) (*Config, error) {
	c := *cfg
	c.Locale = locale
	c.BaseURL = cfg.I18n.RootBaseURL
	if locale != cfg.I18n.DefaultLocale {
		c.BaseURL += locale + "/"
	}
	tc, err := i18n.TranslateThemeConfig(cfg.SiteDir, cfg.LocalizationDir(locale), cfg.ThemeConfig)
	if err != nil {
		return nil, err
	}
	c.ThemeConfig = tc
	c.Site = maps.Clone(cfg.Site)
	c.Site["baseUrl"], c.Site["themeConfig"] = c.BaseURL, tc
	return &c, nil
}

// WithThemeConfig is the config with the keys of themeConfig that plugins validated (their
// defaults filled in) in place of the config's own, as Docusaurus's siteConfig has them once
// validateThemeConfig has run. The config itself stays as it is.
func (cfg *Config) WithThemeConfig(keys map[string]any) *Config {
	if len(keys) == 0 {
		return cfg
	}
	c := *cfg
	c.ThemeConfig = maps.Clone(cfg.ThemeConfig)
	maps.Copy(c.ThemeConfig, keys)
	c.Site = maps.Clone(cfg.Site)
	c.Site["themeConfig"] = c.ThemeConfig
	return &c
}
