package docs

// navItem is a page of a sidebar's pagination: a doc, or a category's generated index.
type navItem struct {
	doc   *Doc
	index *CategoryIndex
	label string // the sidebar item's label
}

func (n navItem) link() *NavLink {
	if n.index != nil {
		return &NavLink{Title: n.label, Permalink: n.index.Permalink}
	}
	return navLink(n.doc, n.label)
}

// navItems lists a sidebar's pages in order, as Docusaurus paginates them: docs and categories
// that link to a doc or a generated index. A doc's pagination leaves unlisted docs out, a
// generated index's does not.
func navItems(v *Version, items []Item, withUnlisted bool) []navItem {
	var out []navItem
	for _, it := range items {
		d := v.ByID[it.DocID]
		switch {
		case d != nil && (withUnlisted || !d.Unlisted):
			label := it.Label
			if it.Type == "category" {
				label = "" // a category's doc is labelled as the doc, not as the category
			}
			out = append(out, navItem{doc: d, label: label})
		case it.Type == "category" && it.DocID == "" && it.Href != "":
			if ix := v.indexAt(it.Href); ix != nil {
				out = append(out, navItem{index: ix, label: it.Label})
			}
		}
		out = append(out, navItems(v, it.Items, withUnlisted)...)
	}
	return out
}

// paginate sets the previous/next links of each doc and generated index from its sidebar's
// order, honouring the pagination_prev / pagination_next front matter (a doc id, or null to
// hide the link).
func paginate(v *Version) {
	for _, name := range v.SidebarNames {
		for _, withUnlisted := range []bool{false, true} {
			order := navItems(v, v.Sidebars[name], withUnlisted)
			done := map[any]bool{} // a page listed twice is paginated where it is first listed
			for i, n := range order {
				var page any = n.doc
				if n.index != nil {
					page = n.index
				}
				if done[page] {
					continue
				}
				done[page] = true
				var prev, next *NavLink
				if i > 0 {
					prev = order[i-1].link()
				}
				if i+1 < len(order) {
					next = order[i+1].link()
				}
				switch {
				case withUnlisted && n.index != nil && n.index.Sidebar == name:
					n.index.Previous, n.index.Next = prev, next
				case !withUnlisted && n.doc != nil && n.doc.Sidebar == name:
					n.doc.Previous, n.doc.Next = prev, next
				}
			}
		}
	}
	for _, d := range v.Docs {
		for key, target := range map[string]**NavLink{"pagination_prev": &d.Previous, "pagination_next": &d.Next} {
			val, ok := d.FrontMatter[key]
			if !ok {
				continue
			}
			if val == nil {
				*target = nil
			} else if id, ok := val.(string); ok && v.ByID[id] != nil {
				*target = navLink(v.ByID[id], "")
			}
		}
	}
}

// navLink is a doc's pagination link, labelled by its pagination_label, else its sidebar_label,
// else the sidebar item's label, else its title.
func navLink(d *Doc, itemLabel string) *NavLink {
	for _, label := range []any{d.FrontMatter["pagination_label"], d.FrontMatter["sidebar_label"], itemLabel, d.Title} {
		if s, ok := label.(string); ok && s != "" {
			return &NavLink{Title: s, Permalink: d.Permalink}
		}
	}
	return &NavLink{Title: d.Title, Permalink: d.Permalink}
}
