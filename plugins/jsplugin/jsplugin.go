// Package jsplugin is the JavaScript plugins of a site. Make instantiates them of the config's
// entries for a locale, as Docusaurus does, when plugins/registry makes the locale's plugins:
// in the config runtime that ran the config or else in Node, running their hooks up to their
// content there (instantiate.go, node.go; extended.go for a plugin that wraps the blog). New
// then hands the build each one (config.JSPlugin) as a plugin like any other: what its
// getThemePath, getClientModules, injectHtmlTags and configureWebpack gave, through the stages
// of the contract; its contentLoaded, and its allContentLoaded with allContent, once every
// plugin's content is loaded; its postBuild once the build is on disk, with the props
// Docusaurus gives it.
package jsplugin

import (
	"fmt"
	"maps"
	"path"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// New is the instance of js for one locale's build: one with a postBuild reads the routes.
func New(js config.JSPlugin) plugin.Plugin {
	p := &Plugin{JS: js}
	if js.PostBuild != nil {
		return &withPostBuild{Plugin: p}
	}
	return p
}

// Plugin is one JavaScript plugin instance, for one locale.
type Plugin struct {
	JS config.JSPlugin
	// all is allContent: every plugin's content by name and id, made once AllContentLoaded
	// has run, for its allContentLoaded; nil when it has none.
	all map[string]map[string]any
	// metadata is what its contentLoaded left of its mdx-loader rules' metadataPath, for
	// ConfigureWebpack, which the bundle stage asks for after contentLoaded.
	metadata map[string]string
}

func (p *Plugin) Name() string       { return p.JS.Name }
func (p *Plugin) InstanceID() string { return p.JS.ID }
func (p *Plugin) Content() any       { return p.JS.Content }

// Client is its client modules and theme folder.
func (p *Plugin) Client() plugin.Client {
	c := plugin.Client{Modules: p.JS.ClientModules, CodeMessages: p.JS.CodeMessages}
	if p.JS.ThemePath != "" {
		c.ThemePaths = []string{p.JS.ThemePath}
	}
	return c
}

// InjectHTMLTags is what its injectHtmlTags returned, which ran with its content.
func (p *Plugin) InjectHTMLTags(*site.Config) plugin.HTMLTags {
	return plugin.HTMLTags{Head: p.JS.HeadTags, PreBody: p.JS.PreBodyTags, PostBody: p.JS.PostBodyTags}
}

// AllContentLoaded gathers allContent from the plugins that share their content, for a plugin
// with an allContentLoaded or a postBuild (whose props list the plugins with their content):
// once for all the JavaScript plugins of the locale, which hand it on to each other.
func (p *Plugin) AllContentLoaded(list []plugin.Plugin) {
	if !p.JS.ReadsAllContent && p.JS.PostBuild == nil {
		return
	}
	for _, x := range list {
		if o := instance(x); o != nil && o != p && o.all != nil {
			p.all = o.all
			return
		}
	}
	p.all = map[string]map[string]any{}
	for _, x := range list {
		s, ok := x.(plugin.ContentSharer)
		if !ok {
			continue
		}
		if p.all[s.Name()] == nil {
			p.all[s.Name()] = map[string]any{}
		}
		p.all[s.Name()][s.InstanceID()] = s.Content()
	}
}

// instance is the Plugin of x, nil when x is not a JavaScript plugin.
func instance(x plugin.Plugin) *Plugin {
	switch x := x.(type) {
	case *Plugin:
		return x
	case *withPostBuild:
		return x.Plugin
	}
	return nil
}

// ContentLoaded runs the plugin's contentLoaded and allContentLoaded: the routes they gave
// addRoute, with the files of createData, and what they gave setGlobalData.
func (p *Plugin) ContentLoaded() (plugin.Added, error) {
	var a plugin.Added
	if p.JS.ContentLoaded == nil {
		return a, nil
	}
	got, err := p.JS.ContentLoaded(p.all)
	if err != nil {
		return a, err
	}
	if len(got.Routes.Routes) > 0 || len(got.Routes.Data) > 0 {
		a.PluginRoutes = []route.PluginRoutes{got.Routes}
	}
	p.metadata = got.MDXMetadata
	if got.GlobalData != nil {
		a.GlobalData = map[string]map[string]any{p.JS.Name: {p.JS.ID: got.GlobalData}}
	}
	return a, nil
}

// withPostBuild is a Plugin with a postBuild, which gets the routes' components and props.
type withPostBuild struct {
	*Plugin
	context     map[string]any // the locale's plugin context, kept by PostBuild for Written
	routesPaths []string       // the locale's, kept by PostBuild for Written
	metadata    map[string]any // routesBuildMetadata: {noIndex} by route path
	routes      []any          // routes: the locale's route configs
}

// ReadsRoutes: a JavaScript postBuild gets the routes' components and props, as its routes.
func (*withPostBuild) ReadsRoutes() {}

// PostBuild keeps the locale's context (baseUrl, i18n.currentLocale, localizationDir, …) and
// route paths: postBuild's routesPaths, the not-found page's first, as in Docusaurus, and
// routesBuildMetadata, whether each page's head asks robots not to index it. The hook itself
// runs in Written, when its outDir holds the build.
func (p *withPostBuild) PostBuild(b *plugin.Built) error {
	p.context = b.Config.PluginContext()
	notFound := path.Join(b.Config.BaseURL, "404.html")
	p.routesPaths = []string{notFound}
	p.metadata = map[string]any{notFound: map[string]any{"noIndex": false}}
	p.routes = make([]any, 0, len(b.Routes))
	for _, r := range b.Routes {
		p.routesPaths = append(p.routesPaths, r.Path)
		p.metadata[r.Path] = map[string]any{"noIndex": r.NoIndex}
		p.routes = append(p.routes, routeConfig(r))
	}
	return nil
}

// routeConfig is r as a route config of Docusaurus's routes prop, with its plugin and its
// props that are plain data. The list is flat: Docusaurus nests a docs instance's pages
// under routes of the instance and its versions (props.version), which gosaurus does not
// have.
func routeConfig(r plugin.Route) map[string]any {
	c := map[string]any{"path": r.Path, "exact": true, "component": r.Component,
		"plugin": map[string]any{"name": r.Plugin, "id": r.PluginID}}
	if len(r.Props) > 0 {
		c["props"] = r.Props
	}
	return c
}

// loadedPlugins is the plugins prop of postBuild: each plugin instance with its name, content
// and id, by name then id (docusaurus-lunr-search finds the docs plugin there and reads its
// versions). Docusaurus's entries also carry each plugin's options and hooks, which gosaurus
// has only for its JavaScript plugins: the options hold the id alone.
func loadedPlugins(all map[string]map[string]any) []any {
	out := []any{}
	for _, name := range slices.Sorted(maps.Keys(all)) {
		for _, id := range slices.Sorted(maps.Keys(all[name])) {
			out = append(out, map[string]any{"name": name, "content": all[name][id], "options": map[string]any{"id": id}})
		}
	}
	return out
}

// Written runs the hook with dir, the locale's build folder, as outDir. A hook that fails
// stops the build, as it stops Docusaurus's, but the files are written already.
func (p *withPostBuild) Written(dir string) error {
	props := maps.Clone(p.context)
	maps.Copy(props, map[string]any{"outDir": dir, "routesPaths": p.routesPaths, "head": map[string]any{}, "routesBuildMetadata": p.metadata, "routes": p.routes,
		"plugins": loadedPlugins(p.all)})
	if err := p.JS.PostBuild(props, p.all); err != nil {
		return fmt.Errorf("%s: plugin %s: postBuild() failed: %w", p.JS.Source, p.JS.Name, err)
	}
	return nil
}
