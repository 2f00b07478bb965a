package bundle

import (
	"os"
	"path/filepath"
	"testing"
)

// treeWriter gives a temporary folder and a function that writes a file in it (its path
// relative to the folder, with slashes) and returns the file's path.
func treeWriter(t *testing.T) (string, func(rel, body string) string) {
	t.Helper()
	root := t.TempDir()
	return root, func(rel, body string) string {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
}
