package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/registry"
)

// sharer is a native plugin that takes part in the lifecycle as the built-in ones do: it
// shares content of its own, reads the reader JavaScript plugin's content once every plugin's
// content is loaded, and gives it to the pages as its global data.
type sharer struct{ reader any }

func (*sharer) Name() string                      { return "go-native" }
func (*sharer) InstanceID() string                { return "default" }
func (*sharer) LoadContent(*plugin.Context) error { return nil }
func (*sharer) Content() any                      { return map[string]any{"from": "go"} }

func (s *sharer) AllContentLoaded(all []plugin.Plugin) {
	for _, p := range all {
		if c, ok := p.(plugin.ContentSharer); ok && c.Name() == "reader" {
			s.reader = c.Content()
		}
	}
}

func (s *sharer) ContentLoaded() (plugin.Added, error) {
	return plugin.Added{GlobalData: map[string]map[string]any{"go-native": {"default": map[string]any{"reader": s.reader}}}}, nil
}

// The lifecycle runs as Docusaurus 3.8's: every plugin's loadContent and contentLoaded, then
// every allContentLoaded with allContent, native and JavaScript plugins alike. The reader's
// allContentLoaded sees the docs, the native plugin's content and the content of the writer,
// a plugin listed after it; the native plugin sees the reader's content; the page shows both
// plugins' global data, the reader's from both its hooks merged. The
// JavaScript plugins are made in the config runtime (modules of a config it runs), in Node
// once per stage (modules of a config that runs in Node), and in the config's own Node
// process (functions of that config).
func TestPluginLifecycleOrder(t *testing.T) {
	const reader = `function reader() {
  return {
    name: 'reader',
    async loadContent() { return {from: 'reader'}; },
    async contentLoaded({content, actions}) { actions.setGlobalData({own: content.from}); },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs'].default.loadedVersions[0].docs.map((d) => d.id).sort();
      actions.setGlobalData({writer: allContent.writer.default.n, native: allContent['go-native'].default.from, docs});
    },
  };
}`
	const writer = `function writer() { return {name: 'writer', async loadContent() { return {n: 42}; }}; }`
	const site = "title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]"
	cases := []struct{ name, config string }{
		{"config runtime", "module.exports = {" + site + ", plugins: ['./reader.js', './writer.js']};\n"},
		{"Node, modules", "const t = await Promise.resolve('T');\nexport default {" + site + ", plugins: ['./reader.js', './writer.js']};\n"},
		{"Node, functions", reader + "\n" + writer + "\nconst t = await Promise.resolve('T');\nexport default {" + site + ", plugins: [reader, writer]};\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if strings.HasPrefix(c.name, "Node") && !jsrt.NodeAvailable() {
				t.Fatal("node is not on the PATH; make test installs and needs Node.js")
			}
			dir := t.TempDir()
			file := "docusaurus.config.js"
			if strings.Contains(c.config, "export default") {
				file = "docusaurus.config.mjs"
			}
			writeFiles(t, dir, map[string]string{
				file:            c.config,
				"reader.js":     "module.exports = " + reader + ";\n",
				"writer.js":     "module.exports = " + writer + ";\n",
				"docs/home.md":  "---\nslug: /\n---\n\n# Home\n",
				"docs/intro.md": "# Intro\n",
				"src/pages/order.js": `import React from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
export default function Order() {
  const js = usePluginData('reader'), go = usePluginData('go-native');
  return <p>{` + "`${js.own} ${js.writer} ${js.native} ${js.docs.join(',')} | ${go.reader.from}`" + `}</p>;
}
`,
			})
			opts := testOptions(t, dir)
			opts.Plugins = func(cfg *config.Config, env pluginenv.Env) ([]plugin.Plugin, error) {
				list, err := registry.Plugins(cfg, env)
				return append(list, &sharer{}), err
			}
			_, page := buildPage(t, opts, "order")
			if want := "<p>reader 42 go home,intro | reader</p>"; !strings.Contains(page, want) {
				t.Errorf("the page does not show %s", want)
			}
		})
	}
}

// A JavaScript plugin's contentLoaded that throws stops the build, naming the plugin and where
// the config lists it.
func TestPluginContentLoadedThatThrows(t *testing.T) {
	site := writeSite(t, "plugins: ['./broken'], ", nil)
	writeFiles(t, site, map[string]string{
		"broken.js": "module.exports = () => ({name: 'broken', contentLoaded() { throw new Error('no routes today'); }});\n",
	})
	_, err := Run(testOptions(t, site))
	if err == nil || !strings.Contains(err.Error(), "docusaurus.config.js: plugins[0]: plugin broken: contentLoaded() failed:") || !strings.Contains(err.Error(), "no routes today") {
		t.Errorf("err = %v", err)
	}
}

// Plugins are made in Docusaurus's order, native and JavaScript alike: the classic preset's,
// then its themes, then the site's plugins as listed (a JavaScript plugin, then gtag, native),
// then the site's themes. So their head tags and client modules follow one another in that
// order on every page: Docusaurus 3.8.1 writes the tags of plugins in its order, and imports
// their client modules so, which decides which of their styles and route hooks come first.
func TestPluginsInConfigOrder(t *testing.T) {
	dir := t.TempDir()
	// each is a plugin module that adds a meta tag and a client module, both named after it.
	each := func(name string) string {
		return `const path = require('path');
module.exports = () => ({
  name: '` + name + `',
  injectHtmlTags: () => ({headTags: [{tagName: 'meta', attributes: {name: 'order', content: '` + name + `'}}]}),
  getClientModules: () => [path.join(__dirname, '` + name + `-client.js')],
});
`
	}
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  plugins: ['./js-plugin.js', ['@docusaurus/plugin-google-gtag', {trackingID: 'G-ORDER'}]],
  themes: ['./js-theme.js'],
};
`,
		"js-plugin.js":        each("js-plugin"),
		"js-theme.js":         each("js-theme"),
		"js-plugin-client.js": "window.order = (window.order || []).concat('js-plugin-client');\nexport function onRouteDidUpdate() {}\n",
		"js-theme-client.js":  "window.order = (window.order || []).concat('js-theme-client');\nexport function onRouteDidUpdate() {}\n",
		"docs/home.md":        "---\nslug: /\n---\n\n# Home\n",
	})
	res, page := buildPage(t, testOptions(t, dir), "")
	if !inOrder(page, `content="js-plugin"`, "googletagmanager.com/gtag/js?id=G-ORDER", `content="js-theme"`) {
		t.Error("the head tags are not in the order js-plugin, gtag, js-theme")
	}
	// gtag's client module is the one that reports page views.
	found := false
	_ = filepath.WalkDir(filepath.Join(res.OutDir, "assets", "js"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, _ := os.ReadFile(p)
		if strings.Contains(string(data), "js-plugin-client") {
			found = true
			if !inOrder(string(data), "js-plugin-client", "page_view", "js-theme-client") {
				t.Errorf("%s: the client modules are not in the order js-plugin, gtag, js-theme", filepath.Base(p))
			}
		}
		return nil
	})
	if !found {
		t.Error("no browser file holds the client modules")
	}
}

// inOrder reports whether each of marks is in text, after the one before it.
func inOrder(text string, marks ...string) bool {
	at := -1
	for _, m := range marks {
		i := strings.Index(text, m)
		if i <= at {
			return false
		}
		at = i
	}
	return true
}

// The config's own head tags and client modules come after the plugins', as Docusaurus's
// bootstrap plugin, which gives them, comes after every plugin of the config: a meta tag of
// headTags after a plugin's, and a stylesheet of clientModules after a plugin's, so that the
// site's rules win over the plugin's.
func TestConfigTagsAndModulesAfterPlugins(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  headTags: [{tagName: 'meta', attributes: {name: 'order', content: 'site'}}],
  clientModules: ['./site.css'],
  plugins: ['./styled.js'],
};
`,
		"styled.js": `const path = require('path');
module.exports = () => ({
  name: 'styled',
  injectHtmlTags: () => ({headTags: [{tagName: 'meta', attributes: {name: 'order', content: 'styled'}}]}),
  getClientModules: () => [path.join(__dirname, 'styled.css')],
});
`,
		"styled.css":   ".order-styled { color: red; }\n",
		"site.css":     ".order-site { color: blue; }\n",
		"docs/home.md": "---\nslug: /\n---\n\n# Home\n",
	})
	res, page := buildPage(t, testOptions(t, dir), "")
	if !inOrder(page, `content="styled"`, `content="site"`) {
		t.Error("the config's head tag is not after the plugin's")
	}
	css, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	found := false
	for _, p := range css {
		data, _ := os.ReadFile(p)
		if strings.Contains(string(data), ".order-site") {
			found = true
			if !inOrder(string(data), ".order-styled", ".order-site") {
				t.Errorf("%s: the config's stylesheet is not after the plugin's", filepath.Base(p))
			}
		}
	}
	if !found {
		t.Error("no stylesheet holds the config's client module")
	}
}
