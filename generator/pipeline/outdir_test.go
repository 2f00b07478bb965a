package pipeline

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gosaurus/generator/output"
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

// A build never replaces a folder of the user's: an output folder that is the site, holds
// it, lies in one of its source folders (also one the config names, and also through a
// link), is a file, or holds files no build wrote is refused before anything is written, and
// every file stays as it was.
func TestOutDirThatWouldDestroySourcesIsRefused(t *testing.T) {
	site := writeSite(t, "", map[string]string{"intro.md": "# Intro\n"})
	above := filepath.Dir(site)
	writeFiles(t, above, map[string]string{"sibling/keep.txt": "mine"})
	mine := t.TempDir()
	writeFiles(t, mine, map[string]string{"notes.txt": "mine"})
	elsewhere := t.TempDir()
	writeFiles(t, elsewhere, map[string]string{"shared/a.md": "# A\n"})
	if err := os.Symlink(site, filepath.Join(elsewhere, "link-to-site")); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, out, want string }{
		{"the site", site, "it is the site folder"},
		{"the folder above", above, "it holds the site folder"},
		{"the docs", filepath.Join(site, "docs"), "which the site's content is read from"},
		{"a new folder in the docs", filepath.Join(site, "docs", "out"), "which the site's content is read from"},
		{"the site through a link", filepath.Join(elsewhere, "link-to-site"), "it is the site folder"},
		{"a file", filepath.Join(site, "docusaurus.config.js"), "it is a file"},
		{"a folder of the user's", mine, "it holds files (notes.txt) that no gosaurus build wrote there"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			opts := testOptions(t, site)
			opts.OutDir = c.out
			_, err := Run(opts)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "nothing was written or removed") {
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
			for _, f := range []string{filepath.Join(site, "docusaurus.config.js"), filepath.Join(site, "docs", "intro.md"), filepath.Join(above, "sibling", "keep.txt"), filepath.Join(mine, "notes.txt")} {
				if _, err := os.Stat(f); err != nil {
					t.Errorf("%s is gone: %v", f, err)
				}
			}
			if _, err := os.Stat(filepath.Join(site, "docs", "out")); err == nil {
				t.Error("a folder was made inside docs")
			}
		})
	}

	// A docs folder the config names outside the site is a source folder too.
	opts := testOptions(t, site)
	writeFiles(t, site, map[string]string{"docusaurus.config.js": "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
		"presets: [['classic', { docs: { path: " + strconv.Quote(filepath.Join(elsewhere, "shared")) + ", routeBasePath: '/' } }]] };\n"})
	opts.OutDir = filepath.Join(elsewhere, "shared", "build")
	if _, err := Run(opts); err == nil || !strings.Contains(err.Error(), "which the site's content is read from") {
		t.Fatalf("build into the configured docs folder: %v", err)
	}
}

// An empty folder, and then the build it holds, may be replaced; so may the site's own build
// folder, as in Docusaurus, whatever it holds.
func TestOutDirOfAnEarlierBuildIsReplaced(t *testing.T) {
	site := writeSite(t, "", map[string]string{"intro.md": "# Intro\n"})
	out := t.TempDir()
	for range 2 {
		opts := testOptions(t, site)
		opts.OutDir = out
		if _, err := Run(opts); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, output.Marker)); err != nil {
		t.Error(err)
	}
	writeFiles(t, site, map[string]string{"build/old.html": "from another tool"})
	opts := testOptions(t, site)
	opts.OutDir = ""
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(site, "build", "old.html")); err == nil {
		t.Error("the site's build folder kept a file of the build before")
	}
}

// A build folder that is a link is written through: its target is replaced, when it is empty
// or an earlier build, and the link stays a link. A target with files of the user's is
// refused and left as it was.
func TestSymlinkedBuildFolder(t *testing.T) {
	site := writeSite(t, "", map[string]string{"intro.md": "# Intro\n"})
	deploy := t.TempDir()
	writeFiles(t, deploy, map[string]string{"CNAME": "docs.example.com", ".git/HEAD": "ref: refs/heads/gh-pages\n"})
	link := filepath.Join(site, "build")
	if err := os.Symlink(deploy, link); err != nil {
		t.Fatal(err)
	}
	opts := testOptions(t, site)
	opts.OutDir = ""
	if _, err := Run(opts); err == nil || !strings.Contains(err.Error(), "(a link to "+deploy+")") {
		t.Fatalf("got %v, want the link's target refused", err)
	}
	for _, f := range []string{"CNAME", ".git/HEAD"} {
		if _, err := os.Stat(filepath.Join(deploy, f)); err != nil {
			t.Errorf("%s is gone: %v", f, err)
		}
	}

	empty := t.TempDir()
	os.Remove(link)
	if err := os.Symlink(empty, link); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := Run(opts); err != nil {
			t.Fatal(err)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Fatalf("build/ is no longer a link: %v", err)
		}
		if _, err := os.Stat(filepath.Join(empty, "index.html")); err != nil {
			t.Errorf("the link's target has no build: %v", err)
		}
	}
}
