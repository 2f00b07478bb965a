package server

import (
	"context"
	"gosaurus/generator/jsrt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/build"
)

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if d.Name() == "golden" || d.Name() == "build" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if cond() {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

// The dev server rebuilds on save, shows a broken file's error over the last good page, and
// recovers when the file is fixed.
func TestDevServerRebuildsAndSurvivesErrors(t *testing.T) {
	root, _ := filepath.Abs("../..")
	site := t.TempDir()
	copyTree(t, filepath.Join(root, "testdata", "sites", "basic"), site)
	dev := &Dev{Opts: build.Options{SiteDir: site, ThemeDir: filepath.Join(root, "theme-classic", "src"),
		NodePaths: []string{filepath.Join(root, "node_modules")}, JS: jsrt.Options{Env: map[string]string{}}}, Log: io.Discard}
	h, err := dev.Start()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = dev.Watch(ctx) }()
	time.Sleep(200 * time.Millisecond) // let the watcher register the folders

	page := srv.URL + "/basic/docs/intro"
	if code, body := get(t, page); code != 200 || !strings.Contains(body, "Welcome to the fixture") {
		t.Fatalf("first build: %d", code)
	}
	doc := filepath.Join(site, "docs", "intro.md")
	orig, _ := os.ReadFile(doc)
	if err := os.WriteFile(doc, []byte(strings.Replace(string(orig), "Welcome to the fixture", "Edited while serving", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the edit to show", func() bool { _, b := get(t, page); return strings.Contains(b, "Edited while serving") })

	if err := os.WriteFile(doc, []byte("---\ntitle: [unclosed\n---\n\nBroken.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the error overlay", func() bool {
		_, b := get(t, page)
		return strings.Contains(b, "gosaurus-error") && strings.Contains(b, "docs/intro.md:2: invalid front matter")
	})
	if _, b := get(t, page); !strings.Contains(b, "Edited while serving") {
		t.Error("the last good build is no longer served")
	}
	if err := os.WriteFile(doc, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "recovery", func() bool {
		_, b := get(t, page)
		return strings.Contains(b, "Welcome to the fixture") && !strings.Contains(b, "gosaurus-error")
	})
}
