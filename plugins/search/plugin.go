package search

import (
	"fmt"
	"maps"
	"slices"
	"sync"

	"gosaurus/generator/memo"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// Plugin is the built-in offline search's instance. It indexes the doc pages as the render
// stage renders them, as extracted sections, so a large site's rendered HTML need not stay in
// memory, and its postBuild writes the index. The theme searches the versions of the default
// docs instance; the docs of other instances join the index of its last version, where
// readers look outside versioned pages, and only their own last version is indexed.
type Plugin struct {
	main *docs.Instance // nil for a site without docs
	// sections keeps each page's sections for the next build (the dev server's), so a
	// rebuild splits only the pages that changed; shards are the index's shards of the build
	// before.
	sections *sectionsMemo
	shards   *Shards

	baseURL string

	mu    sync.Mutex
	pages map[string]Page // by route path
}

// sectionsMemo keeps the search sections of each doc page from one build to the next, by its
// path, with the title and HTML they were extracted from. The HTML of a page that did not
// change is the string of the build before, which compares without being read; a key of the
// HTML itself was hashed in full for every page on every save.
type sectionsMemo = memo.Memo[string, keptSections]

type keptSections struct {
	title, html string
	sections    []Section
}

// Name names the search built into gosaurus, which has no Docusaurus plugin of its own.
func (*Plugin) Name() string { return "gosaurus-search" }

// LoadContent takes what the build before kept, in the dev server; nil, keeping nothing,
// elsewhere.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	p.sections, _ = ctx.Keep("search-sections", func() any { return &sectionsMemo{} }).(*sectionsMemo)
	p.shards, _ = ctx.Keep("search-shards", func() any { return &Shards{} }).(*Shards)
	p.pages = map[string]Page{}
	p.baseURL = ctx.Config.BaseURL
	return nil
}

// ContentLoaded adds the search page, at /search under baseUrl, unless the site has a page
// there.
func (p *Plugin) ContentLoaded() (plugin.Added, error) {
	return plugin.Added{Routes: []route.Route{{Path: p.baseURL + "search", Component: "@theme/SearchPage", Unlisted: true, Yields: true,
		Context: route.Context{Plugin: route.PluginID{Name: p.Name(), ID: "default"}}}}}, nil
}

// AllContentLoaded finds the docs instance whose versions the theme searches: the one of id
// "default", else the first.
func (p *Plugin) AllContentLoaded(all []plugin.Plugin) {
	first := true
	for _, x := range all {
		if d, ok := x.(*docs.Plugin); ok {
			if first || d.Instance.ID == "default" {
				p.main = d.Instance
			}
			first = false
		}
	}
}

// PageRendered indexes the page of a doc; the other pages (the not-found and search pages
// among them) have nothing to find.
func (p *Plugin) PageRendered(r *route.Route, html string) {
	d, ok := r.Doc.(*docs.Doc)
	if !ok || p.main == nil || Excluded(d.FrontMatter) {
		return
	}
	v := d.Version
	version := v.Name
	if v.PluginID != p.main.ID {
		if !v.IsLast {
			return
		}
		version = p.main.Last().Name
	}
	kept, ok := p.sections.Get(r.Path)
	if !ok || kept.title != d.Title || kept.html != html {
		kept = keptSections{d.Title, html, Extract(html, d.Title)}
	}
	p.sections.Put(r.Path, kept)
	p.mu.Lock()
	p.pages[r.Path] = Page{Path: r.Path, Title: d.Title, Version: version, FrontMatter: d.FrontMatter, Sections: kept.sections}
	p.mu.Unlock()
}

// PostBuild writes the index files.
func (p *Plugin) PostBuild(b *plugin.Built) error {
	p.sections.Done()
	files, err := Build(p.input())
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := b.Site.Add(f.Path, f.Contents); err != nil {
			return err
		}
	}
	b.Step("search", fmt.Sprintf("%d index files", len(files)))
	return nil
}

// input is what the index is made of: the pages in the order of their paths, the route
// table's.
func (p *Plugin) input() Input {
	in := Input{Versions: []string{docs.CurrentVersion}, Kept: p.shards}
	if p.main != nil {
		in.Versions = p.main.Names()
	}
	for _, path := range slices.Sorted(maps.Keys(p.pages)) {
		in.Pages = append(in.Pages, p.pages[path])
	}
	return in
}
