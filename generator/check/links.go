// Package check is the check stage of a build: the links of the markdown and of the rendered
// pages against the routes, the static files and the pages' headings, reported together once
// every page is rendered, as Docusaurus's onBrokenLinks and onBrokenAnchors say.
package check

import (
	"encoding/hex"
	"fmt"
	"maps"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"gosaurus/generator/compile"
	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
)

// Links checks internal links against the routes, the static files and the headings of
// each page, collecting the problems to report together (see Report).
type Links struct {
	cfg            *config.Config
	table          *routes.Table
	site           *output.Site               // what the build writes: the files markdown links were copied to
	anchors        map[string]map[string]bool // page → heading ids
	checked        map[[2]string]bool         // page and url, already checked as a markdown link
	broken         []string
	anchorProblems []anchorProblem
	collected      map[string][]string // page → the anchors its components collected while it rendered
	themeBroken    map[string][]string // url → pages whose theme links to it
	fromRoot       map[string]string   // a theme link from the root → what is wrong with it, or ""
}

// New is the check of the locale of cfg, whose routes are t and whose build is site (where
// the files markdown links name were copied), with the headings of its compiled pages.
func New(cfg *config.Config, t *routes.Table, site *output.Site, compiled []compile.Page) *Links {
	lc := &Links{cfg: cfg, table: t, site: site, anchors: map[string]map[string]bool{}, checked: map[[2]string]bool{}, themeBroken: map[string][]string{}, fromRoot: map[string]string{},
		collected: map[string][]string{}}
	for _, c := range compiled {
		page := routes.PageURL(cfg, c.Permalink)
		set := lc.anchors[page]
		if set == nil {
			set = map[string]bool{}
			lc.anchors[page] = set
		}
		for _, a := range c.Doc.Anchors {
			set[a] = true
		}
	}
	return lc
}

// anchorProblem is a link whose #id is no heading of its page's markdown: broken unless a
// component of the page collected the id while it rendered (see report).
type anchorProblem struct {
	where, page, id, text string
}

// problem returns what is wrong with a link from page, or "" when nothing is; a link to an
// anchor its page's markdown lacks is an anchor problem instead.
func (lc *Links) problem(page, link string) (broken string, anchor *anchorProblem) {
	if routes.IsExternal(link) {
		return "", nil
	}
	target, hash := routes.SplitHash(link)
	target, _, _ = strings.Cut(target, "?")
	if target == "" {
		target = page
	}
	shown := link
	if !strings.HasPrefix(target, "/") {
		// A link a component writes relative to the page (homarr's widget pages link
		// "../../integrations/x"), resolved as the browser and Docusaurus's check resolve it.
		target = routes.ResolveFrom(page, target)
		shown = fmt.Sprintf("%s (resolved as %s)", link, target)
	}
	base := lc.cfg.BaseURL
	if lc.inOtherLocale(target) {
		return "", nil // built by another locale's pass, with its own checks
	}
	if !strings.HasPrefix(target, base) && target+"/" != base {
		return fmt.Sprintf("%s (outside the site's base URL %s)", shown, base), nil
	}
	// X.html and X/index.html are the page X, as the server and the router treat them.
	norm := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(target, "index.html"), ".html"), "/")
	if norm+"/" == base {
		norm = base
	}
	route, ok := lc.table.Lookup(norm)
	if !ok {
		route, ok = lc.table.Lookup(norm + "/") // a folder's index page
	}
	if decoded := decodeURI(norm); !ok && decoded != norm {
		// Docusaurus's check tries the path and its decodeURI: markdown writes the link to
		// docs/100%.md percent-encoded, /100%25, and the route is /100%.
		if route, ok = lc.table.Lookup(decoded); !ok {
			route, ok = lc.table.Lookup(decoded + "/")
		}
	}
	if !ok {
		if rel := strings.TrimPrefix(target, base); staticExists(lc.cfg, rel) || lc.site.Has(rel) {
			return "", nil
		}
		return shown, nil
	}
	id := strings.TrimPrefix(hash, "#")
	if decoded, err := url.PathUnescape(id); err == nil && lc.anchors[route.Path][decoded] {
		id = decoded // an id with characters a URL escapes: "#caf%C3%A9" is the heading café
	}
	if id != "" && lc.anchors[route.Path] != nil && !lc.anchors[route.Path][id] {
		return "", &anchorProblem{page: route.Path, id: id, text: fmt.Sprintf("%s (no heading with id %q on %s)", link, id, route.Path)}
	}
	return "", nil
}

// inOtherLocale tells whether path belongs to another locale of the site than the one being
// built: under another locale's folder, or, from a locale's folder, anywhere else on the site.
func (lc *Links) inOtherLocale(path string) bool {
	i18n := lc.cfg.I18n
	root := i18n.RootBaseURL
	owner := i18n.DefaultLocale
	for _, l := range i18n.Locales {
		if l != i18n.DefaultLocale && strings.HasPrefix(path+"/", root+l+"/") {
			owner = l
		}
	}
	return owner != lc.cfg.Locale && strings.HasPrefix(path, root)
}

// check checks a markdown link written at where (file:line) on page.
func (lc *Links) check(where, page, url string) {
	page = routes.PageURL(lc.cfg, page)
	lc.checked[[2]string{page, url}] = true
	broken, anchor := lc.problem(page, url)
	if broken != "" {
		lc.broken = append(lc.broken, where+": "+broken)
	}
	if anchor != nil {
		anchor.where = where
		lc.anchorProblems = append(lc.anchorProblems, *anchor)
	}
}

// Page checks the links a rendered page's <Link>s were given that its markdown did not
// have: the navbar, sidebar, footer, the rest of the theme and the site's components. As in
// Docusaurus, those are the links the app routes (not those that open elsewhere: external
// sites, pathname:// links, a target other than _self), never a plain <a> nor the HTML
// strings of the theme config. anchors are the ids the page's components collected.
func (lc *Links) Page(page string, links, anchors []string) {
	if len(anchors) > 0 {
		lc.collected[page] = anchors // searched only for the few links to a missing heading
	}
	for _, link := range links {
		if strings.HasPrefix(link, "#") {
			continue
		}
		broken := lc.themeProblem(page, link)
		if broken == "" || lc.checked[[2]string{page, link}] {
			continue
		}
		lc.checked[[2]string{page, link}] = true
		lc.themeBroken[broken] = append(lc.themeBroken[broken], page)
	}
}

// themeProblem is what is wrong with a link of the theme on page, "" when nothing is. A link
// from the root is wrong or right whatever page it is on, so it is checked once a build:
// every page's sidebar and navbar have the same links.
func (lc *Links) themeProblem(page, link string) string {
	if !strings.HasPrefix(link, "/") {
		broken, _ := lc.problem(routes.PageURL(lc.cfg, page), link)
		return broken
	}
	broken, ok := lc.fromRoot[link]
	if !ok {
		broken, _ = lc.problem(routes.PageURL(lc.cfg, page), link)
		lc.fromRoot[link] = broken
	}
	return broken
}

// reportLinks hands the broken links found so far to warn, or fails, as onBrokenLinks says,
// and forgets them.
func (lc *Links) reportLinks(warn func(string)) error {
	broken := lc.broken
	for _, u := range slices.Sorted(maps.Keys(lc.themeBroken)) {
		pages := lc.themeBroken[u]
		slices.Sort(pages) // pages are checked in the order they finish rendering
		broken = append(broken, fmt.Sprintf("%s, linked from %d page(s) outside their markdown (navbar, sidebar or footer?), such as %s", u, len(pages), pages[0]))
	}
	lc.broken, lc.themeBroken = nil, map[string][]string{}
	return report(lc.cfg.OnBrokenLinks, "onBrokenLinks", "broken links", broken, warn)
}

// reportAnchors hands the broken anchors to the builder once the pages are rendered: an
// anchor a page's components collected is no longer one.
func (lc *Links) reportAnchors(warn func(string)) error {
	var anchors []string
	for _, a := range lc.anchorProblems {
		if !slices.Contains(lc.collected[a.page], a.id) {
			anchors = append(anchors, a.where+": "+a.text)
		}
	}
	lc.anchorProblems, lc.collected = nil, map[string][]string{}
	return report(lc.cfg.OnBrokenAnchors, "onBrokenAnchors", "broken anchors", anchors, warn)
}

// Markdown checks the links the markdown of every compiled page wrote, before the pages
// render links of their own (a link both wrote is reported once, at its markdown's line).
func (lc *Links) Markdown(compiled []compile.Page) {
	for _, c := range compiled {
		for _, l := range c.Doc.Links {
			lc.check(fmt.Sprintf("%s:%d", c.Source, l.Line), c.Permalink, l.URL)
		}
	}
}

func report(level, key, what string, list []string, warn func(string)) error {
	if len(list) == 0 || level == "ignore" {
		return nil
	}
	msg := fmt.Sprintf("found %d %s:\n- %s", len(list), what, strings.Join(list, "\n- "))
	if level == "throw" {
		return fmt.Errorf("%s\n(set %s to \"warn\" in the site config to build anyway)", msg, key)
	}
	warn(msg)
	return nil
}

func staticExists(cfg *config.Config, rel string) bool {
	for _, dir := range cfg.StaticDirectories {
		root := filepath.Join(cfg.SiteDir, dir)
		p := filepath.Join(root, filepath.FromSlash(rel))
		if sitefs.IsFile(p) && sitefs.Inside(root, p) && !sitefs.Private(rel) {
			return true
		}
	}
	return false
}

// Report hands the broken links, then the broken anchors, to warn, or fails with them, as
// onBrokenLinks and onBrokenAnchors say. An anchor a page's components collected while it
// rendered is no broken one.
func (lc *Links) Report(warn func(string)) error {
	if err := lc.reportLinks(warn); err != nil {
		return err
	}
	return lc.reportAnchors(warn)
}

// decodeURI is JavaScript's decodeURI: percent escapes decoded, but for those of the
// characters that delimit a URI's parts (";/?:@&=+$,#"), which stay escaped; p as it is when
// an escape is malformed or does not decode to UTF-8 (where decodeURI throws).
func decodeURI(p string) string {
	if !strings.Contains(p, "%") {
		return p
	}
	var out []byte
	for i := 0; i < len(p); i++ {
		if p[i] != '%' {
			out = append(out, p[i])
			continue
		}
		if i+2 >= len(p) {
			return p
		}
		decoded, err := hex.DecodeString(p[i+1 : i+3])
		if err != nil {
			return p
		}
		b := decoded[0]
		if b < 0x80 && strings.IndexByte(";/?:@&=+$,#", b) >= 0 {
			out = append(out, p[i:i+3]...)
		} else {
			out = append(out, b)
		}
		i += 2
	}
	if !utf8.Valid(out) {
		return p
	}
	return string(out)
}
