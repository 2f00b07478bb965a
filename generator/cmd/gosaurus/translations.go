package main

import (
	"flag"
	"path/filepath"

	"gosaurus/generator/translations"
	"gosaurus/plugins/registry"
)

// writeTranslationsCommand writes the JSON files a translator fills in, as
// `docusaurus write-translations` does.
func writeTranslationsCommand(fs *flag.FlagSet, con *console) func([]string) error {
	var opts translations.Options
	locale := localeFlag(fs, "the `locale` whose folder of i18n/ the files go in (default: i18n.defaultLocale)")
	fs.BoolVar(&opts.Override, "override", false, "replace the messages the files already have")
	fs.StringVar(&opts.MessagePrefix, "messagePrefix", "", "`prefix` put before each new message, to spot the untranslated ones")
	cfgFile := configFlag(fs)
	alias(fs, "l", "locale")
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		_, nodePaths, err := locate(siteDir)
		if err != nil {
			return err
		}
		opts.NodePaths, opts.Locale, opts.Plugins, opts.ConfigFile = nodePaths, *locale, registry.Plugins, *cfgFile
		files, err := translations.Collect(siteDir, opts)
		if err != nil {
			return err
		}
		added, err := translations.Write(files, opts)
		if err != nil {
			return err
		}
		for i, f := range files {
			name := f.Path
			if rel, err := filepath.Rel(siteDir, f.Path); err == nil && filepath.IsLocal(rel) {
				name = filepath.Join(siteDir, rel)
			}
			con.Printf("[gosaurus] %s: %s, %d new\n", name, plural(len(f.Messages), "message"), added[i])
		}
		return nil
	}
}
