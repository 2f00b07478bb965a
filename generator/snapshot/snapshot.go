// Package snapshot reduces a built page to the facts a reader sees — title, headings, table of
// contents, sidebar, breadcrumbs, pagination and text — and its structured data for search
// engines (JSON-LD) as a small stable text, independent of
// hashes, class-name suffixes and the generator that built it. Two builds (gosaurus's, or
// Docusaurus's own) can then be compared route by route.
package snapshot

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/net/html"
)

// Page is the snapshot of one route.
type Page struct {
	Route       string
	Title       string
	Description string
	Canonical   string
	Meta        []string // "lang en", "docusaurus_version 1.0", …: the locale and version facts
	Navbar      []string // "Label -> href" of each navbar link, dropdown items included
	Version     string   // the version banner and badge texts
	H1          string
	Headings    []string // "h2 #id Text"
	TOC         []string // "  #id Text", indented by nesting
	Sidebar     []string // "  [category, expanded] Label -> href", indented by nesting
	Breadcrumbs []string
	Previous    string // "Label -> href"
	Next        string
	Posts       []string // blog posts shown: "Title -> link | date | authors | tags"
	Text        string   // the article's text, whitespace folded
	EditURL     string
	JSONLD      string // the page's structured data: each ld+json script's JSON, keys sorted, indented
}

// Fields lists a page's fields in the order they are written and compared.
func (p *Page) Fields() [][2]string {
	return [][2]string{
		{"title", p.Title},
		{"description", p.Description},
		{"canonical", p.Canonical},
		{"meta", strings.Join(p.Meta, "\n")},
		{"navbar", strings.Join(p.Navbar, "\n")},
		{"version", p.Version},
		{"h1", p.H1},
		{"headings", strings.Join(p.Headings, "\n")},
		{"toc", strings.Join(p.TOC, "\n")},
		{"sidebar", strings.Join(p.Sidebar, "\n")},
		{"breadcrumbs", strings.Join(p.Breadcrumbs, " > ")},
		{"previous", p.Previous},
		{"next", p.Next},
		{"posts", strings.Join(p.Posts, "\n")},
		{"text", wrap(p.Text, 100)},
		{"edit", p.EditURL},
		{"jsonld", p.JSONLD},
	}
}

// Format writes the snapshot as text: one "field:" header per field, its value indented below.
func (p *Page) Format() string {
	var b strings.Builder
	fmt.Fprintf(&b, "route: %s\n", p.Route)
	for _, f := range p.Fields() {
		b.WriteString(f[0] + ":\n")
		if f[1] != "" {
			for _, line := range strings.Split(f[1], "\n") {
				b.WriteString("  " + line + "\n")
			}
		}
	}
	return b.String()
}

// Parse reads a snapshot written by Format.
func Parse(text string) (*Page, error) {
	p := &Page{}
	fields := map[string][]string{}
	var current string
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "route: "):
			p.Route = strings.TrimPrefix(line, "route: ")
		case strings.HasPrefix(line, "  "):
			if current == "" {
				return nil, fmt.Errorf("value line before any field: %q", line)
			}
			fields[current] = append(fields[current], line[2:])
		case strings.HasSuffix(line, ":"):
			current = strings.TrimSuffix(line, ":")
		default:
			return nil, fmt.Errorf("unexpected line %q", line)
		}
	}
	one := func(k string) string { return strings.Join(fields[k], "\n") }
	p.Title, p.Description, p.Canonical, p.H1 = one("title"), one("description"), one("canonical"), one("h1")
	p.Meta, p.Navbar, p.Version = fields["meta"], fields["navbar"], one("version")
	p.Headings, p.TOC, p.Sidebar = fields["headings"], fields["toc"], fields["sidebar"]
	if bc := one("breadcrumbs"); bc != "" {
		p.Breadcrumbs = strings.Split(bc, " > ")
	}
	p.Previous, p.Next, p.Posts = one("previous"), one("next"), fields["posts"]
	p.Text = strings.Join(fields["text"], " ")
	p.EditURL, p.JSONLD = one("edit"), one("jsonld")
	return p, nil
}

// Build snapshots every page of a build folder: each index.html and 404.html, by route.
func Build(dir string) (map[string]*Page, error) {
	pages := map[string]*Page{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(d.Name(), ".html") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		// <route>/index.html, or <route>.html in a build with trailingSlash: false.
		route := "/" + strings.TrimSuffix(strings.TrimSuffix(rel, "index.html"), "/")
		switch {
		case d.Name() == "404.html": // the not-found page, of the site or of a locale
			route = "/" + rel
		case d.Name() != "index.html":
			route = "/" + strings.TrimSuffix(rel, ".html")
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		doc, err := html.Parse(f)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		page := Extract(doc)
		page.Route = route
		pages[route] = page
		return nil
	})
	return pages, err
}

// Write stores pages as one text file per route under dir.
func Write(pages map[string]*Page, dir string) error {
	for _, route := range Routes(pages) {
		name := strings.Trim(route, "/")
		if name == "" {
			name = "index"
		}
		file := filepath.Join(dir, filepath.FromSlash(name)+".txt")
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, []byte(pages[route].Format()), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Read loads the snapshots written by Write.
func Read(dir string) (map[string]*Page, error) {
	pages := map[string]*Page{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".txt") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		page, err := Parse(string(data))
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		pages[page.Route] = page
		return nil
	})
	return pages, err
}

// Load reads a build folder or a folder of snapshots, whichever dir is.
func Load(dir string) (map[string]*Page, error) {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("%s: not a folder", dir)
	}
	var isBuild bool
	for _, name := range []string{"404.html", "index.html", "sitemap.xml"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			isBuild = true
		}
	}
	if isBuild {
		return Build(dir)
	}
	return Read(dir)
}

// Routes lists the routes of pages in order.
func Routes(pages map[string]*Page) []string {
	routes := make([]string, 0, len(pages))
	for r := range pages {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	return routes
}

func wrap(text string, width int) string {
	var lines []string
	var line strings.Builder
	for _, word := range strings.Fields(text) {
		if line.Len() > 0 && line.Len()+1+len(word) > width {
			lines = append(lines, line.String())
			line.Reset()
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(word)
	}
	if line.Len() > 0 {
		lines = append(lines, line.String())
	}
	return strings.Join(lines, "\n")
}
