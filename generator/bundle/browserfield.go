package bundle

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// browserMaps caches the "browser" field remaps of packages, by folder.
type browserMaps struct {
	mu    sync.Mutex
	byDir map[string]*browserMap
}

// browserMap is a package's "browser" field in its object form: an import (a file of the
// package, "./lib/x.js", or a module) → its replacement, or "" for false (an empty module).
type browserMap struct {
	dir   string
	remap map[string]string
}

// browserField applies packages' "browser" field remaps in the embedded engine's server build,
// as esbuild applies them in the browser build: goja, like a browser, has none of Node's
// modules (a package's Node variant imports process or url), and the client hydrates what the
// browser variants render. Only these remaps are taken, not the "browser" export condition,
// whose variants may use the document at once. A server bundle for Node takes the packages'
// Node variants, as Docusaurus's Node-targeted server build does.
func (st *pluginState) browserField(b api.PluginBuild) {
	type again struct{}
	// Kept for the life of the context: a package's package.json does not change while the
	// dev server runs, short of an npm install, after which it is started again.
	maps := &browserMaps{byDir: map[string]*browserMap{}}
	// use resolves a's import to target, the browser field's replacement in m.
	use := func(a api.OnResolveArgs, m *browserMap, target string) (api.OnResolveResult, error) {
		switch {
		case target == "":
			return api.OnResolveResult{Path: a.Path, Namespace: emptyNamespace}, nil
		case strings.HasPrefix(target, "./") || strings.HasPrefix(target, "../"):
			if p, found := st.in.findSource(filepath.Join(m.dir, target)); found {
				return api.OnResolveResult{Path: p}, nil
			}
			return api.OnResolveResult{}, nil
		}
		r := b.Resolve(target, api.ResolveOptions{Importer: a.Importer, ResolveDir: a.ResolveDir, Kind: a.Kind, PluginData: again{}})
		if len(r.Errors) > 0 {
			return api.OnResolveResult{Errors: r.Errors}, nil
		}
		return api.OnResolveResult{Path: r.Path, Namespace: r.Namespace, External: r.External}, nil
	}
	b.OnResolve(api.OnResolveOptions{Filter: `.*`, Namespace: "file"}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		if _, ok := a.PluginData.(again); ok || st.in.NodeServer {
			return api.OnResolveResult{}, nil
		}
		if !inNodeModules(a.Importer) {
			// The site's own import of a package whose browser field replaces the file it
			// resolves to (qrcode's main file, which requires Node's util and stream).
			// esbuild names importers by their real paths, the site folder may be reached through
			// a link.
			if !isBare(a.Path) || !inDir(a.Importer, st.in.SiteDir) && !inDir(a.Importer, metaBase(st.in.SiteDir)) {
				return api.OnResolveResult{}, nil
			}
			r := b.Resolve(a.Path, api.ResolveOptions{Importer: a.Importer, ResolveDir: a.ResolveDir, Kind: a.Kind, PluginData: again{}})
			if len(r.Errors) > 0 || r.Namespace != "file" {
				return api.OnResolveResult{}, nil
			}
			if m := maps.of(filepath.Dir(r.Path)); m != nil {
				if rel, err := filepath.Rel(m.dir, r.Path); err == nil {
					if target, ok := m.remap["./"+filepath.ToSlash(rel)]; ok {
						return use(a, m, target)
					}
				}
			}
			return api.OnResolveResult{}, nil
		}
		m := maps.of(filepath.Dir(a.Importer))
		if m == nil {
			return api.OnResolveResult{}, nil
		}
		target, ok := "", false
		if strings.HasPrefix(a.Path, "./") || strings.HasPrefix(a.Path, "../") {
			abs := filepath.Join(a.ResolveDir, a.Path)
			for _, ext := range []string{"", ".js", ".mjs", ".cjs", ".json", "/index.js"} {
				rel, err := filepath.Rel(m.dir, abs+ext)
				if err != nil || strings.HasPrefix(rel, "..") {
					break
				}
				if target, ok = m.remap["./"+filepath.ToSlash(rel)]; ok {
					break
				}
			}
		} else {
			target, ok = m.remap[a.Path]
		}
		if !ok {
			return api.OnResolveResult{}, nil
		}
		return use(a, m, target)
	})
}

// of is the browser map that applies in dir: the nearest package.json above it, within its
// package, that has one; nil for none.
func (c *browserMaps) of(dir string) *browserMap {
	c.mu.Lock()
	defer c.mu.Unlock()
	var walked []string
	var found *browserMap
	for d := dir; ; d = filepath.Dir(d) {
		if m, ok := c.byDir[d]; ok {
			found = m
			break
		}
		walked = append(walked, d)
		if m := readBrowserMap(d); m != nil {
			found = m
			break
		}
		parent := filepath.Dir(d)
		if filepath.Base(parent) == "node_modules" || strings.HasPrefix(filepath.Base(parent), "@") && filepath.Base(filepath.Dir(parent)) == "node_modules" || parent == d {
			break // the package's root folder
		}
	}
	for _, d := range walked {
		c.byDir[d] = found
	}
	return found
}

func readBrowserMap(dir string) *browserMap {
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return nil
	}
	var pkg struct {
		Browser json.RawMessage `json:"browser"`
	}
	var fields map[string]any
	if json.Unmarshal(data, &pkg) != nil || json.Unmarshal(pkg.Browser, &fields) != nil {
		return nil // no field, or its string form (a main file for browsers), which this leaves alone
	}
	m := &browserMap{dir: dir, remap: map[string]string{}}
	for k, v := range fields {
		target, isStr := v.(string)
		if !isStr && v != false {
			continue
		}
		m.remap[k] = target
		if !strings.HasPrefix(k, ".") && strings.Contains(filepath.Base(k), ".") {
			m.remap["./"+k] = target // "lib/x.js" names the package's file too
		}
	}
	return m
}

// inDir tells whether file is inside dir.
func inDir(file, dir string) bool {
	return strings.HasPrefix(file, dir+string(filepath.Separator))
}

// inNodeModules tells whether path is inside a node_modules folder: a package's file.
func inNodeModules(path string) bool {
	return strings.Contains(path, string(filepath.Separator)+"node_modules"+string(filepath.Separator))
}

// isBare tells whether an import names a package ("qrcode", "@scope/pkg/sub"), not a file.
func isBare(spec string) bool {
	return spec != "" && spec[0] != '.' && spec[0] != '/' && !strings.Contains(spec, ":")
}
