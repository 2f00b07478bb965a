package config

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"sync"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// EditURLParams are what a docs plugin's editUrl function is given for a doc, as Docusaurus
// gives them.
type EditURLParams struct {
	Version            string `json:"version"`
	VersionDocsDirPath string `json:"versionDocsDirPath"` // the version's folder, relative to the site
	DocPath            string `json:"docPath"`            // the doc's file, relative to that folder
	Permalink          string `json:"permalink"`
	Locale             string `json:"locale"`
}

// editURLFunctions gives each docs instance whose editUrl is a function a way to call it: in
// the config's runtime when it ran there, else in Node, all of a version's docs at once.
func editURLFunctions(cfg *Config, ev *evaluated) {
	for i := range cfg.Docs {
		d := &cfg.Docs[i]
		path := d.editURLPath()
		if !slices.Contains(ev.dropped, path) {
			continue
		}
		file := rel(cfg.File)
		if ev.loader == nil {
			configFile, env := cfg.File, ev.env
			d.EditURLs = func(params []EditURLParams) ([]string, error) {
				args := make([]any, len(params))
				for i, p := range params {
					args[i] = p
				}
				out, err := jsrt.CallInNode(configFile, path, args, env)
				if err != nil {
					return nil, fmt.Errorf("%s: %s: %w", file, path, err)
				}
				return editURLStrings(file, path, out)
			}
			continue
		}
		fn, ok := goja.AssertFunction(liveValue(ev.value, path))
		if !ok {
			continue
		}
		l := ev.loader
		var mu sync.Mutex
		d.EditURLs = func(params []EditURLParams) ([]string, error) {
			mu.Lock()
			defer mu.Unlock()
			out := make([]any, len(params))
			for i, p := range params {
				arg := l.Runtime().NewObject()
				for k, v := range map[string]string{"version": p.Version, "versionDocsDirPath": p.VersionDocsDirPath, "docPath": p.DocPath, "permalink": p.Permalink, "locale": p.Locale} {
					_ = arg.Set(k, v)
				}
				v, err := l.Call(fn, arg)
				if err != nil {
					return nil, fmt.Errorf("%s: %s failed for %s: %w", file, path, p.DocPath, err)
				}
				out[i] = v.Export()
			}
			return editURLStrings(file, path, out)
		}
	}
}

// editURLStrings checks what an editUrl function returned for each doc: a URL, or nothing.
func editURLStrings(file, path string, out []any) ([]string, error) {
	urls := make([]string, len(out))
	for i, v := range out {
		switch t := v.(type) {
		case nil:
		case string:
			urls[i] = t
		default:
			return nil, fmt.Errorf("%s: %s returned %s; it must return a URL (a string) or undefined", file, path, typeName(v))
		}
	}
	return urls, nil
}

// editURLPath is where the instance's editUrl is in the config: its options are the second
// element of the entry its Key names ("presets[0].docs" is at presets[0][1].docs).
func (d *DocsOptions) editURLPath() string {
	return entryIndex.ReplaceAllString(d.Key, "$0[1]") + ".editUrl"
}

var entryIndex = regexp.MustCompile(`^\w+\[\d+\]`)

// editURLFunction reports whether a function dropped from the config's data is an editUrl
// that a docs instance calls.
func (c *Config) editURLFunction(dropped string) bool {
	for _, d := range c.Docs {
		if d.EditURLs != nil && d.editURLPath() == dropped {
			return true
		}
	}
	return false
}

// liveValue is the value at path ("presets[0][1].docs.editUrl") of the live config.
func liveValue(v goja.Value, path string) goja.Value {
	for _, seg := range pathSegments.FindAllString(path, -1) {
		obj, ok := v.(*goja.Object)
		if !ok {
			return nil
		}
		if n, err := strconv.Atoi(seg); err == nil {
			v = obj.Get(strconv.Itoa(n))
		} else {
			v = obj.Get(seg)
		}
	}
	return v
}

var pathSegments = regexp.MustCompile(`[^.\[\]]+`)
