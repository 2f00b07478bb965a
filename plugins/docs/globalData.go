package docs

import "strings"

// GlobalDataKey is the key of the docs instances' global data, the one the theme's docs hooks
// read (useGlobalData also finds a plugin's data by its name).
const GlobalDataKey = "docs"

// globalData is an instance as its global data describes it to the theme: its versions for
// the navbar's doc and version items, the version banner and search.
func globalData(in *Instance) map[string]any {
	versions := make([]any, 0, len(in.Versions))
	for _, v := range in.Versions {
		versions = append(versions, versionData(v))
	}
	return map[string]any{"path": in.BasePath, "versions": versions, "breadcrumbs": in.Breadcrumbs}
}

// versionData is a version in the instance's global data.
func versionData(v *Version) map[string]any {
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
		if first := firstLink(v.Sidebars[name]); first != nil {
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
			if first := firstLink(v.Sidebars[v.SidebarNames[0]]); first != nil && first.DocID != "" {
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

// firstLink is the first item of a sidebar that links somewhere: where a sidebar's entry in
// the global data points.
func firstLink(items []Item) *Item {
	for i := range items {
		it := &items[i]
		if it.Type == "link" || (it.Type == "category" && it.Href != "") {
			return it
		}
		if f := firstLink(it.Items); f != nil {
			return f
		}
	}
	return nil
}
