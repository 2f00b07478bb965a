package docs

import (
	"gosaurus/generator/config"
	"gosaurus/generator/i18n"
)

// translate applies the version's translation file, written by `docusaurus write-translations`:
// {"version.label": {"message": …}, "sidebar.<sidebar>.category.<label>": {"message": …}, …}.
// Doc titles need no entry: they come from the translated docs themselves.
func translate(cfg *config.Config, v *Version) error {
	if v.TranslationsFile == "" {
		return nil
	}
	messages, err := i18n.ReadMessagesFile(cfg.SiteDir, v.TranslationsFile)
	if err != nil {
		return err
	}
	if m, ok := messages["version.label"]; ok {
		v.Label = m
	}
	for _, name := range v.SidebarNames {
		translateItems(v.Sidebars[name], "sidebar."+name+".", messages)
	}
	return nil
}

func translateItems(items []Item, prefix string, messages map[string]string) {
	for i := range items {
		it := &items[i]
		kind := "link"
		switch {
		case it.Type == "category":
			kind = "category"
		case it.DocID != "":
			kind = "doc"
		}
		if m, ok := messages[prefix+kind+"."+it.Label]; ok {
			it.Label = m
		}
		translateItems(it.Items, prefix, messages)
	}
}
