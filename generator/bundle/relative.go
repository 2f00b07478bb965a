package bundle

import (
	"path/filepath"

	"github.com/evanw/esbuild/pkg/api"
)

// webpackExts are the extensions Docusaurus's webpack tries, in its order, for an import
// without one.
var webpackExts = []string{".mjs", ".js", ".jsx", ".ts", ".tsx", ".json"}

// relativeSources resolves the site's relative imports without an extension as webpack does:
// its extensions in its order, then the folder's index file, each name in its exact case.
// esbuild matches names regardless of case and tries .tsx first, so in a folder that has
// ContextRegions.tsx and contextRegions.ts, "./contextRegions" would be the component itself.
// Imports it does not find here are left to esbuild, whose errors name them.
func (st *pluginState) relativeSources(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `^\.\.?/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.ResolveDir == "" || inNodeModules(a.ResolveDir) {
			return api.OnResolveResult{}, nil
		}
		p := filepath.Join(a.ResolveDir, filepath.FromSlash(a.Path))
		if st.in.FS.IsFile(p) {
			return api.OnResolveResult{}, nil
		}
		for _, base := range []string{p, filepath.Join(p, "index")} {
			for _, ext := range webpackExts {
				if st.in.FS.IsFile(base + ext) {
					return api.OnResolveResult{Path: base + ext}, nil
				}
			}
		}
		return api.OnResolveResult{}, nil
	})
}
