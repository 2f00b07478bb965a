package pipeline

import (
	"fmt"
	"gosaurus/generator/config"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/content"
	"gosaurus/plugins/docs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// compile is the compile stage: every doc, page and post to its JSX module.
func (l *locale) compile() (err error) {
	l.compiled, l.pages, err = l.b.compile(l.cfg, l.loaded, l.docs, l.site, l.kept.compiled, l.kept.parses != nil)
	return err
}

// compiledPage is a compiled markdown file and the page it is on.
type compiledPage struct {
	source    string // relative to the site, for messages
	permalink string
	doc       *markdown.Doc
}

// compile renders every doc, page and post to its JSX module, in parallel. It returns the
// modules by key (the source, or a post's + blog.ExcerptSuffix for its excerpt: route.Body's
// and route.Markdown's keys), and all of them with their pages for the link checks. cache (nil: none) holds the modules of the build before.
// Each document's tree is released once compiled, but with kept the docs' and pages' are kept
// for the next build (content.Parses).
func (b *builder) compile(cfg *config.Config, loaded *Loaded, all []*docs.Doc, site *output.Site, cache *compileCache, kept bool) (map[string]*markdown.Doc, []compiledPage, error) {
	images := map[string]string{}
	type unit struct {
		key    string // the source, or the source of a post + blog.ExcerptSuffix
		hash   string // of the file's contents
		parsed *markdown.Parsed
		res    *linkResolver
		kept   bool // parsed is kept for the next build
		opts   markdown.RenderOptions
	}
	var units []unit
	resolver := func(file, source, permalink, root string, targets map[string]string) *linkResolver {
		return &linkResolver{cfg: cfg, site: site, images: images, file: file, source: source, permalink: permalink, root: root, targets: targets}
	}
	// A markdown link may point at a doc of any version of its docs plugin, as in Docusaurus;
	// links by relative path find their own version's first.
	pluginTargets := map[string]map[string]string{}
	for _, d := range all {
		if pluginTargets[d.Version.PluginID] == nil {
			pluginTargets[d.Version.PluginID] = map[string]string{}
		}
		pluginTargets[d.Version.PluginID][d.File] = d.Permalink
	}
	for _, d := range all {
		units = append(units, unit{d.Source, d.Hash, d.Parsed, resolver(d.File, d.Source, d.Permalink, d.Version.DocsDir, pluginTargets[d.Version.PluginID]), kept, b.renderOptions(cfg, "docs", d.Version.PluginID, d.File)})
	}
	for _, p := range loaded.Pages {
		if p.Markdown {
			units = append(units, unit{p.Source, p.Hash, p.Parsed, resolver(p.File, p.Source, p.Permalink, filepath.Dir(p.File), nil), kept, b.renderOptions(cfg, "pages", "", p.File)})
		}
	}
	for _, bl := range loaded.Blogs {
		targets := map[string]string{}
		for _, p := range bl.Posts {
			targets[p.File] = p.Permalink
		}
		for _, p := range bl.Posts {
			opts := b.renderOptions(cfg, "blog", bl.Options.ID, "")
			units = append(units, unit{p.Source, p.Hash, p.Parsed, resolver(p.File, p.Source, p.Permalink, bl.Options.Path, targets), false, opts})
			if p.Excerpt != nil {
				units = append(units, unit{p.Source + blog.ExcerptSuffix, p.Hash, p.Excerpt, resolver(p.File, p.Source, p.Permalink, bl.Options.Path, targets), false, opts})
			}
		}
	}
	out := make([]*markdown.Doc, len(units))
	var mu sync.Mutex
	errs := make([]error, len(units))
	warns := make([][]string, len(units)) // each unit's, reported in order
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, b.opts.Workers, 4))
	for i, u := range units {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			u.res.warn = func(msg string) { warns[i] = append(warns[i], msg) }
			key := ""
			if u.hash != "" {
				key = strings.Join([]string{u.hash, u.key, u.res.file, u.res.permalink, u.res.root, cfg.MarkdownFormat(), u.opts.Key()}, "\x00")
			}
			out[i], errs[i] = compile(cache, key, u.parsed, &syncResolver{mu: &mu, r: u.res}, u.opts, func() { warns[i] = nil })
			if !u.kept {
				u.parsed.ReleaseTree()
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, nil, err
		}
		if !strings.HasSuffix(units[i].key, blog.ExcerptSuffix) {
			for _, w := range units[i].parsed.Notices() {
				b.warn(w)
			}
		}
		for _, w := range warns[i] {
			b.warn(w)
		}
	}
	cache.Done()
	byKey := make(map[string]*markdown.Doc, len(units))
	pagesOut := make([]compiledPage, len(units))
	for i, u := range units {
		byKey[u.key] = out[i]
		pagesOut[i] = compiledPage{source: u.res.source, permalink: u.res.permalink, doc: out[i]}
	}
	return byKey, pagesOut, nil
}

// syncResolver serialises the resolver's access to the shared table of copied files and site.
type syncResolver struct {
	mu *sync.Mutex
	r  *linkResolver
}

func (s *syncResolver) Link(u string, line int) (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.r.Link(u, line)
}

func (s *syncResolver) Image(src string, line int) (string, markdown.ImageFile, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.r.Image(src, line)
}

// partialCompiler compiles markdown that code imports, such as `import Intro from
// './_intro.md'` in an MDX page (partials are not pages of their own): as a page is compiled,
// its links and images resolved from the partial's own folder.
func (b *builder) partialCompiler(cfg *config.Config, site *output.Site, all []*docs.Doc) func(file string) (string, error) {
	var mu sync.Mutex
	images := map[string]string{}
	targets := make(map[string]string, len(all)) // a partial may link to any doc
	var roots []string                           // the docs folders, where "/x.md" links point
	for _, d := range all {
		targets[d.File] = d.Permalink
		for _, dir := range []string{d.Version.DocsDir, d.Version.LocalizedDir} {
			if dir != "" && !slices.Contains(roots, dir) {
				roots = append(roots, dir)
			}
		}
	}
	// A partial in a docs folder resolves links as that folder's docs do; elsewhere, from its own.
	rootOf := func(file string) string {
		for _, dir := range roots {
			if strings.HasPrefix(file, dir+string(filepath.Separator)) {
				return dir
			}
		}
		return filepath.Dir(file)
	}
	readRoots := cfg.ReadRoots()
	return func(file string) (string, error) {
		// The bundler names the file by its real path; the docs were found through the config's.
		file = readRoots.AsGiven(file)
		src, err := os.ReadFile(file)
		if err != nil {
			return "", err
		}
		source := relTo(cfg.SiteDir, file)
		if src, err = content.Transform(cfg, cfg.RemarkOf("", "", file), file, src); err != nil {
			return "", fmt.Errorf("%s: %w", source, err)
		}
		parsed, err := markdown.Parse(source, src, cfg.MarkdownFormat())
		if err != nil {
			return "", err
		}
		res := &linkResolver{cfg: cfg, site: site, images: images, file: file, source: source, root: rootOf(file), targets: targets}
		res.warn = b.warn
		doc, err := parsed.Render(&syncResolver{mu: &mu, r: res}, b.renderOptions(cfg, "", "", file))
		if err != nil {
			return "", err
		}
		return doc.Module, nil
	}
}
