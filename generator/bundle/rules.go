package bundle

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/evanw/esbuild/pkg/api"
	"gopkg.in/yaml.v2"

	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin/webpack"
)

// Rule is a module rule of a plugin's configureWebpack with its conditions compiled.
type Rule struct {
	webpack.Rule
	test, query      *regexp.Regexp
	include, exclude []*regexp.Regexp
}

// Rules compiles the plugins' module rules, in their order; the error names the rule whose
// condition is no Go regular expression.
func Rules(list []webpack.Rule) ([]Rule, error) {
	out := make([]Rule, len(list))
	compile := func(r webpack.Rule, c string) (*regexp.Regexp, error) {
		re, err := regexp.Compile(c)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.Source, err)
		}
		return re, nil
	}
	for i, r := range list {
		out[i].Rule = r
		var err error
		if out[i].test, err = compile(r, r.Test); err != nil {
			return nil, err
		}
		if out[i].query, err = compile(r, r.Query); err != nil {
			return nil, err
		}
		for _, part := range []struct {
			from []string
			into *[]*regexp.Regexp
		}{{r.Include, &out[i].include}, {r.Exclude, &out[i].exclude}} {
			for _, c := range part.from {
				re, err := compile(r, c)
				if err != nil {
					return nil, err
				}
				*part.into = append(*part.into, re)
			}
		}
	}
	return out, nil
}

// takes tells whether the rule matches the file imported with query (its "?raw", or "").
func (r *Rule) takes(file, query string) bool {
	matchesAny := func(list []*regexp.Regexp) bool {
		for _, re := range list {
			if re.MatchString(file) {
				return true
			}
		}
		return false
	}
	return r.test.MatchString(file) && r.query.MatchString(query) &&
		(len(r.include) == 0 || matchesAny(r.include)) && !matchesAny(r.exclude)
}

// webpackRules loads the files that plugins' module rules match (Input.Rules) as their
// loaders would: text, a file of the build, a data: URL, or data. The first rule that matches
// loads the file, where webpack would chain every rule that does. Like Input.Loaders, the
// rules are read when a file loads: a kept context's plugins are set up before its state.
func (st *pluginState) webpackRules(b api.PluginBuild) {
	b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "file"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
		rule := st.in.rule(a.Path, a.Suffix)
		switch {
		case rule == nil:
			return api.OnLoadResult{}, nil
		case rule.Kind == "node":
			return st.in.NodeLoaders.load(rule, a.Path, a.Suffix)
		case rule.Kind == "mdx":
			return st.in.mdxModule(rule, a.Path, nil)
		}
		return loadAs(rule.Kind, rule.Limit, a.Path, rule.Source)
	})
}

// rule is the first of the plugins' module rules that takes file imported with query, nil for
// none.
func (in *Input) rule(file, query string) *Rule {
	for i := range in.Rules {
		if in.Rules[i].takes(file, query) {
			return &in.Rules[i]
		}
	}
	return nil
}

// mdxModule is file compiled as @docusaurus/mdx-loader compiles it for the rule: the markdown
// module the build makes of a page (of src where it is not nil, else of the file), which
// exports the rule's metadata file for it, as the loader inlines it, as metadata.
func (in *Input) mdxModule(r *Rule, file string, src []byte) (api.OnLoadResult, error) {
	if in.Markdown == nil {
		return api.OnLoadResult{}, fmt.Errorf("%s: %s compiles markdown, which this build does not", file, r.Source)
	}
	module, err := in.Markdown(file, src)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	if meta := r.Metadata[file]; meta != "" {
		spec, _ := json.Marshal(meta)
		module += fmt.Sprintf("export {default as metadata} from %s;\n", spec)
	}
	return api.OnLoadResult{Contents: &module, Loader: api.LoaderJSX, ResolveDir: filepath.Dir(file)}, nil
}

// loadAs loads file as a webpack loader of kind would (see webpack.Rule.Kind): its text, a file
// of the build, a data: URL, or data; by is the rule or inline loader that asks, for messages.
func loadAs(kind string, limit int, file, by string) (api.OnLoadResult, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return api.OnLoadResult{}, err
	}
	contents := string(data)
	var loader api.Loader
	switch kind {
	case "source":
		loader = api.LoaderText
	case "resource":
		loader = api.LoaderFile
	case "inline":
		loader = api.LoaderDataURL
	case "asset":
		loader = api.LoaderFile
		if len(data) < limit {
			loader = api.LoaderDataURL
		}
	case "json":
		loader = api.LoaderJSON
	case "yaml":
		if contents, err = yamlModule(data); err != nil {
			return api.OnLoadResult{}, fmt.Errorf("%s: %w (read as YAML for %s)", file, err, by)
		}
		loader = api.LoaderJSON
	default:
		return api.OnLoadResult{}, fmt.Errorf("%s: no loader of kind %q", by, kind)
	}
	return api.OnLoadResult{Contents: &contents, Loader: loader}, nil
}

// yamlModule is a YAML document as the JSON that yaml-loader makes of it.
func yamlModule(data []byte) (string, error) {
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		return "", err
	}
	out, err := json.Marshal(markdown.JSONData(v))
	return string(out), err
}

// defaultExtensions are esbuild's own resolve extensions, which plugins' resolve.extensions
// follow; esbuildExtensions are those it has a loader for.
var (
	defaultExtensions = []string{".tsx", ".ts", ".jsx", ".js", ".css", ".json"}
	esbuildExtensions = []string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".css", ".json", ".txt"}
)
