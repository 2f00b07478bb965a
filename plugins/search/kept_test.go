package search

import (
	"bytes"
	"testing"
)

// A build with the shards of the build before writes the same files as one without, and
// encodes again only the shards whose pages changed.
func TestKeptShards(t *testing.T) {
	pages := func(edit string) []Page {
		var ps []Page
		for _, p := range []string{"/docs/a", "/docs/b", "/docs/c", "/docs/d"} {
			text := "text of " + p
			if p == "/docs/c" {
				text += edit
			}
			ps = append(ps, Page{Path: p, Title: p, Version: "current", Sections: []Section{{Text: text}}})
		}
		return ps
	}
	in := func(ps []Page, kept *Shards) Input {
		return Input{Versions: []string{"current"}, Pages: ps, Options: Options{ShardPages: 2}, Kept: kept}
	}
	kept := &Shards{}
	first := pages("")
	if _, err := Build(in(first, kept)); err != nil {
		t.Fatal(err)
	}
	second := pages(", edited")
	second[0].Sections = first[0].Sections // unchanged pages keep the slice the build before extracted
	second[1].Sections = first[1].Sections
	got, err := Build(in(second, kept))
	if err != nil {
		t.Fatal(err)
	}
	want, err := Build(in(pages(", edited"), nil))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d files, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i].Path != want[i].Path || !bytes.Equal(got[i].Contents, want[i].Contents) {
			t.Errorf("file %d: %s differs from a build without kept shards (%s)", i, got[i].Path, want[i].Path)
		}
	}
	prev, _ := kept.Get("current\x00/docs/a")
	if again, _ := Build(in(second, kept)); &again[0].Contents[0] != &prev.data[0] {
		t.Error("an unchanged shard was encoded again")
	}
}
