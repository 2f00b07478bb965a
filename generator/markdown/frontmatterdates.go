package markdown

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
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
	text  string // a scalar of a timestamp's form, quoted or not (see resolveDates)
	keys  map[string]*yamlDates
	order []string // the keys of a mapping, as written
	items []*yamlDates
}

// UnmarshalYAML reads a node as a mapping, a sequence or a scalar of a timestamp's form,
// whichever it is. Whether the scalar is a timestamp resolveDates decides from the YAML's
// text: yaml.v2 reads a quoted scalar as it reads the plain one, and its timestamps are not
// js-yaml's (2017-02-29 and 2024-1-2 are a string and a date to it, the other way round).
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
	var text string
	if unmarshal(&text) == nil && (jsYAMLDate.MatchString(text) || jsYAMLTimestamp.MatchString(text)) {
		n.text = text
	}
	return nil
}

// FrontMatterDate is the Date Docusaurus's front matter has for a top-level key, when the YAML
// writes it as a timestamp (js-yaml's: 2017-02-29 is March 1st, see jsYAMLTime).
func (p *Parsed) FrontMatterDate(key string) (time.Time, bool) {
	if p.dates == nil || p.dates.keys[key] == nil || p.dates.keys[key].date == nil {
		return time.Time{}, false
	}
	return *p.dates.keys[key].date, true
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

// The forms of js-yaml's timestamps (js-yaml 3's, which gray-matter reads front matter with),
// not yaml.v2's: a date alone has two-digit months and days, and a time may have a zone
// written -5 or +05:30.
var (
	jsYAMLDate      = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})-([0-9]{2})$`)
	jsYAMLTimestamp = regexp.MustCompile(`^([0-9]{4})-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \t]+)([0-9][0-9]?):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9][0-9]?)(?::([0-9]{2}))?))?$`)
)

// resolveDates makes a Date of each scalar of a timestamp's form that yamlText has unquoted,
// as js-yaml does; key is the node's key in the mapping around it, "" for an item of a
// sequence.
func (n *yamlDates) resolveDates(yamlText []byte, key string) {
	if n == nil {
		return
	}
	if n.text != "" && unquotedIn(yamlText, key, n.text) {
		t := jsYAMLTime(n.text)
		n.date = &t
	}
	for k, v := range n.keys {
		v.resolveDates(yamlText, k)
	}
	for _, it := range n.items {
		it.resolveDates(yamlText, "")
	}
}

// jsYAMLTime is the time js-yaml makes of a timestamp, with JavaScript's Date.UTC: a day,
// month or hour past its range rolls over (2017-02-29 is March 1st, as time.Date has it too),
// and a year below 100 is one of the 1900s.
func jsYAMLTime(s string) time.Time {
	m := jsYAMLDate.FindStringSubmatch(s)
	if m == nil {
		m = jsYAMLTimestamp.FindStringSubmatch(s)
	}
	num := func(i int) int {
		if i >= len(m) || m[i] == "" {
			return 0
		}
		v, _ := strconv.Atoi(m[i])
		return v
	}
	year := num(1)
	if year < 100 {
		year += 1900
	}
	ms := 0
	if len(m) > 7 && m[7] != "" {
		ms, _ = strconv.Atoi((m[7] + "00")[:3])
	}
	t := time.Date(year, time.Month(num(2)), num(3), num(4), num(5), num(6), ms*int(time.Millisecond), time.UTC)
	if len(m) > 9 && m[9] != "" {
		zone := time.Duration(num(10)*60+num(11)) * time.Minute
		if m[9] == "-" {
			zone = -zone
		}
		t = t.Add(-zone)
	}
	return t
}

// unquotedIn tells whether s stands unquoted in yamlText as the value of key (after "key: ",
// the key quoted or not) or, key "", as an item of a sequence (after "- ", or in [a, b]), with
// nothing after it on its line but a comment or what ends a flow item. The same text quoted,
// or inside a longer string, does not count.
func unquotedIn(yamlText []byte, key, s string) bool {
	for from := 0; ; {
		k := bytes.Index(yamlText[from:], []byte(s))
		if k < 0 {
			return false
		}
		at, end := from+k, from+k+len(s)
		from = at + 1
		before := bytes.TrimRight(yamlText[:at], " \t")
		blank := len(before) < at
		switch {
		case key == "" && blank && bytes.HasSuffix(before, []byte("-")):
		case key == "" && (bytes.HasSuffix(before, []byte("[")) || bytes.HasSuffix(before, []byte(","))):
		case key != "" && blank && isKeyOf(before, key):
		default:
			continue
		}
		after := bytes.TrimLeft(yamlText[end:], " \t")
		if len(after) == 0 || bytes.IndexByte([]byte("\r\n,]}"), after[0]) >= 0 || after[0] == '#' && len(after) < len(yamlText)-end {
			return true
		}
	}
}

// isKeyOf tells whether text before a value ends with key and its colon: key:, "key": or
// 'key':, the key starting its line's text or a flow mapping's entry.
func isKeyOf(before []byte, key string) bool {
	for _, written := range []string{key, `"` + key + `"`, "'" + key + "'"} {
		if rest, ok := bytes.CutSuffix(before, []byte(written+":")); ok {
			rest = bytes.TrimRight(rest, " \t")
			if len(rest) == 0 || bytes.IndexByte([]byte("\n{,-?"), rest[len(rest)-1]) >= 0 {
				return true
			}
		}
	}
	return false
}
