package markdown

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"time"

	"gopkg.in/yaml.v2"
)

// yamlDates is the shape of a front matter: the order of each mapping's keys, and its plain
// (unquoted) YAML timestamps. js-yaml, which Docusaurus reads front matter with, keeps the keys
// in the order written and makes timestamps Date objects, and components of real sites print
// the front matter or call a date's methods (frontMatter.date.toISOString()). yaml.v2 gives
// mappings as Go maps and timestamps as strings.
type yamlDates struct {
	date  *time.Time
	keys  map[string]*yamlDates
	order []string // the keys of a mapping, as written
	items []*yamlDates
}

// UnmarshalYAML reads a node as a mapping, a sequence or a timestamp, whichever it is (in that
// order: yaml.v2 reads a mapping into time.Time without complaint); a quoted scalar is no
// timestamp.
func (n *yamlDates) UnmarshalYAML(unmarshal func(any) error) error {
	var keys map[any]*yamlDates
	if unmarshal(&keys) == nil {
		n.keys = make(map[string]*yamlDates, len(keys))
		for k, v := range keys {
			n.keys[fmt.Sprint(k)] = v
		}
		var ordered yaml.MapSlice
		if unmarshal(&ordered) == nil {
			for _, it := range ordered {
				if k := fmt.Sprint(it.Key); !slices.Contains(n.order, k) {
					n.order = append(n.order, k)
				}
			}
		}
		return nil
	}
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

// hasDates tells whether the front matter has a timestamp anywhere.
func (n *yamlDates) hasDates() bool {
	if n == nil {
		return false
	}
	if n.date != nil {
		return true
	}
	for _, k := range n.keys {
		if k.hasDates() {
			return true
		}
	}
	return slices.ContainsFunc(n.items, (*yamlDates).hasDates)
}

// frontMatterJS is the front matter as a JavaScript literal, its keys in the order written and
// its timestamps Date objects.
func frontMatterJS(fm map[string]any, dates *yamlDates) string {
	if dates == nil {
		return js(fm)
	}
	s := js(shaped(fm, dates))
	if !dates.hasDates() {
		return s
	}
	return dateMark.ReplaceAllStringFunc(s, func(m string) string {
		ms := dateMark.FindStringSubmatch(m)[1]
		return "new Date(" + ms + ")"
	})
}

// shaped is v with its mappings' keys in the order of d, and each string that was a
// timestamp replaced by a mark dateMark finds in its JSON.
func shaped(v any, d *yamlDates) any {
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
		out := orderedObject{values: make(map[string]any, len(t)), keys: make([]string, 0, len(t))}
		for _, k := range d.order {
			if val, ok := t[k]; ok {
				out.keys = append(out.keys, k)
				out.values[k] = shaped(val, d.keys[k])
			}
		}
		// Keys the YAML did not have (none, unless a plugin added them) follow, sorted.
		var added []string
		for k, val := range t {
			if _, ok := out.values[k]; !ok {
				added = append(added, k)
				out.values[k] = shaped(val, d.keys[k])
			}
		}
		slices.Sort(added)
		out.keys = append(out.keys, added...)
		return out
	case []any:
		if len(d.items) != len(t) {
			return v
		}
		out := make([]any, len(t))
		for i, val := range t {
			out[i] = shaped(val, d.items[i])
		}
		return out
	}
	return v
}

// orderedObject is a mapping whose JSON has its keys in order.
type orderedObject struct {
	keys   []string
	values map[string]any
}

// MarshalJSON implements json.Marshaler.
func (o orderedObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		val, err := json.Marshal(o.values[k])
		if err != nil {
			return nil, err
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

var dateMark = regexp.MustCompile(`"\\u0000date:(-?\d+)\\u0000"`)
