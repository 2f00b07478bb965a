package config

import (
	"fmt"
	"path/filepath"

	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin/options"
)

// ContentOptions are a content plugin instance (docs, blog, pages) as the config gives it. The
// config reads the two options it needs itself, as Docusaurus's core checks a plugin's id: the
// id (one instance per id) and the content folder, which a build may read (ReadRoots); the
// plugin reads the others from Options (plugins/docs, plugins/blog, plugins/pages).
type ContentOptions struct {
	ID      string
	Key     string         // where the options are in the config, for messages
	Path    string         // absolute
	Options map[string]any // the options as data
	// Npm2Yarn is its remarkPlugins' @docusaurus/remark-plugin-npm2yarn, nil without it.
	Npm2Yarn *markdown.Npm2Yarn
	// Remark runs its other remark plugins on a file's text (see remark.go), nil without any.
	Remark Remark
}

// RenderOptions are the rendering options of the content plugin instance of kind (docs, blog,
// pages) whose id is id, or for pages, whose folder holds file; with no kind (an MDX partial),
// of the first instance whose folder holds file, as Docusaurus compiles a file with the
// loader of the plugin whose content folder includes it.
func (cfg *Config) RenderOptions(kind, id, file string) markdown.RenderOptions {
	if c := cfg.ContentInstance(kind, id, file); c != nil {
		return markdown.RenderOptions{Npm2Yarn: c.Npm2Yarn}
	}
	return markdown.RenderOptions{}
}

// RemarkOf is the Remark of the content plugin instance ContentInstance finds, nil when it
// has none.
func (cfg *Config) RemarkOf(kind, id, file string) Remark {
	if c := cfg.ContentInstance(kind, id, file); c != nil {
		return c.Remark
	}
	return nil
}

// ContentInstance is the content plugin instance of kind whose id is id, or that holds file,
// as RenderOptions finds it; nil when there is none.
func (cfg *Config) ContentInstance(kind, id, file string) *ContentOptions {
	var c *ContentOptions
	holds := func(o *ContentOptions) bool {
		rel, err := filepath.Rel(o.Path, file)
		return err == nil && filepath.IsLocal(rel)
	}
	switch kind {
	case "":
		for _, o := range cfg.contentInstances() {
			if c == nil && holds(o) {
				c = o
			}
		}
	case "docs":
		for i := range cfg.Docs {
			if cfg.Docs[i].ID == id {
				c = &cfg.Docs[i].ContentOptions
			}
		}
	case "blog":
		for i := range cfg.Blogs {
			if cfg.Blogs[i].ID == id {
				c = &cfg.Blogs[i].ContentOptions
			}
		}
	case "pages":
		for i := range cfg.Pages {
			if holds(&cfg.Pages[i]) {
				c = &cfg.Pages[i]
			}
		}
	}
	return c
}

// DocsInstance is a docs plugin instance as the config gives it, with a way to call its
// function options where the config ran.
type DocsInstance struct {
	ContentOptions
	// EditURLs computes the edit links of docs when editUrl is a function: one call for many
	// docs, as the function may have to run in Node. Nil when editUrl is not a function.
	EditURLs func([]EditURLParams) ([]string, error)
	// SidebarItemsGenerator is the sidebarItemsGenerator option; nil when unset.
	SidebarItemsGenerator Function
}

// BlogInstance is a blog plugin instance as the config gives it, with a way to call its
// editUrl where the config ran.
type BlogInstance struct {
	ContentOptions
	// EditURL is the editUrl option when it is a function, called with the arguments of many
	// posts at once, as it may have to run in Node; nil when it is not one.
	EditURL Function
	// Extension runs the contentLoaded a site's plugin module adds to the blog plugin it
	// wraps (see extended.go); nil without one.
	Extension ContentExtension
}

// addPages adds a pages plugin instance, whose pages are in src/pages unless its path option
// says otherwise.
func addPages(cfg *Config, file string, at Place, key string, m map[string]any) error {
	c, err := readContent(cfg, cfg.Pages, "pages", filepath.Join("src", "pages"), file, key, m)
	if err == nil {
		cfg.Pages = append(cfg.Pages, c)
		cfg.addEntry(KindPages, at, "@docusaurus/plugin-content-pages", c.ID, key, len(cfg.Pages)-1)
	}
	return err
}

// addBlog adds a blog plugin instance, whose posts are in blog unless its path option says
// otherwise.
func addBlog(cfg *Config, file string, at Place, key string, m map[string]any) error {
	others := make([]ContentOptions, len(cfg.Blogs))
	for i, b := range cfg.Blogs {
		others[i] = b.ContentOptions
	}
	c, err := readContent(cfg, others, "blog", "blog", file, key, m)
	if err == nil {
		cfg.Blogs = append(cfg.Blogs, BlogInstance{ContentOptions: c})
		cfg.addEntry(KindBlog, at, "@docusaurus/plugin-content-blog", c.ID, key, len(cfg.Blogs)-1)
	}
	return err
}

// readContent reads the id and folder (dir by default) of an instance of the plugin kind whose
// options (m) are at key; others are the kind's instances read before.
func readContent(cfg *Config, others []ContentOptions, kind, dir, file, key string, m map[string]any) (ContentOptions, error) {
	c := ContentOptions{ID: "default", Key: key, Path: filepath.Join(cfg.SiteDir, dir), Options: m}
	o := &options.Reader{File: file, Key: key, M: m}
	o.String("id", &c.ID)
	var path string
	if o.String("path", &path) {
		c.Path = AbsIn(cfg.SiteDir, path)
	}
	if o.Err != nil {
		return c, o.Err
	}
	for _, other := range others {
		if other.ID == c.ID {
			return c, &Error{File: file, Key: key, Msg: fmt.Sprintf("a second %s plugin instance with id %q (the first is at %s); give each instance its own id option", kind, c.ID, other.Key)}
		}
	}
	return c, nil
}

// contentInstances are the options of every content plugin instance: docs, blogs, pages.
func (cfg *Config) contentInstances() []*ContentOptions {
	var all []*ContentOptions
	for i := range cfg.Docs {
		all = append(all, &cfg.Docs[i].ContentOptions)
	}
	for i := range cfg.Blogs {
		all = append(all, &cfg.Blogs[i].ContentOptions)
	}
	for i := range cfg.Pages {
		all = append(all, &cfg.Pages[i])
	}
	return all
}
