package buildcache

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// A pack's entries live from one build's Keep to the next: each build's Saves and the entries
// it keeps from the build before, nothing else.
func TestPack(t *testing.T) {
	root := t.TempDir()
	d := Open(root, "program 1")
	load := func(p *Pack, key string) (string, bool) {
		var got string
		ok := p.Load(key, &got)
		return got, ok
	}

	p := d.Pack("render")
	for _, k := range []string{"a", "b"} {
		if err := p.Save(k, "page "+k); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := load(p, "a"); ok {
		t.Error("an entry was found before the build that saved it kept it")
	}
	if err := p.Keep([]string{"a", "b"}); err != nil {
		t.Fatal(err)
	}

	// The next build, in a new process: it saves c and keeps b and c.
	p = d.Pack("render")
	if got, ok := load(p, "b"); !ok || got != "page b" {
		t.Fatalf("Load(b) = %q, %v", got, ok)
	}
	if err := p.Save("c", "page c"); err != nil {
		t.Fatal(err)
	}
	if err := p.Keep([]string{"b", "c"}); err != nil {
		t.Fatal(err)
	}
	p = d.Pack("render")
	for key, want := range map[string]bool{"a": false, "b": true, "c": true} {
		if got, ok := load(p, key); ok != want || (ok && got != "page "+key) {
			t.Errorf("after Keep(b, c): Load(%s) = %q, %v", key, got, ok)
		}
	}
	if _, ok := load(Open(root, "program 2").Pack("render"), "b"); ok {
		t.Error("an entry written by another build of the program was found")
	}
	var n int
	if p.Load("b", &n) {
		t.Error("an entry decoded into a value of another type")
	}

	// Files left by a build that stopped before its Keep go with the next Keep, even one that
	// changes nothing.
	stray := filepath.Join(root, "render", ".tmp-stopped")
	if err := os.WriteFile(stray, []byte("half a build"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := d.Pack("render").Keep([]string{"b", "c"}); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(filepath.Join(root, "render")); len(entries) != 1 || entries[0].Name() != packFile {
		t.Errorf("the kind's folder holds %v, want the pack alone", entries)
	}
}

// A damaged payload is a miss; a pack cut short keeps the entries before the cut.
func TestPackDamage(t *testing.T) {
	root := t.TempDir()
	p := Open(root, "program 1").Pack("render")
	for _, k := range []string{"a", "b", "c"} {
		if err := p.Save(k, "page "+k); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Keep([]string{"a", "b", "c"}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(root, "render", packFile)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// Entries are written in the order saved; flip a bit in a's payload and cut c in half.
	data[packHeader+5] ^= 1
	data = data[:len(data)-3]
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p = Open(root, "program 1").Pack("render")
	var got string
	for key, want := range map[string]bool{"a": false, "b": true, "c": false} {
		if ok := p.Load(key, &got); ok != want {
			t.Errorf("Load(%s) = %v (%q), want %v", key, ok, got, want)
		}
	}
}

// An entry whose id in the pack was changed is a miss: two entries with their ids swapped are
// not each other's.
func TestPackSwappedIDs(t *testing.T) {
	root := t.TempDir()
	p := Open(root, "program 1").Pack("render")
	for _, k := range []string{"a", "b"} {
		if err := p.Save(k, "page "+k); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Keep([]string{"a", "b"}); err != nil {
		t.Fatal(err)
	}
	p = Open(root, "program 1").Pack("render")
	p.open()
	a, b := p.index[p.dir.id("render", "a")].off, p.index[p.dir.id("render", "b")].off
	p.old.Close()
	file := filepath.Join(root, "render", packFile)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	idA := slices.Clone(data[a : a+sha256.Size])
	copy(data[a:], data[b:b+sha256.Size])
	copy(data[b:], idA)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p = Open(root, "program 1").Pack("render")
	var got string
	for _, k := range []string{"a", "b"} {
		if p.Load(k, &got) {
			t.Errorf("Load(%s) found the entry %q", k, got)
		}
	}
}
