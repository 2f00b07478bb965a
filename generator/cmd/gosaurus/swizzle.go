package main

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/pluginenv"
	"gosaurus/generator/swizzle"
	"gosaurus/plugins/plugin"
	"gosaurus/plugins/registry"
	"gosaurus/plugins/searchalgolia"
)

// swizzleCommand: gosaurus swizzle [themeName] [componentName] [siteDir] --eject|--wrap, or
// --list, as docusaurus swizzle; themeName may be left out.
func swizzleCommand(fs *flag.FlagSet, con *console) func([]string) error {
	eject := fs.Bool("eject", false, "copy the component's files into src/theme, to change them")
	wrap := fs.Bool("wrap", false, "write a component that renders the original one inside your own")
	list := fs.Bool("list", false, "list the theme's components, with how safe it is to wrap and eject each")
	typescript := fs.Bool("typescript", false, "write TypeScript: a typed wrapper (index.tsx), or the ejected components as .tsx files (without type annotations)")
	fs.Bool("javascript", false, "write JavaScript (the default)")
	danger := fs.Bool("danger", false, "swizzle a component the theme marks unsafe without asking")
	cfgFile := configFlag(fs)
	alias(fs, "w", "wrap")
	alias(fs, "e", "eject")
	alias(fs, "l", "list")
	alias(fs, "t", "typescript")
	alias(fs, "j", "javascript")
	return func(args []string) error {
		themeName := ""
		if len(args) > 0 && isThemeName(args[0]) {
			themeName, args = args[0], args[1:]
		}
		if len(args) > 2 {
			return &usageError{msg: fmt.Sprintf("gosaurus swizzle: expects [themeName] [componentName] [siteDir], got %s", quoteAll(args)), hint: "Run `gosaurus help swizzle` for its arguments and flags."}
		}
		var component string
		var site []string // the site folder, after the component's name
		if len(args) > 0 {
			component, site = args[0], args[1:]
		}
		siteDir, err := siteFolder(site)
		if err != nil {
			return err
		}
		themeDir, _, err := locate(siteDir)
		if err != nil {
			return err
		}
		theme, name, err := pickTheme(siteDir, themeDir, *cfgFile, themeName, component)
		if err != nil {
			return err
		}
		theme.TypeScript = *typescript
		if *list {
			return listComponents(con, theme, name)
		}
		switch {
		case component == "":
			return &usageError{msg: "gosaurus swizzle: name a component (gosaurus swizzle --list lists them)", hint: "Run `gosaurus help swizzle` for its arguments and flags."}
		case *eject == *wrap:
			return errors.New("gosaurus swizzle: say --eject (copy the component to change it) or --wrap (render the original inside your own)")
		}
		action, status := "eject", theme.SafetyOf(name, component).Eject
		if *wrap {
			action, status = "wrap", theme.SafetyOf(name, component).Wrap
		}
		if err := allowed(con, component, name, action, status, *danger); err != nil {
			return err
		}
		if *wrap {
			file, err := theme.Wrap(siteDir, component)
			if err == nil {
				con.Printf("[gosaurus] wrapped %s in %s\n", component, file)
			}
			return err
		}
		if *typescript {
			con.note("[gosaurus] --typescript: %s is ejected as .tsx files; gosaurus's theme is written in JavaScript, so they have no type annotations\n", component)
		}
		files, err := theme.Eject(siteDir, component)
		for _, f := range files {
			con.Printf("[gosaurus] wrote %s\n", f)
		}
		return err
	}
}

// isThemeName tells whether swizzle's first argument names a theme (@docusaurus/theme-classic,
// docusaurus-theme-x) rather than a component.
func isThemeName(arg string) bool {
	return strings.HasPrefix(arg, "@") || strings.HasPrefix(arg, "docusaurus-")
}

// themesCarried are the Docusaurus packages whose theme components gosaurus carries, and the
// theme whose folder holds them.
var themesCarried = map[string]string{
	swizzle.ClassicTheme:               swizzle.ClassicTheme,
	"@docusaurus/theme-live-codeblock": swizzle.ClassicTheme,
	"@docusaurus/theme-mermaid":        swizzle.ClassicTheme,
	"@docusaurus/plugin-ideal-image":   swizzle.ClassicTheme,
	swizzle.AlgoliaTheme:               swizzle.AlgoliaTheme,
}

// pickTheme is the theme a component is swizzled from, and its name: the one named, else the
// Algolia search theme's when the site searches with DocSearch and that theme has the
// component (as docusaurus swizzle takes it from @docusaurus/theme-search-algolia), else the
// classic theme's.
func pickTheme(siteDir, themeDir, cfgFile, named, component string) (swizzle.Theme, string, error) {
	classic := swizzle.Theme{Dir: filepath.Join(themeDir, "theme")}
	algolia := swizzle.Theme{Dir: filepath.Join(themeDir, searchalgolia.ThemeDir)}
	if named != "" {
		switch themesCarried[named] {
		case swizzle.ClassicTheme:
			return classic, swizzle.ClassicTheme, nil
		case swizzle.AlgoliaTheme:
			return algolia, swizzle.AlgoliaTheme, nil
		}
		var names []string
		for n := range themesCarried {
			names = append(names, n)
		}
		slices.Sort(names)
		return swizzle.Theme{}, "", fmt.Errorf("gosaurus swizzle: gosaurus carries the components of %s, not of %s", joinAnd(names), named)
	}
	if component == "" {
		return classic, swizzle.ClassicTheme, nil
	}
	cfg, err := config.LoadFor(siteDir, config.Build{File: cfgFile}, jsrt.Options{})
	if err != nil {
		return classic, swizzle.ClassicTheme, nil // the build will say what is wrong with the config
	}
	defer cfg.Close()
	list, err := registry.Plugins(cfg, pluginenv.Env{Warn: func(string) {}})
	if err != nil || !slices.ContainsFunc(list, func(p plugin.Plugin) bool { _, ok := p.(*searchalgolia.Plugin); return ok }) {
		return classic, swizzle.ClassicTheme, nil
	}
	if names, _ := algolia.Components(); slices.Contains(names, component) {
		return algolia, swizzle.AlgoliaTheme, nil
	}
	return classic, swizzle.ClassicTheme, nil
}

// allowed checks an action against the theme's safety: a forbidden one is refused; an unsafe
// one needs --danger, or a yes on a terminal, as Docusaurus asks for one.
func allowed(con *console, component, theme, action string, status swizzle.Status, danger bool) error {
	switch status {
	case swizzle.Safe:
		return nil
	case swizzle.Forbidden:
		return fmt.Errorf("gosaurus swizzle: %s forbids to %s %s; swizzle --list shows what it allows", theme, action, component)
	}
	if danger {
		return nil
	}
	if con.ask(fmt.Sprintf("[gosaurus] %s is an internal component of %s, unsafe to %s: a minor version may change it, and your copy will not follow. Swizzle it anyway?", component, theme, action), false) {
		return nil
	}
	return fmt.Errorf("gosaurus swizzle: %s is unsafe to %s (an internal component of %s, which a minor version may change); add --danger to swizzle it anyway", component, action, theme)
}

// listComponents prints the theme's components as docusaurus swizzle --list does: name, the
// safety of wrapping and of ejecting it, and what it is, the safest first; then what the
// statuses mean.
func listComponents(con *console, theme swizzle.Theme, name string) error {
	list, err := theme.List(name)
	if err != nil {
		return err
	}
	con.Printf("Components available for swizzle in %s:\n\n", name)
	tw := tabwriter.NewWriter(con, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Component name\tWrap\tEject\tDescription\n")
	for _, c := range list {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.Name, c.Wrap.Label(), c.Eject.Label(), c.About)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	con.Printf("\nSafe: meant to be swizzled, and kept working across minor versions.\n" +
		"Unsafe: internal; swizzle it with --danger, and update your copy by hand when the theme changes.\n" +
		"Forbidden: not meant to be swizzled.\n" +
		"--wrap renders the original component inside yours; --eject copies its code to change it.\n")
	return nil
}
