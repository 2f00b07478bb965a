package analytics_test

import (
	"gosaurus/generator/config"
	"gosaurus/plugins/analytics"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugintest"
	"gosaurus/plugins/registry"
	"path/filepath"
	"strings"
	"testing"
)

// site loads a site with the config body and files and makes its plugins: the analytics ones,
// and the tags of every page they give.
func site(t *testing.T, body string, files map[string]string) (*config.Config, []*analytics.Plugin, plugin.HTMLTags, error) {
	t.Helper()
	cfg, list, _, err := plugintest.Site(t, registry.Plugins, body, files)
	var out []*analytics.Plugin
	var tags plugin.HTMLTags
	for _, p := range list {
		if a, ok := p.(*analytics.Plugin); ok {
			out = append(out, a)
			own := a.InjectHTMLTags(&cfg.Config)
			tags.Head, tags.PreBody = append(tags.Head, own.Head...), append(tags.PreBody, own.PreBody...)
		}
	}
	return cfg, out, tags, err
}

// client is the source of p's browser module, "" for none.
func client(p *analytics.Plugin) string {
	c := p.Client()
	if len(c.Modules) == 0 {
		return ""
	}
	return c.Generated[c.Modules[0]].Browser
}

// The classic preset's options and plugins entries both give the plugins, in Docusaurus's
// order: the preset's (Google Analytics, gtag, Tag Manager), then the site's plugins.
func TestAnalyticsOptions(t *testing.T) {
	cfg, list, tags, err := site(t, `
  presets: [['classic', {googleTagManager: {containerId: 'GTM-1'}, gtag: {trackingID: 'G-1'}}]],
  plugins: [['google-analytics', {trackingID: 'UA-1', anonymizeIP: true}]]`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range list {
		got = append(got, a.Name())
	}
	want := "docusaurus-plugin-google-gtag, docusaurus-plugin-google-tag-manager, docusaurus-plugin-google-analytics"
	if strings.Join(got, ", ") != want {
		t.Errorf("plugins:\n got %s\nwant %s", strings.Join(got, ", "), want)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	var html []string
	for _, h := range append(tags.Head, tags.PreBody...) {
		html = append(html, h.HTML())
	}
	all := strings.Join(html, "\n")
	for _, s := range []string{
		`<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>`,
		`gtag("config","G-1",{})`,
		`ga("create","UA-1","auto"),ga("set","anonymizeIp",!0),ga("send","pageview")`,
		`m.src="https://www.googletagmanager.com/gtm.js?id=GTM-1"`,
		`<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1"`,
	} {
		if !strings.Contains(all, s) {
			t.Errorf("the tags lack %s:\n%s", s, all)
		}
	}
	if !strings.Contains(client(list[0]), "window.gtag('event', 'page_view')") || client(list[1]) != "" {
		t.Errorf("client modules: gtag %q, Tag Manager %q", client(list[0]), client(list[1]))
	}
}

// An ID is data: a quote in it cannot end the script's string or the attribute.
func TestAnalyticsIDsAreEscaped(t *testing.T) {
	_, _, all, err := site(t, `plugins: [['@docusaurus/plugin-google-gtag', {trackingID: ['G-"</script>', 'G-2']}]]`, nil)
	if err != nil {
		t.Fatal(err)
	}
	tags := all.Head
	if got := tags[2].HTML(); got != `<script async src="https://www.googletagmanager.com/gtag/js?id=G-&#34;&lt;/script&gt;"></script>` {
		t.Errorf("script tag: %s", got)
	}
	if got := tags[3].HTML(); !strings.Contains(got, `gtag("config","G-\"\u003c/script\u003e",{}),gtag("config","G-2",{})`) {
		t.Errorf("inline script: %s", got)
	}
}

func TestAnalyticsBadOptions(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`presets: [['classic', {gtag: {}}]]`, `docusaurus.config.js: presets[0].gtag.trackingID: is required`},
		{`presets: [['classic', {gtag: {trackingID: ['G-1', 2]}}]]`, `presets[0].gtag.trackingID: must be a tracking ID or an array of them`},
		{`presets: [['classic', {gtag: {trackingID: 'G-1', anonymizeIP: 'yes'}}]]`, `presets[0].gtag.anonymizeIP: must be true or false, got a string`},
		{`presets: [['classic', {googleAnalytics: {trackingId: 'UA-1'}}]]`, `presets[0].googleAnalytics.trackingId: @docusaurus/plugin-google-analytics has no option "trackingId"; its options are trackingID, anonymizeIP; did you mean trackingID?`},
		{`presets: [['classic', {googleTagManager: 'GTM-1'}]]`, `presets[0].googleTagManager: must be the plugin's options object, got a string`},
		{`plugins: ['@docusaurus/plugin-google-tag-manager']`, `plugins[0].containerId: is required`},
		{`plugins: [['vercel-analytics', {mode: 'always'}]]`, `plugins[0].mode: "always" is not a mode; use auto, production or development`},
		{`presets: [['classic', {gtag: {trackingID: 'G-1'}}]], plugins: [['@docusaurus/plugin-google-gtag', {trackingID: 'G-2'}]]`,
			`plugins[0]: @docusaurus/plugin-google-gtag is configured a second time with id "default" (the first is at presets[0].gtag)`},
		{`presets: ['classic'], themeConfig: {gtag: {trackingID: 'G-1'}}`, `themeConfig.gtag: is no longer read in Docusaurus 3: move it to the classic preset's options, presets[0].gtag`},
		{`plugins: ['@docusaurus/plugin-vercel-analytics']`, `plugins[0]: the package "@docusaurus/plugin-vercel-analytics" is not installed`},
	} {
		_, _, _, err := site(t, c.body, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %s", c.body, err, c.want)
		}
	}
}

// Vercel Analytics' browser module hands the options to the site's @vercel/analytics.
func TestVercelAnalytics(t *testing.T) {
	body := `plugins: [['@docusaurus/plugin-vercel-analytics', {mode: 'production', debug: false}]]`
	files := map[string]string{}
	files["node_modules/@vercel/analytics/package.json"] = `{"name": "@vercel/analytics", "main": "dist/index.js"}`
	files["node_modules/@vercel/analytics/dist/index.js"] = "exports.inject = () => {};\n"
	cfg, list, tags, err := site(t, body, files)
	if err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(cfg.SiteDir, "node_modules", "@vercel", "analytics", "dist", "index.js")
	want := "import {inject} from \"" + pkg + "\";\ninject({\"debug\":false,\"mode\":\"production\"});\n"
	if len(list) != 1 || client(list[0]) != want || len(tags.Head) != 0 {
		t.Errorf("got %+v\nwant the client module %q", list, want)
	}
}

// The package is found where npm put it for the plugin, also when not hoisted to the site's
// node_modules.
func TestVercelAnalyticsNested(t *testing.T) {
	body := `plugins: ['vercel-analytics']`
	files := map[string]string{}
	dir := "node_modules/@docusaurus/plugin-vercel-analytics/"
	files[dir+"package.json"] = `{"name": "@docusaurus/plugin-vercel-analytics", "main": "lib/index.js"}`
	files[dir+"lib/index.js"] = "module.exports = () => ({});\n"
	files[dir+"node_modules/@vercel/analytics/package.json"] = `{"name": "@vercel/analytics", "main": "dist/index.js"}`
	files[dir+"node_modules/@vercel/analytics/dist/index.js"] = "exports.inject = () => {};\n"
	cfg, list, _, err := site(t, body, files)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(cfg.SiteDir, filepath.FromSlash(dir), "node_modules", "@vercel", "analytics", "dist", "index.js")
	if len(list) != 1 || !strings.Contains(client(list[0]), `"`+want+`"`) || !strings.Contains(client(list[0]), "inject({});") {
		t.Errorf("client module %+v, want an import of %s", list, want)
	}
}
