// Package bundle runs esbuild twice over the theme and the generated route modules: a browser
// build (ESM, code split per route, content-hashed names under assets/) and a server build
// (one IIFE that the render stage loads into goja).
package bundle

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/sitefs"
)

// Module is a generated module that exists only in memory.
type Module struct {
	Contents   string
	Loader     api.Loader
	ResolveDir string // where its relative and bare imports resolve from
	// Shared: many routes import it (a sidebar). On the server it is its own script, loaded
	// once per runtime on first use instead of copied into every route's script.
	Shared bool
	// ServerContents, when set, is what the server build loads instead: for a module only the
	// browser may run (the mermaid loader).
	ServerContents string
	// Source is the file a compiled markdown module comes from (relative to the site), and
	// SourceLine maps a line and byte column of Contents back to its line and that line's text:
	// esbuild's messages about the module name the line of the page, not of the module.
	Source     string
	SourceLine func(line, column int) (int, string, bool)
	// SourceTerms, when set, rewrites the names the compiler gave things in a message about the
	// module into the names the page wrote.
	SourceTerms func(string) string
	// File is the path in Docusaurus's generated folder of a file a plugin's createData made,
	// which plugins' module rules match as webpack would match the file written there.
	File string
}

// Input is everything a build bundles.
type Input struct {
	SiteDir string
	// StaticDirs are the site's static folders, where a CSS url("/x") is looked up first.
	StaticDirs []string
	ThemeDir   string            // theme-classic/src
	NodePaths  []string          // node_modules folders for bare imports
	BaseURL    string            // "/sdk-js/"
	Virtual    map[string]Module // by import specifier: "@generated/site", "gosaurus-route:/x", …
	Routes     []string          // specifiers of the route modules, each its own chunk
	BaseCSS    []string          // the theme's global stylesheet (Infima and theme rules)
	SiteCSS    []string          // the site's custom CSS, loaded last
	// ThemePaths are plugins' theme component folders, between src/theme and the classic
	// theme; a later one wins.
	ThemePaths []string
	Sass       *Sass    // compiles .scss and .sass files; nil for none
	PostCSS    *PostCSS // runs the site's PostCSS over its stylesheets; nil for none
	// Loaders load the files of their kinds that code imports (@docusaurus/plugin-ideal-image's
	// images), before the files are taken as plain assets.
	Loaders []Loader
	// Aliases and Fallbacks are webpack's resolve.alias and resolve.fallback that plugins
	// set (see webpackResolve): module → file or package, "" for an empty module.
	Aliases, Fallbacks map[string]string
	// Replacements are plugins' NormalModuleReplacementPlugin (see moduleReplacements).
	Replacements []Replacement
	// Externals are plugins' webpack externals: module → the global it stands for (see
	// webpackResolve).
	Externals map[string]string
	// Defines are the expressions plugins' webpack DefinePlugin and EnvironmentPlugin
	// replace (process.env.PWA_DEBUG → false), with the code that replaces each.
	Defines map[string]string
	// Rules are plugins' module rules (see webpackRules), Extensions their resolve.extensions,
	// tried after esbuild's own.
	Rules      []Rule
	Extensions []string
	// NodeLoaders runs the loaders of the Rules of kind "node"; nil where none has one.
	NodeLoaders *NodeLoaders
	// NodeServer: the server bundle is for the Node engine, where Node's own modules are
	// Node's, as in Docusaurus's server build; else for the embedded engine, which has
	// stand-ins for them (see nodebuiltins.go).
	NodeServer bool
	// TypeScriptJS reads the site's .js and .jsx files as TypeScript, as Docusaurus Faster's
	// SWC loader does (config.Config.SwcJSLoader).
	TypeScriptJS bool
	// Markdown compiles a markdown file that code imports (a partial) to a JSX module: the
	// file's text, or src where it is not nil (a file only a plugin's createData made).
	Markdown func(file string, src []byte) (string, error)
	Minify   bool
	// Development builds the browser bundle with process.env.NODE_ENV "development": React's
	// development builds, with their full error messages and warnings (build --dev). The
	// server bundle stays in production mode: its pages are the same HTML.
	Development bool
	// Analyze keeps esbuild's metafile of the browser build in Browser.Metafile.
	Analyze bool
	// DevRoutes builds the route chunks apart from the app, which then holds every module
	// they import (see buildDevRoutes): for the dev server, whose saves then rebuild a batch
	// of routes instead of the whole browser build.
	DevRoutes bool
	Keep      *Contexts // esbuild contexts kept for the next build (the dev server's); nil for none
	// Readable is what the site's content and code may read: each build checks every file
	// it loads (see readCheck). nil lets them read any file.
	Readable *sitefs.Readable
	// FS answers the resolvers' questions about which files exist; one per build (nil: each
	// question goes to the disk).
	FS *sitefs.FS
}

// File is one output file, its path relative to the build folder.
type File struct {
	Path     string
	Contents []byte
}

// Browser is the result of the browser build.
type Browser struct {
	Files    []File
	Entry    string              // URL of the client entry
	CSS      string              // URL of the site stylesheet
	Chunks   map[string]string   // route specifier → URL of its chunk
	Preloads map[string][]string // URL → URLs of the chunks it statically imports (transitively)
	Inputs   []string            // the files on disk the build read, sorted
	// DataComponentChunks are the chunks of DataComponentsSpec's modules, by specifier.
	DataComponentChunks map[string]string
	// Metafile is esbuild's metafile of the build, with Input.Analyze; "" otherwise.
	Metafile string `json:",omitempty"`
}

// ProvideSpec is the generated module of the free variables plugins give webpack's
// ProvidePlugin, when the site has one.
const ProvideSpec = "gosaurus-provide"

// provide injects ProvideSpec, when the site has it, into every module of a build that
// bundles packages: the browser build and the server's base script. The server's route
// scripts take the packages from the base script.
func (in *Input) provide(opts *api.BuildOptions) {
	if _, ok := in.Virtual[ProvideSpec]; ok {
		opts.Inject = append(opts.Inject, ProvideSpec)
	}
}

const (
	browserEntry = "client/entry.browser.jsx"
	serverEntry  = "client/entry.server.jsx"
)

// loaders are the loaders of files by extension. A file of an extension that plugins'
// resolve.extensions add and esbuild does not know is JavaScript, as webpack parses any
// module no rule claims.
func (in *Input) loaders() map[string]api.Loader {
	loaders := map[string]api.Loader{
		".js": api.LoaderJSX, ".svg": api.LoaderFile, ".png": api.LoaderFile, ".jpg": api.LoaderFile,
		".jpeg": api.LoaderFile, ".gif": api.LoaderFile, ".webp": api.LoaderFile, ".ico": api.LoaderFile,
		".woff": api.LoaderFile, ".woff2": api.LoaderFile, ".ttf": api.LoaderFile,
	}
	for _, ext := range in.Extensions {
		if _, ok := loaders[ext]; !ok && !slices.Contains(esbuildExtensions, ext) && strings.HasPrefix(ext, ".") {
			loaders[ext] = api.LoaderJSX
		}
	}
	return loaders
}

func (in *Input) common(outdir string) api.BuildOptions {
	define := map[string]string{"process.env.NODE_ENV": `"production"`, "require.resolve": "gosaurusRequireResolve", "global": "globalThis"}
	for expr, code := range in.Defines {
		if _, own := define[expr]; !own {
			define[expr] = code
		}
	}
	return api.BuildOptions{
		Bundle:        true,
		Write:         false,
		Outdir:        outdir,
		AbsWorkingDir: in.SiteDir,
		NodePaths:     in.NodePaths,
		JSX:           api.JSXAutomatic,
		// Docusaurus compiles site code without reading tsconfig.json (its jsx, paths and
		// decorator options are for the editor and tsc), so esbuild does not read it either.
		TsconfigRaw:       "{}",
		Loader:            in.loaders(),
		ResolveExtensions: slices.Concat(defaultExtensions, in.Extensions),
		AssetNames:        "media/[name].[hash]",
		PublicPath:        in.BaseURL + "assets/",
		// global is globalThis, as webpack makes it for the browser.
		Define:   define,
		Inject:   []string{filepath.Join(in.ThemeDir, "client", "requireResolve.js")},
		LogLevel: api.LogLevelSilent,
		Charset:  api.CharsetUTF8,
	}
}

// BuildBrowser bundles the client entry, the stylesheets and each route module.
func BuildBrowser(in *Input) (*Browser, error) {
	outdir := filepath.Join(in.SiteDir, ".gosaurus-out", "assets")
	opts := in.common(outdir)
	in.provide(&opts)
	opts.Format = api.FormatESModule
	opts.Splitting = true
	opts.Platform = api.PlatformBrowser
	opts.Target = api.ES2020
	opts.Metafile = true
	opts.EntryNames = "[dir]/[name].[hash]"
	opts.ChunkNames = "js/chunk.[hash]"
	opts.MinifyWhitespace, opts.MinifyIdentifiers, opts.MinifySyntax = in.Minify, in.Minify, in.Minify
	opts.LegalComments = api.LegalCommentsNone
	if in.Development {
		opts.Define["process.env.NODE_ENV"] = `"development"`
	}
	opts.EntryPointsAdvanced = []api.EntryPoint{
		{InputPath: filepath.Join(in.ThemeDir, browserEntry), OutputPath: "js/entry"},
	}
	inputs := map[string]bool{}
	b := &Browser{Chunks: map[string]string{}, Preloads: map[string][]string{}}
	app := *in
	app.Virtual = maps.Clone(in.Virtual)
	app.Virtual[BrowserModulesSpec] = browserRegistry(nil)
	if in.DevRoutes {
		files, chunks, ids, err := in.buildDevRoutes(outdir, inputs)
		if err != nil {
			return nil, err
		}
		b.Files, b.Chunks = files, chunks
		app.Virtual[BrowserModulesSpec] = browserRegistry(ids)
	} else {
		names := map[string]bool{}
		for _, spec := range in.Routes {
			name := chunkName(spec)
			for n := 2; names[name]; n++ {
				name = fmt.Sprintf("%s-%d", chunkName(spec), n)
			}
			names[name] = true
			opts.EntryPointsAdvanced = append(opts.EntryPointsAdvanced, api.EntryPoint{InputPath: spec, OutputPath: "js/" + name})
		}
	}
	css := &cssCollector{files: map[string]bool{}}
	// The app of a dev build (DevRoutes) changes only when the theme, the site's code or the
	// set of modules the routes require does, so a save of a doc reuses it.
	res, note := in.Keep.buildOrReuse("browser", opts, pluginState{in: &app, css: css}, func(st *pluginState) []api.Plugin {
		return []api.Plugin{st.cssPlugin(), inlineLoaders(), st.resolver(false), extensionless()}
	}, func(api.BuildResult) any { return css.files })
	if files, ok := note.(map[string]bool); ok {
		css.files = files
	}
	if err := in.buildError(res.Errors); err != nil {
		return nil, err
	}
	meta, err := parseMetafile(res.Metafile)
	if err != nil {
		return nil, err
	}
	inputFiles(inputs, in.SiteDir, meta, "")
	if in.Analyze {
		b.Metafile = res.Metafile
	}
	images, err := in.loadedFiles(sortedFiles(inputs))
	if err != nil {
		return nil, err
	}
	base := metaBase(in.SiteDir)
	url := func(outPath string) string {
		rel, _ := filepath.Rel(outdir, filepath.Join(base, outPath))
		return in.BaseURL + "assets/" + filepath.ToSlash(rel)
	}
	for _, f := range res.OutputFiles {
		rel, _ := filepath.Rel(filepath.Dir(outdir), f.Path)
		b.Files = append(b.Files, File{Path: filepath.ToSlash(rel), Contents: f.Contents})
	}
	if v := in.vendor(); v != nil {
		b.Files = append(b.Files, File{Path: "assets/js/" + v.BrowserName, Contents: v.Browser})
	}
	b.Files = append(b.Files, images...)
	sort.Slice(b.Files, func(i, j int) bool { return b.Files[i].Path < b.Files[j].Path })
	for _, p := range slices.Sorted(maps.Keys(meta.Outputs)) {
		o := meta.Outputs[p]
		entry := strings.TrimPrefix(o.EntryPoint, "virtual:")
		switch {
		case strings.HasSuffix(entry, browserEntry) && strings.HasSuffix(p, ".js"):
			b.Entry = url(p)
		case entry != "" && strings.HasSuffix(p, ".js"):
			b.Chunks[entry] = url(p)
		}
		if strings.HasSuffix(p, ".js") {
			b.Preloads[url(p)] = staticImports(meta, p, url)
		}
	}
	if b.Entry == "" {
		return nil, fmt.Errorf("esbuild produced no client entry")
	}
	b.DataComponentChunks = dynamicImports(meta, DataComponentsSpec, url)
	sheet, sheetURL, err := in.buildCSS(outdir, css.files, inputs)
	if err != nil {
		return nil, err
	}
	b.Files = append(b.Files, sheet...)
	b.CSS = sheetURL
	b.Inputs = sortedFiles(inputs)
	return b, nil
}

// chunkName turns a route specifier into a readable file name.
func chunkName(spec string) string {
	return "route-" + readableName(strings.TrimPrefix(spec, "gosaurus-route:"))
}

// maxReadable is the longest readableName: a file name may have 255 bytes, and the bundler adds
// a hash, an extension and a number to it.
const maxReadable = 100

// readableName is a module's name as a file name: letters, digits, - and _. A long one (a doc's
// long name, or a deep folder) is cut to a readable start and a hash of the whole name.
func readableName(p string) string {
	p = strings.Trim(p, "/")
	var b strings.Builder
	for _, r := range p {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "index"
	}
	if len(name) > maxReadable {
		sum := sha256.Sum256([]byte(p))
		name = strings.TrimRight(name[:maxReadable-17], "-") + "-" + hex.EncodeToString(sum[:8])
	}
	return path.Clean(name)
}
