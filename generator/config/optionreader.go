package config

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"gosaurus/generator/suggest"
)

// OptionReader reads typed values from a plugin's options object, for the plugins that read
// their own options: it keeps the first error, a config Error naming the option's key.
type OptionReader struct {
	File string         // the config file, for messages
	Key  string         // where the options are in the config ("presets[0].blog")
	M    map[string]any // the options
	Err  error
}

// Fail records that the option name is invalid, msg saying what would be valid.
func (o *OptionReader) Fail(name, msg string) {
	if o.Err == nil {
		o.Err = &Error{File: o.File, Key: o.Key + "." + name, Msg: msg}
	}
}

// String reads a string option into into, and reports whether it was set.
func (o *OptionReader) String(name string, into *string) bool {
	v, ok := o.M[name]
	if !ok || v == nil {
		return false
	}
	s, ok := v.(string)
	if !ok {
		o.Fail(name, fmt.Sprintf("must be a string, got %s", typeName(v)))
		return false
	}
	*into = s
	return true
}

// Bool reads a true or false option.
func (o *OptionReader) Bool(name string, into *bool) {
	if v, ok := o.M[name]; ok && v != nil {
		if b, ok := v.(bool); ok {
			*into = b
		} else {
			o.Fail(name, fmt.Sprintf("must be true or false, got %s", typeName(v)))
		}
	}
}

// Count reads a whole number of at least min, or "ALL" as all.
func (o *OptionReader) Count(name string, min, all int, into *int) {
	switch v := o.M[name].(type) {
	case nil:
	case string:
		if v != "ALL" {
			o.Fail(name, fmt.Sprintf("must be a number or \"ALL\", got %q", v))
		}
		*into = all
	case float64:
		if v != float64(int(v)) || int(v) < min {
			o.Fail(name, fmt.Sprintf("must be a whole number of at least %d or \"ALL\", got %v", min, v))
		}
		*into = int(v)
	case int64:
		*into = int(v)
	default:
		o.Fail(name, fmt.Sprintf("must be a number or \"ALL\", got %s", typeName(v)))
	}
}

// Path reads a route path option, without its leading and trailing slashes.
func (o *OptionReader) Path(name string, into *string) {
	var s string
	if o.String(name, &s) {
		*into = strings.Trim(s, "/")
	}
}

// AbsIn is p, a path of the config, as an absolute path: relative paths are in dir, the site.
func AbsIn(dir, p string) string { return absIn(dir, p) }

// CheckKnown fails for the first option of m (by name) that is none of known nor "id", which
// every plugin takes, as Docusaurus's schemas refuse an option they do not know: file is the
// config file, key where the options are in it, plugin the plugin's name. Functions left out
// of the config's data are no options here; their plugin reads them apart.
func CheckKnown(file, key, plugin string, m map[string]any, known ...string) error {
	for _, name := range slices.Sorted(maps.Keys(m)) {
		if name != "id" && !slices.Contains(known, name) {
			msg := fmt.Sprintf("%s has no option %q; its options are %s", plugin, name, strings.Join(known, ", "))
			if near := suggest.Nearest(name, known); near != "" {
				msg += "; did you mean " + near + "?"
			}
			return &Error{File: file, Key: key + "." + name, Msg: msg}
		}
	}
	return nil
}
