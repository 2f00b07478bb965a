package main

import (
	"flag"

	"gosaurus/generator/initsite"
)

// initCommand creates a new site: `gosaurus init [dir]` (the current folder when none is
// given).
func initCommand(_ *flag.FlagSet, con *console) func([]string) error {
	return func(args []string) error {
		dir := "."
		if len(args) == 1 {
			dir = args[0]
		}
		if err := initsite.Write(dir); err != nil {
			return err
		}
		con.Printf("[gosaurus] created a new site in %s\n\nNext:\n", dir)
		if dir != "." {
			con.Printf("  cd %s\n", dir)
		}
		con.Printf("  gosaurus start   # work on it: http://127.0.0.1:3000/, rebuilt and reloaded as you save\n" +
			"  gosaurus build   # build it for publishing, into build/\n" +
			"  gosaurus serve   # serve the build as a host would\n")
		return nil
	}
}
