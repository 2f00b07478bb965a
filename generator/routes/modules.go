package routes

import (
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/generator/config"
	"gosaurus/generator/jslit"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// This file writes every generated module: the site's data, the client modules, and every
// route module, each from its Route (component, props, route context).

// RoutePathsSpec is the generated module that lists the route paths for the server renderer
// (the browser reads them from the routes manifest); the renderer evaluates each route's
// module on its own, just before rendering it.
const RoutePathsSpec = "@generated/route-paths"

// Modules returns the generated modules: @generated/site, @generated/docusaurus.config,
// @generated/route-paths, the client modules and what the plugins' client parts generate
// (client, all plugins' together), the module of the free variables plugins provide
// (provides: name → module and export path), every route module, every route's compiled body (a doc's), and the
// modules the plugins added for their routes to import (a docs sidebar, a blog's sidebar).
// compiled is the compiled markdown by source (see route.Body); themeDir is
// theme-classic/src, where the route modules find the theme's route components.
//
// With asData, the routes whose props can be data (a doc whose body is a tree) are data routes
// instead (see bundle.DataRoute): no module of theirs is written, the browser and the server
// make them from the data.
func (t *Table) Modules(cfg *config.Config, client plugin.Client, provides map[string][]string, compiled map[string]*markdown.Doc, codeTranslations map[string]string, themeDir string, asData bool) (map[string]bundle.Module, map[string]bundle.DataRoute, error) {
	mods := map[string]bundle.Module{}
	data := map[string]bundle.DataRoute{}
	site, err := json.Marshal(SiteData(cfg, t.globalData, codeTranslations))
	if err != nil {
		return nil, nil, err
	}
	mods["@generated/site"] = bundle.Module{Contents: string(site), Loader: api.LoaderJSON}
	// What a component of the site imports as Docusaurus's validated config.
	mods["@generated/docusaurus.config"] = bundle.Module{Contents: "import site from '@generated/site';\nexport default site.siteConfig;\n", Loader: api.LoaderJS}
	// The client modules, for their lifecycles (client/clientLifecycles.js): the plugins'
	// first, as Docusaurus's plugins come before the config's own, then the config's.
	var clientModules strings.Builder
	var names []string
	imp := func(spec string) {
		name := fmt.Sprintf("m%d", len(names))
		fmt.Fprintf(&clientModules, "import * as %s from %s;\n", name, jsonOf(spec))
		names = append(names, name)
	}
	for _, m := range slices.Concat(client.Modules, cfg.ClientModules) {
		if !strings.HasSuffix(m, ".css") { // CSS client modules join the site stylesheet
			imp(m)
		}
	}
	fmt.Fprintf(&clientModules, "export default [%s];\n", strings.Join(names, ", "))
	// They run in the browser only, as gosaurus has always run them.
	mods["@generated/client-modules"] = bundle.Module{Contents: clientModules.String(), ServerContents: "export default [];\n", Loader: api.LoaderJS}
	// The modules plugins generate: their client modules, and the optional modules of the
	// theme they turn on (@generated/optional/mermaid); the bundler makes the others null.
	for spec, m := range client.Generated {
		mods[spec] = bundle.Module{Contents: m.Browser, ServerContents: m.Server, Loader: api.LoaderJS}
	}
	if len(provides) > 0 {
		mods[bundle.ProvideSpec] = provideModule(provides)
	}
	// The modules that route modules import come first: a doc's route is a data route when
	// the modules it imports (its sidebar) are Shared ones.
	for spec, m := range t.shared {
		mods[spec] = m
	}
	paths := make([]string, 0, len(t.Routes))
	for _, r := range append([]route.Route{t.NotFound}, t.Routes...) {
		if r.Path != "" {
			paths = append(paths, r.Path)
		}
		if asData {
			if dr, ok := dataRoute(r, t.treeContents(r.Body, compiled), mods, themeDir); ok {
				data[r.Spec] = dr
				continue
			}
		}
		if b := r.Body; b != nil {
			cd := compiled[b.Source]
			mods[b.Spec] = bundle.Module{Contents: cd.Module, Loader: api.LoaderJSX, ResolveDir: dirOf(b.File), Source: b.Source, SourceLine: cd.SourceLine, SourceTerms: markdown.SourceTerms}
		}
		src, err := routeModule(r, themeDir)
		if err != nil {
			where := r.Source
			if where == "" {
				where = r.Path
			}
			return nil, nil, fmt.Errorf("%s: %w", where, err)
		}
		mods[r.Spec] = bundle.Module{Contents: src, Loader: api.LoaderJS}
	}
	for spec, c := range t.contents {
		src, err := contentSource(c.Content)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", c.source, err)
		}
		mods[spec] = bundle.Module{Contents: src, Loader: api.LoaderJS}
	}
	pb, err := json.Marshal(paths)
	if err != nil {
		return nil, nil, err
	}
	mods[RoutePathsSpec] = bundle.Module{Contents: string(pb), Loader: api.LoaderJSON}
	mods[bundle.DataComponentsSpec], _ = bundle.DataComponents(data)
	return mods, data, nil
}

// treeContents finds the compiled markdown with a tree that a route's props hold: the
// Content of its body (nil for a route without one), or an Import of a page's or a post's.
func (t *Table) treeContents(body *route.Body, compiled map[string]*markdown.Doc) func(any) (treeContent, bool) {
	return func(v any) (treeContent, bool) {
		switch v := v.(type) {
		case route.Content:
			if body != nil && v.Spec == body.Spec && compiled[body.Source].Tree != nil {
				return treeContent{v, compiled[body.Source], dirOf(body.File), body.Source}, true
			}
		case route.Import:
			if c, ok := t.contents[string(v)]; ok && c.doc != nil && c.doc.Tree != nil {
				return treeContent{c.Content, c.doc, c.dir, c.source}, true
			}
		}
		return treeContent{}, false
	}
}

// routeModule is the source of a route's module: its component, props and route context, what
// the theme's App renders.
func routeModule(r route.Route, themeDir string) (string, error) {
	component := componentSpec(r, themeDir)
	w := &moduleWriter{names: map[string]string{}}
	props := "{}"
	if r.Props != nil {
		var err error
		if props, err = w.value(r.Props); err != nil {
			return "", err
		}
	}
	context, err := jslit.Marshal(r.Context)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("export { default as component } from %s;\n%sexport const props = %s;\nexport const routeContext = %s;\n",
		jsonOf(component), w.imports.String(), props, context), nil
}

// componentSpec is the import specifier of the module whose default export renders r.
func componentSpec(r route.Route, themeDir string) string {
	if name, ok := strings.CutPrefix(r.Component, route.ComponentPrefix); ok {
		return filepath.ToSlash(filepath.Join(themeDir, "client", "routeComponents", name+".jsx"))
	}
	return r.Component
}

// contentSource is the source of a module whose default export is compiled markdown (c).
func contentSource(c route.Content) (string, error) {
	w := &moduleWriter{names: map[string]string{}}
	v, err := w.value(c)
	if err != nil {
		return "", err
	}
	return w.imports.String() + "export default " + v + ";\n", nil
}

// moduleWriter writes a value of props as JavaScript, importing the modules it names.
type moduleWriter struct {
	imports strings.Builder
	names   map[string]string // "default|namespace\x00spec" → the import's local name
}

// bind imports a module's default export, or its namespace, once; it returns its name.
func (w *moduleWriter) bind(namespace bool, spec string) string {
	key := fmt.Sprint(namespace, "\x00", spec)
	if name, ok := w.names[key]; ok {
		return name
	}
	name := fmt.Sprintf("m%d", len(w.names))
	w.names[key] = name
	if namespace {
		fmt.Fprintf(&w.imports, "import * as %s from %s;\n", name, jsonOf(spec))
	} else {
		fmt.Fprintf(&w.imports, "import %s from %s;\n", name, jsonOf(spec))
	}
	return name
}

// value is v as a JavaScript expression: plain data as a literal, Import, Namespace and
// Content values as the modules they name.
func (w *moduleWriter) value(v any) (string, error) {
	switch v := v.(type) {
	case route.Import:
		return w.bind(false, string(v)), nil
	case route.Namespace:
		// The theme's PluginRoute replaces it with the module's value.
		return "{__module: " + w.bind(true, string(v)) + "}", nil
	case route.Content:
		ns := w.bind(true, v.Spec)
		meta, err := jslit.Marshal(v.Metadata)
		if err != nil {
			return "", err
		}
		assets, err := jslit.Marshal(v.Assets)
		if err != nil {
			return "", err
		}
		// As Docusaurus hands markdown to a page: the MDX component, its exports as properties
		// (swizzled components read props.content.metadata and render <props.content />).
		return fmt.Sprintf("Object.assign(%[1]s.default, {metadata: %[2]s, frontMatter: %[1]s.frontMatter, toc: %[1]s.toc, contentTitle: %[1]s.contentTitle, assets: %[3]s})",
			ns, meta, assets), nil
	case map[string]any:
		parts := make([]string, 0, len(v))
		for _, k := range sortedKeys(v) {
			e, err := w.value(v[k])
			if err != nil {
				return "", err
			}
			key := jsonOf(k)
			if k == "__proto__" {
				key = "[" + key + "]" // an own key, not the object's prototype
			}
			parts = append(parts, key+": "+e)
		}
		return "{" + strings.Join(parts, ", ") + "}", nil
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			s, err := w.value(e)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return "[" + strings.Join(parts, ", ") + "]", nil
	}
	b, err := jslit.Marshal(v)
	return string(b), err
}

// jsonOf is v as a JavaScript literal (and as JSON).
func jsonOf(v any) string {
	b, err := jslit.Marshal(v)
	if err != nil {
		panic(err) // plain data from the plugins always encodes
	}
	return string(b)
}

// provideModule gives the free variables plugins give webpack's ProvidePlugin (process: a
// module's exports, Buffer: ['buffer', 'Buffer'], an export of one), as exports of their
// names: esbuild injects it into every module, which then reads them from it.
func provideModule(provides map[string][]string) bundle.Module {
	var b strings.Builder
	for i, name := range slices.Sorted(maps.Keys(provides)) {
		target := provides[name]
		if len(target) == 1 {
			fmt.Fprintf(&b, "import p%d from %s;\n", i, jsonOf(target[0]))
		} else {
			fmt.Fprintf(&b, "import * as n%d from %s;\nconst p%d = n%d", i, jsonOf(target[0]), i, i)
			for _, key := range target[1:] {
				fmt.Fprintf(&b, "[%s]", jsonOf(key))
			}
			b.WriteString(";\n")
		}
		fmt.Fprintf(&b, "export {p%d as %s};\n", i, name)
	}
	return bundle.Module{Contents: b.String(), Loader: api.LoaderJS}
}
