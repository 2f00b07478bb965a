package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/plugins/plugin/webpack"
)

// webpackResolve applies the resolve.alias and resolve.fallback that plugins give webpack
// through configureWebpack (a plugin whose theme components use Node's path module names
// path-browserify there, and fs: false). An alias replaces a module wherever it is
// imported; a fallback stands in for a module that is not installed, as Node's own modules
// are not in a browser build. An empty target ("" for webpack's false) is an empty module.
func (st *pluginState) webpackResolve(b api.PluginBuild, server bool) {
	type again struct{}
	empty := emptyNamespace
	to := func(a api.OnResolveArgs, target string) (api.OnResolveResult, error) {
		if target == "" {
			return api.OnResolveResult{Path: a.Path, Namespace: empty}, nil
		}
		if filepath.IsAbs(target) {
			if p, ok := st.in.findSource(target); ok {
				return api.OnResolveResult{Path: p}, nil
			}
		}
		r := b.Resolve(target, api.ResolveOptions{Importer: a.Importer, ResolveDir: a.ResolveDir, Kind: a.Kind, PluginData: again{}})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External}, nil
	}
	// The modules are read when an import is resolved, not when the plugin is set up: a kept
	// context's plugins outlive the state they were set up with.
	b.OnResolve(api.OnResolveOptions{Filter: `^[^./]`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if _, ok := a.PluginData.(again); ok || len(st.in.Aliases)+len(st.in.Fallbacks)+len(st.in.Externals) == 0 {
			return api.OnResolveResult{}, nil
		}
		if global, ok := st.in.Externals[a.Path]; ok {
			// Webpack leaves an external out of the bundle: the browser's module is the global
			// (an expression, evaluated when the module is, as webpack's "var" externals are);
			// the server bundle for Node requires the module, as Docusaurus's CommonJS server
			// build does. Either fails only when run: an optional import caught by its code.
			if server && st.in.NodeServer {
				return api.OnResolveResult{Path: a.Path, External: true}, nil
			}
			return api.OnResolveResult{Path: global, Namespace: externalNamespace}, nil
		}
		for _, part := range []struct {
			modules  map[string]string
			fallback bool
		}{{st.in.Aliases, false}, {st.in.Fallbacks, true}} {
			name, ok := aliasOf(part.modules, a.Path)
			if !ok || part.fallback && st.installed(a.ResolveDir, name) {
				continue
			}
			target := part.modules[name]
			if target != "" {
				target += a.Path[len(strings.TrimSuffix(name, "$")):]
			}
			return to(a, target)
		}
		return api.OnResolveResult{}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: empty}, func(api.OnLoadArgs) (api.OnLoadResult, error) {
		contents := "module.exports = {};"
		return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: externalNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		contents := "module.exports = (" + a.Path + ");"
		return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS}, nil
	})
}

// Replacement is a plugin's NormalModuleReplacementPlugin with its pattern compiled.
type Replacement struct {
	webpack.Replacement
	test *regexp.Regexp
}

// Replacements compiles the plugins' module replacements, in their order; the error names the
// plugin whose pattern is no Go regular expression.
func Replacements(list []webpack.Replacement) ([]Replacement, error) {
	out := make([]Replacement, len(list))
	for i, r := range list {
		re, err := regexp.Compile(r.Test)
		if err != nil {
			return nil, fmt.Errorf("%s: NormalModuleReplacementPlugin: %w", r.Source, err)
		}
		out[i] = Replacement{r, re}
	}
	return out, nil
}

// moduleReplacements applies plugins' NormalModuleReplacementPlugin: an import whose request
// matches one's pattern imports its target instead, resolved from the importing file.
func (st *pluginState) moduleReplacements(b api.PluginBuild) {
	type replaced struct{}
	b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if _, ok := a.PluginData.(replaced); ok {
			return api.OnResolveResult{}, nil
		}
		for _, rep := range st.in.Replacements {
			if !rep.test.MatchString(a.Path) {
				continue
			}
			r := b.Resolve(rep.To, api.ResolveOptions{Importer: a.Importer, ResolveDir: a.ResolveDir, Kind: a.Kind, PluginData: replaced{}})
			if len(r.Errors) > 0 {
				return api.OnResolveResult{Errors: r.Errors}, nil
			}
			return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External}, nil
		}
		return api.OnResolveResult{}, nil
	})
}

// packageOf splits an import into its package and the rest: "a/b" is "a" and "/b",
// "@s/a/b" is "@s/a" and "/b".
func packageOf(spec string) (string, string) {
	first := strings.Index(spec, "/")
	if strings.HasPrefix(spec, "@") && first >= 0 {
		if second := strings.Index(spec[first+1:], "/"); second >= 0 {
			return spec[:first+1+second], spec[first+1+second:]
		}
		return spec, ""
	}
	if first >= 0 {
		return spec[:first], spec[first:]
	}
	return spec, ""
}

// aliasOf is the key of modules (resolve.alias's or resolve.fallback's) that the import spec
// is for, as webpack matches them: the spec itself, or a folder of it ("@lib" for "@lib/x"),
// or with webpack's mark of an exact match, "name$", the spec alone. Of several, the longest,
// the most particular, as an alias object's keys are not ordered here.
func aliasOf(modules map[string]string, spec string) (string, bool) {
	if _, ok := modules[spec+"$"]; ok {
		return spec + "$", true
	}
	best := ""
	for k := range modules {
		if (spec == k || strings.HasPrefix(spec, k+"/")) && len(k) > len(best) {
			best = k
		}
	}
	return best, best != ""
}

// emptyNamespace holds the empty modules that stand for modules resolved to false.
const emptyNamespace = "gosaurus-empty"

// externalNamespace holds the modules that stand for webpack externals: their path is the
// global's expression.
const externalNamespace = "gosaurus-external"

// installed reports whether a package is in a node_modules folder above dir or on the
// bundle's node paths.
func (st *pluginState) installed(dir, pkg string) bool {
	if strings.HasPrefix(pkg, ".") || filepath.IsAbs(pkg) {
		return true
	}
	for _, root := range nodeModulesFolders(dir, st.in.NodePaths) {
		if st, err := os.Stat(filepath.Join(root, pkg)); err == nil && st.IsDir() {
			return true
		}
	}
	return false
}

// nodeModulesFolders are the folders Node looks for a package in from dir: node_modules in
// dir and each folder above it, then nodePaths.
func nodeModulesFolders(dir string, nodePaths []string) []string {
	var roots []string
	for d := dir; d != ""; d = filepath.Dir(d) {
		roots = append(roots, filepath.Join(d, "node_modules"))
		if filepath.Dir(d) == d {
			break
		}
	}
	return append(roots, nodePaths...)
}
