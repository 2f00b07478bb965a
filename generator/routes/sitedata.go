package routes

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/docs"
)

// DocusaurusVersion is the version of Docusaurus whose behaviour gosaurus follows.
const DocusaurusVersion = "3.8.1"

// DocsVersion is the name of the only docs version so far, the one Docusaurus calls "current"
// (the docs/ folder). Versioned docs will add more names beside it.
const DocsVersion = "current"

// SiteData is the @generated/site module: what useDocusaurusContext() returns.
func SiteData(cfg *config.Config, c *docs.Content) map[string]any {
	type docRef struct {
		ID      string `json:"id"`
		Path    string `json:"path"`
		Sidebar string `json:"sidebar,omitempty"`
	}
	type link struct {
		Label string `json:"label"`
		Path  string `json:"path"`
	}
	docsList := make([]docRef, 0, len(c.Docs))
	for _, d := range c.Docs {
		docsList = append(docsList, docRef{ID: d.ID, Path: d.Permalink, Sidebar: d.Sidebar})
	}
	sidebars := map[string]any{}
	for _, name := range c.SidebarNames {
		entry := map[string]any{}
		if first := FirstLink(c.Sidebars[name]); first != nil {
			entry["link"] = link{Label: first.Label, Path: first.Href}
		}
		sidebars[name] = entry
	}
	mainDoc := ""
	if len(c.Docs) > 0 {
		mainDoc = c.Docs[0].ID
		for _, d := range c.Docs {
			if d.Permalink == c.BasePath {
				mainDoc = d.ID
			}
		}
	}
	return map[string]any{
		"siteConfig": cfg.Site,
		"i18n": map[string]any{
			"defaultLocale": "en", "currentLocale": "en", "locales": []string{"en"},
			"localeConfigs": map[string]any{"en": map[string]any{"label": "English", "direction": "ltr", "htmlLang": "en", "calendar": "gregory", "path": "en"}},
		},
		"globalData": map[string]any{
			"docs": map[string]any{
				"default": map[string]any{
					"path": c.BasePath,
					"versions": []any{map[string]any{
						"name": DocsVersion, "label": "Next", "isLast": true, "path": c.BasePath,
						"mainDocId": mainDoc, "docs": docsList, "sidebars": sidebars,
					}},
				},
			},
		},
		"siteMetadata": map[string]any{"docusaurusVersion": DocusaurusVersion, "generator": "gosaurus"},
	}
}

// FirstLink is the first item of a sidebar that links somewhere: what a docSidebar navbar item
// points at.
func FirstLink(items []docs.Item) *docs.Item {
	for i := range items {
		it := &items[i]
		if it.Type == "link" || (it.Type == "category" && it.Href != "") {
			return it
		}
		if f := FirstLink(it.Items); f != nil {
			return f
		}
	}
	return nil
}
