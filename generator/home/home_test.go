package home

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// fakeHome packs a small home: a theme file and a package.
func fakeHome(t *testing.T) []byte {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"theme-classic/src/theme/Layout/index.js": "export default function Layout() {}\n",
		"node_modules/react/package.json":         `{"name":"react","version":"19.0.0"}`,
		"node_modules/react/index.js":             "module.exports = {};\n",
	}
	var names []string
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	var buf bytes.Buffer
	if err := Pack(&buf, Manifest{Packages: map[string]string{"react": "19.0.0"}}, root, names); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func checkHome(t *testing.T, dir string) {
	t.Helper()
	if got := readFile(t, filepath.Join(dir, "node_modules", "react", "index.js")); got != "module.exports = {};\n" {
		t.Errorf("react/index.js = %q", got)
	}
	if got := readFile(t, filepath.Join(dir, "theme-classic", "src", "theme", "Layout", "index.js")); !strings.Contains(got, "Layout") {
		t.Errorf("Layout = %q", got)
	}
}

func TestPackIsReproducible(t *testing.T) {
	a, b := fakeHome(t), fakeHome(t)
	if !bytes.Equal(a, b) {
		t.Fatal("packing the same files twice gave different archives")
	}
	m, err := ReadManifest(a)
	if err != nil || m.Packages["react"] != "19.0.0" {
		t.Fatalf("manifest = %v, %v", m, err)
	}
}

func TestUnpackOnceThenReuse(t *testing.T) {
	archive, cache := fakeHome(t), t.TempDir()
	dir, err := Unpack(archive, cache)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(dir) != filepath.Join(cache, "gosaurus") {
		t.Errorf("unpacked into %s, want a folder of %s/gosaurus", dir, cache)
	}
	checkHome(t, dir)
	// A file added to a complete home survives: the second call does not unpack again.
	mark := filepath.Join(dir, "mark")
	if err := os.WriteFile(mark, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := Unpack(archive, cache)
	if err != nil || again != dir {
		t.Fatalf("second Unpack = %s, %v; want %s", again, err, dir)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Error("the second Unpack replaced a complete home")
	}
	leftovers(t, cache)
}

// leftovers fails if anything but the unpacked homes is left in the cache folder.
func leftovers(t *testing.T, cache string) {
	t.Helper()
	entries, _ := os.ReadDir(filepath.Join(cache, "gosaurus"))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("left in the cache folder: %s", e.Name())
		}
	}
}

func TestUnpackConcurrently(t *testing.T) {
	archive, cache := fakeHome(t), t.TempDir()
	const n = 8
	dirs := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { dirs[i], errs[i] = Unpack(archive, cache) })
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || dirs[i] != dirs[0] {
			t.Fatalf("Unpack %d = %s, %v; want %s", i, dirs[i], errs[i], dirs[0])
		}
	}
	checkHome(t, dirs[0])
	leftovers(t, cache)
}

// TestUnpackFromSeveralProcesses starts processes that unpack the same archive at once, as
// gosaurus commands started together do: each gets the same complete home.
func TestUnpackFromSeveralProcesses(t *testing.T) {
	archive, cache := fakeHome(t), t.TempDir()
	file := filepath.Join(t.TempDir(), "home.tar.gz")
	if err := os.WriteFile(file, archive, 0o644); err != nil {
		t.Fatal(err)
	}
	const n = 4
	cmds := make([]*exec.Cmd, n)
	outs := make([]bytes.Buffer, n)
	for i := range n {
		cmds[i] = exec.Command(os.Args[0], "-test.run=^TestUnpackProcess$")
		cmds[i].Env = append(os.Environ(), "HOME_TEST_ARCHIVE="+file, "HOME_TEST_CACHE="+cache)
		cmds[i].Stdout, cmds[i].Stderr = &outs[i], &outs[i]
		if err := cmds[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	want := ""
	for i := range n {
		if err := cmds[i].Wait(); err != nil {
			t.Fatalf("process %d: %v\n%s", i, err, outs[i].String())
		}
		dir, _, _ := strings.Cut(outs[i].String(), "\n")
		if want == "" {
			want = dir
		}
		if dir != want || !strings.HasPrefix(dir, cache) {
			t.Fatalf("process %d unpacked into %q, want %q", i, dir, want)
		}
	}
	checkHome(t, want)
	leftovers(t, cache)
}

// TestUnpackProcess is one process of TestUnpackFromSeveralProcesses; it prints the folder.
func TestUnpackProcess(t *testing.T) {
	file := os.Getenv("HOME_TEST_ARCHIVE")
	if file == "" {
		t.Skip("run by TestUnpackFromSeveralProcesses")
	}
	archive, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := Unpack(archive, os.Getenv("HOME_TEST_CACHE"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(dir)
}

func TestUnpackReplacesIncompleteHome(t *testing.T) {
	archive := fakeHome(t)
	for name, prepare := range map[string]func(dir string) error{
		// interrupted before the rename's marker: a file half written, no marker
		"no marker": func(dir string) error {
			return os.WriteFile(filepath.Join(dir, "node_modules", "react", "index.js"), []byte("modu"), 0o644)
		},
		// a marker of other content
		"other marker": func(dir string) error {
			return os.WriteFile(filepath.Join(dir, completeName), []byte("0123456789abcdef"), 0o644)
		},
	} {
		t.Run(name, func(t *testing.T) {
			cache := t.TempDir()
			dir, err := Unpack(archive, cache)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(filepath.Join(dir, completeName)); err != nil {
				t.Fatal(err)
			}
			if err := prepare(dir); err != nil {
				t.Fatal(err)
			}
			// A copy a killed process left behind.
			stale := filepath.Join(cache, "gosaurus", ".unpack-"+filepath.Base(dir)+"-123")
			if err := os.MkdirAll(stale, 0o755); err != nil {
				t.Fatal(err)
			}
			again, err := Unpack(archive, cache)
			if err != nil || again != dir {
				t.Fatalf("Unpack = %s, %v; want %s", again, err, dir)
			}
			checkHome(t, dir)
			leftovers(t, cache)
		})
	}
}

func TestUnpackRefusesEntriesOutsideTheHome(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	_ = tw.WriteHeader(&tar.Header{Name: ManifestName, Mode: 0o644, Size: 2, Typeflag: tar.TypeReg})
	_, _ = tw.Write([]byte("{}"))
	_ = tw.WriteHeader(&tar.Header{Name: "../escape", Mode: 0o644, Typeflag: tar.TypeReg})
	_ = tw.Close()
	_ = zw.Close()
	cache := t.TempDir()
	_, err := Unpack(buf.Bytes(), cache)
	if err == nil || !strings.Contains(err.Error(), `"../escape" leads out of the home`) {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(cache, "escape")); err == nil {
		t.Error("the entry was written outside the home")
	}
	leftovers(t, cache)
}
