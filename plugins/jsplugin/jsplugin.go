// Package jsplugin runs the postBuild of a JavaScript plugin (in Node: see config.PostBuild),
// once the build is on disk, with the props Docusaurus gives it.
package jsplugin

import (
	"fmt"
	"maps"
	"path"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin"
)

// Plugin is one JavaScript plugin's postBuild, for one locale.
type Plugin struct {
	Hook        config.PostBuild
	context     map[string]any // the locale's plugin context, kept by PostBuild for Written
	routesPaths []string       // the locale's, kept by PostBuild for Written
	metadata    map[string]any // routesBuildMetadata: {noIndex} by route path
	routes      []any          // routes: the locale's route configs
}

func (p *Plugin) Name() string { return p.Hook.Plugin }

// ReadsRoutes: a JavaScript postBuild gets the routes' components and props, as its routes.
func (*Plugin) ReadsRoutes() {}

// PostBuild keeps the locale's context (baseUrl, i18n.currentLocale, localizationDir, …) and
// route paths: postBuild's routesPaths, the not-found page's first, as in Docusaurus, and
// routesBuildMetadata, whether each page's head asks robots not to index it. The hook itself
// runs in Written, when its outDir holds the build.
func (p *Plugin) PostBuild(b *plugin.Built) error {
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

// Written runs the hook with dir, the locale's build folder, as outDir. A hook that fails
// stops the build, as it stops Docusaurus's, but the files are written already.
func (p *Plugin) Written(dir string) error {
	props := maps.Clone(p.context)
	maps.Copy(props, map[string]any{"outDir": dir, "routesPaths": p.routesPaths, "head": map[string]any{}, "routesBuildMetadata": p.metadata, "routes": p.routes})
	if err := p.Hook.Run(props); err != nil {
		return fmt.Errorf("%s: plugin %s: postBuild() failed: %w", p.Hook.Source, p.Hook.Plugin, err)
	}
	return nil
}
