package bundle

import (
	"encoding/json"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

type metafile struct {
	Inputs map[string]struct {
		Imports []struct {
			Path     string `json:"path"`
			Kind     string `json:"kind"`
			Original string `json:"original"`
		} `json:"imports"`
	} `json:"inputs"`
	Outputs map[string]struct {
		EntryPoint string `json:"entryPoint"`
		CSSBundle  string `json:"cssBundle"`
		Imports    []struct {
			Path     string `json:"path"`
			Kind     string `json:"kind"`
			External bool   `json:"external"`
		} `json:"imports"`
	} `json:"outputs"`
}

func parseMetafile(s string) (*metafile, error) {
	var m metafile
	err := json.Unmarshal([]byte(s), &m)
	return &m, err
}

// staticImports lists the chunks an output needs before it can run, so the page can
// modulepreload them instead of discovering them one import at a time.
func staticImports(m *metafile, out string, url func(string) string) []string {
	seen := map[string]bool{}
	external := map[string]bool{} // URLs already, as the vendor module's (see vendor.go)
	var visit func(string)
	visit = func(p string) {
		for _, imp := range m.Outputs[p].Imports {
			switch {
			case imp.Kind != "import-statement":
			case imp.External:
				external[imp.Path] = true
			case !seen[imp.Path]:
				seen[imp.Path] = true
				visit(imp.Path)
			}
		}
	}
	visit(out)
	urls := make([]string, 0, len(seen)+len(external))
	for p := range seen {
		urls = append(urls, url(p))
	}
	for u := range external {
		urls = append(urls, u)
	}
	sort.Strings(urls)
	return urls
}

// inputFiles adds to files the files on disk that a build read, from its metafile m: what a
// cached build must check before it is reused. Modules of other namespaces ("virtual:…") are
// the generator's own and are keyed apart, and so is stdin, named by its source file.
func inputFiles(files map[string]bool, workDir string, m *metafile, stdin string) {
	base := metaBase(workDir)
	for p := range m.Inputs {
		if ns, rest, ok := strings.Cut(p, ":"); ok && !strings.ContainsAny(ns, `/\.`) {
			if !strings.HasPrefix(ns, inlinePrefix) { // inline loaders' files are files the build read
				continue
			}
			p, _, _ = strings.Cut(rest, "?") // less url-loader's limit
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(base, filepath.FromSlash(p))
		}
		if stdin != "" && (p == filepath.Join(base, stdin) || p == filepath.Join(workDir, stdin)) {
			continue
		}
		files[p] = true
	}
}

// metaBase is the folder a metafile's paths are relative to: esbuild writes them relative to
// the working folder's real path, so for a site reached through a symbolic link (macOS's /tmp,
// say) they are resolved from there.
func metaBase(workDir string) string {
	if real, err := filepath.EvalSymlinks(workDir); err == nil {
		return real
	}
	return workDir
}

func sortedFiles(files map[string]bool) []string {
	return slices.Sorted(maps.Keys(files))
}

// dynamicImports maps the specifiers that the module spec imports dynamically, as written, to
// the chunk esbuild split off for each (by url).
func dynamicImports(m *metafile, spec string, url func(string) string) map[string]string {
	chunks := map[string]string{}
	for p, o := range m.Outputs {
		if o.EntryPoint != "" && strings.HasSuffix(p, ".js") {
			chunks[o.EntryPoint] = url(p)
		}
	}
	out := map[string]string{}
	for p, in := range m.Inputs {
		if strings.TrimPrefix(p, "virtual:") != spec {
			continue
		}
		for _, imp := range in.Imports {
			if imp.Kind == "dynamic-import" && chunks[imp.Path] != "" {
				original := imp.Original
				if original == "" {
					original = imp.Path
				}
				out[original] = chunks[imp.Path]
			}
		}
	}
	return out
}
