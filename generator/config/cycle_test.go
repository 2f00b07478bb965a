package config

import (
	"gosaurus/generator/jsrt/jsrttest"
	"strings"
	"testing"
	"time"

	"gosaurus/generator/jsrt"
)

// A config that contains itself is refused with the key path of the reference back and of the
// object it refers to, in the config runtime and in Node alike (a config that awaits at its top
// level runs in Node). An object used under two keys is no cycle but plain data.
func TestCyclicConfigIsRefused(t *testing.T) {
	needNode(t)
	const suffix = "; the config must be plain data"
	cases := []struct{ name, build, want string }{
		{"object in itself", "customFields.self = customFields;",
			"docusaurus.config.{ext}: customFields.self refers to customFields itself (a cycle)" + suffix},
		{"array in itself", "customFields.list = ['a'];\ncustomFields.list.push(customFields.list);",
			"docusaurus.config.{ext}: customFields.list[1] refers to customFields.list itself (a cycle)" + suffix},
		{"deep inside", "customFields.a = {b: {c: []}};\ncustomFields.a.b.c.push(customFields.a);",
			"docusaurus.config.{ext}: customFields.a.b.c[0] refers to customFields.a itself (a cycle)" + suffix},
		{"the whole config", "customFields.site = config;",
			"docusaurus.config.{ext}: customFields.site refers to the whole value it is part of (a cycle)" + suffix},
		{"one object under two keys", "const shared = {k: 1};\ncustomFields.a = shared;\ncustomFields.b = [shared, {again: shared}];", ""},
	}
	engines := []struct{ name, ext, head, export string }{
		{"config runtime", "js", "", "module.exports = config;\n"},
		{"Node", "mjs", "await Promise.resolve();\n", "export default config;\n"},
	}
	for _, e := range engines {
		for _, c := range cases {
			t.Run(e.name+"/"+c.name, func(t *testing.T) {
				dir := writeSite(t, map[string]string{"docusaurus.config." + e.ext: e.head +
					"const customFields = {};\nconst config = {title: 'T', url: 'https://example.com', baseUrl: '/', customFields};\n" +
					c.build + "\n" + e.export})
				err := jsrttest.Within(t, 20*time.Second, func() error {
					cfg, err := Load(dir, jsrt.Options{Env: map[string]string{}})
					if err == nil {
						cfg.Close()
					}
					return err
				})
				got := ""
				if err != nil {
					got = err.Error()
				}
				if want := strings.ReplaceAll(c.want, "{ext}", e.ext); got != want {
					t.Errorf("error:\n%s\nwant:\n%s", got, want)
				}
			})
		}
	}
}
