package search

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func doc(body string) string {
	return `<nav>x</nav><div class="theme-doc-markdown markdown">` + body + `</div>`
}

func decode[T any](t *testing.T, f File) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(f.Contents, &v); err != nil {
		t.Fatalf("%s: %v", f.Path, err)
	}
	return v
}

func TestBuildWritesManifestAndShards(t *testing.T) {
	in := Input{Versions: []string{"current"}, Pages: []Page{
		{Path: "/b", Title: "B", Version: "current", HTML: doc(`<p>bee</p><h2 id="x">X</h2><p>ex</p>`)},
		{Path: "/a", Title: "A", Version: "current", HTML: doc(`<p>ay &lt;tag&gt;</p>`)},
		{Path: "/hidden", Title: "H", Version: "current", FrontMatter: map[string]any{"unlisted": true}, HTML: doc(`<p>secret</p>`)},
		{Path: "/optout", Title: "O", Version: "current", FrontMatter: map[string]any{"search": false}, HTML: doc(`<p>secret</p>`)},
		{Path: "/listed", Title: "L", Version: "current", FrontMatter: map[string]any{"unlisted": false, "search": true}, HTML: doc(`<p>shown</p>`)},
	}}
	files, err := Build(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 {
		t.Fatalf("want one shard and a manifest, got %d files", len(files))
	}
	shard, manifest := files[0], files[1]
	if manifest.Path != "search-index/current/manifest.json" {
		t.Errorf("manifest at %s", manifest.Path)
	}
	m := decode[Manifest](t, manifest)
	if m.Format != Format || m.Version != "current" || m.Pages != 3 || m.Sections != 4 || len(m.Shards) != 1 {
		t.Errorf("manifest %+v", m)
	}
	if want := "search-index/current/" + m.Shards[0].File; shard.Path != want || !strings.HasPrefix(m.Shards[0].File, "shard-0.") {
		t.Errorf("shard at %s, manifest names %s", shard.Path, m.Shards[0].File)
	}
	if m.Shards[0].Bytes != len(shard.Contents) {
		t.Errorf("manifest says %d bytes, shard has %d", m.Shards[0].Bytes, len(shard.Contents))
	}
	if strings.Contains(string(shard.Contents), "secret") {
		t.Error("an unlisted or search: false page was indexed")
	}
	if !strings.Contains(string(shard.Contents), `"ay <tag>"`) {
		t.Errorf("text is stored unescaped: %s", shard.Contents)
	}
	d := decode[shardData](t, shard)
	wantPages := [][2]string{{"/a", "A"}, {"/b", "B"}, {"/listed", "L"}}
	if !reflect.DeepEqual(d.Pages, wantPages) {
		t.Errorf("pages %v, want %v (sorted by path)", d.Pages, wantPages)
	}
	if got := fmt.Sprint(d.Sections); got != "[[0   ay <tag> ] [1   bee ] [1 x X ex ] [2   shown ]]" {
		t.Errorf("sections %s", got)
	}
}

func TestBuildShardsAndVersions(t *testing.T) {
	var pages []Page
	for i := range 7 {
		pages = append(pages, Page{Path: fmt.Sprintf("/p%d", i), Title: "P", Version: "current", HTML: doc(`<p>t</p><h2 id="h">H</h2><p>u</p>`)})
	}
	pages = append(pages, Page{Path: "/old", Title: "Old", Version: "1.0", HTML: doc(`<p>v1</p>`)})
	files, err := Build(Input{Versions: []string{"current", "1.0", "2.0"}, Pages: pages, Options: Options{ShardPages: 3}})
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]File{}
	for _, f := range files {
		byPath[f.Path] = f
	}
	cur := decode[Manifest](t, byPath["search-index/current/manifest.json"])
	if len(cur.Shards) != 3 || cur.Pages != 7 || cur.Sections != 14 {
		t.Fatalf("current: %+v", cur)
	}
	for i, s := range cur.Shards {
		if s.Base != i*6 || s.Pages != min(3, 7-i*3) {
			t.Errorf("shard %d: %+v", i, s)
		}
		if _, ok := byPath["search-index/current/"+s.File]; !ok {
			t.Errorf("shard %s not written", s.File)
		}
	}
	if old := decode[Manifest](t, byPath["search-index/1.0/manifest.json"]); old.Pages != 1 {
		t.Errorf("1.0: %+v", old)
	}
	if empty := decode[Manifest](t, byPath["search-index/2.0/manifest.json"]); empty.Pages != 0 || len(empty.Shards) != 0 {
		t.Errorf("a version without pages gets an empty manifest: %+v", empty)
	}

	again, _ := Build(Input{Versions: []string{"2.0", "1.0", "current"}, Pages: append(pages[4:], pages[:4]...), Options: Options{ShardPages: 3}})
	if !reflect.DeepEqual(files, again) {
		t.Error("the index depends on the order of the input")
	}
}

func TestBuildShardBytes(t *testing.T) {
	big := doc("<p>" + strings.Repeat("word ", 300) + "</p>")
	var pages []Page
	for i := range 4 {
		pages = append(pages, Page{Path: fmt.Sprintf("/p%d", i), Title: "P", Version: "v", HTML: big})
	}
	files, err := Build(Input{Pages: pages, Options: Options{ShardBytes: 2000}})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 3 { // two pages of 1,500 bytes per shard, then the manifest
		t.Errorf("got %d files, want 2 shards and a manifest", len(files))
	}
}

func TestBuildNeedsVersion(t *testing.T) {
	if _, err := Build(Input{Pages: []Page{{Path: "/x"}}}); err == nil || !strings.Contains(err.Error(), "/x") {
		t.Errorf("want an error naming the page, got %v", err)
	}
}

// With a cache, a build of two versions writes what a build without one writes, and the next
// build splits again only the page whose HTML changed.
func TestBuildWithCache(t *testing.T) {
	pages := func(text string) []Page {
		return []Page{
			{Path: "/a", Title: "A", Version: "current", HTML: doc(`<p>` + text + `</p><h2 id="h">H</h2><p>u</p>`)},
			{Path: "/b", Title: "B", Version: "current", HTML: doc(`<p>unchanged</p>`)},
			{Path: "/old", Title: "Old", Version: "1.0", HTML: doc(`<p>v1</p>`)},
		}
	}
	cache := NewCache()
	for _, text := range []string{"first", "edited", "edited"} {
		got, err := Build(Input{Versions: []string{"current", "1.0"}, Pages: pages(text), Cache: cache})
		if err != nil {
			t.Fatal(err)
		}
		want, err := Build(Input{Versions: []string{"current", "1.0"}, Pages: pages(text)})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the build with a cache differs from the build without", text)
		}
		if len(cache.pages) != 3 {
			t.Errorf("%s: the cache holds %d pages, want the build's 3", text, len(cache.pages))
		}
	}
}
