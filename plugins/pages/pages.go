// Package pages is the pages content plugin: every file of src/pages is a page. React
// components (.js, .jsx, .ts, .tsx) are routes of their own; markdown (.md, .mdx) renders in
// the MDXPage layout.
package pages

import (
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/site"
)

// Page is one page of the site.
type Page struct {
	Permalink   string // full path including baseUrl
	Source      string // path relative to the site, with forward slashes
	File        string // absolute: in the pages folder, or the locale's translation of it
	EditURL     string // markdown pages: "" for none
	Markdown    bool   // .md or .mdx, rendered by @theme/MDXPage
	Title       string // markdown pages: front matter title, else the leading h1
	Description string // markdown pages: front matter description, else the first text line
	FrontMatter map[string]any
	Parsed      *markdown.Parsed // markdown pages only
	Hash        string           // of a markdown page's file (content.Hash)
}

var exts = []string{".js", ".jsx", ".ts", ".tsx", ".md", ".mdx"}

var indexFile = regexp.MustCompile(`(^|/)index\.(mdx?|jsx?|tsx?)$`)

// Slug is a page's route below routeBasePath as Docusaurus derives it from the file's path:
// the path without extension, and a folder's index file at the folder with a trailing slash.
func Slug(rel string) string {
	if m := indexFile.FindStringSubmatchIndex(rel); m != nil {
		return "/" + rel[:m[3]]
	}
	return "/" + strings.TrimSuffix(rel, path.Ext(rel))
}

// Load reads the pages of one pages plugin instance. Drafts are left out, as in a production
// build. parses (nil: none) keeps markdown pages from one build to the next.
func Load(cfg *config.Config, opts Options, parses *content.Parses) ([]*Page, error) {
	files, err := content.Files(cfg.ReadRoots(), opts.Path, exts)
	if err != nil {
		return nil, err
	}
	localized := "" // the instance's folder of the locale's translated pages
	if cfg.Locale != "" {
		localized = filepath.Join(cfg.LocalizationDir(cfg.Locale), site.I18nFolder(PluginName, opts.ID))
	}
	var pages []*Page
	for _, rel := range files {
		// As Docusaurus reads a page: its translation when the locale has one.
		dir := opts.Path
		if t := filepath.Join(localized, filepath.FromSlash(rel)); localized != "" && sitefs.IsFile(t) && cfg.ReadRoots().Contains(t) {
			dir = localized
		}
		file := filepath.Join(dir, filepath.FromSlash(rel))
		p := &Page{Source: content.Rel(cfg.SiteDir, file), File: file, Markdown: strings.HasSuffix(rel, ".md") || strings.HasSuffix(rel, ".mdx")}
		slug := Slug(rel)
		if p.Markdown {
			parsed, src, err := content.ReadMarkdown(cfg, cfg.RemarkOf("pages", "", file), parses, file, p.Source, "pages")
			if err != nil {
				return nil, err
			}
			p.Parsed = parsed
			p.Hash = content.Hash(src)
			p.FrontMatter = p.Parsed.FrontMatter
			if draft, _ := p.FrontMatter["draft"].(bool); draft {
				continue
			}
			if s, ok := p.FrontMatter["slug"].(string); ok {
				slug = s
			}
			p.Title, _ = p.FrontMatter["title"].(string)
			if p.Title == "" {
				p.Title = p.Parsed.Title()
			}
			var ok bool
			if p.Description, ok = p.FrontMatter["description"].(string); !ok {
				p.Description = p.Parsed.Excerpt()
			}
			if opts.EditURL != "" {
				editDir := opts.Path
				if dir == localized && opts.EditLocalizedFiles {
					editDir = localized
				}
				p.EditURL = strings.TrimSuffix(opts.EditURL, "/") + "/" + content.Rel(cfg.SiteDir, editDir) + "/" + rel
			}
		}
		p.Permalink = content.URL(cfg.BaseURL, opts.RouteBasePath, slug)
		pages = append(pages, p)
	}
	return pages, nil
}
