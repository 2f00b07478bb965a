package main

import (
	"bytes"
	"flag"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// runCLI runs gosaurus with args as the command line and returns its exit status and output.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, &console{out: &out, errOut: &errOut})
	return code, out.String(), errOut.String()
}

func TestHelpListsEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		code, out, errOut := runCLI(t, args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", args, code, errOut)
		}
		for _, c := range commands() {
			if !strings.Contains(out, "  "+c.name+" "+c.args) || !strings.Contains(out, c.summary) {
				t.Errorf("%v does not list %s %s: %s", args, c.name, c.args, c.summary)
			}
		}
	}
	if code, _, errOut := runCLI(t); code != 2 || !strings.Contains(errOut, "Commands:") {
		t.Errorf("no command: status %d, stderr %q; want 2 and the list of commands", code, errOut)
	}
}

// Every command's help names its arguments and every flag with its description, whichever
// way it is asked for, and exits 0.
func TestCommandHelp(t *testing.T) {
	for _, c := range commands() {
		fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
		c.setup(fs, &console{})
		for _, args := range [][]string{{"help", c.name}, {c.name, "--help"}, {c.name, "-h"}} {
			code, out, errOut := runCLI(t, args...)
			if code != 0 || errOut != "" {
				t.Errorf("%v: status %d, stderr %q", args, code, errOut)
				continue
			}
			if !strings.HasPrefix(out, "Usage: gosaurus "+c.name) || !strings.Contains(out, c.args) {
				t.Errorf("%v: no usage line with %q:\n%s", args, c.args, out)
			}
			if strings.Contains(out, "Usage of") {
				t.Errorf("%v shows the flag package's bare usage:\n%s", args, out)
			}
			fs.VisitAll(func(f *flag.Flag) {
				if isAlias(f) {
					if long := strings.TrimPrefix(f.Usage, aliasMark); !strings.Contains(out, "-"+f.Name+", --"+long) {
						t.Errorf("%v does not show -%s beside --%s:\n%s", args, f.Name, long, out)
					}
					return
				}
				_, text := flag.UnquoteUsage(f)
				if !strings.Contains(out, "--"+f.Name) || !strings.Contains(out, text) {
					t.Errorf("%v does not describe --%s (%s):\n%s", args, f.Name, text, out)
				}
			})
		}
	}
	_, out, _ := runCLI(t, "build", "--help")
	for _, want := range []string{"--out-dir folder", "--no-cache", "--engine engine"} {
		if !strings.Contains(out, want) {
			t.Errorf("build --help lacks %q:\n%s", want, out)
		}
	}
}

func TestUnknownCommandAndFlagSuggestTheNearest(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"biuld"}, `gosaurus: unknown command "biuld"; did you mean build?`},
		{[]string{"help", "serv"}, `gosaurus: unknown command "serv"; did you mean serve?`},
		{[]string{"frobnicate"}, `gosaurus: unknown command "frobnicate"` + "\n"},
		{[]string{"build", "--outdir", "x"}, "gosaurus build: unknown flag --outdir; did you mean --out-dir?"},
		{[]string{"serve", "--prot", "80"}, "gosaurus serve: unknown flag --prot; did you mean --port?"},
		{[]string{"build", "--zzz"}, "gosaurus build: unknown flag --zzz\n"},
		{[]string{"clear", "--force"}, "gosaurus clear: unknown flag --force; it takes no flags"},
		{[]string{"serve", "--port", "abc"}, `gosaurus serve: invalid value "abc" for flag --port`},
		// A locale's name is a folder of the build or of i18n/: a path is refused before anything is read.
		{[]string{"build", "--locale", "../../x"}, `gosaurus build: invalid value "../../x" for flag --locale: "../../x" is not a locale name; use a BCP 47 tag`},
		{[]string{"start", "--locale", "zh_CN"}, `gosaurus start: invalid value "zh_CN" for flag --locale: "zh_CN" is not a locale name`},
		{[]string{"write-translations", "--locale=fr/x"}, `gosaurus write-translations: invalid value "fr/x" for flag --locale`},
		{[]string{"diff", "a"}, `gosaurus diff: expects <A> <B>, got "a"`},
		{[]string{"build", "a", "b"}, `gosaurus build: expects [siteDir], got "a" "b"`},
	} {
		code, out, errOut := runCLI(t, c.args...)
		if code != 2 || out != "" {
			t.Errorf("%v: status %d, stdout %q; want 2 and nothing on stdout", c.args, code, out)
		}
		if !strings.HasPrefix(errOut, "gosaurus") || !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "Run `gosaurus help") {
			t.Errorf("%v: stderr %q, want %q and a pointer to help", c.args, errOut, c.want)
		}
	}
}

func TestMissingSiteFolder(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope")
	for _, cmd := range []string{"build", "clear", "serve", "start"} {
		code, _, errOut := runCLI(t, cmd, missing)
		if want := "[gosaurus] error: " + missing + ": no such folder\n"; code != 1 || errOut != want {
			t.Errorf("%s: status %d, stderr %q; want 1 and %q", cmd, code, errOut, want)
		}
	}
}

// On a site searching with DocSearch, SearchBar is swizzled from the Algolia theme, whose
// component the site's search is; other components from the classic theme. The Algolia theme
// declares no component safe, so its components take --danger, as in Docusaurus.
func TestSwizzleAlgoliaSearchBar(t *testing.T) {
	site := t.TempDir()
	writeTree(t, site, map[string]string{"docusaurus.config.js": "module.exports = {title: 'T', url: 'https://e.com', baseUrl: '/', presets: ['classic'],\n" +
		"  themeConfig: {algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}}};\n"})
	docsearch(t, site)
	if code, _, errOut := runCLI(t, "swizzle", "SearchBar", site, "--eject"); code != 1 || !strings.Contains(errOut, "SearchBar is unsafe to eject") || !strings.Contains(errOut, "--danger") {
		t.Errorf("the Algolia SearchBar without --danger: status %d, stderr %q", code, errOut)
	}
	for _, c := range []struct{ name, file, want string }{
		{"SearchBar", "SearchBar/index.js", "@docsearch/react"},
		{"SearchTranslations", "SearchTranslations/index.js", "theme.SearchModal.placeholder"},
		{"Footer", "Footer/index.js", "footer"},
	} {
		if code, _, errOut := runCLI(t, "swizzle", c.name, site, "--eject", "--danger"); code != 0 {
			t.Fatalf("swizzle %s: status %d: %s", c.name, code, errOut)
		}
		got, err := os.ReadFile(filepath.Join(site, "src", "theme", filepath.FromSlash(c.file)))
		if err != nil || !strings.Contains(string(got), c.want) {
			t.Errorf("src/theme/%s (%v) lacks %q", c.file, err, c.want)
		}
	}
}

// writeTree writes files (slash paths → contents) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// docsearch installs stand-ins of the DocSearch packages in the site, which a site searching
// with Algolia has.
func docsearch(t *testing.T, site string) {
	writeTree(t, site, map[string]string{
		"node_modules/@docsearch/react/package.json": `{"name": "@docsearch/react", "main": "index.js"}`,
		"node_modules/@docsearch/react/index.js":     "\n",
		"node_modules/@docsearch/css/package.json":   `{"name": "@docsearch/css", "main": "dist/style.css"}`,
		"node_modules/@docsearch/css/dist/style.css": "\n",
	})
}

// The soft memory limit holds while the live heap is small and is lifted for good once that
// passes a third of it, so that a site whose data alone nears the limit does not have the
// collector run without pause; the dev server's lift holds against the next collection.
func TestMemoryLimitLiftedForALargeLiveHeap(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	current := func() int64 { return debug.SetMemoryLimit(-1) }
	var l softLimit
	l.set(baseMemoryLimit)
	if !l.follow(100<<20) || current() != baseMemoryLimit {
		t.Fatalf("live heap 100 MB: limit %d MB, want %d MB", current()>>20, baseMemoryLimit>>20)
	}
	if l.follow(600<<20) || current() != math.MaxInt64 {
		t.Errorf("live heap 600 MB: limit %d MB, want none", current()>>20)
	}
	l.follow(100 << 20)
	l.set(baseMemoryLimit)
	if current() != math.MaxInt64 {
		t.Errorf("once lifted, a small live heap brought back a limit of %d MB", current()>>20)
	}
}
