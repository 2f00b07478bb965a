package jsrt

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// fileLocals is an esbuild plugin for the bundles BundleForNode makes: in one bundle every
// module would see the bundle's own __dirname and require.resolve, so each file gets its own
// __dirname, __filename and import.meta.url written in as strings, and a require.resolve that
// resolves from its folder (a script in scripts/ that reads path.join(__dirname, '..') then
// reads the site folder, and a plugin's require.resolve('./client') finds its own file, as
// under Node's require). Packages are not bundled, but for a plugin's own package when the
// plugin is the entry.
var fileLocals = api.Plugin{
	Name: "gosaurus-file-locals",
	Setup: func(b api.PluginBuild) {
		b.OnLoad(api.OnLoadOptions{Filter: `\.[cm]?[jt]sx?$`, Namespace: "file"}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
			src, err := os.ReadFile(args.Path)
			if err != nil {
				return api.OnLoadResult{}, err
			}
			code := withFileLocals(string(src), args.Path)
			return api.OnLoadResult{Contents: &code, Loader: CodeLoader(args.Path), ResolveDir: filepath.Dir(args.Path)}, nil
		})
	},
}

var (
	ownLocals      = regexp.MustCompile(`\b(?:const|let|var)\s+(?:__dirname|__filename)\b`)
	localName      = regexp.MustCompile(`(^|[^.\w$])(__dirname|__filename)\b([^\w$:]|$)`)
	importMetaU    = regexp.MustCompile(`\bimport\.meta\.url\b`)
	requireResolve = regexp.MustCompile(`(^|[^.\w$])require\.resolve\b`)
)

// withFileLocals writes file's __dirname, __filename and import.meta.url into src, unless the
// file declares them itself (ESM files often compute their own __dirname), and makes its
// require.resolve resolve from file (see resolveFromHelper).
func withFileLocals(src, file string) string {
	str := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	src = importMetaU.ReplaceAllLiteralString(src, str((&url.URL{Scheme: "file", Path: file}).String()))
	src = requireResolve.ReplaceAllString(src, "${1}__gosaurus_resolveFrom("+strings.ReplaceAll(str(file), "$", "$$")+")")
	if ownLocals.MatchString(src) {
		return src
	}
	return localName.ReplaceAllStringFunc(src, func(m string) string {
		sub := localName.FindStringSubmatch(m)
		value := filepath.Dir(file)
		if sub[2] == "__filename" {
			value = file
		}
		return sub[1] + str(value) + sub[3]
	})
}

// resolveFromHelper defines __gosaurus_resolveFrom(file), the require.resolve of a module at
// file, in a bundle where createRequire is Node's module.createRequire: Node's resolution from
// the file's folder and, as Docusaurus's loader (jiti) resolves, a relative path's TypeScript
// file (require.resolve('./client') of client.ts).
func resolveFromHelper(createRequire string) string {
	return `const __gosaurus_resolveFrom = (file) => {
  const r = ` + createRequire + `(file);
  const resolve = (spec, options) => {
    try {
      return r.resolve(spec, options);
    } catch (e) {
      if (e.code !== 'MODULE_NOT_FOUND' || !/^(\.\.?(\/|$)|\/)/.test(spec)) throw e;
      for (const ext of ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx']) {
        try {
          return r.resolve(spec + ext, options);
        } catch {}
      }
      throw e;
    }
  };
  resolve.paths = (spec) => r.resolve.paths(spec);
  return resolve;
};`
}

// CodeLoader is the esbuild loader of a code file: TypeScript, TSX or JSX by its extension,
// else JavaScript.
func CodeLoader(file string) api.Loader {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".ts", ".mts", ".cts":
		return api.LoaderTS
	case ".tsx":
		return api.LoaderTSX
	case ".jsx":
		return api.LoaderJSX
	}
	return api.LoaderJS
}
