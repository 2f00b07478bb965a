package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A doc, a page or a post with a long file name, or deep in folders, is built, also from the
// build cache: the build's own files named after it (chunks, data files) are shortened, while
// its page keeps the path the user gave it.
func TestLongContentNames(t *testing.T) {
	long := strings.Repeat("n", 240)
	deep := strings.Repeat("folder/", 40)
	site := writeSite(t, "", map[string]string{
		long + ".md":                  "# Long\n",
		deep + "d.md":                 "# Deep\n",
		long[:230] + "-component.mdx": "# MDX\n\nexport const X = () => <b>x</b>;\n\n<X />\n",
	})
	writeFiles(t, site, map[string]string{
		"blog/2020-01-01-" + long[:200] + ".md":             "# Post\n",
		"src/pages/" + strings.Repeat("p", 240) + ".md":     "# Page\n",
		"src/pages/" + strings.Repeat("page/", 48) + "p.js": "import React from 'react';\nexport default function P() { return <p>p</p>; }\n",
	})
	opts := testOptions(t, site)
	opts.CacheDir = filepath.Join(t.TempDir(), "cache")
	for build := range 2 {
		if _, err := Run(opts); err != nil {
			t.Fatalf("build %d: %v", build+1, err)
		}
	}
	for _, page := range []string{long, deep + "d", long[:230] + "-component", "blog/2020/01/01/" + long[:200],
		strings.Repeat("p", 240), strings.Repeat("page/", 48) + "p"} {
		if _, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(page), "index.html")); err != nil {
			t.Error(err)
		}
	}
}

// A page whose own file name would be too long for the file system fails with its source and
// route, not with the system's error about a file in the build.
func TestPageFileNameTooLong(t *testing.T) {
	name := strings.Repeat("n", 252)
	site := writeSite(t, "trailingSlash: false, ", map[string]string{name + ".md": "# Long\n"})
	_, err := Run(testOptions(t, site))
	want := fmt.Sprintf("docs/%s.md: the page of /%s would be written to a file or folder named %s.html, of 257 bytes, longer than the 255 a file name may have; give it a shorter slug", name, name, name)
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}
