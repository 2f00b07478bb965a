package routes

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/bundle"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// PluginRoute is one route config a plugin gave addRoute, nested routes included, read as
// Docusaurus reads it.
type PluginRoute struct {
	Path      string
	Component string // a module the bundler resolves: '@theme/X', a package, an absolute path
	Exact     bool
	Strict    bool
	Priority  float64
	Modules   map[string]any // prop name → module: a path, {__import, path}, or nested objects and arrays
	Context   map[string]any // route context data, modules as in Modules
	Props     map[string]any // plain props
	Attrs     map[string]any // any other field: on the route object the component gets
	Routes    []*PluginRoute // nil for a leaf
}

// routeKeys are the fields of a route config that are not extra attributes.
var routeKeys = map[string]bool{"path": true, "component": true, "exact": true, "strict": true, "priority": true,
	"modules": true, "context": true, "props": true, "routes": true, "metadata": true, "plugin": true}

// ParsePluginRoute reads a route config as addRoute received it (plain JSON data); where
// names it in messages.
func ParsePluginRoute(v any, where string) (*PluginRoute, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: a route must be an object {path, component, …}, not %s", where, describe(v))
	}
	r := &PluginRoute{}
	if r.Path, ok = m["path"].(string); !ok {
		return nil, fmt.Errorf("%s: path must be a string, not %s", where, describe(m["path"]))
	}
	if r.Component, ok = m["component"].(string); !ok || r.Component == "" {
		return nil, fmt.Errorf("%s (%s): component must be a module path such as '@theme/X' or an absolute file, not %s", where, r.Path, describe(m["component"]))
	}
	r.Exact, _ = m["exact"].(bool)
	r.Strict, _ = m["strict"].(bool)
	r.Priority, _ = m["priority"].(float64)
	for _, f := range []struct {
		key  string
		into *map[string]any
	}{{"modules", &r.Modules}, {"context", &r.Context}, {"props", &r.Props}} {
		if m[f.key] == nil {
			continue
		}
		if *f.into, ok = m[f.key].(map[string]any); !ok {
			return nil, fmt.Errorf("%s (%s): %s must be an object of prop names, not %s", where, r.Path, f.key, describe(m[f.key]))
		}
	}
	for k := range r.Props {
		if _, dup := r.Modules[k]; dup {
			return nil, fmt.Errorf("%s (%s): the prop %q is given both by modules and by props; keep one", where, r.Path, k)
		}
	}
	for k, val := range m {
		if !routeKeys[k] {
			if r.Attrs == nil {
				r.Attrs = map[string]any{}
			}
			r.Attrs[k] = val
		}
	}
	if sub, has := m["routes"]; has && sub != nil {
		list, ok := sub.([]any)
		if !ok {
			return nil, fmt.Errorf("%s (%s): routes must be an array of routes, not %s", where, r.Path, describe(sub))
		}
		r.Routes = []*PluginRoute{}
		for i, s := range list {
			c, err := ParsePluginRoute(s, fmt.Sprintf("%s.routes[%d]", where, i))
			if err != nil {
				return nil, err
			}
			r.Routes = append(r.Routes, c)
		}
	}
	return r, nil
}

func describe(v any) string {
	switch v := v.(type) {
	case nil:
		return "nothing"
	case string:
		return fmt.Sprintf("the string %q", v)
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%v", v)
}

// SortPluginRoutes orders routes (and their nested routes) as Docusaurus matches them: the
// base URL last, parents after leaves, a parent inside another's path first, higher priority
// first, then by path.
func SortPluginRoutes(list []*PluginRoute, baseURL string) {
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if (a.Path == baseURL) != (b.Path == baseURL) {
			return b.Path == baseURL
		}
		if (a.Routes != nil) != (b.Routes != nil) {
			return b.Routes != nil
		}
		if a.Routes != nil && b.Routes != nil && a.Path != b.Path {
			if strings.Contains(a.Path, b.Path) {
				return true
			}
			if strings.Contains(b.Path, a.Path) {
				return false
			}
		}
		if a.Priority != b.Priority {
			return a.Priority > b.Priority
		}
		return a.Path < b.Path
	})
	for _, r := range list {
		if r.Routes != nil {
			SortPluginRoutes(r.Routes, baseURL)
		}
	}
}

// Leaves lists the routes without nested routes, the pages Docusaurus renders, in order.
func Leaves(list []*PluginRoute) []*PluginRoute {
	var out []*PluginRoute
	for _, r := range list {
		if r.Routes != nil {
			out = append(out, Leaves(r.Routes)...)
		} else {
			out = append(out, r)
		}
	}
	return out
}

// MatchPluginRoutes is the chain of routes the router renders for path, as react-router's
// Switch picks them at each level: the first route that matches, then the first of its
// nested routes, and so on; as indices into each level's list. Nil when none matches.
func MatchPluginRoutes(list []*PluginRoute, path string) []int {
	for i, r := range list {
		if !matchesPath(r, path) {
			continue
		}
		chain := []int{i}
		if r.Routes != nil {
			chain = append(chain, MatchPluginRoutes(r.Routes, path)...)
		}
		return chain
	}
	return nil
}

// matchesPath is react-router v5's matchPath for a literal path: case-insensitive, a trailing
// slash optional unless strict, any path below it unless exact.
func matchesPath(r *PluginRoute, path string) bool {
	target, current := strings.ToLower(r.Path), strings.ToLower(path)
	if !r.Strict {
		target = strings.TrimSuffix(target, "/")
		current = strings.TrimSuffix(current, "/")
	}
	if current == target || (target == "" && current == "") {
		return true
	}
	if r.Exact {
		return false
	}
	return target == "" || strings.HasPrefix(current, strings.TrimSuffix(target, "/")+"/")
}

// applyTrailingSlash gives every path of the routes the site's trailingSlash, as Docusaurus
// does to each route a plugin adds.
func applyTrailingSlash(list []*PluginRoute, baseURL string, slash *bool) {
	if slash == nil {
		return
	}
	for _, r := range list {
		r.Path = TrailingSlash(r.Path, baseURL, *slash)
		applyTrailingSlash(r.Routes, baseURL, slash)
	}
}

// AddPluginRoutes adds the pages of the routes plugins added: one route per leaf path, whose
// module renders the chain of components the router matches for it, each with its modules
// loaded as props. A path another route already has stays that route's, with a warning, as
// Docusaurus warns about duplicate routes; a malformed route config is an error naming the
// plugin.
func (t *Table) AddPluginRoutes(added []route.PluginRoutes, baseURL string, trailingSlash *bool) (warnings []string, err error) {
	if t.shared == nil {
		t.shared = map[string]bundle.Module{}
	}
	var tops []*PluginRoute
	from := map[*PluginRoute]*route.PluginRoutes{}
	for i := range added {
		p := &added[i]
		for j, raw := range p.Routes {
			r, err := ParsePluginRoute(raw, fmt.Sprintf("%s: plugin %s: addRoute (call %d)", p.Source, p.Plugin, j+1))
			if err != nil {
				return nil, err
			}
			tops = append(tops, r)
			from[r] = p
		}
	}
	// A plugin's createData files are modules whether its routes name them or the site's code
	// imports them.
	dataSpecs := map[string]string{}
	for _, p := range added {
		for path, text := range p.Data {
			// A file in Docusaurus's generated folder is known by its name there, by which
			// the site's code may import it too (see the bundle's generatedFiles).
			spec := "gosaurus-data:" + filepath.ToSlash(path)
			if _, rel, ok := strings.Cut(filepath.ToSlash(path), "/"+site.GeneratedDir+"/"); ok {
				spec = "@generated/" + rel
			}
			dataSpecs[path] = spec
			loader := api.LoaderJS
			if strings.HasSuffix(path, ".json") {
				loader = api.LoaderJSON
			}
			t.shared[spec] = bundle.Module{Contents: text, Loader: loader, File: path}
		}
	}
	if len(tops) == 0 {
		return nil, nil
	}
	applyTrailingSlash(tops, baseURL, trailingSlash)
	SortPluginRoutes(tops, baseURL)
	owner := map[string]bool{} // by path without its trailing slash, which the table adds later
	for _, r := range t.Routes {
		owner[strings.TrimSuffix(r.Path, "/")] = true
	}
	treeSpecs := map[*PluginRoute]string{}
	for i, r := range tops {
		spec := fmt.Sprintf("gosaurus-plugin-routes:%d", i)
		treeSpecs[r] = spec
		t.shared[spec] = bundle.Module{Contents: jsonOf(clientRoute(r)), Loader: api.LoaderJSON, Shared: true}
	}
	for _, leaf := range Leaves(tops) {
		key := strings.TrimSuffix(leaf.Path, "/")
		if owner[key] {
			warnings = append(warnings, fmt.Sprintf("duplicate route: a plugin adds %s, which is already a page of the site; the page is kept", leaf.Path))
			continue
		}
		owner[key] = true
		chain := MatchPluginRoutes(tops, leaf.Path)
		if chain == nil {
			continue // a path its own route does not match (a pattern): no page, as in Docusaurus
		}
		first := tops[chain[0]]
		p := from[first]
		t.Routes = append(t.Routes, route.Route{Path: leaf.Path, Spec: "gosaurus-route:" + leaf.Path, Component: route.Component("PluginRoute"),
			Props: pluginProps(tops, chain, treeSpecs[first], p, dataSpecs), Context: route.Context{Plugin: route.PluginID{Name: p.Plugin, ID: p.ID}}, Source: p.Source})
	}
	sort.Slice(t.Routes, func(i, j int) bool { return t.Routes[i].Path < t.Routes[j].Path })
	return warnings, nil
}

// clientRoute is a route as the component's route prop has it: path, exact, strict, the
// extra attributes and the nested routes, without the modules (the page's module has those
// of its own chain).
func clientRoute(r *PluginRoute) map[string]any {
	m := map[string]any{}
	for k, v := range r.Attrs {
		m[k] = v
	}
	m["path"] = r.Path
	if r.Exact {
		m["exact"] = true
	}
	if r.Strict {
		m["strict"] = true
	}
	if r.Routes != nil {
		sub := make([]any, len(r.Routes))
		for i, c := range r.Routes {
			sub[i] = clientRoute(c)
		}
		m["routes"] = sub
	}
	return m
}

// pluginProps are the props of one page's PluginRoute (client/routeComponents/PluginRoute.jsx):
// the top route's client data, and per route of the chain its component, modules, props and
// route context; it puts the components on the route objects and renders them as
// react-router-config would.
func pluginProps(tops []*PluginRoute, chain []int, treeSpec string, p *route.PluginRoutes, data map[string]string) map[string]any {
	levels := make([]any, 0, len(chain))
	list := tops
	for _, idx := range chain {
		r := list[idx]
		list = r.Routes
		props := r.Props
		if props == nil {
			props = map[string]any{}
		}
		var context any // no data in the route context, as Docusaurus leaves it
		if len(r.Context) > 0 {
			context = moduleRefs(r.Context, data)
		}
		levels = append(levels, map[string]any{"component": route.Import(r.Component), "modules": moduleRefs(r.Modules, data), "props": props, "context": context})
	}
	return map[string]any{"plugin": route.PluginID{Name: p.Plugin, ID: p.ID}, "tree": route.Import(treeSpec), "chain": chain[1:], "levels": levels}
}

// moduleRefs is a modules object with each module a Namespace, as Docusaurus passes it: a
// path (or the module a plugin's createData wrote there), or {__import, path}.
func moduleRefs(v any, data map[string]string) any {
	switch v := v.(type) {
	case string:
		if spec, ok := data[v]; ok {
			return route.Namespace(spec)
		}
		return route.Namespace(v)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = moduleRefs(e, data)
		}
		return out
	case map[string]any:
		if imp, _ := v["__import"].(bool); imp {
			// Its query is for Docusaurus's webpack loaders, which gosaurus does not run.
			if p, ok := v["path"].(string); ok {
				return moduleRefs(p, data)
			}
		}
		out := make(map[string]any, len(v))
		for k, e := range v {
			out[k] = moduleRefs(e, data)
		}
		return out
	case nil:
		return nil
	}
	return v
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
