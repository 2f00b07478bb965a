package bundle

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"
)

// markdownFile matches markdown a component or MDX page imports: a partial such as
// `import Intro from './_intro.md'`, whose default export renders it.
const markdownFile = `\.mdx?$`

var isMarkdown = regexp.MustCompile(markdownFile)

// markdownPartials loads imported markdown through Input.Markdown, which compiles it as the
// build compiles every markdown page.
func (st *pluginState) markdownPartials(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: markdownFile, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if st.in.Markdown == nil {
			return api.OnLoadResult{}, nil // esbuild's own error: no loader for .md
		}
		module, err := st.in.Markdown(a.Path, nil)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		return api.OnLoadResult{Contents: &module, Loader: api.LoaderJSX, ResolveDir: filepath.Dir(a.Path)}, nil
	})
}

// resolvingMarkdown marks markdownCycles' own resolution of an import, which it only watches.
type resolvingMarkdown struct{}

// markdownCycles refuses an import of markdown by markdown that closes a cycle (a partial
// importing the page or partial that imports it, or itself). esbuild bundles a cycle of
// modules without complaint, but the files render each other without end. It must be set up
// before the resolvers that claim imports (@site/…), to see each import.
func (st *pluginState) markdownCycles(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: markdownFile}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		// An import that carries plugin data is a plugin's own resolution of one (this one's,
		// the route scripts' externals'), seen as written where it matters: the browser build
		// sees every import of markdown by markdown. Watching those too would recurse.
		from := st.markdownSource(a.Namespace, a.Importer)
		if a.PluginData != nil || from == "" {
			return api.OnResolveResult{}, nil
		}
		r := b.Resolve(a.Path, api.ResolveOptions{ResolveDir: a.ResolveDir, Kind: a.Kind, Importer: a.Importer, Namespace: a.Namespace, PluginData: resolvingMarkdown{}})
		if len(r.Errors) > 0 || r.Namespace != "file" || !isMarkdown.MatchString(r.Path) {
			return api.OnResolveResult{}, nil // not markdown, or esbuild's own error names the import
		}
		if cycle := st.imports.add(from, st.in.siteRel(r.Path)); cycle != nil {
			return api.OnResolveResult{}, fmt.Errorf("markdown files import each other in a cycle: %s; a page or partial cannot import, itself or through other partials, a file that imports it", strings.Join(cycle, " → "))
		}
		return api.OnResolveResult{}, nil // resolved as if unwatched
	})
}

// markdownSource is the markdown file, relative to the site, of the importing module: a
// partial, or a page compiled to a generated module; "" for other modules.
func (st *pluginState) markdownSource(namespace, importer string) string {
	switch namespace {
	case "file":
		if isMarkdown.MatchString(importer) {
			return st.in.siteRel(importer)
		}
	case "virtual":
		if src := st.in.Virtual[importer].Source; isMarkdown.MatchString(src) {
			return src
		}
	}
	return ""
}

// siteRel is file relative to the site with forward slashes, as the build names pages; esbuild
// names files by their real path, so that of the site folder is tried too.
func (in *Input) siteRel(file string) string {
	for _, dir := range []string{in.SiteDir, metaBase(in.SiteDir)} {
		if r, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(r, "..") {
			return filepath.ToSlash(r)
		}
	}
	return filepath.ToSlash(file)
}

// markdownImports is the graph of one build's imports among markdown files, by path relative
// to the site. esbuild resolves imports side by side, in no set order.
type markdownImports struct {
	mu      sync.Mutex
	imports map[string][]string
}

// add records that from imports to. When that closes a cycle it returns the cycle, from its
// first file by name back to that file, the same whichever import closes it, and records nothing.
func (g *markdownImports) add(from, to string) []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	if chain := g.chain(to, from); chain != nil {
		cycle := append([]string{from}, chain[:len(chain)-1]...)
		first := slices.Index(cycle, slices.Min(cycle))
		cycle = append(cycle[first:], cycle[:first]...)
		return append(cycle, cycle[0])
	}
	if g.imports == nil {
		g.imports = map[string][]string{}
	}
	if !slices.Contains(g.imports[from], to) {
		g.imports[from] = append(g.imports[from], to)
	}
	return nil
}

// chain is a path of imports from a to b, both included, or nil when there is none.
func (g *markdownImports) chain(a, b string) []string {
	if a == b {
		return []string{a}
	}
	seen := map[string]bool{a: true}
	var walk func(string) []string
	walk = func(n string) []string {
		for _, next := range g.imports[n] {
			if next == b {
				return []string{n, b}
			}
			if !seen[next] {
				seen[next] = true
				if rest := walk(next); rest != nil {
					return append([]string{n}, rest...)
				}
			}
		}
		return nil
	}
	return walk(a)
}
