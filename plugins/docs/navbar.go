package docs

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// CheckNavbarItem checks a navbar item of the config file at key that points into a docs
// instance (docsPluginId, "default" unless set), of type typ: doc, docSidebar, docsVersion or
// docsVersionDropdown. Doc and sidebar items are looked up in the instance's last version, the
// one the navbar shows outside versioned pages.
func CheckNavbarItem(file, key, typ string, item map[string]any, instances []*Instance) error {
	str := func(k string) string { s, _ := item[k].(string); return s }
	pluginID := str("docsPluginId")
	if pluginID == "" {
		pluginID = "default"
	}
	var in *Instance
	var ids []string
	for _, x := range instances {
		ids = append(ids, x.ID)
		if x.ID == pluginID {
			in = x
		}
	}
	if in == nil {
		return fmt.Errorf("%s: %s.docsPluginId: no docs plugin instance with id %q; the site's instances are: %s", file, key, pluginID, strings.Join(ids, ", "))
	}
	c := in.Last()
	switch typ {
	case "doc":
		id := str("docId")
		if c.ByID[id] == nil {
			return fmt.Errorf("%s: %s: DocNavbarItem: couldn't find any doc with id %q in version %s.\nAvailable doc ids are:\n- %s", file, key, id, c.Name, strings.Join(docIDs(c), "\n- "))
		}
	case "docSidebar":
		id := str("sidebarId")
		items, ok := c.Sidebars[id]
		if !ok {
			return fmt.Errorf("%s: %s: DocSidebarNavbarItem: couldn't find any sidebar with id %q in version %s.\nAvailable sidebar ids are:\n- %s", file, key, id, c.Name, strings.Join(sidebarIDs(c), "\n- "))
		}
		if !hasLink(items) {
			return fmt.Errorf("%s: %s: DocSidebarNavbarItem: sidebar with id %q doesn't have anything to be linked to", file, key, id)
		}
	case "docsVersion", "docsVersionDropdown":
		var names []string
		switch v := item["versions"].(type) {
		case []any:
			for _, n := range v {
				s, _ := n.(string)
				names = append(names, s)
			}
		case map[string]any:
			for n := range v {
				names = append(names, n)
			}
		}
		if s := str("docsVersion"); s != "" {
			names = append(names, s)
		}
		sort.Strings(names)
		for _, n := range names {
			if !slices.Contains(in.Names(), n) {
				return fmt.Errorf("%s: %s: invalid docsVersionDropdown config: version %q does not exist.\nAvailable version names are:\n- %s", file, key, n, strings.Join(in.Names(), "\n- "))
			}
		}
	}
	return nil
}

func hasLink(items []Item) bool {
	for _, it := range items {
		if it.Type == "link" || (it.Type == "category" && it.Href != "") || hasLink(it.Items) {
			return true
		}
	}
	return false
}

func docIDs(c *Version) []string {
	ids := make([]string, 0, len(c.Docs))
	for _, d := range c.Docs {
		ids = append(ids, d.ID)
	}
	return ids
}

func sidebarIDs(c *Version) []string {
	ids := append([]string(nil), c.SidebarNames...)
	sort.Strings(ids)
	return ids
}
