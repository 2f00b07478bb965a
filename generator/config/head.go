package config

import (
	"fmt"
	"gosaurus/plugins/plugin/head"
)

var headTagNames = map[string]bool{"link": true, "meta": true, "script": true, "style": true, "noscript": true, "base": true, "title": true}

// readHeadTags reads headTags, stylesheets and scripts, Docusaurus's ways of adding to <head>.
func readHeadTags(file string, raw map[string]any) ([]head.Tag, error) {
	var tags []head.Tag
	attrs := func(key string, v any) (map[string]string, error) {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, &Error{File: file, Key: key, Msg: "must be an object of attribute names to values"}
		}
		out := map[string]string{}
		for k, val := range m {
			switch t := val.(type) {
			case string:
				out[k] = t
			case bool:
				if t {
					out[k] = ""
				}
			case float64:
				out[k] = fmt.Sprint(t)
			default:
				return nil, &Error{File: file, Key: key + "." + k, Msg: "must be a string, number or boolean"}
			}
		}
		return out, nil
	}
	list := func(key string) ([]any, error) {
		v, ok := raw[key]
		if !ok || v == nil {
			return nil, nil
		}
		l, ok := v.([]any)
		if !ok {
			return nil, &Error{File: file, Key: key, Msg: "must be an array"}
		}
		return l, nil
	}
	items, err := list("headTags")
	if err != nil {
		return nil, err
	}
	for i, it := range items {
		key := fmt.Sprintf("headTags[%d]", i)
		m, ok := it.(map[string]any)
		name, _ := m["tagName"].(string)
		if !ok || !headTagNames[name] {
			return nil, &Error{File: file, Key: key, Msg: "must be {tagName, attributes, innerHTML?} with tagName one of link, meta, script, style, noscript, base, title"}
		}
		a, err := attrs(key+".attributes", orEmpty(m["attributes"]))
		if err != nil {
			return nil, err
		}
		inner, _ := m["innerHTML"].(string)
		tags = append(tags, head.Tag{Name: name, Attributes: a, InnerHTML: inner})
	}
	for _, kind := range []struct{ key, tag, urlAttr string }{{"stylesheets", "link", "href"}, {"scripts", "script", "src"}} {
		items, err := list(kind.key)
		if err != nil {
			return nil, err
		}
		for i, it := range items {
			key := fmt.Sprintf("%s[%d]", kind.key, i)
			var a map[string]string
			if s, ok := it.(string); ok {
				a = map[string]string{kind.urlAttr: s}
			} else if a, err = attrs(key, it); err != nil {
				return nil, err
			}
			if a[kind.urlAttr] == "" {
				return nil, &Error{File: file, Key: key, Msg: fmt.Sprintf("must be a URL or an object with %s", kind.urlAttr)}
			}
			if kind.tag == "link" {
				a["rel"] = "stylesheet"
			}
			tags = append(tags, head.Tag{Name: kind.tag, Attributes: a})
		}
	}
	return tags, nil
}

func orEmpty(v any) any {
	if v == nil {
		return map[string]any{}
	}
	return v
}
