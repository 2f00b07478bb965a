package blog

import (
	"encoding/json"
	"path/filepath"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
)

// extended is what a site's plugin that extends the blog (config.ContentExtension) made of
// its content.
type extended struct {
	metadata   map[*Post]map[string]any // posts' metadata its createData replaced
	routes     route.PluginRoutes
	globalData any
}

// extend runs ext, the contentLoaded of a site's plugin wrapping the blog, on b's content. A
// file it gives createData under the name of the file Docusaurus's MDX loader reads a post's
// metadata from (docuHash of the post's source) replaces that metadata, as it does in
// Docusaurus: the "related posts" recipe adds to it so.
func extend(b *Blog, ext config.ContentExtension) (*extended, error) {
	out, err := ext(b.content())
	if err != nil {
		return nil, err
	}
	e := &extended{metadata: map[*Post]map[string]any{}, routes: out.Routes, globalData: out.GlobalData}
	byName := make(map[string]*Post, len(b.Posts))
	for _, p := range b.Posts {
		byName[content.DocuHash("@site/"+p.Source)+".json"] = p
	}
	for path, text := range out.Routes.Data {
		var m map[string]any
		if p := byName[filepath.Base(path)]; p != nil && json.Unmarshal([]byte(text), &m) == nil {
			e.metadata[p] = m
		}
	}
	return e, nil
}

// add adds to a what the extension's contentLoaded gave addRoute, createData and
// setGlobalData.
func (e *extended) add(a *plugin.Added, id string) {
	a.PluginRoutes = append(a.PluginRoutes, e.routes)
	if e.globalData != nil {
		a.GlobalData = map[string]map[string]any{PluginName: {id: e.globalData}}
	}
}
