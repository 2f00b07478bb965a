package pipeline

import (
	"encoding/base64"
	"fmt"
	"maps"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
)

// linkResolver resolves the markdown links and images of one doc, page or post (see
// markdown.Resolver).
type linkResolver struct {
	cfg    *config.Config
	site   *output.Site
	images map[string]string // folder and source file → URL of its copy, shared by all markdown files
	warn   func(string)

	file, source, permalink string // the markdown file and its page
	root                    string // the content folder, where "/x.md" links point
	// targets are the pages markdown links may point at by file (the doc's version, the
	// post's blog), file → permalink.
	targets map[string]string
}

func isExternal(u string) bool {
	if strings.HasPrefix(u, "//") {
		return true
	}
	if i := strings.IndexByte(u, ':'); i > 0 {
		scheme := u[:i]
		return !strings.ContainsAny(scheme, "/?#")
	}
	return false
}

func splitHash(u string) (string, string) {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i], u[i:]
	}
	return u, ""
}

func (r *linkResolver) Link(u string, line int) (string, bool, error) {
	if u == "" || isExternal(u) || strings.HasPrefix(u, "#") {
		return u, false, nil
	}
	target, hash := splitHash(u)
	target, query, _ := strings.Cut(target, "?")
	// As a URL parser reads it (and Docusaurus resolves markdown links with one): a backslash
	// in a path is a slash, so links written with Windows separators still find their file.
	target = strings.ReplaceAll(target, `\`, "/")
	if query != "" {
		query = "?" + query
	}
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	if file, err := r.linkedFile(target, line); err != nil {
		return "", false, err
	} else if file != "" {
		u, err := r.asset("files", file)
		return u + hash, true, err
	}
	if strings.HasSuffix(target, ".md") || strings.HasSuffix(target, ".mdx") {
		// As Docusaurus looks: ./x.md and ../x.md from the file's folder only; other paths from
		// the content folder (the doc's own version) and the site folder first, then, unless
		// they start with a slash, from the file's folder.
		var dirs []string
		if !strings.HasPrefix(target, "./") && !strings.HasPrefix(target, "../") {
			dirs = append(dirs, r.root, r.cfg.SiteDir)
		}
		if !strings.HasPrefix(target, "/") {
			dirs = append(dirs, filepath.Dir(r.file))
		}
		var file string
		for _, dir := range dirs {
			file = filepath.Join(dir, filepath.FromSlash(target))
			if permalink, ok := r.targets[file]; ok {
				return permalink + query + hash, false, nil
			}
		}
		msg := fmt.Sprintf("%s:%d: broken markdown link %q: no page at %s", r.source, line, u, relTo(r.cfg.SiteDir, file))
		if r.cfg.OnBrokenMarkdownLinks == "throw" {
			return "", false, fmt.Errorf("%s (onBrokenMarkdownLinks: throw)", msg)
		}
		r.report(r.cfg.OnBrokenMarkdownLinks, msg)
		// Left as a URL relative to the page, where onBrokenLinks reports it again.
	}
	if strings.HasPrefix(target, "/") && !strings.HasSuffix(target, ".md") && !strings.HasSuffix(target, ".mdx") {
		if !strings.HasPrefix(target, r.cfg.BaseURL) {
			target = strings.TrimSuffix(r.cfg.BaseURL, "/") + target
		}
		return target + query + hash, false, nil
	}
	// A plain relative URL resolves against the page's own URL, as in the browser: the URL
	// the trailingSlash option gives it (guide/index.md is at /guide without the slash).
	return resolveFrom(pageURL(r.cfg, r.permalink), target) + query + hash, false, nil
}

// resolveFrom resolves a relative path against the URL of the page it is on, as the browser
// does: from its folder, which for a URL without a trailing slash is the one above it.
func resolveFrom(page, rel string) string {
	return path.Join(path.Dir(page+"x"), rel)
}

// pageURL is the URL of the page at permalink once the trailingSlash option is applied to it,
// as the route table has it.
func pageURL(cfg *config.Config, permalink string) string {
	if cfg.TrailingSlash == nil {
		return permalink
	}
	return routes.TrailingSlash(permalink, cfg.BaseURL, *cfg.TrailingSlash)
}

// Image resolves a markdown image: a file of the site (next to the markdown, in a static
// folder by its URL, or by @site/) becomes what Docusaurus makes of it, a data: URL when
// smaller than 10,000 bytes, else a copy in assets/images, with its size.
func (r *linkResolver) Image(src string, line int) (string, markdown.ImageFile, error) {
	if src == "" || isExternal(src) || strings.HasPrefix(src, "data:") {
		return src, markdown.ImageFile{}, nil
	}
	target, _ := splitHash(src)
	target, _, _ = strings.Cut(target, "?")
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	var file string
	switch rest, site := strings.CutPrefix(target, "@site/"); {
	case site:
		file = filepath.Join(r.cfg.SiteDir, filepath.FromSlash(rest))
		if !fileExists(file) || !sitefs.Inside(r.cfg.SiteDir, file) {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found (looked for %s)", r.source, line, src, relTo(r.cfg.SiteDir, file))
		}
	case strings.HasPrefix(target, "/"):
		for _, dir := range r.cfg.StaticDirectories {
			root := filepath.Join(r.cfg.SiteDir, dir)
			if p := filepath.Join(root, filepath.FromSlash(target)); fileExists(p) && sitefs.Inside(root, p) {
				file = p
				break
			}
		}
		if file == "" {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found in the static folders (%s)", r.source, line, src, strings.Join(r.cfg.StaticDirectories, ", "))
		}
	default:
		file = filepath.Join(filepath.Dir(r.file), filepath.FromSlash(target))
		if fileExists(file) && !r.cfg.ReadRoots().Contains(file) {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q is outside the site folder and the content folders its config names", r.source, line, src)
		}
		if !fileExists(file) {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found (looked for %s)", r.source, line, src, relTo(r.cfg.SiteDir, file))
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q: %w", r.source, line, src, err)
	}
	w, h := imageSize(file, data)
	img := markdown.ImageFile{Local: true, Width: w, Height: h}
	if len(data) < inlineImageLimit {
		return "data:" + imageType(file) + ";base64," + base64.StdEncoding.EncodeToString(data), img, nil
	}
	u, err := r.asset("images", file)
	return u, img, err
}

// assetLike matches the paths Docusaurus takes for files rather than pages when a markdown
// link points at them: any extension but a page's.
func assetLike(p string) bool {
	ext := path.Ext(p)
	return ext != "" && ext != "." && ext != ".md" && ext != ".mdx" && ext != ".html"
}

// linkedFile is the file a markdown link points at when Docusaurus serves it as a file of the
// page (copied to assets/files): "@site/x" (which must exist), a path with a file's
// extension found in a static folder ("/x.pdf") or next to the markdown ("./x.sh"). "" when
// the link is not to such a file.
func (r *linkResolver) linkedFile(target string, line int) (string, error) {
	if rest, ok := strings.CutPrefix(target, "@site/"); ok {
		file := filepath.Join(r.cfg.SiteDir, filepath.FromSlash(rest))
		if !fileExists(file) || !sitefs.Inside(r.cfg.SiteDir, file) {
			return "", fmt.Errorf("%s:%d: linked file %q not found (looked for %s)", r.source, line, target, relTo(r.cfg.SiteDir, file))
		}
		return file, nil
	}
	if !assetLike(target) {
		return "", nil
	}
	if strings.HasPrefix(target, "/") {
		for _, dir := range r.cfg.StaticDirectories {
			root := filepath.Join(r.cfg.SiteDir, dir)
			if p := filepath.Join(root, filepath.FromSlash(target)); fileExists(p) && sitefs.Inside(root, p) {
				return p, nil
			}
		}
		return "", nil
	}
	file := filepath.Join(filepath.Dir(r.file), filepath.FromSlash(target))
	if !fileExists(file) {
		return "", nil
	}
	if !r.cfg.ReadRoots().Contains(file) {
		return "", fmt.Errorf("%s:%d: linked file %q is outside the site folder and the content folders its config names", r.source, line, target)
	}
	return file, nil
}

// asset copies a file the markdown uses into assets/<folder>/, named by its contents as
// Docusaurus names it, <name>-<md4>.<ext> (other sites may link to it), and returns its URL.
// Each file is copied once per build.
func (r *linkResolver) asset(folder, file string) (string, error) {
	key := folder + "\x00" + file
	if u, ok := r.images[key]; ok {
		return u, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s: %w", r.source, err)
	}
	ext := path.Ext(file)
	name := strings.TrimSuffix(filepath.Base(file), ext)
	out := fmt.Sprintf("assets/%s/%s-%s%s", folder, name, md4Hex(data), ext)
	if err := r.site.Copy(out, file); err != nil {
		return "", err
	}
	u := r.cfg.BaseURL + out
	r.images[key] = u
	return u, nil
}

func (r *linkResolver) report(level, msg string) {
	if level == "ignore" {
		return
	}
	r.warn(msg)
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func relTo(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return p
}

// linkChecker checks internal links against the routes, the static files and the headings of
// each page, collecting the problems to report together.
type linkChecker struct {
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

func newLinkChecker(cfg *config.Config, t *routes.Table, site *output.Site, compiled []compiledPage) *linkChecker {
	lc := &linkChecker{cfg: cfg, table: t, site: site, anchors: map[string]map[string]bool{}, checked: map[[2]string]bool{}, themeBroken: map[string][]string{}, fromRoot: map[string]string{},
		collected: map[string][]string{}}
	for _, c := range compiled {
		page := pageURL(cfg, c.permalink)
		set := lc.anchors[page]
		if set == nil {
			set = map[string]bool{}
			lc.anchors[page] = set
		}
		for _, a := range c.doc.Anchors {
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
func (lc *linkChecker) problem(page, link string) (broken string, anchor *anchorProblem) {
	if isExternal(link) {
		return "", nil
	}
	target, hash := splitHash(link)
	target, _, _ = strings.Cut(target, "?")
	if target == "" {
		target = page
	}
	shown := link
	if !strings.HasPrefix(target, "/") {
		// A link a component writes relative to the page (homarr's widget pages link
		// "../../integrations/x"), resolved as the browser and Docusaurus's check resolve it.
		target = resolveFrom(page, target)
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
func (lc *linkChecker) inOtherLocale(path string) bool {
	i18n := lc.cfg.I18n
	root := i18n.RootBaseURL
	owner := i18n.DefaultLocale
	for _, l := range i18n.Locales {
		if l != i18n.DefaultLocale && strings.HasPrefix(path+"/", root+i18n.Configs[l].Path+"/") {
			owner = l
		}
	}
	return owner != lc.cfg.Locale && strings.HasPrefix(path, root)
}

// check checks a markdown link written at where (file:line) on page.
func (lc *linkChecker) check(where, page, url string) {
	page = pageURL(lc.cfg, page)
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

// checkPage checks the links a rendered page's <Link>s were given that its markdown did not
// have: the navbar, sidebar, footer, the rest of the theme and the site's components. As in
// Docusaurus, those are the links the app routes (not those that open elsewhere: external
// sites, pathname:// links, a target other than _self), never a plain <a> nor the HTML
// strings of the theme config. anchors are the ids the page's components collected.
func (lc *linkChecker) checkPage(page string, links, anchors []string) {
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
func (lc *linkChecker) themeProblem(page, link string) string {
	if !strings.HasPrefix(link, "/") {
		broken, _ := lc.problem(pageURL(lc.cfg, page), link)
		return broken
	}
	broken, ok := lc.fromRoot[link]
	if !ok {
		broken, _ = lc.problem(pageURL(lc.cfg, page), link)
		lc.fromRoot[link] = broken
	}
	return broken
}

// report hands the broken links found so far to the builder and forgets them.
func (lc *linkChecker) report(b *builder) error {
	broken := lc.broken
	for _, u := range slices.Sorted(maps.Keys(lc.themeBroken)) {
		pages := lc.themeBroken[u]
		slices.Sort(pages) // pages are checked in the order they finish rendering
		broken = append(broken, fmt.Sprintf("%s, linked from %d page(s) outside their markdown (navbar, sidebar or footer?), such as %s", u, len(pages), pages[0]))
	}
	lc.broken, lc.themeBroken = nil, map[string][]string{}
	return b.report(lc.cfg.OnBrokenLinks, "onBrokenLinks", "broken links", broken)
}

// reportAnchors hands the broken anchors to the builder once the pages are rendered: an
// anchor a page's components collected is no longer one.
func (lc *linkChecker) reportAnchors(b *builder) error {
	var anchors []string
	for _, a := range lc.anchorProblems {
		if !slices.Contains(lc.collected[a.page], a.id) {
			anchors = append(anchors, a.where+": "+a.text)
		}
	}
	lc.anchorProblems, lc.collected = nil, map[string][]string{}
	return b.report(lc.cfg.OnBrokenAnchors, "onBrokenAnchors", "broken anchors", anchors)
}

// check is the check stage, once every page is rendered: the links of the markdown and those
// the theme rendered, then the anchors, as onBrokenLinks and onBrokenAnchors say.
func (l *locale) check() error {
	if err := l.links.report(l.b); err != nil {
		return err
	}
	return l.links.reportAnchors(l.b)
}

// checkMarkdown checks the links the markdown of every compiled page wrote, before the pages
// render links of their own (a link both wrote is reported once, at its markdown's line).
func (lc *linkChecker) checkMarkdown(compiled []compiledPage) {
	for _, c := range compiled {
		for _, l := range c.doc.Links {
			lc.check(fmt.Sprintf("%s:%d", c.source, l.Line), c.permalink, l.URL)
		}
	}
}

func (b *builder) report(level, key, what string, list []string) error {
	if len(list) == 0 || level == "ignore" {
		return nil
	}
	msg := fmt.Sprintf("found %d %s:\n- %s", len(list), what, strings.Join(list, "\n- "))
	if level == "throw" {
		return fmt.Errorf("%s\n(set %s to \"warn\" in the site config to build anyway)", msg, key)
	}
	b.warn(msg)
	return nil
}

func staticExists(cfg *config.Config, rel string) bool {
	for _, dir := range cfg.StaticDirectories {
		root := filepath.Join(cfg.SiteDir, dir)
		p := filepath.Join(root, filepath.FromSlash(rel))
		if fileExists(p) && sitefs.Inside(root, p) && !sitefs.Private(rel) {
			return true
		}
	}
	return false
}
