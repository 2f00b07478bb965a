package bundle

import (
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// BrowserModulesSpec is the generated module the browser entry reads its module registry
// from: null in a site build; in a dev build (Input.DevRoutes) the ids the route chunks
// require, each a function that requires its module.
const BrowserModulesSpec = "@generated/browser-modules"

// devBatch is how many route chunks one esbuild build of a dev build makes: a save rebuilds
// the batch of the route it changed.
const devBatch = 20

// buildDevRoutes builds the route chunks of a dev build apart from the app, in batches,
// as the server's route scripts are built: each chunk bundles its route's generated modules
// and requires all else from the app's registry through globalThis.gosaurusRequire. A save
// of a doc then rebuilds one batch, where one build of app and routes relinked and printed
// the theme and React again (most of a small site's rebuild; seconds at 5,000 pages). It
// returns the chunks' files, each route's chunk URL, and the ids for the registry.
func (in *Input) buildDevRoutes(outdir string, inputs map[string]bool) ([]File, map[string]string, map[string]string, error) {
	scripts, ids, err := in.buildRouteScripts(routeScripts{
		role: "devroutes",
		options: func() api.BuildOptions {
			opts := in.common(outdir)
			opts.Format = api.FormatIIFE
			opts.Platform = api.PlatformBrowser
			opts.Target = api.ES2020
			// A dynamic import of a package becomes a require of the registry, which holds it.
			opts.Supported = map[string]bool{"dynamic-import": false}
			opts.Metafile = true
			return opts
		},
		plugins: func(st *pluginState) []api.Plugin {
			return []api.Plugin{inlineLoaders(), st.externals(), st.resolver(false), extensionless()}
		},
		wrap:           func(spec string, iife []byte) File { return devRouteChunk(chunkName(spec), iife) },
		size:           devBatch,
		registerShared: true,
	}, slices.Sorted(slices.Values(in.Routes)), inputs)
	if err != nil {
		return nil, nil, nil, err
	}
	var files []File
	chunks := map[string]string{} // route specifier → URL
	for _, spec := range slices.Sorted(maps.Keys(scripts)) {
		files = append(files, scripts[spec])
		chunks[spec] = in.BaseURL + scripts[spec].Path
	}
	return files, chunks, ids, nil
}

// devRouteChunk wraps a route's IIFE as an ES module whose export __gosaurusDevModule is the
// route module (the route loader unwraps it), named by its content as the site build's
// chunks are, so that the dev client's update loads the new one.
func devRouteChunk(name string, iife []byte) File {
	b := requireFunction("export const __gosaurusDevModule = ", iife, "(globalThis.gosaurusRequire);\n")
	sum := sha256.Sum256(b)
	return File{Path: "assets/js/" + name + "." + base32.StdEncoding.EncodeToString(sum[:5]) + ".js", Contents: b}
}

// browserRegistry is the BrowserModulesSpec module of the ids the dev route chunks require
// (nil: a site build's, which has none).
func browserRegistry(ids map[string]string) Module {
	if ids == nil {
		return Module{Contents: "export default null;\n", Loader: api.LoaderJS}
	}
	return Module{Contents: registry(ids), Loader: api.LoaderJS}
}

// registry is a module whose default export maps each id to a function that requires the
// module ids names, so that a module is evaluated when first required, as webpack does.
func registry(ids map[string]string) string {
	var reg strings.Builder
	reg.WriteString("export default {\n")
	for _, id := range slices.Sorted(maps.Keys(ids)) {
		fmt.Fprintf(&reg, "  %q: () => require(%q),\n", id, ids[id])
	}
	reg.WriteString("};\n")
	return reg.String()
}
