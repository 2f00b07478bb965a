package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/home"
)

// checkout writes a small checkout: files maps slash paths to contents.
func checkout(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const lock = `{"packages": {
  "": {},
  "node_modules/a": {"version": "1.0.0", "dependencies": {"b": "^2", "react-is": "^16"}},
  "node_modules/a/node_modules/b": {"version": "2.0.0"},
  "node_modules/b": {"version": "1.0.0"},
  "node_modules/react-is": {"version": "16.0.0"},
  "node_modules/unused": {"version": "3.0.0"}
}}`

func TestPackTheClosureOfTheDependencies(t *testing.T) {
	root := checkout(t, map[string]string{
		"package.json":                               `{"dependencies": {"a": "1.0.0"}}`,
		"package-lock.json":                          lock,
		"theme-classic/src/theme/Layout.js":          "export default 1;\n",
		"node_modules/a/package.json":                `{"version": "1.0.0"}`,
		"node_modules/a/LICENSE":                     "MIT\n",
		"node_modules/a/node_modules/b/package.json": `{"version": "2.0.0"}`,
		"node_modules/b/package.json":                `{"version": "1.0.0"}`,
		"node_modules/react-is/package.json":         `{"version": "16.0.0"}`,
		"node_modules/unused/package.json":           `{"version": "3.0.0"}`,
	})
	out := filepath.Join(root, "home.tar.gz")
	if err := run(root, out); err != nil {
		t.Fatal(err)
	}
	archive, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	m, err := home.ReadManifest(archive)
	if err != nil {
		t.Fatal(err)
	}
	// b is a's own copy (2.0.0), not the top-level one; react-is is not needed; unused is no
	// dependency.
	if len(m.Packages) != 2 || m.Packages["a"] != "1.0.0" || m.Packages["b"] != "2.0.0" {
		t.Errorf("packages = %v, want a 1.0.0 and b 2.0.0", m.Packages)
	}
	dir, err := home.Unpack(archive, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"theme-classic/src/theme/Layout.js", "node_modules/a/LICENSE", "node_modules/a/node_modules/b/package.json"} {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f))); err != nil {
			t.Errorf("not packed: %s", f)
		}
	}
	for _, f := range []string{"node_modules/b", "node_modules/react-is", "node_modules/unused"} {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f))); err == nil {
			t.Errorf("packed, but not needed: %s", f)
		}
	}
}

func TestPackRefusesWhatTheLockDoesNotPin(t *testing.T) {
	for name, tc := range map[string]struct {
		files map[string]string
		want  string
	}{
		"installed version differs": {map[string]string{
			"package.json":                `{"dependencies": {"a": "1.0.0"}}`,
			"package-lock.json":           `{"packages": {"node_modules/a": {"version": "1.0.0"}}}`,
			"theme-classic/src/x.js":      "",
			"node_modules/a/package.json": `{"version": "1.1.0"}`,
		}, "node_modules/a is 1.1.0 but package-lock.json pins 1.0.0; run npm ci"},
		"dependency missing from the lock": {map[string]string{
			"package.json":                `{"dependencies": {"a": "1.0.0"}}`,
			"package-lock.json":           `{"packages": {"node_modules/a": {"version": "1.0.0", "dependencies": {"c": "1"}}}}`,
			"theme-classic/src/x.js":      "",
			"node_modules/a/package.json": `{"version": "1.0.0"}`,
		}, "package-lock.json has no entry for c (needed by node_modules/a)"},
	} {
		t.Run(name, func(t *testing.T) {
			root := checkout(t, tc.files)
			err := run(root, filepath.Join(root, "home.tar.gz"))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
