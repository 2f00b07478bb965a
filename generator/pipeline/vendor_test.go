package pipeline

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// React is bundled once per installation: a build's browser files hold React in one vendor
// module, which every page preloads, and no other file has a copy of it.
func TestReactIsPrebundled(t *testing.T) {
	site, _ := filepath.Abs("../../testdata/sites/basic")
	opts := testOptions(t, site)
	if _, err := Run(opts); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(opts.OutDir, "assets", "js", "*.js"))
	var vendor string
	// Every minified React build reports errors with a link to this page.
	const reactMark = "react.dev/errors/"
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		isVendor := strings.HasPrefix(filepath.Base(f), "vendor.")
		if isVendor {
			vendor = filepath.Base(f)
		}
		if has := bytes.Contains(data, []byte(reactMark)); has != isVendor {
			t.Errorf("%s: holds React: %v", filepath.Base(f), has)
		}
	}
	if vendor == "" {
		t.Fatalf("no vendor module among %d scripts", len(files))
	}
	pages, _ := filepath.Glob(filepath.Join(opts.OutDir, "*", "index.html"))
	if len(pages) == 0 {
		t.Fatal("no pages")
	}
	for _, p := range pages {
		html, _ := os.ReadFile(p)
		if !bytes.Contains(html, []byte(`<link rel="modulepreload" href="/basic/assets/js/`+vendor+`"`)) {
			t.Errorf("%s does not preload %s", p, vendor)
		}
	}
	kept, _ := filepath.Glob("../../node_modules/.cache/gosaurus/vendor-*/vendor.json")
	if len(kept) == 0 {
		t.Error("the vendor bundles are not kept in node_modules/.cache/gosaurus")
	}
}
