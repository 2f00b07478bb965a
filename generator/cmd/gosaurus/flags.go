package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"gosaurus/generator/config"
)

// Docusaurus's CLI, flag for flag: every command and flag `docusaurus` 3.8 accepts is
// accepted here, with its short names (-p, -l, …), the flags whose value may be left out
// (--poll) and those that take several values (build --locale fr de). A flag that means
// nothing in gosaurus says so in one line and is otherwise ignored (ignoredFlag).

// aliasMark begins the usage of a flag that is another name of one (-p of --port); help
// shows it beside the flag it names.
const aliasMark = "\x00alias of "

// alias declares short as another name of the flag long, declared before.
func alias(fs *flag.FlagSet, short, long string) {
	fs.Var(fs.Lookup(long).Value, short, aliasMark+long)
}

func isAlias(f *flag.Flag) bool { return strings.HasPrefix(f.Usage, aliasMark) }

// shortName is the alias of the flag called long, "" when it has none.
func shortName(fs *flag.FlagSet, long string) string {
	short := ""
	fs.VisitAll(func(f *flag.Flag) {
		if f.Usage == aliasMark+long {
			short = f.Name
		}
	})
	return short
}

// ignoredFlag declares a flag of Docusaurus's that means nothing here: given, it says why in
// one line on standard error, and the command runs as without it.
func ignoredFlag(fs *flag.FlagSet, con *console, name string, takesValue bool, why string) {
	note := func(string) error {
		con.note("[gosaurus] --%s is ignored: %s\n", name, why)
		return nil
	}
	usage := "accepted as Docusaurus accepts it, and ignored: " + why
	if takesValue {
		fs.Func(name, usage, note)
	} else {
		fs.BoolFunc(name, usage, note)
	}
}

// configFlag declares --config, the config file to run in place of the site's own.
func configFlag(fs *flag.FlagSet) *string {
	return fs.String("config", "", "the site's config `file`, from the current folder (default: <siteDir>/docusaurus.config.js)")
}

// localesFlag declares --locale and -l for a command that takes several locales (build,
// deploy): once per locale, or several after one --locale, as Docusaurus's commander takes
// them (--locale fr de).
func localesFlag(fs *flag.FlagSet, usage string) *[]string {
	var locales []string
	fs.Func("locale", usage, func(s string) error {
		if err := config.CheckLocale(s); err != nil {
			return err
		}
		locales = append(locales, s)
		return nil
	})
	alias(fs, "l", "locale")
	return &locales
}

// pollFlag is --poll [interval], whose interval may be left out, as Docusaurus reads it: a
// number of milliseconds, "true" for webpack's default interval, anything else for none.
type pollFlag struct{ ms int }

// defaultPoll is the interval of a --poll given without one: webpack's (watchpack's) default.
const defaultPoll = 5007

func (p *pollFlag) String() string {
	if p == nil || p.ms == 0 {
		return ""
	}
	return strconv.Itoa(p.ms)
}

func (p *pollFlag) Set(s string) error {
	if n, err := strconv.Atoi(s); err == nil {
		if n < 0 {
			return fmt.Errorf("an interval is a number of milliseconds above 0")
		}
		p.ms = n
		return nil
	}
	p.ms = 0
	if s == "true" {
		p.ms = defaultPoll
	}
	return nil
}

// optionalValue reports whether arg can be the value of a flag whose value may be left out
// (--poll 1000, --poll true), rather than the next argument (a site folder).
func optionalValue(arg string) bool {
	if _, err := strconv.Atoi(arg); err == nil {
		return true
	}
	return arg == "true" || arg == "false"
}

// flagName is the name of a flag argument ("--port=3000" → "port"), "" for an argument that
// is not a flag.
func flagName(arg string) (name string, hasValue bool) {
	if len(arg) < 2 || arg[0] != '-' || arg == "--" {
		return "", false
	}
	name = strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	name, _, hasValue = strings.Cut(name, "=")
	return name, hasValue
}

// normalize rewrites a command line into what the flag package parses as Docusaurus's
// commander parses it:
//   - a flag whose value may be left out (--poll) gets "true" when the next argument is not
//     a value for it;
//   - more values after a flag that takes several (--locale fr de) become one flag each,
//     as long as each is a locale's name and no folder of that name exists (a site folder);
//   - -h is the host where -h names it (start, serve) and a value follows; alone, help.
func normalize(fs *flag.FlagSet, optional, variadic []string, args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			return append(out, args[i:]...)
		}
		name, hasValue := flagName(arg)
		f := fs.Lookup(name)
		switch {
		case name == "h" && f != nil && (i+1 == len(args) || strings.HasPrefix(args[i+1], "-")):
			out = append(out, "--help")
			continue
		case f != nil && isAlias(f):
			name = strings.TrimPrefix(f.Usage, aliasMark)
		}
		if hasValue || name == "" {
			out = append(out, arg)
			continue
		}
		if slices.Contains(optional, name) {
			if i+1 < len(args) && optionalValue(args[i+1]) {
				out = append(out, arg+"="+args[i+1])
				i++
			} else {
				out = append(out, arg+"=true")
			}
			continue
		}
		out = append(out, arg)
		if !slices.Contains(variadic, name) || i+1 >= len(args) {
			continue
		}
		out = append(out, args[i+1]) // its first value
		i++
		for i+1 < len(args) && moreValues(args[i+1]) {
			out = append(out, "--"+name, args[i+1])
			i++
		}
	}
	return out
}

// moreValues tells whether arg, after --locale fr, is another locale rather than the site
// folder.
func moreValues(arg string) bool {
	if strings.HasPrefix(arg, "-") || config.CheckLocale(arg) != nil {
		return false
	}
	_, err := os.Stat(arg)
	return err != nil
}
