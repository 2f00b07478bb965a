package bundle

import (
	"errors"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// A Loader turns the files of one kind that JavaScript and MDX import into modules, as a
// webpack loader that a plugin's configureWebpack adds does (@docusaurus/plugin-ideal-image's
// resizing of images): the module may refer to files the loader makes, which are written
// with the browser build.
type Loader interface {
	// Takes tells whether the loader loads file.
	Takes(file string) bool
	// Load is the module of file for a site under baseURL, and the files it refers to, by
	// path in the build.
	Load(file, baseURL string) (module string, files map[string][]byte, err error)
	// Key names the loader's settings, for the build cache: other settings, other modules.
	Key() string
}

// loaders loads the files Input.Loaders take. The JavaScript builds load only what
// JavaScript and MDX import (stylesheets are bundled apart), as webpack's rules are for those
// importers only. The loaders are known only once a kept context builds, so they, not an
// esbuild filter, tell which files they take.
func (st *pluginState) loaders(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		l := st.in.loaderOf(a.Path)
		if l == nil {
			return api.OnLoadResult{}, nil
		}
		mod, _, err := l.Load(a.Path, st.in.BaseURL)
		if err != nil {
			return api.OnLoadResult{}, st.in.siteRelative(err, a.Path)
		}
		return api.OnLoadResult{Contents: &mod, Loader: api.LoaderJS}, nil
	})
}

// loaderOf is the first of the loaders that takes file, nil for none.
func (in *Input) loaderOf(file string) Loader {
	for _, l := range in.Loaders {
		if l.Takes(file) {
			return l
		}
	}
	return nil
}

// siteRelative names file in err by its path in the site, when it is in it.
func (in *Input) siteRelative(err error, file string) error {
	if rel, e := filepath.Rel(in.SiteDir, file); e == nil && !strings.HasPrefix(rel, "..") {
		return errors.New(strings.ReplaceAll(err.Error(), file, filepath.ToSlash(rel)))
	}
	return err
}

// loadedFiles are the files the loaders made of files (what the browser build read), to be
// written with its output.
func (in *Input) loadedFiles(files []string) ([]File, error) {
	var out []File
	seen := map[string]bool{}
	for _, f := range files {
		l := in.loaderOf(f)
		if l == nil {
			continue
		}
		_, made, err := l.Load(f, in.BaseURL)
		if err != nil {
			return nil, in.siteRelative(err, f)
		}
		paths := make([]string, 0, len(made))
		for p := range made {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		for _, p := range paths {
			if !seen[p] {
				seen[p] = true
				out = append(out, File{Path: p, Contents: made[p]})
			}
		}
	}
	return out, nil
}
