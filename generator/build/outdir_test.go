package build

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRelativeOutDir: --out-dir given relative to the folder gosaurus runs in is that folder's,
// and absolute from there on (plugins run in Node from the site folder, and a relative path
// would name a folder there).
func TestRelativeOutDir(t *testing.T) {
	site, _ := filepath.Abs("../../testdata/sites/basic")
	opts := testOptions(t, site)
	wd := t.TempDir()
	t.Chdir(wd)
	opts.OutDir = filepath.Join("out", "site")
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(wd, "out", "site")
	if res.OutDir != want {
		t.Errorf("out dir %q, want %q", res.OutDir, want)
	}
	if _, err := os.Stat(filepath.Join(want, "index.html")); err != nil {
		t.Error(err)
	}
}
