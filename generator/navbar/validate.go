// Package navbar checks the navbar items of themeConfig against the theme's item types, so
// that a misconfigured item fails the build (spec section 5) instead of crashing pages in the
// browser; the docs plugin checks the items that point into the docs.
package navbar

import (
	"cmp"
	"fmt"
	"strings"
)

// Types are the navbar item types the classic theme renders.
var Types = []string{"default", "localeDropdown", "search", "dropdown", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown"}

// DocsItem checks an item of one of the docs types (doc, docSidebar, docsVersion,
// docsVersionDropdown) at key against the loaded docs: the docs plugin's check; nil for a
// site without docs, where every such item is an error.
type DocsItem func(key, typ string, item map[string]any) error

// Validate checks every navbar item, including those nested in dropdowns. file is the config
// file for messages; componentTypes is the site's own src/theme/NavbarItem/ComponentTypes
// file ("" when it has none), where Docusaurus sites map the "custom-" types they add.
func Validate(file string, themeConfig map[string]any, componentTypes string, docsItem DocsItem) error {
	nb, _ := themeConfig["navbar"].(map[string]any)
	items, _ := nb["items"].([]any)
	v := validator{file: file, componentTypes: componentTypes, docsItem: docsItem}
	return v.items("themeConfig.navbar.items", items)
}

type validator struct {
	file, componentTypes string
	docsItem             DocsItem
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
	file := v.file
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
		if v.docsItem == nil {
			pluginID, _ := item["docsPluginId"].(string)
			return fmt.Errorf("%s: %s: a %s item points into the docs, and the site has no docs plugin (docsPluginId %q)", file, key, typ, cmp.Or(pluginID, "default"))
		}
		return v.docsItem(key, typ, item)
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
