package main

import (
	"errors"
	"flag"
	"path/filepath"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/swizzle"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/registry"
)

// swizzleCommand: gosaurus swizzle <Component> [siteDir] --eject|--wrap, or --list.
func swizzleCommand(fs *flag.FlagSet, con *console) func([]string) error {
	eject := fs.Bool("eject", false, "copy the component's files into src/theme, to change them")
	wrap := fs.Bool("wrap", false, "write a component that renders the original one inside your own")
	list := fs.Bool("list", false, "list the components of the theme")
	return func(args []string) error {
		var site []string // the site folder, after the component's name
		if len(args) > 1 {
			site = args[1:]
		}
		siteDir, err := siteFolder(site)
		if err != nil {
			return err
		}
		themeDir, _, err := locate(siteDir)
		if err != nil {
			return err
		}
		theme := swizzle.Theme{Dir: filepath.Join(themeDir, "theme")}
		if len(args) > 0 {
			theme = themeFor(siteDir, themeDir, args[0])
		}
		if *list {
			names, err := theme.Components()
			for _, n := range names {
				con.Printf("%s\n", n)
			}
			return err
		}
		switch {
		case len(args) == 0:
			return &usageError{msg: "gosaurus swizzle: name a component (gosaurus swizzle --list lists them)", hint: "Run `gosaurus help swizzle` for its arguments and flags."}
		case *eject == *wrap:
			return errors.New("gosaurus swizzle: say --eject (copy the component to change it) or --wrap (render the original inside your own)")
		}
		if *wrap {
			file, err := theme.Wrap(siteDir, args[0])
			if err == nil {
				con.Printf("[gosaurus] wrapped %s in %s\n", args[0], file)
			}
			return err
		}
		files, err := theme.Eject(siteDir, args[0])
		for _, f := range files {
			con.Printf("[gosaurus] wrote %s\n", f)
		}
		return err
	}
}

// themeFor is the theme a component is swizzled from: the theme of a plugin of the site that
// has the component (the Algolia search theme's, as docusaurus swizzle takes it from
// @docusaurus/theme-search-algolia when the site searches with DocSearch), else the classic
// theme's.
func themeFor(siteDir, themeDir, name string) swizzle.Theme {
	classic := swizzle.Theme{Dir: filepath.Join(themeDir, "theme")}
	cfg, err := config.Load(siteDir, jsrt.Options{})
	if err != nil {
		return classic // the build will say what is wrong with the config
	}
	defer cfg.Close()
	list, err := registry.Plugins(cfg, false, func(string) {})
	if err != nil {
		return classic
	}
	for _, p := range list {
		c, ok := p.(plugin.ClientProvider)
		if !ok {
			continue
		}
		for _, dir := range c.Client().ThemePaths {
			if !filepath.IsAbs(dir) {
				dir = filepath.Join(themeDir, dir)
			}
			theme := swizzle.Theme{Dir: dir}
			if names, _ := theme.Components(); slices.Contains(names, name) {
				return theme
			}
		}
	}
	return classic
}
