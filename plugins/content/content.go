// Package content holds what the pages and blog plugins share with Docusaurus's content
// plugins: which files of a content folder are content, and how URLs and slugs are made.
package content

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"gosaurus/generator/sitefs"
)

// Files lists the files below dir with one of exts (".md", ".tsx", …), relative to dir with
// forward slashes and sorted, leaving out what Docusaurus's default exclude globs leave out:
// names starting with "_" or ".", folders starting with "_", __tests__ folders and *.test.*
// files. A missing dir has no files.
func Files(siteDir, dir string, exts []string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && errors.Is(err, fs.ErrNotExist) {
				return filepath.SkipDir
			}
			return err
		}
		name := d.Name()
		if p != dir && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") || name == "node_modules") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		ext := filepath.Ext(name)
		if d.IsDir() || !slices.Contains(exts, ext) || strings.HasSuffix(strings.TrimSuffix(name, ext), ".test") {
			return nil
		}
		if !sitefs.Inside(siteDir, p) {
			return fmt.Errorf("%s is a link to a file outside the site folder; gosaurus reads only files inside it", Rel(siteDir, p))
		}
		rel, _ := filepath.Rel(dir, p)
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(files)
	return files, err
}

// Rel is p relative to dir with forward slashes, or p when it is not below dir.
func Rel(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return p
}

var slashes = regexp.MustCompile(`/{2,}`)

// URL joins URL path parts as Docusaurus's normalizeUrl does: single slashes between the
// non-empty parts, a trailing slash only when the last of them has one.
func URL(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	u := slashes.ReplaceAllString(strings.Join(kept, "/"), "/")
	if !strings.HasPrefix(u, "/") {
		u = "/" + u
	}
	return u
}

// Kebab is lodash's kebabCase: the words of s (split at spaces, punctuation, lower-to-upper
// case changes and between letters and digits), lower-cased and joined by hyphens.
func Kebab(s string) string {
	var words []string
	var cur []rune
	kind := func(r rune) int {
		switch {
		case unicode.IsDigit(r):
			return 1
		case unicode.IsUpper(r):
			return 2
		case unicode.IsLetter(r):
			return 3
		}
		return 0
	}
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		k := kind(r)
		if k == 0 {
			flush()
			continue
		}
		if len(cur) > 0 {
			prev := kind(cur[len(cur)-1])
			switch {
			case (prev == 1) != (k == 1): // letters and digits part
				flush()
			case prev == 3 && k == 2: // fooBar
				flush()
			case prev == 2 && k == 2 && i+1 < len(rs) && kind(rs[i+1]) == 3: // XMLHttp
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return strings.Join(words, "-")
}
