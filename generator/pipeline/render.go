package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"

	"gosaurus/generator/bundle"
	"gosaurus/generator/check"
	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/generator/render"
	"gosaurus/generator/routes"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/head"
)

// render is the render stage: every route's page and the not-found page, each written as
// soon as it is rendered.
func (l *locale) render() error {
	b := l.b
	rc := b.renderCache(l.kept.render, l.cfg.Locale)
	if rc != l.kept.render {
		l.closers = append(l.closers, rc.Close) // this build's own: its render workers stop with it
	}
	pages, rendered, err := b.render(l.cfg, l.table, l.browser, l.server, l.site, l.links, l.plugins, l.tags, rc, l.kept.documents)
	if err != nil {
		return err
	}
	l.rendered = rendered
	engine := ""
	if name := rc.EngineName(); name != "" {
		engine = " in " + name
	}
	b.step("render", fmt.Sprintf("%s%d pages%s", l.tag, pages, engine))
	return nil
}

// renderedPages is what the render stage keeps of the pages for the post-build stage.
type renderedPages struct {
	noIndex map[string]bool // the routes whose page has a robots noindex meta tag
}

// render server-renders every route and the not-found page, writes each page as soon as it is
// rendered (with the links it renders for the check and its search sections) and adds the
// manifest. It returns the number of routes and what the post-build stage reads of the pages.
// cache holds what the builds before rendered, docs the documents they assembled (nil outside
// the dev server).
func (b *builder) render(cfg *config.Config, t *routes.Table, br *bundle.Browser, server *bundle.Server, site *output.Site, links *check.Links, list []plugin.Plugin, tags plugin.HTMLTags, cache *render.Cache, docs *render.Documents) (int, renderedPages, error) {
	specs := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		specs = append(specs, r.Spec)
	}
	specs = append(specs, t.NotFound.Spec)
	cache.Use(server.Base, server.Modules, specs, b.opts.Workers, b.opts.Engine, cfg.SiteDir)
	manifest := struct {
		Routes   map[string]string `json:"routes"`
		NotFound string            `json:"notFound"`
	}{Routes: map[string]string{}, NotFound: br.Chunks[t.NotFound.Spec]}
	for _, r := range t.Routes {
		manifest.Routes[r.Path] = br.Chunks[r.Spec]
	}
	mb, _ := json.Marshal(manifest)
	manifestPath := fmt.Sprintf("assets/routes.%s.json", shortHash(mb))
	if b.opts.Dev {
		// One URL for every save, so that the pages a save did not change keep their documents.
		// Outside assets/, the dev server has the browser ask for it again each time.
		manifestPath = devManifest
	}
	if err := site.Add(manifestPath, mb); err != nil {
		return 0, renderedPages{}, err
	}
	b.mu.Lock()
	b.assets[cfg.Locale] = PageAssets{Entry: br.Entry, CSS: br.CSS, Manifest: cfg.BaseURL + manifestPath}
	b.mu.Unlock()
	cm, _ := cfg.ThemeConfig["colorMode"].(map[string]any)
	script, err := cache.ColorModeScript(cm)
	if err != nil {
		return 0, renderedPages{}, fmt.Errorf("colour-mode script: %w", err)
	}
	defaultTheme, _ := cm["defaultMode"].(string)
	favicon := ""
	if cfg.Favicon != "" {
		favicon = cfg.BaseURL + strings.TrimPrefix(cfg.Favicon, "/")
	}
	html := func(tags []head.Tag) []string {
		var out []string
		for _, t := range tags {
			out = append(out, t.HTML())
		}
		return out
	}
	lc := cfg.I18n.Configs[cfg.Locale]
	shell := &render.Shell{Lang: lc.HTMLLang, Dir: lc.Direction, DefaultTheme: defaultTheme, ColorModeScript: script, Favicon: favicon, HeadTags: html(tags.Head),
		PreBodyTags: html(tags.PreBody), PostBodyTags: html(tags.PostBody),
		CSS: []string{br.CSS}, Entry: br.Entry, Manifest: cfg.BaseURL + manifestPath, Generator: "gosaurus (Docusaurus " + routes.DocusaurusVersion + " compatible)"}

	paths := make([]string, 0, len(t.Routes)+1)
	for _, r := range t.Routes {
		paths = append(paths, r.Path)
	}
	paths = append(paths, "") // the not-found page
	kept := renderedPages{noIndex: map[string]bool{}}
	var renderers []plugin.PageRenderer
	for _, p := range list {
		if r, ok := p.(plugin.PageRenderer); ok {
			renderers = append(renderers, r)
		}
	}
	var mu sync.Mutex // for links and kept
	var written atomic.Int64
	locale := ""
	if len(cfg.I18n.Locales) > 1 {
		locale = cfg.Locale
	}
	emit := func(i int, p render.Page) error {
		spec, file := t.NotFound.Spec, "404.html"
		var route *string
		if paths[i] != "" {
			r := &t.Routes[i]
			spec, file = r.Spec, pageFile(cfg.BaseURL, r.Path, cfg.TrailingSlash)
			route = &r.Path
			for _, pr := range renderers {
				pr.PageRendered(r, p.HTML)
			}
			mu.Lock()
			links.Page(r.Path, p.Links, p.Anchors)
			if noIndex(p.Head.Meta) {
				kept.noIndex[r.Path] = true
			}
			mu.Unlock()
		}
		chunk := br.Chunks[spec]
		preloads := append([]string{chunk}, br.Preloads[chunk]...)
		doc := docs.Document(file, shell, p, render.PageData{Route: route, Chunk: chunk, Manifest: shell.Manifest}, dedupe(append(br.Preloads[br.Entry], preloads...)))
		if err := site.Add(file, doc); err != nil {
			return err
		}
		if b.opts.Progress != nil && route != nil { // the not-found page is no route of the site
			b.opts.Progress(locale, int(written.Add(1)), len(t.Routes))
		}
		return nil
	}
	if b.opts.RenderGCPercent > 0 {
		defer debug.SetGCPercent(debug.SetGCPercent(b.opts.RenderGCPercent))
	}
	stopJSProfile := startJSProfile()
	docs.Begin(shell)
	rendered, err := cache.RenderAll(paths, specs, emit)
	b.mu.Lock()
	b.rendered += rendered
	b.mu.Unlock()
	stopJSProfile()
	if err != nil {
		return 0, renderedPages{}, withSource(t, err)
	}
	docs.Done()
	if err := cache.StoreErr(); err != nil {
		b.warn(err.Error())
	}
	return len(t.Routes), kept, nil
}

// devManifest is the routes manifest's file in the dev server's builds, under the base URL.
const devManifest = "__gosaurus/routes.json"

// sourceError matches the first line of a render error that a page's compiled markdown threw
// with the file and line it is about (markdown.Need): a component the page uses that no one
// provides. The line is the whole message: the stack below it is the compiler's code.
var sourceError = regexp.MustCompile(`^(?:Error: )?(\S+\.mdx?:\d+: .*)`)

// withSource names the file of the page a render error is about, before its route.
func withSource(t *routes.Table, err error) error {
	var pe *render.PageError
	if !errors.As(err, &pe) {
		return err
	}
	first, _, _ := strings.Cut(pe.Err.Error(), "\n")
	if m := sourceError.FindStringSubmatch(first); m != nil {
		return errors.New(m[1])
	}
	source := func(path string) string {
		for _, r := range t.Routes {
			if r.Path == path {
				return r.Source
			}
		}
		return ""
	}
	err = &render.PageError{Path: pe.Path, Err: errors.New(sourceStack(pe.Err.Error(), source))}
	if s := source(pe.Path); s != "" {
		return fmt.Errorf("%s: %w", s, err)
	}
	return err
}

var (
	// generatedFrame matches the place a stack frame gives in the code gosaurus generated, in
	// Node's form and goja's: the server bundle, or a route's module, whose path is group 1.
	generatedFrame = regexp.MustCompile(`\s\((?:server\.js|gosaurus-route:(\S*?)|gosaurus-[a-z]+:\S*?):\d+:\d+(?:\(\d+\))?\)$`)
	// anonymousFrame matches a frame that is only such a place.
	anonymousFrame = regexp.MustCompile(`^\s*at (?:server\.js|gosaurus-[a-z]+:\S*?):\d+:\d+(?:\(\d+\))?$`)
)

// sourceStack is the text of a render error (its message, then its stack) without the lines
// and columns of the generated code its frames name, which no file of the site has: a frame
// in a route's module names the route's source file instead (see source).
func sourceStack(text string, source func(path string) string) string {
	lines := strings.Split(text, "\n")
	out := lines[:1]
	for _, l := range lines[1:] {
		if anonymousFrame.MatchString(l) {
			continue
		}
		if m := generatedFrame.FindStringSubmatchIndex(l); m != nil {
			where := ""
			if m[2] >= 0 {
				if s := source(l[m[2]:m[3]]); s != "" {
					where = " (" + s + ")"
				}
			}
			l = l[:m[0]] + where
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := list[:0:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// robotsNoIndex finds a robots meta tag with noindex in a page's head, as Docusaurus reads its
// pages' heads to leave them out of the sitemap (name and content in any case).
var robotsNoIndex = regexp.MustCompile(`(?i)<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*noindex|<meta\b[^>]*\bcontent="[^"]*noindex[^"]*"[^>]*\bname="robots"`)

// noIndex reports whether the meta tags of a page's head have a robots noindex. Every page
// of a dev save passes here, cached or not: most have no "noindex" at all, found without
// copying the meta tags.
func noIndex(meta string) bool {
	for i := strings.IndexAny(meta, "nN"); i >= 0 && i+7 <= len(meta); i = nextIndexAny(meta, i+1, "nN") {
		if strings.EqualFold(meta[i:i+7], "noindex") {
			return robotsNoIndex.MatchString(meta)
		}
	}
	return false
}

// nextIndexAny is the index of the first of chars in s at or after from, or -1.
func nextIndexAny(s string, from int, chars string) int {
	if i := strings.IndexAny(s[from:], chars); i >= 0 {
		return from + i
	}
	return -1
}
