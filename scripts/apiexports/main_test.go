package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// exportsOf follows a module's own re-exports (named and *), leaves packages and styles out,
// and lists the names sorted.
func TestExportsOfFollowsReExports(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"index.js": "import './styles.css';\nexport {useA, B as Renamed} from './a';\nexport * from './more.jsx';\nexport {default as useThing} from 'some-package';\nexport const local = 1;\n",
		"a.js":     "import React from 'react';\nexport function useA() { return React; }\nexport const B = () => <div />;\nexport const notReExported = 2;\n",
		"more.jsx": "export function useMore() {}\nexport default function Ignored() {}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := exportsOf(filepath.Join(dir, "index.js"))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Renamed", "local", "useA", "useMore", "useThing"}; !slices.Equal(got, want) {
		t.Errorf("exports %q, want %q", got, want)
	}
	if d := diff([]string{"a", "b", "c"}, []string{"b"}); !slices.Equal(d, []string{"a", "c"}) {
		t.Errorf("diff = %q", d)
	}
}
