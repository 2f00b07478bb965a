// Package blog is the blog content plugin: posts from dated markdown files, their authors and
// tags, the paginated post lists, tag, author and archive pages, and the RSS, Atom and JSON
// feeds, as Docusaurus 3.8.1's plugin-content-blog makes them.
package blog

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/site"
)

// Blog is one blog plugin instance, loaded.
type Blog struct {
	Options  Options
	BasePath string  // baseUrl + routeBasePath
	Posts    []*Post // sorted by date, newest first unless sortPosts is "ascending"
	Lists    []ListPage
	Tags     []*TagGroup // in the order the posts first use them
	TagsPath string      // the tags list page
	Authors  []*Author   // authors.yml, in its order; nil without one
	// AuthorsPath is the authors list page, which exists when authors.yml has authors.
	AuthorsPath string
	ArchivePath string // "" when there is no archive page
	Sidebar     Sidebar
}

// Post is one blog post.
type Post struct {
	ID                string // its slug
	Permalink         string
	Source            string // relative to the site, forward slashes: of the file read
	File              string // in the blog's folder: the post's identity for links
	Translation       string // the locale's translation read instead of File (localizedDir), "" if none
	rel               string // relative to the blog's folder, forward slashes
	Title             string
	Description       string
	Date              time.Time
	Tags              []Tag
	Authors           []Author
	ReadingTime       *float64 // minutes, nil when showReadingTime is off
	HasTruncateMarker bool
	Unlisted          bool
	EditURL           string
	FrontMatter       map[string]any
	Prev, Next        *NavLink // the newer and the older listed post

	Parsed  *markdown.Parsed // the whole post, without its title heading
	Excerpt *markdown.Parsed // the post up to its truncate marker; nil when it has none
	Hash    string           // of the post's file (content.Hash)
}

// NavLink is a link to another post.
type NavLink struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
}

// Metadata is a post's metadata as the theme reads it (BlogPostProvider's content.metadata).
func (p *Post) Metadata() map[string]any {
	m := map[string]any{
		"permalink": p.Permalink, "source": "@site/" + p.Source, "title": p.Title, "description": p.Description,
		"date": p.Date.UTC().Format("2006-01-02T15:04:05.000Z"), "tags": p.Tags, "authors": p.Authors,
		"hasTruncateMarker": p.HasTruncateMarker, "frontMatter": p.FrontMatter, "unlisted": p.Unlisted,
	}
	if p.Tags == nil {
		m["tags"] = []Tag{}
	}
	if p.Authors == nil {
		m["authors"] = []Author{}
	}
	if p.ReadingTime != nil {
		m["readingTime"] = *p.ReadingTime
	}
	if p.EditURL != "" {
		m["editUrl"] = p.EditURL
	}
	if p.Prev != nil {
		m["prevItem"] = p.Prev
	}
	if p.Next != nil {
		m["nextItem"] = p.Next
	}
	return m
}

// Load reads the posts of one blog plugin instance and makes its list, tag, author and archive
// pages. A blog folder that does not exist is an empty blog.
func Load(cfg *config.Config, opts Options) (*Blog, error) {
	b := &Blog{Options: opts, BasePath: content.URL(cfg.BaseURL, opts.RouteBasePath)}
	// The locale's translations of the title, description and sidebar title. Docusaurus
	// 3.8.1's translateContent gives the title and description to the paginated list pages
	// only: the tag, author and archive pages and the posts' blog metadata keep the options'.
	translated := opts
	if err := translate(cfg, &translated); err != nil {
		return nil, err
	}
	b.Options.BlogSidebarTitle = translated.BlogSidebarTitle
	b.TagsPath = content.URL(b.BasePath, opts.TagsBasePath)
	authors, err := loadAuthors(cfg, opts)
	if err != nil {
		return nil, err
	}
	tagsFile, err := loadTagsFile(cfg, opts)
	if err != nil {
		return nil, err
	}
	files, err := content.Files(cfg.ReadRoots(), opts.Path, []string{".md", ".mdx"})
	if err != nil {
		return nil, err
	}
	byPermalink := map[string]*Post{}
	for _, rel := range files {
		p, err := loadPost(cfg, opts, rel, authors, tagsFile)
		if err != nil {
			return nil, err
		}
		if p == nil {
			continue
		}
		if other, ok := byPermalink[p.Permalink]; ok {
			return nil, fmt.Errorf("%s: duplicate route %s (also the route of %s); change the slug of one of them", p.Source, p.Permalink, other.Source)
		}
		byPermalink[p.Permalink] = p
		b.Posts = append(b.Posts, p)
	}
	if err := setEditURLs(cfg, opts, b.Posts); err != nil {
		return nil, err
	}
	sort.SliceStable(b.Posts, func(i, j int) bool { return b.Posts[i].Date.After(b.Posts[j].Date) })
	if opts.SortAscending {
		for i, j := 0, len(b.Posts)-1; i < j; i, j = i+1, j-1 {
			b.Posts[i], b.Posts[j] = b.Posts[j], b.Posts[i]
		}
	}
	if len(authors.list) > 0 {
		b.Authors = authors.list
		b.AuthorsPath = content.URL(b.BasePath, opts.AuthorsBasePath)
	}
	if len(b.Posts) == 0 {
		return b, nil
	}
	listed := Listed(b.Posts)
	for i, p := range listed {
		if i > 0 {
			p.Prev = &NavLink{Title: listed[i-1].Title, Permalink: listed[i-1].Permalink}
		}
		if i < len(listed)-1 {
			p.Next = &NavLink{Title: listed[i+1].Title, Permalink: listed[i+1].Permalink}
		}
	}
	b.Lists = Paginate(listed, b.BasePath, listOptions(translated))
	b.Tags = groupTags(b.Posts, listOptions(opts))
	if opts.ArchiveBasePath != "" && len(listed) > 0 {
		b.ArchivePath = content.URL(b.BasePath, opts.ArchiveBasePath)
	}
	b.Sidebar = sidebar(b.Posts, b.Options)
	return b, nil
}

// PostsBy lists the posts (unlisted ones included) that name the author of key.
func (b *Blog) PostsBy(key string) []*Post {
	var out []*Post
	for _, p := range b.Posts {
		for _, a := range p.Authors {
			if a.Key == key {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// Listed leaves out the unlisted posts.
func Listed(posts []*Post) []*Post {
	var out []*Post
	for _, p := range posts {
		if !p.Unlisted {
			out = append(out, p)
		}
	}
	return out
}

func listOptions(o Options) ListOptions {
	return ListOptions{PageBasePath: o.PageBasePath, PostsPerPage: o.PostsPerPage, BlogTitle: o.BlogTitle, BlogDescription: o.BlogDescription}
}

var (
	dateFileName = regexp.MustCompile(`^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:/index)?\.mdx?$`)
	dateSep      = regexp.MustCompile(`[-/]`)
	markdownExt  = regexp.MustCompile(`(?:/index)?\.mdx?$`)
)

// localizedDir is the blog's folder in the locale's i18n folder, where its translated posts
// are, whether or not it exists; "" in a build without a locale.
func localizedDir(cfg *config.Config, opts Options) string {
	if cfg.Locale == "" {
		return ""
	}
	return filepath.Join(cfg.LocalizationDir(cfg.Locale), site.I18nFolder(PluginName, opts.ID))
}

// localizedFile is the file of the blog at rel (a post, authors.yml, tags.yml): the locale's
// translation of it when there is one, as Docusaurus reads the first of its content paths
// that has it, the localized one first.
func localizedFile(cfg *config.Config, opts Options, rel string) string {
	if dir := localizedDir(cfg, opts); dir != "" {
		if t := filepath.Join(dir, filepath.FromSlash(rel)); sitefs.IsFile(t) && cfg.ReadRoots().Contains(t) {
			return t
		}
	}
	return filepath.Join(opts.Path, filepath.FromSlash(rel))
}

// ParseFileName reads the date and slug a post's path (relative to the blog folder) gives it:
// "2024-01-15-hello.md" and "2024-01-15-hello/index.md" are dated 2024-01-15 with the slug
// /2024/01/15/hello. Without a date the slug is the path without its extension. text is what
// titles a post that has no other title.
func ParseFileName(rel string) (date *time.Time, text, slug string) {
	if m := dateFileName.FindStringSubmatch(rel); m != nil {
		folder, day, text := m[1], m[2], m[3]
		parts := dateSep.Split(day, 3)
		t, err := time.Parse("2006-1-2", strings.Join(parts, "-"))
		if err == nil {
			return &t, text, "/" + strings.ReplaceAll(day, "-", "/") + "/" + folder + text
		}
	}
	text = markdownExt.ReplaceAllString(rel, "")
	return nil, text, "/" + text
}

// TruncateMarker is the default truncateMarker option.
var TruncateMarker = regexp.MustCompile(`<!--\s*truncate\s*-->|\{/\*\s*truncate\s*\*/\}`)

func loadPost(cfg *config.Config, opts Options, rel string, authors *authorsMap, tagsFile map[string]Tag) (*Post, error) {
	file := filepath.Join(opts.Path, filepath.FromSlash(rel))
	read := localizedFile(cfg, opts, rel)
	source := content.Rel(cfg.SiteDir, read)
	parsed, src, err := content.ReadMarkdown(cfg, opts.Remark, nil, read, source, "posts") // loading changes the tree: not kept
	if err != nil {
		return nil, err
	}
	fm := parsed.FrontMatter
	if draft, _ := fm["draft"].(bool); draft {
		return nil, nil
	}
	p := &Post{Source: source, File: file, rel: filepath.ToSlash(rel), FrontMatter: fm, Parsed: parsed, Hash: content.Hash(src)}
	if read != file {
		p.Translation = read
	}
	p.Unlisted, _ = fm["unlisted"].(bool)
	fileDate, text, slug := ParseFileName(rel)
	date, isDate := parsed.FrontMatterDate("date")
	switch {
	case isDate:
		// As js-yaml makes it: a day past the month's end rolls over, as in Docusaurus.
		p.Date = date
	case fm["date"] != nil:
		s := fmt.Sprint(fm["date"])
		if p.Date, err = parseDate(s); err != nil {
			return nil, fmt.Errorf("%s: front matter date %q is not a date such as 2024-01-31 or 2024-01-31T10:00:00Z", source, s)
		}
	case fileDate != nil:
		p.Date = *fileDate
	default:
		st, err := os.Stat(read)
		if err != nil {
			return nil, err
		}
		p.Date = st.ModTime().UTC() // Docusaurus asks git for the first commit date, then the file
	}
	contentTitle := parsed.Title()
	parsed.RemoveContentTitle()
	p.Title = stringOr(fm["title"], contentTitle, text)
	p.Description = stringOr(fm["description"], parsed.Excerpt(), "")
	if s, ok := fm["slug"].(string); ok {
		if err := checkSlug(source, s); err != nil {
			return nil, err
		}
		slug = s
	}
	p.ID = slug
	p.Permalink = content.URL(cfg.BaseURL, opts.RouteBasePath, slug)
	if opts.EditURL != "" {
		dir := opts.Path
		if p.Translation != "" && opts.EditLocalizedFiles {
			dir = localizedDir(cfg, opts)
		}
		p.EditURL = strings.TrimSuffix(opts.EditURL, "/") + "/" + content.Rel(cfg.SiteDir, dir) + "/" + rel
	}
	if p.Authors, err = authors.postAuthors(cfg.BaseURL, fm); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	if p.Tags, err = postTags(fm["tags"], content.URL(cfg.BaseURL, opts.RouteBasePath, opts.TagsBasePath), tagsFile); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	body := string(markdown.Body(src))
	if opts.ShowReadingTime {
		rt := ReadingTime(body)
		p.ReadingTime = &rt
	}
	p.HasTruncateMarker = TruncateMarker.MatchString(body)
	if p.HasTruncateMarker {
		// As Docusaurus's list pages do: the file cut at the marker, compiled on its own.
		cut := TruncateMarker.FindIndex(src)
		if p.Excerpt, err = markdown.Parse(source, src[:cut[0]], cfg.MarkdownFormat()); err != nil {
			return nil, err
		}
		p.Excerpt.RemoveContentTitle()
	}
	return p, nil
}

// checkSlug refuses a front matter slug that no page's URL can have. Unlike a doc's, a post's
// slug is not resolved against a folder, so a ".." in it would be kept in the route, which no
// browser asks for, and could name a file outside the build folder.
func checkSlug(source, slug string) error {
	if err := content.CheckURLPart(source, "slug", slug); err != nil {
		return err
	}
	if slices.Contains(strings.Split(slug, "/"), "..") {
		return fmt.Errorf("%s:1: front matter slug %q has a \"..\" segment; a post's slug is a path under the blog's route, such as hello or /2024/01/hello, with no \"..\" in it", source, slug)
	}
	return nil
}

// stringOr is the first of v (when a string) and the fallbacks that is set; a front matter
// value of "" counts as set.
func stringOr(v any, fallbacks ...string) string {
	if s, ok := v.(string); ok {
		return s
	}
	for _, f := range fallbacks {
		if f != "" {
			return f
		}
	}
	return ""
}

var dateLayouts = []string{"2006-01-02", "2006-01-02T15:04:05Z07:00", "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05Z07:00"}

// parseDate reads a front matter date; one without a time zone is UTC, as in Docusaurus.
func parseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date")
}

// setEditURLs gives the posts the edit links an editUrl function returns, as Docusaurus calls
// it: with the blog's folder relative to the site, the post's file relative to that folder,
// its permalink and the locale; one call for all the posts, as it may have to run in Node.
func setEditURLs(cfg *config.Config, opts Options, posts []*Post) error {
	if opts.EditURLFunction == nil || len(posts) == 0 {
		return nil
	}
	args := make([]any, len(posts))
	for i, p := range posts {
		dir := opts.Path // the folder the post was read from
		if p.Translation != "" {
			dir = localizedDir(cfg, opts)
		}
		args[i] = map[string]any{"blogDirPath": content.Rel(cfg.SiteDir, dir), "blogPath": p.rel, "permalink": p.Permalink, "locale": cfg.Locale}
	}
	where := filepath.Base(cfg.File) + ": " + opts.Key + ".editUrl"
	out, err := opts.EditURLFunction(args)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	for i, v := range out {
		switch url := v.(type) {
		case nil:
		case string:
			posts[i].EditURL = url
		default:
			return fmt.Errorf("%s returned %s for %s; it must return a URL (a string) or undefined", where, config.TypeName(v), posts[i].Source)
		}
	}
	return nil
}
