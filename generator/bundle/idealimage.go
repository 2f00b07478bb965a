package bundle

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/plugins/idealimage"
)

// idealImages loads a PNG or JPEG that code imports as @docusaurus/plugin-ideal-image's
// loaders do: a module of its resized copies and placeholder. The JavaScript builds load
// only what JavaScript and MDX import (stylesheets are bundled apart), as the plugin's rule
// is for those importers only. Without the plugin (st.in.IdealImages nil, known only once a
// kept context builds) the image is left to assets.
func (st *pluginState) idealImages(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `(?i)\.(png|jpe?g)$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if st.in.IdealImages == nil {
			return api.OnLoadResult{}, nil
		}
		img, err := st.in.IdealImages.Image(a.Path)
		if err != nil {
			return api.OnLoadResult{}, st.in.siteRelative(err, a.Path)
		}
		mod := img.Module(st.in.BaseURL)
		return api.OnLoadResult{Contents: &mod, Loader: api.LoaderJS}, nil
	})
}

// siteRelative names file in err by its path in the site, when it is in it.
func (in *Input) siteRelative(err error, file string) error {
	if rel, e := filepath.Rel(in.SiteDir, file); e == nil && !strings.HasPrefix(rel, "..") {
		return errors.New(strings.ReplaceAll(err.Error(), file, filepath.ToSlash(rel)))
	}
	return err
}

// idealImageFiles are the resized copies of the images among files (what the browser build
// read), to be written with its output.
func (in *Input) idealImageFiles(files []string) ([]File, error) {
	if in.IdealImages == nil {
		return nil, nil
	}
	var out []File
	seen := map[string]bool{}
	for _, f := range files {
		if !idealimage.Handles(f) {
			continue
		}
		img, err := in.IdealImages.Image(f)
		if err != nil {
			return nil, in.siteRelative(err, f)
		}
		for _, c := range img.Copies {
			if !seen[c.Path] {
				seen[c.Path] = true
				out = append(out, File{Path: c.Path, Contents: c.Data})
			}
		}
	}
	return out, nil
}
