package config

import (
	"fmt"
)

// themeConfig fills in the classic theme's defaults and checks the values whose type the
// theme relies on.
func themeConfig(file string, v any) (map[string]any, error) {
	tc := map[string]any{}
	if v != nil {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, &Error{File: file, Key: "themeConfig", Msg: "must be an object"}
		}
		tc = m
	}
	colorMode := sub(tc, "colorMode")
	setDefault(colorMode, "defaultMode", "light")
	setDefault(colorMode, "disableSwitch", false)
	setDefault(colorMode, "respectPrefersColorScheme", false)
	if m := colorMode["defaultMode"]; m != "light" && m != "dark" {
		return nil, &Error{File: file, Key: "themeConfig.colorMode.defaultMode", Msg: fmt.Sprintf("%v is not valid; use \"light\" or \"dark\"", m)}
	}

	navbar := sub(tc, "navbar")
	setDefault(navbar, "hideOnScroll", false)
	setDefault(navbar, "items", []any{})
	if _, ok := navbar["items"].([]any); !ok {
		return nil, &Error{File: file, Key: "themeConfig.navbar.items", Msg: "must be an array"}
	}
	navbarItemDefaults(navbar["items"].([]any))
	if s, ok := navbar["style"]; ok && s != "dark" && s != "primary" {
		return nil, &Error{File: file, Key: "themeConfig.navbar.style", Msg: fmt.Sprintf("%v is not valid; use \"dark\" or \"primary\"", s)}
	}

	toc := sub(tc, "tableOfContents")
	setDefault(toc, "minHeadingLevel", float64(2))
	setDefault(toc, "maxHeadingLevel", float64(3))
	for _, k := range []string{"minHeadingLevel", "maxHeadingLevel"} {
		n, ok := toc[k].(float64)
		if !ok || n < 2 || n > 6 {
			return nil, &Error{File: file, Key: "themeConfig.tableOfContents." + k, Msg: fmt.Sprintf("%v is not valid; use a heading level from 2 to 6", toc[k])}
		}
	}
	if toc["minHeadingLevel"].(float64) > toc["maxHeadingLevel"].(float64) {
		return nil, &Error{File: file, Key: "themeConfig.tableOfContents", Msg: "minHeadingLevel must not be greater than maxHeadingLevel"}
	}

	docs := sub(tc, "docs")
	setDefault(docs, "versionPersistence", "localStorage")
	sidebar := sub(docs, "sidebar")
	setDefault(sidebar, "hideable", false)
	setDefault(sidebar, "autoCollapseCategories", false)

	setDefault(tc, "metadata", []any{})
	prism := sub(tc, "prism")
	setDefault(prism, "additionalLanguages", []any{})
	if ab, ok := tc["announcementBar"].(map[string]any); ok {
		setDefault(ab, "id", "announcement-bar")
		setDefault(ab, "isCloseable", true)
	}
	return tc, nil
}

func sub(m map[string]any, key string) map[string]any {
	if s, ok := m[key].(map[string]any); ok {
		return s
	}
	s := map[string]any{}
	m[key] = s
	return s
}

func setDefault(m map[string]any, key string, v any) {
	if _, ok := m[key]; !ok {
		m[key] = v
	}
}

// navbarItemDefaults gives navbar items the fields Docusaurus's theme config validation fills
// in, which forks of the classic theme's components read without checking.
func navbarItemDefaults(items []any) {
	for _, raw := range items {
		item, ok := raw.(map[string]any)
		if !ok {
			continue
		}
		switch item["type"] {
		case "localeDropdown", "docsVersionDropdown":
			setDefault(item, "dropdownItemsBefore", []any{})
			setDefault(item, "dropdownItemsAfter", []any{})
		}
		if children, ok := item["items"].([]any); ok {
			navbarItemDefaults(children)
		}
	}
}
