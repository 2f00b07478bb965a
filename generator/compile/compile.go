// Package compile is the compile stage of a build: every markdown file the plugins loaded to
// its JSX module (as MDX compiles it), with its links and images resolved against the site;
// and the markdown that code imports, as the bundler meets it.
package compile

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/generator/sitefs"
)

// Page is a compiled markdown file and the page it is on.
type Page struct {
	Source    string // relative to the site, for messages
	Permalink string
	Doc       *markdown.Doc
}

// Options are what compiling reads besides the config and the files.
type Options struct {
	Workers    int                  // files compiled side by side, at least 4
	Highlights *markdown.Highlights // the highlighted code blocks, shared by every build's files
	Warn       func(msg string)
	// Readable is what markdown may read of images and linked files, as the code it imports
	// (nil reads all).
	Readable *sitefs.Readable
}

// renderOptions are cfg.RenderOptions with the build's highlighted code blocks.
func (o Options) renderOptions(cfg *config.Config, kind, id, file string) markdown.RenderOptions {
	opts := cfg.RenderOptions(kind, id, file)
	opts.Highlights = o.Highlights
	return opts
}

// All compiles every markdown file to its JSX module, in parallel, copying the files they
// link to and their images into site. It returns the modules by key (route.Body's and
// route.Markdown's), and all of them with their pages for the link checks. cache (nil: none)
// holds the modules of the build before. Each document's tree is released once compiled,
// unless the plugin keeps it for the next build (content.Parses).
func All(cfg *config.Config, files []content.MarkdownFile, site *output.Site, cache *Cache, o Options) (map[string]*markdown.Doc, []Page, error) {
	images := map[string]string{}
	type unit struct {
		content.MarkdownFile
		res  *linkResolver
		opts markdown.RenderOptions
	}
	units := make([]unit, len(files))
	for i, f := range files {
		res := &linkResolver{cfg: cfg, site: site, images: images, readable: o.Readable, file: f.File, dir: filepath.Dir(cmp.Or(f.Read, f.File)),
			source: f.Source, permalink: f.Permalink, roots: f.Roots[:1], targets: f.Targets}
		opts := f.Render
		opts.Highlights = o.Highlights
		units[i] = unit{f, res, opts}
	}
	out := make([]*markdown.Doc, len(units))
	var mu sync.Mutex
	errs := make([]error, len(units))
	warns := make([][]string, len(units)) // each unit's, reported in order
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, o.Workers, 4))
	for i, u := range units {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			u.res.warn = func(msg string) { warns[i] = append(warns[i], msg) }
			key := ""
			if u.Hash != "" {
				key = strings.Join([]string{u.Hash, u.Key, u.res.file, u.res.permalink, u.res.roots[0], cfg.MarkdownFormat(), u.opts.Key()}, "\x00")
			}
			out[i], errs[i] = compileOne(cache, key, u.Parsed, &syncResolver{mu: &mu, r: u.res}, u.opts, func() { warns[i] = nil })
			if !u.Keep {
				u.Parsed.ReleaseTree()
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, nil, err
		}
		if !units[i].Part {
			for _, w := range units[i].Parsed.Notices() {
				o.Warn(w)
			}
		}
		for _, w := range warns[i] {
			o.Warn(w)
		}
	}
	cache.Done()
	byKey := make(map[string]*markdown.Doc, len(units))
	pagesOut := make([]Page, len(units))
	for i, u := range units {
		byKey[u.Key] = out[i]
		pagesOut[i] = Page{Source: u.res.source, Permalink: u.res.permalink, Doc: out[i]}
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

// Partials compiles markdown that code imports, such as `import Intro from
// './_intro.md'` in an MDX page (partials are not pages of their own): as a page is compiled,
// its links and images resolved from the partial's own folder.
func Partials(cfg *config.Config, site *output.Site, files []content.MarkdownFile, o Options) func(file string, src []byte) (string, error) {
	var mu sync.Mutex
	images := map[string]string{}
	// A partial may link to any file a plugin lets it (a doc), by its path or its translation's,
	// as a locale's partials beside the translations do.
	targets := map[string]string{}
	var folders [][]string // the folders of those files, where "/x.md" links point: each version's, with its translation's
	for _, f := range files {
		if !f.Linkable {
			continue
		}
		targets[f.File] = f.Permalink
		if f.Read != "" {
			targets[f.Read] = f.Permalink
		}
		if !slices.ContainsFunc(folders, func(g []string) bool { return slices.Equal(g, f.Roots) }) {
			folders = append(folders, f.Roots)
		}
	}
	// A partial in such a folder resolves links as that folder's files do, from the version's
	// folder and its translation's; else from the first folder whose path begins its path as
	// a string, as Docusaurus finds a file's docs version (js-sdk_versioned_docs/version-5.x.x/
	// shared/_x.mdx links from js-sdk, the current version); else from its own.
	rootsOf := func(file string) []string {
		for _, sep := range []string{string(filepath.Separator), ""} {
			for _, g := range folders {
				for _, dir := range g {
					if strings.HasPrefix(file, dir+sep) {
						return g
					}
				}
			}
		}
		return []string{filepath.Dir(file)}
	}
	readRoots := cfg.ReadRoots()
	return func(file string, src []byte) (string, error) {
		// The bundler names the file by its real path; the docs were found through the config's.
		file = readRoots.AsGiven(file)
		if src == nil {
			var err error
			if src, err = os.ReadFile(file); err != nil {
				return "", err
			}
		}
		source := content.Rel(cfg.SiteDir, file)
		src, toc, err := content.Transform(cfg, cfg.RemarkOf("", "", file), file, src)
		if err != nil {
			return "", fmt.Errorf("%s: %w", source, err)
		}
		parsed, err := markdown.Parse(source, src, cfg.MarkdownFormat())
		if err != nil {
			return "", err
		}
		if err := content.SetTOC(parsed, source, toc, cfg.MarkdownFormat()); err != nil {
			return "", err
		}
		res := &linkResolver{cfg: cfg, site: site, images: images, readable: o.Readable, file: file, dir: filepath.Dir(file), source: source, roots: rootsOf(file), targets: targets}
		res.warn = o.Warn
		doc, err := parsed.Render(&syncResolver{mu: &mu, r: res}, o.renderOptions(cfg, "", "", file))
		if err != nil {
			return "", err
		}
		return doc.Module, nil
	}
}
