package config

import (
	"fmt"
	"strings"
	"testing"

	"gosaurus/generator/jsrt"
)

// The client-redirects options are kept as data for the plugin to read, and createRedirects
// stays a function the build can call; it is not reported as a function left out.
func TestClientRedirectsOptions(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  plugins: [['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [{from: ['/a', '/b'], to: '/c'}, {from: '/d', to: 'https://example.org/'}],
    createRedirects(path) {
      if (path.startsWith('/new/')) return path.replace('/new/', '/old/');
      if (path === '/two') return ['/2', '/deux'];
      return undefined;
    },
  }]],
};
`,
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	if len(cfg.ClientRedirects) != 1 {
		t.Fatalf("instances: %+v", cfg.ClientRedirects)
	}
	r := cfg.ClientRedirects[0]
	if got := fmt.Sprint(r.Key, " ", r.Options["fromExtensions"], " ", len(r.Options["redirects"].([]any)), " ", r.Options["createRedirects"]); got != "plugins[0] [html] 2 <nil>" {
		t.Errorf("options: %s", got)
	}
	if r.CreateRedirects == nil {
		t.Fatal("createRedirects was not kept")
	}
	got, err := r.CreateRedirects([]string{"/new/x", "/two", "/other"})
	if err != nil || fmt.Sprint(got) != "[[/old/x] [/2 /deux] []]" {
		t.Errorf("createRedirects = %v, %v; want [[/old/x] [/2 /deux] []]", got, err)
	}
}

// A createRedirects that returns something other than paths is an error naming the option.
func TestCreateRedirectsBadResult(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [['@docusaurus/plugin-client-redirects', {createRedirects: () => 42}]]};\n",
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.ClientRedirects[0].CreateRedirects([]string{"/x"}); err == nil || !strings.Contains(err.Error(), "plugins[0].createRedirects returned") {
		t.Errorf("error %v", err)
	}
}

// A config that only Node runs has its createRedirects called there, found at its place in
// the plugins list after a plugin written as a function.
func TestCreateRedirectsOfAConfigInNode(t *testing.T) {
	dir := writeSite(t, map[string]string{
		// A package that builds a stream class as it loads, which the embedded runtime cannot.
		"node_modules/streamy/package.json": `{"name": "streamy", "main": "index.js"}`,
		"node_modules/streamy/index.js": `const util = require('util');
const {Transform} = require('stream');
exports.read = util.promisify((cb) => cb(null, 'read'));
exports.Lines = class Lines extends Transform {};`,
		"docusaurus.config.js": `const {Lines} = require('streamy');
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', plugins: [function mine() { return {name: 'mine'}; }, ['@docusaurus/plugin-client-redirects', {
  createRedirects: (path) => Lines ? [path + '-old'] : undefined,
}]]};
`,
	})
	cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
	if err != nil {
		t.Fatal(err)
	}
	defer cfg.Close()
	if len(cfg.Warnings) > 0 {
		t.Errorf("warnings: %q", cfg.Warnings)
	}
	if key := cfg.ClientRedirects[0].Key; key != "plugins[1]" {
		t.Errorf("the instance is at %s, want plugins[1]", key)
	}
	if cfg.ClientRedirects[0].CreateRedirects == nil {
		t.Fatal("createRedirects is not called")
	}
	got, err := cfg.ClientRedirects[0].CreateRedirects([]string{"/a", "/b"})
	if err != nil || fmt.Sprint(got) != "[[/a-old] [/b-old]]" {
		t.Errorf("createRedirects = %v, %v", got, err)
	}
	if cfg.node == nil {
		t.Error("the config ran in the embedded runtime; the test needs one that only Node runs")
	}
}
