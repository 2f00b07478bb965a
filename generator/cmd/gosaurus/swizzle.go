package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"gosaurus/generator/swizzle"
)

// runSwizzle: gosaurus swizzle <Component> [siteDir] [--eject|--wrap], or --list.
func runSwizzle(args []string) error {
	fs := flag.NewFlagSet("swizzle", flag.ExitOnError)
	eject := fs.Bool("eject", false, "copy the component's files into src/theme")
	wrap := fs.Bool("wrap", false, "write a component that renders the original one")
	list := fs.Bool("list", false, "list the components of the theme")
	positional := positionals(fs, args)
	siteDir := "."
	if len(positional) == 2 {
		siteDir = positional[1]
	}
	themeDir, _, err := locate(siteDir)
	if err != nil {
		return err
	}
	theme := swizzle.Theme{Dir: filepath.Join(themeDir, "theme")}
	if *list {
		names, err := theme.Components()
		for _, n := range names {
			fmt.Println(n)
		}
		return err
	}
	switch {
	case len(positional) == 0 || len(positional) > 2:
		return errors.New("usage: gosaurus swizzle <Component> [siteDir] --eject|--wrap, or gosaurus swizzle --list")
	case *eject == *wrap:
		return errors.New("gosaurus swizzle: say --eject (copy the component to change it) or --wrap (render the original inside your own)")
	}
	if *wrap {
		file, err := theme.Wrap(siteDir, positional[0])
		if err == nil {
			fmt.Fprintf(os.Stderr, "[gosaurus] wrapped %s in %s\n", positional[0], file)
		}
		return err
	}
	files, err := theme.Eject(siteDir, positional[0])
	for _, f := range files {
		fmt.Fprintf(os.Stderr, "[gosaurus] wrote %s\n", f)
	}
	return err
}
