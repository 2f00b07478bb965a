package docs

import "fmt"

// categoryLink is a category's link, in sidebars.js or a _category_ file: to a doc, or to a
// generated index page that lists the category's items as cards.
type categoryLink struct {
	Type        string   `json:"type" yaml:"type"` // "doc" or "generated-index"; "" for none
	ID          string   `json:"id" yaml:"id"`
	Slug        string   `json:"slug" yaml:"slug"`
	Title       string   `json:"title" yaml:"title"`
	Description string   `json:"description" yaml:"description"`
	Keywords    []string `json:"keywords" yaml:"keywords"`
	Image       string   `json:"image" yaml:"image"`
}

// CategoryIndex is the generated index page of a category.
type CategoryIndex struct {
	Label       string // the category's label
	Title       string
	Description string
	Keywords    []string
	Image       string
	Slug        string
	Permalink   string
	Items       []Item // the category's items, one card each
	Sidebar     string // the first sidebar that has the category
	Previous    *NavLink
	Next        *NavLink
	Version     *Version
}

// slugIndex gives a generated index without a slug its default one, /category/<label>, the
// label slugged as Docusaurus does: by one slugger per version, so that a second category of the
// same label, in any sidebar, gets its own page at /category/<label>-1. It is called before the
// category's items are resolved, as Docusaurus numbers a category before those inside it.
func (l *sidebarLoader) slugIndex(link *categoryLink, label string) {
	if link != nil && link.Type == "generated-index" && link.Slug == "" {
		link.Slug = "/category/" + l.categorySlugs.Slug(label)
	}
}

// linkCategory points a category at its link's target: a doc, or a generated index page at the
// link's slug (see slugIndex).
func (l *sidebarLoader) linkCategory(it *Item, link *categoryLink) {
	switch link.Type {
	case "doc":
		if d := l.c.ByID[link.ID]; d != nil {
			it.Href, it.DocID = d.Permalink, d.ID
		} else {
			l.missing = append(l.missing, missingDoc{link.ID, fmt.Sprintf("the link of category %q", it.Label)})
		}
	case "generated-index":
		slug := link.Slug
		permalink := joinURL(l.c.BasePath, slug)
		it.Href = permalink
		if l.c.indexAt(permalink) != nil {
			return // the same slug given twice: one page
		}
		title := link.Title
		if title == "" {
			title = it.Label
		}
		l.c.Indexes = append(l.c.Indexes, &CategoryIndex{Label: it.Label, Title: title, Description: link.Description,
			Keywords: link.Keywords, Image: link.Image, Slug: slug, Permalink: permalink, Items: it.Items, Sidebar: l.sidebar, Version: l.c})
	}
}

// indexAt finds the generated index page with a permalink, the first listed when two have
// it. Its map follows Indexes, which only grows: a look through the list for every category
// made the sidebars of a site with a generated index per folder quadratic in the folders.
func (v *Version) indexAt(permalink string) *CategoryIndex {
	if v.indexed != len(v.Indexes) {
		if v.indexByPermalink == nil || v.indexed > len(v.Indexes) {
			v.indexByPermalink, v.indexed = map[string]*CategoryIndex{}, 0
		}
		for _, ix := range v.Indexes[v.indexed:] {
			if _, ok := v.indexByPermalink[ix.Permalink]; !ok {
				v.indexByPermalink[ix.Permalink] = ix
			}
		}
		v.indexed = len(v.Indexes)
	}
	return v.indexByPermalink[permalink]
}
