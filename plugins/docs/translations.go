package docs

import (
	"fmt"
	"path"
	"path/filepath"

	"gosaurus/plugins/plugin"
)

// TranslationFiles are a file per version that has one: its label and the labels of its
// sidebars' categories and links, keyed as the plugin reads them back.
func (p *Plugin) TranslationFiles() []plugin.TranslationFile {
	var files []plugin.TranslationFile
	for _, v := range p.Instance.Versions {
		if v.TranslationsFile == "" {
			continue
		}
		// The version's file by its name in the locale's folder, whichever locale was loaded.
		name := path.Join(filepath.Base(filepath.Dir(v.TranslationsFile)), filepath.Base(v.TranslationsFile))
		files = append(files, plugin.TranslationFile{Path: name, Messages: versionMessages(v)})
	}
	return files
}

func versionMessages(v *Version) map[string]plugin.Message {
	out := map[string]plugin.Message{"version.label": {Message: v.Label, Description: "The label for version " + v.Name}}
	var walk func(sidebar string, items []Item)
	walk = func(sidebar string, items []Item) {
		for _, it := range items {
			switch {
			case it.Type == "category":
				out["sidebar."+sidebar+".category."+it.Label] = plugin.Message{Message: it.Label, Description: fmt.Sprintf("The label for category %s in sidebar %s", it.Label, sidebar)}
			case it.Type == "link" && it.DocID == "" && it.Label != "":
				out["sidebar."+sidebar+".link."+it.Label] = plugin.Message{Message: it.Label, Description: fmt.Sprintf("The label for link %s in sidebar %s, linking to %s", it.Label, sidebar, it.Href)}
			}
			walk(sidebar, it.Items)
		}
	}
	for _, name := range v.SidebarNames {
		walk(name, v.Sidebars[name])
	}
	return out
}
