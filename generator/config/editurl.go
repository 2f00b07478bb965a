package config

import (
	"fmt"
	"gosaurus/plugins/plugin/options"
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

// docsFunctions gives each docs instance whose editUrl or sidebarItemsGenerator is a function
// a way to call it: editUrl for all of a version's docs at once.
func docsFunctions(cfg *Config, ev *evaluated) {
	for i := range cfg.Docs {
		d := &cfg.Docs[i]
		d.SidebarItemsGenerator = cfg.function(ev, d.optionPath("sidebarItemsGenerator"))
		path := d.optionPath("editUrl")
		call := cfg.function(ev, path)
		if call == nil {
			continue
		}
		file := rel(cfg.File)
		d.EditURLs = func(params []EditURLParams) ([]string, error) {
			args := make([]any, len(params))
			for i, p := range params {
				args[i] = p
			}
			out, err := call(args)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", file, path, err)
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
			return nil, fmt.Errorf("%s: %s returned %s; it must return a URL (a string) or undefined", file, path, options.TypeName(v))
		}
	}
	return urls, nil
}
