// Package analytics is Docusaurus's analytics plugins: @docusaurus/plugin-google-gtag,
// plugin-google-analytics, plugin-google-tag-manager and plugin-vercel-analytics. Each adds
// tags to every page and a browser module that reports page views as the reader moves
// between routes. As Docusaurus's own, they belong to production builds only: the registry
// leaves them out of `gosaurus start`.
package analytics

import (
	"encoding/json"
	"fmt"
	"html"
	"path/filepath"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/jslit"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/head"
	"gosaurus/plugins/plugin/options"
	"gosaurus/plugins/plugin/site"
)

// Plugin is one analytics plugin, its options read.
type Plugin struct {
	name string // Docusaurus's name for the plugin, "docusaurus-plugin-google-gtag"
	tags plugin.HTMLTags
	// client is the source of its browser module, "" for none: a client module as
	// Docusaurus's (onRouteDidUpdate).
	client string
}

// Names are the full names of the plugins, for the registry.
var Names = []string{
	"@docusaurus/plugin-google-analytics", "@docusaurus/plugin-google-gtag",
	"@docusaurus/plugin-google-tag-manager", "@docusaurus/plugin-vercel-analytics",
}

// New reads the options of the analytics plugin of entry e, checking what Docusaurus's option
// schemas check; file is the config file, for messages.
func New(file, siteDir string, e config.PluginEntry) (*Plugin, error) {
	o := options.New(file, e.Key, e.Options)
	switch e.Name {
	case "@docusaurus/plugin-google-gtag":
		return gtag(o)
	case "@docusaurus/plugin-google-analytics":
		return googleAnalytics(o)
	case "@docusaurus/plugin-google-tag-manager":
		return googleTagManager(o)
	case "@docusaurus/plugin-vercel-analytics":
		return vercelAnalytics(siteDir, o)
	}
	return nil, fmt.Errorf("%s: %s: %s is no analytics plugin", file, e.Key, e.Name)
}

// Name is the plugin's name as Docusaurus gives it.
func (p *Plugin) Name() string { return p.name }

// InjectHTMLTags are the plugin's tags of every page.
func (p *Plugin) InjectHTMLTags(*site.Config) plugin.HTMLTags { return p.tags }

// Client is the plugin's browser module, which reports page views.
func (p *Plugin) Client() plugin.Client {
	if p.client == "" {
		return plugin.Client{}
	}
	spec := "@generated/analytics/" + p.name
	return plugin.Client{Modules: []string{spec}, Generated: map[string]plugin.Module{spec: {Browser: p.client}}}
}

// The tags are written as Docusaurus's build writes them: its plugins' tags, after its HTML
// minifier has minified their inline scripts. IDs are written as JavaScript strings and HTML
// attributes, so an ID with a quote in it stays an ID.

func preconnect(href string) head.Tag {
	return head.Tag{Raw: `<link rel="preconnect" href="` + href + `">`}
}

func asyncScript(src string) head.Tag {
	return head.Tag{Raw: `<script async src="` + html.EscapeString(src) + `"></script>`}
}

func inlineScript(js string) head.Tag {
	return head.Tag{Raw: "<script>" + js + "</script>"}
}

// jsString is s as a JavaScript string literal, safe inside a script element (JSON escapes <).
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// gtag reads @docusaurus/plugin-google-gtag's options: trackingID, one ID or several (the
// script loads for the first, and each gets a config call), and anonymizeIP.
func gtag(o *options.Reader) (*Plugin, error) {
	o.Known("@docusaurus/plugin-google-gtag", "trackingID", "anonymizeIP")
	var ids []string
	switch v := o.M["trackingID"].(type) {
	case string:
		ids = []string{v}
	case []any:
		for _, id := range v {
			if s, ok := id.(string); ok && s != "" {
				ids = append(ids, s)
			}
		}
		if len(ids) != len(v) {
			o.Fail("trackingID", "must be a tracking ID or an array of them, each a non-empty string such as \"G-XXXXXXXXXX\"")
		}
	}
	if len(ids) == 0 || ids[0] == "" {
		o.Fail("trackingID", "is required: a tracking ID such as \"G-XXXXXXXXXX\", or an array of them")
	}
	var anonymize bool
	o.Bool("anonymizeIP", &anonymize)
	if o.Err != nil {
		return nil, o.Err
	}
	opts := "{}"
	if anonymize {
		opts = "{anonymize_ip:!0}"
	}
	js := `function gtag(){dataLayer.push(arguments)}window.dataLayer=window.dataLayer||[],gtag("js",new Date)`
	for _, id := range ids {
		js += `,gtag("config",` + jsString(id) + "," + opts + ")"
	}
	return &Plugin{
		name: "docusaurus-plugin-google-gtag",
		// The script loads for the first ID only, as Google asks: the others are configured.
		tags: plugin.HTMLTags{Head: []head.Tag{
			preconnect("https://www.google-analytics.com"),
			preconnect("https://www.googletagmanager.com"),
			asyncScript("https://www.googletagmanager.com/gtag/js?id=" + ids[0]),
			inlineScript(js),
		}},
		client: pageViewModule(
			"window.gtag('set', 'page_path', location.pathname + location.search + location.hash);\n    window.gtag('event', 'page_view');", true),
	}, nil
}

// googleAnalytics reads @docusaurus/plugin-google-analytics's options (analytics.js):
// trackingID and anonymizeIP.
func googleAnalytics(o *options.Reader) (*Plugin, error) {
	o.Known("@docusaurus/plugin-google-analytics", "trackingID", "anonymizeIP")
	var id string
	o.Required("trackingID", &id)
	var anonymize bool
	o.Bool("anonymizeIP", &anonymize)
	if o.Err != nil {
		return nil, o.Err
	}
	js := `window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)},ga.l=+new Date,ga("create",` + jsString(id) + `,"auto")`
	if anonymize {
		js += `,ga("set","anonymizeIp",!0)`
	}
	js += `,ga("send","pageview")`
	return &Plugin{
		name: "docusaurus-plugin-google-analytics",
		tags: plugin.HTMLTags{Head: []head.Tag{
			preconnect("https://www.google-analytics.com"),
			inlineScript(js),
			asyncScript("https://www.google-analytics.com/analytics.js"),
		}},
		client: pageViewModule(
			"window.ga('set', 'page', location.pathname + location.search + location.hash);\n    window.ga('send', 'pageview');", false),
	}, nil
}

// googleTagManager reads @docusaurus/plugin-google-tag-manager's options: containerId.
func googleTagManager(o *options.Reader) (*Plugin, error) {
	o.Known("@docusaurus/plugin-google-tag-manager", "containerId")
	var id string
	o.Required("containerId", &id)
	if o.Err != nil {
		return nil, o.Err
	}
	// Tag Manager's loader: the dataLayer's start event, then gtm.js inserted before the first
	// script of the page.
	loader := `!function(e,t,a,n){e[n]=e[n]||[],e[n].push({"gtm.start":(new Date).getTime(),event:"gtm.js"});var g=t.getElementsByTagName(a)[0],m=t.createElement(a);m.async=!0,m.src=` +
		jsString("https://www.googletagmanager.com/gtm.js?id="+id) + `,g.parentNode.insertBefore(m,g)}(window,document,"script","dataLayer")`
	return &Plugin{
		name: "docusaurus-plugin-google-tag-manager",
		tags: plugin.HTMLTags{
			Head: []head.Tag{
				preconnect("https://www.googletagmanager.com"),
				inlineScript("window.dataLayer=window.dataLayer||[]"),
				inlineScript(loader),
			},
			PreBody: []head.Tag{{Raw: `<noscript><iframe src="` + html.EscapeString("https://www.googletagmanager.com/ns.html?id="+id) + `" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`}},
		},
	}, nil
}

// vercelAnalytics reads @docusaurus/plugin-vercel-analytics's options (mode, debug): its
// browser module hands them to the inject function of the site's @vercel/analytics package
// (the plugin's dependency), which adds Vercel's script to the page.
func vercelAnalytics(siteDir string, o *options.Reader) (*Plugin, error) {
	o.Known("@docusaurus/plugin-vercel-analytics", "mode", "debug")
	if id, ok := o.M["id"]; ok && id != "default" {
		o.Fail("id", "is not supported: the Vercel Analytics plugin can be used at most once per site")
	}
	props := map[string]any{}
	var mode string
	if o.String("mode", &mode) {
		if !slices.Contains([]string{"auto", "production", "development"}, mode) {
			o.Fail("mode", fmt.Sprintf("%q is not a mode; use auto, production or development", mode))
		}
		props["mode"] = mode
	}
	var debug bool
	if o.Bool("debug", &debug) {
		props["debug"] = debug
	}
	if o.Err != nil {
		return nil, o.Err
	}
	// The plugin's own dependency, wherever npm put it; else the site's.
	from := siteDir
	if p, err := jsrt.Resolve(siteDir, "@docusaurus/plugin-vercel-analytics/package.json"); err == nil {
		from = filepath.Dir(p)
	}
	pkg, err := jsrt.Resolve(from, "@vercel/analytics")
	if err != nil {
		return nil, &options.Error{File: o.File, Key: o.Key, Msg: "the package \"@docusaurus/plugin-vercel-analytics\" is not installed (gosaurus uses its @vercel/analytics); run npm install @docusaurus/plugin-vercel-analytics in the site folder"}
	}
	path, _ := json.Marshal(pkg)
	args, err := jslit.Marshal(props)
	if err != nil {
		return nil, err
	}
	return &Plugin{
		name:   "docusaurus-plugin-vercel-analytics",
		client: fmt.Sprintf("import {inject} from %s;\ninject(%s);\n", path, args),
	}, nil
}

// pageViewModule is the browser module of gtag and Google Analytics: on a move to another
// page (path, query or fragment), it runs report with location in scope. gtag reports on the
// next tick, once react-helmet-async has set the new page's title.
func pageViewModule(report string, nextTick bool) string {
	if nextTick {
		report = "setTimeout(() => {\n    " + report + "\n    });"
	}
	return `export function onRouteDidUpdate({location, previousLocation}) {
  if (
    previousLocation &&
    (location.pathname !== previousLocation.pathname ||
      location.search !== previousLocation.search ||
      location.hash !== previousLocation.hash)
  ) {
    ` + report + `
  }
}
`
}
