package plugin

import (
	"os/exec"
	"strings"
	"testing"
)

// The core names no plugin: a package of generator/ reaches plugins through this contract
// alone, so that a plugin is one folder and the pipeline runs whatever plugins/registry
// lists. Only the CLI's main names plugins: it hands the registry to the build. The contract
// depends on neither side, as Docusaurus's @docusaurus/types: it and its packages import
// nothing of the project but one another. The route model is a leaf.
func TestImports(t *testing.T) {
	imports := packageImports(t, "gosaurus/generator/...", "gosaurus/plugins/...")
	for pkg, deps := range imports {
		core := strings.HasPrefix(pkg, "gosaurus/generator/") && pkg != "gosaurus/generator/cmd/gosaurus"
		for _, dep := range deps {
			switch {
			case inContract(pkg) && strings.HasPrefix(dep, "gosaurus/") && !inContract(dep):
				t.Errorf("%s imports %s: the plugin contract imports nothing of the project outside plugins/plugin", pkg, dep)
			case core && strings.HasPrefix(dep, "gosaurus/plugins/") && !inContract(dep):
				t.Errorf("%s imports %s: the core reaches plugins through plugins/plugin only", pkg, dep)
			}
		}
	}
	for _, dep := range imports["gosaurus/plugins/plugin/route"] {
		if strings.HasPrefix(dep, "gosaurus/") {
			t.Errorf("the route model imports %s; it is a leaf", dep)
		}
	}
}

// inContract: pkg is the plugin contract or one of its packages.
func inContract(pkg string) bool {
	return pkg == "gosaurus/plugins/plugin" || strings.HasPrefix(pkg, "gosaurus/plugins/plugin/")
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
