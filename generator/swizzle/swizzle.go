// Package swizzle copies (ejects) or wraps a component of the classic theme into a site's
// src/theme, as `docusaurus swizzle` does, so that @theme/X resolves to the site's copy.
package swizzle

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/sitefs"
)

// componentExts are the extensions of component files, as Docusaurus lists them.
var componentExts = []string{".js", ".jsx", ".ts", ".tsx"}

// Theme is a theme's component folder (theme-classic/src/theme).
type Theme struct {
	Dir string
	// TypeScript makes Wrap write a typed wrapper, index.tsx, as swizzle --typescript does,
	// and Eject name the components it copies .tsx (their code has no type annotations).
	TypeScript bool
}

// Components lists the names a site can swizzle, sorted: every component file (Footer/index.jsx
// is Footer, Admonition/Type/Note.jsx is Admonition/Type/Note) and every folder above one
// (Admonition/Type), which can be ejected whole but not wrapped. A file named in lower case
// (SearchBar/engine.js) is a helper of its folder's component, ejected with it.
func (t Theme) Components() ([]string, error) {
	seen := map[string]bool{}
	err := filepath.WalkDir(t.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !isComponentFile(d.Name()) {
			return err
		}
		rel, _ := filepath.Rel(t.Dir, p)
		name := strings.TrimSuffix(filepath.ToSlash(rel), path.Ext(rel))
		name = strings.TrimSuffix(name, "/index")
		for n := name; n != "." && n != "index"; n = path.Dir(n) {
			seen[n] = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, nil
}

func isComponentFile(name string) bool {
	ext := path.Ext(name)
	if !slices.Contains(componentExts, ext) || strings.HasSuffix(name, ".d.ts") {
		return false
	}
	base := strings.TrimSuffix(name, ext)
	if base != "index" && (base[0] < 'A' || base[0] > 'Z') {
		return false
	}
	return !strings.HasSuffix(base, ".test") && !strings.HasSuffix(base, ".stories")
}

// Eject copies the component's files into siteDir/src/theme: a folder component's whole
// folder, a file component's files of that name (Types.jsx, Types.css), in the shape
// Docusaurus's theme gives them (see shape.go): index.js or Types.js (.tsx with t.TypeScript),
// and styles.module.css. It writes nothing when one of them exists already, and returns the
// files written.
func (t Theme) Eject(siteDir, name string) ([]string, error) {
	src, err := t.resolve(name)
	if err != nil {
		return nil, err
	}
	var files []string // relative to t.Dir
	if st, err := os.Stat(src); err == nil && st.IsDir() {
		err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(t.Dir, p)
				files = append(files, rel)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
	} else {
		matches, _ := filepath.Glob(globQuote(src) + ".*")
		for _, m := range matches {
			rel, _ := filepath.Rel(t.Dir, m)
			files = append(files, rel)
		}
	}
	shaped, err := t.shape(files)
	if err != nil {
		return nil, err
	}
	targets := make([]string, len(shaped))
	for i, f := range shaped {
		targets[i] = f.to
	}
	dest := filepath.Join(siteDir, "src", "theme")
	if err := t.refuseExisting(dest, name, targets); err != nil {
		return nil, err
	}
	var written []string
	for _, f := range shaped {
		to := filepath.Join(dest, f.to)
		if err := sitefs.WriteNew(to, f.data, 0o644); err != nil {
			return written, err
		}
		written = append(written, to)
	}
	return written, nil
}

// Wrap writes siteDir/src/theme/<name>(/index).js (.tsx with t.TypeScript), a component
// that renders @theme-original/<name> with its props, to add to the theme's component without
// copying it.
func (t Theme) Wrap(siteDir, name string) (string, error) {
	src, err := t.resolve(name)
	if err != nil {
		return "", err
	}
	ext := ".js"
	if t.TypeScript {
		ext = ".tsx"
	}
	rel := name + ext
	if st, err := os.Stat(src); err == nil && st.IsDir() {
		if _, ok := findComponent(src, "index"); !ok {
			return "", fmt.Errorf("%s is a folder of components, not a component: wrap one of them, or eject the folder", name)
		}
		rel = name + "/index" + ext
	}
	dest := filepath.Join(siteDir, "src", "theme")
	if err := t.refuseExisting(dest, name, []string{filepath.FromSlash(rel)}); err != nil {
		return "", err
	}
	head := "import React from 'react';\nimport %[1]s from '@theme-original/%[2]s';\n"
	signature := "%[1]sWrapper(props)"
	if t.TypeScript {
		head = "import React, {type ReactNode} from 'react';\nimport %[1]s from '@theme-original/%[2]s';\n" +
			"import type %[1]sType from '@theme/%[2]s';\nimport type {WrapperProps} from '@docusaurus/types';\n\n" +
			"type Props = WrapperProps<typeof %[1]sType>;\n"
		signature = "%[1]sWrapper(props: Props): ReactNode"
	}
	code := fmt.Sprintf(head+"\nexport default function "+signature+" {\n  return (\n    <>\n      <%[1]s {...props} />\n    </>\n  );\n}\n",
		identifier(path.Base(name)), name)
	to := filepath.Join(dest, filepath.FromSlash(rel))
	return to, sitefs.WriteNew(to, []byte(code), 0o644)
}

// resolve returns the component's folder, or its file without the extension, in the theme;
// or an error naming the nearest component.
func (t Theme) resolve(name string) (string, error) {
	names, err := t.Components()
	if err != nil {
		return "", err
	}
	name = strings.Trim(filepath.ToSlash(name), "/")
	if !slices.Contains(names, name) {
		msg := fmt.Sprintf("the theme has no component %q", name)
		if near := Nearest(names, name); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		}
		return "", fmt.Errorf("%s (gosaurus swizzle --list lists them)", msg)
	}
	// A folder, or a file component without its extension.
	return filepath.Join(t.Dir, filepath.FromSlash(name)), nil
}

// refuseExisting fails when the site already has one of files (a component also under
// another extension), or already swizzled the component under another file name (Footer.js beside a new Footer/index.js would shadow it).
func (t Theme) refuseExisting(dest, name string, files []string) error {
	for _, rel := range files {
		if _, err := os.Lstat(filepath.Join(dest, rel)); err == nil {
			return fmt.Errorf("%s exists: swizzle never overwrites a file; remove it (or the folder) first", filepath.Join(dest, rel))
		}
	}
	for _, p := range []string{filepath.Join(dest, filepath.FromSlash(name)), filepath.Join(dest, filepath.FromSlash(name), "index")} {
		if f, ok := findComponent(filepath.Dir(p), filepath.Base(p)); ok {
			return fmt.Errorf("%s exists: the site already swizzled %s; remove it first", f, name)
		}
	}
	for _, rel := range files {
		// The same component with another extension (index.jsx beside a new index.js).
		if base := filepath.Base(rel); isComponentFile(base) {
			if f, ok := findComponent(filepath.Join(dest, filepath.Dir(rel)), strings.TrimSuffix(base, filepath.Ext(base))); ok {
				return fmt.Errorf("%s exists: swizzle never overwrites a component; remove it (or the folder) first", f)
			}
		}
	}
	return nil
}

// findComponent finds dir/base with one of the component extensions.
func findComponent(dir, base string) (string, bool) {
	for _, ext := range componentExts {
		p := filepath.Join(dir, base+ext)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, true
		}
	}
	return "", false
}

// identifier makes a component's last name segment a JavaScript identifier
// (DocSidebarItem/Category → Category; a name with a dash loses it).
func identifier(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r == '$' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9' && b.Len() > 0) {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "Component"
	}
	return b.String()
}

func globQuote(p string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`)
	return r.Replace(p)
}

// Nearest returns the name closest to name by edit distance, ignoring case, or "" when none
// is close enough to be a likely typo.
func Nearest(names []string, name string) string {
	best, bestDist := "", -1
	for _, n := range names {
		d := editDistance(strings.ToLower(n), strings.ToLower(name))
		if bestDist < 0 || d < bestDist {
			best, bestDist = n, d
		}
	}
	if bestDist < 0 || bestDist > max(3, len(name)/2) {
		return ""
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
