package config

import (
	"fmt"
	"path/filepath"
)

// ContentOptions are a pages or blog plugin instance as the config gives it. The config reads
// the two options it needs itself, as Docusaurus's core checks a plugin's id: the id (one
// instance per id) and the content folder, which a build may read (ReadRoots); the plugin
// reads the others from Options (plugins/pages, plugins/blog).
type ContentOptions struct {
	ID      string
	Key     string         // where the options are in the config, for messages
	Path    string         // absolute
	Options map[string]any // the options as data
}

// addPages adds a pages plugin instance, whose pages are in src/pages unless its path option
// says otherwise.
func addPages(cfg *Config, file, key string, m map[string]any) error {
	return addContent(cfg, &cfg.Pages, "pages", filepath.Join("src", "pages"), file, key, m)
}

// addBlog adds a blog plugin instance, whose posts are in blog unless its path option says
// otherwise.
func addBlog(cfg *Config, file, key string, m map[string]any) error {
	return addContent(cfg, &cfg.Blogs, "blog", "blog", file, key, m)
}

// addContent adds to list the instance of the plugin kind whose options (m) are at key.
func addContent(cfg *Config, list *[]ContentOptions, kind, dir, file, key string, m map[string]any) error {
	c := ContentOptions{ID: "default", Key: key, Path: filepath.Join(cfg.SiteDir, dir), Options: m}
	o := &OptionReader{File: file, Key: key, M: m}
	o.String("id", &c.ID)
	var path string
	if o.String("path", &path) {
		c.Path = absIn(cfg.SiteDir, path)
	}
	if o.Err != nil {
		return o.Err
	}
	for _, other := range *list {
		if other.ID == c.ID {
			return &Error{File: file, Key: key, Msg: fmt.Sprintf("a second %s plugin instance with id %q (the first is at %s); give each instance its own id option", kind, c.ID, other.Key)}
		}
	}
	*list = append(*list, c)
	return nil
}
