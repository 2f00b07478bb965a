package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestLastUpdateFromGit(t *testing.T) {
	dir := t.TempDir()
	git := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.email=x@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	write := func(name, body string) {
		p := filepath.Join(dir, "docs", name)
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git("init", "-q")
	write("a.md", "# A\n")
	write("sub/b.md", "# B\n")
	git("add", ".")
	git("-c", "user.name=Ann", "commit", "-q", "--date=2024-01-01T00:00:00Z", "-m", "one")
	write("sub/b.md", "# B\n\nmore\n")
	git("-c", "user.name=Bob", "commit", "-q", "-a", "-m", "two")
	write("c.md", "---\nlast_update:\n  date: 2023-05-06\n---\n# C\n")
	v := &Version{DocsDir: filepath.Join(dir, "docs"), ShowLastUpdate: lastUpdateOptions{Time: true, Author: true}}
	for _, name := range []string{"a.md", "sub/b.md", "c.md"} {
		v.Docs = append(v.Docs, &Doc{File: filepath.Join(dir, "docs", name), Source: "docs/" + name, FrontMatter: map[string]any{}})
	}
	v.Docs[2].FrontMatter["last_update"] = map[string]any{"date": "2023-05-06"}
	if err := setLastUpdate(v); err != nil {
		t.Fatal(err)
	}
	if d := v.Docs[0]; d.LastUpdatedBy != "Ann" || d.LastUpdatedAt == 0 {
		t.Errorf("a.md: %d %q", d.LastUpdatedAt, d.LastUpdatedBy)
	}
	if d := v.Docs[1]; d.LastUpdatedBy != "Bob" {
		t.Errorf("sub/b.md: %d %q", d.LastUpdatedAt, d.LastUpdatedBy)
	}
	// Untracked, but dated by its front matter.
	if d := v.Docs[2]; d.LastUpdatedAt != 1683331200000 || d.LastUpdatedBy != "" {
		t.Errorf("c.md: %d %q", d.LastUpdatedAt, d.LastUpdatedBy)
	}
	if len(v.Warnings) != 1 {
		t.Errorf("warnings = %q", v.Warnings)
	}
}
