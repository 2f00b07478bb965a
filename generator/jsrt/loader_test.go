package jsrt

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

func load(t *testing.T, name string, opts Options) (any, error) {
	t.Helper()
	file, _ := filepath.Abs(filepath.Join("testdata", "cfg", name))
	l := NewLoader(opts)
	v, err := l.Require(file)
	if err != nil {
		return nil, err
	}
	if fn, ok := goja.AssertFunction(v); ok {
		if v, err = l.Call(fn); err != nil {
			return nil, err
		}
	}
	out, _ := Plain(v)
	return out, nil
}

func TestESMAsyncConfigWithImports(t *testing.T) {
	got, err := load(t, "esm.config.mjs", Options{Env: map[string]string{"GOSAURUS_TEST_VALUE": "from-env"}})
	if err != nil {
		t.Fatal(err)
	}
	m := got.(map[string]any)
	if m["title"] != "Hello docs" || m["env"] != "from-env" || m["here"] != true {
		t.Errorf("config = %v", m)
	}
}

func TestRequireResolveAndPath(t *testing.T) {
	got, err := load(t, "resolve.config.js", Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	m := got.(map[string]any)
	if !strings.HasSuffix(m["sidebar"].(string), filepath.Join("cfg", "lib", "helper.ts")) || m["path"] != "a/b" {
		t.Errorf("config = %v", m)
	}
}

func TestEndlessConfigIsInterrupted(t *testing.T) {
	start := time.Now()
	_, err := load(t, "loop.config.js", Options{Env: map[string]string{}, Timeout: 200 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "did not finish within 200ms") {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("took %s", time.Since(start))
	}
}

func TestNodeOnlyModulesAreRefusedClearly(t *testing.T) {
	_, err := load(t, "fs.config.js", Options{Env: map[string]string{}})
	if err == nil || !strings.Contains(err.Error(), `Node's "fs" module is not available in gosaurus configs`) {
		t.Fatalf("err = %v", err)
	}
}

// A required JSON file, like a JS object, keeps the written order of its keys (versioned
// sidebars and sidebars.json list their sidebars and shorthand categories that way); bad JSON
// is an error naming the file.
func TestJSONKeepsKeyOrder(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sidebars.json")
	if err := os.WriteFile(file, []byte(`{"zeta": {"Zed": ["a"], "Alpha": ["b"]}, "alpha": [], "mid": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 5 { // Go maps would give a different order from one run to the next
		v, err := NewLoader(Options{}).Require(file)
		if err != nil {
			t.Fatal(err)
		}
		order := KeyOrder(v)
		if got := strings.Join(order[""], " "); got != "zeta alpha mid" {
			t.Fatalf("keys = %s", got)
		}
		if got := strings.Join(order["zeta"], " "); got != "Zed Alpha" {
			t.Fatalf("keys of zeta = %s", got)
		}
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"a": }`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := NewLoader(Options{}).Require(bad); err == nil || !strings.Contains(err.Error(), "bad.json: invalid JSON: SyntaxError") {
		t.Errorf("error = %v", err)
	}
}
