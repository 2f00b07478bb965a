package main

import (
	"flag"
	"fmt"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/docs"
	"gosaurus/plugins/registry"
)

// docsVersionCommand is docs:version (pluginID "default") or docs:version:<pluginID>: the
// command the docs plugin adds to Docusaurus's CLI for each of its instances. It runs in the
// current folder, the site's, as Docusaurus's does.
func docsVersionCommand(pluginID string) func(*flag.FlagSet, *console) func([]string) error {
	return func(_ *flag.FlagSet, con *console) func([]string) error {
		return func(args []string) error {
			cfg, err := config.Load(".", jsrt.Options{})
			if err != nil {
				return err
			}
			defer cfg.Close()
			list, err := registry.Plugins(cfg, pluginenv.Env{Warn: func(string) {}}) // its warnings are the build's to give
			if err != nil {
				return err
			}
			var ids []string
			for _, p := range list {
				d, ok := p.(*docs.Plugin)
				if !ok {
					continue
				}
				if d.Options.ID == pluginID {
					return docs.CreateVersion(cfg, d.Options, args[0], jsrt.Options{}, con)
				}
				ids = append(ids, docs.CommandName(d.Options.ID))
			}
			if len(ids) == 0 {
				return fmt.Errorf("%s: the site has no docs plugin to version", cfg.File)
			}
			slices.Sort(ids)
			return &usageError{msg: fmt.Sprintf("gosaurus: unknown command %q: the site has no docs instance of id %q", docs.CommandName(pluginID), pluginID),
				hint: fmt.Sprintf("Its docs versioning commands are %s.", joinAnd(ids))}
		}
	}
}
