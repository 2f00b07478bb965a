package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/sitefs"
)

// verifyDist checks the folder run wrote for o: every file SHA256SUMS lists has its sum, and
// lists every archive and package of o's platforms; each archive holds the LICENSE and a
// binary of its platform's format (the one of this machine runs `version` and says o's
// version and that it carries its home); each npm package has the manifest it should, and
// the platform packages an executable binary of their platform.
func verifyDist(o options) error {
	listed, err := checkSums(o.out)
	if err != nil {
		return err
	}
	want := []string{"npm/" + tarballName(mainPackage, o.version), "npm/" + tarballName(aliasPackage, o.version)}
	for _, t := range o.targets {
		file, _ := t.archive(o.version)
		want = append(want, file, "npm/"+tarballName(scope+t.name(), o.version))
	}
	for _, w := range want {
		if !slices.Contains(listed, w) {
			return fmt.Errorf("%s: SHA256SUMS does not list %s", o.out, w)
		}
	}
	ran := ""
	for _, t := range o.targets {
		file, dir := t.archive(o.version)
		files, err := readArchive(filepath.Join(o.out, file))
		if err != nil {
			return err
		}
		bin, ok := files[path.Join(dir, t.exe())]
		if !ok || files[path.Join(dir, "LICENSE")].data == nil {
			return fmt.Errorf("%s: no %s/%s and LICENSE in it", file, dir, t.exe())
		}
		if err := checkExecutable(bin, t); err != nil {
			return fmt.Errorf("%s: %s: %w", file, t.exe(), err)
		}
		if t.native() {
			if ran, err = runVersion(bin.data, t, o.version); err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
		}
	}
	for _, t := range o.targets {
		if err := verifyPackage(o, scope+t.name(), func(m manifest, files map[string]archived) error {
			if !slices.Equal(m.OS, []string{t.os}) || !slices.Equal(m.CPU, []string{t.cpu}) {
				return fmt.Errorf("os %v and cpu %v, not [%s] and [%s]", m.OS, m.CPU, t.os, t.cpu)
			}
			bin, ok := files["package/bin/"+t.exe()]
			if !ok {
				return fmt.Errorf("no bin/%s", t.exe())
			}
			return checkExecutable(bin, t)
		}); err != nil {
			return err
		}
	}
	deps, err := themeDependencies(".")
	if err != nil {
		return err
	}
	if err := verifyPackage(o, mainPackage, func(m manifest, files map[string]archived) error {
		optional := []string{}
		for _, t := range o.targets {
			optional = append(optional, scope+t.name())
		}
		if got := slices.Sorted(maps.Keys(m.OptionalDependencies)); !slices.Equal(got, slices.Sorted(slices.Values(optional))) {
			return fmt.Errorf("optional dependencies %v, not %v", got, optional)
		}
		if !maps.Equal(m.Dependencies, deps) {
			return fmt.Errorf("dependencies %v, not those package-lock.json pins: %v", m.Dependencies, deps)
		}
		for _, f := range []string{"bin/gosaurus.js", "home/theme-classic/src/theme/Layout/index.jsx"} {
			if _, ok := files["package/"+f]; !ok {
				return fmt.Errorf("no %s", f)
			}
		}
		return nil
	}); err != nil {
		return err
	}
	if err := verifyPackage(o, aliasPackage, func(m manifest, files map[string]archived) error {
		if m.Bin["docusaurus"] == "" || m.Dependencies[mainPackage] != o.version {
			return fmt.Errorf("no docusaurus command, or not on gosaurus %s", o.version)
		}
		return nil
	}); err != nil {
		return err
	}
	names := []string{}
	for _, t := range o.targets {
		names = append(names, t.name())
	}
	fmt.Printf("dist: verified %s: archives and npm packages of %s, each binary of its platform's format", o.out, strings.Join(names, ", "))
	if ran != "" {
		fmt.Printf("; this machine's runs: %s", ran)
	}
	fmt.Println()
	return nil
}

// listedTargets are the platforms whose archive SHA256SUMS lists.
func listedTargets(o options) ([]target, error) {
	b, err := os.ReadFile(filepath.Join(o.out, "SHA256SUMS"))
	if err != nil {
		return nil, err
	}
	var out []target
	for _, t := range targets {
		if file, _ := t.archive(o.version); bytes.Contains(b, []byte("  "+file+"\n")) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: SHA256SUMS lists no archive of gosaurus %s", o.out, o.version)
	}
	return out, nil
}

// checkSums checks every file SHA256SUMS lists and returns their names.
func checkSums(out string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	if err != nil {
		return nil, err
	}
	var names []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			return nil, fmt.Errorf("SHA256SUMS: a line that is not a sum and a name: %q", sc.Text())
		}
		got, err := sitefs.FileSum(filepath.Join(out, filepath.FromSlash(name)))
		if err != nil {
			return nil, err
		}
		if got != sum {
			return nil, fmt.Errorf("%s: SHA-256 %s, not the %s SHA256SUMS gives", name, got, sum)
		}
		names = append(names, name)
	}
	return names, nil
}

// tarballName is the file npm pack writes for a package: its name without @, / made -.
func tarballName(name, version string) string {
	return strings.ReplaceAll(strings.TrimPrefix(name, "@"), "/", "-") + "-" + version + ".tgz"
}

// verifyPackage reads the tarball of the package name, checks its manifest's name and version,
// that its package.json names no address (the dependencies are versions, resolved by whoever
// installs), and that it has a LICENSE, then calls check.
func verifyPackage(o options, name string, check func(manifest, map[string]archived) error) error {
	file := filepath.Join(o.out, "npm", tarballName(name, o.version))
	files, err := readArchive(file)
	if err != nil {
		return err
	}
	raw := files["package/package.json"].data
	var m manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("%s: package.json: %w", file, err)
	}
	switch {
	case m.Name != name || m.Version != o.version:
		err = fmt.Errorf("it is %s@%s, not %s@%s", m.Name, m.Version, name, o.version)
	case bytes.Contains(raw, []byte("://")):
		err = fmt.Errorf("its package.json names an address")
	case files["package/LICENSE"].data == nil:
		err = fmt.Errorf("no LICENSE")
	default:
		err = check(m, files)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

// checkExecutable checks bin's format and that it is marked executable.
func checkExecutable(bin archived, t target) error {
	if bin.mode&0o111 == 0 {
		return fmt.Errorf("not executable (mode %v)", bin.mode)
	}
	return checkBinary(bin.data, t)
}

// runVersion runs `gosaurus version` with the binary data, from a folder outside the checkout
// (a binary inside one uses the checkout's theme) and without GOSAURUS_HOME, and checks that
// it says version and that it carries its home. It returns the first line.
func runVersion(data []byte, t target, version string) (string, error) {
	dir, err := os.MkdirTemp("", "gosaurus-dist-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, t.exe())
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		return "", err
	}
	cmd := exec.Command(bin, "version")
	cmd.Dir = dir
	cmd.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "GOSAURUS_HOME=") })
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("gosaurus version: %w\n%s", err, out)
	}
	first, rest, _ := strings.Cut(string(out), "\n")
	if !strings.HasPrefix(first, "gosaurus "+version) || !strings.Contains(rest, "carried in this binary") {
		return "", fmt.Errorf("gosaurus version says %q, not gosaurus %s with the home it carries", out, version)
	}
	return first, nil
}
