package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
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

// The chunks of a module's dynamic imports are found by the specifiers as written, whether
// esbuild resolved them to a file beside it or to a package.
func TestDynamicImports(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"gen.js":                          "export default [() => import('./a.js'), () => import('pkg-b')];\n",
		"a.js":                            "export default 'a';\n",
		"node_modules/pkg-b/index.js":     "export default 'b';\n",
		"node_modules/pkg-b/package.json": `{"name": "pkg-b"}`,
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := api.Build(api.BuildOptions{EntryPoints: []string{"gen.js"}, AbsWorkingDir: dir, Bundle: true, Splitting: true,
		Format: api.FormatESModule, Outdir: filepath.Join(dir, "out"), Metafile: true})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors)
	}
	m, err := parseMetafile(res.Metafile)
	if err != nil {
		t.Fatal(err)
	}
	got := dynamicImports(m, "gen.js", func(p string) string { return "/" + p })
	if len(got) != 2 || !strings.HasPrefix(got["./a.js"], "/out/a") || !strings.HasPrefix(got["pkg-b"], "/out/") {
		t.Errorf("dynamic imports %v", got)
	}
}
