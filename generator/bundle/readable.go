package bundle

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// fileNamespace tells the namespaces whose modules are files on disk: esbuild's own, the files
// of inline loaders (!!raw-loader!), and the stylesheets components import (a CSS module's is
// read for its names).
func fileNamespace(ns string) bool {
	return ns == "file" || ns == "collected-css" || strings.HasPrefix(ns, inlinePrefix)
}

// readCheck refuses a file the site's content and code may not read (Input.Readable). It is
// every build's first plugin (see withReadCheck), so it sees each file before any loader, or
// esbuild itself, reads it, however the import was resolved. esbuild reports the error at the
// import, which a doc's message names by the doc's file and line.
func (st *pluginState) readCheck() api.Plugin {
	return api.Plugin{Name: "gosaurus-read-check", Setup: func(b api.PluginBuild) {
		b.OnLoad(api.OnLoadOptions{Filter: `.*`}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			if !fileNamespace(a.Namespace) {
				return api.OnLoadResult{}, nil
			}
			// A file that does not exist is read by no one: esbuild loads a module that a
			// package's "browser" field turns off (./util.inspect: false) as empty, by the
			// path it was imported with.
			if err := st.in.Readable.Check(a.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return api.OnLoadResult{}, fmt.Errorf("import %w", err)
			}
			return api.OnLoadResult{}, nil // on to the loader of the file
		})
	}}
}

// withReadCheck is the plugins of a build, readCheck first.
func withReadCheck(st *pluginState, plugins func(*pluginState) []api.Plugin) []api.Plugin {
	return append([]api.Plugin{st.readCheck()}, plugins(st)...)
}
