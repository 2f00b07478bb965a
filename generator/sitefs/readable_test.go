//go:build linux

package sitefs

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A site's content and code read regular files of its repository, of node_modules folders
// above it and of the folders given; nothing else, whatever the path says or links to.
func TestReadable(t *testing.T) {
	root := t.TempDir()
	for _, rel := range []string{
		"repo/website/docs/intro.md", "repo/docs/shared.md", "node_modules/pkg/index.js",
		"allowed/notes.md", "secret/key.txt", "repo/.env.local", "repo/website/.env", "repo/.hg/store/data",
	} {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("text"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A worktree's .git is a file.
	if err := os.WriteFile(filepath.Join(root, "repo", ".git"), []byte("gitdir: elsewhere\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(root, "repo", "website")
	links := map[string]string{"key.txt": filepath.Join(root, "secret", "key.txt"), "env": "/proc/self/environ", "null": "/dev/null"}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(site, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(site, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := NewReadable(site, []string{filepath.Join(root, "allowed")})
	if r.Project != filepath.Join(root, "repo") {
		t.Errorf("Project = %s, want the folder with .git", r.Project)
	}
	for rel, want := range map[string]string{
		"repo/website/docs/intro.md": "", "repo/docs/shared.md": "", "node_modules/pkg/index.js": "", "allowed/notes.md": "",
		"repo/website/docs/../../../secret/key.txt": "reads outside the project", "repo/website/key.txt": "reads outside the project",
		"repo/website/env": "special file", "repo/website/null": "special file", "repo/website/fifo": "special file",
		"repo/website/missing.md": "cannot be read",
		// Inside the project, and still never published: secrets and a repository's history.
		"repo/.env.local": "environment file", "repo/website/.env": "environment file", "repo/.hg/store/data": "repository folder",
	} {
		err := r.Check(filepath.Join(root, rel))
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("Check(%s) = %v, want %q", rel, err, want)
		}
	}
	for _, p := range []string{"/proc/self/environ", "/dev/zero", "/sys/kernel/mm/transparent_hugepage/enabled"} {
		if err := NewReadable("/", nil).Check(p); err == nil {
			t.Errorf("Check(%s) with the whole disk the project is nil", p)
		}
	}
}
