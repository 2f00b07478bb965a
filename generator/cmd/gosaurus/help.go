package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

func helpCommand(_ *flag.FlagSet, con *console) func([]string) error {
	return func(args []string) error {
		if len(args) == 0 {
			writeUsage(con)
			return nil
		}
		cmd, err := lookup(args[0])
		if err != nil {
			return err
		}
		cmd.writeHelp(con)
		return nil
	}
}

// writeUsage lists the commands.
func writeUsage(w io.Writer) {
	fmt.Fprint(w, "gosaurus: a Docusaurus-compatible static site generator\n\nUsage: gosaurus <command> [flags] [arguments]\n\nCommands:\n")
	tw := tabwriter.NewWriter(w, 0, 0, 3, ' ', 0)
	for _, c := range commands() {
		fmt.Fprintf(tw, "  %s %s\t%s\n", c.name, c.args, c.summary)
	}
	_ = tw.Flush()
	fmt.Fprint(w, "\nsiteDir defaults to the current folder.\nRun `gosaurus help <command>` or `gosaurus <command> --help` for a command's flags.\n")
}

// writeHelp shows the command's arguments, what it does and each of its flags.
func (c command) writeHelp(w io.Writer) {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	c.setup(fs, &console{out: io.Discard, errOut: io.Discard})
	var flags []*flag.Flag
	fs.VisitAll(func(f *flag.Flag) {
		if !isAlias(f) {
			flags = append(flags, f)
		}
	})
	usage := "gosaurus " + c.name
	if len(flags) > 0 {
		usage += " [flags]"
	}
	fmt.Fprintf(w, "Usage: %s %s\n\n%s.\n", usage, c.args, upperFirst(c.summary))
	if c.about != "" {
		fmt.Fprintf(w, "\n%s\n", c.about)
	}
	if len(flags) == 0 {
		return
	}
	fmt.Fprint(w, "\nFlags:\n")
	tw := tabwriter.NewWriter(w, 0, 0, 3, ' ', 0)
	for _, f := range flags {
		value, text := flag.UnquoteUsage(f)
		name := "--" + f.Name
		if short := shortName(fs, f.Name); short != "" {
			name = "-" + short + ", " + name
		}
		switch {
		case value != "" && slices.Contains(c.optional, f.Name):
			name += " [" + value + "]"
		case value != "":
			name += " " + value
		}
		if f.DefValue != "" && f.DefValue != "false" && !strings.Contains(text, "default") {
			text += " (default " + f.DefValue + ")"
		}
		fmt.Fprintf(tw, "  %s\t%s\n", name, text)
	}
	_ = tw.Flush()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
