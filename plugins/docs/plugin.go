package docs

import (
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
)

// PluginName is the docs plugin's name in Docusaurus, which its routes' context gives too.
const PluginName = "docusaurus-plugin-content-docs"

// Plugin is a docs plugin instance.
type Plugin struct {
	Options Options
	// Config, JS and Parses are the locale's config, how the site's code runs (sidebars
	// files) and the parsed markdown kept from the build before (nil for none): the build's,
	// which plugins/registry hands the instance as it makes it.
	Config   *config.Config
	JS       jsrt.Options
	Parses   *content.Parses
	Instance *Instance   // the loaded docs, once LoadContent has run
	all      []*Instance // every docs instance of the site, for the navbar's items
}

// Name is the plugin's name in Docusaurus.
func (*Plugin) Name() string { return PluginName }

// InstanceID is the instance's id option.
func (p *Plugin) InstanceID() string { return p.Options.ID }

// Content is the instance as Docusaurus's loadContent returns it, which JavaScript plugins'
// contentLoaded read in allContent.
func (p *Plugin) Content() any { return loadedContent(p.Instance) }

// LoadContent loads the instance's versions and their docs and sidebars.
func (p *Plugin) LoadContent(ctx *plugin.Context) error {
	in, err := Load(p.Config, p.Options, p.JS, p.Parses)
	p.Instance = in
	if err != nil {
		return err
	}
	var beside []string
	for _, v := range in.Versions {
		beside = append(beside, v.codeFiles...)
	}
	in.VersionDocs = readsVersionDocs(filepath.Join(p.Config.SiteDir, "src"), beside)
	if ctx.Warn == nil {
		return nil
	}
	for _, v := range in.Versions {
		for _, w := range v.Warnings {
			ctx.Warn(w)
		}
	}
	return nil
}

// AllContentLoaded finds every docs instance, which a navbar item may point into.
func (p *Plugin) AllContentLoaded(all []plugin.Plugin) {
	p.all = nil
	for _, x := range all {
		if d, ok := x.(*Plugin); ok {
			p.all = append(p.all, d.Instance)
		}
	}
}

// CheckNavbarItem checks a navbar item that points into a docs instance.
func (p *Plugin) CheckNavbarItem(file, key, typ string, item map[string]any) error {
	return CheckNavbarItem(file, key, typ, item, p.all)
}

// ContentLoaded adds a route per doc, generated index and tag page, the sidebars' modules
// (and the versions' docs) that those routes import, and the instance's global data.
func (p *Plugin) ContentLoaded() (plugin.Added, error) {
	data := sidebarModules(p.Instance)
	if p.Instance.VersionDocs {
		for _, v := range p.Instance.Versions {
			data[v.VersionDocsSpec()] = versionDocs(v)
		}
	}
	return plugin.Added{Routes: routes(p.Instance), Data: data,
		GlobalData: map[string]map[string]any{GlobalDataKey: {p.Instance.ID: globalData(p.Instance)}}}, nil
}

// linkVersion is the version from whose folders a doc's links that start with a slash resolve,
// as Docusaurus finds it (getVersionFromSourceFilePath): the first version, current first,
// one of whose folders' paths begins the file's path as a string. So the versioned docs of an
// instance whose path is its id (js-sdk, beside js-sdk_versioned_docs) resolve their links
// from the current version, as tolgee's rely on.
func linkVersion(in *Instance, file string, own *Version) *Version {
	for _, v := range in.Versions {
		for _, dir := range []string{v.LocalizedDir, v.DocsDir} {
			if dir != "" && strings.HasPrefix(file, dir) {
				return v
			}
		}
	}
	return own
}

// MarkdownFiles are the instance's docs. A doc's links may name a doc of any version of the
// instance, as in Docusaurus (links by relative path find their own version's first), and
// the markdown that pages import may link to any doc.
func (p *Plugin) MarkdownFiles() []content.MarkdownFile {
	all := AllDocs([]*Instance{p.Instance})
	targets := make(map[string]string, len(all))
	for _, d := range all {
		targets[d.File] = d.Permalink
	}
	files := make([]content.MarkdownFile, len(all))
	for i, d := range all {
		v := linkVersion(p.Instance, d.File, d.Version)
		roots := []string{v.DocsDir}
		if v.LocalizedDir != "" {
			roots = append(roots, v.LocalizedDir)
		}
		files[i] = content.MarkdownFile{Key: d.Source, File: d.File, Read: d.Translation, Source: d.Source, Permalink: d.Permalink, Parsed: d.Parsed,
			Hash: d.Hash, Keep: p.Parses != nil, Roots: roots, Targets: targets, Linkable: true}
		files[i].Render = p.Config.RenderOptions("docs", d.Version.PluginID, d.File)
	}
	return files
}
