package main

import (
	"fmt"

	"gosaurus/generator/initsite"
)

// runInit creates a new site: `gosaurus init [dir]` (the current folder when none is given).
func runInit(args []string) error {
	if len(args) > 1 {
		return fmt.Errorf("usage: gosaurus init [dir]: one folder expected, got %d", len(args))
	}
	dir := "."
	if len(args) == 1 {
		dir = args[0]
	}
	if err := initsite.Write(dir); err != nil {
		return err
	}
	fmt.Printf("[gosaurus] created a new site in %s\n\nNext:\n", dir)
	if dir != "." {
		fmt.Printf("  cd %s\n", dir)
	}
	fmt.Print("  gosaurus start   # work on it: http://127.0.0.1:3000/, rebuilt and reloaded as you save\n" +
		"  gosaurus build   # build it for publishing, into build/\n" +
		"  gosaurus serve   # serve the build as a host would\n")
	return nil
}
