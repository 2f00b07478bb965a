package pipeline

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/generator/routes"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/plugin/route"
	"gosaurus/plugins/plugin/site"
)

// stagePlugin records the stages it runs in; fail makes its post-build stage fail.
type stagePlugin struct {
	name  string
	calls *[]string
	fail  bool
}

func (p stagePlugin) Name() string { return p.name }

func (p stagePlugin) PostBuild(b *plugin.Built) error {
	*p.calls = append(*p.calls, p.name+" sees "+strings.Join(b.Site.(*output.Site).Paths(), ","))
	if p.fail {
		return errors.New(p.name + " failed")
	}
	return b.Site.Add(p.name+".txt", []byte(b.Routes[0].Path))
}

// loaderOnly takes part in no post-build stage.
type loaderOnly struct{}

func (loaderOnly) Name() string { return "loader" }

// The post-build stage runs over the plugins that implement it, in the list's order, each
// seeing what the ones before wrote and the routes, and stops at the first error.
func TestPostBuildRunsInListOrder(t *testing.T) {
	var calls []string
	out, mem := output.NewMemory()
	list := []plugin.Plugin{stagePlugin{name: "a", calls: &calls}, loaderOnly{}, stagePlugin{name: "b", calls: &calls},
		stagePlugin{name: "c", calls: &calls, fail: true}, stagePlugin{name: "d", calls: &calls}}
	b := &builder{}
	cfg := &config.Config{Config: site.Config{SiteDir: "/site", File: "/site/docusaurus.config.js"}}
	err := b.postBuild(list, cfg, &routes.Table{Routes: []route.Route{{Path: "/blog"}}}, out, renderedPages{}, "")
	if err == nil || err.Error() != "c failed" {
		t.Errorf("error %v, want c's", err)
	}
	if got := strings.Join(calls, "; "); got != "a sees ; b sees a.txt; c sees a.txt,b.txt" {
		t.Errorf("calls: %s", got)
	}
	if got, _ := mem.Read("a.txt"); string(got) != "/blog" {
		t.Errorf("a.txt = %q, want the route's path", got)
	}
}

// webpackPlugin gives a webpack config.
type webpackPlugin struct {
	name string
	w    plugin.Webpack
}

func (p webpackPlugin) Name() string                     { return p.name }
func (p webpackPlugin) ConfigureWebpack() plugin.Webpack { return p.w }

// The plugins' webpack configs merge in the list's order, a later plugin's entry for a name
// winning; what no plugin gives stays nil, and no plugin's map is changed.
func TestWebpackConfigsMergeLaterWins(t *testing.T) {
	first := plugin.Webpack{Aliases: map[string]string{"lodash": "lodash-es", "a": "/a.js"}, Defines: map[string]string{"X": "1"},
		Provides: map[string][]string{"process": {"process/browser"}}}
	list := []plugin.Plugin{webpackPlugin{"one", first}, loaderOnly{},
		webpackPlugin{"two", plugin.Webpack{Aliases: map[string]string{"lodash": "lodash"}, Provides: map[string][]string{"process": {"proc"}, "Buffer": {"buffer", "Buffer"}}}}}
	got := webpackOf(list)
	want := plugin.Webpack{Aliases: map[string]string{"lodash": "lodash", "a": "/a.js"}, Defines: map[string]string{"X": "1"},
		Provides: map[string][]string{"process": {"proc"}, "Buffer": {"buffer", "Buffer"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("merged %+v, want %+v", got, want)
	}
	if first.Aliases["lodash"] != "lodash-es" {
		t.Errorf("the first plugin's aliases changed: %v", first.Aliases)
	}
}
