// Package sitemap writes sitemap.xml with Docusaurus's defaults (weekly, priority 0.5).
package sitemap

import (
	"encoding/xml"
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
		s.URLs = append(s.URLs, entry{Loc: strings.TrimSuffix(siteURL, "/") + p, ChangeFreq: "weekly", Priority: 0.5})
	}
	out, _ := xml.Marshal(s)
	return append([]byte(xml.Header), out...)
}
