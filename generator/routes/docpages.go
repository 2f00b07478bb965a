package routes

import (
	"gosaurus/generator/routes/route"
	"gosaurus/plugins/docs"
)

// docPages are the routes of the generated index pages and tag pages of every docs version.
func docPages(instances []*docs.Instance) []Route {
	var out []Route
	page := func(path, component string, props map[string]any) {
		out = append(out, Route{Path: path, Spec: "gosaurus-route:" + path, Component: route.Component(component), Props: props, Context: docsContext})
	}
	for _, in := range instances {
		for _, v := range in.Versions {
			for _, ix := range v.Indexes {
				page(ix.Permalink, "DocCategoryRoute", categoryProps(ix))
			}
			if len(v.Tags) == 0 {
				continue
			}
			tags := make([]map[string]any, 0, len(v.Tags))
			for _, t := range v.Tags {
				tags = append(tags, map[string]any{"label": t.Label, "permalink": t.Permalink, "description": t.Description, "count": len(t.Docs)})
			}
			page(v.TagsPath, "DocTagsRoute", map[string]any{"tags": tags, "metadata": map[string]any{"permalink": v.TagsPath, "version": v.Name}})
			for _, t := range v.Tags {
				items := make([]tagItem, 0, len(t.Docs))
				for _, d := range t.Docs {
					items = append(items, tagItem{ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink})
				}
				tag := map[string]any{"label": t.Label, "permalink": t.Permalink, "description": t.Description,
					"allTagsPath": v.TagsPath, "count": len(items), "items": items}
				page(t.Permalink, "DocTagRoute", map[string]any{"tag": tag, "metadata": map[string]any{"permalink": t.Permalink, "version": v.Name}})
			}
		}
	}
	return out
}

// categoryProps are the props of a category's generated index page.
func categoryProps(ix *docs.CategoryIndex) map[string]any {
	cards := map[string]cardDoc{}
	for _, it := range ix.Items {
		if d := ix.Version.ByID[it.DocID]; d != nil {
			cards[d.ID] = cardDoc{Title: d.Title, Description: d.Description}
		}
	}
	props := map[string]any{
		"categoryGeneratedIndex": map[string]any{"title": ix.Title, "description": ix.Description,
			"slug": ix.Slug, "permalink": ix.Permalink, "keywords": ix.Keywords, "image": ix.Image,
			"sidebar": ix.Sidebar, "navigation": map[string]any{"previous": ix.Previous, "next": ix.Next}},
		"docs":     cards,
		"metadata": map[string]any{"permalink": ix.Permalink, "version": ix.Version.Name, "sidebar": ix.Sidebar},
	}
	if ix.Sidebar != "" {
		props["sidebar"] = Import(sidebarSpec(ix.Version, ix.Sidebar))
	}
	return props
}

// cardDoc is what a doc card shows of a doc.
type cardDoc struct {
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
}

type tagItem struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Permalink   string `json:"permalink"`
}
