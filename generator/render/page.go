package render

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"
)

// Shell is what every page of a build shares.
type Shell struct {
	Lang            string
	Dir             string
	DefaultTheme    string // data-theme before the colour-mode script runs
	ColorModeScript string
	Favicon         string   // URL, or ""
	HeadTags        []string // the site's headTags, stylesheets and scripts, as HTML
	PreBodyTags     []string // plugins' tags at the start of <body>, as HTML
	PostBodyTags    []string // plugins' tags at the end of <body>, as HTML
	CSS             []string
	Entry           string
	Manifest        string
	Generator       string
}

// PageData is the JSON island the client entry reads.
type PageData struct {
	Route    *string `json:"route"`
	Chunk    string  `json:"chunk"`
	Manifest string  `json:"manifest"`
}

// Document assembles the HTML document of a rendered page. preloads are the URLs the page
// needs at start: its route chunk (JSON for a data route) and the chunks it imports. It returns bytes, as they
// are written: a string made bytes is a copy of every page, each build.
func (s *Shell) Document(p Page, data PageData, preloads []string) []byte {
	var b bytes.Buffer
	b.Grow(len(p.HTML) + 4096)
	b.WriteString("<!DOCTYPE html>\n<html")
	attrs := p.Head.HTMLAttributes
	if !strings.Contains(attrs, "lang=") {
		b.WriteString(` lang="` + html.EscapeString(s.Lang) + `"`)
	}
	if !strings.Contains(attrs, "dir=") {
		b.WriteString(` dir="` + html.EscapeString(s.Dir) + `"`)
	}
	if attrs != "" {
		b.WriteString(" " + attrs)
	}
	b.WriteString(` data-theme="` + html.EscapeString(s.DefaultTheme) + `">` + "\n<head>\n")
	b.WriteString(`<meta charset="UTF-8">` + "\n")
	b.WriteString(`<meta name="generator" content="` + html.EscapeString(s.Generator) + `">` + "\n")
	if !strings.Contains(p.Head.Meta, `name="viewport"`) {
		b.WriteString(`<meta name="viewport" content="width=device-width, initial-scale=1.0">` + "\n")
	}
	for _, part := range []string{p.Head.Title, p.Head.Base, p.Head.Meta, p.Head.Link} {
		if part != "" {
			b.WriteString(part + "\n")
		}
	}
	if s.Favicon != "" && !strings.Contains(p.Head.Link, `rel="icon"`) {
		b.WriteString(`<link rel="icon" href="` + html.EscapeString(s.Favicon) + `">` + "\n")
	}
	// The page's own scripts (its structured data) come before the site's head tags, as
	// Docusaurus writes the head's tags before the plugins'.
	if p.Head.Script != "" {
		b.WriteString(p.Head.Script + "\n")
	}
	for _, t := range s.HeadTags {
		b.WriteString(t + "\n")
	}
	if s.ColorModeScript != "" {
		b.WriteString("<script>" + escapeScript(s.ColorModeScript) + "</script>\n")
	}
	for _, css := range s.CSS {
		b.WriteString(`<link rel="stylesheet" href="` + html.EscapeString(css) + `">` + "\n")
	}
	// The scripts only hydrate a page that is already complete, so they ask for low priority:
	// at High, Chrome's default for them, they shared a slow connection with the stylesheet
	// that holds back the first paint (Lighthouse's simulated FCP went from 1.9-2.1 s to 0.9 s).
	for _, u := range preloads {
		if strings.HasSuffix(u, ".json") { // a data route's, fetched as fetch() asks for it
			b.WriteString(`<link rel="preload" href="` + html.EscapeString(u) + `" as="fetch" crossorigin="anonymous">` + "\n")
			continue
		}
		b.WriteString(`<link rel="modulepreload" href="` + html.EscapeString(u) + `" fetchpriority="low">` + "\n")
	}
	b.WriteString(`<script type="module" src="` + html.EscapeString(s.Entry) + `" fetchpriority="low"></script>` + "\n")
	b.WriteString("</head>\n<body")
	if p.Head.BodyAttributes != "" {
		b.WriteString(" " + p.Head.BodyAttributes)
	}
	b.WriteString(">\n")
	for _, t := range s.PreBodyTags {
		b.WriteString(t + "\n")
	}
	b.WriteString("<div id=\"__docusaurus\">")
	b.WriteString(p.HTML)
	b.WriteString("</div>\n")
	island, _ := json.Marshal(data) // json escapes <, > and &, so </script> cannot appear
	b.WriteString(`<script id="__gosaurus" type="application/json">` + string(island) + "</script>\n")
	for _, t := range s.PostBodyTags {
		b.WriteString(t + "\n")
	}
	b.WriteString("</body>\n</html>\n")
	return b.Bytes()
}

// escapeScript keeps an inline script from closing its own tag.
func escapeScript(s string) string {
	return strings.ReplaceAll(s, "</", `<\/`)
}
