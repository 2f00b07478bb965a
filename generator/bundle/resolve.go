package bundle

import (
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/plugins/plugin/site"
)

var sourceExts = []string{"", ".jsx", ".js", ".tsx", ".ts", ".mjs", ".cjs", ".json", ".css"}

// findSource resolves a path without extension to a file, or a folder to its index file.
func (in *Input) findSource(p string) (string, bool) {
	for _, ext := range sourceExts {
		if in.FS.IsFile(p + ext) {
			return p + ext, true
		}
	}
	for _, ext := range sourceExts[1:] {
		if f := filepath.Join(p, "index"+ext); in.FS.IsFile(f) {
			return f, true
		}
	}
	return "", false
}

// relativeFile resolves an import of a file by its relative path with extension, from outside
// node_modules, as esbuild would, without asking esbuild: each of a plugin's calls to esbuild's
// resolver reads the folders above the import afresh. Packages are left to esbuild, whose
// resolver also applies their package.json's browser field.
func (in *Input) relativeFile(resolveDir, path string) (string, bool) {
	if !strings.HasPrefix(path, "./") && !strings.HasPrefix(path, "../") || strings.Contains(resolveDir, "node_modules") {
		return "", false
	}
	p := filepath.Join(resolveDir, filepath.FromSlash(path))
	return p, in.FS.IsFile(p)
}

// serverPatch rewrites a package file in the server build only.
type serverPatch struct {
	file    string      // path suffix, with forward slashes
	why     string      // for the error when the package no longer matches
	replace [][2]string // each must occur
	// optional: a version that does not match loads unpatched (the patch only saves time).
	optional bool
}

var serverPatches = []serverPatch{
	{
		// The server renderer of react-dom builds its output with `result += chunk`, which is
		// quadratic in goja (each += copies the string). Collecting chunks and joining once is
		// linear.
		file: serverRenderer,
		why:  "linear-time output",
		replace: [][2]string{
			{`result = "",`, `result = [],`},
			{`null !== chunk && (result += chunk);`, `null !== chunk && result.push(chunk);`},
			{"  if (!readyToStream) throw Error(formatProdErrorMessage(426));\n  return result;", "  if (!readyToStream) throw Error(formatProdErrorMessage(426));\n  return result.join(\"\");"},
		},
	},
	{
		// Fizz keeps a component stack for every element it renders, an allocation each, only
		// to describe where an error was thrown; the build reports the error itself. About 4 %
		// of a page's render in goja.
		file:     serverRenderer,
		why:      "no component stacks",
		optional: true,
		replace: [][2]string{
			{"      case REACT_ELEMENT_TYPE:\n        task.componentStack = { parent: task.componentStack, type: node.type };", "      case REACT_ELEMENT_TYPE:"},
		},
	},
	{
		// react-helmet-async recomputes the whole head from every <Helmet> instance each time
		// one mounts: quadratic in the instances of a page, and a sixth of a page's render in
		// goja. On the server nothing reads the head before the render ends, so the server
		// entry collects the instances (globalThis.gosaurusHelmetDefer) and computes the head
		// once, from the same instances, after rendering.
		file:     "react-helmet-async/lib/index.module.js",
		why:      "a head computed once per page",
		optional: true,
		replace: [][2]string{
			{`r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}`,
				`r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),globalThis.gosaurusHelmetDefer?globalThis.gosaurusHelmetDefer(this):this.emitChange())}`},
		},
	},
}

// OptionalPrefix starts the names of the theme's optional modules (@generated/optional/mermaid):
// a plugin that turns the feature on gives the module (plugin.Client's Generated); for a site
// without it the module is null, so the theme's code that would use it is left out.
const OptionalPrefix = "@generated/optional/"

const serverRenderer = "react-dom/cjs/react-dom-server-legacy.browser.production.js"

// resolver maps Docusaurus's module aliases and gosaurus's generated modules, those of the
// build at hand (st.in).
func (st *pluginState) resolver(server bool) api.Plugin {
	return api.Plugin{
		Name: "gosaurus",
		Setup: func(b api.PluginBuild) {
			st.markdownCycles(b)     // first: it watches imports the others claim
			st.moduleReplacements(b) // webpack applies them before resolving anything
			st.vendored(b, server)
			b.OnResolve(api.OnResolveOptions{Filter: `^(@generated/|gosaurus-)`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				if _, ok := st.in.Virtual[a.Path]; ok {
					return api.OnResolveResult{Path: a.Path, Namespace: "virtual"}, nil
				}
				if strings.HasPrefix(a.Path, OptionalPrefix) {
					// An optional module of the theme that no plugin of the site gives.
					return api.OnResolveResult{Path: OptionalPrefix, Namespace: "optional"}, nil
				}
				// A file a plugin wrote into Docusaurus's generated folder itself (the lunr
				// search plugins write lunr.client.js there from configureWebpack).
				if rest, ok := strings.CutPrefix(a.Path, "@generated/"); ok {
					if p, ok := st.in.findSource(filepath.Join(st.in.SiteDir, site.GeneratedDir, filepath.FromSlash(rest))); ok {
						return api.OnResolveResult{Path: p}, nil
					}
				}
				return api.OnResolveResult{}, fmt.Errorf("unknown generated module %q", a.Path)
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "optional"}, func(api.OnLoadArgs) (api.OnLoadResult, error) {
				null := "export default null;\n"
				return api.OnLoadResult{Contents: &null, Loader: api.LoaderJS}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "virtual"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				m := st.in.Virtual[a.Path]
				if m.File != "" {
					if r := st.in.rule(m.File, ""); r != nil && r.Kind == "mdx" {
						return st.in.mdxModule(r, m.File, []byte(m.Contents))
					}
				}
				dir := m.ResolveDir
				if dir == "" {
					dir = st.in.SiteDir
				}
				if server && m.ServerContents != "" {
					m.Contents = m.ServerContents
				}
				return api.OnLoadResult{Contents: &m.Contents, Loader: m.Loader, ResolveDir: dir}, nil
			})
			alias := func(filter string, target func(rest string) (string, error)) {
				b.OnResolve(api.OnResolveOptions{Filter: filter}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
					rest := a.Path[strings.Index(a.Path, "/")+1:]
					p, err := target(rest)
					if err != nil {
						return api.OnResolveResult{}, err
					}
					return api.OnResolveResult{Path: p}, nil
				})
			}
			b.OnResolve(api.OnResolveOptions{Filter: `^@theme(-original|-init)?/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				prefix, rest, _ := strings.Cut(a.Path, "/")
				p, err := st.in.themeComponent(prefix, rest, a.Importer)
				if err != nil {
					return api.OnResolveResult{}, err
				}
				return api.OnResolveResult{Path: p}, nil
			})
			// The classic theme's own file of a component, as a site may import it from the
			// package (@docusaurus/theme-classic/lib/theme/Heading): the original, not the
			// site's swizzled one.
			b.OnResolve(api.OnResolveOptions{Filter: `^@docusaurus/theme-classic/lib/theme/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				p, err := st.in.themeFile("theme", strings.TrimPrefix(a.Path, "@docusaurus/theme-classic/lib/theme/"), a.Path)
				if err != nil {
					return api.OnResolveResult{}, err
				}
				return api.OnResolveResult{Path: p}, nil
			})
			// st.in is read at each import: a kept context's plugins are set up before its state.
			alias(`^@docusaurus/`, func(rest string) (string, error) { return st.in.docusaurusModule(rest) })
			st.cssAliases(b)     // before the alias below: a url() may carry a query
			st.generatedFiles(b) // before @site/: @site/.docusaurus/… is one of them
			alias(`^@site/`, func(rest string) (string, error) {
				if p, ok := st.in.findSource(filepath.Join(st.in.SiteDir, rest)); ok {
					return p, nil
				}
				return "", fmt.Errorf("@site/%s: no such file in %s", rest, st.in.SiteDir)
			})
			st.siteCode(b)
			if server {
				st.nodeOwnModules(b) // only in a server bundle for Node
			}
			st.webpackResolve(b, server)
			if server {
				st.nodeBuiltins(b)
			}
			st.svgComponents(b) // before assets, which would load an .svg as a URL
			st.webpackRules(b)
			st.loaders(b) // before assets, which would load a .png as a URL
			assets(b)
			st.cssModuleNames(b)
			st.markdownPartials(b)
			if server {
				st.browserField(b)
				b.OnResolve(api.OnResolveOptions{Filter: `^react-dom/server(\.browser)?$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
					for _, nm := range st.in.NodePaths {
						p := filepath.Join(nm, filepath.FromSlash(serverRenderer))
						if _, err := os.Stat(p); err == nil {
							return api.OnResolveResult{Path: p}, nil
						}
					}
					return api.OnResolveResult{}, fmt.Errorf("cannot find %s; run npm ci", serverRenderer)
				})
				b.OnLoad(api.OnLoadOptions{Filter: `(react-dom-server-legacy\.browser\.production|react-helmet-async/lib/index\.module)\.js$`}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
					patches := patchesOf(a.Path)
					if len(patches) == 0 {
						return api.OnLoadResult{}, nil
					}
					return loadPatched(a.Path, patches)
				})
			}
			st.singletons(b)
			st.rootURLs(b)        // of CSS modules, which JavaScript imports
			st.relativeSources(b) // last: the resolvers above may claim a relative import first
		},
	}
}

// patchesOf lists the serverPatches of file, in order.
func patchesOf(file string) []serverPatch {
	var patches []serverPatch
	for _, p := range serverPatches {
		if strings.HasSuffix(filepath.ToSlash(file), p.file) {
			patches = append(patches, p)
		}
	}
	return patches
}

// loadPatched applies patches to file in order; an optional patch that no longer matches is
// left out.
func loadPatched(file string, patches []serverPatch) (api.OnLoadResult, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	s := string(src)
	for _, p := range patches {
		patched, err := p.apply(s)
		if err != nil {
			if p.optional {
				continue
			}
			return api.OnLoadResult{}, fmt.Errorf("%s: %w", file, err)
		}
		s = patched
	}
	return api.OnLoadResult{Contents: &s, Loader: api.LoaderJS}, nil
}

func (p serverPatch) apply(s string) (string, error) {
	for _, r := range p.replace {
		if !strings.Contains(s, r[0]) {
			return "", fmt.Errorf("this version differs from the one gosaurus patches for %s (missing %q); update serverPatches", p.why, r[0])
		}
		s = strings.Replace(s, r[0], r[1], 1)
	}
	return s, nil
}

// docusaurusModule resolves @docusaurus/rest to the theme's module of that name. A file of a
// content plugin's client code imported by its path in the package (a swizzled
// DocSidebarItems imports lib/client/docSidebarItemsExpandedState.js) is the package's client
// entry, which exports what each of those files does; a file of core's client exports is the
// module of its name.
func (in *Input) docusaurusModule(rest string) (string, error) {
	spec := "@docusaurus/" + rest
	if m := clientLibFile.FindStringSubmatch(rest); m != nil {
		rest = m[1] + "/client"
	} else if m := coreExport.FindStringSubmatch(rest); m != nil {
		rest = m[1] // @docusaurus/core/lib/client/exports/Link is @docusaurus/Link
	}
	return in.themeFile(filepath.Join("client", "exports"), rest, spec)
}

var (
	clientLibFile = regexp.MustCompile(`^(plugin-content-(?:docs|blog))/lib/client/[\w./-]+$`)
	coreExport    = regexp.MustCompile(`^core/lib/client/exports/(\w+)(?:\.js)?$`)
)

// themeComponent resolves @theme/X, @theme-original/X and @theme-init/X through the theme
// layers, as Docusaurus aliases them: the site's src/theme, then the plugins' theme folders (a
// later plugin first), then the classic theme. @theme-original/X is X in the first layer below
// the importing file's own; @theme-init/X is X in the lowest layer that has it.
func (in *Input) themeComponent(prefix, rest, importer string) (string, error) {
	layers := []string{filepath.Join(in.SiteDir, "src", "theme")}
	for i := len(in.ThemePaths) - 1; i >= 0; i-- {
		layers = append(layers, in.ThemePaths[i])
	}
	classic := filepath.Join(in.ThemeDir, "theme")
	layers = append(layers, classic)
	from := 0
	switch prefix {
	case "@theme-original":
		from = 1
		for i, dir := range layers {
			if r, err := filepath.Rel(dir, importer); err == nil && !strings.HasPrefix(r, "..") {
				from = i + 1
			}
		}
	case "@theme-init":
		for i := len(layers) - 1; i >= 0; i-- {
			if p, ok := in.findSource(filepath.Join(layers[i], rest)); ok {
				return p, nil
			}
		}
	}
	for _, dir := range layers[min(from, len(layers)-1):] {
		if p, ok := in.findSource(filepath.Join(dir, rest)); ok {
			return p, nil
		}
	}
	return in.themeFile("theme", rest, prefix+"/"+rest)
}

func (in *Input) themeFile(dir, rest, spec string) (string, error) {
	if p, ok := in.findSource(filepath.Join(in.ThemeDir, dir, rest)); ok {
		return p, nil
	}
	return "", fmt.Errorf("%s: the theme has no such module (looked in %s)", spec, filepath.Join(in.ThemeDir, dir))
}

// extensionless resolves a package subpath whose "exports" target names a file without its
// extension ("./components/*": "./dist/components/*"), which webpack, and so Docusaurus,
// completes with the usual extensions and esbuild does not. It runs after every other resolver
// and only for subpath imports esbuild cannot resolve itself.
func extensionless() api.Plugin {
	type retry struct{}
	return api.Plugin{Name: "gosaurus-extensionless", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `^(@[^/]+/)?[^./][^/]*/.+`, Namespace: "file"}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			if _, again := a.PluginData.(retry); again {
				return api.OnResolveResult{}, nil
			}
			opts := api.ResolveOptions{ResolveDir: a.ResolveDir, Kind: a.Kind, Importer: a.Importer, PluginData: retry{}}
			for _, ext := range []string{"", ".js", ".mjs", ".jsx", ".json"} {
				if r := b.Resolve(a.Path+ext, opts); len(r.Errors) == 0 {
					side := api.SideEffectsFalse
					if r.SideEffects {
						side = api.SideEffectsTrue
					}
					return api.OnResolveResult{Path: r.Path, External: r.External, SideEffects: side, Namespace: r.Namespace}, nil
				}
			}
			return api.OnResolveResult{}, nil // esbuild's own error names the import
		})
	}}
}

// inlineLoaders reads webpack's inline loader syntax, `!!raw-loader!./x.ts`, which Docusaurus
// sites use to show a file in a code block (the default export is the file's text) or to
// import data (`!!yaml-loader!./x.yaml`): the loaders of a module rule (see loadAs), by the
// package names sites give them. Each kind has a namespace of its own, whose modules are
// files the build read (fileNamespace).
func inlineLoaders() api.Plugin {
	return api.Plugin{Name: "gosaurus-inline-loaders", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `^[-!]*[^!?]*-loader(\?[^!]*)?!`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			loader, target, _ := strings.Cut(strings.TrimLeft(a.Path, "-!"), "!")
			name, query, _ := strings.Cut(loader, "?")
			kind, ok := inlineKinds[name]
			if !ok {
				return api.OnResolveResult{}, fmt.Errorf("%s: gosaurus has no webpack loader %s (it has raw-loader, yaml-loader, file-loader and url-loader)", a.Path, name)
			}
			if next, _, chained := strings.Cut(target, "!"); chained {
				return api.OnResolveResult{}, fmt.Errorf("%s: gosaurus runs one inline loader on a file, not %s after %s", a.Path, name, next)
			}
			// The file is this module's own text or data: a route script's externals must not
			// make it a module of the base script, which would then bundle it as code.
			r := b.Resolve(target, api.ResolveOptions{ResolveDir: a.ResolveDir, Kind: a.Kind, Importer: a.Importer, PluginData: skipExternal{}})
			if len(r.Errors) > 0 {
				return api.OnResolveResult{}, fmt.Errorf("%s: %s", a.Path, r.Errors[0].Text)
			}
			// url-loader's limit is part of the module's name (its suffix): the same file may
			// be imported with two.
			var suffix string
			if v, err := url.ParseQuery(query); err == nil && kind == "asset" && v.Get("limit") != "" {
				suffix = "?limit=" + v.Get("limit")
			}
			return api.OnResolveResult{Path: r.Path, Namespace: inlineNamespace(kind), Suffix: suffix}, nil
		})
		for _, kind := range []string{"source", "yaml", "resource", "asset"} {
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: inlineNamespace(kind)}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				limit := math.MaxInt // url-loader inlines whatever the size unless ?limit= says
				if n, err := strconv.Atoi(strings.TrimPrefix(a.Suffix, "?limit=")); err == nil {
					limit = n
				}
				return loadAs(kind, limit, a.Path, "its inline loader")
			})
		}
	}}
}

// inlineKinds are the loaders of webpack's inline syntax that gosaurus has, and what each
// makes of a file (see loadAs).
var inlineKinds = map[string]string{"raw-loader": "source", "yaml-loader": "yaml", "js-yaml-loader": "yaml", "file-loader": "resource", "url-loader": "asset"}

// inlineNamespace is the namespace of the files an inline loader of kind loads.
func inlineNamespace(kind string) string { return inlinePrefix + kind }

// inlinePrefix begins the namespaces of the files inline loaders load.
const inlinePrefix = "raw-"

// generatedFiles resolves the imports of Docusaurus's generated files by their path in the
// site (../.docusaurus/…, @site/.docusaurus/…) to the module gosaurus has of that name
// (@generated/…): those a plugin's createData makes, and the blog's post list. gosaurus
// writes no such folder; an import of another of its files is an error saying so.
func (st *pluginState) generatedFiles(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `(^|/)\.docusaurus/`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		p := filepath.FromSlash(a.Path)
		if rest, ok := strings.CutPrefix(a.Path, "@site/"); ok {
			p = filepath.Join(st.in.SiteDir, filepath.FromSlash(rest))
		} else if !filepath.IsAbs(p) {
			p = filepath.Join(a.ResolveDir, p)
		}
		rel, err := filepath.Rel(filepath.Join(st.in.SiteDir, site.GeneratedDir), p)
		if err != nil || !filepath.IsLocal(rel) {
			return api.OnResolveResult{}, nil // another folder of that name
		}
		spec := "@generated/" + filepath.ToSlash(rel)
		if _, ok := st.in.Virtual[spec]; !ok {
			if f, ok := st.in.findSource(p); ok { // a file a plugin wrote there itself
				return api.OnResolveResult{Path: f}, nil
			}
			return api.OnResolveResult{}, fmt.Errorf("%s: gosaurus does not write Docusaurus's generated file %s/%s: of that folder it has the files plugins write with createData and the blog's post list (blog-post-list-prop-<id>.json)", a.Path, site.GeneratedDir, filepath.ToSlash(rel))
		}
		return api.OnResolveResult{Path: spec, Namespace: "virtual"}, nil
	})
}
