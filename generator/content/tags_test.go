package content

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// One reader of tags.yml for the docs and the blog: defaults, strict keys, unique permalinks,
// and a missing file that is an error only when the option names it.
func TestReadTagsFile(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) string {
		file := filepath.Join(dir, "tags.yml")
		if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	file := write("release notes:\nguide:\n  label: The Guide\n  permalink: /the-guide\n  description: How to\n")
	defs, err := ReadTagsFile(dir, file, false)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]TagDef{
		"release notes": {Label: "Release notes", Permalink: "/release-notes"},
		"guide":         {Label: "The Guide", Permalink: "/the-guide", Description: "How to"},
	}
	if !reflect.DeepEqual(defs, want) {
		t.Errorf("got %v, want %v", defs, want)
	}
	for body, msg := range map[string]string{
		"a:\n  colour: red\n":                        `tags.yml: tag "a": yaml: unmarshal errors`,
		"a:\n  permalink: /x\nb:\n  permalink: /x\n": "tags.yml: tags have the same permalink: /x (a, b)",
		"- a\n": "tags.yml: yaml:",
	} {
		if _, err := ReadTagsFile(dir, write(body), false); err == nil || !strings.HasPrefix(err.Error(), msg) {
			t.Errorf("%q: got %v, want %s…", body, err, msg)
		}
	}
	missing := filepath.Join(dir, "none.yml")
	if defs, err := ReadTagsFile(dir, missing, false); defs != nil || err != nil {
		t.Errorf("a missing tags.yml: %v, %v; want no tags", defs, err)
	}
	if _, err := ReadTagsFile(dir, missing, true); err == nil || !strings.Contains(err.Error(), "the tags file none.yml cannot be read") {
		t.Errorf("a missing tags file the option names: %v", err)
	}
}
