// Package sitemap is @docusaurus/plugin-sitemap: sitemap.xml with its options.
package sitemap

import (
	"encoding/xml"
	"fmt"
	"strings"
)

type urlset struct {
	XMLName xml.Name `xml:"urlset"`
	NS      string   `xml:"xmlns,attr"`
	URLs    []entry  `xml:"url"`
}

type entry struct {
	Loc        string   `xml:"loc"`
	LastMod    string   `xml:"lastmod,omitempty"`
	ChangeFreq string   `xml:"changefreq,omitempty"`
	Priority   *float64 `xml:"priority,omitempty"`
}

// Item is a page of the sitemap: its path (with baseUrl) and its lastmod, "" for none.
type Item struct {
	Path, LastMod string
}

// Build returns the sitemap of items on siteURL, each with the options' changefreq and
// priority.
func Build(siteURL string, items []Item, o Options) []byte {
	s := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, it := range items {
		s.URLs = append(s.URLs, entry{Loc: strings.TrimSuffix(siteURL, "/") + encodePath(it.Path), LastMod: it.LastMod, ChangeFreq: o.ChangeFreq, Priority: o.Priority})
	}
	out, _ := xml.Marshal(s)
	return append([]byte(xml.Header), out...)
}

// encodePath percent-encodes a route path as a browser does a URL's path (controls, space,
// non-ASCII and "#<>?`{}), so that a page whose file name holds a space, "#", "?" or a
// newline has a <loc> that addresses it. A backslash is encoded too: browsers would read it
// as "/". So is "%": a route path is its page's file name as it is (docs/100%.md is /100%, in
// 100%/index.html), which a server finds once it has decoded the URL, /100%25.
func encodePath(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("\"#%<>?`{}\\", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
