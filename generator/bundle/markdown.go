package bundle

import (
	"path/filepath"

	"github.com/evanw/esbuild/pkg/api"
)

// markdownFile matches markdown a component or MDX page imports: a partial such as
// `import Intro from './_intro.md'`, whose default export renders it.
const markdownFile = `\.mdx?$`

// markdownPartials loads imported markdown through Input.Markdown, which compiles it as the
// build compiles every markdown page.
func (st *pluginState) markdownPartials(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: markdownFile, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if st.in.Markdown == nil {
			return api.OnLoadResult{}, nil // esbuild's own error: no loader for .md
		}
		module, err := st.in.Markdown(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		return api.OnLoadResult{Contents: &module, Loader: api.LoaderJSX, ResolveDir: filepath.Dir(a.Path)}, nil
	})
}
