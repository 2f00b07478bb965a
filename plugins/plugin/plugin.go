// Package plugin is the contract between the build and the plugins it runs, shaped like
// Docusaurus's plugin lifecycle. A plugin's package validates its options and makes an
// instance; the build then runs each stage over the site's instances in order, and an
// instance takes part in the stages it implements, each a small interface of its own
// (ContentLoader, AllContentReader, RouteContributor, HTMLTagger, ClientProvider,
// WebpackConfigurer, PageRenderer, Translator, PostBuilder, Writer), so a plugin implements only what it does.
//
// Like Docusaurus's @docusaurus/types, which its core and its plugins both depend on, the
// contract depends on neither: it and its packages (site, route, head, options) import
// nothing of the project outside plugins/plugin. A stage sees the site's config as
// site.Config; what a plugin needs of the generator besides (the full config, how the site's
// code runs, the markdown kept between builds) plugins/registry hands it as it makes it, and
// a plugin whose content is markdown gives its files to the compile stage through that
// stage's own interface (generator/content's MarkdownProvider).
package plugin

import (
	"strconv"
	"time"

	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
	"gosaurus/plugins/plugin/webpack"
)

// Plugin is one instance of a plugin.
type Plugin interface {
	// Name is the plugin's name as Docusaurus gives it (docusaurus-plugin-sitemap), for
	// messages.
	Name() string
}

// Context is what the content stage receives.
type Context struct {
	Config *site.Config // the locale's
	// Kept is what the plugin kept under key in the build before of the same process (the
	// dev server's, which rebuilds after each save); make makes it the first time. nil where
	// builds keep nothing: see Keep.
	Kept func(key string, make func() any) any
	// Warn reports a problem that does not stop the build; nil where warnings go nowhere
	// (write-translations).
	Warn func(msg string)
	// Store is where the plugin keeps what it made on disk for the next build (the build
	// cache), under a name of its own; nil without a build cache.
	Store func(name string) Store
}

// Store keeps a plugin's entries in the build cache by key. Keep drops the entries of the
// store that are not among keys, once a build has used those.
type Store interface {
	Load(key string, v any) bool
	Save(key string, v any) error
	Keep(keys []string) error
}

// Keep is what the plugin kept under key from the build before (Context.Kept), nil where
// builds keep nothing, which a plugin's memo takes as keeping nothing.
func (c *Context) Keep(key string, make func() any) any {
	if c.Kept == nil {
		return nil
	}
	return c.Kept(key, make)
}

// ContentLoader loads the plugin's content, as Docusaurus's loadContent does; the instance
// keeps it for its later stages and for the build's compile and routes stages.
type ContentLoader interface {
	Plugin
	LoadContent(ctx *Context) error
}

// RouteContributor adds the plugin's pages to the site once every plugin's content is loaded,
// as Docusaurus's contentLoaded does with its actions addRoute, createData and setGlobalData.
// Its error stops the build (a JavaScript plugin's contentLoaded threw).
type RouteContributor interface {
	Plugin
	ContentLoaded() (Added, error)
}

// ContentSharer gives the content the plugin loaded as Docusaurus's loadContent returns it,
// as plain JSON data: allContent[Name()][InstanceID()], which a JavaScript plugin's
// allContentLoaded receives. It is asked only when a JavaScript plugin has one.
type ContentSharer interface {
	Plugin
	InstanceID() string
	Content() any
}

// Added is what a plugin's content-loaded stage adds to the site.
type Added struct {
	Routes []route.Route // their Spec is the build's to give
	// Data are JSON modules that routes import, by specifier, shared by the routes that import
	// them, as createData's are: a docs sidebar, a blog's sidebar. A data route (a doc) names
	// such a module instead of holding a copy.
	Data map[string]any
	// Markdown are the modules of compiled markdown that routes import.
	Markdown []route.Markdown
	// GlobalData is what useGlobalData() returns of the plugin, by name and then instance id;
	// nil for none.
	GlobalData map[string]map[string]any
	// PluginRoutes are routes JavaScript of the site's gave addRoute, with the files it gave
	// createData, as a JavaScript plugin's are.
	PluginRoutes []route.PluginRoutes
}

// AllContentReader reads other plugins' content once every plugin's is loaded, as
// Docusaurus's allContentLoaded does with allContent: it finds the instances it reads among
// all, the locale's plugins in order. It runs before any plugin's ContentLoaded.
type AllContentReader interface {
	Plugin
	AllContentLoaded(all []Plugin)
}

// NavbarItemChecker checks a navbar item of a type its content backs (the docs plugin's doc,
// docSidebar, docsVersion and docsVersionDropdown items) once every plugin's content is
// loaded, file being the config file for messages; the theme's own checks cover the others.
type NavbarItemChecker interface {
	Plugin
	CheckNavbarItem(file, key, typ string, item map[string]any) error
}

// Bundler gives the bundle stage loaders, as a plugin's configureWebpack adds webpack loaders
// (@docusaurus/plugin-ideal-image resizes the images code imports). Bundled is told once the
// bundles were built (not taken from the build cache), with every file they import loaded.
type Bundler interface {
	Plugin
	Loaders() []Loader
	Bundled() error
}

// WebpackConfigurer changes how the bundle stage resolves and rewrites the site's code, as a
// plugin's configureWebpack changes webpack's resolve and plugins. The bundle stage merges
// every plugin's in their order, a later plugin's entry for a name winning, as webpack merges
// the configs the plugins return.
type WebpackConfigurer interface {
	Plugin
	ConfigureWebpack() Webpack
}

// PostCSSConfigurer changes the PostCSS options of the site's stylesheets, as a plugin's
// configurePostCss does: the bundle stage runs every plugin's in their order on one set of
// options, then PostCSS with them over the site's stylesheets. ok is false for a plugin
// without one.
type PostCSSConfigurer interface {
	Plugin
	ConfigurePostCSS() (p PostCSS, ok bool)
}

// PostCSS is a plugin's configurePostCss as the bundle stage runs it, in Node: Configure runs
// it in Node, the process that runs PostCSS, on the options that process keeps under key
// (state[key].options, see NodeProcess), which it changes or replaces. Node is
// nil, and Configure too, where Node is not installed. Source names the plugin in messages.
type PostCSS struct {
	Node      NodeProcess
	Configure func(key string) error
	Source    string
}

// NodeProcess is a Node process that keeps the site's code loaded and runs gosaurus's helpers
// in it (generator/jsrt's NodeCalls): CallWith calls helper, the source of a JavaScript
// function, with the value at path of the site's config and each of args.
type NodeProcess interface {
	CallWith(path, helper string, args []any, timeout time.Duration) ([]any, error)
	Close()
}

// Webpack is the part of a webpack config that gosaurus's bundler follows.
type Webpack struct {
	// Aliases and Fallbacks are resolve.alias and resolve.fallback: module name → file or
	// package, "" for an empty module.
	Aliases, Fallbacks map[string]string
	// Defines are what DefinePlugin and EnvironmentPlugin replace: expression → the
	// JavaScript code that replaces it.
	Defines map[string]string
	// Provides are ProvidePlugin's: a free variable of the site's modules (process, Buffer) →
	// the module that gives it, then the path of the export in it, if any.
	Provides map[string][]string
	// Modules are resolve.modules: folders where a package is looked up besides node_modules
	// (absolute, or relative to the site folder). Extensions are resolve.extensions, tried
	// after the bundler's own.
	Modules, Extensions []string
	// Rules are module.rules whose loaders the bundler has; Copies copy-webpack-plugin's
	// patterns, which the write stage copies into the build as it copies static folders.
	Rules  []webpack.Rule
	Copies []webpack.Copy
	// Replacements are NormalModuleReplacementPlugin's, applied before any other resolution,
	// as webpack applies them before resolving.
	Replacements []webpack.Replacement
	// Externals are webpack's externals given by name: module → the global variable the
	// browser has it as (on the server, with Node, the module Node requires).
	Externals map[string]string
}

// Loader loads the files of one kind that JavaScript and MDX import (bundle.Loader).
type Loader interface {
	Takes(file string) bool
	Load(file, baseURL string) (module string, files map[string][]byte, err error)
	Key() string
}

// PageRenderer takes each page as the render stage renders it: the route and the page's app
// HTML, for what a plugin makes of the rendered pages (the search index, the feeds), so that
// no page's HTML stays in memory for later. It is called for the pages side by side.
type PageRenderer interface {
	Plugin
	PageRendered(r *route.Route, html string)
}

// HTMLTagger gives tags for every page once every plugin's content is loaded, as
// Docusaurus's injectHtmlTags does with headTags, preBodyTags and postBodyTags.
type HTMLTagger interface {
	Plugin
	InjectHTMLTags(cfg *site.Config) HTMLTags
}

// HTMLTags are tags for every page: in <head>, at the start of <body> and at its end.
type HTMLTags struct {
	Head, PreBody, PostBody []head.Tag
}

// ClientProvider adds to the browser side of every page, as Docusaurus's getClientModules and
// getThemePath do; the build asks once the plugins are made.
type ClientProvider interface {
	Plugin
	Client() Client
}

// Client is what a plugin adds to the browser side of every page.
type Client struct {
	// Modules are client modules, by specifier: the browser imports each on every page, and
	// runs its route lifecycles (onRouteUpdate, onRouteDidUpdate). A module the plugin
	// generates has its source in Generated.
	Modules []string
	// Generated are modules the plugin writes, by specifier (@generated/…): its client
	// modules, and the optional modules of the theme that it turns on
	// (@generated/optional/mermaid), which are `export default null` for a site without it.
	Generated map[string]Module
	// ThemePaths are folders of theme components over the classic theme's, as getThemePath
	// gives them; a relative one is in the gosaurus theme's source folder (theme-classic/src).
	ThemePaths []string
	// Translations are the files of @docusaurus/theme-translations that hold its labels
	// ("theme-live-codeblock.json").
	Translations []string
	// CodeMessages are its default translations of code labels (Docusaurus's
	// getDefaultCodeTranslationMessages) for the locale it was made for, by id: over the
	// theme's, under the site's code.json.
	CodeMessages map[string]string
}

// Module is the source of a generated module: in the browser, and on the server where it
// differs ("" for the same).
type Module struct {
	Browser, Server string
}

// BrowserPackage is an optional module of the theme that loads pkg, a package only the
// browser runs, on first use: its default export imports it. On the server it never loads,
// so the package stays out of the server bundle.
func BrowserPackage(pkg string) Module {
	return Module{Browser: "export default () => import(" + strconv.Quote(pkg) + ");\n",
		Server: "export default () => new Promise(() => {});\n"}
}

// ThemeConfigValidator gives the plugin's keys of themeConfig with its defaults filled in, as
// Docusaurus's validateThemeConfig does: the theme reads siteConfig.themeConfig with them.
type ThemeConfigValidator interface {
	Plugin
	ValidateThemeConfig() map[string]any
}

// Translator gives the files of messages a translator fills in for the plugin, as
// Docusaurus's getTranslationFiles does; `write-translations` writes them.
type Translator interface {
	Plugin
	TranslationFiles() []TranslationFile
}

// TranslationFile is one of a plugin's translation files: its path in the locale's folder of
// i18n/ (slashes, "docusaurus-plugin-content-docs/current.json") and its messages by key.
type TranslationFile struct {
	Path     string
	Messages map[string]Message
}

// Message is one entry of a translation file, as Docusaurus's JSON has it.
type Message struct {
	Message     string `json:"message"`
	Description string `json:"description,omitempty"`
}

// PostBuilder writes files after every page of a locale is rendered and the static files are
// copied, as Docusaurus's postBuild does: feeds, the sitemap, the search index, redirects.
type PostBuilder interface {
	Plugin
	PostBuild(b *Built) error
}

// RoutesReader is a PostBuilder that reads the routes' components and props (Route.Component
// and Route.Props), which the build works out only when one of the site's plugins does: it
// costs time at every dev save of a large site.
type RoutesReader interface {
	PostBuilder
	ReadsRoutes()
}

// Writer works on the written build folder of a locale, dir, once the whole build has been
// written to disk; a build kept in memory (the dev server's) has no such stage.
type Writer interface {
	Plugin
	Written(dir string) error
}

// Site is a locale's build folder as the post-build stage writes to it: paths are relative to
// it and use slashes.
type Site interface {
	Has(path string) bool
	// Add writes a file; a later Add of the same path replaces it.
	Add(path string, data []byte) error
}

// Route is what the post-build stage knows of one route of the site.
type Route struct {
	Path     string // exact URL path, including baseUrl
	Plugin   string // the name of the plugin that made it
	PluginID string // the id of its instance
	// Component is what Docusaurus's route config names as its component (a theme component,
	// @site/… for a page of the site), and Props its props that are plain data: a JavaScript
	// postBuild's routes, worked out only when a JavaScript plugin has a postBuild.
	Component string
	Props     map[string]any
	Unlisted  bool   // kept out of the sitemap: the search page, an unlisted doc
	NoIndex   bool   // its page has a robots meta tag with noindex
	File      string // its source file (absolute), "" for a generated page
	// LastUpdatedAt is the last update its page shows (a doc's), in milliseconds; 0 for none.
	LastUpdatedAt int64
}

// Built is what the post-build stage receives: the locale's config, its routes and build
// folder.
type Built struct {
	Config     *site.Config // the locale's
	ConfigFile string       // the config file, relative to the site, for messages
	Routes     []Route      // sorted by path; the not-found page is no route
	Site       Site
	Warn       func(msg string)
	// Step logs a finished step of the build with a short detail.
	Step func(name, detail string)
}
