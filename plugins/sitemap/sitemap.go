// Package sitemap writes sitemap.xml with Docusaurus's defaults (weekly, priority 0.5).
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
	Loc        string  `xml:"loc"`
	ChangeFreq string  `xml:"changefreq"`
	Priority   float64 `xml:"priority"`
}

// Build returns the sitemap of paths (already including baseUrl) on siteURL.
func Build(siteURL string, paths []string) []byte {
	s := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, p := range paths {
		s.URLs = append(s.URLs, entry{Loc: strings.TrimSuffix(siteURL, "/") + encodePath(p), ChangeFreq: "weekly", Priority: 0.5})
	}
	out, _ := xml.Marshal(s)
	return append([]byte(xml.Header), out...)
}

// encodePath percent-encodes a route path as a browser does a URL's path (controls, space,
// non-ASCII and "#<>?`{}), so that a page whose file name holds a space, "#", "?" or a
// newline has a <loc> that addresses it. A backslash is encoded too: browsers would read it
// as "/".
func encodePath(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("\"#<>?`{}\\", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
