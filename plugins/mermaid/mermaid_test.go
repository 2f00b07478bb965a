package mermaid_test

import (
	"strings"
	"testing"

	"gosaurus/plugins/mermaid"
	"gosaurus/plugins/plugintest"
	"gosaurus/plugins/registry"
)

// With markdown.mermaid, the theme loads the site's mermaid package in the browser; without
// the package it stays out with one warning, and without markdown.mermaid it does nothing, as
// Docusaurus then shows diagrams as code.
func TestMermaidTheme(t *testing.T) {
	pkg := map[string]string{"node_modules/mermaid/package.json": `{"name": "mermaid", "main": "index.js"}`, "node_modules/mermaid/index.js": "\n"}
	for _, c := range []struct {
		name, body string
		files      map[string]string
		on         bool
		warning    string
	}{
		{"installed", `markdown: {mermaid: true}, themes: ['@docusaurus/theme-mermaid']`, pkg, true, ""},
		{"off", `themes: ['@docusaurus/theme-mermaid']`, pkg, false, ""},
		{"missing", `markdown: {mermaid: true}, themes: ['mermaid']`, nil, false,
			"docusaurus.config.js: themes[0]: @docusaurus/theme-mermaid: the mermaid package is not installed, so mermaid diagrams are shown as their source code; run npm install in the site folder"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, list, warnings, err := plugintest.Site(t, registry.Plugins, c.body, c.files)
			if err != nil {
				t.Fatal(err)
			}
			p, on := plugintest.Find[*mermaid.Plugin](list)
			if on != c.on || strings.Join(warnings, "\n") != c.warning {
				t.Errorf("on %v, warnings %q; want %v, %q", on, warnings, c.on, c.warning)
			}
			if on && !strings.Contains(p.Client().Generated["@generated/optional/mermaid"].Browser, `import("mermaid")`) {
				t.Errorf("no mermaid loader: %+v", p.Client())
			}
		})
	}
}
