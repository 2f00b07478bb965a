// Package opensearch writes opensearch.xml, which lets a browser add the site's search page
// as a search engine, as Docusaurus's Algolia search theme writes it when the site has a
// search page.
package searchalgolia

import (
	"encoding/xml"
	"strings"
)

// File is the description's name in the build folder, under the base URL.
const File = "opensearch.xml"

type description struct {
	XMLName       xml.Name `xml:"OpenSearchDescription"`
	NS            string   `xml:"xmlns,attr"`
	MozNS         string   `xml:"xmlns:moz,attr"`
	ShortName     string   `xml:"ShortName"`
	Description   string   `xml:"Description"`
	InputEncoding string   `xml:"InputEncoding"`
	Image         *image   `xml:"Image,omitempty"`
	URLs          []url    `xml:"Url"`
	SearchForm    string   `xml:"moz:SearchForm"`
}

type image struct {
	Width  int    `xml:"width,attr"`
	Height int    `xml:"height,attr"`
	Type   string `xml:"type,attr"`
	URL    string `xml:",chardata"`
}

type url struct {
	Type     string `xml:"type,attr"`
	Method   string `xml:"method,attr,omitempty"`
	Rel      string `xml:"rel,attr,omitempty"`
	Template string `xml:"template,attr"`
}

// Site is what the description names: the site's title, its URL with the base URL
// ("https://example.com/docs/"), the search page's path under it and the favicon's ("" for none).
type Site struct {
	Title, URL, SearchPage, Favicon string
}

// Build returns opensearch.xml: searches go to the search page's ?q=.
func Build(s Site) []byte {
	d := description{
		NS:            "http://a9.com/-/spec/opensearch/1.1/",
		MozNS:         "http://www.mozilla.org/2006/browser/search/",
		ShortName:     s.Title,
		Description:   "Search " + s.Title,
		InputEncoding: "UTF-8",
		URLs: []url{
			{Type: "text/html", Method: "get", Template: join(s.URL, s.SearchPage) + "?q={searchTerms}"},
			{Type: "application/opensearchdescription+xml", Rel: "self", Template: s.URL + File},
		},
		SearchForm: s.URL,
	}
	if s.Favicon != "" {
		d.Image = &image{Width: 16, Height: 16, Type: "image/x-icon", URL: join(s.URL, s.Favicon)}
	}
	out, _ := xml.MarshalIndent(d, "", "  ")
	return append([]byte(xml.Header), append(out, '\n')...)
}

// join appends a path to a URL ending in a slash.
func join(base, p string) string {
	return base + strings.TrimLeft(p, "/")
}
