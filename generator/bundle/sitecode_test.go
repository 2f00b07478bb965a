package bundle

import "testing"

// The context module written for a template under @site/: its folder relative to the
// importing file, the keys' pattern from the template's fixed parts, the key the expressions
// make, and import()'s lazy mode.
func TestSiteTemplateRequires(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"require(`@site/src/data/${id}/guide.md`)",
			"require.context('../data', true, /^\\.\\/.*\\/guide\\.md$/)('./' + `${id}/guide.md`)"},
		{"await import( `@site/static/img/logo-${name}-${size}.png` )",
			"await require.context('../../static/img', true, /^\\.\\/logo-.*-.*\\.png$/, 'lazy')('./' + `logo-${name}-${size}.png`)"},
		{"require(`@site/src/data/fixed.json`)", "require(`@site/src/data/fixed.json`)"},
		{"require(`./rel/${x}.json`)", "require(`./rel/${x}.json`)"},
	} {
		if got := siteTemplateRequires(c.src, "/site/src/components", "/site"); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}
