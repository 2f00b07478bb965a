package initsite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "My Docs")
	if err := Write(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"docusaurus.config.js", "sidebars.js", ".gitignore", "docs/guides/_category_.json",
		"blog/authors.yml", "src/pages/index.js", "src/pages/index.module.css", "src/css/custom.css", "static/img/logo.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	pkg, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	if !strings.Contains(string(pkg), `"name": "my-docs"`) {
		t.Errorf("package.json does not name the site after its folder:\n%s", pkg)
	}
}

func TestWriteIntoAnEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "docusaurus.config.js")); err != nil {
		t.Error(err)
	}
}

func TestWriteRefusesANonEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Write(dir)
	if err == nil || !strings.Contains(err.Error(), "already exists and is not empty (it has notes.txt)") {
		t.Fatalf("err = %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("Write added files to a folder it refused: %d entries", len(entries))
	}
}

func TestPackageName(t *testing.T) {
	for in, want := range map[string]string{"my-site": "my-site", "My Site!": "my-site", "...": "my-site", "docs_v2": "docs_v2"} {
		if got := packageName(in); got != want {
			t.Errorf("packageName(%q) = %q, want %q", in, got, want)
		}
	}
}
