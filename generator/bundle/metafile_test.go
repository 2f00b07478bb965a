package bundle

import (
	"os"
	"path/filepath"
	"testing"
)

// A site reached through a symbolic link: esbuild names its inputs relative to the real
// folder, and stdin (the generated stylesheet) is not a file the build read.
func TestInputFilesThroughASymlink(t *testing.T) {
	root := t.TempDir()
	real := filepath.Join(root, "real", "site")
	if err := os.MkdirAll(filepath.Join(real, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(real, "src", "custom.css"), []byte("a{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "elsewhere", "link")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "real"), link); err != nil {
		t.Fatal(err)
	}
	// What esbuild wrote for a build whose working folder is link/site.
	meta := `{"inputs": {"../../elsewhere/link/site/styles.css": {}, "src/custom.css": {}, "virtual:route": {}}, "outputs": {}}`
	m, err := parseMetafile(meta)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]bool{}
	inputFiles(files, filepath.Join(link, "site"), m, "styles.css")
	if len(files) != 1 {
		t.Fatalf("inputs %v, want src/custom.css alone", files)
	}
	for f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("input %s: %v", f, err)
		}
	}
}
