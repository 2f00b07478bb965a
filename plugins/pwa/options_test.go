package pwa

import (
	"path/filepath"
	"testing"

	"gosaurus/generator/config"
)

func TestReadOptions(t *testing.T) {
	site := filepath.FromSlash("/site")
	read := func(opts map[string]any) (*Worker, error) {
		return ReadOptions("docusaurus.config.js", site, config.PluginEntry{Key: "plugins[0]", Options: opts, Dir: "/plugin"})
	}
	w, err := read(map[string]any{"debug": true, "swCustom": "src/sw.js", "injectManifestConfig": map[string]any{"globPatterns": []any{"**/*.txt"}}})
	if err != nil || !w.Debug || w.Custom != filepath.Join(site, "src", "sw.js") || w.PluginDir != "/plugin" || w.InjectManifest["globPatterns"] == nil {
		t.Errorf("worker %+v, %v", w, err)
	}
	if w, err := read(map[string]any{"swCustom": "/elsewhere/../abs/sw.js"}); err != nil || w.Custom != filepath.FromSlash("/abs/sw.js") || w.Debug {
		t.Errorf("an absolute swCustom: %+v, %v", w, err)
	}
	if w, err := read(map[string]any{}); err != nil || w.Custom != "" || w.InjectManifest != nil {
		t.Errorf("no options: %+v, %v", w, err)
	}
	// A wrong type was ignored before; Docusaurus's schema rejects it.
	for opts, want := range map[string]map[string]any{
		"docusaurus.config.js: plugins[0].debug: must be true or false, got a string":            {"debug": "yes"},
		"docusaurus.config.js: plugins[0].injectManifestConfig: must be an object, got an array": {"injectManifestConfig": []any{}},
	} {
		if _, err := read(want); err == nil || err.Error() != opts {
			t.Errorf("%v: got %v, want %s", want, err, opts)
		}
	}
}
