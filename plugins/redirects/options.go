package redirects

import (
	"fmt"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/options"
)

// Options are the options of one plugin instance: the redirect pages it writes after the
// build.
type Options struct {
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

// ReadOptions reads an instance's options as the config gave them, checking what Docusaurus's
// schema checks; file is the config file, for messages.
func ReadOptions(file string, in config.ClientRedirects) (Options, error) {
	key, m := in.Key, in.Options
	r := Options{Key: key, CreateRedirects: in.CreateRedirects}
	if err := options.New(file, key, m).Known("@docusaurus/plugin-client-redirects",
		"fromExtensions", "toExtensions", "redirects", "createRedirects"); err != nil {
		return r, err
	}
	for _, ext := range []struct {
		name string
		into *[]string
	}{{"fromExtensions", &r.FromExtensions}, {"toExtensions", &r.ToExtensions}} {
		v, ok := m[ext.name]
		if !ok || v == nil {
			continue
		}
		list, err := config.StringList(v)
		if err != nil {
			return r, &config.Error{File: file, Key: key + "." + ext.name, Msg: err.Error()}
		}
		for i, e := range list {
			if msg := badExtension(e); msg != "" {
				return r, &config.Error{File: file, Key: fmt.Sprintf("%s.%s[%d]", key, ext.name, i), Msg: msg}
			}
		}
		*ext.into = list
	}
	if v, ok := m["redirects"]; ok && v != nil {
		list, ok := v.([]any)
		if !ok {
			return r, &config.Error{File: file, Key: key + ".redirects", Msg: fmt.Sprintf("must be an array of {from, to} objects, got %s", config.TypeName(v))}
		}
		for i, item := range list {
			k := fmt.Sprintf("%s.redirects[%d]", key, i)
			o, _ := item.(map[string]any)
			to, ok := o["to"].(string)
			if o == nil || !ok || to == "" {
				return r, &config.Error{File: file, Key: k + ".to", Msg: "must be the path or URL to redirect to, such as \"/docs/intro\""}
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
				return r, &config.Error{File: file, Key: k + ".from", Msg: "must be a path or an array of paths to redirect from, such as \"/old-page\""}
			}
			for _, from := range froms {
				if msg := badSource(from); msg != "" {
					return r, &config.Error{File: file, Key: k + ".from", Msg: msg}
				}
				r.Redirects = append(r.Redirects, Redirect{From: from, To: to})
			}
		}
	}
	if v, ok := m["createRedirects"]; ok && v != nil { // a function is not in the data
		return r, &config.Error{File: file, Key: key + ".createRedirects", Msg: fmt.Sprintf("must be a function (existingPath) => string | string[] | undefined, got %s", config.TypeName(v))}
	}
	return r, nil
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

// badSource says what is wrong with a path to redirect from, or "": it must be a site path
// starting with "/", without a query or a fragment.
func badSource(from string) string {
	if !strings.HasPrefix(from, "/") || strings.HasPrefix(from, "//") || strings.ContainsAny(from, "?#") {
		return fmt.Sprintf("%q is not a path to redirect from; it must start with / and have no ?query or #fragment, such as \"/old-page\"", from)
	}
	return ""
}
