package pages

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/options"
)

// Options are the options of one pages plugin instance.
type Options struct {
	ID            string
	Key           string // where the options are in the config, for messages
	Path          string // absolute
	RouteBasePath string // without baseUrl or slashes ("" for "/")
	// EditURL is the base of a markdown page's edit link, to which its folder relative to the
	// site and its path are added; "" for none.
	EditURL string
	// EditLocalizedFiles: a page read from the locale's translation is edited there, in the
	// locale's i18n folder, rather than in the pages folder.
	EditLocalizedFiles bool
}

// ReadOptions reads an instance's options as the config gave them (the config read its id and
// path); file is the config file, for messages.
func ReadOptions(file string, in config.ContentOptions) (Options, error) {
	p := Options{ID: in.ID, Key: in.Key, Path: in.Path}
	if err := options.New(file, in.Key, in.Options).Known("@docusaurus/plugin-content-pages", "path", "routeBasePath", "include", "exclude",
		"mdxPageComponent", "editUrl", "editLocalizedFiles", "showLastUpdateTime", "showLastUpdateAuthor",
		"remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins",
		"beforeDefaultRehypePlugins", "admonitions"); err != nil {
		return p, err
	}
	o := &options.Reader{File: file, Key: in.Key, M: in.Options}
	o.Path("routeBasePath", &p.RouteBasePath)
	o.String("editUrl", &p.EditURL) // a function is not in the config's data: the config warns of it
	o.Bool("editLocalizedFiles", &p.EditLocalizedFiles)
	return p, o.Err
}
