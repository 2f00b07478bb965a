// Package initsite writes a new site, `gosaurus init`: a small Docusaurus 3 site (config,
// sidebars, docs with a category, a blog post and its author, a React home page, custom CSS, a
// logo) that gosaurus builds as it is and Docusaurus would too after npm install.
package initsite

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

//go:embed all:template
var template embed.FS

// renamed are template files stored under another name: a .gitignore would hide files from
// git in this repository itself.
var renamed = map[string]string{"gitignore": ".gitignore"}

// Write creates the site in dir, which must not exist or be empty. The site's package name is
// dir's name.
func Write(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case err == nil && len(entries) > 0:
		return fmt.Errorf("%s already exists and is not empty (it has %s); choose a new folder name, or empty it first", dir, entries[0].Name())
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return err
	}
	abs, _ := filepath.Abs(dir)
	name := packageName(filepath.Base(abs))
	return fs.WalkDir(template, "template", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, "template"), "/")
		if r, ok := renamed[rel]; ok {
			rel = r
		}
		target := filepath.Join(dir, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		content, err := template.ReadFile(p)
		if err != nil {
			return err
		}
		if rel == "package.json" {
			content = []byte(strings.Replace(string(content), `"name": "my-site"`, `"name": "`+name+`"`, 1))
		}
		return os.WriteFile(target, content, 0o644)
	})
}

var notInName = regexp.MustCompile(`[^a-z0-9._-]+`)

// packageName makes an npm package name of a folder name: lower case, no spaces.
func packageName(base string) string {
	n := strings.Trim(notInName.ReplaceAllString(strings.ToLower(base), "-"), "-._")
	if n == "" {
		return "my-site"
	}
	return n
}
