package bundle

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"gosaurus/generator/jsrt"
)

// siteCode loads the site's own code files where esbuild alone would not read them as webpack
// does: .js and .jsx as TypeScript where the site's Docusaurus Faster's SWC loader reads them
// so (Input.TypeScriptJS), a file that calls webpack's require.context with its contexts
// written out (see requireContexts; a require or import of a template under @site/ is one,
// see siteTemplateRequires), and one with webpack's asset URLs, new URL('./file',
// import.meta.url) (see assetURLs). Other files, packages' and the theme's, are esbuild's.
// The options are read as each file loads: a kept context's plugins are set up before their
// state (see pluginState).
func (st *pluginState) siteCode(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `\.[cm]?[jt]sx?$`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		if inNodeModules(a.Path) || inDir(a.Path, st.in.ThemeDir) {
			return api.OnLoadResult{}, nil
		}
		ext := filepath.Ext(a.Path)
		asTS := st.in.TypeScriptJS && (ext == ".js" || ext == ".jsx")
		data, err := os.ReadFile(a.Path)
		if err != nil {
			return api.OnLoadResult{}, err
		}
		text := string(data)
		if strings.Contains(text, "`@site/") { // in every templateRequire
			text = siteTemplateRequires(text, filepath.Dir(a.Path), st.in.SiteDir)
		}
		withContexts := strings.Contains(text, "require.context(")
		withURLs := strings.Contains(text, "import.meta.url")
		if !asTS && !withContexts && !withURLs {
			return api.OnLoadResult{}, nil
		}
		if withContexts {
			text = requireContexts(text, filepath.Dir(a.Path))
		}
		if withURLs {
			text = assetURLs(text, st.in.SiteDir)
		}
		loader := jsrt.CodeLoader(a.Path)
		switch {
		case asTS:
			loader = api.LoaderTSX
		case ext == ".js":
			loader = api.LoaderJSX // as the build reads .js files: webpack's JS loader reads JSX there
		}
		return api.OnLoadResult{Contents: &text, Loader: loader}, nil
	})
}

// requireContext matches a call of webpack's require.context with literal arguments: the
// folder, whether to look in its subfolders (default true), the RegExp the files' keys match
// (default any) and the mode ('sync' unless given), a trailing comma allowed.
var requireContext = regexp.MustCompile(`require\.context\(\s*(['"])([^'"\n]*)['"]\s*(?:,\s*(true|false)\s*)?(?:,\s*/((?:\\.|[^/\\\n])+)/([a-z]*)\s*)?(?:,\s*['"](\w+(?:-\w+)?)['"]\s*)?,?\s*\)`)

// requireContexts writes each require.context call of src, a file in dir, as webpack makes it:
// a function of the matching files' keys ("./sub/a.png", relative to the folder) that requires
// the file, with keys(), resolve() and id. A call whose RegExp Go cannot read, or whose folder
// does not exist, is left as written.
func requireContexts(src, dir string) string {
	return requireContext.ReplaceAllStringFunc(src, func(call string) string {
		m := requireContext.FindStringSubmatch(call)
		folder, recursive, source, flags, mode := m[2], m[3] != "false", m[4], m[5], m[6]
		match := regexp.MustCompile(`^\./.*$`)
		if source != "" {
			re, err := regexp.Compile(goFlags(flags) + source)
			if err != nil {
				return call
			}
			match = re
		}
		// An inline loader before the folder ("!!raw-loader!./changelog") loads each file.
		loaders := ""
		if i := strings.LastIndex(folder, "!"); i >= 0 {
			loaders, folder = folder[:i+1], folder[i+1:]
		}
		root := filepath.Join(dir, filepath.FromSlash(folder))
		var keys []string
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if p != root && !recursive {
					return filepath.SkipDir
				}
				return nil
			}
			rel, _ := filepath.Rel(root, p)
			if key := "./" + filepath.ToSlash(rel); match.MatchString(key) {
				keys = append(keys, key)
			}
			return nil
		})
		if err != nil {
			return call
		}
		slices.Sort(keys)
		var b strings.Builder
		b.WriteString("(function () {\n  var m = {")
		base := strings.TrimSuffix(folder, "/")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(",")
			}
			spec, _ := json.Marshal(loaders + base + strings.TrimPrefix(k, "."))
			key, _ := json.Marshal(k)
			b.WriteString("\n    " + string(key) + ": function () { return require(" + string(spec) + "); }")
		}
		get := "return f();"
		if mode != "" && mode != "sync" {
			get = "return Promise.resolve().then(f);" // lazy, eager, weak: a promise of the module
		}
		id, _ := json.Marshal(loaders + folder)
		b.WriteString("\n  };\n  function context(key) {\n    var f = m[key];\n" +
			"    if (!f) { var e = new Error(\"Cannot find module '\" + key + \"'\"); e.code = 'MODULE_NOT_FOUND'; throw e; }\n    " + get + "\n  }\n" +
			"  context.keys = function () { return Object.keys(m); };\n  context.resolve = function (key) { return key; };\n" +
			"  context.id = " + string(id) + ";\n  return context;\n})()")
		return b.String()
	})
}

// templateRequire matches a require() or import() of a template literal under @site/ with
// at least one ${expression} (none holding a brace or a backquote); templateExpression
// matches one of its expressions.
var (
	templateRequire    = regexp.MustCompile("\\b(require|import)\\(\\s*`@site/([^`$]*)((?:\\$\\{[^{}`]*\\}[^`$]*)+)`\\s*\\)")
	templateExpression = regexp.MustCompile("\\$\\{[^{}`]*\\}")
)

// siteTemplateRequires writes each templateRequire of src, a file in dir, as the context
// module webpack makes of it: the files under the folder the template's fixed start names
// whose paths match the template, any text for each expression; require() gives the module
// the template names, import() a promise of it. esbuild does the same for relative
// templates, but does not see through the @site alias.
func siteTemplateRequires(src, dir, siteDir string) string {
	return templateRequire.ReplaceAllStringFunc(src, func(call string) string {
		m := templateRequire.FindStringSubmatch(call)
		head, rest := m[2], m[3]
		folder, lead := path.Dir("/"+head), path.Base("/"+head)
		if strings.HasSuffix(head, "/") || head == "" {
			folder, lead = "/"+strings.TrimSuffix(head, "/"), ""
		}
		rel, err := filepath.Rel(dir, filepath.Join(siteDir, filepath.FromSlash(folder)))
		if err != nil {
			return call
		}
		rel = filepath.ToSlash(rel)
		if !strings.HasPrefix(rel, ".") {
			rel = "./" + rel
		}
		// The keys' pattern: the fixed parts, escaped, with any text between them.
		parts := templateExpression.Split(rest, -1) // the first is empty: rest starts with one
		for i := range parts {
			parts[i] = regexp.QuoteMeta(parts[i])
		}
		pattern := strings.ReplaceAll(regexp.QuoteMeta(lead)+strings.Join(parts, ".*"), "/", `\/`)
		mode := ""
		if m[1] == "import" {
			mode = ", 'lazy'"
		}
		return "require.context('" + rel + "', true, /^\\.\\/" + pattern + "$/" + mode + ")('./' + `" + lead + rest + "`)"
	})
}

// assetURL matches webpack's asset URL, new URL with a literal path and import.meta.url;
// schemed, an address with a scheme (https:, data:), which is no file of the site.
var (
	assetURL = regexp.MustCompile(`new\s+URL\(\s*(['"])([^'"\n]+)['"]\s*,\s*import\.meta\.url\s*\)`)
	schemed  = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
)

// assetURLs writes each asset URL of src as webpack makes it: the file, whatever its kind, is
// one of the build's (file-loader's), and the URL is its address against the page's base, or
// against a file: URL while the server renders (webpack's is the server bundle's file). A
// path starting with / is the site folder's (webpack's resolve.roots); one that names no
// file, "pkg/x.wasm", is the module's folder's, as a URL is. Addresses with a scheme are
// left alone.
func assetURLs(src, siteDir string) string {
	return assetURL.ReplaceAllStringFunc(src, func(call string) string {
		p := assetURL.FindStringSubmatch(call)[2]
		switch {
		case schemed.MatchString(p):
			return call
		case strings.HasPrefix(p, "/"):
			p = filepath.ToSlash(filepath.Join(siteDir, p))
		case !strings.HasPrefix(p, "./") && !strings.HasPrefix(p, "../"):
			p = "./" + p
		}
		spec, _ := json.Marshal("!!file-loader!" + p)
		return "new URL(require(" + string(spec) + "), typeof document === 'object' ? document.baseURI : 'file:///')"
	})
}

// goFlags are the flags of a Go regular expression for a JavaScript RegExp's: i and s carry
// over; g, m (keys are one line), u and y change nothing here.
func goFlags(js string) string {
	var f string
	for _, c := range js {
		if c == 'i' || c == 's' {
			f += string(c)
		}
	}
	if f == "" {
		return ""
	}
	return "(?" + f + ")"
}
