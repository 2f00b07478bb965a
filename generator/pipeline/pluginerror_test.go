package pipeline

import (
	"strings"
	"testing"
)

// A plugin that rejects its options stops the build with its message, as in Docusaurus, not
// with what follows from going on without its validated options (here, a link to the page it
// would have added at the path its options default to).
func TestPluginErrorIsTheBuildsError(t *testing.T) {
	site := plainSite(t, map[string]string{
		"docusaurus.config.js": strings.Replace(plainConfig, "baseUrl: '/',", "baseUrl: '/', plugins: [['./plugins/apidocs.js', {hideBreadcrumbs: true}]],", 1),
		"docs/intro.md":        "---\nslug: /\n---\n# Intro\n\nSee [the API](/api).\n",
		"plugins/apidocs.js": `module.exports = function apidocs(context, options) {
  return {name: 'apidocs', contentLoaded({actions}) { actions.addRoute({path: '/' + options.out, component: '@theme/NotFound', exact: true}); }};
};
module.exports.validateOptions = ({options}) => {
  for (const k of Object.keys(options)) if (k !== 'id' && k !== 'out') throw new Error('Unknown option \'' + k + '\'');
  return {out: 'api', ...options};
};
`,
	})
	_, err := Run(testOptions(t, site))
	if want := `docusaurus.config.js: plugins[0]: ./plugins/apidocs.js: validateOptions() threw: Unknown option 'hideBreadcrumbs'`; err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}
