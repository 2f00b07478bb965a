package config

import (
	"gosaurus/generator/jsrt/jsrttest"
	"regexp"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/jsrt"
)

// A config that allocates without end is stopped once it has taken more memory than its limit
// (200 MB here, so that the test stays small), in the config runtime and in Node alike (a config
// that awaits at its top level runs in Node), and the message says how to raise the limit. Once
// it ran until its CPU time was up: 29-110 s and 3.7-7.4 GB. A config that takes memory within
// the limit loads.
func TestConfigThatAllocatesWithoutEndIsStopped(t *testing.T) {
	needNode(t)
	const tooMuch = "docusaurus.config.{ext}: the config used more than 200 MB of memory while it ran and was stopped{at}; if it really needs more, set GOSAURUS_CONFIG_MEMORY_MB (in MB)"
	const keep = "const kept = Array.from({length: 100000}, (_, n) => ({n}));\nconst config = {title: 'T', url: 'https://example.com', baseUrl: '/', customFields: {n: kept.length}};\n"
	cases := []struct{ name, ext, head, code, want string }{
		{"config runtime/doubling a string", "js", "", "let s = 'x';\nwhile (true) s = s + s;\n",
			strings.ReplaceAll(tooMuch, "{at}", " at docusaurus.config.js:2:{column}")},
		{"config runtime/pushing objects", "js", "", "const a = [];\nwhile (true) a.push({n: a.length});\n",
			strings.ReplaceAll(tooMuch, "{at}", " at docusaurus.config.js:2:{column}")},
		{"Node/pushing objects", "mjs", "await Promise.resolve();\n", "const a = [];\nwhile (true) a.push({n: a.length});\n",
			strings.ReplaceAll(tooMuch, "{at}", "")},
		{"config runtime/within the limit", "js", "", keep + "module.exports = config;\n", ""},
		{"Node/within the limit", "mjs", "await Promise.resolve();\n", keep + "export default config;\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeSite(t, map[string]string{"docusaurus.config." + c.ext: c.head + c.code})
			err := jsrttest.Within(t, 60*time.Second, func() error { // a loaded machine reaches the limit slower
				cfg, err := Load(dir, jsrt.Options{Env: map[string]string{"GOSAURUS_CONFIG_MEMORY_MB": "200"}})
				if err == nil {
					cfg.Close()
				}
				return err
			})
			got := ""
			if err != nil {
				// Where in its line the loop is stopped depends on when the limit is seen.
				got = stoppedColumn.ReplaceAllString(err.Error(), "$1{column}")
			}
			if want := strings.ReplaceAll(c.want, "{ext}", c.ext); got != want {
				t.Errorf("error:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// stoppedColumn matches the column of the place a config was stopped at.
var stoppedColumn = regexp.MustCompile(`(stopped at [^:]+:\d+:)\d+`)
