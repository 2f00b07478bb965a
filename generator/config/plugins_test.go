package config

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"gosaurus/generator/jsrt"
)

func writeSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The plugins and themes entries a config that ran in Node wrote as functions come back from
// Node left out of their lists; they are put back as null so that the other entries keep their
// indexes.
func TestFunctionSlotsPutBack(t *testing.T) {
	config := map[string]any{
		"plugins": []any{"a", []any{map[string]any{"o": 1.0}}, "b"},
		"themes":  []any{"t"},
	}
	withFunctionSlots(config, []string{"plugins[0]", "plugins[2][0]", "plugins[4]", "plugins[2][1].fn", "themes[1]", "themes[2]"})
	want := map[string]any{
		"plugins": []any{nil, "a", nil, "b", nil},
		"themes":  []any{"t", nil, nil},
	}
	if !reflect.DeepEqual(config, want) {
		t.Errorf("got %v, want %v", config, want)
	}
	entries := pluginEntriesOfData(config, []string{"plugins[0]", "plugins[2][0]", "plugins[4]", "themes[1]", "themes[2]"})
	var keys []string
	for _, e := range entries {
		keys = append(keys, fmt.Sprintf("%s:%s:%v", e.Key, e.Name, e.InNode))
	}
	if want := []string{"plugins[0]::true", "plugins[1]:a:false", "plugins[2]::true", "plugins[3]:b:false", "plugins[4]::true", "themes[0]:t:false", "themes[1]::true", "themes[2]::true"}; !slices.Equal(keys, want) {
		t.Errorf("entries %q, want %q", keys, want)
	}
}

// needNode fails the test when node is not on the PATH: make test installs and needs Node.js.
func needNode(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on the PATH; make test installs and needs Node.js")
	}
}

// Plugins find the build folder in their context's outDir: <site>/build, or the folder the
// build was given (gofiber's llms plugin wrote into <site>/build under --out-dir), with the
// locale's folder for other locales.
func TestPluginContextOutDir(t *testing.T) {
	dir := writeSite(t, map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/'};\n"})
	for _, c := range []struct{ out, want string }{
		{"", filepath.Join(dir, "build")},
		{filepath.Join(dir, "elsewhere"), filepath.Join(dir, "elsewhere")},
	} {
		cfg, err := LoadFor(dir, Build{OutDir: c.out}, jsrt.Options{Env: map[string]string{}})
		if err != nil {
			t.Fatal(err)
		}
		if got := cfg.PluginContext()["outDir"]; got != c.want {
			t.Errorf("out dir %q: context.outDir %v, want %s", c.out, got, c.want)
		}
		cfg.Close()
	}
}
