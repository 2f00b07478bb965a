package pipeline

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A doc cannot publish a file outside the project: not by an absolute import, nor a raw-loader
// import of /proc/self/environ (a CI job's every secret), nor a link in the site to it, nor a
// ../ import out of the repository. The build fails naming the doc, the line, the file and
// the option that allows it, and writes none of the text; with the folder allowed it builds.
func TestImportsOutsideTheProjectAreRefused(t *testing.T) {
	const secret = "SECRET-TEXT-OF-ANOTHER-FOLDER"
	elsewhere := t.TempDir()
	writeFiles(t, elsewhere, map[string]string{"secret.js": "export default '" + secret + "';\n"})
	secretFile := filepath.Join(elsewhere, "secret.js")
	special := func(path string) string {
		return `import "` + path + `" is a special file (a device, pipe or socket, or in /proc, /dev or /sys), which is never read`
	}
	for _, c := range []struct {
		name string
		doc  string
		link string // docs/env.txt is a link to this
		// want is the first problem of the message, {project}, {root} and {pid} standing for
		// those folders and the process (esbuild, which runs in it, names files by their real
		// paths: /proc/self is /proc/<pid>).
		want   string
		inRepo bool // the site is repo/website, in a repository; else a folder of its own
	}{
		{name: "absolute import", doc: "import secret from '" + secretFile + "';",
			want: `docs/leak.mdx:3: import "` + secretFile + `" reads outside the project ({project}); add the folder to --allow-read to allow it`},
		{name: "raw-loader of /proc", doc: "import env from '!!raw-loader!/proc/self/environ';",
			want: "docs/leak.mdx:3: " + special("/proc/{pid}/environ")},
		{name: "link to /proc", doc: "import env from '!!raw-loader!./env.txt';", link: "/proc/self/environ",
			want: "docs/leak.mdx:3: " + special("/proc/{pid}/environ")},
		{name: "../ out of the repository", doc: "import secret from '../../../outside/secret.js';", inRepo: true,
			want: `docs/leak.mdx:3: import "{root}/outside/secret.js" reads outside the project ({project}); add the folder to --allow-read to allow it`},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			project, site := filepath.Join(root, "website"), filepath.Join(root, "website")
			if c.inRepo {
				project, site = filepath.Join(root, "repo"), filepath.Join(root, "repo", "website")
				writeFiles(t, root, map[string]string{"repo/.git/HEAD": "ref: refs/heads/main\n", "outside/secret.js": "export default '" + secret + "';\n"})
			}
			writeFiles(t, site, map[string]string{
				"docusaurus.config.js": plainConfig,
				"docs/home.md":         "---\nslug: /\n---\n\n# Home\n",
				"docs/leak.mdx":        "# Leak\n\n" + c.doc + "\n\n<pre>{String(" + strings.Fields(c.doc)[1] + ")}</pre>\n",
			})
			if c.link != "" {
				if err := os.Symlink(c.link, filepath.Join(site, "docs", "env.txt")); err != nil {
					t.Fatal(err)
				}
			}
			opts := testOptions(t, site)
			_, err := Run(opts)
			if err == nil {
				t.Fatal("the build read a file outside the project")
			}
			want := strings.NewReplacer("{project}", project, "{root}", root, "{pid}", strconv.Itoa(os.Getpid())).Replace(c.want)
			if lines := strings.Split(err.Error(), "\n"); len(lines) < 2 || lines[0] != "bundling failed:" || lines[1] != want {
				t.Errorf("error:\n%v\nwant its first problem:\n%s", err, want)
			}
			for _, leak := range []string{secret, "PATH="} {
				if strings.Contains(err.Error(), leak) {
					t.Errorf("the message shows the file's text (%s)", leak)
				}
			}
			if _, err := os.Stat(opts.OutDir); err == nil {
				t.Errorf("a failed build wrote %s", opts.OutDir)
			}
		})
	}

	site := writeSite(t, "", map[string]string{"leak.mdx": "# Leak\n\nimport secret from '" + secretFile + "';\n\n<pre>{secret}</pre>\n"})
	opts := testOptions(t, site)
	opts.AllowRead = []string{elsewhere}
	if _, page := buildPage(t, opts, "leak"); !strings.Contains(page, secret) {
		t.Error("with its folder in AllowRead, the file's export is not on the page")
	}
}

// Content imports files of the repository the site is in (docs/ beside website/, as real
// sites keep them), markdown and raw text alike.
func TestImportsFromTheRepository(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		".git/HEAD":                    "ref: refs/heads/main\n",
		"website/docusaurus.config.js": plainConfig,
		"website/docs/home.md":         "---\nslug: /\n---\n\n# Home\n",
		"website/docs/intro.mdx":       "# Intro\n\nimport Shared from '../../shared/x.md';\nimport script from '!!raw-loader!@site/../shared/run.sh';\n\n<Shared />\n\n<pre>{script}</pre>\n",
		"shared/x.md":                  "Shared **text** of the repository.\n",
		"shared/run.sh":                "echo raw text of the repository\n",
	})
	_, page := buildPage(t, testOptions(t, filepath.Join(repo, "website")), "intro")
	for _, want := range []string{"Shared <strong>text</strong> of the repository.", "echo raw text of the repository"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// A package file that the package's "browser" field turns off (object-inspect's
// ./util.inspect.js: false), imported without its extension, is an empty module in the
// browser build, as in webpack's: the read check has no file to refuse.
func TestBrowserFieldTurnsAFileOff(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js":                       plainConfig,
		"docs/home.mdx":                              "---\nslug: /\n---\n\nimport Inspect from '@site/src/Inspect';\n\n# Home\n\n<Inspect />\n",
		"src/Inspect.js":                             "import React from 'react';\nimport inspect from 'inspector-pkg';\nexport default function Inspect() { return <p id=\"inspect\">{inspect()}</p>; }\n",
		"node_modules/inspector-pkg/package.json":    `{"name": "inspector-pkg", "version": "1.0.0", "main": "index.js", "browser": {"./util.inspect.js": false}}`,
		"node_modules/inspector-pkg/index.js":        "var util = require('./util.inspect');\nmodule.exports = function () { return typeof util.inspect === 'function' ? 'node' : 'browser'; };\n",
		"node_modules/inspector-pkg/util.inspect.js": "module.exports = require('util');\n",
	})
	_, page := buildPage(t, testOptions(t, site), "")
	if !strings.Contains(page, `<p id="inspect">`) {
		t.Errorf("the page lacks the component: %s", page)
	}
}

// A doc's images and linked files are read as what it imports is: from anywhere in the
// repository, never an environment file or a file outside it.
func TestMarkdownFilesFromTheRepository(t *testing.T) {
	repo := t.TempDir()
	outside := t.TempDir()
	big := strings.Repeat("<!-- padding -->", 1000) // past the size under which images are inlined
	writeFiles(t, repo, map[string]string{
		".git/HEAD":                    "ref: refs/heads/main\n",
		"website/docusaurus.config.js": plainConfig,
		"website/docs/home.md":         "---\nslug: /\n---\n\n# Home\n",
		"website/docs/intro.md":        "# Intro\n\n![shared](../../shared/logo.svg)\n\n[notes](../../shared/notes.pdf)\n",
		"shared/logo.svg":              `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">` + big + `</svg>`,
		"shared/notes.pdf":             "%PDF notes\n",
		"website/.env":                 "TOKEN=secret\n",
	})
	writeFiles(t, outside, map[string]string{"secret.pdf": "%PDF secret\n"})
	_, page := buildPage(t, testOptions(t, filepath.Join(repo, "website")), "intro")
	for _, want := range []string{"assets/images/logo-", "assets/files/notes-"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	for name, doc := range map[string]string{
		"an environment file": "# Env\n\n[env](../.env.pdf)\n",
		"a file outside it":   "# Out\n\n[secret](" + filepath.ToSlash(filepath.Join("..", "..", "..", filepath.Base(outside), "secret.pdf")) + ")\n",
	} {
		t.Run(name, func(t *testing.T) {
			if name == "an environment file" {
				writeFiles(t, repo, map[string]string{"website/.env.pdf": "TOKEN=secret\n"})
			}
			writeFiles(t, repo, map[string]string{"website/docs/intro.md": doc})
			_, err := Run(testOptions(t, filepath.Join(repo, "website")))
			if err == nil || !strings.Contains(err.Error(), "docs/intro.md:3: linked file") {
				t.Errorf("got %v, want the doc's line refusing the file", err)
			}
		})
	}
}
