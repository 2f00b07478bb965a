package pipeline

import (
	"gosaurus/generator/memo"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/search"
)

// searchIndex collects, as pages are rendered, what the search index needs of them: only the
// doc pages (the not-found and search pages have nothing to find), as extracted sections, so a
// large site's rendered HTML need not stay in memory. The theme searches the versions of the
// default docs instance; the docs of other instances join the index of its last version,
// where readers look outside versioned pages, and only their own last version is indexed.
type searchIndex struct {
	main  *docs.Instance // nil for a site without docs
	pages []search.Page  // by route index; Path is "" for a route not indexed
	// sections (nil: none) keeps each page's sections for the next build, so a rebuild splits
	// only the pages that changed.
	sections *sectionsMemo
	shards   *search.Shards // the index's shards of the build before, for the next (nil: none)
}

// sectionsMemo keeps the search sections of each doc page from one build to the next, by its
// path, with the title and HTML they were extracted from. The HTML of a page that did not
// change is the string of the build before, which compares without being read; a key of the
// HTML itself was hashed in full for every page on every save.
type sectionsMemo = memo.Memo[string, keptSections]

type keptSections struct {
	title, html string
	sections    []search.Section
}

// start readies the index of a table of n routes, once the docs are loaded.
func (s *searchIndex) start(instances []*docs.Instance, n int) {
	s.pages = make([]search.Page, n)
	for i, x := range instances {
		if i == 0 || x.ID == "default" {
			s.main = x
		}
	}
}

// add indexes the route at index i of the table; safe for concurrent use with distinct i.
func (s *searchIndex) add(i int, r *route.Route, html string) {
	d, ok := r.Doc.(*docs.Doc)
	if !ok || s.main == nil || search.Excluded(d.FrontMatter) {
		return
	}
	v := d.Version
	version := v.Name
	if v.PluginID != s.main.ID {
		if !v.IsLast {
			return
		}
		version = s.main.Last().Name
	}
	kept, ok := s.sections.Get(r.Path)
	if !ok || kept.title != d.Title || kept.html != html {
		kept = keptSections{d.Title, html, search.Extract(html, d.Title)}
	}
	s.sections.Put(r.Path, kept)
	sections := kept.sections
	s.pages[i] = search.Page{Path: r.Path, Title: d.Title, Version: version,
		FrontMatter: d.FrontMatter, Sections: sections}
}

func (s *searchIndex) input() search.Input {
	in := search.Input{Versions: []string{docs.CurrentVersion}, Kept: s.shards}
	if s.main != nil {
		in.Versions = s.main.Names()
	}
	for _, p := range s.pages {
		if p.Path != "" {
			in.Pages = append(in.Pages, p)
		}
	}
	return in
}
