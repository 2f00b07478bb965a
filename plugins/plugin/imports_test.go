package plugin

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The core names no plugin: a package of generator/ reaches plugins through this contract
// alone, so that a plugin is one folder and the pipeline runs whatever the registry lists. Two
// packages may still name plugins: the CLI's main, which picks them, and, until the registry
// moves out of it, generator/pipeline, which may name no more plugins than it does today (the
// list below only shrinks). The route model is a leaf.
func TestImports(t *testing.T) {
	imports := packageImports(t, "gosaurus/generator/...", "gosaurus/plugins/...")
	stillNamed := map[string][]string{
		"gosaurus/generator/cmd/gosaurus": nil, // any: it picks the plugins
		"gosaurus/generator/pipeline": {"blog", "content", "docs", "idealimage", "jsplugin", "opensearch",
			"pages", "pwa", "redirects", "search", "sitemap"},
	}
	for pkg, deps := range imports {
		if !strings.HasPrefix(pkg, "gosaurus/generator/") {
			continue
		}
		allowed, listed := stillNamed[pkg]
		for _, dep := range deps {
			name, ok := strings.CutPrefix(dep, "gosaurus/plugins/")
			if !ok || name == "plugin" || strings.HasPrefix(name, "plugin/") {
				continue
			}
			if listed && (allowed == nil || slices.Contains(allowed, name)) {
				continue
			}
			t.Errorf("%s imports %s: the core reaches plugins through plugins/plugin only", pkg, dep)
		}
	}
	for _, dep := range imports["gosaurus/plugins/plugin/route"] {
		if strings.HasPrefix(dep, "gosaurus/") {
			t.Errorf("the route model imports %s; it is a leaf", dep)
		}
	}
}

// packageImports runs go list over the patterns: each package's imports, tests left out.
func packageImports(t *testing.T, patterns ...string) map[string][]string {
	t.Helper()
	args := append([]string{"list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}"}, patterns...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) > 0 {
			imports[fields[0]] = fields[1:]
		}
	}
	return imports
}
