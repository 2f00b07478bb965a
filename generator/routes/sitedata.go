package routes

import (
	"strings"

	"gosaurus/generator/config"
	"gosaurus/plugins/docs"
)

// DocusaurusVersion is the version of Docusaurus whose behaviour gosaurus follows.
const DocusaurusVersion = "3.8.1"

// SiteData is the @generated/site module: what useDocusaurusContext() returns.
func SiteData(cfg *config.Config, instances []*docs.Instance, codeTranslations map[string]string) map[string]any {
	docsData := map[string]any{}
	for _, in := range instances {
		versions := make([]any, 0, len(in.Versions))
		for _, v := range in.Versions {
			versions = append(versions, versionData(v))
		}
		docsData[in.ID] = map[string]any{"path": in.BasePath, "versions": versions, "breadcrumbs": in.Breadcrumbs}
	}
	globalData := map[string]any{"docs": docsData}
	for name, byID := range cfg.PluginGlobalData {
		globalData[name] = byID
	}
	return map[string]any{
		"siteConfig": cfg.Site,
		"i18n": map[string]any{
			"defaultLocale": cfg.I18n.DefaultLocale, "currentLocale": cfg.Locale, "locales": cfg.I18n.Locales,
			"path": "i18n", "localeConfigs": cfg.I18n.Configs,
		},
		"codeTranslations": codeTranslations,
		"globalData":       globalData,
		"siteMetadata":     map[string]any{"docusaurusVersion": DocusaurusVersion, "generator": "gosaurus"},
	}
}

// versionData is a version as the docs plugin's global data describes it to the theme (the
// navbar's doc and version items, the version banner, search).
func versionData(v *docs.Version) map[string]any {
	type docRef struct {
		ID      string `json:"id"`
		Path    string `json:"path"`
		Sidebar string `json:"sidebar,omitempty"`
	}
	type link struct {
		Label string `json:"label"`
		Path  string `json:"path"`
	}
	docsList := make([]docRef, 0, len(v.Docs))
	for _, d := range v.Docs {
		docsList = append(docsList, docRef{ID: d.ID, Path: d.Permalink, Sidebar: d.Sidebar})
	}
	// Generated-index pages are among a version's docs too, by their slug, as in Docusaurus's
	// global data: the navbar's version dropdown and the active doc context find them.
	for _, ix := range v.Indexes {
		docsList = append(docsList, docRef{ID: ix.Slug, Path: ix.Permalink, Sidebar: ix.Sidebar})
	}
	sidebars := map[string]any{}
	for _, name := range v.SidebarNames {
		entry := map[string]any{}
		if first := FirstLink(v.Sidebars[name]); first != nil {
			entry["link"] = link{Label: first.Label, Path: first.Href}
		}
		sidebars[name] = entry
	}
	// The main doc is the one at the version's root, else the first of the first sidebar, else
	// the first by id, as Docusaurus picks it.
	mainDoc := ""
	if len(v.Docs) > 0 {
		mainDoc = v.Docs[0].ID
		if len(v.SidebarNames) > 0 {
			if first := FirstLink(v.Sidebars[v.SidebarNames[0]]); first != nil && first.DocID != "" {
				mainDoc = first.DocID
			}
		}
		for _, d := range v.Docs {
			if strings.TrimSuffix(d.Permalink, "/") == strings.TrimSuffix(v.BasePath, "/") {
				mainDoc = d.ID
			}
		}
	}
	data := map[string]any{
		"name": v.Name, "label": v.Label, "isLast": v.IsLast, "path": v.BasePath,
		"mainDocId": mainDoc, "docs": docsList, "sidebars": sidebars,
		"badge": v.Badge, "className": v.ClassName, "noIndex": v.NoIndex,
	}
	if v.Banner != "" {
		data["banner"] = v.Banner
	}
	return data
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
