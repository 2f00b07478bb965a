// Package navbar checks the navbar items of themeConfig against the theme's item types and
// the loaded docs, so that a misconfigured item fails the build (spec section 5) instead of
// crashing pages in the browser.
package navbar

import (
	"fmt"
	"sort"
	"strings"

	"gosaurus/plugins/docs"
)

// Types are the navbar item types the classic theme renders.
var Types = []string{"default", "localeDropdown", "search", "dropdown", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown"}

// Validate checks every navbar item, including those nested in dropdowns, against the docs
// plugin instances. file is the config file for messages; componentTypes is the site's own
// src/theme/NavbarItem/ComponentTypes file ("" when it has none), where Docusaurus sites map
// the "custom-" types they add.
func Validate(file string, themeConfig map[string]any, instances []*docs.Instance, componentTypes string) error {
	nb, _ := themeConfig["navbar"].(map[string]any)
	items, _ := nb["items"].([]any)
	v := validator{file: file, instances: instances, componentTypes: componentTypes}
	return v.items("themeConfig.navbar.items", items)
}

type validator struct {
	file, componentTypes string
	instances            []*docs.Instance
}

func (v validator) items(key string, items []any) error {
	file := v.file
	for i, raw := range items {
		k := fmt.Sprintf("%s[%d]", key, i)
		item, ok := raw.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: %s: a navbar item must be an object", file, k)
		}
		if err := v.item(k, item); err != nil {
			return err
		}
	}
	return nil
}

func (v validator) item(key string, item map[string]any) error {
	file, instances := v.file, v.instances
	typ, _ := item["type"].(string)
	if typ == "" {
		typ = "default"
		if _, ok := item["items"]; ok {
			typ = "dropdown"
		}
	}
	str := func(k string) string { s, _ := item[k].(string); return s }
	if pos := str("position"); pos != "" && pos != "left" && pos != "right" {
		return fmt.Errorf("%s: %s.position: %q is not valid; use \"left\" or \"right\"", file, key, pos)
	}
	switch typ {
	case "default", "search", "html", "localeDropdown":
		return nil
	case "dropdown":
		children, _ := item["items"].([]any)
		return v.items(key+".items", children)
	case "doc", "docSidebar", "docsVersion", "docsVersionDropdown":
		return validateDocsItem(file, key, typ, item, instances)
	}
	if strings.HasPrefix(typ, "custom-") {
		// Docusaurus accepts any "custom-" type; the site's swizzled ComponentTypes maps it.
		if v.componentTypes == "" {
			return fmt.Errorf("%s: %s: type %q is a custom navbar item type; map it to a component in src/theme/NavbarItem/ComponentTypes.js (a swizzled copy that spreads @theme-original/NavbarItem/ComponentTypes)", file, key, typ)
		}
		return nil
	}
	return fmt.Errorf("%s: %s: no NavbarItem component found for type %q.\nValid types are: %s", file, key, typ, strings.Join(Types, ", "))
}

// validateDocsItem checks an item that points into a docs instance (docsPluginId, "default"
// unless set). Doc and sidebar items are looked up in the instance's last version, the one the
// navbar shows outside versioned pages.
func validateDocsItem(file, key, typ string, item map[string]any, instances []*docs.Instance) error {
	str := func(k string) string { s, _ := item[k].(string); return s }
	pluginID := str("docsPluginId")
	if pluginID == "" {
		pluginID = "default"
	}
	var in *docs.Instance
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
			if !contains(in.Names(), n) {
				return fmt.Errorf("%s: %s: invalid docsVersionDropdown config: version %q does not exist.\nAvailable version names are:\n- %s", file, key, n, strings.Join(in.Names(), "\n- "))
			}
		}
	}
	return nil
}

func hasLink(items []docs.Item) bool {
	for _, it := range items {
		if it.Type == "link" || (it.Type == "category" && it.Href != "") || hasLink(it.Items) {
			return true
		}
	}
	return false
}

func docIDs(c *docs.Version) []string {
	ids := make([]string, 0, len(c.Docs))
	for _, d := range c.Docs {
		ids = append(ids, d.ID)
	}
	return ids
}

func sidebarIDs(c *docs.Version) []string {
	ids := append([]string(nil), c.SidebarNames...)
	sort.Strings(ids)
	return ids
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
