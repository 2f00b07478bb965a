package bundle

import (
	"os"

	"github.com/evanw/esbuild/pkg/api"
)

// inlineLimit is the size under which Docusaurus inlines an image, font or media file as a
// data: URL (its url-loader limit), in CSS url()s and JavaScript imports alike; larger files
// are written under assets/.
const inlineLimit = 10000

// assetFilter matches the files the build treats as assets (see the loaders of common).
const assetFilter = `(?i)\.(png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|eot|mp4|webm|ogv|mp3|wav|m4a|aac|oga|flac)$`

// assets loads an asset as a data: URL or a file by its size. In the JavaScript builds an
// .svg is a React component instead (resolver's OnLoad comes first).
func assets(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: assetFilter, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		src, err := os.ReadFile(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		contents := string(src)
		loader := api.LoaderFile
		if len(src) < inlineLimit {
			loader = api.LoaderDataURL
		}
		return api.OnLoadResult{Contents: &contents, Loader: loader}, nil
	})
}
