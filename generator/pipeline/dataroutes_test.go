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

// buildDataAndModules builds site with its plain markdown docs as data routes (the default),
// then with every route a module, and returns both builds' files.
func buildDataAndModules(t *testing.T, site string) (data, modules map[string][]byte) {
	t.Helper()
	a := testOptions(t, site)
	b := testOptions(t, site)
	b.ModulesOnly = true
	return buildBoth(t, a, b)
}

// pageWithoutLoads is a page without what the browser is handed to load its route: its
// preloads and the route chunk in its page data, which differ between a data route and a
// module.
func pageWithoutLoads(b []byte) string {
	return pageData.ReplaceAllString(preloadLink.ReplaceAllString(string(normalize(b)), ""), "")
}

// TestDataRoutesRenderTheSamePages builds each fixture site with its plain markdown docs as
// data routes (the default) and with every route a module, and expects the same pages: what
// the browser is handed to load them (preloads, the route chunk in the page data) aside.
// Every other file of the build but the assets is the same too.
func TestDataRoutesRenderTheSamePages(t *testing.T) {
	sites, _ := filepath.Glob("../../testdata/sites/*")
	dataPages := 0
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			fa, fb := buildDataAndModules(t, site)
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
					want, got = pageWithoutLoads(fb[p]), pageWithoutLoads(fa[p])
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

// TestDataRouteUndefinedProps builds a doc whose JSX gives a component props as undefined, as
// OpenAPI generators' pages do (id={undefined}), with literal props beside: it is a data
// route, and the component is given the same props as by the doc's module, the undefined
// ones among them.
func TestDataRouteUndefinedProps(t *testing.T) {
	site := plainSite(t, map[string]string{
		"src/components/Props.js": "import React from 'react';\n\nexport default function Props(props) {\n" +
			"  const said = [Object.keys(props).join(','), String(props.id), 'label' in props ? 'has label' : 'no label', props.responses['200'].x.join('+')];\n" +
			"  return <p className=\"props\">{said.join(' ')}</p>;\n}\n",
		"docs/intro.md": "---\nslug: /\n---\n\n# Intro\n",
		"docs/api.mdx":  "import Props from '@site/src/components/Props';\n\n# API\n\n<Props\nid={undefined}\nlabel={undefined}\nresponses={{\"200\": {\"x\": [1, 2]}}}\n></Props>\n",
	})
	fa, fb := buildDataAndModules(t, site)
	got, want := fa["api/index.html"], fb["api/index.html"]
	if !strings.Contains(string(got), `/assets/data/route-`) {
		t.Errorf("the doc is no data route")
	}
	if !strings.Contains(string(want), `<p class="props">id,label,responses undefined has label 1+2</p>`) {
		t.Fatalf("the doc's module gives other props than expected:\n%s", want)
	}
	if pageWithoutLoads(got) != pageWithoutLoads(want) {
		t.Errorf("the data route renders otherwise than the module:\n%s", firstDiff(pageWithoutLoads(want), pageWithoutLoads(got)))
	}
}
