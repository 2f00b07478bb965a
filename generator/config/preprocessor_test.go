package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

func loadConfig(t *testing.T, markdown string) (*Config, error) {
	t.Helper()
	dir := t.TempDir()
	src := "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', markdown: " + markdown + "};\n"
	if err := os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return Load(dir, jsrt.Options{Env: map[string]string{}})
}

// markdown.preprocessor is kept callable after the config is loaded, not dropped as the
// functions that cannot reach a static site are.
func TestMarkdownPreprocessor(t *testing.T) {
	cfg, err := loadConfig(t, "{preprocessor: ({filePath, fileContent}) => fileContent.replace('@V@', filePath.split('/').pop())}")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.MarkdownPreprocessor == nil {
		t.Fatal("no preprocessor")
	}
	for _, w := range cfg.Warnings {
		if strings.Contains(w, "preprocessor") {
			t.Errorf("warning about the preprocessor: %s", w)
		}
	}
	out, err := cfg.MarkdownPreprocessor("/site/docs/a.md", []byte("Version @V@."))
	if err != nil || string(out) != "Version a.md." {
		t.Errorf("preprocessed %q, %v", out, err)
	}

	cfg, err = loadConfig(t, "{preprocessor: () => 42}")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.MarkdownPreprocessor("/site/docs/a.md", nil); err == nil || !strings.Contains(err.Error(), "must return a string") {
		t.Errorf("a number returned: err = %v", err)
	}
	cfg, err = loadConfig(t, "{preprocessor: () => { throw new Error('boom') }}")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.MarkdownPreprocessor("/site/docs/a.md", nil); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("a throwing preprocessor: err = %v", err)
	}
	if _, err := loadConfig(t, "{preprocessor: 'x'}"); err == nil || !strings.Contains(err.Error(), "markdown.preprocessor: must be a function") {
		t.Errorf("a string preprocessor: err = %v", err)
	}
	if cfg, err := loadConfig(t, "{format: 'detect'}"); err != nil || cfg.MarkdownPreprocessor != nil {
		t.Errorf("no preprocessor: %v, %v", cfg, err)
	}
}
