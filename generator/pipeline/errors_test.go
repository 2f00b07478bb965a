package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
	"gosaurus/plugins/registry"
)

// Each folder of testdata/errors is a site with one configuration error (spec section 5);
// want.txt holds the exact message the build must give.
func TestConfigErrors(t *testing.T) {
	dirs, err := filepath.Glob("../../testdata/errors/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(dir, "want.txt"))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Load(dir, "", jsrt.Options{Env: map[string]string{}}, registry.Plugins)
			if err == nil {
				t.Fatalf("Load succeeded; want error:\n%s", want)
			}
			if got := err.Error(); got != strings.TrimSpace(string(want)) {
				t.Errorf("error:\n%s\nwant:\n%s", got, strings.TrimSpace(string(want)))
			}
		})
	}
}
