package docs

// paginate sets each doc's previous/next links from its sidebar's order, honouring the
// pagination_prev / pagination_next front matter (a doc id, or null to hide the link).
func paginate(c *Version) {
	for _, name := range c.SidebarNames {
		var order []*Doc
		seen := map[string]bool{}
		walkLinks(c.Sidebars[name], func(it *Item) {
			if d := c.ByID[it.DocID]; d != nil && !seen[d.ID] {
				seen[d.ID] = true
				order = append(order, d)
			}
		})
		for i, d := range order {
			if d.Sidebar != name {
				continue
			}
			if i > 0 {
				d.Previous = navLink(order[i-1])
			}
			if i+1 < len(order) {
				d.Next = navLink(order[i+1])
			}
		}
	}
	for _, d := range c.Docs {
		for key, target := range map[string]**NavLink{"pagination_prev": &d.Previous, "pagination_next": &d.Next} {
			v, ok := d.FrontMatter[key]
			if !ok {
				continue
			}
			if v == nil {
				*target = nil
			} else if id, ok := v.(string); ok && c.ByID[id] != nil {
				*target = navLink(c.ByID[id])
			}
		}
	}
}

func navLink(d *Doc) *NavLink {
	label := d.FrontMatter["pagination_label"]
	if s, ok := label.(string); ok && s != "" {
		return &NavLink{Title: s, Permalink: d.Permalink}
	}
	if d.SidebarLabel != "" {
		return &NavLink{Title: d.SidebarLabel, Permalink: d.Permalink}
	}
	return &NavLink{Title: d.Title, Permalink: d.Permalink}
}
