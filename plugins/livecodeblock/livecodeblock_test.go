package livecodeblock_test

import (
	"reflect"
	"strings"
	"testing"

	"gosaurus/plugins/livecodeblock"
	"gosaurus/plugins/plugintest"
	"gosaurus/plugins/registry"
)

// The theme fills in themeConfig.liveCodeBlock's default position where the browser reads it,
// and without react-live installed it stays out with one warning: the blocks stay code.
func TestLiveCodeBlockTheme(t *testing.T) {
	body := func(themeConfig string) string {
		return "themes: ['@docusaurus/theme-live-codeblock'], themeConfig: {" + themeConfig + "}"
	}
	for _, c := range []struct {
		name, themeConfig string
		reactLive         bool
		position, warning string
	}{
		{"installed", "", true, "bottom", ""},
		{"top", "liveCodeBlock: { playgroundPosition: 'top' }", true, "top", ""},
		{"missing", "", false, "", "docusaurus.config.js: themes[0]: @docusaurus/theme-live-codeblock: the react-live package is not installed, so live code blocks are shown as code; run npm install react-live in the site folder"},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{}
			if c.reactLive {
				files["node_modules/react-live/package.json"] = `{"name": "react-live", "main": "index.js"}`
				files["node_modules/react-live/index.js"] = "module.exports = {};\n"
			}
			_, list, warnings, err := plugintest.Site(t, registry.Plugins, body(c.themeConfig), files)
			if err != nil {
				t.Fatal(err)
			}
			p, ok := plugintest.Find[*livecodeblock.Plugin](list)
			if ok != c.reactLive {
				t.Errorf("the theme is on: %v, want %v", ok, c.reactLive)
			}
			if got := strings.Join(warnings, "\n"); got != c.warning {
				t.Errorf("warnings %q, want %q", got, c.warning)
			}
			if ok {
				if got := p.ValidateThemeConfig()["liveCodeBlock"]; !reflect.DeepEqual(got, map[string]any{"playgroundPosition": c.position}) {
					t.Errorf("themeConfig.liveCodeBlock = %v, want position %s", got, c.position)
				}
				if p.Client().Generated["@generated/optional/react-live"].Browser == "" {
					t.Errorf("no react-live loader: %+v", p.Client())
				}
			}
		})
	}
	_, _, _, err := plugintest.Site(t, registry.Plugins, body("liveCodeBlock: { playgroundPosition: 'left' }"), nil)
	if want := `docusaurus.config.js: themeConfig.liveCodeBlock.playgroundPosition: left is not valid; use "top" or "bottom"`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}
