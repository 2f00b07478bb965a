package blog

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"

	"gosaurus/generator/content"
	"gosaurus/plugins/plugin/site"
)

// File is a file the blog adds to the build.
type File struct {
	Path     string // relative to the build folder
	Contents []byte
}

// ContainerID is the id of the element holding a post's content on its page, which the feeds
// take their content from (Docusaurus's blogPostContainerID).
const ContainerID = "__blog-post-container"

const feedGenerator = "https://github.com/jpmonette/feed"

// feedPaths are the feed files and the link titles of each feed type.
var feedPaths = map[string][2]string{"rss": {"rss.xml", "RSS Feed"}, "atom": {"atom.xml", "Atom Feed"}, "json": {"feed.json", "JSON Feed"}}

var feedMediaTypes = map[string]string{"rss": "application/rss+xml", "atom": "application/atom+xml", "json": "application/json"}

// feedItem is one post as every feed type describes it.
type feedItem struct {
	title, link, description, content string
	post                              *Post
}

// Feeds writes the feed files. pageHTML gives the server-rendered HTML of a post's page, whose
// content element the feed items carry, with links and images made absolute.
func (b *Blog) Feeds(cfg *site.Config, pageHTML func(permalink string) string) ([]File, error) {
	var posts []*Post
	for _, p := range b.Posts {
		if !p.Unlisted {
			posts = append(posts, p)
		}
	}
	if len(posts) == 0 || len(b.Options.Feed.Types) == 0 {
		return nil, nil
	}
	if limit := b.Options.Feed.Limit; limit > 0 && len(posts) > limit {
		posts = posts[:limit]
	}
	var items []feedItem
	for _, p := range posts {
		link := cfg.URL + p.Permalink
		body, err := postContent(pageHTML(p.Permalink), link)
		if err != nil {
			return nil, fmt.Errorf("%s: feed content: %w", p.Source, err)
		}
		items = append(items, feedItem{title: p.Title, link: link, description: p.Description, content: body, post: p})
	}
	f := b.feedHead(cfg)
	var files []File
	for _, t := range b.Options.Feed.Types {
		var out string
		switch t {
		case "rss":
			out = f.rss(items)
		case "atom":
			out = f.atom(items)
		case "json":
			data, err := f.json(items)
			if err != nil {
				return nil, err
			}
			out = data
		}
		files = append(files, File{Path: strings.TrimPrefix(content.URL(b.Options.RouteBasePath, feedPaths[t][0]), "/"), Contents: []byte(out)})
	}
	return files, nil
}

// feed is what a feed says about the blog itself.
type feed struct {
	id, title, description, language, favicon, copyright string
	updated                                              string // the newest post's date, ISO
	updatedRFC                                           string
}

func (b *Blog) feedHead(cfg *site.Config) feed {
	o := b.Options.Feed
	f := feed{id: cfg.URL + b.BasePath, title: cfg.Title + " Blog", description: cfg.Title + " Blog", language: "en", copyright: o.Copyright}
	if b.BasePath != "/" {
		f.id = strings.TrimSuffix(f.id, "/")
	}
	if o.Title != nil {
		f.title = *o.Title
	}
	if o.Description != nil {
		f.description = *o.Description
	}
	if o.Language != "" {
		f.language = o.Language
	}
	if cfg.Favicon != "" {
		f.favicon = cfg.URL + content.URL(cfg.BaseURL, cfg.Favicon)
	}
	newest := b.Posts[0].Date.UTC()
	f.updated = newest.Format("2006-01-02T15:04:05.000Z")
	f.updatedRFC = newest.Format("Mon, 02 Jan 2006 15:04:05 GMT")
	return f
}

// xmlText escapes text as the feed library's XML writer does.
func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

func xmlAttr(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

func cdata(s string) string {
	return "<![CDATA[" + strings.ReplaceAll(s, "]]>", "]]]]><![CDATA[>") + "]]>"
}

// elements writes <name>text</name> lines, leaving out the elements whose text is empty.
func elements(w *strings.Builder, indent string, pairs ...[2]string) {
	for _, p := range pairs {
		if p[1] != "" {
			fmt.Fprintf(w, "%s<%s>%s</%s>\n", indent, p[0], p[1], p[0])
		}
	}
}

func (f feed) rss(items []feedItem) string {
	var w strings.Builder
	w.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n")
	w.WriteString(`<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">` + "\n")
	w.WriteString("    <channel>\n")
	elements(&w, "        ", [2]string{"title", xmlText(f.title)}, [2]string{"link", xmlText(f.id)},
		[2]string{"description", xmlText(f.description)}, [2]string{"lastBuildDate", f.updatedRFC},
		[2]string{"docs", "https://validator.w3.org/feed/docs/rss2.html"}, [2]string{"generator", feedGenerator},
		[2]string{"language", xmlText(f.language)}, [2]string{"copyright", xmlText(f.copyright)})
	for _, it := range items {
		w.WriteString("        <item>\n")
		pairs := [][2]string{{"title", cdata(it.title)}, {"link", xmlText(it.link)}, {"guid", xmlText(it.link)},
			{"pubDate", it.post.Date.UTC().Format("Mon, 02 Jan 2006 15:04:05 GMT")}}
		if it.description != "" {
			pairs = append(pairs, [2]string{"description", cdata(it.description)})
		}
		if it.content != "" {
			pairs = append(pairs, [2]string{"content:encoded", cdata(it.content)})
		}
		for _, a := range it.post.Authors {
			if a.Email != "" && a.Name != "" {
				pairs = append(pairs, [2]string{"author", xmlText(a.Email + " (" + a.Name + ")")})
			}
		}
		for _, t := range it.post.Tags {
			pairs = append(pairs, [2]string{"category", xmlText(t.Label)})
		}
		elements(&w, "            ", pairs...)
		w.WriteString("        </item>\n")
	}
	w.WriteString("    </channel>\n</rss>")
	return w.String()
}

func (f feed) atom(items []feedItem) string {
	var w strings.Builder
	w.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n")
	w.WriteString(`<feed xmlns="http://www.w3.org/2005/Atom">` + "\n")
	elements(&w, "    ", [2]string{"id", xmlText(f.id)}, [2]string{"title", xmlText(f.title)},
		[2]string{"updated", f.updated}, [2]string{"generator", feedGenerator})
	fmt.Fprintf(&w, "    <link rel=\"alternate\" href=\"%s\"/>\n", xmlAttr(f.id))
	elements(&w, "    ", [2]string{"subtitle", xmlText(f.description)}, [2]string{"icon", xmlText(f.favicon)},
		[2]string{"rights", xmlText(f.copyright)})
	const in = "        "
	for _, it := range items {
		w.WriteString("    <entry>\n")
		fmt.Fprintf(&w, "%s<title type=\"html\">%s</title>\n", in, cdata(it.title))
		elements(&w, in, [2]string{"id", xmlText(it.link)})
		fmt.Fprintf(&w, "%s<link href=\"%s\"/>\n", in, xmlAttr(it.link))
		elements(&w, in, [2]string{"updated", it.post.Date.UTC().Format("2006-01-02T15:04:05.000Z")})
		for _, h := range [][2]string{{"summary", it.description}, {"content", it.content}} {
			if h[1] != "" {
				fmt.Fprintf(&w, "%s<%s type=\"html\">%s</%s>\n", in, h[0], cdata(h[1]), h[0])
			}
		}
		for _, a := range it.post.Authors {
			fmt.Fprintf(&w, "%s<author>\n", in)
			elements(&w, in+"    ", [2]string{"name", xmlText(a.Name)}, [2]string{"email", xmlText(a.Email)}, [2]string{"uri", xmlText(a.URL)})
			fmt.Fprintf(&w, "%s</author>\n", in)
		}
		for _, t := range it.post.Tags {
			fmt.Fprintf(&w, "%s<category label=\"%s\" term=\"%s\"/>\n", in, xmlAttr(t.Label), xmlAttr(t.Label))
		}
		w.WriteString("    </entry>\n")
	}
	w.WriteString("</feed>")
	return w.String()
}

func (f feed) json(items []feedItem) (string, error) {
	type author struct {
		Name string `json:"name,omitempty"`
		URL  string `json:"url,omitempty"`
	}
	type item struct {
		ID           string   `json:"id"`
		ContentHTML  string   `json:"content_html"`
		URL          string   `json:"url"`
		Title        string   `json:"title"`
		Summary      string   `json:"summary,omitempty"`
		DateModified string   `json:"date_modified"`
		Author       *author  `json:"author,omitempty"`
		Tags         []string `json:"tags"`
	}
	out := struct {
		Version     string `json:"version"`
		Title       string `json:"title"`
		HomePageURL string `json:"home_page_url"`
		Description string `json:"description,omitempty"`
		Items       []item `json:"items"`
	}{Version: "https://jsonfeed.org/version/1", Title: f.title, HomePageURL: f.id, Description: f.description, Items: []item{}}
	for _, it := range items {
		j := item{ID: it.link, ContentHTML: it.content, URL: it.link, Title: it.title, Summary: it.description,
			DateModified: it.post.Date.UTC().Format("2006-01-02T15:04:05.000Z"), Tags: []string{}}
		if len(it.post.Authors) > 0 {
			a := it.post.Authors[0]
			j.Author = &author{Name: a.Name, URL: a.URL}
		}
		for _, t := range it.post.Tags {
			j.Tags = append(j.Tags, t.Label)
		}
		out.Items = append(out.Items, j)
	}
	data, err := json.MarshalIndent(out, "", "    ")
	return string(data), err
}

// postContent is the inner HTML of a page's post content element, with the URLs of its links
// and images resolved against the post's URL.
func postContent(page, postURL string) (string, error) {
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		return "", err
	}
	container := findByID(doc, ContainerID)
	if container == nil {
		return "", nil
	}
	base, err := url.Parse(postURL)
	if err != nil {
		return "", err
	}
	absolutize(container, base)
	var b strings.Builder
	for c := container.FirstChild; c != nil; c = c.NextSibling {
		if err := html.Render(&b, c); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

func findByID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode {
		for _, a := range n.Attr {
			if a.Key == "id" && a.Val == id {
				return n
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := findByID(c, id); f != nil {
			return f
		}
	}
	return nil
}

func absolutize(n *html.Node, base *url.URL) {
	if n.Type == html.ElementNode && (n.Data == "a" || n.Data == "img") {
		key := "href"
		if n.Data == "img" {
			key = "src"
		}
		for i, a := range n.Attr {
			if a.Key == key && a.Val != "" {
				if u, err := base.Parse(a.Val); err == nil {
					n.Attr[i].Val = u.String()
				}
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		absolutize(c, base)
	}
}
