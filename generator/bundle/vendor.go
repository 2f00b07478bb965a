package bundle

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// React is bundled once per installation, not once per build: react and react-dom are the
// theme's copies for every site (singletons), and esbuild parsing them again (635 KB of the
// browser build's 1.2 MB of input on website/, and the server renderer) was about 40 ms of a
// 470 ms cold build. The vendor bundles are kept in the build cache of the node_modules
// folder that holds React (.cache/gosaurus, where a reinstall clears them), and each build
// imports them: the browser chunks from an ES module of their own, the server bundle from a
// script before it.
//
// Each vendored specifier becomes, in a site's builds, a module that exports what the
// vendor's copy exports (the names React's builds assign to exports, as reactFacades finds
// them), so imports and require() calls alike reach the one copy.

// vendorSpecs are the specifiers the vendor bundles hold, by side (server: true). The
// browser's has scheduler, so that a site that imports it gets the copy react-dom uses.
var vendorSpecs = map[bool][]string{
	false: {"react", "react/jsx-runtime", "react-dom", "react-dom/client", "scheduler"},
	true:  {"react", "react/jsx-runtime", "react-dom", "react-dom/server.browser"},
}

// vendorPackages are the packages whose files the vendor bundles are made of.
var vendorPackages = []string{"react", "react-dom", "scheduler"}

// vendorFormat changes when the vendor bundles are made differently, so that older ones
// are not reused.
const vendorFormat = "2"

// Vendor is React prebundled.
type Vendor struct {
	Browser     []byte `json:"-"` // an ES module that exports vendorSpecs[false] as v0, v1, …
	BrowserName string // its file name under assets/js/
	Server      []byte `json:"-"` // a script that sets gosaurusVendor to {v0, v1, …} of vendorSpecs[true]
	// Names are the export names of each vendored specifier, nil when a package's layout
	// does not tell them (the build then bundles React as it is).
	Names map[string][]string
}

// vendorMemo keeps the vendor bundles a process made or read, by key.
var vendorMemo sync.Map // key → *vendorOnce

type vendorOnce struct {
	once sync.Once
	v    *Vendor
}

// vendor returns React prebundled for this build's options, from the cache when it holds
// them; nil when this build bundles React itself: the dev server's builds (whose app
// changes seldom anyway), builds with React's development builds (Input.Development),
// analysed builds (Input.Analyze: React is then in the metafile, as in Docusaurus's bundle
// analyzer), sites whose webpack aliases, fallbacks or defines could reach into React, a
// React laid out otherwise than the vendor expects, and one esbuild cannot bundle alone (the
// build then says what is wrong with it).
func (in *Input) vendor() *Vendor {
	if in.DevRoutes || in.Development || in.Analyze || len(in.Defines) > 0 {
		return nil
	}
	for _, m := range []map[string]string{in.Aliases, in.Fallbacks} {
		for k := range m {
			if isVendorPackage(k) {
				return nil
			}
		}
	}
	root := in.vendorRoot()
	if root == "" {
		return nil
	}
	key, ok := vendorKey(root, in.Minify)
	if !ok {
		return nil
	}
	o, _ := vendorMemo.LoadOrStore(key, &vendorOnce{})
	once := o.(*vendorOnce)
	once.once.Do(func() { once.v = in.loadVendor(root, key) })
	return once.v
}

func isVendorPackage(spec string) bool {
	for _, p := range vendorPackages {
		if spec == p || strings.HasPrefix(spec, p+"/") {
			return true
		}
	}
	return false
}

// vendorRoot is the node_modules folder the theme's react comes from, as Node would find it
// from the theme; "" when there is none.
func (in *Input) vendorRoot() string {
	for _, nm := range nodeModulesFolders(in.ThemeDir, in.NodePaths) {
		if _, err := os.Stat(filepath.Join(nm, "react", "package.json")); err == nil {
			return nm
		}
	}
	return ""
}

// vendorKey hashes what the vendor bundles are made of: the packages' manifests and where
// they are, the options of the builds and the patches of the server renderer.
func vendorKey(root string, minify bool) (string, bool) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%v\x00%+v\x00", vendorFormat, root, minify, serverPatches)
	for _, p := range vendorPackages {
		pkg, err := os.ReadFile(filepath.Join(root, p, "package.json"))
		if err != nil {
			return "", false
		}
		h.Write(pkg)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], true
}

// loadVendor reads the vendor bundles of key from the cache, or makes and keeps them: the
// two scripts as they are and their names in vendor.json, written last.
func (in *Input) loadVendor(root, key string) *Vendor {
	dir := filepath.Join(root, ".cache", "gosaurus", "vendor-"+key)
	var v Vendor
	if data, err := os.ReadFile(filepath.Join(dir, "vendor.json")); err == nil && json.Unmarshal(data, &v) == nil && v.BrowserName != "" {
		browser, berr := os.ReadFile(filepath.Join(dir, v.BrowserName))
		server, serr := os.ReadFile(filepath.Join(dir, "server.js"))
		if berr == nil && serr == nil {
			v.Browser, v.Server = browser, server
			return &v
		}
	}
	built := in.buildVendor(root)
	if built == nil {
		return nil
	}
	// Kept when the folder can be written; a build that cannot keep them goes on with them.
	names, _ := json.Marshal(Vendor{BrowserName: built.BrowserName, Names: built.Names})
	if os.MkdirAll(dir, 0o755) == nil && writeAtomic(dir, built.BrowserName, built.Browser) && writeAtomic(dir, "server.js", built.Server) &&
		writeAtomic(dir, "vendor.json", names) {
		// Those of an earlier React or gosaurus are not read again.
		old, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "vendor-*"))
		for _, o := range old {
			if o != dir {
				os.RemoveAll(o)
			}
		}
	}
	return built
}

// writeAtomic writes data to dir/name through a temporary file, so that a build running
// beside this one reads the whole file or none.
func writeAtomic(dir, name string, data []byte) bool {
	tmp, err := os.CreateTemp(dir, name+".tmp-*")
	if err != nil {
		return false
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), filepath.Join(dir, name)) != nil {
		os.Remove(tmp.Name())
		return false
	}
	return true
}

// buildVendor bundles the vendored specifiers for the browser and for the server.
func (in *Input) buildVendor(root string) *Vendor {
	v := &Vendor{Names: map[string][]string{}}
	for _, specs := range vendorSpecs {
		for _, spec := range specs {
			entry := filepath.Join(root, filepath.FromSlash(spec)+".js")
			if !strings.Contains(spec, "/") {
				entry = filepath.Join(root, spec, "index.js")
			}
			names := cjsExportNames(entry)
			if spec == "react-dom/server.browser" {
				// The server build's renderer is the legacy one alone (resolver), patched.
				names = fileExportNames(filepath.Join(root, filepath.FromSlash(serverRenderer)))
			}
			if names == nil {
				return nil
			}
			v.Names[spec] = names
		}
	}
	for _, server := range []bool{false, true} {
		var src strings.Builder
		var exports []string
		for i, spec := range vendorSpecs[server] {
			fmt.Fprintf(&src, "import v%d from %q;\n", i, spec)
			exports = append(exports, fmt.Sprintf("v%d", i))
		}
		fmt.Fprintf(&src, "export {%s};\n", strings.Join(exports, ", "))
		var opts api.BuildOptions
		if server {
			opts = in.serverOptions("vendor")
			opts.Conditions = nil // one vendor bundle serves both engines
			opts.GlobalName = "gosaurusVendor"
			opts.Plugins = []api.Plugin{serverRendererPlugin(root)}
		} else {
			opts = in.common(filepath.Join(in.SiteDir, ".gosaurus-out", "vendor"))
			opts.Format = api.FormatESModule
			opts.Platform = api.PlatformBrowser
			opts.Target = api.ES2020
			opts.MinifyWhitespace, opts.MinifyIdentifiers, opts.MinifySyntax = in.Minify, in.Minify, in.Minify
			opts.LegalComments = api.LegalCommentsNone
		}
		opts.Inject, opts.Metafile, opts.NodePaths = nil, false, []string{root}
		opts.AbsWorkingDir = root
		opts.Stdin = &api.StdinOptions{Contents: src.String(), ResolveDir: root, Sourcefile: "gosaurus-vendor.js", Loader: api.LoaderJS}
		res := api.Build(opts)
		if len(res.Errors) > 0 {
			return nil
		}
		for _, f := range res.OutputFiles {
			if !strings.HasSuffix(f.Path, ".js") {
				continue
			}
			if server {
				v.Server = f.Contents
			} else {
				sum := sha256.Sum256(f.Contents)
				v.Browser, v.BrowserName = f.Contents, "vendor."+strings.ToUpper(hex.EncodeToString(sum[:]))[:8]+".js"
			}
		}
	}
	if v.Browser == nil || v.Server == nil {
		return nil
	}
	return v
}

// serverRendererPlugin gives the server's vendor bundle the renderer the server build
// uses, with its patches.
func serverRendererPlugin(root string) api.Plugin {
	file := filepath.Join(root, filepath.FromSlash(serverRenderer))
	return api.Plugin{Name: "gosaurus-vendor-server", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `^react-dom/server(\.browser)?$`}, func(api.OnResolveArgs) (api.OnResolveResult, error) {
			return api.OnResolveResult{Path: file}, nil
		})
		b.OnLoad(api.OnLoadOptions{Filter: regexp.QuoteMeta(filepath.Base(file)) + `$`}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			return loadPatched(a.Path, patchesOf(a.Path))
		})
	}}
}

// vendorNamespace holds the modules that stand for the vendored specifiers.
const vendorNamespace = "gosaurus-vendor"

// vendored resolves the vendored specifiers to modules that take them from the vendor
// bundle, when the build has one: the browser's ES module, or, on the server,
// gosaurusVendor, which the vendor's script sets before the bundle runs. It comes before
// singletons, which would resolve them to React's files. The vendor is looked up when each
// build starts (a kept context's plugins are set up before their input), not at each import:
// finding it reads React's manifests.
func (st *pluginState) vendored(b api.PluginBuild, server bool) {
	index := map[string]int{}
	for i, spec := range vendorSpecs[server] {
		index[spec] = i
	}
	var v *Vendor
	b.OnStart(func() (api.OnStartResult, error) {
		v = st.in.vendor()
		return api.OnStartResult{}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `^(react|react-dom|scheduler)(/|$)`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if _, ok := index[a.Path]; !ok || v == nil {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: a.Path, Namespace: vendorNamespace}, nil
	})
	b.OnResolve(api.OnResolveOptions{Filter: `/assets/js/vendor\.[0-9A-F]+\.js$`, Namespace: vendorNamespace}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: a.Path, External: true}, nil
	})
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: vendorNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		i := index[a.Path]
		if v == nil {
			return api.OnLoadResult{}, fmt.Errorf("%s: the build has no vendor bundle", a.Path)
		}
		src := fmt.Sprintf("const m = gosaurusVendor.v%d;\n", i)
		if !server {
			src = fmt.Sprintf("import {v%d as m} from %q;\n", i, st.in.vendorURL(v))
		}
		src += fmt.Sprintf("export default m;\nexport const {%s} = m;\n", strings.Join(v.Names[a.Path], ", "))
		return api.OnLoadResult{Contents: &src, Loader: api.LoaderJS}, nil
	})
}

// vendorURL is the URL of v's browser module.
func (in *Input) vendorURL(v *Vendor) string { return in.BaseURL + "assets/js/" + v.BrowserName }
