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

// fileLocals is an esbuild plugin for the bundle EvaluateInNode runs: in one bundle every
// module would see the bundle's own __dirname, so each of the site's files gets its own
// __dirname, __filename and import.meta.url written in as strings (a script in scripts/ that
// reads path.join(__dirname, '..') then reads the site folder, as under Node's require).
var fileLocals = api.Plugin{
	Name: "gosaurus-file-locals",
	Setup: func(b api.PluginBuild) {
		b.OnLoad(api.OnLoadOptions{Filter: `\.[cm]?[jt]sx?$`, Namespace: "file"}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
			if strings.Contains(args.Path, string(filepath.Separator)+"node_modules"+string(filepath.Separator)) {
				return api.OnLoadResult{}, nil
			}
			src, err := os.ReadFile(args.Path)
			if err != nil {
				return api.OnLoadResult{}, err
			}
			code := withFileLocals(string(src), args.Path)
			return api.OnLoadResult{Contents: &code, Loader: loaderFor(args.Path), ResolveDir: filepath.Dir(args.Path)}, nil
		})
	},
}

var (
	ownLocals   = regexp.MustCompile(`\b(?:const|let|var)\s+(?:__dirname|__filename)\b`)
	localName   = regexp.MustCompile(`(^|[^.\w$])(__dirname|__filename)\b([^\w$:]|$)`)
	importMetaU = regexp.MustCompile(`\bimport\.meta\.url\b`)
)

// withFileLocals writes file's __dirname, __filename and import.meta.url into src, unless the
// file declares them itself (ESM files often compute their own __dirname).
func withFileLocals(src, file string) string {
	str := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	src = importMetaU.ReplaceAllLiteralString(src, str((&url.URL{Scheme: "file", Path: file}).String()))
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

func loaderFor(file string) api.Loader {
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
