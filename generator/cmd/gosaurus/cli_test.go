package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Docusaurus 3.8's CLI, command by command and flag by flag (its CLI page and
// packages/docusaurus/bin/docusaurus.mjs, with docs:version from the docs plugin): each row
// runs one command line on a copy of a small fixture site, and checks that each flag has its
// effect, or, for a flag that means nothing here, the one line saying it is ignored.
func TestDocusaurusCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture sites a dozen times")
	}
	for _, c := range cliCases() {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) { c.run(t) })
	}
}

// cliCase is a command line and what it must do.
type cliCase struct {
	site  string   // the fixture of testdata/sites it runs on, "" for none
	args  []string // {site} is the site's folder, {tmp} a temporary folder, {port} a free port
	setup func(t *testing.T, r *cliRun)
	// serves: the command is a server (start, serve); check runs once it serves, at r.url.
	serves   bool
	terminal bool // the console is a terminal (where a browser may open)
	code     int  // the exit status wanted
	check    func(t *testing.T, r *cliRun)
}

// cliRun is a row's run: its folders and what the command did.
type cliRun struct {
	site, tmp, port string
	code            int
	con             *console
	out, errOut     bytes.Buffer // written by the console, under its lock
	url             string       // with serves: where it serves
	opened          []string     // the URLs it opened in the browser
}

// stdout and stderr are what the command wrote so far: a server goes on writing while the
// row reads.
func (r *cliRun) stdout() string {
	r.con.mu.Lock()
	defer r.con.mu.Unlock()
	return r.out.String()
}

func (r *cliRun) stderr() string {
	r.con.mu.Lock()
	defer r.con.mu.Unlock()
	return r.errOut.String()
}

func (r *cliRun) file(t *testing.T, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(r.site, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func (r *cliRun) exists(rel string) bool {
	_, err := os.Stat(filepath.Join(r.site, filepath.FromSlash(rel)))
	return err == nil
}

// wants fails unless each of wants is in text.
func wants(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

// get fetches a URL and returns its status and body.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// freePort is a port nothing listens on.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// altConfig writes alt.config.js beside the site's config: the same config with title (and
// more, in JavaScript object syntax) changed, for --config.
func altConfig(t *testing.T, site, more string) {
	t.Helper()
	config := "import base from './docusaurus.config.js';\nexport default {...base, title: 'Alt Config Title'" + more + "};\n"
	if err := os.WriteFile(filepath.Join(site, "alt.config.js"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (c cliCase) run(t *testing.T) {
	r := &cliRun{tmp: t.TempDir(), port: freePort(t)}
	if c.site != "" {
		r.site = fixture(t, c.site)
	}
	// Each row starts with NODE_ENV, CI and BROWSER unset, as a developer's shell would have
	// them: a CI runner sets CI, which keeps the browser closed.
	for _, k := range []string{"NODE_ENV", "CI", "BROWSER"} {
		t.Setenv(k, "")
	}
	if c.setup != nil {
		c.setup(t, r)
	}
	args := make([]string, len(c.args))
	for i, a := range c.args {
		args[i] = strings.NewReplacer("{site}", r.site, "{tmp}", r.tmp, "{port}", r.port).Replace(a)
	}
	// The browser opens before the line saying where the site is, so the row sees it opened.
	realOpen := openBrowser
	openBrowser = func(url string) error {
		r.opened = append(r.opened, url)
		return nil
	}
	t.Cleanup(func() { openBrowser = realOpen })
	r.con = &console{out: &r.out, errOut: &r.errOut, terminal: c.terminal}
	con := r.con
	if !c.serves {
		r.code = run(args, con)
		if r.code != c.code {
			t.Fatalf("status %d, want %d\nstdout:\n%s\nstderr:\n%s", r.code, c.code, r.stdout(), r.stderr())
		}
		c.check(t, r)
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	realStop := stopSignals
	stopSignals = func() (context.Context, context.CancelFunc) { return ctx, stop }
	t.Cleanup(func() { stopSignals = realStop })
	done := make(chan int, 1)
	go func() { done <- run(args, con) }()
	serving := regexp.MustCompile(`\[gosaurus\] serving at (\S+)`)
	deadline := time.Now().Add(5 * time.Minute)
	for r.url == "" {
		select {
		case code := <-done:
			t.Fatalf("status %d before serving\nstdout:\n%s\nstderr:\n%s", code, r.stdout(), r.stderr())
		case <-time.After(50 * time.Millisecond):
		}
		if m := serving.FindStringSubmatch(r.stdout()); m != nil {
			r.url = m[1]
		}
		if time.Now().After(deadline) {
			t.Fatalf("not serving after 5 minutes:\n%s", r.stdout())
		}
	}
	c.check(t, r)
	stop()
	if code := <-done; code != c.code {
		t.Errorf("status %d once stopped, want %d\nstderr:\n%s", code, c.code, r.stderr())
	}
}

func cliCases() []cliCase {
	entryJS := func(t *testing.T, build string) string {
		t.Helper()
		matches, _ := filepath.Glob(filepath.Join(build, "assets", "js", "entry.*.js"))
		if len(matches) != 1 {
			t.Fatalf("entry scripts in %s: %v", build, matches)
		}
		data, _ := os.ReadFile(matches[0])
		return string(data)
	}
	return []cliCase{
		// --- build [siteDir]
		{site: "basic", args: []string{"build", "{site}"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "build/index.html", r.file(t, "build/index.html"), "<title", "Basic Fixture")
			wants(t, "stdout", r.stdout(), "[gosaurus] built 6 pages")
		}},
		{site: "basic", args: []string{"build", "--out-dir", "{tmp}/out", "--no-minify", "{site}"}, check: func(t *testing.T, r *cliRun) {
			if r.exists("build") {
				t.Error("--out-dir: the build went to <site>/build")
			}
			if js := entryJS(t, filepath.Join(r.tmp, "out")); strings.Count(js, "\n") < 100 {
				t.Errorf("--no-minify: the entry script has %d lines", strings.Count(js, "\n"))
			}
		}},
		{site: "basic", args: []string{"build", "--bundle-analyzer", "{site}"}, check: func(t *testing.T, r *cliRun) {
			var meta struct{ Inputs, Outputs map[string]any }
			if err := json.Unmarshal([]byte(r.file(t, "build/bundle-metafile.json")), &meta); err != nil || len(meta.Inputs) == 0 || len(meta.Outputs) == 0 {
				t.Errorf("the metafile: %v, %d inputs, %d outputs", err, len(meta.Inputs), len(meta.Outputs))
			}
			wants(t, "stdout", r.stdout(), "bundle analysis: "+filepath.Join(r.site, "build", "bundle-metafile.json"), "JavaScript by package: react-dom", "largest files: assets/js/")
			if strings.Count(entryJS(t, filepath.Join(r.site, "build")), "\n") > 100 {
				t.Error("an analysed build is not minified")
			}
		}},
		{site: "basic", args: []string{"build", "--dev", "{site}"}, check: func(t *testing.T, r *cliRun) {
			matches, _ := filepath.Glob(filepath.Join(r.site, "build", "assets", "js", "*.js"))
			dev := false
			for _, m := range matches {
				data, _ := os.ReadFile(m)
				dev = dev || bytes.Contains(data, []byte("react-stack-top-frame")) // only in React's development builds
			}
			if !dev {
				t.Error("--dev: no React development build in the bundle")
			}
		}},
		{site: "basic", args: []string{"build", "--config", "{site}/alt.config.js", "{site}"},
			setup: func(t *testing.T, r *cliRun) { altConfig(t, r.site, "") },
			check: func(t *testing.T, r *cliRun) {
				wants(t, "build/index.html", r.file(t, "build/index.html"), "Alt Config Title")
			}},
		{site: "i18n", args: []string{"build", "--locale", "fr", "-l", "ar", "{site}"}, check: func(t *testing.T, r *cliRun) {
			if !r.exists("build/fr/404.html") || !r.exists("build/ar/404.html") || r.exists("build/404.html") {
				t.Errorf("not fr and ar alone:\n%s", r.stdout())
			}
		}},
		{site: "i18n", args: []string{"build", "{site}", "--locale", "fr", "ar"}, check: func(t *testing.T, r *cliRun) {
			if !r.exists("build/fr/404.html") || !r.exists("build/ar/404.html") || r.exists("build/404.html") {
				t.Errorf("--locale fr ar: not fr and ar alone:\n%s", r.stdout())
			}
		}},

		// --- swizzle [themeName] [componentName] [siteDir]
		{site: "basic", args: []string{"swizzle", "--list", "{site}"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "--list", r.stdout(), "Components available for swizzle in @docusaurus/theme-classic:", "Component name", "Wrap", "Eject")
			if !regexp.MustCompile(`(?m)^Footer +Safe +Safe +`).MatchString(r.stdout()) || !regexp.MustCompile(`(?m)^DocSidebar +Safe +Unsafe +`).MatchString(r.stdout()) {
				t.Errorf("--list lacks the safety labels:\n%s", r.stdout())
			}
		}},
		{site: "basic", args: []string{"swizzle", "@docusaurus/theme-classic", "-l", "{site}"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "-l", r.stdout(), "Components available for swizzle in @docusaurus/theme-classic:")
		}},
		{site: "basic", args: []string{"swizzle", "@docusaurus/theme-classic", "Footer", "{site}", "--eject"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "the ejected Footer", r.file(t, "src/theme/Footer/index.js"), "footer")
			wants(t, "the ejected Footer's logo", r.file(t, "src/theme/Footer/Logo/index.js"), "import styles from './styles.module.css';", "styles.footerLogoLink")
			wants(t, "the ejected Footer's logo styles", r.file(t, "src/theme/Footer/Logo/styles.module.css"), ".footerLogoLink {")
		}},
		{site: "basic", args: []string{"swizzle", "@docusaurus/theme-classic", "Footer", "{site}", "-e", "-t"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "the ejected Footer", r.file(t, "src/theme/Footer/index.tsx"), "footer")
			wants(t, "stderr", r.stderr(), "--typescript: Footer is ejected as .tsx files")
		}},
		{site: "basic", args: []string{"swizzle", "Footer", "{site}", "--wrap"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "the wrapper", r.file(t, "src/theme/Footer/index.js"), "import Footer from '@theme-original/Footer';")
		}},
		{site: "basic", args: []string{"swizzle", "@docusaurus/theme-classic", "Footer", "{site}", "-w", "--typescript"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "the wrapper", r.file(t, "src/theme/Footer/index.tsx"), "WrapperProps<typeof FooterType>")
		}},
		{site: "basic", args: []string{"swizzle", "Footer", "{site}", "-w", "--javascript"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "the wrapper", r.file(t, "src/theme/Footer/index.js"), "export default function FooterWrapper(props)")
		}},
		{site: "basic", args: []string{"swizzle", "DocSidebar", "{site}", "--eject"}, code: 1, check: func(t *testing.T, r *cliRun) {
			wants(t, "stderr", r.stderr(), "DocSidebar is unsafe to eject", "--danger")
			if r.exists("src/theme/DocSidebar") {
				t.Error("an unsafe component was ejected without --danger")
			}
		}},
		{site: "basic", args: []string{"swizzle", "DocSidebar", "{site}", "--eject", "--danger"}, check: func(t *testing.T, r *cliRun) {
			if !r.exists("src/theme/DocSidebar/Desktop/index.js") {
				t.Errorf("--danger: not ejected:\n%s", r.stdout())
			}
		}},
		{site: "basic", args: []string{"swizzle", "SearchBar", "{site}", "--eject", "--danger", "--config", "{site}/alt.config.js"},
			setup: func(t *testing.T, r *cliRun) {
				altConfig(t, r.site, ", themeConfig: {...base.themeConfig, algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}}")
				docsearch(t, r.site)
			},
			check: func(t *testing.T, r *cliRun) {
				wants(t, "the SearchBar of the Algolia theme the alternative config uses", r.file(t, "src/theme/SearchBar/index.js"), "@docsearch/react")
			}},

		// --- deploy [siteDir]
		{site: "basic", args: []string{"deploy", "{site}"}, setup: deployRemote("org", "basic"), check: func(t *testing.T, r *cliRun) {
			tree := remoteTree(t, r, "org/basic.git", "gh-pages")
			wants(t, "the pushed tree", tree, "index.html", "assets/js/")
			if strings.Contains(tree, ".gosaurus-build") {
				t.Error("the build folder's mark was deployed")
			}
			wants(t, "stdout", r.stdout(), "deployed: the site is live at https://org.github.io/basic/")
		}},
		{site: "basic", args: []string{"deploy", "--skip-build", "--out-dir", "{tmp}/prebuilt", "--target-dir", "docs", "{site}"},
			setup: func(t *testing.T, r *cliRun) {
				deployRemote("org", "basic")(t, r)
				writeTree(t, filepath.Join(r.tmp, "prebuilt"), map[string]string{"index.html": "<p>prebuilt</p>\n"})
			},
			check: func(t *testing.T, r *cliRun) {
				if tree := remoteTree(t, r, "org/basic.git", "gh-pages"); strings.TrimSpace(tree) != "docs/index.html" {
					t.Errorf("the pushed tree:\n%s", tree)
				}
				if strings.Contains(r.stdout(), "built ") || r.exists("build") {
					t.Error("--skip-build built")
				}
			}},
		{site: "basic", args: []string{"deploy", "--skip-build", "--config", "{site}/alt.config.js", "--out-dir", "{tmp}/prebuilt", "{site}"},
			setup: func(t *testing.T, r *cliRun) {
				altConfig(t, r.site, ", organizationName: 'other', projectName: 'alt', deploymentBranch: 'pages'")
				deployRemote("other", "alt")(t, r)
				os.Unsetenv("ORGANIZATION_NAME") // the config's names, then
				os.Unsetenv("PROJECT_NAME")
				writeTree(t, filepath.Join(r.tmp, "prebuilt"), map[string]string{"index.html": "<p>prebuilt</p>\n"})
			},
			check: func(t *testing.T, r *cliRun) {
				wants(t, "the pushed tree", remoteTree(t, r, "other/alt.git", "pages"), "index.html")
			}},
		{site: "i18n", args: []string{"deploy", "--locale", "fr", "{site}"}, setup: deployRemote("org", "i18n"), check: func(t *testing.T, r *cliRun) {
			tree := remoteTree(t, r, "org/i18n.git", "gh-pages")
			wants(t, "the pushed tree", tree, "fr/404.html", "fr/docs/intro/index.html")
			if strings.Contains(tree, "\n404.html") || strings.HasPrefix(tree, "404.html") || strings.Contains(tree, "ar/") {
				t.Errorf("--locale fr deployed other locales:\n%s", tree)
			}
		}},

		// --- start [siteDir]
		{site: "basic", serves: true, terminal: true,
			args: []string{"start", "--port", "{port}", "--host", "127.0.0.1", "--no-open", "--poll", "200", "--hot-only", "--no-minify", "{site}"},
			check: func(t *testing.T, r *cliRun) {
				if r.url != "http://127.0.0.1:"+r.port+"/basic/" {
					t.Errorf("serving at %s", r.url)
				}
				wants(t, "stdout", r.stdout(), "[gosaurus] starting at http://127.0.0.1:"+r.port+"/ (building the site)", "looking for changes every 200 ms (--poll)")
				wants(t, "stderr", r.stderr(), "[gosaurus] --hot-only is ignored: ")
				if len(r.opened) > 0 {
					t.Errorf("--no-open: opened %v", r.opened)
				}
				doc := filepath.Join(r.site, "docs", "reference.md")
				src, _ := os.ReadFile(doc)
				if err := os.WriteFile(doc, append(src, []byte("\nPolled change.\n")...), 0o644); err != nil {
					t.Fatal(err)
				}
				for end := time.Now().Add(time.Minute); !strings.Contains(r.stdout(), "reference.md changed: rebuilt"); time.Sleep(50 * time.Millisecond) {
					if time.Now().After(end) {
						t.Fatalf("--poll: no rebuild after a change:\n%s", r.stdout())
					}
				}
			}},
		{site: "i18n", serves: true, terminal: true,
			args:  []string{"start", "-p", "{port}", "-h", "127.0.0.1", "-l", "fr", "--config", "{site}/alt.config.js", "{site}"},
			setup: func(t *testing.T, r *cliRun) { altConfig(t, r.site, "") },
			check: func(t *testing.T, r *cliRun) {
				if r.url != "http://127.0.0.1:"+r.port+"/fr/" {
					t.Errorf("-l fr: serving at %s", r.url)
				}
				code, body := get(t, r.url+"docs/intro")
				if code != 200 || !strings.Contains(body, "Alt Config Title") || !strings.Contains(body, `lang="fr"`) {
					t.Errorf("the French intro with the alternative config: status %d\n%.800s", code, body)
				}
				if len(r.opened) != 1 || r.opened[0] != r.url {
					t.Errorf("on a terminal the site opens in the browser: opened %v", r.opened)
				}
			}},

		// --- serve [siteDir]
		{site: "basic", serves: true, terminal: true,
			args:  []string{"serve", "--build", "--dir", "{tmp}/served", "--port", "{port}", "--host", "127.0.0.1", "--config", "{site}/alt.config.js", "--no-open", "{site}"},
			setup: func(t *testing.T, r *cliRun) { altConfig(t, r.site, ", baseUrl: '/alt/'") },
			check: func(t *testing.T, r *cliRun) {
				if r.url != "http://127.0.0.1:"+r.port+"/alt/" {
					t.Errorf("serving at %s", r.url)
				}
				if _, err := os.Stat(filepath.Join(r.tmp, "served", "index.html")); err != nil {
					t.Errorf("--build --dir: %v", err)
				}
				if code, body := get(t, r.url); code != 200 || !strings.Contains(body, "Alt Config Title") {
					t.Errorf("status %d\n%.600s", code, body)
				}
				if len(r.opened) > 0 {
					t.Errorf("--no-open: opened %v", r.opened)
				}
			}},
		{site: "basic", serves: true, terminal: true, args: []string{"serve", "-p", "{port}", "-h", "127.0.0.1", "--build", "{site}"},
			check: func(t *testing.T, r *cliRun) {
				if code, _ := get(t, r.url); code != 200 || r.url != "http://127.0.0.1:"+r.port+"/basic/" {
					t.Errorf("%s: status %d", r.url, code)
				}
				if len(r.opened) != 1 || r.opened[0] != r.url {
					t.Errorf("on a terminal the site opens in the browser: opened %v", r.opened)
				}
			}},

		// --- clear [siteDir]
		{site: "basic", args: []string{"clear", "{site}"},
			setup: func(t *testing.T, r *cliRun) {
				writeTree(t, r.site, map[string]string{"build/.gosaurus-build": "", cacheDir + "/x": ""})
			},
			check: func(t *testing.T, r *cliRun) {
				if r.exists("build") || r.exists(cacheDir) {
					t.Errorf("left the build or its cache:\n%s", r.stdout())
				}
			}},

		// --- write-translations [siteDir]
		{site: "i18n", args: []string{"write-translations", "--locale", "fr", "--override", "--messagePrefix", "TODO ", "--config", "{site}/alt.config.js", "{site}"},
			setup: func(t *testing.T, r *cliRun) {
				altConfig(t, r.site, ", themeConfig: {...base.themeConfig, navbar: {...base.themeConfig.navbar, title: 'Alt Navbar'}}")
			},
			check: func(t *testing.T, r *cliRun) {
				wants(t, "navbar.json", r.file(t, "i18n/fr/docusaurus-theme-classic/navbar.json"), `"message": "TODO Alt Navbar"`)
			}},
		{site: "i18n", args: []string{"write-translations", "-l", "ar", "{site}"}, check: func(t *testing.T, r *cliRun) {
			if !r.exists("i18n/ar/code.json") {
				t.Errorf("-l ar wrote no i18n/ar/code.json:\n%s", r.stdout())
			}
		}},

		// --- write-heading-ids [siteDir] [files...]
		{site: "basic", args: []string{"write-heading-ids", "{site}", "{site}/docs/intro.md", "--maintain-case", "--overwrite"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "docs/intro.md", r.file(t, "docs/intro.md"), "## Getting around {#Getting-around}")
			if strings.Contains(r.file(t, "docs/reference.md"), "{#") {
				t.Error("a file not named was changed")
			}
		}},
		{site: "basic", args: []string{"write-heading-ids", "{site}"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "docs/intro.md", r.file(t, "docs/intro.md"), "## Getting around {#getting-around}")
			wants(t, "docs/reference.md", r.file(t, "docs/reference.md"), "{#")
		}},

		// --- docs:version <version>, and docs:version:<pluginId>
		{site: "versions", args: []string{"docs:version", "3.0"}, setup: chdirSite, check: func(t *testing.T, r *cliRun) {
			wants(t, "versions.json", r.file(t, "versions.json"), "[\n  \"3.0\",\n  \"1.1\",\n  \"1.0\"\n]\n")
			if !r.exists("versioned_docs/version-3.0/intro.md") || !r.exists("versioned_sidebars/version-3.0-sidebars.json") {
				t.Error("no versioned docs or sidebars")
			}
		}},
		{site: "versions", args: []string{"docs:version:community", "1.0"}, setup: chdirSite, check: func(t *testing.T, r *cliRun) {
			wants(t, "community_versions.json", r.file(t, "community_versions.json"), `"1.0"`)
			if !r.exists("community_versioned_docs/version-1.0") || !r.exists("community_versioned_sidebars/version-1.0-sidebars.json") {
				t.Error("no versioned docs or sidebars for the community instance")
			}
		}},

		// --- -V, --version, -h, --help, and each command's help
		{args: []string{"-V"}, check: versionPrinted},
		{args: []string{"-v"}, check: versionPrinted},
		{args: []string{"--version"}, check: versionPrinted},
		{args: []string{"-h"}, check: func(t *testing.T, r *cliRun) { wants(t, "help", r.stdout(), "Commands:", "docs:version", "deploy") }},
		{args: []string{"--help"}, check: func(t *testing.T, r *cliRun) { wants(t, "help", r.stdout(), "Commands:") }},
		{args: []string{"start", "-h"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "start -h", r.stdout(), "Usage: gosaurus start", "-h, --host", "--poll [interval]")
		}},
		{args: []string{"deploy", "--help"}, check: func(t *testing.T, r *cliRun) {
			wants(t, "deploy --help", r.stdout(), "--skip-build", "--target-dir", "-l, --locale", "--out-dir", "--config")
		}},
	}
}

func versionPrinted(t *testing.T, r *cliRun) {
	wants(t, "the version", r.stdout(), "gosaurus ", "React ")
}

// chdirSite runs the command in the site's folder, as docs:version runs in the current one.
func chdirSite(t *testing.T, r *cliRun) { t.Chdir(r.site) }

// git runs git in dir.
func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// deployRemote makes the site a repository (on branch main, its origin a URL nothing
// fetches) and a bare repository org/project.git in the row's temporary folder that the
// deployment URLs of GitHub lead to (git's url.<base>.insteadOf), so that deploy pushes there
// and never to the network; and sets the environment deploy reads.
func deployRemote(org, project string) func(t *testing.T, r *cliRun) {
	return func(t *testing.T, r *cliRun) {
		t.Helper()
		remotes := filepath.Join(r.tmp, "remotes")
		if err := os.MkdirAll(filepath.Join(remotes, org), 0o755); err != nil {
			t.Fatal(err)
		}
		git(t, remotes, "init", "-q", "--bare", filepath.Join(org, project+".git"))
		git(t, r.site, "init", "-q", "-b", "main")
		git(t, r.site, "add", "-A")
		git(t, r.site, "-c", "user.name=Author", "-c", "user.email=author@example.com", "commit", "-q", "-m", "the site")
		git(t, r.site, "remote", "add", "origin", "https://github.com/org/source.git")
		for k, v := range map[string]string{
			"GIT_USER": "bot", "GIT_USER_NAME": "Deploy Bot", "GIT_USER_EMAIL": "bot@example.com",
			"ORGANIZATION_NAME": org, "PROJECT_NAME": project,
			"GIT_CONFIG_COUNT": "2",
			"GIT_CONFIG_KEY_0": "url." + fileURL(remotes) + ".insteadOf", "GIT_CONFIG_VALUE_0": "https://bot@github.com/",
			"GIT_CONFIG_KEY_1": "url." + fileURL(remotes) + ".insteadOf", "GIT_CONFIG_VALUE_1": "git@github.com:",
		} {
			t.Setenv(k, v)
		}
		for _, k := range []string{"GIT_PASS", "USE_SSH", "DEPLOYMENT_BRANCH", "CURRENT_BRANCH", "CUSTOM_COMMIT_MESSAGE", "GITHUB_HOST", "GITHUB_PORT",
			"CIRCLE_PROJECT_USERNAME", "CIRCLE_PROJECT_REPONAME", "CI_PULL_REQUEST", "CIRCLE_PULL_REQUEST"} {
			t.Setenv(k, "")
			os.Unsetenv(k)
		}
	}
}

// fileURL is a folder as the file URL git's insteadOf takes, ending in a slash.
func fileURL(dir string) string { return "file://" + filepath.ToSlash(dir) + "/" }

// remoteTree lists the files of branch in the bare repository repo of the row's remotes.
func remoteTree(t *testing.T, r *cliRun, repo, branch string) string {
	t.Helper()
	return git(t, filepath.Join(r.tmp, "remotes", filepath.FromSlash(repo)), "ls-tree", "-r", "--name-only", branch)
}

// deploy reads the environment Docusaurus's deploy reads, with the same precedence; each row
// deploys a small prebuilt folder to a bare repository in a temporary folder.
func TestDeployEnvironment(t *testing.T) {
	prebuilt := func(env map[string]string) func(t *testing.T, r *cliRun) {
		return func(t *testing.T, r *cliRun) {
			deployRemote("org", "proj")(t, r)
			for k, v := range env {
				t.Setenv(k, v)
			}
			writeTree(t, filepath.Join(r.tmp, "prebuilt"), map[string]string{"index.html": "<p>prebuilt</p>\n", ".nojekyll": ""})
		}
	}
	args := []string{"deploy", "--skip-build", "--out-dir", "{tmp}/prebuilt", "{site}"}
	lastCommit := func(t *testing.T, r *cliRun, branch string) string {
		return git(t, filepath.Join(r.tmp, "remotes", "org", "proj.git"), "log", "-1", "--format=%an <%ae> %s", branch)
	}
	for name, c := range map[string]cliCase{
		"GIT_USER_NAME, GIT_USER_EMAIL, and the source commit in the message": {setup: prebuilt(nil), check: func(t *testing.T, r *cliRun) {
			head := strings.TrimSpace(git(t, r.site, "rev-parse", "HEAD"))
			if got := lastCommit(t, r, "gh-pages"); got != "Deploy Bot <bot@example.com> Deploy website - based on "+head+"\n" {
				t.Errorf("commit: %q", got)
			}
			wants(t, "the pushed tree", remoteTree(t, r, "org/proj.git", "gh-pages"), ".nojekyll", "index.html")
		}},
		"DEPLOYMENT_BRANCH and CUSTOM_COMMIT_MESSAGE": {setup: prebuilt(map[string]string{"DEPLOYMENT_BRANCH": "site", "CUSTOM_COMMIT_MESSAGE": "Publish it"}), check: func(t *testing.T, r *cliRun) {
			if got := lastCommit(t, r, "site"); got != "Deploy Bot <bot@example.com> Publish it\n" {
				t.Errorf("commit on the site branch: %q", got)
			}
		}},
		"USE_SSH": {setup: prebuilt(map[string]string{"USE_SSH": "true", "GIT_USER": ""}), check: func(t *testing.T, r *cliRun) {
			wants(t, "stdout", r.stdout(), "remote repository: git@github.com:org/proj.git")
			wants(t, "the pushed tree", remoteTree(t, r, "org/proj.git", "gh-pages"), "index.html")
		}},
		"GIT_PASS stays out of what is shown": {setup: func(t *testing.T, r *cliRun) {
			prebuilt(map[string]string{"GIT_PASS": "s3cret-token"})(t, r)
			t.Setenv("GIT_CONFIG_VALUE_0", "https://bot:s3cret-token@github.com/")
		}, check: func(t *testing.T, r *cliRun) {
			if strings.Contains(r.stdout()+r.stderr(), "s3cret-token") {
				t.Errorf("the password is shown:\n%s", r.stdout())
			}
			wants(t, "stdout", r.stdout(), "remote repository: https://bot:GIT_PASS@github.com/org/proj.git")
		}},
		"the existing branch keeps what is outside --target-dir": {args: []string{"deploy", "--skip-build", "--out-dir", "{tmp}/prebuilt", "--target-dir", "site", "{site}"},
			setup: func(t *testing.T, r *cliRun) {
				prebuilt(nil)(t, r)
				// A first deployment of the whole branch, then one into site/.
				if code := run([]string{"deploy", "--skip-build", "--out-dir", filepath.Join(r.tmp, "prebuilt"), r.site}, &console{out: io.Discard, errOut: io.Discard}); code != 0 {
					t.Fatalf("first deploy: status %d", code)
				}
			},
			check: func(t *testing.T, r *cliRun) {
				if got := remoteTree(t, r, "org/proj.git", "gh-pages"); got != ".nojekyll\nindex.html\nsite/.nojekyll\nsite/index.html\n" {
					t.Errorf("the pushed tree:\n%s", got)
				}
			}},
		"CURRENT_BRANCH, the deployment branch of the same repository": {code: 1, setup: func(t *testing.T, r *cliRun) {
			prebuilt(map[string]string{"CURRENT_BRANCH": "gh-pages"})(t, r)
			git(t, r.site, "remote", "set-url", "origin", "https://github.com/org/proj.git")
		}, check: func(t *testing.T, r *cliRun) {
			wants(t, "stderr", r.stderr(), "the site's branch gh-pages is the deployment branch")
		}},
		"no GIT_USER": {code: 1, setup: prebuilt(map[string]string{"GIT_USER": ""}), check: func(t *testing.T, r *cliRun) {
			wants(t, "stderr", r.stderr(), "set the GIT_USER environment variable")
		}},
		"a pull request deploys nothing": {setup: prebuilt(map[string]string{"CI_PULL_REQUEST": "https://example.com/pull/1"}), check: func(t *testing.T, r *cliRun) {
			wants(t, "stdout", r.stdout(), "a pull request: nothing is deployed")
			if got := git(t, filepath.Join(r.tmp, "remotes", "org", "proj.git"), "branch"); got != "" {
				t.Errorf("branches pushed: %q", got)
			}
		}},
		"an organization site needs its branch named": {code: 1, setup: prebuilt(map[string]string{"PROJECT_NAME": "org.github.io"}), check: func(t *testing.T, r *cliRun) {
			wants(t, "stderr", r.stderr(), "DEPLOYMENT_BRANCH")
		}},
		"--skip-build without a build": {code: 1, args: []string{"deploy", "--skip-build", "{site}"}, setup: prebuilt(nil), check: func(t *testing.T, r *cliRun) {
			wants(t, "stderr", r.stderr(), "holds no build to deploy")
		}},
	} {
		t.Run(name, func(t *testing.T) {
			c.site = "basic"
			if c.args == nil {
				c.args = args
			}
			c.run(t)
			// The clone was made in a temporary folder, and removed.
			if left, _ := filepath.Glob(filepath.Join(os.TempDir(), "proj-*")); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}
}
