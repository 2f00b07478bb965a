package i18n

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
)

// ThemeFiles are the files of @docusaurus/theme-translations the site's labels come from: the
// classic theme's (search labels are in the Algolia theme's file), then plugins' (plugins,
// the files of their plugin.Client: the playground's "Live Editor", ideal-image's "Error.
// Click to reload").
func ThemeFiles(plugins []string) []string {
	return append([]string{"theme-common.json", "theme-search-algolia.json"}, plugins...)
}

// CodeTranslations are the theme's labels in locale: Docusaurus's own translations of the
// classic theme (the @docusaurus/theme-translations package, found in nodePaths) for the locale
// or its language, then plugins' own defaults, overridden by the site's code.json in dir, the
// locale's localization folder (i18n/<locale> unless localeConfigs moves it). English needs
// none. files are the package's files to read (ThemeFiles).
func CodeTranslations(siteDir, dir, locale string, nodePaths, files []string, plugins map[string]string) (map[string]string, error) {
	out, err := ThemeMessages(nodePaths, locale, files)
	if err != nil {
		return nil, err
	}
	maps.Copy(out, plugins)
	site, err := ReadMessagesFile(siteDir, filepath.Join(dir, "code.json"))
	if err != nil {
		return nil, err
	}
	maps.Copy(out, site)
	return out, nil
}

// ThemeMessages are Docusaurus's own translations of the classic theme's labels for the locale
// or its language, by key; none for English. With locale "base" they are the English messages,
// each with its description under the key + "___DESCRIPTION".
func ThemeMessages(nodePaths []string, locale string, files []string) (map[string]string, error) {
	out := map[string]string{}
	for _, candidate := range []string{locale, strings.SplitN(locale, "-", 2)[0]} {
		if dir := findThemeTranslations(nodePaths, candidate); dir != "" {
			for _, name := range files {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					continue
				}
				var m map[string]string
				if err := json.Unmarshal(data, &m); err != nil {
					return nil, fmt.Errorf("%s: %v", filepath.Join(dir, name), err)
				}
				for k, v := range m {
					if locale == "base" || !strings.HasSuffix(k, "___DESCRIPTION") {
						out[k] = v
					}
				}
			}
			break
		}
	}
	return out, nil
}

func findThemeTranslations(nodePaths []string, locale string) string {
	if locale == "en" || locale == "" {
		return ""
	}
	for _, p := range nodePaths {
		dir := filepath.Join(p, "@docusaurus", "theme-translations", "locales", locale)
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return dir
		}
	}
	return ""
}

// TranslateThemeConfig returns a copy of themeConfig with the navbar and footer labels of
// docusaurus-theme-classic/{navbar,footer}.json in localized, a locale's localization folder,
// applied, as Docusaurus's write-translations names them.
func TranslateThemeConfig(siteDir, localized string, themeConfig map[string]any) (map[string]any, error) {
	dir := filepath.Join(localized, "docusaurus-theme-classic")
	read := func(name string) (map[string]string, error) {
		return ReadMessagesFile(siteDir, filepath.Join(dir, name))
	}
	navbarMsgs, err := read("navbar.json")
	if err != nil {
		return nil, err
	}
	footerMsgs, err := read("footer.json")
	if err != nil {
		return nil, err
	}
	if navbarMsgs == nil && footerMsgs == nil {
		return themeConfig, nil
	}
	tc := deepCopy(themeConfig).(map[string]any)
	if nb, ok := tc["navbar"].(map[string]any); ok && navbarMsgs != nil {
		set(nb, "title", navbarMsgs, "title")
		if logo, ok := nb["logo"].(map[string]any); ok {
			set(logo, "alt", navbarMsgs, "logo.alt")
		}
		translateNavItems(nb["items"], navbarMsgs)
	}
	if ft, ok := tc["footer"].(map[string]any); ok && footerMsgs != nil {
		set(ft, "copyright", footerMsgs, "copyright")
		if logo, ok := ft["logo"].(map[string]any); ok {
			set(logo, "alt", footerMsgs, "logo.alt")
		}
		links, _ := ft["links"].([]any)
		for _, l := range links {
			col, ok := l.(map[string]any)
			if !ok {
				continue
			}
			if items, ok := col["items"].([]any); ok { // a column: {title, items}
				set(col, "title", footerMsgs, "link.title."+str(col["title"]))
				for _, it := range items {
					if m, ok := it.(map[string]any); ok {
						set(m, "label", footerMsgs, "link.item.label."+str(m["label"]))
					}
				}
			} else {
				set(col, "label", footerMsgs, "link.item.label."+str(col["label"]))
			}
		}
	}
	return tc, nil
}

func translateNavItems(items any, msgs map[string]string) {
	list, _ := items.([]any)
	for _, it := range list {
		m, ok := it.(map[string]any)
		if !ok {
			continue
		}
		set(m, "label", msgs, "item.label."+str(m["label"]))
		translateNavItems(m["items"], msgs)
	}
}

// set replaces m[field] by the message of key, if the field is set and the key translated.
func set(m map[string]any, field string, msgs map[string]string, key string) {
	if _, ok := m[field]; !ok {
		return
	}
	if v, ok := msgs[key]; ok {
		m[field] = v
	}
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func deepCopy(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[k] = deepCopy(x)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = deepCopy(x)
		}
		return out
	}
	return v
}

func rel(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return p
}
