package config

import (
	"cmp"
	"fmt"

	"gosaurus/plugins/plugin/options"
)

// ClientRedirects is an instance of @docusaurus/plugin-client-redirects as the config gives
// it; plugins/redirects reads and checks its options.
type ClientRedirects struct {
	Key     string         // where the options are in the config, for messages
	Options map[string]any // the options as data, functions left out
	// CreateRedirects is the createRedirects option, called with each of the pages' paths
	// (without baseUrl) for the paths to redirect from each; nil without one.
	CreateRedirects func(paths []string) ([][]string, error)
}

// PluginEntry is a plugin or theme that gosaurus builds in, as the config lists it (or a
// preset adds it): plugins/registry makes its instance, which reads and checks its options.
type PluginEntry struct {
	Name    string         // Docusaurus's full name: "@docusaurus/plugin-sitemap"
	Key     string         // where the options are in the config, for messages
	Options map[string]any // the options as data, functions left out
	// Dir is the plugin's own folder, for a plugin whose files the build uses (the PWA's
	// worker source); "" for the others.
	Dir string
}

// addClientRedirects keeps an instance's options for the plugin to read.
func addClientRedirects(cfg *Config, at Place, key string, m map[string]any) {
	cfg.ClientRedirects = append(cfg.ClientRedirects, ClientRedirects{Key: key, Options: m})
	id, _ := m["id"].(string)
	cfg.addEntry(KindRedirects, at, "@docusaurus/plugin-client-redirects", cmp.Or(id, "default"), key, len(cfg.ClientRedirects)-1)
}

// TypeName names the JSON type of a value of the config's data as messages do ("a string"),
// for plugins that read their own options.
func TypeName(v any) string { return options.TypeName(v) }

// StringList reads an option that is a string or an array of strings, for plugins that read
// their own options.
func StringList(v any) ([]string, error) { return stringList(v) }

// createRedirects gives each redirects instance its createRedirects function, called in the
// config's runtime, or in Node when the config ran there.
func createRedirects(cfg *Config, ev *evaluated) error {
	file := rel(cfg.File)
	for i := range cfg.ClientRedirects {
		r := &cfg.ClientRedirects[i]
		key := r.Key + ".createRedirects"
		call := cfg.function(ev, r.Key+"[1].createRedirects")
		if call == nil {
			continue // none, or plain data, which plugins/redirects refuses
		}
		r.CreateRedirects = func(paths []string) ([][]string, error) {
			args := make([]any, len(paths))
			for i, p := range paths {
				args[i] = p
			}
			out, err := call(args)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", file, key, err)
			}
			froms := make([][]string, len(out))
			for i, v := range out {
				switch v := v.(type) {
				case nil:
				case string:
					froms[i] = []string{v}
				case []any:
					for _, x := range v {
						s, ok := x.(string)
						if !ok {
							return nil, fmt.Errorf("%s: %s returned an array holding %s for %q; it must return paths (strings)", file, key, options.TypeName(x), paths[i])
						}
						froms[i] = append(froms[i], s)
					}
				default:
					return nil, fmt.Errorf("%s: %s returned %s for %q; it must return a path, an array of paths or undefined", file, key, options.TypeName(v), paths[i])
				}
			}
			return froms, nil
		}
	}
	return nil
}

// redirectsFunction reports whether a function dropped from the config's data is the
// createRedirects option of a redirects instance, which createRedirects handles.
func (c *Config) redirectsFunction(dropped string) bool {
	for _, r := range c.ClientRedirects {
		if dropped == r.Key+"[1].createRedirects" {
			return true
		}
	}
	return false
}
