package bundle

import (
	"path/filepath"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// singletonResolve marks the resolutions the singletons plugin asks for itself.
type singletonResolve struct{}

// singletons makes every import of the packages that hold React's state (or a context the
// theme provides) resolve to the one copy the theme uses, whichever folder the importer is
// in: a site after npm install has its own react (often 18), react-dom, and packages that
// bring their own; two copies of React in one page fail (hooks of one, elements of the
// other). react-router and @mdx-js/react are Docusaurus's own dependencies, whose contexts
// the theme's router and MDX components provide. clsx, which the theme and the components
// sites eject from it import, is the theme's copy: a site need not install it.
//
// The few names are resolved once per build: resolving each import again was a sixth of the
// CPU of website/'s build.
func (st *pluginState) singletons(b api.PluginBuild) {
	type key struct {
		path string
		kind api.ResolveKind
	}
	var mu sync.Mutex
	var resolved map[key]api.OnResolveResult
	b.OnStart(func() (api.OnStartResult, error) {
		mu.Lock()
		resolved = map[key]api.OnResolveResult{}
		mu.Unlock()
		return api.OnStartResult{}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^(react|react-dom|scheduler|react-helmet-async)(/|$)`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.PluginData == (singletonResolve{}) {
			return api.OnResolveResult{}, nil
		}
		k := key{a.Path, a.Kind}
		mu.Lock()
		res, ok := resolved[k]
		mu.Unlock()
		if ok {
			return res, nil
		}
		r := b.Resolve(a.Path, api.ResolveOptions{ResolveDir: st.in.ThemeDir, Kind: a.Kind, PluginData: singletonResolve{}})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		side := api.SideEffectsTrue
		if !r.SideEffects {
			side = api.SideEffectsFalse
		}
		res = api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External, SideEffects: side, Suffix: r.Suffix}
		mu.Lock()
		resolved[k] = res
		mu.Unlock()
		return res, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^(react-router|react-router-dom|@mdx-js/react|clsx)$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		file := map[string]string{
			"react-router":     "client/exports/router",
			"react-router-dom": "client/exports/router",
			"@mdx-js/react":    "client/exports/mdx-js-react",
			"clsx":             "theme-common/utils/clsx",
		}[a.Path]
		p, err := st.in.themeFile(filepath.Dir(file), filepath.Base(file), a.Path)
		return api.OnResolveResult{Path: p}, err
	})
}
