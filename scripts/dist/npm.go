package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// The npm packages (see npm/gosaurus/README.md): gosaurus, the launcher with the theme, whose
// dependencies are the packages the theme renders with; one package per platform with the
// binary, each an optional dependency of gosaurus that npm installs only where its os and
// cpu fit; and @gosaurus/docusaurus, the opt-in `docusaurus` command.
const (
	mainPackage  = "gosaurus"
	aliasPackage = "@gosaurus/docusaurus"
	scope        = "@gosaurus/"
)

// manifest is the package.json of a package dist writes, its fields in npm's usual order.
type manifest struct {
	Name                 string            `json:"name"`
	Version              string            `json:"version"`
	Description          string            `json:"description"`
	License              string            `json:"license"`
	Bin                  map[string]string `json:"bin,omitempty"`
	Files                []string          `json:"files,omitempty"`
	OS                   []string          `json:"os,omitempty"`
	CPU                  []string          `json:"cpu,omitempty"`
	PreferUnplugged      bool              `json:"preferUnplugged,omitempty"`
	Engines              map[string]string `json:"engines,omitempty"`
	Dependencies         map[string]string `json:"dependencies,omitempty"`
	OptionalDependencies map[string]string `json:"optionalDependencies,omitempty"`
}

// packNPM writes the packages into stage and packs them into out/npm, returning the
// tarballs' paths relative to out.
func packNPM(o options, binaries map[string]string, stage string) ([]string, error) {
	deps, err := themeDependencies(".")
	if err != nil {
		return nil, err
	}
	optional := map[string]string{}
	var dirs []string
	for _, t := range o.targets {
		dir := filepath.Join(stage, t.name())
		m := manifest{Name: scope + t.name(), Version: o.version, License: "MIT",
			Description: fmt.Sprintf("The gosaurus binary for %s on %s; the gosaurus package installs it where it fits", t.os, t.cpu),
			Files:       []string{"bin"}, OS: []string{t.os}, CPU: []string{t.cpu}, PreferUnplugged: true}
		readme := fmt.Sprintf("# %s\n\n%s.\n", m.Name, m.Description)
		if err := writePackage(dir, m, readme); err != nil {
			return nil, err
		}
		if err := copyFile(binaries[t.name()], filepath.Join(dir, "bin", t.exe()), 0o755); err != nil {
			return nil, err
		}
		optional[m.Name] = o.version
		dirs = append(dirs, dir)
	}

	dir := filepath.Join(stage, "gosaurus")
	m := manifest{Name: mainPackage, Version: o.version, License: "MIT",
		Description:          "Docusaurus-compatible static site generator, written in Go",
		Bin:                  map[string]string{"gosaurus": "bin/gosaurus.js"},
		Files:                []string{"bin", "home"},
		Engines:              map[string]string{"node": ">=18"},
		Dependencies:         deps,
		OptionalDependencies: optional}
	if err := writePackage(dir, m, ""); err != nil {
		return nil, err
	}
	if err := copyTree(filepath.Join("npm", "gosaurus"), dir); err != nil {
		return nil, err
	}
	if err := copyTree("theme-classic", filepath.Join(dir, "home", "theme-classic")); err != nil {
		return nil, err
	}
	dirs = append(dirs, dir)

	dir = filepath.Join(stage, "docusaurus")
	m = manifest{Name: aliasPackage, Version: o.version, License: "MIT",
		Description:  "The docusaurus command, run by gosaurus: install it in place of @docusaurus/core",
		Bin:          map[string]string{"docusaurus": "bin/docusaurus.js"},
		Files:        []string{"bin"},
		Engines:      map[string]string{"node": ">=18"},
		Dependencies: map[string]string{mainPackage: o.version}}
	if err := writePackage(dir, m, ""); err != nil {
		return nil, err
	}
	if err := copyTree(filepath.Join("npm", "docusaurus"), dir); err != nil {
		return nil, err
	}
	dirs = append(dirs, dir)

	dest, err := filepath.Abs(filepath.Join(o.out, "npm"))
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dest, 0o755); err != nil {
		return nil, err
	}
	var tarballs []string
	for _, dir := range dirs {
		file, err := npmPack(dir, dest)
		if err != nil {
			return nil, err
		}
		tarballs = append(tarballs, "npm/"+file)
	}
	return tarballs, nil
}

// themeDependencies are the dependencies of the checkout's package.json, which the theme and
// the renderer read, each at the version package-lock.json pins: an exact version, or an
// alias to the package the lock names (react-helmet-async is Docusaurus's fork).
func themeDependencies(root string) (map[string]string, error) {
	var pkg struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	if err := readJSON(filepath.Join(root, "package.json"), &pkg); err != nil {
		return nil, err
	}
	var lock struct {
		Packages map[string]struct {
			Name    string `json:"name"`
			Version string `json:"version"`
		} `json:"packages"`
	}
	if err := readJSON(filepath.Join(root, "package-lock.json"), &lock); err != nil {
		return nil, err
	}
	deps := map[string]string{}
	for _, name := range slices.Sorted(maps.Keys(pkg.Dependencies)) {
		entry, ok := lock.Packages["node_modules/"+name]
		if !ok || entry.Version == "" {
			return nil, fmt.Errorf("package-lock.json pins no version of %s; run npm install", name)
		}
		deps[name] = entry.Version
		if entry.Name != "" && entry.Name != name {
			deps[name] = "npm:" + entry.Name + "@" + entry.Version
		}
	}
	return deps, nil
}

// writePackage writes dir's package.json, its LICENSE and, unless readme is empty, README.md.
func writePackage(dir string, m manifest, readme string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // ">=18", not "\u003e=18"
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), b.Bytes(), 0o644); err != nil {
		return err
	}
	if readme != "" {
		if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(readme), 0o644); err != nil {
			return err
		}
	}
	return copyFile("LICENSE", filepath.Join(dir, "LICENSE"), 0o644)
}

// npmPack packs the package in dir into dest and returns the tarball's name.
func npmPack(dir, dest string) (string, error) {
	cmd := exec.Command("npm", "pack", "--json", "--pack-destination", dest)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("npm pack in %s: %w", dir, err)
	}
	var packed []struct {
		Name         string `json:"name"`
		Filename     string `json:"filename"`
		Size         int64  `json:"size"`
		UnpackedSize int64  `json:"unpackedSize"`
		EntryCount   int    `json:"entryCount"`
	}
	if err := json.Unmarshal(out, &packed); err != nil || len(packed) != 1 {
		return "", fmt.Errorf("npm pack in %s: unexpected output %q", dir, bytes.TrimSpace(out))
	}
	p := packed[0]
	fmt.Printf("dist: packed %s: npm/%s (%.1f MB, %d files, %.1f MB unpacked)\n", p.Name, p.Filename, float64(p.Size)/1e6, p.EntryCount, float64(p.UnpackedSize)/1e6)
	return p.Filename, nil
}

// copyTree copies the regular files under src into dst, keeping their executable bit.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: only folders and regular files are packed", p)
		}
		rel, _ := filepath.Rel(src, p)
		st, err := d.Info()
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if st.Mode()&0o111 != 0 || strings.HasPrefix(filepath.ToSlash(rel), "bin/") {
			mode = 0o755
		}
		return copyFile(p, filepath.Join(dst, rel), mode)
	})
}

func copyFile(src, dst string, mode os.FileMode) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(dst, b, mode); err != nil {
		return err
	}
	return os.Chmod(dst, mode) // whatever the umask
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
