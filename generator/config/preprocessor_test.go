package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

func loadConfig(t *testing.T, markdown string) (*Config, error) {
	return loadConfigIn(t, "", markdown)
}

// inNode starts a config that only Node runs (an astral Unicode escape, which the embedded
// engine's parser cannot read; see TestConfigBeyondTheEngineRunsInNode).
const inNode = "const astral = '\\u{10FFFF}';\n"

// loadConfigIn loads a config whose markdown is given, after the line first.
func loadConfigIn(t *testing.T, first, markdown string) (*Config, error) {
	t.Helper()
	dir := t.TempDir()
	src := first + "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', markdown: " + markdown + "};\n"
	if err := os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return Load(dir, jsrt.Options{Env: map[string]string{}})
}

// markdown.preprocessor is kept callable after the config is loaded, not dropped as the
// functions that cannot reach a static site are, where the config ran: in the embedded
// engine or in Node.
func TestMarkdownPreprocessor(t *testing.T) {
	for _, first := range []string{"", inNode} {
		cfg, err := loadConfigIn(t, first, "{preprocessor: ({filePath, fileContent}) => fileContent.replace('@V@', filePath.split('/').pop())}")
		if err != nil {
			t.Fatal(err)
		}
		if cfg.MarkdownPreprocessor == nil {
			t.Fatalf("%q: no preprocessor", first)
		}
		for _, w := range cfg.Warnings {
			if strings.Contains(w, "preprocessor") {
				t.Errorf("%q: warning about the preprocessor: %s", first, w)
			}
		}
		out, err := cfg.MarkdownPreprocessor("/site/docs/a.md", []byte("Version @V@."))
		if err != nil || string(out) != "Version a.md." {
			t.Errorf("%q: preprocessed %q, %v", first, out, err)
		}

		cfg, err = loadConfigIn(t, first, "{preprocessor: () => 42}")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cfg.MarkdownPreprocessor("/site/docs/a.md", nil); err == nil || !strings.Contains(err.Error(), "must return a string") {
			t.Errorf("%q: a number returned: err = %v", first, err)
		}
		cfg, err = loadConfigIn(t, first, "{preprocessor: () => { throw new Error('boom') }}")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cfg.MarkdownPreprocessor("/site/docs/a.md", nil); err == nil || !strings.Contains(err.Error(), "boom") {
			t.Errorf("%q: a throwing preprocessor: err = %v", first, err)
		}
		if _, err := loadConfigIn(t, first, "{preprocessor: 'x'}"); err == nil || !strings.Contains(err.Error(), "markdown.preprocessor: must be a function") {
			t.Errorf("%q: a string preprocessor: err = %v", first, err)
		}
		if cfg, err := loadConfigIn(t, first, "{format: 'detect'}"); err != nil || cfg.MarkdownPreprocessor != nil {
			t.Errorf("%q: no preprocessor: %v, %v", first, cfg, err)
		}
	}
}
