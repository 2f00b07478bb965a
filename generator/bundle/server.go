package bundle

import (
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// Server is the result of the server build: a base script with the theme, React and every
// module the routes share, and one small script per route that the renderer evaluates just
// before rendering that route. A runtime's heap therefore holds the theme plus one route,
// whatever the size of the site.
//
// Each route script is a function expression of one argument, require, and returns the
// route module's exports; the base script defines globalThis.gosaurusRequire, which serves
// the shared modules and loads the Shared virtual modules (sidebars) on first use.
type Server struct {
	Base    []byte
	Modules map[string][]byte // route and Shared module specifier → its script
	Inputs  []string          // the files on disk the build read, sorted
}

// SharedModulesSpec is the generated module of the base script that maps the ids the route
// scripts require to the modules they denote.
const SharedModulesSpec = "@generated/server-modules"

// skipExternal marks the resolutions the external plugin asks for itself.
type skipExternal struct{}

// BuildServer bundles the route scripts, then the base script with the modules they import.
func BuildServer(in *Input) (*Server, error) {
	entries := append([]string(nil), in.Routes...)
	sort.Strings(entries)
	out := &Server{Modules: map[string][]byte{}}
	for spec, m := range in.Virtual {
		if !m.Shared {
			continue
		}
		if m.Loader != api.LoaderJSON {
			return nil, fmt.Errorf("shared module %s: only JSON modules can be shared", spec)
		}
		if !json.Valid([]byte(m.Contents)) {
			return nil, fmt.Errorf("shared module %s: invalid JSON", spec)
		}
		lit, _ := json.Marshal(m.Contents)
		out.Modules[spec] = []byte("(function () {\nreturn {__esModule: true, default: JSON.parse(" + string(lit) + ")};\n})")
	}
	// Batches bound esbuild's memory, which holds every module of a build until it ends: at
	// 1,000 routes in one build its heap reached 400 MB.
	// A dev build's batches are as small as its route chunks': a save rebuilds the batch of
	// its route.
	batch := serverBatch
	if in.DevRoutes {
		batch = devBatch
	}
	inputs := map[string]bool{}
	scripts, ids, err := in.buildRouteScripts(routeScripts{
		role:    "modules",
		options: func() api.BuildOptions { return in.serverOptions("modules") },
		plugins: func(st *pluginState) []api.Plugin {
			return []api.Plugin{inlineLoaders(), st.externals(), st.resolver(true), extensionless()}
		},
		wrap: func(_ string, iife []byte) File { return File{Contents: requireFunction("", iife, "")} },
		size: batch,
	}, entries, inputs)
	if err != nil {
		return nil, err
	}
	for spec, f := range scripts {
		out.Modules[spec] = f.Contents
	}

	// The base script: the server entry and a registry of the shared modules by id, each
	// a function that requires it, so that it is evaluated on first use (a require() that
	// only runs in the browser never loads its module on the server).
	base := *in
	base.Virtual = make(map[string]Module, len(in.Virtual)+1)
	for k, v := range in.Virtual {
		base.Virtual[k] = v
	}
	base.Virtual[SharedModulesSpec] = Module{Contents: registry(ids), Loader: api.LoaderJS}
	opts := base.serverOptions("server")
	base.provide(&opts)
	opts.EntryPoints = []string{filepath.Join(in.ThemeDir, serverEntry)}
	res, _ := in.Keep.buildOrReuse("server", opts, pluginState{in: &base}, func(st *pluginState) []api.Plugin {
		return []api.Plugin{inlineLoaders(), st.resolver(true), extensionless()}
	}, nil)
	if err := in.buildError(res.Errors); err != nil {
		return nil, err
	}
	meta, err := parseMetafile(res.Metafile)
	if err != nil {
		return nil, err
	}
	inputFiles(inputs, in.SiteDir, meta, "")
	out.Inputs = sortedFiles(inputs)
	for _, f := range res.OutputFiles {
		if strings.HasSuffix(f.Path, ".js") {
			out.Base = f.Contents
			if v := in.vendor(); v != nil {
				out.Base = slices.Concat(v.Server, []byte("\n"), f.Contents)
			}
			return out, nil
		}
	}
	return nil, fmt.Errorf("esbuild produced no server bundle")
}

// serverBatch is how many route scripts one esbuild build makes.
const serverBatch = 250

// routeScripts is a set of route scripts built in batches (the server's, and the browser's
// of a dev build): each route's script is an IIFE that sets gosaurusModule to the route
// module's exports and requires what it shares with the base (or app) by id, the ids going
// to one registry.
type routeScripts struct {
	role    string                          // of the batches' kept contexts: role-0, role-1, …
	options func() api.BuildOptions         // a batch's, entry points aside
	plugins func(*pluginState) []api.Plugin // with st.externals() among them
	// wrap makes the file the caller keeps of a route's IIFE, once per esbuild build: a
	// reused batch's files are reused with it.
	wrap func(spec string, iife []byte) File
	size int // routes per batch
	// registerShared: the shared generated modules the scripts import go to the registry too
	// (see externals).
	registerShared bool
}

// batchNote is what a batch of route scripts gives after esbuild built it, kept with its
// result for a rebuild that reuses it.
type batchNote struct {
	ids     map[string]string // the ids its scripts require
	inputs  map[string]bool   // the files it read
	scripts map[string]File   // by route specifier
	err     error
}

// buildRouteScripts bundles specs in batches, returning each spec's file (see
// routeScripts.wrap) and the ids the scripts require, and adding the files they read to
// inputs.
func (in *Input) buildRouteScripts(rs routeScripts, specs []string, inputs map[string]bool) (map[string]File, map[string]string, error) {
	ext := &externals{ids: map[string]string{}, resolved: map[string]api.ResolveResult{}}
	scripts := map[string]File{}
	batches := 0
	for first := 0; first < len(specs); first += rs.size {
		batch := specs[first:min(first+rs.size, len(specs))]
		names := map[string]string{} // output name → specifier
		opts := rs.options()
		opts.GlobalName = "gosaurusModule"
		for i, spec := range batch {
			name := "m" + strconv.Itoa(first+i)
			names[name] = spec
			opts.EntryPointsAdvanced = append(opts.EntryPointsAdvanced, api.EntryPoint{InputPath: spec, OutputPath: name})
		}
		// The batch collects the ids it requires on its own, so that a rebuild that reuses
		// the batch's last result (its routes unchanged) can add them again.
		own := &externals{ids: map[string]string{}, resolved: ext.resolved, registerShared: rs.registerShared}
		res, noted := in.Keep.buildOrReuse(fmt.Sprint(rs.role, "-", batches), opts, pluginState{in: in, ext: own}, rs.plugins, func(res api.BuildResult) any {
			return in.noteBatch(res, own.ids, names, rs.wrap)
		})
		batches++
		if err := in.buildError(res.Errors); err != nil {
			return nil, nil, err
		}
		note := noted.(batchNote)
		if note.err != nil {
			return nil, nil, note.err
		}
		if len(note.scripts) != len(batch) {
			return nil, nil, fmt.Errorf("esbuild produced no route script for %d of %d routes", len(batch)-len(note.scripts), len(batch))
		}
		maps.Copy(ext.ids, note.ids)
		maps.Copy(inputs, note.inputs)
		maps.Copy(scripts, note.scripts)
	}
	in.Keep.dropFrom(rs.role+"-", batches)
	return scripts, ext.ids, nil
}

// noteBatch is the batchNote of a batch's result res; names maps its output names to route
// specifiers.
func (in *Input) noteBatch(res api.BuildResult, ids, names map[string]string, wrap func(string, []byte) File) batchNote {
	note := batchNote{ids: ids, inputs: map[string]bool{}, scripts: map[string]File{}}
	if len(res.Errors) > 0 {
		return note
	}
	meta, err := parseMetafile(res.Metafile)
	if err != nil {
		note.err = err
		return note
	}
	inputFiles(note.inputs, in.SiteDir, meta, "")
	for _, f := range res.OutputFiles {
		spec, ok := names[strings.TrimSuffix(filepath.Base(f.Path), ".js")]
		if ok && strings.HasSuffix(f.Path, ".js") {
			note.scripts[spec] = wrap(spec, f.Contents)
		}
	}
	return note
}

// requireFunction wraps a route's IIFE as a function of require that returns the route
// module's exports, between before and after.
func requireFunction(before string, iife []byte, after string) []byte {
	b := make([]byte, 0, len(before)+len(iife)+len(after)+64)
	b = append(b, before...)
	b = append(b, "(function (require) {\n"...)
	b = append(b, iife...)
	b = append(b, "return gosaurusModule;\n})"...)
	return append(b, after...)
}

func (in *Input) serverOptions(dir string) api.BuildOptions {
	opts := in.common(filepath.Join(in.SiteDir, ".gosaurus-out", dir))
	opts.Format = api.FormatIIFE
	opts.Platform = api.PlatformNeutral
	opts.MainFields = []string{"module", "main"}
	// goja runs ES2020 syntax natively (object spread, optional chaining, ??); lowering it to
	// ES2017 made esbuild's spread helpers the top cost of server rendering. It lacks async
	// iteration, which esbuild lowers, and import(): one esbuild cannot bundle (a computed
	// name, left for the browser to load) becomes a require, which fails only if it runs.
	// Arrows stay arrows (esbuild's lowering of them rewrites `this` in class field
	// initializers); jscompile makes goja read `arguments` inside them right.
	opts.Target = api.ES2020
	opts.Supported = map[string]bool{"for-await": false, "async-generator": false, "dynamic-import": false}
	if in.NodeServer {
		// Packages' files for Node, as webpack's node target picks them (and esbuild's
		// default "module" condition, which custom conditions replace).
		opts.Conditions = []string{"node", "module"}
	}
	opts.Loader[".css"] = api.LoaderEmpty
	opts.Loader[".scss"], opts.Loader[".sass"] = api.LoaderEmpty, api.LoaderEmpty
	opts.Metafile = true
	return opts
}

// externals keeps the route scripts small: every import that is not a route's own generated
// content (its route and doc modules) becomes a require of an id, and the ids go to the base
// script's registry. The batches of a build run one after the other, each with externals of
// its own that share resolved.
type externals struct {
	mu  sync.Mutex
	ids map[string]string // id → what the base script imports for it
	// registerShared: the shared generated modules go to the registry too (the browser's,
	// where they are bundled into the app; the server loads them as scripts of their own).
	registerShared bool
	// resolved memoizes esbuild's resolution within the build: the route modules of a site
	// import the same few theme modules, and resolving each import again was a third of
	// a rebuild at 5,000 pages.
	resolved map[string]api.ResolveResult
}

// resolve is b.Resolve of a's import, asked once per build for each import path, folder and
// kind.
func (e *externals) resolve(b api.PluginBuild, a api.OnResolveArgs) api.ResolveResult {
	key := fmt.Sprint(a.Namespace, "\x00", a.ResolveDir, "\x00", a.Path, "\x00", a.Kind, "\x00", a.With)
	e.mu.Lock()
	r, ok := e.resolved[key]
	e.mu.Unlock()
	if ok {
		return r
	}
	r = b.Resolve(a.Path, api.ResolveOptions{Importer: a.Importer, Namespace: a.Namespace, ResolveDir: a.ResolveDir,
		Kind: a.Kind, PluginData: skipExternal{}, With: a.With})
	if len(r.Errors) == 0 {
		e.mu.Lock()
		e.resolved[key] = r
		e.mu.Unlock()
	}
	return r
}

// externals is the plugin that collects into st.ext.
func (st *pluginState) externals() api.Plugin {
	return api.Plugin{
		Name: "gosaurus-server-externals",
		Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				if a.Kind == api.ResolveEntryPoint || a.Kind == api.ResolveCSSURLToken || a.Kind == api.ResolveCSSImportRule ||
					a.PluginData == (skipExternal{}) || a.PluginData == (singletonResolve{}) {
					return api.OnResolveResult{}, nil
				}
				if m, ok := st.in.Virtual[a.Path]; ok {
					if m.Shared {
						if st.ext.registerShared {
							st.ext.mu.Lock()
							st.ext.ids[a.Path] = a.Path
							st.ext.mu.Unlock()
						}
						return api.OnResolveResult{Path: a.Path, External: true}, nil
					}
					if strings.HasPrefix(a.Path, "gosaurus-") {
						return api.OnResolveResult{}, nil // bundled into the route's script
					}
				}
				r := st.ext.resolve(b, a)
				if len(r.Errors) > 0 {
					return api.OnResolveResult{Errors: r.Errors}, nil
				}
				if r.External {
					return api.OnResolveResult{Path: r.Path, External: true}, nil
				}
				id := r.Path
				if r.Namespace != "file" {
					id = r.Namespace + ":" + r.Path
				}
				e := st.ext
				e.mu.Lock()
				e.ids[id] = r.Path
				e.mu.Unlock()
				return api.OnResolveResult{Path: id, External: true}, nil
			})
		},
	}
}
