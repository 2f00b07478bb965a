package samples

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Package is an SDK package a sample imports: the version installed, and the one the site
// documents when that differs.
type Package struct {
	Name, Version, Documented string
}

func (p Package) String() string {
	s := p.Name + " " + p.Version
	if p.Documented != "" && p.Documented != p.Version {
		s += " (documented: " + p.Documented + ")"
	}
	return s
}

// prepared is a sample bundled and ready to run, or the reason it is not run or failed.
type prepared struct {
	dir, file string // the sample's folder and its bundle
	packages  []Package
	skip      string
	fail      string
}

var sourceExt = map[string]string{"js": ".js", "javascript": ".js", "mjs": ".mjs", "jsx": ".jsx", "ts": ".ts", "typescript": ".ts", "tsx": ".tsx"}

// CommonJS packages in a bundle (qs's object-inspect) require Node's built-in modules, which an
// ES module bundle can only do through a require of its own.
const requireBanner = `import { createRequire as __sampleCreateRequire } from 'node:module'; var require = __sampleCreateRequire(import.meta.url);`

// Packages a sample may import that stay outside its bundle: the harness's own, and
// mock-data, which finds its files next to its module.
var harnessPackages = []string{"@availity/mock-data", "jsdom", "msw"}

// Packages whose CommonJS main gives a module's default export as the whole exports object,
// where a bundler takes the ES module build of their "module" field: the sample gets that
// build, as in an app.
var moduleField = map[string]bool{"@availity/native-form": true}

var moduleFieldPlugin = api.Plugin{Name: "module-field", Setup: func(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `^@availity/`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
		if !moduleField[args.Path] || args.PluginData == "module-field" {
			return api.OnResolveResult{}, nil
		}
		res := b.Resolve(args.Path+"/package.json", api.ResolveOptions{Kind: args.Kind, ResolveDir: args.ResolveDir, PluginData: "module-field"})
		if len(res.Errors) > 0 {
			return api.OnResolveResult{}, nil
		}
		var pkg struct{ Module string }
		data, err := os.ReadFile(res.Path)
		if err != nil || json.Unmarshal(data, &pkg) != nil || pkg.Module == "" {
			return api.OnResolveResult{}, nil
		}
		return api.OnResolveResult{Path: filepath.Join(filepath.Dir(res.Path), pkg.Module)}, nil
	})
}}

// bundle writes each sample of idx to work/<i>/ and bundles it with everything it imports into
// work/<i>/run.mjs, so that every sample gets its own instances of the SDK's modules. Imports
// resolve as in Node (work has a package.json of type module, so a CommonJS package's default
// import is its exports object), except that a bare subpath needs no file extension
// ("lodash/merge", as @availity/api-axios 12.0.0's ES build imports it) and moduleField.
// work holds a node_modules link to the project's. documented maps SDK packages to the
// versions the site documents.
func bundle(work, nodeModules string, samples []Sample, idx []int, documented map[string]string) map[int]*prepared {
	out := map[int]*prepared{}
	for _, i := range idx {
		dir := filepath.Join(work, strconv.Itoa(i))
		p := &prepared{dir: dir, file: filepath.Join(dir, "run.mjs")}
		out[i] = p
		if err := os.MkdirAll(dir, 0o755); err != nil {
			p.fail = err.Error()
		} else if err := os.WriteFile(filepath.Join(dir, "sample"+sourceExt[samples[i].Lang]), []byte(samples[i].Code), 0o644); err != nil {
			p.fail = err.Error()
		}
	}
	pending := idx
	for len(pending) > 0 {
		res := build(work, samples, pending)
		byDir, unplaced := map[int][]api.Message{}, false
		for _, e := range res.Errors {
			if i, ok := sampleOf(e); ok {
				byDir[i] = append(byDir[i], e)
			} else {
				unplaced = true
			}
		}
		if unplaced && len(pending) > 1 {
			// An error outside the samples' own files (in a package): bundle each alone to
			// learn which samples it concerns.
			for _, i := range pending {
				bundle1 := bundle(work, nodeModules, samples, []int{i}, documented)
				out[i] = bundle1[i]
			}
			return out
		}
		if len(res.Errors) == 0 {
			readMetafile(work, res.Metafile, out, documented)
			return out
		}
		var next []int
		for _, i := range pending {
			errs, failed := byDir[i]
			if !failed && !unplaced {
				next = append(next, i)
				continue
			}
			if !failed {
				errs = res.Errors
			}
			out[i].skip, out[i].fail = buildFailure(samples[i], errs, nodeModules, documented)
		}
		pending = next
	}
	return out
}

func build(work string, samples []Sample, idx []int) api.BuildResult {
	var entries []api.EntryPoint
	for _, i := range idx {
		entries = append(entries, api.EntryPoint{
			InputPath:  "./" + strconv.Itoa(i) + "/sample" + sourceExt[samples[i].Lang],
			OutputPath: strconv.Itoa(i) + "/run",
		})
	}
	return api.Build(api.BuildOptions{
		EntryPointsAdvanced: entries,
		AbsWorkingDir:       work,
		Outdir:              work,
		OutExtension:        map[string]string{".js": ".mjs"},
		Bundle:              true,
		Write:               true,
		Format:              api.FormatESModule,
		Platform:            api.PlatformNode,
		Target:              api.ESNext,
		Conditions:          []string{"node"}, // not esbuild's default "module", which Node does not know
		External:            harnessPackages,
		Plugins:             []api.Plugin{moduleFieldPlugin},
		JSX:                 api.JSXAutomatic,
		KeepNames:           true, // what a sample prints of a class or function keeps its name
		Sourcemap:           api.SourceMapInline,
		SourcesContent:      api.SourcesContentExclude,
		Banner:              map[string]string{"js": requireBanner},
		Metafile:            true,
		LogLevel:            api.LogLevelSilent,
	})
}

// sampleOf tells which sample's own file an error is in.
func sampleOf(e api.Message) (int, bool) {
	if e.Location == nil {
		return 0, false
	}
	dir, file, ok := strings.Cut(filepath.ToSlash(e.Location.File), "/")
	i, err := strconv.Atoi(dir)
	return i, ok && err == nil && strings.HasPrefix(file, "sample.")
}

var couldNotResolve = regexp.MustCompile(`^Could not resolve "([^"]+)"`)

// buildFailure tells why a sample did not bundle: an SDK package that the site documents but
// that is not installed makes it a sample that cannot run here; anything else is a failure.
func buildFailure(s Sample, errs []api.Message, nodeModules string, documented map[string]string) (skip, fail string) {
	var msgs []string
	for _, e := range errs {
		if m := couldNotResolve.FindStringSubmatch(e.Text); m != nil {
			pkg := packageName(m[1])
			if v, ok := documented[pkg]; ok && !installed(nodeModules, pkg) {
				return fmt.Sprintf("imports %s, which is not installed (documented: %s)", pkg, v), ""
			}
		}
		msg := e.Text
		if e.Location != nil {
			if _, ok := sampleOf(e); ok {
				msg = fmt.Sprintf("%s:%d: %s\n    %s", s.File, s.Line+e.Location.Line, e.Text, e.Location.LineText)
			} else {
				msg = fmt.Sprintf("%s:%d: %s", e.Location.File, e.Location.Line, e.Text)
			}
		}
		msgs = append(msgs, msg)
	}
	return "", "the sample does not bundle: " + strings.Join(msgs, "\n")
}

// packageName is the package a bare import specifier names ("@scope/name/sub" → "@scope/name").
func packageName(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

func installed(nodeModules, pkg string) bool {
	_, err := os.Stat(filepath.Join(nodeModules, pkg, "package.json"))
	return err == nil
}

// readMetafile notes, for each sample, the SDK packages (@availity/*) it imports and their
// versions, read from the package.json of the files the bundle took them from.
func readMetafile(work, metafile string, out map[int]*prepared, documented map[string]string) {
	var meta struct {
		Inputs map[string]struct {
			Imports []struct {
				Path, Original string
				External       bool
			}
		}
	}
	if err := json.Unmarshal([]byte(metafile), &meta); err != nil {
		return
	}
	for input, info := range meta.Inputs {
		i, ok := sampleOf(api.Message{Location: &api.Location{File: input}})
		if !ok || out[i] == nil {
			continue
		}
		seen := map[string]bool{}
		for _, imp := range info.Imports {
			spec := imp.Original
			if spec == "" {
				spec = imp.Path // an external import
			}
			pkg := packageName(spec)
			if !strings.HasPrefix(pkg, "@availity/") || seen[pkg] {
				continue
			}
			seen[pkg] = true
			file := filepath.Join(work, imp.Path)
			if imp.External {
				file = filepath.Join(work, "node_modules", pkg, "package.json")
			}
			out[i].packages = append(out[i].packages, Package{Name: pkg, Version: versionOf(file, pkg), Documented: documented[pkg]})
		}
		sort.Slice(out[i].packages, func(a, b int) bool { return out[i].packages[a].Name < out[i].packages[b].Name })
	}
}

// versionOf reads the version of the package named pkg that holds file.
func versionOf(file, pkg string) string {
	for dir := filepath.Dir(file); dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		data, err := os.ReadFile(filepath.Join(dir, "package.json"))
		if err != nil {
			continue
		}
		var p struct{ Name, Version string }
		if json.Unmarshal(data, &p) == nil && p.Name == pkg {
			return p.Version
		}
	}
	return "(version unknown)"
}
