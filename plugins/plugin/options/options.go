// Package options is the one schema helper of gosaurus: the config and every plugin read their
// options and their part of themeConfig with it, so that an unknown key or a wrong type is the
// same kind of error everywhere, naming the file, the key and what is valid, as Docusaurus's
// Joi schemas refuse them. It is part of the plugin contract and imports nothing of the project.
package options

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Error is a value of the config refused: File is the config file (relative to the site),
// Key where the value is in it ("presets[0].docs.routeBasePath"), Msg what is wrong and what
// would be valid.
type Error struct {
	File string
	Key  string
	Msg  string
}

func (e *Error) Error() string {
	if e.Key == "" {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s: %s: %s", e.File, e.Key, e.Msg)
}

// Reader reads typed values from an options object: it keeps the first error, an Error naming
// the option's key, so a plugin reads all its options and checks Err once.
type Reader struct {
	File string         // the config file, for messages
	Key  string         // where the options are in the config ("presets[0].blog")
	M    map[string]any // the options
	Err  error
}

// New is a Reader of the options m, at key in the config file file.
func New(file, key string, m map[string]any) *Reader {
	return &Reader{File: file, Key: key, M: m}
}

// Fail records that the option name is invalid, msg saying what would be valid.
func (o *Reader) Fail(name, msg string) {
	if o.Err == nil {
		o.Err = &Error{File: o.File, Key: o.Key + "." + name, Msg: msg}
	}
}

// String reads a string option into into, and reports whether it was set.
func (o *Reader) String(name string, into *string) bool {
	v, ok := o.M[name]
	if !ok || v == nil {
		return false
	}
	s, ok := v.(string)
	if !ok {
		o.Fail(name, fmt.Sprintf("must be a string, got %s", TypeName(v)))
		return false
	}
	*into = s
	return true
}

// Required reads a string option that must be set and not empty.
func (o *Reader) Required(name string, into *string) {
	v, ok := o.M[name]
	if !ok || v == nil {
		o.Fail(name, "is required")
		return
	}
	if s, ok := v.(string); ok && s != "" {
		*into = s
		return
	}
	o.Fail(name, fmt.Sprintf("must be a non-empty string, got %s", TypeName(v)))
}

// Bool reads a true or false option, and reports whether it was set.
func (o *Reader) Bool(name string, into *bool) bool {
	v, ok := o.M[name]
	if !ok || v == nil {
		return false
	}
	b, ok := AsBool(v)
	if !ok {
		o.Fail(name, fmt.Sprintf("must be true or false, got %s", TypeName(v)))
		return false
	}
	*into = b
	return true
}

// Count reads a whole number of at least min, or "ALL" as all.
func (o *Reader) Count(name string, min, all int, into *int) {
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
		o.Fail(name, fmt.Sprintf("must be a number or \"ALL\", got %s", TypeName(v)))
	}
}

// Path reads a route path option, without its leading and trailing slashes.
func (o *Reader) Path(name string, into *string) {
	var s string
	if o.String(name, &s) {
		*into = strings.Trim(s, "/")
	}
}

// Object is a Reader of the object option name, nil when it is not set (or after an error:
// an option that is set but no object fails).
func (o *Reader) Object(name string) *Reader {
	switch v := o.M[name].(type) {
	case nil:
		return nil
	case map[string]any:
		return &Reader{File: o.File, Key: o.Key + "." + name, M: v}
	default:
		o.Fail(name, fmt.Sprintf("must be an object, got %s", TypeName(v)))
		return nil
	}
}

// Known fails for the first option (by name) that is none of known nor "id", which every
// plugin takes, as Docusaurus's schemas refuse an option they do not know; plugin is the
// plugin's name. Functions left out of the config's data are no options here; their plugin
// reads them apart. It returns the Reader's error.
func (o *Reader) Known(plugin string, known ...string) error {
	for _, name := range slices.Sorted(maps.Keys(o.M)) {
		if name != "id" && !slices.Contains(known, name) {
			msg := fmt.Sprintf("%s has no option %q; its options are %s", plugin, name, strings.Join(known, ", "))
			if near := Nearest(name, known); near != "" {
				msg += "; did you mean " + near + "?"
			}
			o.Fail(name, msg)
			break
		}
	}
	return o.Err
}

// TypeName names the JSON type of v for messages: "a string", "an array", "null".
func TypeName(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case float64, int64:
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

// AsBool is v as a boolean as Docusaurus's schemas (Joi's boolean, which converts) take it:
// true or false, or the string "true" or "false" in any case (trailingSlash: "false" is
// false). ok is false for any other value.
func AsBool(v any) (b, ok bool) {
	switch v := v.(type) {
	case bool:
		return v, true
	case string:
		switch {
		case strings.EqualFold(v, "true"):
			return true, true
		case strings.EqualFold(v, "false"):
			return false, true
		}
	}
	return false, false
}
