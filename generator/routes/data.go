package routes

import (
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/bundle"
	"gosaurus/generator/markdown"
	"gosaurus/generator/routes/route"
)

// dataRoute is r as a data route (see bundle.DataRoute), when all its props are data: plain
// values, Shared modules (sidebars), and the content of its doc (the module docSpec) as a tree
// (cd, whose relative imports are from docDir). mods are the generated modules so far, for
// what each Import names.
func dataRoute(r route.Route, docSpec string, cd *markdown.Doc, docDir string, mods map[string]bundle.Module, themeDir string) (bundle.DataRoute, bool) {
	var imported []string
	var walk func(v any) (any, bool)
	walk = func(v any) (any, bool) {
		switch v := v.(type) {
		case route.Import:
			if m, ok := mods[string(v)]; ok && m.Shared {
				return bundle.SharedRef(v), true
			}
			return nil, false
		case route.Namespace:
			return nil, false
		case route.Content:
			if v.Spec != docSpec {
				return nil, false
			}
			// What the doc's module exports, and what the route module sets on it (see
			// moduleWriter.value), for client/mdxContent.js to put on its component.
			c := map[string]any{"tree": cd.Tree, "frontMatter": cd.FrontMatter, "toc": toc(cd.TOC), "metadata": v.Metadata, "assets": v.Assets}
			if cd.ContentTitle != "" {
				c["contentTitle"] = cd.ContentTitle
			}
			if len(cd.Imports) > 0 {
				imports := make(map[string]any, len(cd.Imports))
				for _, imp := range cd.Imports {
					spec := imp.Source
					if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") {
						spec = filepath.ToSlash(filepath.Join(docDir, spec))
					}
					imports[imp.Local] = bundle.ImportRef{Spec: spec, Name: imp.Name}
					imported = append(imported, spec)
				}
				c["imports"] = imports
			}
			return map[string]any{"__content": c}, true
		case map[string]any:
			out := make(map[string]any, len(v))
			for k, e := range v {
				var ok bool
				if out[k], ok = walk(e); !ok {
					return nil, false
				}
			}
			return out, true
		case []any:
			out := make([]any, len(v))
			for i, e := range v {
				var ok bool
				if out[i], ok = walk(e); !ok {
					return nil, false
				}
			}
			return out, true
		}
		return v, true
	}
	props, ok := walk(r.Props)
	if !ok {
		return bundle.DataRoute{}, false
	}
	slices.Sort(imported)
	return bundle.DataRoute{Component: componentSpec(r, themeDir), Imports: slices.Compact(imported), Props: props.(map[string]any), Context: r.Context}, true
}

// toc is a doc's table of contents as its module exports it: an array, empty or not.
func toc(items []markdown.TOCItem) []markdown.TOCItem {
	if items == nil {
		return []markdown.TOCItem{}
	}
	return items
}
