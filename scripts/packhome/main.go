// Command packhome writes the gosaurus home archive that `go build -tags embedhome` puts into
// the binary: theme-classic/ and the npm packages the theme and the renderer read, at the
// versions package-lock.json pins. Run it from the checkout after npm ci:
//
//	go run ./scripts/packhome [-o generator/home/home.tar.gz]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/home"
)

// notNeeded are dependencies that package-lock.json lists for a packaged package but that no
// build reads (gosaurus bundles with NODE_ENV=production and reads only the translations'
// JSON files), each with the reason. A dependency that is neither packed nor listed here
// stops the packing, so that a new dependency of the theme is not silently missing.
var notNeeded = map[string]string{
	"@babel/runtime": "react-helmet-async's lib/ files do not import it",
	"fs-extra":       "only @docusaurus/theme-translations' JavaScript uses it; gosaurus reads its locales/*.json",
	"tslib":          "only @docusaurus/theme-translations' JavaScript uses it",
	"loose-envify":   "a browserify transform of react-helmet-async's dependencies",
	"object-assign":  "prop-types loads it outside production",
	"react-is":       "prop-types loads it outside production",
}

func main() {
	out := flag.String("o", filepath.Join("generator", "home", "home.tar.gz"), "archive to write")
	flag.Parse()
	if err := run(".", *out); err != nil {
		fmt.Fprintf(os.Stderr, "packhome: %v\n", err)
		os.Exit(1)
	}
}

type lockFile struct {
	Packages map[string]struct {
		Version      string            `json:"version"`
		Dependencies map[string]string `json:"dependencies"`
	} `json:"packages"`
}

func run(root, out string) error {
	var pkg struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	if err := readJSON(filepath.Join(root, "package.json"), &pkg); err != nil {
		return err
	}
	var lock lockFile
	if err := readJSON(filepath.Join(root, "package-lock.json"), &lock); err != nil {
		return err
	}
	dirs, err := closure(lock, slices.Sorted(maps.Keys(pkg.Dependencies)))
	if err != nil {
		return err
	}
	m := home.Manifest{Packages: map[string]string{}}
	files, err := listFiles(root, "theme-classic", nil)
	if err != nil {
		return err
	}
	for _, dir := range dirs {
		name := packageName(dir)
		var installed struct {
			Version string `json:"version"`
		}
		if err := readJSON(filepath.Join(root, filepath.FromSlash(dir), "package.json"), &installed); err != nil {
			return fmt.Errorf("%w (run npm ci)", err)
		}
		if want := lock.Packages[dir].Version; installed.Version != want {
			return fmt.Errorf("%s is %s but package-lock.json pins %s; run npm ci", dir, installed.Version, want)
		}
		m.Packages[name] = installed.Version
		// A package's own node_modules holds other lock entries, packed if needed.
		pf, err := listFiles(root, dir, func(rel string) bool { return rel == "node_modules" })
		if err != nil {
			return err
		}
		files = append(files, pf...)
	}
	var buf bytes.Buffer
	if err := home.Pack(&buf, m, root, files); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, out); err != nil {
		return err
	}
	fmt.Printf("packhome: theme-classic and %d packages (%s), %d files → %s (%.1f MB)\n",
		len(dirs), strings.Join(slices.Sorted(maps.Keys(m.Packages)), ", "), len(files), out, float64(buf.Len())/1e6)
	return nil
}

// closure is the lock entries (node_modules/... paths) of roots and of their dependencies,
// resolved as Node resolves them: the nearest node_modules folder up from the dependent.
func closure(lock lockFile, roots []string) ([]string, error) {
	seen := map[string]bool{}
	var visit func(from, name string) error
	visit = func(from, name string) error {
		dir := resolve(lock, from, name)
		if dir == "" {
			return fmt.Errorf("package-lock.json has no entry for %s (needed by %s); run npm install", name, or(from, "package.json"))
		}
		if seen[dir] {
			return nil
		}
		seen[dir] = true
		for dep := range lock.Packages[dir].Dependencies {
			if _, skip := notNeeded[dep]; skip {
				continue
			}
			if err := visit(dir, dep); err != nil {
				return err
			}
		}
		return nil
	}
	for _, r := range roots {
		if err := visit("", r); err != nil {
			return nil, err
		}
	}
	return slices.Sorted(maps.Keys(seen)), nil
}

// resolve is the lock entry that name means in the package at from ("" for the root).
func resolve(lock lockFile, from, name string) string {
	for at := from; ; {
		if c := path.Join(at, "node_modules", name); lock.Packages[c].Version != "" {
			return c
		}
		if at == "" {
			return ""
		}
		at = at[:max(strings.LastIndex(at, "/node_modules/"), 0)]
	}
}

// listFiles lists the regular files under root/dir as slash paths relative to root, leaving
// out the folders skip names (relative to dir).
func listFiles(root, dir string, skip func(rel string) bool) ([]string, error) {
	var files []string
	base := filepath.Join(root, filepath.FromSlash(dir))
	err := filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(base, p)
		if d.IsDir() {
			if skip != nil && skip(filepath.ToSlash(rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: only folders and regular files can be packed", p)
		}
		files = append(files, path.Join(dir, filepath.ToSlash(rel)))
		return nil
	})
	return files, err
}

func packageName(dir string) string {
	return dir[strings.LastIndex(dir, "node_modules/")+len("node_modules/"):]
}

func readJSON(p string, v any) error {
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return nil
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
