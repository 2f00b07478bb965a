package pwa

import (
	"path/filepath"
	"testing"
)

func TestNewWorker(t *testing.T) {
	site := filepath.FromSlash("/site")
	w := NewWorker(site, "/plugin", map[string]any{"debug": true, "swCustom": "src/sw.js", "injectManifestConfig": map[string]any{"globPatterns": []any{"**/*.txt"}}})
	if !w.Debug || w.Custom != filepath.Join(site, "src", "sw.js") || w.PluginDir != "/plugin" || w.InjectManifest["globPatterns"] == nil {
		t.Errorf("worker %+v", w)
	}
	if w := NewWorker(site, "/plugin", map[string]any{"swCustom": "/elsewhere/../abs/sw.js"}); w.Custom != filepath.FromSlash("/abs/sw.js") || w.Debug {
		t.Errorf("an absolute swCustom: %+v", w)
	}
	if w := NewWorker(site, "/plugin", map[string]any{}); w.Custom != "" || w.InjectManifest != nil {
		t.Errorf("no options: %+v", w)
	}
}
