// Package head is the model of the tags that the config and plugins add to every page, as
// Docusaurus's headTags and injectHtmlTags give them. It is part of the plugin contract and
// imports nothing of the project.
package head

import (
	"html"
	"maps"
	"slices"
	"strings"
)

// Tag is an element added to every page, in its <head> or <body>: from the config's
// headTags, scripts and stylesheets, or a plugin's injectHtmlTags.
type Tag struct {
	Name       string
	Attributes map[string]string
	InnerHTML  string
	Raw        string // HTML as a plugin's injectHtmlTags gave it, written as it is
}

// HTML writes the tag, its attributes in a stable order.
func (t Tag) HTML() string {
	if t.Raw != "" {
		return t.Raw
	}
	var b strings.Builder
	b.WriteString("<" + t.Name)
	for _, k := range slices.Sorted(maps.Keys(t.Attributes)) {
		v := t.Attributes[k]
		if v == "" {
			b.WriteString(" " + k)
			continue
		}
		b.WriteString(" " + k + `="` + html.EscapeString(v) + `"`)
	}
	b.WriteString(">")
	switch t.Name {
	case "meta", "link", "base":
		return b.String()
	}
	return b.String() + t.InnerHTML + "</" + t.Name + ">"
}
