package bundle

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// cssModuleFilter matches the CSS modules: stylesheets whose class names are local to the
// file, imported from JavaScript as an object of those names.
const cssModuleFilter = `\.module\.(css|s[ac]ss)$`

var cssModuleFile = regexp.MustCompile(cssModuleFilter)

// localPrefix stands for the file in esbuild's local names (prefix_name) until each is
// renamed.
const localPrefix = "gosaurusLocal"

var localName = regexp.MustCompile(localPrefix + `_([\w-]+)`)

// cssModule compiles a CSS module as Docusaurus does: each local class, id and keyframes name
// becomes name_<hash>, where the hash is that of the file's path in the site, so that the
// browser, server and stylesheet builds, which compile it apart, agree. It returns the names
// by local name, and the CSS with them and with its url()s and @imports as written, for the
// stylesheet build to resolve from the file's folder. (composes: is not supported.) A Sass
// module is compiled by sass first; then post, the site's PostCSS (nil for none), runs over it.
func cssModule(file, siteDir string, sass *Sass, post *PostCSS) (names map[string]string, css string, err error) {
	contents, err := readStylesheet(file, siteDir, sass, post)
	if err != nil {
		return nil, "", err
	}
	rel, relErr := filepath.Rel(siteDir, file)
	if relErr != nil {
		rel = file
	}
	sum := sha256.Sum256([]byte(filepath.ToSlash(rel)))
	hash := base64.RawURLEncoding.EncodeToString(sum[:3])
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{"gosaurus-css-module"},
		Bundle:      true,
		Write:       false,
		Outdir:      "out",
		LogLevel:    api.LogLevelSilent,
		Charset:     api.CharsetUTF8,
		Plugins: []api.Plugin{{Name: "gosaurus-css-module", Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				if a.Kind == api.ResolveEntryPoint {
					return api.OnResolveResult{Path: localPrefix + ".module.css", Namespace: "css-module"}, nil
				}
				return api.OnResolveResult{Path: a.Path, External: true}, nil // left as written
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "css-module"}, func(api.OnLoadArgs) (api.OnLoadResult, error) {
				return api.OnLoadResult{Contents: &contents, Loader: api.LoaderLocalCSS, ResolveDir: filepath.Dir(file)}, nil
			})
		}}},
	})
	if len(res.Errors) > 0 {
		m := res.Errors[0]
		if m.Location != nil {
			return nil, "", fmt.Errorf("%s:%d:%d: %s", rel, m.Location.Line, m.Location.Column+1, m.Text)
		}
		return nil, "", fmt.Errorf("%s: %s", rel, m.Text)
	}
	for _, f := range res.OutputFiles {
		if !strings.HasSuffix(f.Path, ".css") {
			continue
		}
		names = map[string]string{}
		css = localName.ReplaceAllStringFunc(string(f.Contents), func(s string) string {
			local := s[len(localPrefix)+1:]
			names[local] = local + "_" + hash
			return names[local]
		})
		// esbuild names the input in a comment; the stylesheet build names the file itself.
		css = strings.Replace(css, "/* css-module:"+localPrefix+".module.css */\n", "", 1)
		return names, css, nil
	}
	return nil, "", fmt.Errorf("%s: esbuild produced no CSS", rel)
}

// cssModuleNames loads a CSS module imported from JavaScript as the object of its names.
func (st *pluginState) cssModuleNames(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: cssModuleFilter, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		return st.loadCSSModuleNames(a.Path)
	})
}

// loadCSSModuleNames loads a CSS module as the object of its names.
func (st *pluginState) loadCSSModuleNames(file string) (api.OnLoadResult, error) {
	names, _, err := cssModule(file, st.in.SiteDir, st.in.Sass, st.in.PostCSS)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	js, _ := json.Marshal(names)
	s := string(js)
	return api.OnLoadResult{Contents: &s, Loader: api.LoaderJSON}, nil
}

// cssModuleSheet loads a CSS module into the site stylesheet, with its local names.
func (st *pluginState) cssModuleSheet(file string) (api.OnLoadResult, error) {
	_, css, err := cssModule(file, st.in.SiteDir, st.in.Sass, st.in.PostCSS)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	return api.OnLoadResult{Contents: &css, Loader: api.LoaderCSS, ResolveDir: filepath.Dir(file)}, nil
}
