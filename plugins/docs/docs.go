// Package docs is the docs content plugin: it finds the markdown files of a docs folder,
// gives each an id, slug and permalink as Docusaurus does, and resolves the sidebars.
package docs

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/generator/sitefs"
)

// Doc is one document with its metadata.
type Doc struct {
	ID              string
	Title           string
	Description     string
	Slug            string // route under routeBasePath, starting with "/"
	Permalink       string // full path including baseUrl
	Source          string // path relative to the site, with forward slashes
	File            string // absolute path
	Dir             string // folder of the doc relative to the docs folder ("." at the top)
	SidebarLabel    string
	SidebarPosition *float64
	Draft           bool
	EditURL         string
	FrontMatter     map[string]any
	Parsed          *markdown.Parsed

	Sidebar  string   // the sidebar showing this doc, "" when none
	Previous *NavLink // pagination
	Next     *NavLink
}

// NavLink is a previous/next link.
type NavLink struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
}

// Content is what the plugin loaded.
type Content struct {
	Docs         []*Doc // sorted by id
	ByID         map[string]*Doc
	Sidebars     map[string][]Item // resolved, the shape the theme renders
	SidebarNames []string          // in the order of the sidebars file
	BasePath     string            // baseUrl + routeBasePath, with a trailing slash
	Warnings     []string
}

var numberPrefix = regexp.MustCompile(`^\d+\s*[-_.]+\s*`)

// stripNumberPrefix removes an ordering prefix ("01-intro" → "intro") as Docusaurus does.
func stripNumberPrefix(name string) string {
	if s := numberPrefix.ReplaceAllString(name, ""); s != "" {
		return s
	}
	return name
}

// MaxDocSize bounds one markdown file: a larger page is not documentation anyone reads, and
// rendering it would take the build's time and memory.
const MaxDocSize = 10 << 20

// Load reads the docs folder and sidebars of cfg; js sets how sidebars.js runs.
func Load(cfg *config.Config, js jsrt.Options) (*Content, error) {
	opts := cfg.Docs
	base := joinURL(cfg.BaseURL, opts.RouteBasePath)
	c := &Content{ByID: map[string]*Doc{}, BasePath: base}
	if opts.Path == "" {
		return c, nil
	}
	if st, err := os.Stat(opts.Path); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("%s: the docs folder %s does not exist; create it or set the docs plugin's path option", relTo(cfg.SiteDir, cfg.File), relTo(cfg.SiteDir, opts.Path))
	}
	var files []string
	err := filepath.WalkDir(opts.Path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if p != opts.Path && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") || name == "node_modules") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() && (strings.HasSuffix(name, ".md") || strings.HasSuffix(name, ".mdx")) {
			if !sitefs.Inside(cfg.SiteDir, p) {
				return fmt.Errorf("%s is a link to a file outside the site folder; gosaurus reads only files inside it", relTo(cfg.SiteDir, p))
			}
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	bySlug := map[string]*Doc{}
	for _, f := range files {
		d, err := loadDoc(cfg, base, f)
		if err != nil {
			return nil, err
		}
		if d.Draft {
			continue
		}
		if other, ok := c.ByID[d.ID]; ok {
			return nil, fmt.Errorf("%s: duplicate doc id %q (also used by %s); give one of them another id in its front matter", d.Source, d.ID, other.Source)
		}
		if other, ok := bySlug[d.Permalink]; ok {
			return nil, fmt.Errorf("%s: duplicate route %s (also the route of %s); change the slug of one of them", d.Source, d.Permalink, other.Source)
		}
		c.ByID[d.ID] = d
		bySlug[d.Permalink] = d
		c.Docs = append(c.Docs, d)
	}
	sort.Slice(c.Docs, func(i, j int) bool { return c.Docs[i].ID < c.Docs[j].ID })
	if err := loadSidebars(cfg, c, js); err != nil {
		return nil, err
	}
	paginate(c)
	return c, nil
}

func loadDoc(cfg *config.Config, base, file string) (*Doc, error) {
	source := relTo(cfg.SiteDir, file)
	if st, err := os.Stat(file); err == nil && st.Size() > MaxDocSize {
		return nil, fmt.Errorf("%s: the file is %.1f MB; docs may be at most %d MB, so split it into several pages", source, float64(st.Size())/(1<<20), MaxDocSize>>20)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	parsed, err := markdown.Parse(source, src)
	if err != nil {
		return nil, err
	}
	fm := parsed.FrontMatter
	relPath, _ := filepath.Rel(cfg.Docs.Path, file)
	relPath = filepath.ToSlash(relPath)
	dir := path.Dir(relPath)
	var dirParts []string
	if dir != "." {
		for _, seg := range strings.Split(dir, "/") {
			dirParts = append(dirParts, stripNumberPrefix(seg))
		}
	}
	cleanDir := strings.Join(dirParts, "/")
	baseName := strings.TrimSuffix(strings.TrimSuffix(path.Base(relPath), ".mdx"), ".md")
	unprefixed := stripNumberPrefix(baseName)

	d := &Doc{File: file, Source: source, Dir: dir, FrontMatter: fm, Parsed: parsed}
	str := func(key string) (string, error) {
		v, ok := fm[key]
		if !ok || v == nil {
			return "", nil
		}
		switch t := v.(type) {
		case string:
			return t, nil
		case float64, bool:
			return fmt.Sprint(t), nil
		}
		return "", fmt.Errorf("%s:1: front matter %q must be a string, got %v", source, key, v)
	}
	shortID := unprefixed
	if v, err := str("id"); err != nil {
		return nil, err
	} else if v != "" {
		if strings.Contains(v, "/") {
			return nil, fmt.Errorf("%s:1: front matter id %q must not contain a slash", source, v)
		}
		shortID = v
	}
	d.ID = shortID
	if cleanDir != "" {
		d.ID = cleanDir + "/" + shortID
	}
	if d.Title, err = str("title"); err != nil {
		return nil, err
	}
	if d.Title == "" {
		d.Title = parsed.TitleHeading()
	}
	if d.Title == "" {
		d.Title = shortID
	}
	if d.Description, err = str("description"); err != nil {
		return nil, err
	}
	if d.Description == "" {
		d.Description = parsed.Excerpt()
	}
	if d.SidebarLabel, err = str("sidebar_label"); err != nil {
		return nil, err
	}
	if v, ok := fm["sidebar_position"].(float64); ok {
		d.SidebarPosition = &v
	}
	if v, ok := fm["draft"].(bool); ok {
		d.Draft = v
	}

	slug, err := str("slug")
	if err != nil {
		return nil, err
	}
	d.Slug = slugFor(cleanDir, dir, baseName, shortID, slug)
	d.Permalink = joinURL(base, strings.TrimPrefix(d.Slug, "/"))
	if d.Slug != "/" && strings.HasSuffix(d.Slug, "/") {
		d.Permalink += "/"
	}
	if cfg.Docs.EditURL != "" {
		d.EditURL = strings.TrimSuffix(cfg.Docs.EditURL, "/") + "/" + relTo(cfg.SiteDir, file)
	}
	if v, err := str("custom_edit_url"); err == nil && v != "" {
		d.EditURL = v
	}
	return d, nil
}

// slugFor is a doc's route under the docs base path: the front matter slug (absolute, or
// relative to the doc's folder), the folder itself for an index doc, else folder/id. The result
// is cleaned and rooted, so no slug can climb out of the docs route. A folder's index doc ends
// with a slash, as in Docusaurus ("/guides/").
func slugFor(cleanDir, dir, baseName, shortID, slug string) string {
	switch {
	case slug != "" && strings.HasPrefix(slug, "/"):
		return path.Clean(slug)
	case slug != "":
		return path.Clean("/" + path.Join(cleanDir, slug))
	case isIndex(baseName, dir):
		if s := path.Clean("/" + cleanDir); s != "/" {
			return s + "/"
		}
		return "/"
	default:
		return path.Clean("/" + path.Join(cleanDir, shortID))
	}
}

// isIndex tells whether a file is its folder's index page (index, README, or named after the
// folder), whose route is the folder's.
func isIndex(name, dir string) bool {
	n := strings.ToLower(name)
	return n == "index" || n == "readme" || (dir != "." && strings.EqualFold(stripNumberPrefix(name), stripNumberPrefix(path.Base(dir))))
}

// joinURL joins URL path parts with single slashes; the result ends with a slash only when it is
// the base itself.
func joinURL(base, p string) string {
	p = strings.Trim(p, "/")
	if p == "" {
		if !strings.HasSuffix(base, "/") {
			return base + "/"
		}
		return base
	}
	return strings.TrimSuffix(base, "/") + "/" + p
}

func relTo(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return p
}
