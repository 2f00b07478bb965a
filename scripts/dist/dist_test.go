package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The headers of this test binary say it is this machine's kind of executable, and no other
// platform's; as a Linux binary linked with cgo, it is refused for that.
func TestCheckBinary(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	native := 0
	for _, tg := range targets {
		err := checkBinary(data, tg)
		switch {
		case tg.native():
			native++
			kind, needs, kerr := readKind(data)
			if kerr != nil || kind != tg.want() {
				t.Errorf("%s: the test binary is read as %s (%v)", tg.name(), kind, kerr)
			}
			if cgo := kind.format == "ELF" && len(needs) > 0; cgo != (err != nil) || cgo && !strings.Contains(err.Error(), "built with cgo?") {
				t.Errorf("%s: the test binary, which needs %v: %v", tg.name(), needs, err)
			}
		case err == nil:
			t.Errorf("%s: the test binary is taken for that platform's", tg.name())
		case !strings.Contains(err.Error(), "not the "+tg.want().String()):
			t.Errorf("%s: %v", tg.name(), err)
		}
	}
	if native == 0 {
		t.Logf("no release is made for this machine (%s); only the other platforms' were checked", exe)
	}
	if _, _, err := readKind([]byte("#!/bin/sh\necho hi\n")); err == nil || !strings.Contains(err.Error(), "not an executable") {
		t.Errorf("a shell script: %v", err)
	}
}

// An archive holds the files given, executable where asked, and the same files give the same
// bytes.
func TestArchive(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	if err := os.WriteFile(bin, []byte("binary"), 0o600); err != nil {
		t.Fatal(err)
	}
	lic := filepath.Join(dir, "LICENSE")
	if err := os.WriteFile(lic, []byte("MIT"), 0o600); err != nil {
		t.Fatal(err)
	}
	entries := []entry{{"gosaurus", 0o755, bin}, {"LICENSE", 0o644, lic}}
	date := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, ext := range []string{".tar.gz", ".zip"} {
		var first []byte
		for i := range 2 {
			file := filepath.Join(dir, "a"+ext)
			if err := writeArchive(file, "gosaurus-1.0.0-x", date, entries); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if i == 1 && !bytes.Equal(data, first) {
				t.Errorf("%s: the same files give other bytes", ext)
			}
			first = data
			files, err := readArchive(file)
			if err != nil {
				t.Fatal(err)
			}
			if f := files["gosaurus-1.0.0-x/gosaurus"]; string(f.data) != "binary" || f.mode != 0o755 {
				t.Errorf("%s: the binary is %q, mode %v", ext, f.data, f.mode)
			}
			if f := files["gosaurus-1.0.0-x/LICENSE"]; string(f.data) != "MIT" || f.mode != 0o644 {
				t.Errorf("%s: the licence is %q, mode %v", ext, f.data, f.mode)
			}
		}
	}
}

// The gosaurus package depends on what package-lock.json pins, an alias as an alias.
func TestThemeDependencies(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", `{"dependencies": {"react": "^19.0.0", "helmet": "npm:@fork/helmet@1.3.0"}}`)
	write("package-lock.json", `{"packages": {"node_modules/react": {"version": "19.1.2"},
		"node_modules/helmet": {"name": "@fork/helmet", "version": "1.3.0"}}}`)
	deps, err := themeDependencies(dir)
	if err != nil {
		t.Fatal(err)
	}
	if deps["react"] != "19.1.2" || deps["helmet"] != "npm:@fork/helmet@1.3.0" || len(deps) != 2 {
		t.Errorf("dependencies %v", deps)
	}
	write("package.json", `{"dependencies": {"react": "^19.0.0", "nprogress": "0.2.0"}}`)
	if _, err := themeDependencies(dir); err == nil || !strings.Contains(err.Error(), "nprogress") {
		t.Errorf("a dependency the lock file lacks: %v", err)
	}
}

func TestTarballName(t *testing.T) {
	for name, want := range map[string]string{"gosaurus": "gosaurus-1.2.3.tgz", "@gosaurus/linux-x64": "gosaurus-linux-x64-1.2.3.tgz"} {
		if got := tarballName(name, "1.2.3"); got != want {
			t.Errorf("%s: %s, not %s", name, got, want)
		}
	}
}
