package docs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/site"
)

// CommandName is the CLI command that makes a version of the docs instance id, as the docs
// plugin adds it to Docusaurus's CLI: docs:version for the default instance,
// docs:version:<id> for another.
func CommandName(id string) string {
	if id == "default" {
		return "docs:version"
	}
	return "docs:version:" + id
}

// CreateVersion makes version name of the docs instance opts, as `docusaurus docs:version`
// does: the docs folder copied to versioned_docs/version-<name>, each other locale's
// translated docs to its version-<name> folder (with its current.json as
// version-<name>.json), the sidebars as they are now to
// versioned_sidebars/version-<name>-sidebars.json, and name put first in versions.json. An
// instance other than the default one prefixes those with "<id>_". It writes nothing when the
// name is invalid or taken, or the docs folder is empty, and never replaces a file.
func CreateVersion(cfg *config.Config, opts Options, name string, js jsrt.Options, log io.Writer) error {
	prefix := "[docs]"
	if opts.ID != "default" {
		prefix = "[" + opts.ID + "]"
	}
	if err := checkVersionName(name); err != nil {
		return fmt.Errorf("%s: %w; try something like 1.0.0", prefix, err)
	}
	files := filesOf(cfg.SiteDir, opts.ID)
	versions, err := readVersionsFile(files.list)
	if err != nil {
		return fmt.Errorf("%s: %w", prefix, err)
	}
	if slices.Contains(versions, name) {
		return fmt.Errorf("%s: version %s already exists in %s; choose a name it does not list", prefix, name, relTo(cfg.SiteDir, files.list))
	}
	// Everything is checked before anything is written.
	type copyJob struct{ from, to string }
	var jobs []copyJob
	var translations []copyJob
	pluginDir := site.I18nFolder(PluginName, opts.ID)
	if len(cfg.I18n.Locales) > 1 {
		fmt.Fprintf(log, "[gosaurus] %s: versioned docs are made for the locales %s\n", prefix, strings.Join(cfg.I18n.Locales, ", "))
	}
	for _, locale := range cfg.I18n.Locales {
		if locale == cfg.I18n.DefaultLocale {
			if sitefs.Empty(opts.Path) {
				return fmt.Errorf("%s: there are no docs to version in %s", prefix, relTo(cfg.SiteDir, opts.Path))
			}
			jobs = append(jobs, copyJob{opts.Path, filepath.Join(files.docs, "version-"+name)})
			continue
		}
		localized := filepath.Join(cfg.LocalizationDir(locale), pluginDir)
		current := filepath.Join(localized, CurrentVersion)
		if sitefs.Empty(current) {
			fmt.Fprintf(log, "[gosaurus] %s: warning: no translated docs in %s; locale %s gets none for version %s\n", prefix, relTo(cfg.SiteDir, current), locale, name)
			continue
		}
		jobs = append(jobs, copyJob{current, filepath.Join(localized, "version-"+name)})
		labels := filepath.Join(localized, CurrentVersion+".json")
		if fileExists(labels) {
			translations = append(translations, copyJob{labels, filepath.Join(localized, "version-"+name+".json")})
		} else {
			fmt.Fprintf(log, "[gosaurus] %s: warning: no translation file %s; locale %s's version %s has none\n", prefix, relTo(cfg.SiteDir, labels), locale, name)
		}
	}
	sidebars, err := versionedSidebars(cfg, opts, js)
	if err != nil {
		return fmt.Errorf("%s: %w", prefix, err)
	}
	sidebarsFile := filepath.Join(files.sidebars, "version-"+name+"-sidebars.json")
	for _, j := range append(slices.Clone(jobs), translations...) {
		if _, err := os.Lstat(j.to); err == nil {
			return fmt.Errorf("%s: %s exists; docs:version never replaces files: remove it, or choose another name", prefix, relTo(cfg.SiteDir, j.to))
		}
	}
	if sidebars != nil && fileExists(sidebarsFile) {
		return fmt.Errorf("%s: %s exists; docs:version never replaces files: remove it, or choose another name", prefix, relTo(cfg.SiteDir, sidebarsFile))
	}
	for _, j := range jobs {
		if err := sitefs.CopyTree(j.from, j.to, nil); err != nil {
			return fmt.Errorf("%s: copying %s: %w", prefix, relTo(cfg.SiteDir, j.from), err)
		}
	}
	for _, j := range translations {
		if err := sitefs.CopyNew(j.from, j.to); err != nil {
			return fmt.Errorf("%s: %w", prefix, err)
		}
	}
	if sidebars != nil {
		if err := sitefs.WriteNew(sidebarsFile, sidebars, 0o644); err != nil {
			return fmt.Errorf("%s: %w", prefix, err)
		}
	}
	var list bytes.Buffer
	names := []any{name}
	for _, v := range versions {
		names = append(names, v)
	}
	writeOrderedJSON(&list, names, "", nil, "")
	list.WriteByte('\n')
	if err := os.WriteFile(files.list, list.Bytes(), 0o644); err != nil {
		return fmt.Errorf("%s: %w", prefix, err)
	}
	fmt.Fprintf(log, "[gosaurus] %s: version %s created\n", prefix, name)
	return nil
}

// versionNameRules are Docusaurus's rules for a version's name, which names a folder.
var versionNameRules = []struct {
	bad  *regexp.Regexp
	rule string
}{
	{regexp.MustCompile(`[/\\]`), "should not include slash (/) or backslash (\\)"},
	{regexp.MustCompile(`.{33,}`), "cannot be longer than 32 characters"},
	{regexp.MustCompile(`[<>:"|?*\x00-\x1F]`), "should be a valid file path"},
	{regexp.MustCompile(`^\.\.?$`), `should not be "." or ".."`},
}

func checkVersionName(name string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("invalid version name %q: it must have a character other than white space", name)
	}
	for _, r := range versionNameRules {
		if r.bad.MatchString(name) {
			return fmt.Errorf("invalid version name %q: a version name %s", name, r.rule)
		}
	}
	return nil
}

// readVersionsFile reads versions.json, nil when there is none.
func readVersionsFile(file string) ([]string, error) {
	data, err := os.ReadFile(file)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return nil, fmt.Errorf("%s must be a JSON array of version names: %v", filepath.Base(file), err)
	}
	return names, nil
}

// versionedSidebars is the versioned sidebars file of the instance's sidebars as they are
// now, as Docusaurus writes it: the sidebars file's value as JSON, its keys in their written
// order (the autogenerated sidebar when the instance has no sidebars file); nil when there are
// no sidebars (sidebarPath: false, or a file without any).
func versionedSidebars(cfg *config.Config, opts Options, js jsrt.Options) ([]byte, error) {
	if opts.NoSidebars {
		return nil, nil
	}
	var raw map[string]any
	order := map[string][]string{}
	if opts.SidebarPath == "" {
		raw = map[string]any{"defaultSidebar": []any{map[string]any{"type": "autogenerated", "dirName": "."}}}
		order = map[string][]string{"": {"defaultSidebar"}, "defaultSidebar[0]": {"type", "dirName"}}
	} else {
		if !fileExists(opts.SidebarPath) {
			return nil, fmt.Errorf("the sidebars file %s does not exist", relTo(cfg.SiteDir, opts.SidebarPath))
		}
		var err error
		if raw, order, err = evalSidebars(opts.SidebarPath, js); err != nil {
			return nil, err
		}
	}
	if len(raw) == 0 {
		return nil, nil
	}
	var b bytes.Buffer
	writeOrderedJSON(&b, raw, "", order, "")
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// writeOrderedJSON writes v as JSON.stringify(v, null, 2) does, each object's keys in the
// order of order (by key path, as jsrt.KeyOrder gives it), those it does not know after, sorted.
func writeOrderedJSON(b *bytes.Buffer, v any, path string, order map[string][]string, indent string) {
	inner := indent + "  "
	switch t := v.(type) {
	case map[string]any:
		if len(t) == 0 {
			b.WriteString("{}")
			return
		}
		l := &sidebarLoader{keyOrder: order}
		b.WriteString("{\n")
		for i, k := range l.orderedKeys(t, path) {
			if i > 0 {
				b.WriteString(",\n")
			}
			child := k
			if path != "" {
				child = path + "." + k
			}
			b.WriteString(inner)
			writeJSONString(b, k)
			b.WriteString(": ")
			writeOrderedJSON(b, t[k], child, order, inner)
		}
		b.WriteString("\n" + indent + "}")
	case []any:
		if len(t) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, e := range t {
			if i > 0 {
				b.WriteString(",\n")
			}
			b.WriteString(inner)
			writeOrderedJSON(b, e, path+"["+strconv.Itoa(i)+"]", order, inner)
		}
		b.WriteString("\n" + indent + "]")
	case string:
		writeJSONString(b, t)
	default:
		data, err := json.Marshal(t)
		if err != nil {
			data = []byte("null")
		}
		b.Write(data)
	}
}

// writeJSONString writes s as JSON.stringify does: only quotes, backslashes and control
// characters escaped.
func writeJSONString(b *bytes.Buffer, s string) {
	var e bytes.Buffer
	enc := json.NewEncoder(&e)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	out := bytes.TrimSuffix(e.Bytes(), []byte("\n"))
	out = bytes.ReplaceAll(out, []byte(`\u2028`), []byte("\u2028"))
	out = bytes.ReplaceAll(out, []byte(`\u2029`), []byte("\u2029"))
	b.Write(out)
}
