package markdown

import (
	"fmt"
	"regexp"
	"time"
)

// yamlDates is the shape of a front matter with its plain (unquoted) YAML timestamps: js-yaml,
// which Docusaurus reads front matter with, makes them Date objects, and components of real
// sites call their methods (frontMatter.date.toISOString()). yaml.v2 gives them as strings.
type yamlDates struct {
	date  *time.Time
	keys  map[string]*yamlDates
	items []*yamlDates
}

// UnmarshalYAML reads a node as a mapping, a sequence or a timestamp, whichever it is (in that
// order: yaml.v2 reads a mapping into time.Time without complaint); a quoted scalar is no
// timestamp.
func (n *yamlDates) UnmarshalYAML(unmarshal func(any) error) error {
	if unmarshal(&n.keys) == nil {
		return nil
	}
	n.keys = nil
	if unmarshal(&n.items) == nil {
		return nil
	}
	n.items = nil
	var t time.Time
	if unmarshal(&t) == nil {
		n.date = &t
	}
	return nil
}

// frontMatterJS is the front matter as a JavaScript literal, its timestamps Date objects.
func frontMatterJS(fm map[string]any, dates *yamlDates) string {
	if dates == nil {
		return js(fm)
	}
	marked := markDates(fm, dates)
	return dateMark.ReplaceAllStringFunc(js(marked), func(m string) string {
		ms := dateMark.FindStringSubmatch(m)[1]
		return "new Date(" + ms + ")"
	})
}

// markDates is v with each string that was a timestamp replaced by a mark dateMark finds in its
// JSON.
func markDates(v any, d *yamlDates) any {
	if d == nil {
		return v
	}
	switch t := v.(type) {
	case string:
		if d.date != nil {
			return fmt.Sprintf("\x00date:%d\x00", d.date.UnixMilli())
		}
	case map[string]any:
		if d.keys == nil {
			return v
		}
		out := make(map[string]any, len(t))
		for k, val := range t {
			out[k] = markDates(val, d.keys[k])
		}
		return out
	case []any:
		if len(d.items) != len(t) {
			return v
		}
		out := make([]any, len(t))
		for i, val := range t {
			out[i] = markDates(val, d.items[i])
		}
		return out
	}
	return v
}

var dateMark = regexp.MustCompile(`"\\u0000date:(-?\d+)\\u0000"`)
