package config

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/plugins/plugin/options"
)

// npm2yarnModule matches the file of @docusaurus/remark-plugin-npm2yarn, from which a function
// of a remarkPlugins list comes when the list names that plugin.
var npm2yarnModule = regexp.MustCompile(`[/\\]@docusaurus[/\\]remark-plugin-npm2yarn[/\\]`)

// pluginEntry matches an entry of a list of remark or rehype plugins that is a function:
// list[i], or list[i][0], the plugin of a [plugin, options] pair.
var pluginEntry = regexp.MustCompile(`^(.*\.(?:beforeDefaultRemarkPlugins|remarkPlugins|beforeDefaultRehypePlugins|rehypePlugins))\[(\d+)\](\[0\])?$`)

// nativeRemarkPlugins gives the content plugin instances the remark plugins of their
// remarkPlugins that gosaurus carries out itself (npm2yarn), and reports which of the
// config's dropped functions those are: they need no warning.
func nativeRemarkPlugins(cfg *Config, ev *evaluated) (map[string]bool, error) {
	native := map[string]bool{}
	for _, c := range cfg.contentInstances() {
		if err := nativeRemark(cfg, ev, c, native); err != nil {
			return nil, err
		}
	}
	return native, nil
}

// nativeRemark is nativeRemarkPlugins for the instance c, adding to native.
func nativeRemark(cfg *Config, ev *evaluated, c *ContentOptions, native map[string]bool) error {
	list := c.optionPath("remarkPlugins")
	for _, d := range ev.dropped {
		m := pluginEntry.FindStringSubmatch(d)
		if m == nil || m[1] != list || !npm2yarnModule.MatchString(ev.modules[d]) {
			continue
		}
		var options map[string]any
		if m[3] != "" {
			// The pair is in the data without its function: [options].
			i, _ := strconv.Atoi(m[2])
			if pair, ok := dataAt(ev.raw, fmt.Sprintf("%s[%d]", list, dataIndex(ev.dropped, list, i))).([]any); ok && len(pair) > 0 {
				options, _ = pair[0].(map[string]any)
			}
		}
		n, err := npm2yarnOptions(options, list+"["+m[2]+"][1]", ev.modules[d])
		if err != nil {
			return &Error{File: rel(cfg.File), Msg: err.Error()}
		}
		c.Npm2Yarn = n
		native[d] = true
	}
	return nil
}

// dataAt is the value at path ("presets[0][1].docs.remarkPlugins[0]") of the config's data.
func dataAt(v any, path string) any {
	for _, seg := range pathSegments.FindAllString(path, -1) {
		switch t := v.(type) {
		case map[string]any:
			v = t[seg]
		case []any:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(t) {
				return nil
			}
			v = t[i]
		default:
			return nil
		}
	}
	return v
}

// npm2yarnOptions reads the plugin's options (sync, converters) at key; module is the
// plugin's file, beside which its npm-to-yarn is found.
func npm2yarnOptions(opts map[string]any, key, module string) (*markdown.Npm2Yarn, error) {
	n := &markdown.Npm2Yarn{Converters: []string{"yarn", "pnpm", "bun"}}
	if v, ok := opts["sync"]; ok {
		b, ok := v.(bool)
		if !ok {
			return nil, fmt.Errorf("%s.sync: must be true or false, got %s", key, options.TypeName(v))
		}
		n.Sync = b
	}
	if v, ok := opts["converters"]; ok {
		list, ok := v.([]any)
		if !ok {
			return nil, fmt.Errorf("%s.converters: must be an array of package managers (yarn, pnpm, bun), got %s", key, options.TypeName(v))
		}
		n.Converters = nil
		for i, c := range list {
			s, ok := c.(string)
			if !ok {
				return nil, fmt.Errorf("%s.converters[%d]: gosaurus takes the names of package managers (yarn, pnpm, bun) here, not a [name, function] pair", key, i)
			}
			n.Converters = append(n.Converters, s)
		}
	}
	n.Convert = npmToYarn(filepath.Dir(module))
	return n, nil
}

// npmToYarn is the npm-to-yarn package the plugin in dir uses, run in the embedded runtime
// (it is plain JavaScript): its conversions are Docusaurus's to the letter. One runtime for
// all the pages, its answers kept.
func npmToYarn(dir string) func(code, to string) (string, error) {
	var mu sync.Mutex
	var convert goja.Callable
	var loader *jsrt.Loader
	var loadErr error
	done := map[[2]string]string{}
	return func(code, to string) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		if out, ok := done[[2]string{code, to}]; ok {
			return out, nil
		}
		if convert == nil && loadErr == nil {
			file, err := jsrt.Resolve(dir, "npm-to-yarn")
			if err == nil {
				loader = jsrt.NewLoader(jsrt.Options{Env: map[string]string{}})
				var v goja.Value
				if v, err = loader.Require(file); err == nil {
					if fn, ok := goja.AssertFunction(v); ok {
						convert = fn
					} else {
						err = fmt.Errorf("%s exports no function", file)
					}
				}
			}
			loadErr = err
		}
		if loadErr != nil {
			return "", fmt.Errorf("loading npm-to-yarn: %w", loadErr)
		}
		v, err := loader.Call(convert, loader.Runtime().ToValue(code), loader.Runtime().ToValue(to))
		if err != nil {
			return "", err
		}
		out := v.String()
		done[[2]string{code, to}] = out
		return out, nil
	}
}
