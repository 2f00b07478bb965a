package bundle

import (
	"encoding/json"
	"sort"
)

type metafile struct {
	Outputs map[string]struct {
		EntryPoint string `json:"entryPoint"`
		CSSBundle  string `json:"cssBundle"`
		Imports    []struct {
			Path string `json:"path"`
			Kind string `json:"kind"`
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
	var visit func(string)
	visit = func(p string) {
		for _, imp := range m.Outputs[p].Imports {
			if imp.Kind == "import-statement" && !seen[imp.Path] {
				seen[imp.Path] = true
				visit(imp.Path)
			}
		}
	}
	visit(out)
	urls := make([]string, 0, len(seen))
	for p := range seen {
		urls = append(urls, url(p))
	}
	sort.Strings(urls)
	return urls
}
