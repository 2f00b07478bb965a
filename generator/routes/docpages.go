package routes

import (
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/jslit"
	"gosaurus/plugins/docs"
)

// Kinds of the docs plugin's pages that are not docs.
const (
	KindDocCategory = "docCategory" // a category's generated index
	KindDocTags     = "docTags"     // the tag list of a docs version
	KindDocTag      = "docTag"      // the docs of one tag
)

// docPages are the routes of the generated index pages and tag pages of every docs version.
func docPages(instances []*docs.Instance) []Route {
	var out []Route
	for _, in := range instances {
		for _, v := range in.Versions {
			for _, ix := range v.Indexes {
				out = append(out, Route{Path: ix.Permalink, Kind: KindDocCategory, Spec: "gosaurus-route:" + ix.Permalink, Index: ix})
			}
			if len(v.Tags) == 0 {
				continue
			}
			out = append(out, Route{Path: v.TagsPath, Kind: KindDocTags, Spec: "gosaurus-route:" + v.TagsPath, Version: v})
			for _, t := range v.Tags {
				out = append(out, Route{Path: t.Permalink, Kind: KindDocTag, Spec: "gosaurus-route:" + t.Permalink, Version: v, Tag: t})
			}
		}
	}
	return out
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

// docPageModule is the route module of a generated index or tag page (see
// theme-classic/CONTRACT.md).
func docPageModule(r Route) (string, error) {
	var m strings.Builder
	exp := func(name string, v any) error {
		b, err := jslit.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s: %w", r.Path, err)
		}
		fmt.Fprintf(&m, "export const %s = %s;\n", name, b)
		return nil
	}
	var err error
	switch r.Kind {
	case KindDocCategory:
		ix := r.Index
		cards := map[string]cardDoc{}
		for _, it := range ix.Items {
			if d := ix.Version.ByID[it.DocID]; d != nil {
				cards[d.ID] = cardDoc{Title: d.Title, Description: d.Description}
			}
		}
		err = exp("categoryGeneratedIndex", map[string]any{"title": ix.Title, "description": ix.Description,
			"slug": ix.Slug, "permalink": ix.Permalink, "keywords": ix.Keywords, "image": ix.Image,
			"sidebar": ix.Sidebar, "navigation": map[string]any{"previous": ix.Previous, "next": ix.Next}})
		if err == nil {
			err = exp("docs", cards)
		}
		if err == nil {
			err = exp("metadata", map[string]any{"permalink": ix.Permalink, "version": ix.Version.Name, "sidebar": ix.Sidebar})
		}
		if ix.Sidebar != "" {
			fmt.Fprintf(&m, "export { default as sidebar } from %q;\n", sidebarSpec(ix.Version, ix.Sidebar))
		}
	case KindDocTags:
		tags := make([]map[string]any, 0, len(r.Version.Tags))
		for _, t := range r.Version.Tags {
			tags = append(tags, map[string]any{"label": t.Label, "permalink": t.Permalink, "description": t.Description, "count": len(t.Docs)})
		}
		err = exp("tags", tags)
		if err == nil {
			err = exp("metadata", map[string]any{"permalink": r.Path, "version": r.Version.Name})
		}
	case KindDocTag:
		items := make([]tagItem, 0, len(r.Tag.Docs))
		for _, d := range r.Tag.Docs {
			items = append(items, tagItem{ID: d.ID, Title: d.Title, Description: d.Description, Permalink: d.Permalink})
		}
		err = exp("tag", map[string]any{"label": r.Tag.Label, "permalink": r.Tag.Permalink, "description": r.Tag.Description,
			"allTagsPath": r.Version.TagsPath, "count": len(items), "items": items})
		if err == nil {
			err = exp("metadata", map[string]any{"permalink": r.Path, "version": r.Version.Name})
		}
	}
	fmt.Fprintf(&m, "export const kind = %q;\n", r.Kind)
	return m.String(), err
}

// addDocPageModule adds the route module of a generated index or tag page.
func addDocPageModule(mods map[string]bundle.Module, r Route) error {
	src, err := docPageModule(r)
	if err != nil {
		return err
	}
	mods[r.Spec] = bundle.Module{Contents: src, Loader: api.LoaderJS}
	return nil
}
