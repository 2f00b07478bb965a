package config

import (
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/jslit"
	"gosaurus/generator/jsrt"
)

// Analytics is one of Docusaurus's analytics plugins (gtag, Google Analytics, Google Tag
// Manager, Vercel Analytics), read from its options: the tags it adds to every page and the
// browser module that reports page views as the reader moves between routes. As Docusaurus's
// own, they belong to production builds only: `gosaurus start` leaves them out.
type Analytics struct {
	Plugin      string // Docusaurus's name for the plugin, "docusaurus-plugin-google-gtag"
	Key         string // where its options are in the config, for messages
	HeadTags    []HeadTag
	PreBodyTags []HeadTag
	// ClientModule is the source of its browser module, "" for none: a client module as
	// Docusaurus's (onRouteDidUpdate), imported by the browser entry.
	ClientModule string
}

// PageTags are the tags of every page: the config's and JavaScript plugins' (HeadTags,
// PreBodyTags, PostBodyTags), then plugins (the built-in ones' head tags), then the analytics
// plugins'.
func (cfg *Config) PageTags(plugins []HeadTag) (head, preBody, postBody []HeadTag) {
	head, preBody = slices.Concat(cfg.HeadTags, plugins), slices.Clip(cfg.PreBodyTags)
	for _, a := range cfg.Analytics {
		head = append(head, a.HeadTags...)
		preBody = append(preBody, a.PreBodyTags...)
	}
	return head, preBody, cfg.PostBodyTags
}

// analyticsPlugins are the plugin names, with their shorthands, and the preset-classic option
// of each, read by addAnalytics.
var analyticsPlugins = map[string]string{
	"@docusaurus/plugin-google-gtag": "gtag", "google-gtag": "gtag",
	"@docusaurus/plugin-google-analytics": "googleAnalytics", "google-analytics": "googleAnalytics",
	"@docusaurus/plugin-google-tag-manager": "googleTagManager", "google-tag-manager": "googleTagManager",
	"@docusaurus/plugin-vercel-analytics": "vercelAnalytics", "vercel-analytics": "vercelAnalytics",
}

// presetAnalytics are the preset-classic options that turn an analytics plugin on, in the
// order the preset adds the plugins (which is the order of their tags).
var presetAnalytics = []string{"googleAnalytics", "gtag", "googleTagManager"}

// addAnalytics reads the options of an analytics plugin (kind, as in analyticsPlugins),
// checking what Docusaurus's option schemas check.
func addAnalytics(cfg *Config, file, key, kind string, m map[string]any) error {
	opt := optionReader{file: file, key: key, m: m}
	var a Analytics
	var err error
	switch kind {
	case "gtag":
		a, err = gtag(opt)
	case "googleAnalytics":
		a, err = googleAnalytics(opt)
	case "googleTagManager":
		a, err = googleTagManager(opt)
	case "vercelAnalytics":
		a, err = vercelAnalytics(cfg, opt)
	}
	if err != nil {
		return err
	}
	a.Key = key
	for _, other := range cfg.Analytics {
		if other.Plugin == a.Plugin {
			return &Error{File: file, Key: key, Msg: fmt.Sprintf("%s is configured a second time (the first is at %s); keep one", a.Plugin, other.Key)}
		}
	}
	cfg.Analytics = append(cfg.Analytics, a)
	return nil
}

// optionReader reads a plugin's options object, naming the key in its errors.
type optionReader struct {
	file, key string
	m         map[string]any
}

func (o optionReader) err(name, msg string) error {
	return &Error{File: o.file, Key: o.key + "." + name, Msg: msg}
}

// str reads a string option; required ones must be a non-empty string.
func (o optionReader) str(name string, required bool) (string, error) {
	v, ok := o.m[name]
	if !ok || v == nil {
		if required {
			return "", o.err(name, "is required")
		}
		return "", nil
	}
	s, ok := v.(string)
	if !ok || (required && s == "") {
		return "", o.err(name, fmt.Sprintf("must be a non-empty string, got %s", typeName(v)))
	}
	return s, nil
}

func (o optionReader) boolean(name string) (bool, error) {
	v, ok := o.m[name]
	if !ok || v == nil {
		return false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, o.err(name, fmt.Sprintf("must be true or false, got %s", typeName(v)))
	}
	return b, nil
}

// onlyKeys refuses options the plugin's schema does not know (id is every plugin's).
func (o optionReader) onlyKeys(known ...string) error {
	for _, k := range slices.Sorted(maps.Keys(o.m)) {
		if k != "id" && !slices.Contains(known, k) {
			return o.err(k, fmt.Sprintf("is not an option of this plugin; valid ones are %s", strings.Join(known, ", ")))
		}
	}
	return nil
}

// The tags are written as Docusaurus's build writes them: its plugins' tags, after its HTML
// minifier has minified their inline scripts. IDs are written as JavaScript strings and HTML
// attributes, so an ID with a quote in it stays an ID.

func preconnect(href string) HeadTag {
	return HeadTag{Raw: `<link rel="preconnect" href="` + href + `">`}
}

func asyncScript(src string) HeadTag {
	return HeadTag{Raw: `<script async src="` + html.EscapeString(src) + `"></script>`}
}

func inlineScript(js string) HeadTag {
	return HeadTag{Raw: "<script>" + js + "</script>"}
}

// jsString is s as a JavaScript string literal, safe inside a script element (JSON escapes <).
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// gtag reads @docusaurus/plugin-google-gtag's options: trackingID, one ID or several (the
// script loads for the first, and each gets a config call), and anonymizeIP.
func gtag(o optionReader) (Analytics, error) {
	if err := o.onlyKeys("trackingID", "anonymizeIP"); err != nil {
		return Analytics{}, err
	}
	var ids []string
	switch v := o.m["trackingID"].(type) {
	case string:
		ids = []string{v}
	case []any:
		for _, id := range v {
			if s, ok := id.(string); ok && s != "" {
				ids = append(ids, s)
			}
		}
		if len(ids) != len(v) {
			return Analytics{}, o.err("trackingID", "must be a tracking ID or an array of them, each a non-empty string such as \"G-XXXXXXXXXX\"")
		}
	}
	if len(ids) == 0 || ids[0] == "" {
		return Analytics{}, o.err("trackingID", "is required: a tracking ID such as \"G-XXXXXXXXXX\", or an array of them")
	}
	anonymize, err := o.boolean("anonymizeIP")
	if err != nil {
		return Analytics{}, err
	}
	opts := "{}"
	if anonymize {
		opts = "{anonymize_ip:!0}"
	}
	js := `function gtag(){dataLayer.push(arguments)}window.dataLayer=window.dataLayer||[],gtag("js",new Date)`
	for _, id := range ids {
		js += `,gtag("config",` + jsString(id) + "," + opts + ")"
	}
	return Analytics{
		Plugin: "docusaurus-plugin-google-gtag",
		// The script loads for the first ID only, as Google asks: the others are configured.
		HeadTags: []HeadTag{
			preconnect("https://www.google-analytics.com"),
			preconnect("https://www.googletagmanager.com"),
			asyncScript("https://www.googletagmanager.com/gtag/js?id=" + ids[0]),
			inlineScript(js),
		},
		ClientModule: pageViewModule(
			"window.gtag('set', 'page_path', location.pathname + location.search + location.hash);\n    window.gtag('event', 'page_view');", true),
	}, nil
}

// googleAnalytics reads @docusaurus/plugin-google-analytics's options (analytics.js):
// trackingID and anonymizeIP.
func googleAnalytics(o optionReader) (Analytics, error) {
	if err := o.onlyKeys("trackingID", "anonymizeIP"); err != nil {
		return Analytics{}, err
	}
	id, err := o.str("trackingID", true)
	if err != nil {
		return Analytics{}, err
	}
	anonymize, err := o.boolean("anonymizeIP")
	if err != nil {
		return Analytics{}, err
	}
	js := `window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)},ga.l=+new Date,ga("create",` + jsString(id) + `,"auto")`
	if anonymize {
		js += `,ga("set","anonymizeIp",!0)`
	}
	js += `,ga("send","pageview")`
	return Analytics{
		Plugin: "docusaurus-plugin-google-analytics",
		HeadTags: []HeadTag{
			preconnect("https://www.google-analytics.com"),
			inlineScript(js),
			asyncScript("https://www.google-analytics.com/analytics.js"),
		},
		ClientModule: pageViewModule(
			"window.ga('set', 'page', location.pathname + location.search + location.hash);\n    window.ga('send', 'pageview');", false),
	}, nil
}

// googleTagManager reads @docusaurus/plugin-google-tag-manager's containerId. Tag Manager
// follows route changes itself, so it has no browser module.
func googleTagManager(o optionReader) (Analytics, error) {
	if err := o.onlyKeys("containerId"); err != nil {
		return Analytics{}, err
	}
	id, err := o.str("containerId", true)
	if err != nil {
		return Analytics{}, err
	}
	// Tag Manager's loader: the dataLayer's start event, then gtm.js inserted before the first
	// script of the page.
	loader := `!function(e,t,a,n){e[n]=e[n]||[],e[n].push({"gtm.start":(new Date).getTime(),event:"gtm.js"});var g=t.getElementsByTagName(a)[0],m=t.createElement(a);m.async=!0,m.src=` +
		jsString("https://www.googletagmanager.com/gtm.js?id="+id) + `,g.parentNode.insertBefore(m,g)}(window,document,"script","dataLayer")`
	return Analytics{
		Plugin: "docusaurus-plugin-google-tag-manager",
		HeadTags: []HeadTag{
			preconnect("https://www.googletagmanager.com"),
			inlineScript("window.dataLayer=window.dataLayer||[]"),
			inlineScript(loader),
		},
		PreBodyTags: []HeadTag{{Raw: `<noscript><iframe src="` + html.EscapeString("https://www.googletagmanager.com/ns.html?id="+id) + `" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`}},
	}, nil
}

// vercelAnalytics reads @docusaurus/plugin-vercel-analytics's options (mode, debug): its
// browser module hands them to the inject function of the site's @vercel/analytics package
// (the plugin's dependency), which adds Vercel's script to the page.
func vercelAnalytics(cfg *Config, o optionReader) (Analytics, error) {
	if err := o.onlyKeys("mode", "debug"); err != nil {
		return Analytics{}, err
	}
	if id, ok := o.m["id"]; ok && id != "default" {
		return Analytics{}, o.err("id", "is not supported: the Vercel Analytics plugin can be used at most once per site")
	}
	mode, err := o.str("mode", false)
	if err != nil {
		return Analytics{}, err
	}
	if mode != "" && !slices.Contains([]string{"auto", "production", "development"}, mode) {
		return Analytics{}, o.err("mode", fmt.Sprintf("%q is not a mode; use auto, production or development", mode))
	}
	props := map[string]any{}
	if mode != "" {
		props["mode"] = mode
	}
	if _, ok := o.m["debug"]; ok {
		debug, err := o.boolean("debug")
		if err != nil {
			return Analytics{}, err
		}
		props["debug"] = debug
	}
	// The plugin's own dependency, wherever npm put it; else the site's.
	from := cfg.SiteDir
	if p, err := jsrt.Resolve(cfg.SiteDir, "@docusaurus/plugin-vercel-analytics/package.json"); err == nil {
		from = filepath.Dir(p)
	}
	pkg, err := jsrt.Resolve(from, "@vercel/analytics")
	if err != nil {
		return Analytics{}, &Error{File: o.file, Key: o.key, Msg: "the package \"@docusaurus/plugin-vercel-analytics\" is not installed (gosaurus uses its @vercel/analytics); run npm install @docusaurus/plugin-vercel-analytics in the site folder"}
	}
	path, _ := json.Marshal(pkg)
	args, err := jslit.Marshal(props)
	if err != nil {
		return Analytics{}, err
	}
	return Analytics{
		Plugin:       "docusaurus-plugin-vercel-analytics",
		ClientModule: fmt.Sprintf("import {inject} from %s;\ninject(%s);\n", path, args),
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
