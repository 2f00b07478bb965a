package main

import (
	"flag"
	"fmt"

	"gosaurus/generator/snapshot"
)

func snapshotCommand(_ *flag.FlagSet, con *console) func([]string) error {
	return func(args []string) error {
		pages, err := snapshot.Build(args[0])
		if err != nil {
			return err
		}
		if len(pages) == 0 {
			return fmt.Errorf("%s has no pages (index.html or 404.html)", args[0])
		}
		if err := snapshot.Write(pages, args[1]); err != nil {
			return err
		}
		con.Printf("[gosaurus] %d page snapshots → %s\n", len(pages), args[1])
		return nil
	}
}

func diffCommand(fs *flag.FlagSet, con *console) func([]string) error {
	allowFile := fs.String("allow", "", "`file` of known differences, one per line: route field reason (route * for all)")
	return func(args []string) error {
		allow := snapshot.Allow{}
		if *allowFile != "" {
			var err error
			if allow, err = snapshot.ReadAllow(*allowFile); err != nil {
				return err
			}
		}
		a, err := snapshot.Load(args[0])
		if err != nil {
			return err
		}
		b, err := snapshot.Load(args[1])
		if err != nil {
			return err
		}
		report := snapshot.Compare(a, b, allow)
		report.Write(con, args[0], args[1])
		if report.Failed() {
			return exitStatus(1)
		}
		return nil
	}
}
