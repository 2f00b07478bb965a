package bundle

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/sitefs"
)

// rootURLs resolves an import path that starts with "/" as Docusaurus's webpack does (its
// resolve.roots): in the static folders, then the site folder. So url('/img/x.png') in the
// site's CSS is bundled like a relative url() (under assets/, with the base URL), and
// import data from '/data/x.json' in a component reads the site's file. A path that names a
// file on disk as it is (as the generator's own modules name theirs) is left to esbuild.
func (st *pluginState) rootURLs(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `^/[^/]`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.Kind == api.ResolveEntryPoint {
			return api.OnResolveResult{}, nil
		}
		css := a.Kind == api.ResolveCSSURLToken || a.Kind == api.ResolveCSSImportRule
		name, suffix := a.Path, ""
		find := st.in.findSource // with the extensions and index files of an import
		if css {
			if i := strings.IndexAny(name, "?#"); i >= 0 {
				name, suffix = name[:i], name[i:]
			}
			find = func(p string) (string, bool) { return p, st.in.FS.IsFile(p) }
		}
		if _, ok := find(name); ok && !css {
			return api.OnResolveResult{}, nil
		}
		roots := append(append([]string{}, st.in.StaticDirs...), st.in.SiteDir)
		for _, root := range roots {
			if p, ok := find(filepath.Join(root, filepath.FromSlash(name))); ok && sitefs.Inside(root, p) {
				return api.OnResolveResult{Path: p, Suffix: suffix}, nil
			}
		}
		if _, ok := find(name); ok {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{}, fmt.Errorf("%s: no such file in the static folders or the site folder (%s)", a.Path, strings.Join(roots, ", "))
	})
}

// cssAliases resolves the paths of a stylesheet's url() and @import that webpack's css-loader
// resolves beyond relative ones: @site/… (Docusaurus's alias of the site folder, as in
// url('@site/static/img/card.png')) and ~package/… (a file of a package). An import from
// JavaScript is left to the other resolvers.
func (st *pluginState) cssAliases(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `^(@site/|~)`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.Kind != api.ResolveCSSURLToken && a.Kind != api.ResolveCSSImportRule {
			return api.OnResolveResult{}, nil
		}
		name, suffix := a.Path, ""
		if i := strings.IndexAny(name, "?#"); i >= 0 {
			name, suffix = name[:i], name[i:]
		}
		if rest, ok := strings.CutPrefix(name, "@site/"); ok {
			p := filepath.Join(st.in.SiteDir, filepath.FromSlash(rest))
			if !st.in.FS.IsFile(p) || !sitefs.Inside(st.in.SiteDir, p) {
				return api.OnResolveResult{}, fmt.Errorf("%s: no such file in the site folder %s", a.Path, st.in.SiteDir)
			}
			return api.OnResolveResult{Path: p, Suffix: suffix}, nil
		}
		r := b.Resolve(name[1:], api.ResolveOptions{ResolveDir: a.ResolveDir, Importer: a.Importer, Kind: api.ResolveJSImportStatement})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{}, fmt.Errorf("%s: no package file %s from %s", a.Path, name[1:], a.ResolveDir)
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, Suffix: suffix}, nil
	})
}
