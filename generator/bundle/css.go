package bundle

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// cssCollector takes the stylesheets that theme components import from JavaScript out of the
// JS graph, so that the site gets one stylesheet instead of a copy of the shared CSS per route
// chunk.
type cssCollector struct {
	mu    sync.Mutex
	files map[string]bool
}

type collecting struct{}

// cssPlugin collects into st.css.
func (st *pluginState) cssPlugin() api.Plugin {
	return api.Plugin{
		Name: "gosaurus-css",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `\.(css|s[ac]ss)$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				if a.Kind == api.ResolveEntryPoint || a.Kind == api.ResolveCSSImportRule || a.PluginData == (collecting{}) {
					return api.OnResolveResult{}, nil
				}
				path, ok := st.in.relativeFile(a.ResolveDir, a.Path)
				if !ok {
					r := b.Resolve(a.Path, api.ResolveOptions{Importer: a.Importer, ResolveDir: a.ResolveDir, Kind: a.Kind, PluginData: collecting{}})
					if len(r.Errors) > 0 {
						return api.OnResolveResult{}, fmt.Errorf("%s", r.Errors[0].Text)
					}
					if r.Namespace != "file" {
						// A generated module named after the stylesheet it imports (a doc's
						// import of a CSS module, gosaurus-import:…/styles.module.css).
						return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External, PluginData: r.PluginData}, nil
					}
					path = r.Path
				}
				c := st.css
				c.mu.Lock()
				c.files[path] = true
				c.mu.Unlock()
				return api.OnResolveResult{Path: path, Namespace: "collected-css"}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "collected-css"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				if cssModuleFile.MatchString(a.Path) {
					return st.loadCSSModuleNames(a.Path)
				}
				empty := ""
				return api.OnLoadResult{Contents: &empty, Loader: api.LoaderJS}, nil
			})
		},
	}
}

// stylesheet is the @import list of the site stylesheet: the theme's base CSS, the component
// CSS in a stable order, then the site's own CSS so that it wins.
func (in *Input) stylesheet(collected map[string]bool) string {
	var components []string
	skip := map[string]bool{}
	for _, f := range append(append([]string{}, in.BaseCSS...), in.SiteCSS...) {
		skip[f] = true
	}
	for f := range collected {
		if !skip[f] {
			components = append(components, f)
		}
	}
	sort.Strings(components)
	var css strings.Builder
	for _, group := range [][]string{in.BaseCSS, components, in.SiteCSS} {
		for _, f := range group {
			fmt.Fprintf(&css, "@import %q;\n", filepath.ToSlash(f))
		}
	}
	return css.String()
}

// stylesheetSource names the site stylesheet, the @import list that buildCSS bundles, in
// esbuild's messages.
const stylesheetSource = "styles.css"

// buildCSS bundles the site stylesheet into assets/css, with the files its url()s name, and
// adds the files it read to inputs. It returns the files and the stylesheet's URL.
func (in *Input) buildCSS(outdir string, collected, inputs map[string]bool) ([]File, string, error) {
	src := in.stylesheet(collected)
	opts := in.common(outdir)
	opts.Stdin = &api.StdinOptions{Contents: src, ResolveDir: in.SiteDir, Sourcefile: stylesheetSource, Loader: api.LoaderCSS}
	opts.EntryNames = "css/styles.[hash]"
	opts.Outdir = outdir
	opts.MinifyWhitespace, opts.MinifySyntax = in.Minify, in.Minify
	opts.Target = api.ES2020
	opts.Metafile = true
	res, _ := in.Keep.buildOrReuse("css", opts, pluginState{in: in}, func(st *pluginState) []api.Plugin {
		// The Sass loader comes after the CSS modules' loader, which reads Sass modules itself.
		return []api.Plugin{{Name: "gosaurus-css", Setup: func(b api.PluginBuild) {
			st.cssAliases(b)
			st.rootURLs(b)
			assets(b)
			b.OnLoad(api.OnLoadOptions{Filter: cssModuleFilter, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				return st.cssModuleSheet(a.Path)
			})
			st.postCSSLoader(b)
		}}, {Name: "gosaurus-sass", Setup: st.sassLoader}}
	}, nil)
	if err := in.buildError(res.Errors); err != nil {
		return nil, "", err
	}
	meta, err := parseMetafile(res.Metafile)
	if err != nil {
		return nil, "", err
	}
	inputFiles(inputs, in.SiteDir, meta, stylesheetSource)
	in.Sass.addInputs(inputs)
	in.PostCSS.addInputs(inputs)
	in.NodeLoaders.addInputs(inputs)
	var files []File
	sheetURL := ""
	for _, f := range res.OutputFiles {
		rel, _ := filepath.Rel(filepath.Dir(outdir), f.Path)
		rel = filepath.ToSlash(rel)
		files = append(files, File{Path: rel, Contents: f.Contents})
		if strings.HasSuffix(rel, ".css") {
			sheetURL = in.BaseURL + rel
		}
	}
	if sheetURL == "" {
		return nil, "", fmt.Errorf("esbuild produced no stylesheet")
	}
	return files, sheetURL, nil
}
