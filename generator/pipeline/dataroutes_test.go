package pipeline

import (
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var (
	preloadLink = regexp.MustCompile(`(?m)^<link rel="(?:module)?preload"[^>]*>\n`)
	pageData    = regexp.MustCompile(`<script id="__gosaurus"[^<]*</script>`)
)

// TestDataRoutesRenderTheSamePages builds each fixture site with its plain markdown docs as
// data routes (the default) and with every route a module, and expects the same pages: what
// the browser is handed to load them (preloads, the route chunk in the page data) aside.
// Every other file of the build but the assets is the same too.
func TestDataRoutesRenderTheSamePages(t *testing.T) {
	sites, _ := filepath.Glob("../../testdata/sites/*")
	dataPages := 0
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			a := testOptions(t, site)
			b := testOptions(t, site)
			b.ModulesOnly = true
			fa, fb := buildBoth(t, a, b)
			page := func(b []byte) string {
				return pageData.ReplaceAllString(preloadLink.ReplaceAllString(string(normalize(b)), ""), "")
			}
			for _, p := range slices.Sorted(maps.Keys(fb)) {
				if slash := "/" + filepath.ToSlash(p); strings.Contains(slash, "/assets/") {
					continue // a locale's too
				}
				if _, ok := fa[p]; !ok {
					t.Errorf("%s: only with every route a module", p)
					continue
				}
				want, got := string(normalize(fb[p])), string(normalize(fa[p]))
				if strings.HasSuffix(p, ".html") || strings.HasSuffix(p, ".htm") {
					want, got = page(fb[p]), page(fa[p])
					if strings.Contains(string(fa[p]), `/assets/data/route-`) {
						dataPages++
					}
				}
				if want != got {
					t.Errorf("%s differs with data routes:\n%s", p, firstDiff(want, got))
				}
			}
		})
	}
	// The fixtures' plain docs are data routes: the test compares something.
	if dataPages < 20 {
		t.Errorf("%d pages of the fixtures load a data route, want at least 20", dataPages)
	}
}
