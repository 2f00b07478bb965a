package jsrt

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/dop251/goja"
)

var extensions = []string{"", ".js", ".cjs", ".mjs", ".ts", ".json", ".jsx", ".tsx"}

// resolve finds the file a require(spec) from dir means, the way Node does for relative
// paths and node_modules packages.
func resolve(dir, spec string) (string, error) {
	if spec == "" {
		return "", fmt.Errorf("require(): empty module name")
	}
	if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || filepath.IsAbs(spec) || spec == "." || spec == ".." {
		p := spec
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, spec)
		}
		if f, ok := resolveFile(p); ok {
			return f, nil
		}
		return "", fmt.Errorf("cannot find module %q from %s", spec, dir)
	}
	name, sub := splitPackage(spec)
	for d := dir; ; d = filepath.Dir(d) {
		pkgDir := filepath.Join(d, "node_modules", name)
		if st, err := os.Stat(pkgDir); err == nil && st.IsDir() {
			if f, ok := resolvePackage(pkgDir, sub); ok {
				return f, nil
			}
			return "", fmt.Errorf("cannot find module %q: the package is installed in %s but has no such file (see the main and exports fields of its package.json)", spec, pkgDir)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", &MissingPackageError{Spec: spec, Package: name}
}

// MissingPackageError is a require of a package that is not installed in any node_modules
// folder above the requiring file.
type MissingPackageError struct {
	Spec    string // as required, such as "prism-react-renderer/themes/github"
	Package string // the package's name
	From    string // the requiring file
}

func (e *MissingPackageError) Error() string {
	return fmt.Sprintf("cannot find package %q (required by %s): it is not installed in a node_modules folder above it", e.Package, e.From)
}

func splitPackage(spec string) (name, sub string) {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		name = parts[0] + "/" + parts[1]
		if len(parts) == 3 {
			sub = parts[2]
		}
		return
	}
	name = parts[0]
	sub = strings.TrimPrefix(spec, name+"/")
	if sub == spec {
		sub = ""
	}
	return
}

func resolveFile(p string) (string, bool) {
	for _, ext := range extensions {
		if st, err := os.Stat(p + ext); err == nil && !st.IsDir() {
			return p + ext, true
		}
	}
	for _, ext := range extensions[1:] {
		f := filepath.Join(p, "index"+ext)
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			return f, true
		}
	}
	return "", false
}

func resolvePackage(pkgDir, sub string) (string, bool) {
	var pkg struct {
		Main    string          `json:"main"`
		Exports json.RawMessage `json:"exports"`
	}
	if data, err := os.ReadFile(filepath.Join(pkgDir, "package.json")); err == nil {
		_ = json.Unmarshal(data, &pkg)
	}
	key := "."
	if sub != "" {
		key = "./" + sub
	}
	if len(pkg.Exports) > 0 {
		if target := exportTarget(pkg.Exports, key); target != "" {
			return resolveFile(filepath.Join(pkgDir, target))
		}
	}
	if sub != "" {
		return resolveFile(filepath.Join(pkgDir, sub))
	}
	if pkg.Main != "" {
		if f, ok := resolveFile(filepath.Join(pkgDir, pkg.Main)); ok {
			return f, true
		}
	}
	return resolveFile(filepath.Join(pkgDir, "index"))
}

// exportTarget reads a package.json "exports" field for key, preferring the CommonJS
// conditions.
func exportTarget(raw json.RawMessage, key string) string {
	var asString string
	if json.Unmarshal(raw, &asString) == nil {
		if key == "." {
			return asString
		}
		return ""
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	if entry, ok := m[key]; ok {
		return pickCondition(entry)
	}
	for k := range m {
		if strings.HasPrefix(k, ".") {
			return "" // a subpath map without this key
		}
	}
	if key == "." {
		return pickCondition(raw)
	}
	return ""
}

func pickCondition(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	for _, cond := range []string{"require", "node", "default", "import"} {
		if v, ok := m[cond]; ok {
			if t := pickCondition(v); t != "" {
				return t
			}
		}
	}
	return ""
}

// builtin offers the few Node core modules configs use for paths; everything else fails
// with a message saying why.
func (l *Loader) builtin(spec string) (goja.Value, bool) {
	name := strings.TrimPrefix(spec, "node:")
	switch name {
	case "path":
		return l.pathModule(), true
	case "process":
		return l.rt.Get("process"), true
	case "fs", "fs/promises", "child_process", "os", "net", "http", "https", "url", "util", "crypto", "module", "stream", "events":
		panic(l.rt.NewGoError(fmt.Errorf("require(%q): Node's %q module is not available in gosaurus configs; compute the value before the build or use a plain JSON file", spec, name)))
	}
	return nil, false
}

func (l *Loader) pathModule() goja.Value {
	m := l.rt.NewObject()
	_ = m.Set("sep", "/")
	_ = m.Set("join", func(parts ...string) string { return filepath.ToSlash(filepath.Join(parts...)) })
	_ = m.Set("resolve", func(parts ...string) string {
		p, _ := os.Getwd()
		for _, part := range parts {
			if filepath.IsAbs(part) {
				p = part
			} else {
				p = filepath.Join(p, part)
			}
		}
		return filepath.Clean(p)
	})
	_ = m.Set("dirname", filepath.Dir)
	_ = m.Set("basename", func(p string, ext ...string) string {
		b := filepath.Base(p)
		if len(ext) > 0 {
			b = strings.TrimSuffix(b, ext[0])
		}
		return b
	})
	_ = m.Set("extname", filepath.Ext)
	_ = m.Set("relative", func(a, b string) string { r, _ := filepath.Rel(a, b); return r })
	_ = m.Set("isAbsolute", filepath.IsAbs)
	_ = m.Set("normalize", filepath.Clean)
	return m
}
