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
	return p, o.Err
}
