package jsplugin

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/route"
)

// This file turns what an instance's hooks gave into a config.JSPlugin: its client modules,
// theme folder, tags and webpack config, its contentLoaded and postBuild to run later.

// usePlugin makes the instance of the config's entry e what it made, a config.JSPlugin with
// its theme path, client modules (relative paths resolved from dir), HTML tags, webpack config
// and configurePostCss, and warns once about the hooks gosaurus cannot run.
func (m *maker) usePlugin(in config.Instance, dir string, e config.JSEntry, label string) error {
	cfg := m.cfg
	file, key := configFile(cfg), e.Key
	if in.Name != "" {
		label = in.Name
	}
	// Content is nil where it is not plain data: LoadHooks copies only what is.
	js := config.JSPlugin{Name: label, ID: in.ID, Source: file + ": " + key, Content: in.Content, Webpack: in.Webpack, PostCSS: in.PostCSS, CodeMessages: in.CodeMessages}
	if in.ThemePath != "" {
		js.ThemePath = config.AbsIn(dir, in.ThemePath)
	}
	for _, m := range in.ClientModules {
		if s, isStr := m.(string); isStr {
			p, err := clientModule(dir, s)
			if err != nil {
				return &config.Error{File: file, Key: key, Msg: fmt.Sprintf("%s: getClientModules(): %v", label, err)}
			}
			js.ClientModules = append(js.ClientModules, p)
		}
	}
	for _, part := range []struct {
		name string
		into *[]head.Tag
	}{{"headTags", &js.HeadTags}, {"preBodyTags", &js.PreBodyTags}, {"postBodyTags", &js.PostBodyTags}} {
		list, err := htmlTags(in.Tags[part.name])
		if err != nil {
			return &config.Error{File: file, Key: key, Msg: fmt.Sprintf("%s: injectHtmlTags().%s: %v", label, part.name, err)}
		}
		*part.into = list
	}
	js.ReadsAllContent = slices.Contains(in.Hooks, "allContentLoaded")
	if js.ReadsAllContent || slices.Contains(in.Hooks, "contentLoaded") {
		js.ContentLoaded = jsContentLoaded(cfg, in, js)
	}
	pwa := in.Name == pwaPlugin && slices.Contains(in.Hooks, "postBuild")
	if !pwa && in.PostBuild != nil && slices.Contains(in.Hooks, "postBuild") {
		js.PostBuild = in.PostBuild
	}
	made := Made{JS: &js}
	if pwa {
		// gosaurus builds the worker, which the plugin's postBuild builds with webpack.
		made.PWA = &config.PluginEntry{Name: "@docusaurus/plugin-pwa", Key: key, Options: in.Options, Dir: dir}
	}
	m.made[key] = made
	var skipped []string
	for _, k := range in.Hooks {
		switch {
		case k == "postBuild" && pwa:
		case k == "postBuild" && in.PostBuild != nil:
		case k == "configurePostCss" && in.PostCSS != nil:
		case k == "getDefaultCodeTranslationMessages":
		case k == "configureWebpack" && in.Webpack != nil && in.Webpack.Failed != "":
			skipped = append(skipped, "configureWebpack (it threw: "+in.Webpack.Failed+")")
		case k == "configureWebpack" && in.Webpack != nil:
			if checkRules(in.Webpack); len(in.Webpack.Ignored) > 0 {
				skipped = append(skipped, "configureWebpack's "+strings.Join(in.Webpack.Ignored, "; "))
			}
		case !slices.Contains(usedHooks, k) && !slices.Contains(quietHooks, k):
			skipped = append(skipped, k)
		}
	}
	if len(skipped) > 0 {
		sort.Strings(skipped)
		m.warn(fmt.Sprintf("%s: %s: plugin %s: gosaurus skips its %s (it runs no webpack, PostCSS or Node hooks)", file, key, label, strings.Join(skipped, ", ")))
	}
	return nil
}

// jsContentLoaded is js's ContentLoaded: in's contentLoaded and allContentLoaded run. Without
// an allContentLoaded, what the plugin gives depends on its content alone, which the instance
// loaded once, for its locale: it runs once (in Node, a process each time).
func jsContentLoaded(cfg *config.Config, in config.Instance, js config.JSPlugin) func(map[string]map[string]any) (config.JSAdded, error) {
	added := func(got config.Instance) config.JSAdded {
		return config.JSAdded{Routes: routesOf(cfg, got, js.Name, js.Source), GlobalData: got.GlobalData, MDXMetadata: metadataOf(cfg, got.MDXMetadata)}
	}
	run := func(all map[string]map[string]any) (config.JSAdded, error) {
		got, err := in.ContentLoaded(all)
		if err == nil && got.Failed != "" {
			err = errors.New(got.Failed)
		}
		if err != nil {
			return config.JSAdded{}, fmt.Errorf("%s: plugin %s: contentLoaded() failed: %s", js.Source, js.Name, firstLine(err))
		}
		got.ID = in.ID
		return added(got), nil
	}
	if js.ReadsAllContent {
		return run
	}
	once := sync.OnceValues(func() (config.JSAdded, error) { return run(nil) })
	return func(map[string]map[string]any) (config.JSAdded, error) { return once() }
}

// pwaPlugin is @docusaurus/plugin-pwa's name: its postBuild, which builds the service worker
// with webpack, is done by plugins/pwa.
const pwaPlugin = "docusaurus-plugin-pwa"

// clientModule resolves a client module a plugin names (a path, often without its extension,
// or a package) from dir to the file the browser entry imports.
func clientModule(dir, m string) (string, error) {
	if st, err := os.Stat(m); err == nil && !st.IsDir() && filepath.IsAbs(m) {
		return m, nil
	}
	return jsrt.Resolve(dir, m)
}

// htmlTags reads the tags of injectHtmlTags: HTML strings or {tagName, attributes, innerHTML}.
func htmlTags(v any) ([]head.Tag, error) {
	if v == nil {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	var out []head.Tag
	for i, t := range list {
		switch t := t.(type) {
		case string:
			out = append(out, head.Tag{Raw: t})
		case map[string]any:
			name, _ := t["tagName"].(string)
			if name == "" {
				return nil, fmt.Errorf("[%d] has no tagName", i)
			}
			attrs := map[string]string{}
			a, _ := t["attributes"].(map[string]any)
			for k, val := range a {
				switch val := val.(type) {
				case string:
					attrs[k] = val
				case bool:
					if val {
						attrs[k] = ""
					}
				case float64:
					attrs[k] = fmt.Sprint(val)
				}
			}
			inner, _ := t["innerHTML"].(string)
			out = append(out, head.Tag{Name: name, Attributes: attrs, InnerHTML: inner})
		default:
			return nil, fmt.Errorf("[%d] must be an HTML string or {tagName, attributes, innerHTML}", i)
		}
	}
	return out, nil
}

// routesOf is what in's contentLoaded gave addRoute and createData, as the routes of the
// plugin named name (source names its entry in the config): createData's files under the
// paths it returned.
func routesOf(cfg *config.Config, in config.Instance, name, source string) route.PluginRoutes {
	dir := pluginDataDir(cfg, name, in.ID)
	data := make(map[string]string, len(in.Data))
	for file, text := range in.Data {
		data[filepath.Join(dir, file)] = text
	}
	return route.PluginRoutes{Plugin: name, ID: in.ID, Source: source, Routes: in.Routes, Data: data}
}

// metadataOf is an instance's MDXMetadata with each file's path clean, as the bundler names
// files, and each JSON file's absolute, as mdx-loader reads a relative one from the site.
func metadataOf(cfg *config.Config, m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]string, len(m))
	for file, json := range m {
		if !filepath.IsAbs(json) {
			json = filepath.Join(cfg.SiteDir, json)
		}
		out[filepath.Clean(file)] = filepath.Clean(json)
	}
	return out
}

// pluginDataDir is where Docusaurus writes a plugin instance's createData files, whose paths
// the plugin puts in its routes' modules: gosaurus keeps the files in memory under these paths.
func pluginDataDir(cfg *config.Config, plugin, id string) string {
	return filepath.Join(cfg.GeneratedFilesDir(), plugin, id)
}
