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

// navItems lists a sidebar's pages in order, as Docusaurus paginates them: docs (unlisted ones
// left out) and categories that link to a doc or a generated index.
func navItems(v *Version, items []Item) []navItem {
	var out []navItem
	for _, it := range items {
		switch {
		case it.DocID != "" && v.ByID[it.DocID] != nil && !v.ByID[it.DocID].Unlisted:
			out = append(out, navItem{doc: v.ByID[it.DocID], label: it.Label})
		case it.Type == "category" && it.DocID == "" && it.Href != "":
			if ix := v.indexAt(it.Href); ix != nil {
				out = append(out, navItem{index: ix, label: it.Label})
			}
		}
		out = append(out, navItems(v, it.Items)...)
	}
	return out
}

// paginate sets the previous/next links of each doc and generated index from its sidebar's
// order, honouring the pagination_prev / pagination_next front matter (a doc id, or null to
// hide the link).
func paginate(v *Version) {
	for _, name := range v.SidebarNames {
		order := navItems(v, v.Sidebars[name])
		for i, n := range order {
			var prev, next *NavLink
			if i > 0 {
				prev = order[i-1].link()
			}
			if i+1 < len(order) {
				next = order[i+1].link()
			}
			switch {
			case n.index != nil && n.index.Sidebar == name:
				n.index.Previous, n.index.Next = prev, next
			case n.doc != nil && n.doc.Sidebar == name:
				n.doc.Previous, n.doc.Next = prev, next
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
