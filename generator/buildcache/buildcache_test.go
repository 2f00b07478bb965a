package buildcache

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func TestEntries(t *testing.T) {
	d := Open(t.TempDir(), "program 1")
	if err := d.Save("pages", "a", "page a"); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("pages", "b", "page b"); err != nil {
		t.Fatal(err)
	}
	var got string
	if !d.Load("pages", "a", &got) || got != "page a" {
		t.Fatalf("Load(a) = %q", got)
	}
	if d.Load("other", "a", &got) {
		t.Error("an entry of another kind was found")
	}
	if Open(d.Root(), "program 2").Load("pages", "a", &got) {
		t.Error("an entry written by another build of the program was found")
	}
	if err := d.Keep("pages", []string{"b"}); err != nil {
		t.Fatal(err)
	}
	if d.Load("pages", "a", &got) || !d.Load("pages", "b", &got) {
		t.Error("Keep(b) did not keep exactly b")
	}
	var n int
	if d.Load("pages", "b", &n) {
		t.Error("an entry decoded into a value of another type")
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.js")
	write := func(p, s string) {
		t.Helper()
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(a, "export default 1")
	f, err := Record([]string{a})
	if err != nil {
		t.Fatal(err)
	}
	if !f.Unchanged() {
		t.Fatal("nothing changed, but Unchanged says otherwise")
	}
	write(filepath.Join(dir, "a.jsx"), "export default 2") // may take over the import of ./a
	if f.Unchanged() {
		t.Error("a new file beside an input went unnoticed")
	}
	if f, err = Record([]string{a}); err != nil {
		t.Fatal(err)
	}
	write(a, "export default 3")
	if f.Unchanged() {
		t.Error("an edited input went unnoticed")
	}
	os.Remove(a)
	if f.Unchanged() {
		t.Error("a removed input went unnoticed")
	}
	if _, err := Record([]string{a}); err == nil {
		t.Error("Record of a missing file did not fail")
	}
	if (Files{}).Unchanged() {
		t.Error("an empty record counts as unchanged")
	}
}

// An entry is used only under the key it was saved with: two valid entries swapped on disk,
// or one copied over another, are misses, and so is a damaged payload.
func TestEntriesBelongToTheirKeys(t *testing.T) {
	d := Open(t.TempDir(), "program 1")
	for _, k := range []string{"a", "b", "c"} {
		if err := d.Save("pages", k, "page "+k); err != nil {
			t.Fatal(err)
		}
	}
	a, b, c := d.file("pages", "a"), d.file("pages", "b"), d.file("pages", "c")
	tmp := a + ".swap"
	for _, mv := range [][2]string{{a, tmp}, {b, a}, {tmp, b}} {
		if err := os.Rename(mv[0], mv[1]); err != nil {
			t.Fatal(err)
		}
	}
	var got string
	for _, k := range []string{"a", "b"} {
		if d.Load("pages", k, &got) {
			t.Errorf("Load(%s) found the swapped entry %q", k, got)
		}
	}
	data, err := os.ReadFile(c)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-2] ^= 1 // a flipped bit of the payload, which gob would still decode
	if err := os.WriteFile(c, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if d.Load("pages", "c", &got) {
		t.Errorf("Load(c) used a damaged entry: %q", got)
	}
}

// A FIFO at the path of an entry or a pack is a miss, at once: opening it to read would wait
// for a writer that never comes.
func TestFIFOsMiss(t *testing.T) {
	d := Open(t.TempDir(), "program 1")
	pack := d.Pack("render")
	if err := pack.Save("a", "page a"); err != nil {
		t.Fatal(err)
	}
	if err := pack.Keep([]string{"a"}); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("pages", "a", "page a"); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{d.file("pages", "a"), filepath.Join(pack.folder(), packFile)} {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		if err := unix.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, load := range map[string]func(v any) bool{
		"entry": func(v any) bool { return d.Load("pages", "a", v) },
		"pack":  func(v any) bool { return d.Pack("render").Load("a", v) },
	} {
		found := make(chan bool, 1)
		go func() {
			var got string
			found <- load(&got)
		}()
		select {
		case ok := <-found:
			if ok {
				t.Errorf("%s: a FIFO was read as an entry", name)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("%s: Load did not return in 10 s", name)
		}
	}
}
