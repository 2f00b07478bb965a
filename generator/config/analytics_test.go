package config

import (
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

func loadAnalytics(t *testing.T, files map[string]string) (*Config, error) {
	t.Helper()
	return Load(writeSite(t, files), jsrt.Options{Env: map[string]string{}})
}

func configWith(body string) map[string]string {
	return map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', " + body + "};\n"}
}

// The classic preset's options and plugins entries both give the plugins, in Docusaurus's
// order: the preset's (Google Analytics, gtag, Tag Manager), then the site's plugins.
func TestAnalyticsOptions(t *testing.T) {
	cfg, err := loadAnalytics(t, configWith(`
  presets: [['classic', {googleTagManager: {containerId: 'GTM-1'}, gtag: {trackingID: 'G-1'}}]],
  plugins: [['google-analytics', {trackingID: 'UA-1', anonymizeIP: true}]]`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range cfg.Analytics {
		got = append(got, a.Plugin+" at "+a.Key)
	}
	want := "docusaurus-plugin-google-gtag at presets[0].gtag, docusaurus-plugin-google-tag-manager at presets[0].googleTagManager, docusaurus-plugin-google-analytics at plugins[0]"
	if strings.Join(got, ", ") != want {
		t.Errorf("plugins:\n got %s\nwant %s", strings.Join(got, ", "), want)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	head, preBody, _ := cfg.PageTags(nil)
	var html []string
	for _, h := range append(head, preBody...) {
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
	if !strings.Contains(cfg.Analytics[0].ClientModule, "window.gtag('event', 'page_view')") || cfg.Analytics[1].ClientModule != "" {
		t.Errorf("client modules: gtag %q, Tag Manager %q", cfg.Analytics[0].ClientModule, cfg.Analytics[1].ClientModule)
	}
}

// An ID is data: a quote in it cannot end the script's string or the attribute.
func TestAnalyticsIDsAreEscaped(t *testing.T) {
	cfg, err := loadAnalytics(t, configWith(`plugins: [['@docusaurus/plugin-google-gtag', {trackingID: ['G-"</script>', 'G-2']}]]`))
	if err != nil {
		t.Fatal(err)
	}
	tags := cfg.Analytics[0].HeadTags
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
		{`presets: [['classic', {googleAnalytics: {trackingId: 'UA-1'}}]]`, `presets[0].googleAnalytics.trackingId: is not an option of this plugin; valid ones are trackingID, anonymizeIP`},
		{`presets: [['classic', {googleTagManager: 'GTM-1'}]]`, `presets[0].googleTagManager: must be the plugin's options object, got a string`},
		{`plugins: ['@docusaurus/plugin-google-tag-manager']`, `plugins[0].containerId: is required`},
		{`plugins: [['vercel-analytics', {mode: 'always'}]]`, `plugins[0].mode: "always" is not a mode; use auto, production or development`},
		{`presets: [['classic', {gtag: {trackingID: 'G-1'}}]], plugins: [['@docusaurus/plugin-google-gtag', {trackingID: 'G-2'}]]`,
			`plugins[0]: docusaurus-plugin-google-gtag is configured a second time (the first is at presets[0].gtag); keep one`},
		{`presets: ['classic'], themeConfig: {gtag: {trackingID: 'G-1'}}`, `themeConfig.gtag: is no longer read in Docusaurus 3: move it to the classic preset's options, presets[0].gtag`},
		{`plugins: ['@docusaurus/plugin-vercel-analytics']`, `plugins[0]: the package "@docusaurus/plugin-vercel-analytics" is not installed`},
	} {
		_, err := loadAnalytics(t, configWith(c.body))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %s", c.body, err, c.want)
		}
	}
}

// Vercel Analytics' browser module hands the options to the site's @vercel/analytics.
func TestVercelAnalytics(t *testing.T) {
	files := configWith(`plugins: [['@docusaurus/plugin-vercel-analytics', {mode: 'production', debug: false}]]`)
	files["node_modules/@vercel/analytics/package.json"] = `{"name": "@vercel/analytics", "main": "dist/index.js"}`
	files["node_modules/@vercel/analytics/dist/index.js"] = "exports.inject = () => {};\n"
	cfg, err := loadAnalytics(t, files)
	if err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(cfg.SiteDir, "node_modules", "@vercel", "analytics", "dist", "index.js")
	want := "import {inject} from \"" + pkg + "\";\ninject({\"debug\":false,\"mode\":\"production\"});\n"
	if len(cfg.Analytics) != 1 || cfg.Analytics[0].ClientModule != want || len(cfg.Analytics[0].HeadTags) != 0 {
		t.Errorf("got %+v\nwant the client module %q", cfg.Analytics, want)
	}
}

// The package is found where npm put it for the plugin, also when not hoisted to the site's
// node_modules.
func TestVercelAnalyticsNested(t *testing.T) {
	files := configWith(`plugins: ['vercel-analytics']`)
	plugin := "node_modules/@docusaurus/plugin-vercel-analytics/"
	files[plugin+"package.json"] = `{"name": "@docusaurus/plugin-vercel-analytics", "main": "lib/index.js"}`
	files[plugin+"lib/index.js"] = "module.exports = () => ({});\n"
	files[plugin+"node_modules/@vercel/analytics/package.json"] = `{"name": "@vercel/analytics", "main": "dist/index.js"}`
	files[plugin+"node_modules/@vercel/analytics/dist/index.js"] = "exports.inject = () => {};\n"
	cfg, err := loadAnalytics(t, files)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(cfg.SiteDir, filepath.FromSlash(plugin), "node_modules", "@vercel", "analytics", "dist", "index.js")
	if len(cfg.Analytics) != 1 || !strings.Contains(cfg.Analytics[0].ClientModule, `"`+want+`"`) || !strings.Contains(cfg.Analytics[0].ClientModule, "inject({});") {
		t.Errorf("client module %+v, want an import of %s", cfg.Analytics, want)
	}
}
