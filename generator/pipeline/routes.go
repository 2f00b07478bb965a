package pipeline

import (
	"fmt"
	"strings"

	"gosaurus/generator/bundle"
	"gosaurus/generator/check"
	"gosaurus/generator/config"
	"gosaurus/generator/i18n"
	"gosaurus/generator/markdown"
	"gosaurus/generator/routes"
	"gosaurus/plugins/plugin/route"
)

// routes is the routes stage: the plugins' contentLoaded, the route table of what they added
// and of the routes the site's JavaScript plugins added, and the modules of every route. The
// links of the markdown are checked here, before the pages render links of their own.
func (l *locale) routes() error {
	b, cfg := l.b, l.cfg
	added, err := contentLoaded(l.plugins)
	if err != nil {
		return err
	}
	// The bundler's config, asked once contentLoaded has run, as Docusaurus asks for it when it
	// bundles: an mdx-loader rule's metadata names files that contentLoaded made.
	l.webpack = webpackOf(l.plugins)
	table, err := routes.Build(added, l.compiled)
	if err != nil {
		return err
	}
	var pluginRoutes []route.PluginRoutes
	for _, a := range added {
		pluginRoutes = append(pluginRoutes, a.PluginRoutes...)
	}
	warns, err := table.AddPluginRoutes(pluginRoutes, cfg.BaseURL, cfg.TrailingSlash)
	if err != nil {
		return err
	}
	for _, w := range warns {
		b.warn(w)
	}
	table.ApplyTrailingSlash(cfg.BaseURL, cfg.TrailingSlash)
	if err := checkPageFiles(table, cfg); err != nil {
		return err
	}
	l.table = table
	l.links = check.New(cfg, table, l.site, l.pages)
	l.links.Markdown(l.pages)
	l.pages = nil // let go: a large site's compiled pages need not live while it renders
	b.step("content", fmt.Sprintf("%s%d markdown files, %d routes", l.tag, len(l.markdown), len(table.Routes)))

	// The plugins were made with the locale's context: their messages are its.
	codeTranslations, err := i18n.CodeTranslations(cfg.SiteDir, cfg.LocalizationDir(cfg.Locale), cfg.Locale, b.opts.NodePaths, i18n.ThemeFiles(l.client.Translations), l.client.CodeMessages)
	if err != nil {
		return err
	}
	l.mods, l.data, err = table.Modules(cfg, l.client, l.webpack.Provides, l.compiled, codeTranslations, b.opts.ThemeDir, !b.opts.ModulesOnly)
	if err == nil && l.kept.compiled == nil {
		dropDataModules(table, l.data, l.compiled)
	}
	return err
}

// dropDataModules lets go of the module text of each compiled doc whose routes are all data
// routes: the bundle reads their data, and a one-off build (the dev server keeps its docs for
// the next) has no other use for it. On 20,000 generated docs it is a quarter of what the
// build holds going into the bundle stage.
func dropDataModules(table *routes.Table, data map[string]bundle.DataRoute, compiled map[string]*markdown.Doc) {
	asData, asModule := map[string]bool{}, map[string]bool{}
	for _, r := range append([]route.Route{table.NotFound}, table.Routes...) {
		if r.Body == nil {
			continue
		}
		if _, ok := data[r.Spec]; ok {
			asData[r.Body.Source] = true
		} else {
			asModule[r.Body.Source] = true
		}
	}
	for source := range asData {
		if d := compiled[source]; d != nil && !asModule[source] {
			d.Module = ""
		}
	}
}

// pageFile is where a route's HTML goes, relative to the build folder: <path>/index.html, or
// <path>.html with trailingSlash: false, as Docusaurus writes them; a path that already ends
// in .html or .htm (a doc slugged /page.html) is the file's own name.
func pageFile(baseURL, p string, trailingSlash *bool) string {
	rel := strings.Trim(strings.TrimPrefix(p, baseURL), "/")
	switch {
	case rel == "":
		return "index.html"
	case strings.HasSuffix(strings.ToLower(rel), ".html") || strings.HasSuffix(strings.ToLower(rel), ".htm"):
		return rel
	case trailingSlash != nil && !*trailingSlash:
		return rel + ".html"
	}
	return rel + "/index.html"
}

// maxFileName is the longest file name, in bytes, that the usual file systems take.
const maxFileName = 255

// checkPageFiles fails for a route whose page would be written to a file or folder with a name
// longer than a file system takes, naming its source: its path is the user's (a slug, a file
// name), so it is not shortened as the build's own files are.
func checkPageFiles(t *routes.Table, cfg *config.Config) error {
	for _, r := range t.Routes {
		for _, name := range strings.Split(pageFile(cfg.BaseURL, r.Path, cfg.TrailingSlash), "/") {
			if len(name) <= maxFileName {
				continue
			}
			err := fmt.Errorf("the page of %s would be written to a file or folder named %s, of %d bytes, longer than the %d a file name may have; give it a shorter slug", r.Path, name, len(name), maxFileName)
			if r.Source != "" {
				return fmt.Errorf("%s: %w", r.Source, err)
			}
			return err
		}
	}
	return nil
}
