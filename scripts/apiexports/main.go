// Command apiexports compares the names Docusaurus's client modules export with those
// gosaurus's theme gives the same module names: for each module, the names Docusaurus exports
// that the theme lacks, and the names the theme adds. Run it from the checkout with the
// node_modules folder of a Docusaurus install (the reference's scratch folder):
//
//	go run ./scripts/apiexports bench/.scratch/node_modules
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// modules maps each public module name to its file in a Docusaurus install and in the theme.
var modules = []struct{ name, docusaurus, theme string }{
	{"@docusaurus/plugin-content-docs/client", "@docusaurus/plugin-content-docs/lib/client/index.js", "client/exports/plugin-content-docs/client.jsx"},
	{"@docusaurus/plugin-content-blog/client", "@docusaurus/plugin-content-blog/lib/client/index.js", "client/exports/plugin-content-blog/client.jsx"},
	{"@docusaurus/theme-common", "@docusaurus/theme-common/lib/index.js", "client/exports/theme-common.jsx"},
	{"@docusaurus/theme-common/internal", "@docusaurus/theme-common/lib/internal.js", "client/exports/theme-common/internal.jsx"},
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/apiexports <node_modules of a Docusaurus install>")
		os.Exit(2)
	}
	missing := 0
	for _, m := range modules {
		theirs, err := exportsOf(filepath.Join(os.Args[1], m.docusaurus))
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s (Docusaurus): %v\n", m.name, err)
			os.Exit(1)
		}
		ours, err := exportsOf(filepath.Join("theme-classic", "src", m.theme))
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s (theme): %v\n", m.name, err)
			os.Exit(1)
		}
		lacks, adds := diff(theirs, ours), diff(ours, theirs)
		missing += len(lacks)
		fmt.Printf("%s: %d names, the theme lacks %d: %s\n", m.name, len(theirs), len(lacks), strings.Join(lacks, " "))
		if len(adds) > 0 {
			fmt.Printf("  and adds %d: %s\n", len(adds), strings.Join(adds, " "))
		}
	}
	if missing > 0 {
		os.Exit(1)
	}
}

// exportsOf lists the names an ES module file exports, following its own re-exports.
func exportsOf(file string) ([]string, error) {
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{file},
		Bundle:      true,
		Format:      api.FormatESModule,
		Outdir:      "out",
		Write:       false,
		Metafile:    true,
		LogLevel:    api.LogLevelSilent,
		JSX:         api.JSXAutomatic,
		Loader:      map[string]api.Loader{".js": api.LoaderJSX},
		Plugins:     []api.Plugin{packagesExternal},
	})
	if len(res.Errors) > 0 {
		return nil, fmt.Errorf("%s", res.Errors[0].Text)
	}
	var meta struct {
		Outputs map[string]struct {
			EntryPoint string   `json:"entryPoint"`
			Exports    []string `json:"exports"`
		} `json:"outputs"`
	}
	if err := json.Unmarshal([]byte(res.Metafile), &meta); err != nil {
		return nil, err
	}
	for _, o := range meta.Outputs {
		if o.EntryPoint != "" {
			return slices.Sorted(slices.Values(o.Exports)), nil
		}
	}
	return nil, fmt.Errorf("esbuild gave no entry point")
}

// packagesExternal leaves out of the bundle every import that is not a relative path (a
// package, an @theme or @site alias), and styles and images.
var packagesExternal = api.Plugin{Name: "external", Setup: func(b api.PluginBuild) {
	b.OnResolve(api.OnResolveOptions{Filter: `^[^./]|\.(css|svg)$`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
		return api.OnResolveResult{Path: a.Path, External: true}, nil
	})
}}

// diff lists the names of a that b lacks.
func diff(a, b []string) []string {
	var out []string
	for _, n := range a {
		if !slices.Contains(b, n) {
			out = append(out, n)
		}
	}
	return out
}
