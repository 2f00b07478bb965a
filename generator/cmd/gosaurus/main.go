// Command gosaurus builds, serves and develops Docusaurus sites.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"sync"

	"gosaurus/generator/config"
	"gosaurus/generator/memstats"
	"gosaurus/plugins/plugin/options"
)

// command is one gosaurus command: what help says of it, and how it runs.
type command struct {
	name    string
	args    string // its positional arguments, as help shows them
	nargs   [2]int // how many positional arguments it takes: at least, at most
	summary string // one line, in the list of commands
	about   string // more, in the command's own help ("" for none)
	// setup declares the command's flags on fs and returns what runs the command with its
	// positional arguments once the flags are parsed.
	setup func(fs *flag.FlagSet, con *console) func(args []string) error
	// optional are its flags whose value may be left out (--poll), variadic those that take
	// several values after one flag (--locale fr de): see normalize.
	optional, variadic []string
}

// commands are gosaurus's commands, in the order help lists them.
func commands() []command {
	return []command{
		{name: "init", args: "[dir]", nargs: [2]int{0, 1}, setup: initCommand,
			summary: "create a new site in dir (default: the current folder, if empty)",
			about:   "Writes a docusaurus.config.js, sidebars, a few docs, a blog post, a home page and custom\nCSS: a site that builds and serves at once, with gosaurus or with Docusaurus."},
		{name: "build", args: "[siteDir]", nargs: [2]int{0, 1}, setup: buildCommand, variadic: []string{"locale"},
			summary: "build the site into <siteDir>/build",
			about:   "Writes one index.html per route (per locale), 404.html, hashed JS and CSS under assets/,\nsitemap.xml and a copy of static/. A failed build leaves the previous one as it was."},
		{name: "clear", args: "[siteDir]", nargs: [2]int{0, 1}, setup: clearCommand,
			summary: "remove the build folder and the build cache",
			about:   "Removes <siteDir>/build and the build cache, <siteDir>/.gosaurus-cache, and says which\nof them were there."},
		{name: "serve", args: "[siteDir]", nargs: [2]int{0, 1}, setup: serveCommand,
			summary: "serve a finished build at http://127.0.0.1:3000{baseUrl}",
			about:   "Serves the build as a static host should: clean paths, the site's not-found page with a\nreal 404 status, redirects from X.html and X/index.html to the clean path. On a terminal\nit opens the site in the browser, unless --no-open or CI is set."},
		{name: "start", args: "[siteDir]", nargs: [2]int{0, 1}, setup: startCommand, optional: []string{"poll"},
			summary: "dev server: build, watch, rebuild and reload the browser on change",
			about:   "Builds the site, serves it, and rebuilds and reloads the browser on every save. A build\nerror shows in the terminal and over the page until a save fixes it. On a terminal it\nopens the site in the browser once built, unless --no-open or CI is set; a port in use\nis said at once, with the next free one (on a terminal, it asks to take it)."},
		{name: "deploy", args: "[siteDir]", nargs: [2]int{0, 1}, setup: deployCommand, variadic: []string{"locale"},
			summary: "build, then push the build to the site's GitHub Pages branch",
			about:   "As docusaurus deploy: builds (unless --skip-build), clones the deployment repository\n(organizationName/projectName, or ORGANIZATION_NAME/PROJECT_NAME) into a temporary folder,\nreplaces the deployment branch's files (deploymentBranch, DEPLOYMENT_BRANCH, else gh-pages)\nwith the build, commits and pushes. GIT_USER (with GIT_PASS) or USE_SSH=true say how to\nreach it; GIT_USER_NAME, GIT_USER_EMAIL, CURRENT_BRANCH, CUSTOM_COMMIT_MESSAGE, GITHUB_HOST\nand GITHUB_PORT are read as Docusaurus reads them."},
		{name: "snapshot", args: "<build> <dir>", nargs: [2]int{2, 2}, setup: snapshotCommand,
			summary: "write a text snapshot of each page of a build (ours or Docusaurus's)",
			about:   "Writes one small text file per route into <dir>: what a reader sees (title, meta tags,\nnavbar, sidebar, headings, article text, …)."},
		{name: "diff", args: "<A> <B>", nargs: [2]int{2, 2}, setup: diffCommand,
			summary: "compare two builds or snapshots route by route",
			about:   "Lists routes on one side only and, per route, the fields that differ. Exits with status 1\non any difference the allow list does not explain."},
		{name: "write-heading-ids", args: "[siteDir] [files...]", nargs: [2]int{0, math.MaxInt}, setup: writeHeadingIDsCommand,
			summary: "add an explicit {#id} to every markdown heading that has none",
			about:   "Gives each heading of the docs (every version), blog posts and markdown pages, or of the\nfiles named, the id it has today, so links to it keep working when its text changes or is\ntranslated. Headings in code blocks and front matter are left alone."},
		{name: "write-translations", args: "[siteDir]", nargs: [2]int{0, 1}, setup: writeTranslationsCommand,
			summary: "write the JSON files of i18n/<locale>/ a translator fills in",
			about:   "Writes code.json (the theme's labels and the site's <Translate> and translate() labels),\nthe docs versions' labels and sidebar labels, the blogs' titles and the navbar and footer\nlabels. Messages already in the files are kept."},
		{name: "swizzle", args: "[themeName] [componentName] [siteDir]", nargs: [2]int{0, 3}, setup: swizzleCommand,
			summary: "copy (--eject) or wrap (--wrap) a theme component into src/theme",
			about:   "As docusaurus swizzle: --eject copies the component (a folder with everything under it,\nor a single file component) into <siteDir>/src/theme to change it; --wrap writes a\ncomponent that renders @theme-original/<Component> inside your own. --list lists the\ncomponents with Docusaurus's safety of each action; an unsafe one needs --danger (or, on a\nterminal, a yes). themeName (@docusaurus/theme-classic) may be left out. It never\noverwrites a file."},
		{name: "docs:version", args: "<version>", nargs: [2]int{1, 1}, setup: docsVersionCommand("default"),
			summary: "make a version of the docs: docs:version:<pluginId> for another docs instance",
			about:   "As docusaurus docs:version: copies the docs folder into versioned_docs/version-<version>\n(each locale's translated docs too), the sidebars into versioned_sidebars/version-<version>-\nsidebars.json, and puts the version first in versions.json. docs:version:<pluginId> does it\nfor the docs instance of that id, into <pluginId>_versioned_docs and so on."},
		{name: "version", nargs: [2]int{0, 0}, setup: versionCommand,
			summary: "print gosaurus's version and those of React and Infima it uses"},
		{name: "help", args: "[command]", nargs: [2]int{0, 1}, setup: helpCommand,
			summary: "list the commands, or show one command's arguments and flags"},
	}
}

func main() {
	stop := startCPUProfile()
	limitMemory()
	code := run(os.Args[1:], newConsole(os.Stdout, os.Stderr))
	stop()
	os.Exit(code)
}

// startCPUProfile profiles the whole run into the file GOSAURUS_CPUPROFILE names, for
// performance work; the function it returns stops it.
func startCPUProfile() func() {
	prof := os.Getenv("GOSAURUS_CPUPROFILE")
	if prof == "" {
		return func() {}
	}
	f, err := os.Create(prof)
	if err != nil || pprof.StartCPUProfile(f) != nil {
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		_ = f.Close()
	}
}

// run runs the command args name and returns the exit status: 0, 1 when the command failed,
// 2 when it was called wrongly.
func run(args []string, con *console) int {
	if len(args) == 0 {
		writeUsage(con.errOut)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		name = "help"
	case "-v", "-V", "--version":
		name = "version"
	}
	cmd, err := lookup(name)
	if err == nil {
		err = cmd.run(args[1:], con)
	} else if file, ferr := config.Find("."); ferr == nil && !strings.HasPrefix(name, "-") {
		err = pluginCommand(file, args, con, err)
	}
	return con.exit(err)
}

// lookup finds the command called name.
func lookup(name string) (command, error) {
	var names []string
	for _, c := range commands() {
		if c.name == name {
			return c, nil
		}
		names = append(names, c.name)
	}
	if id, ok := strings.CutPrefix(name, "docs:version:"); ok && id != "" {
		c, _ := lookup("docs:version")
		c.name, c.setup = name, docsVersionCommand(id)
		return c, nil
	}
	msg := fmt.Sprintf("gosaurus: unknown command %q", name)
	if s := options.Nearest(name, names); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return command{}, &usageError{msg: msg, hint: "Run `gosaurus help` for the list of commands."}
}

// run parses the command's flags, which may come before or after its positional arguments,
// checks the number of those, and runs it.
func (c command) run(args []string, con *console) error {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are worded by flagError, help by writeHelp
	do := c.setup(fs, con)
	args = normalize(fs, c.optional, c.variadic, args)
	var positional []string
	for {
		if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
			c.writeHelp(con)
			return nil
		} else if err != nil {
			return c.usageError(flagError(fs, err))
		}
		if fs.NArg() == 0 {
			break
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if n := len(positional); n < c.nargs[0] || n > c.nargs[1] {
		want := c.args
		if want == "" {
			want = "no arguments"
		}
		return c.usageError(fmt.Sprintf("expects %s, got %s", want, quoteAll(positional)))
	}
	return do(positional)
}

func (c command) usageError(msg string) error {
	return &usageError{msg: "gosaurus " + c.name + ": " + msg, hint: fmt.Sprintf("Run `gosaurus help %s` for its arguments and flags.", c.name)}
}

// usageError is a command called wrongly: exit status 2, with a hint at the help.
type usageError struct{ msg, hint string }

func (e *usageError) Error() string { return e.msg }

// exitStatus ends the command with a status and no message (diff's differences are its output).
type exitStatus int

func (e exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// undefinedFlag is the flag package's error for an undefined flag, and the flag's name.
var undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)

// singleDash matches a flag named with one dash in the flag package's errors.
var singleDash = regexp.MustCompile(`(: | flag )-(\w)`)

// flagError words a flag parse error with the double dashes help shows, suggesting the nearest
// flag for an unknown one.
func flagError(fs *flag.FlagSet, err error) string {
	m := undefinedFlag.FindStringSubmatch(err.Error())
	if m == nil {
		return singleDash.ReplaceAllString(err.Error(), "$1--$2")
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) {
		if !isAlias(f) {
			names = append(names, f.Name)
		}
	})
	msg := "unknown flag --" + m[1]
	if len(names) == 0 {
		return msg + "; it takes no flags"
	}
	if s := options.Nearest(m[1], names); s != "" {
		msg += "; did you mean --" + s + "?"
	}
	return msg
}

func quoteAll(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	q := make([]string, len(list))
	for i, s := range list {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, " ")
}

// joinAnd lists words as "a, b and c".
func joinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// baseMemoryLimit is limitMemory's soft limit.
const baseMemoryLimit = 1536 << 20

// limitMemory sets a soft memory limit, unless GOMEMLIMIT does: near it the collector works
// harder instead of letting a large site's heap grow (a 10,000-page build peaked at 2.8 GB).
// A site whose own data passes a third of the limit has it lifted for the rest of the
// process; GOGC alone then sets the heap's growth. At 40,000 pages and more the site's data
// (and, after the bundles, the heap's fragments around it) passed the limit, and the
// collector ran without pause, each run over the whole heap, which made the build quadratic
// in the site. A limit of twice the live heap was no cure: at 100,000 pages the spans that
// esbuild's garbage had left sparsely filled counted as much as the live heap.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	memoryLimit.set(baseMemoryLimit)
	memstats.AfterEachCollection(func() bool {
		live, _ := memstats.Bytes("/gc/heap/live:bytes")
		return memoryLimit.follow(live)
	})
}

// memoryLimit is limitMemory's limit, until a large live heap or unlimitMemory lifts it.
var memoryLimit softLimit

type softLimit struct {
	mu     sync.Mutex
	lifted bool
}

func (l *softLimit) set(n int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.lifted {
		debug.SetMemoryLimit(n)
	}
}

// follow lifts the limit once the live heap, live bytes, passes a third of it (where the heap
// goal of rendering's GOGC=200 reaches it); false once the limit is lifted.
func (l *softLimit) follow(live uint64) bool {
	if live > baseMemoryLimit/3 {
		l.lift()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return !l.lifted
}

func (l *softLimit) lift() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lifted = true
	debug.SetMemoryLimit(math.MaxInt64)
}

// unlimitMemory lifts limitMemory's limit, for the dev server: what it keeps from one build
// to the next (esbuild's contexts, the pages it serves) passes the limit on a large site, and
// the collector then ran without pause (a save on a 5,000-page site took 31-35 s instead of
// 6-7 s). A GOMEMLIMIT of the user's stays.
func unlimitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		memoryLimit.lift()
	}
}

// nodeEnv sets process.env.NODE_ENV for the site's config and plugins as Docusaurus's
// commands do, unless the environment names a mode: "production" for build, "development" for
// start (plugin-pwa, for one, then stays off). Configs ask it, to add analytics to production
// builds only, say. The bundles are built for React's production mode either way.
func nodeEnv(mode string) {
	if os.Getenv("NODE_ENV") == "" {
		_ = os.Setenv("NODE_ENV", mode)
	}
}

// siteFolder checks that the site folder the user named exists, before anything looks for a
// config in it.
func siteFolder(args []string) (string, error) {
	dir := "."
	if len(args) > 0 {
		dir = args[0]
	}
	st, err := os.Stat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("%s: no such folder", dir)
	}
	if err != nil {
		return "", err
	}
	if !st.IsDir() {
		return "", fmt.Errorf("%s is a file; give the site's folder, where docusaurus.config.js is", dir)
	}
	return dir, nil
}
