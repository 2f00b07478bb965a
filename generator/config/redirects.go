package config

import (
	"fmt"
	"strings"
)

// ClientRedirects are the options of one @docusaurus/plugin-client-redirects instance: the
// redirect pages it writes after the build.
type ClientRedirects struct {
	Key            string   // where the options are in the config, for messages
	FromExtensions []string // each page is also reached at its path + "." + extension
	ToExtensions   []string // each page whose path ends with "." + extension is also reached without it
	Redirects      []Redirect
	// CreateRedirects is the createRedirects option, called with each of the pages' paths
	// (without baseUrl) for the paths to redirect from each; nil without one.
	CreateRedirects func(paths []string) ([][]string, error)
}

// Redirect is one page that sends its visitor on: From is a path without baseUrl, To a path
// or a URL.
type Redirect struct {
	From, To string
}

// addClientRedirects reads an instance's options, checking what Docusaurus's schema checks.
func addClientRedirects(cfg *Config, file, key string, m map[string]any) error {
	r := ClientRedirects{Key: key}
	for _, ext := range []struct {
		name string
		into *[]string
	}{{"fromExtensions", &r.FromExtensions}, {"toExtensions", &r.ToExtensions}} {
		v, ok := m[ext.name]
		if !ok || v == nil {
			continue
		}
		list, err := stringList(v)
		if err != nil {
			return &Error{File: file, Key: key + "." + ext.name, Msg: err.Error()}
		}
		for i, e := range list {
			if msg := badExtension(e); msg != "" {
				return &Error{File: file, Key: fmt.Sprintf("%s.%s[%d]", key, ext.name, i), Msg: msg}
			}
		}
		*ext.into = list
	}
	if v, ok := m["redirects"]; ok && v != nil {
		list, ok := v.([]any)
		if !ok {
			return &Error{File: file, Key: key + ".redirects", Msg: fmt.Sprintf("must be an array of {from, to} objects, got %s", typeName(v))}
		}
		for i, item := range list {
			k := fmt.Sprintf("%s.redirects[%d]", key, i)
			o, _ := item.(map[string]any)
			to, ok := o["to"].(string)
			if o == nil || !ok || to == "" {
				return &Error{File: file, Key: k + ".to", Msg: "must be the path or URL to redirect to, such as \"/docs/intro\""}
			}
			var froms []string
			switch f := o["from"].(type) {
			case string:
				froms = []string{f}
			case []any:
				for _, x := range f {
					s, _ := x.(string)
					froms = append(froms, s)
				}
			}
			if len(froms) == 0 {
				return &Error{File: file, Key: k + ".from", Msg: "must be a path or an array of paths to redirect from, such as \"/old-page\""}
			}
			for _, from := range froms {
				if msg := BadRedirectSource(from); msg != "" {
					return &Error{File: file, Key: k + ".from", Msg: msg}
				}
				r.Redirects = append(r.Redirects, Redirect{From: from, To: to})
			}
		}
	}
	if v, ok := m["createRedirects"]; ok && v != nil {
		return &Error{File: file, Key: key + ".createRedirects", Msg: fmt.Sprintf("must be a function (existingPath) => string | string[] | undefined, got %s", typeName(v))}
	}
	cfg.ClientRedirects = append(cfg.ClientRedirects, r)
	return nil
}

// badExtension says what is wrong with an extension of fromExtensions or toExtensions, or "".
func badExtension(ext string) string {
	switch {
	case ext == "":
		return "an empty extension is not allowed; give it without its dot, such as \"html\""
	case strings.Contains(ext, "."):
		return fmt.Sprintf("extension %q contains a dot; give it without, such as \"html\"", ext)
	case strings.Contains(ext, "/"):
		return fmt.Sprintf("extension %q contains a slash, which is not allowed", ext)
	}
	for _, c := range ext {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-_!~*'()", c)) {
			return fmt.Sprintf("extension %q contains characters a URL would escape", ext)
		}
	}
	return ""
}

// BadRedirectSource says what is wrong with a path to redirect from, or "": it must be a
// site path starting with "/", without a query or a fragment.
func BadRedirectSource(from string) string {
	if !strings.HasPrefix(from, "/") || strings.HasPrefix(from, "//") || strings.ContainsAny(from, "?#") {
		return fmt.Sprintf("%q is not a path to redirect from; it must start with / and have no ?query or #fragment, such as \"/old-page\"", from)
	}
	return ""
}

// createRedirects gives each redirects instance its createRedirects function, called in the
// config's runtime, or in Node when the config ran there.
func createRedirects(cfg *Config, ev *evaluated) error {
	file := rel(cfg.File)
	for i := range cfg.ClientRedirects {
		r := &cfg.ClientRedirects[i]
		key := r.Key + ".createRedirects"
		call := cfg.function(ev, r.Key+"[1].createRedirects")
		if call == nil {
			continue // none, or plain data already refused by addClientRedirects
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
							return nil, fmt.Errorf("%s: %s returned an array holding %s for %q; it must return paths (strings)", file, key, typeName(x), paths[i])
						}
						froms[i] = append(froms[i], s)
					}
				default:
					return nil, fmt.Errorf("%s: %s returned %s for %q; it must return a path, an array of paths or undefined", file, key, typeName(v), paths[i])
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
