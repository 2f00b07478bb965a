// Package plugintest holds what the plugins' tests check the same way in each plugin. It is
// no part of the plugin contract: it loads sites with generator/config.
package plugintest

import (
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/plugin"
)

// SharedContent is the content s shares as a JavaScript plugin receives it, JSON, once s has
// been checked to share it under the instance id.
func SharedContent(t *testing.T, s plugin.ContentSharer, id string) []byte {
	t.Helper()
	if got := s.InstanceID(); got != id {
		t.Errorf("InstanceID() = %q, want %q", got, id)
	}
	data, err := json.Marshal(s.Content())
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Site is a site of files (by slash path) with the config body (what goes between the braces
// of module.exports, beside its title, url and baseUrl) in docusaurus.config.js, and the
// plugins that plugins (plugins/registry's Plugins, which this package cannot import) makes of
// its config; warnings are the config's and the plugins'. Its error is the config's or a
// plugin's options refused.
func Site(t *testing.T, plugins pluginenv.Registry, body string, files map[string]string) (cfg *config.Config, list []plugin.Plugin, warnings []string, err error) {
	t.Helper()
	files = maps.Clone(files)
	if files == nil {
		files = map[string]string{}
	}
	files["docusaurus.config.js"] = "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', " + body + "};\n"
	dir := Write(t, files)
	js := jsrt.Options{Env: map[string]string{}} // the config and the plugins see no environment
	if cfg, err = config.Load(dir, js); err != nil {
		return nil, nil, nil, err
	}
	t.Cleanup(cfg.Close)
	warnings = slices.Clone(cfg.Warnings)
	list, err = plugins(cfg, pluginenv.Env{Warn: func(w string) { warnings = append(warnings, w) }, JS: js})
	return cfg, list, warnings, err
}

// Write writes files (by slash path) into a folder of the test's, which it returns.
func Write(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// NeedNode fails the test where Node, which it runs plugins in, is not installed.
func NeedNode(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
}

// Find is the first plugin of list of type P, and whether there is one.
func Find[P plugin.Plugin](list []plugin.Plugin) (P, bool) {
	for _, p := range list {
		if x, ok := p.(P); ok {
			return x, true
		}
	}
	var none P
	return none, false
}
