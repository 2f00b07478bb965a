package snapshot

import (
	"bytes"
	"encoding/json"
	"strings"

	"golang.org/x/net/html"
)

// Extract reads the facts of a page from its HTML, by the classic theme's public class names.
func Extract(doc *html.Node) *Page {
	p := &Page{}
	if t := find(doc, func(n *html.Node) bool { return n.Data == "title" }); t != nil {
		p.Title = text(t)
	}
	if m := find(doc, func(n *html.Node) bool { return n.Data == "meta" && attr(n, "name") == "description" }); m != nil {
		p.Description = attr(m, "content")
	}
	if l := find(doc, func(n *html.Node) bool { return n.Data == "link" && attr(n, "rel") == "canonical" }); l != nil {
		p.Canonical = attr(l, "href")
	}
	if h := find(doc, func(n *html.Node) bool { return n.Data == "html" }); h != nil {
		p.Meta = append(p.Meta, "lang "+attr(h, "lang"), "dir "+attr(h, "dir"))
	}
	each(doc, func(n *html.Node) bool {
		if n.Data == "meta" && metaNames[attr(n, "name")] {
			p.Meta = append(p.Meta, attr(n, "name")+" "+attr(n, "content"))
		}
		return true
	})
	if nav := find(doc, hasClass("navbar__inner")); nav != nil {
		each(nav, func(n *html.Node) bool {
			if n.Data == "a" && (hasClass("navbar__link")(n) || hasClass("dropdown__link")(n)) {
				p.Navbar = append(p.Navbar, text(n)+" -> "+attr(n, "href"))
				return false
			}
			return true
		})
	}
	var version []string
	for _, class := range []string{"theme-doc-version-banner", "theme-doc-version-badge", "theme-unlisted-banner"} {
		if n := find(doc, hasClass(class)); n != nil {
			version = append(version, text(n))
		}
	}
	p.Version = strings.Join(version, "\n")
	p.EditURL = footer(doc)
	p.JSONLD = structuredData(doc)
	article := find(doc, func(n *html.Node) bool { return n.Data == "article" })
	content := contentOf(doc)
	for _, in := range []*html.Node{article, content} {
		if h1 := findIn(in, func(n *html.Node) bool { return n.Data == "h1" }); h1 != nil && p.H1 == "" {
			p.H1 = text(h1)
		}
	}
	if content != nil {
		each(content, func(n *html.Node) bool {
			if len(n.Data) == 2 && n.Data[0] == 'h' && n.Data[1] >= '2' && n.Data[1] <= '6' && attr(n, "id") != "" {
				p.Headings = append(p.Headings, n.Data+" #"+attr(n, "id")+" "+text(n))
			}
			return true
		})
		p.Text = text(content)
	}
	if article != nil {
		each(article, func(n *html.Node) bool {
			if hasClass("breadcrumbs__item")(n) {
				label := text(n)
				if label == "" {
					if a := find(n, func(c *html.Node) bool { return c.Data == "a" }); a != nil {
						label = attr(a, "aria-label")
					}
				}
				p.Breadcrumbs = append(p.Breadcrumbs, label)
				return false
			}
			return true
		})
	}
	p.Posts = blogPosts(doc)
	if nav := find(doc, func(n *html.Node) bool { return attr(n, "aria-label") == "Blog recent posts navigation" }); nav != nil {
		p.Sidebar = blogSidebarLines(nav)
	}
	if toc := find(doc, hasClass("theme-doc-toc-desktop")); toc != nil {
		if ul := find(toc, func(n *html.Node) bool { return n.Data == "ul" }); ul != nil {
			p.TOC = tocLines(ul, 0)
		}
	}
	if menu := find(doc, hasClass("theme-doc-sidebar-menu")); menu != nil {
		p.Sidebar = sidebarLines(menu, 0)
	}
	for _, dir := range []string{"prev", "next"} {
		a := find(doc, hasClass("pagination-nav__link--"+dir))
		if a == nil {
			continue
		}
		label := ""
		if l := find(a, hasClass("pagination-nav__label")); l != nil {
			label = text(l)
		}
		if dir == "prev" {
			p.Previous = label + " -> " + attr(a, "href")
		} else {
			p.Next = label + " -> " + attr(a, "href")
		}
	}
	return p
}

// structuredData is the JSON of each <script type="application/ld+json"> of the page, in page
// order: decoded and written again with sorted keys and indented, so that two builds compare
// by what the data says, not by how it is spelled. A script that is no JSON is kept as it is.
func structuredData(doc *html.Node) string {
	var out []string
	each(doc, func(n *html.Node) bool {
		if n.Data != "script" || attr(n, "type") != "application/ld+json" || n.FirstChild == nil {
			return true
		}
		src := strings.TrimSpace(n.FirstChild.Data)
		var v any
		dec := json.NewDecoder(strings.NewReader(src))
		dec.UseNumber() // numbers as written
		if dec.Decode(&v) != nil {
			out = append(out, src)
			return false
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		_ = enc.Encode(v)
		out = append(out, strings.TrimSpace(b.String()))
		return false
	})
	return strings.Join(out, "\n")
}

// contentOf is the element whose text is the page's: a doc's markdown, the main element of a
// docs tag page or generated index, else on the pages of the pages and blog plugins (<html class="plugin-pages|plugin-blog">) the whole main wrapper
// between navbar and footer, blog sidebar included.
func contentOf(doc *html.Node) *html.Node {
	if md := find(doc, hasClass("theme-doc-markdown")); md != nil {
		return md
	}
	if isDocsPage(doc) {
		// A tag page or a generated index: the page is its heading and its list.
		return find(doc, func(n *html.Node) bool { return n.Data == "main" })
	}
	root := find(doc, func(n *html.Node) bool { return n.Data == "html" })
	if root == nil || !hasClass("plugin-pages")(root) && !hasClass("plugin-blog")(root) {
		return nil
	}
	return find(doc, hasClass("main-wrapper"))
}

// blogPosts describes each blog post of a page (one on a post's page, several on a list):
// "Title -> link | date | authors | tags", the parts the blog theme shows about it.
func blogPosts(doc *html.Node) []string {
	main := find(doc, func(n *html.Node) bool { return n.Data == "main" })
	if main == nil || find(main, func(n *html.Node) bool { return n.Data == "time" }) == nil {
		return nil
	}
	var posts []string
	each(main, func(n *html.Node) bool {
		if n.Data != "article" {
			return true
		}
		header := find(n, func(c *html.Node) bool { return c.Data == "header" })
		if header == nil {
			return false
		}
		title := findIn(header, func(c *html.Node) bool { return c.Data == "h1" || c.Data == "h2" })
		line := text(title)
		if a := findIn(title, func(c *html.Node) bool { return c.Data == "a" }); a != nil {
			line += " -> " + attr(a, "href")
		}
		if t := find(header, func(c *html.Node) bool { return c.Data == "time" }); t != nil {
			line += " | " + attr(t, "datetime") + " " + text(t.Parent)
		}
		var authors, tags []string
		each(header, func(c *html.Node) bool {
			if hasClass("avatar__name")(c) {
				authors = append(authors, text(c))
			}
			return true
		})
		each(n, func(c *html.Node) bool {
			if c.Data == "a" && attr(c, "rel") == "tag" {
				tags = append(tags, text(c)+" -> "+attr(c, "href"))
			}
			return true
		})
		line += " | " + strings.Join(authors, ", ") + " | " + strings.Join(tags, ", ")
		posts = append(posts, line)
		return false
	})
	return posts
}

// blogSidebarLines are the blog sidebar's year headings and post links.
func blogSidebarLines(nav *html.Node) []string {
	var lines []string
	each(nav, func(n *html.Node) bool {
		switch {
		case n.Data == "h3":
			lines = append(lines, "["+text(n)+"]")
		case n.Data == "a":
			active := ""
			if strings.Contains(attr(n, "class"), "sidebarItemLinkActive") || attr(n, "aria-current") == "page" {
				active = " (active)"
			}
			lines = append(lines, "  "+text(n)+" -> "+attr(n, "href")+active)
			return false
		}
		return true
	})
	return lines
}

// isDocsPage tells whether a page is one of the docs plugin's (a doc, a generated index or a
// tag page), by its <html> class.
func isDocsPage(doc *html.Node) bool {
	h := find(doc, func(n *html.Node) bool { return n.Data == "html" })
	return h != nil && (hasClass("docs-doc-page")(h) || hasClass("docs-tags-list-page")(h) || hasClass("docs-tags-doc-list-page")(h))
}

// footer is what a doc's footer tells: the edit URL, then each tag ("tag Label -> href") and
// the last-updated line.
func footer(doc *html.Node) string {
	var lines []string
	if a := find(doc, hasClass("theme-edit-this-page")); a != nil {
		lines = append(lines, attr(a, "href"))
	}
	if row := find(doc, hasClass("theme-doc-footer-tags-row")); row != nil {
		each(row, func(n *html.Node) bool {
			if n.Data == "a" {
				lines = append(lines, "tag "+text(n)+" -> "+attr(n, "href"))
				return false
			}
			return true
		})
	}
	if u := find(doc, hasClass("theme-last-updated")); u != nil {
		lines = append(lines, "updated "+text(u))
	}
	return strings.Join(lines, "\n")
}

// metaNames are the page metadata tags that tell the locale, version and search facet of a
// page (spec section 3).
var metaNames = map[string]bool{"docusaurus_locale": true, "docusaurus_version": true, "docusaurus_tag": true,
	"docsearch:language": true, "docsearch:version": true, "docsearch:docusaurus_tag": true}

func tocLines(ul *html.Node, depth int) []string {
	var lines []string
	for li := ul.FirstChild; li != nil; li = li.NextSibling {
		if li.Data != "li" {
			continue
		}
		for c := li.FirstChild; c != nil; c = c.NextSibling {
			switch c.Data {
			case "a":
				lines = append(lines, strings.Repeat("  ", depth)+attr(c, "href")+" "+text(c))
			case "ul":
				lines = append(lines, tocLines(c, depth+1)...)
			}
		}
	}
	return lines
}

func sidebarLines(ul *html.Node, depth int) []string {
	var lines []string
	indent := strings.Repeat("  ", depth)
	for li := ul.FirstChild; li != nil; li = li.NextSibling {
		if li.Data != "li" {
			continue
		}
		link := find(li, hasClass("menu__link"))
		switch {
		case hasClass("theme-doc-sidebar-item-category")(li):
			state := "expanded"
			if hasClass("menu__list-item--collapsed")(li) {
				state = "collapsed"
			}
			label, href := "", ""
			if link != nil {
				label, href = text(link), attr(link, "href")
			}
			lines = append(lines, indent+"["+state+"] "+label+" -> "+href)
			if sub := find(li, func(n *html.Node) bool { return n.Data == "ul" }); sub != nil {
				lines = append(lines, sidebarLines(sub, depth+1)...)
			}
		case link != nil:
			active := ""
			if hasClass("menu__link--active")(link) {
				active = " (active)"
			}
			lines = append(lines, indent+text(link)+" -> "+attr(link, "href")+active)
		default:
			lines = append(lines, indent+"[html] "+text(li))
		}
	}
	return lines
}

// blocks are the elements whose text does not run on into the next element's: whether the
// HTML has whitespace between them is up to the generator.
var blocks = map[string]bool{"br": true, "p": true, "li": true, "tr": true, "td": true, "th": true, "div": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "pre": true, "table": true,
	"ul": true, "ol": true, "blockquote": true, "header": true, "section": true, "details": true, "summary": true, "hr": true}

// text is the visible text below n with whitespace folded, leaving out heading anchors, buttons
// and scripts, and noscript fallbacks (a browser that runs the page's scripts never shows
// them, and the parser reads their markup as text).
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
			return
		case n.Type == html.ElementNode && (n.Data == "script" || n.Data == "noscript" || n.Data == "style" || n.Data == "button" || n.Data == "svg" || hasClass("hash-link")(n)):
			return
		case n.Type == html.ElementNode && blocks[n.Data]:
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode && blocks[n.Data] {
			b.WriteByte(' ')
		}
	}
	walk(n)
	return strings.Join(strings.Fields(strings.ReplaceAll(b.String(), "\u200b", "")), " ")
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(class string) func(*html.Node) bool {
	return func(n *html.Node) bool {
		if n.Type != html.ElementNode {
			return false
		}
		for _, c := range strings.Fields(attr(n, "class")) {
			if c == class {
				return true
			}
		}
		return false
	}
}

// each visits the elements below n in document order; visit returns false to skip a subtree.
func each(n *html.Node, visit func(*html.Node) bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && !visit(c) {
			continue
		}
		each(c, visit)
	}
}

// findIn is find on n, which may be nil.
func findIn(n *html.Node, match func(*html.Node) bool) *html.Node {
	if n == nil {
		return nil
	}
	return find(n, match)
}

// find is the first element below n that matches.
func find(n *html.Node, match func(*html.Node) bool) *html.Node {
	var found *html.Node
	each(n, func(c *html.Node) bool {
		if found != nil {
			return false
		}
		if match(c) {
			found = c
			return false
		}
		return true
	})
	return found
}
