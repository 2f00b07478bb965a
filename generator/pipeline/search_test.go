package pipeline

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/plugins/search"
)

// TestSearchIndexOfABuild checks the search files a real build writes: a manifest for the
// docs version, naming shards that hold every doc page (and no other page) by section.
func TestSearchIndexOfABuild(t *testing.T) {
	opts := testOptions(t, "../../testdata/sites/basic")
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(res.OutDir, "search-index", "current")
	var m search.Manifest
	data, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	docs := 0
	for _, r := range res.Routes.Routes {
		if r.Doc != nil {
			docs++
		}
	}
	if m.Version != "current" || m.Pages != docs || len(m.Shards) != 1 {
		t.Fatalf("manifest %+v, want the %d docs in one shard", m, docs)
	}
	shard, err := os.ReadFile(filepath.Join(dir, m.Shards[0].File))
	if err != nil {
		t.Fatal(err)
	}
	s := string(shard)
	for _, want := range []string{`["/basic/","Introduction"]`, `"getting-around","Getting around","Code spans such as {braces}, <angle brackets>`} {
		if !strings.Contains(s, want) {
			t.Errorf("the shard lacks %s:\n%s", want, s)
		}
	}
	if strings.Contains(s, `search"`) {
		t.Error("the search page indexed itself")
	}
	if _, ok := res.Routes.Lookup(res.BaseURL + "search"); !ok {
		t.Error("no search page route")
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "search", "index.html")); err != nil {
		t.Error(err)
	}
}
