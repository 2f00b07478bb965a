// Package redirects makes the pages of @docusaurus/plugin-client-redirects: for each old path,
// a small static HTML page that sends the browser on to the new one.
package redirects

import (
	"fmt"
	"net/url"
	"path"
	"slices"
	"strings"

	"gosaurus/generator/routes"
)

// Page is one redirect page: File is relative to the build folder of its locale.
type Page struct {
	From, To string
	File     string
	HTML     []byte
}

// Pages makes the redirect pages of one plugin instance for a site whose pages are at
// routePaths (with baseUrl), as Docusaurus's plugin does after its build: redirects from the
// extensions options, the redirects option and createRedirects, in that order. A path that is
// a page already, or a second redirect from the same path, is left out with a warning; a
// redirect to a site path that is no page is written, with a warning.
func Pages(opts Options, baseURL string, trailingSlash *bool, routePaths []string) ([]Page, []string, error) {
	paths := make([]string, len(routePaths))
	for i, p := range routePaths {
		paths[i] = "/" + strings.TrimPrefix(strings.TrimPrefix(p, baseURL), "/")
	}
	var all []Redirect
	for _, p := range paths {
		all = append(all, fromExtensions(p, opts.FromExtensions)...)
	}
	for _, p := range paths {
		all = append(all, toExtension(p, opts.ToExtensions)...)
	}
	all = append(all, opts.Redirects...)
	if opts.CreateRedirects != nil {
		froms, err := opts.CreateRedirects(paths)
		if err != nil {
			return nil, nil, err
		}
		for i, p := range paths {
			for _, from := range froms[i] {
				all = append(all, Redirect{From: from, To: p})
			}
		}
	}
	var invalid []string
	for i := range all {
		all[i].To = withTrailingSlash(all[i].To, baseURL, trailingSlash)
		if msg := badSource(all[i].From); msg != "" {
			invalid = append(invalid, fmt.Sprintf("from %q to %q: %s", all[i].From, all[i].To, msg))
		}
	}
	if len(invalid) > 0 {
		return nil, nil, fmt.Errorf("%s: some redirects are invalid:\n- %s", opts.Key, strings.Join(invalid, "\n- "))
	}

	var warnings []string
	if missing := missingTargets(all, paths); len(missing) > 0 {
		warnings = append(warnings, fmt.Sprintf("%s: these paths are redirected to but are no page of the site (the redirects are written anyway):\n- %s", opts.Key, strings.Join(missing, "\n- ")))
	}
	seen := map[string]string{}
	var pages []Page
	html := map[string][]byte{} // one page text per destination
	for _, r := range all {
		if to, dup := seen[r.From]; dup {
			if to != r.To {
				warnings = append(warnings, fmt.Sprintf("%s: %s is redirected to both %s and %s; the first is written", opts.Key, r.From, to, r.To))
			}
			continue
		}
		seen[r.From] = r.To
		if slices.Contains(paths, r.From) {
			warnings = append(warnings, fmt.Sprintf("%s: the redirect from %s to %s is left out: %s is a page of the site", opts.Key, r.From, r.To, r.From))
			continue
		}
		to := r.To
		if strings.HasPrefix(to, "/") {
			to = strings.TrimSuffix(baseURL, "/") + to
		}
		if html[to] == nil {
			html[to] = pageHTML(to)
		}
		pages = append(pages, Page{From: r.From, To: r.To, File: file(r.From, trailingSlash), HTML: html[to]})
	}
	return pages, warnings, nil
}

// fromExtensions: /page is also reached at /page.html (and /page/ at /page.html/).
func fromExtensions(p string, exts []string) []Redirect {
	if p == "/" || hasExtension(p, exts) {
		return nil
	}
	var out []Redirect
	for _, ext := range exts {
		from := p + "." + ext
		if strings.HasSuffix(p, "/") {
			from = strings.TrimSuffix(p, "/") + "." + ext + "/"
		}
		out = append(out, Redirect{From: from, To: p})
	}
	return out
}

// toExtension: /page.html is also reached at /page.
func toExtension(p string, exts []string) []Redirect {
	for _, ext := range exts {
		if strings.HasSuffix(p, "."+ext) {
			return []Redirect{{From: strings.TrimSuffix(p, "."+ext), To: p}}
		}
	}
	return nil
}

func hasExtension(p string, exts []string) bool {
	for _, ext := range exts {
		if strings.HasSuffix(p, "."+ext) {
			return true
		}
	}
	return false
}

// withTrailingSlash gives a destination the trailing slash the site's trailingSlash asks
// for, on its path only; unset, it stays as written.
func withTrailingSlash(to, baseURL string, trailingSlash *bool) string {
	if trailingSlash == nil || strings.HasPrefix(to, "#") {
		return to
	}
	end := strings.IndexAny(to, "?#")
	if end < 0 {
		end = len(to)
	}
	p := to[:end]
	if p == "/" || p == baseURL {
		return to
	}
	return routes.TrailingSlash(p, baseURL, *trailingSlash) + to[end:]
}

// missingTargets are the site paths redirected to that are no page, either slash form.
func missingTargets(all []Redirect, paths []string) []string {
	pages := map[string]bool{}
	for _, p := range paths {
		if d, err := url.PathUnescape(p); err == nil {
			p = d
		}
		pages[p], pages[strings.TrimSuffix(p, "/")] = true, true
	}
	var missing []string
	for _, r := range all {
		if !strings.HasPrefix(r.To, "/") {
			continue
		}
		u, err := url.Parse(r.To)
		if err != nil {
			continue
		}
		if !pages[u.Path] && !pages[strings.TrimSuffix(u.Path, "/")] && !slices.Contains(missing, u.Path) {
			missing = append(missing, u.Path)
		}
	}
	return missing
}

// file is where the redirect page of a path goes: <path>/index.html, which static hosts serve
// after <path>.html, so a redirect never shadows a page. With trailingSlash: false a path that
// ends in .html gets <path>.html, as a folder cannot share a file's name.
func file(from string, trailingSlash *bool) string {
	p := strings.Trim(from, "/")
	if trailingSlash != nil && !*trailingSlash && strings.HasSuffix(p, ".html") {
		return p + ".html"
	}
	return path.Join(p, "index.html")
}

// pageHTML is the redirect page to a URL: a meta refresh for browsers without JavaScript, the
// canonical link for search engines, and a script that keeps the query and fragment the old
// address had, unless the destination has its own.
func pageHTML(to string) []byte {
	forward := ""
	if u, err := url.Parse(to); err == nil && u.RawQuery == "" && u.Fragment == "" {
		forward = " + window.location.search + window.location.hash"
	}
	enc := escapeHTML(encodeURI(to))
	return []byte(`<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=` + enc + `">
    <link rel="canonical" href="` + enc + `" />
  </head>
  <script>
    window.location.href = '` + enc + `'` + forward + `;
  </script>
</html>`)
}

// encodeURI escapes what JavaScript's encodeURI escapes: all but letters, digits and
// -_.!~*'();/?:@&=+$,#.
func encodeURI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'();/?:@&=+$,#", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// escapeHTML escapes what survives encodeURI and would break out of an attribute or a
// JavaScript string: & and '.
func escapeHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "'", "&#39;").Replace(s)
}
