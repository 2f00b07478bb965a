package routes

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin/route"
)

// treeContent is compiled markdown that a route's props hold (a doc's Content, or an Import of
// a page's or a post's), whose body is a tree; dir is where its relative imports resolve.
type treeContent struct {
	route.Content
	doc    *markdown.Doc
	dir    string
	source string // the file, relative to the site, for messages
}

// dataRoute is r as a data route (see bundle.DataRoute), when all its props are data: plain
// values, Shared modules (sidebars), and at least one compiled markdown whose body is a tree
// (what contentOf finds for a Content or an Import). mods are the generated modules so far,
// for what each Import names.
func dataRoute(r route.Route, contentOf func(any) (treeContent, bool), mods map[string]bundle.Module, themeDir string) (bundle.DataRoute, bool) {
	var imported []string
	contents := 0
	var walk func(v any) (any, bool)
	walk = func(v any) (any, bool) {
		if tc, ok := contentOf(v); ok {
			contents++
			return map[string]any{"__content": tc.data(mods, &imported)}, true
		}
		switch v := v.(type) {
		case route.Import:
			if m, ok := mods[string(v)]; ok && m.Shared {
				return bundle.SharedRef(v), true
			}
			return nil, false
		case route.Namespace, route.Content:
			return nil, false
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
	if !ok || contents == 0 {
		return bundle.DataRoute{}, false
	}
	slices.Sort(imported)
	return bundle.DataRoute{Component: componentSpec(r, themeDir), Imports: slices.Compact(imported), Props: props.(map[string]any), Context: r.Context}, true
}

// data is what the compiled module exports and the route module sets on it (see
// moduleWriter.value), for client/mdxContent.js to put on its component. Each module it
// imports is imported by a module of its own in mods (importModule), whose specifier is added
// to imported.
func (tc treeContent) data(mods map[string]bundle.Module, imported *[]string) map[string]any {
	cd := tc.doc
	c := map[string]any{"tree": cd.Tree, "frontMatter": cd.FrontMatterData(), "toc": cd.TOCData, "metadata": tc.Metadata, "assets": tc.Assets}
	if cd.ContentTitle != "" {
		c["contentTitle"] = cd.ContentTitle
	}
	if len(cd.Needs) > 0 {
		needs := make([]any, len(cd.Needs))
		for i, n := range cd.Needs {
			needs[i] = []any{n.Name, n.Message}
		}
		c["needs"] = needs
	}
	if len(cd.Imports) > 0 {
		imports := make(map[string]any, len(cd.Imports))
		for _, imp := range cd.Imports {
			spec := tc.importModule(mods, imp)
			imports[imp.Local] = bundle.ImportRef{Spec: spec, Name: imp.Name}
			*imported = append(*imported, spec)
		}
		c["imports"] = imports
	}
	return c
}

// importModule adds to mods, once per module imported, a module whose default export is the
// namespace of the module imp imports: the import as the doc writes it, resolved from the
// doc's folder, so that esbuild's message about it names the doc's line.
func (tc treeContent) importModule(mods map[string]bundle.Module, imp markdown.Import) string {
	key := imp.Source
	if strings.HasPrefix(key, "./") || strings.HasPrefix(key, "../") {
		key = filepath.ToSlash(filepath.Join(tc.dir, key))
	}
	spec := "gosaurus-import:" + key
	if _, ok := mods[spec]; !ok {
		mods[spec] = bundle.Module{Contents: "import * as m from " + jsonOf(imp.Source) + ";\nexport default m;\n", Loader: api.LoaderJS,
			ResolveDir: tc.dir, Source: tc.source, SourceLine: func(int, int) (int, string, bool) { return imp.Line, imp.Text, imp.Line > 0 }}
	}
	return spec
}
