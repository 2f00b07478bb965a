package bundle

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCJSExportNames: the facade of react and react/jsx-runtime exports what React's builds
// assign to exports, for the React 19 the theme installs and a React 18 (the checkout's
// react-18); an entry laid out otherwise gets no facade.
func TestCJSExportNames(t *testing.T) {
	root, _ := filepath.Abs("../..")
	cases := []struct {
		entry string
		want  []string
	}{
		{"node_modules/react/index.js", []string{"Children", "createElement", "useState", "useSyncExternalStore", "version"}},
		{"node_modules/react/jsx-runtime.js", []string{"Fragment", "jsx", "jsxs"}},
		{"node_modules/react-18/index.js", []string{"Children", "createElement", "useState", "version"}},
	}
	for _, c := range cases {
		entry := filepath.Join(root, filepath.FromSlash(c.entry))
		if _, err := os.Stat(entry); err != nil {
			t.Skipf("%s is not installed (npm ci installs it)", c.entry)
		}
		got := cjsExportNames(entry)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: no %q in %v", c.entry, w, got)
			}
		}
		if slices.Contains(got, "default") {
			t.Errorf("%s: %q among the names", c.entry, "default")
		}
	}

	dir, write := treeWriter(t)
	write("other/index.js", "module.exports = require('./lib/main.js');\n")
	write("other/lib/main.js", "exports.a = 1;\n")
	if got := cjsExportNames(filepath.Join(dir, "other", "index.js")); got != nil {
		t.Errorf("an entry without ./cjs/ builds: %v, want no facade", got)
	}
	write("broken/index.js", "module.exports = require('./cjs/missing.js');\n")
	if got := cjsExportNames(filepath.Join(dir, "broken", "index.js")); got != nil {
		t.Errorf("an entry whose build is missing: %v, want no facade", got)
	}

	src := reactFacade("react", []string{"createElement", "useState"})
	for _, want := range []string{`import m from "react";`, "export default m;", "export const {createElement, useState} = m;"} {
		if !strings.Contains(src, want) {
			t.Errorf("facade %q: no %q", src, want)
		}
	}
}
