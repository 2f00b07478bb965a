package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
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
	st.reactFacades(b)
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

// facadeNamespace holds the ES module facades of reactFacades.
const facadeNamespace = "esm-facade"

// reactFacades gives the ES modules that import react or react/jsx-runtime one ES module in
// front of the CommonJS package. Without it, esbuild wraps the package once per importing
// file (a copy of every export as a getter, 400 wraps on website/'s doc page, a fifth of the
// page's start-up script time on a slow phone) and every React call goes through a getter.
// A require() of the package still gets the package itself.
func (st *pluginState) reactFacades(b api.PluginBuild) {
	var mu sync.Mutex
	var names map[string][]string // package path → export names, nil for no facade
	b.OnStart(func() (api.OnStartResult, error) {
		mu.Lock()
		names = map[string][]string{}
		mu.Unlock()
		return api.OnStartResult{}, nil
	})
	exportsOf := func(path string) []string {
		mu.Lock()
		defer mu.Unlock()
		if n, ok := names[path]; ok {
			return n
		}
		var n []string
		r := b.Resolve(path, api.ResolveOptions{ResolveDir: st.in.ThemeDir, Kind: api.ResolveJSRequireCall})
		if len(r.Errors) == 0 && r.Namespace == "file" {
			n = cjsExportNames(r.Path)
		}
		names[path] = n
		return n
	}
	b.OnResolve(api.OnResolveOptions{Filter: `^react(/jsx-runtime|/jsx-dev-runtime)?$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if a.Kind != api.ResolveJSImportStatement || a.Namespace == facadeNamespace || a.PluginData == (singletonResolve{}) || exportsOf(a.Path) == nil {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: a.Path, Namespace: facadeNamespace}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: facadeNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		src := reactFacade(a.Path, exportsOf(a.Path))
		return api.OnLoadResult{Contents: &src, Loader: api.LoaderJS, ResolveDir: st.in.ThemeDir}, nil
	})
}

// reactFacade is the source of the facade of pkg, which exports names.
func reactFacade(pkg string, names []string) string {
	return fmt.Sprintf("import m from %q;\nexport default m;\nexport const {%s} = m;\n", pkg, strings.Join(names, ", "))
}

var (
	cjsRequire = regexp.MustCompile(`require\(['"](\./cjs/[^'"]+)['"]\)`)
	cjsExport  = regexp.MustCompile(`\bexports\.([A-Za-z_$][\w$]*)\s*=`)
)

// cjsExportNames reads the names a React package's entry file exports: those its builds
// under cjs/ assign to exports (production and development, React 18 and 19 alike). None
// when the entry is laid out otherwise, and the package is then left as it is.
func cjsExportNames(entry string) []string {
	src, err := os.ReadFile(entry)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	for _, m := range cjsRequire.FindAllStringSubmatch(string(src), -1) {
		build, err := os.ReadFile(filepath.Join(filepath.Dir(entry), filepath.FromSlash(m[1])))
		if err != nil {
			return nil
		}
		exportNames(seen, build)
	}
	return sortedNames(seen)
}

// fileExportNames reads the names one of React's builds assigns to exports.
func fileExportNames(file string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	exportNames(seen, src)
	return sortedNames(seen)
}

func exportNames(seen map[string]bool, build []byte) {
	for _, e := range cjsExport.FindAllSubmatch(build, -1) {
		if string(e[1]) != "default" {
			seen[string(e[1])] = true
		}
	}
}

// sortedNames lists seen, nil when empty.
func sortedNames(seen map[string]bool) []string {
	if len(seen) == 0 {
		return nil
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
