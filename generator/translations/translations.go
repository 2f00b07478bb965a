// Package translations makes the files `write-translations` writes into i18n/<locale>/, as
// Docusaurus's command of that name does: the theme's and the site's code labels (code.json),
// the plugins' files (each docs version's label and sidebar labels, each blog's title,
// description and sidebar title), and the navbar and footer labels. A translator then edits
// the messages.
package translations

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"gosaurus/generator/i18n"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/pipeline"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/plugin"
)

// Message is one entry of a translation file.
type Message = plugin.Message

// File is a translation file: its messages by key, and where it goes.
type File struct {
	Path     string // absolute
	Messages map[string]Message
}

// Options are write-translations's options.
type Options struct {
	Locale        string   // "" for the default locale
	Override      bool     // replace the messages already in the files
	MessagePrefix string   // put before every new message, to spot the untranslated ones
	NodePaths     []string // where @docusaurus/theme-translations is found
	ConfigFile    string   // the config to run in place of the site's own (--config), "" for that
	// Plugins makes the site's plugin instances, whose translation files are written
	// (plugins/registry's Plugins).
	Plugins pluginenv.Registry
}

// Collect loads the site and returns the translation files of the locale, not yet written.
func Collect(siteDir string, opts Options) ([]File, error) {
	loaded, err := pipeline.Load(siteDir, opts.ConfigFile, jsrt.Options{}, opts.Plugins)
	if err != nil {
		return nil, err
	}
	cfg := loaded.Config
	locale := opts.Locale
	if locale == "" {
		locale = cfg.I18n.DefaultLocale
	}
	if !slices.Contains(cfg.I18n.Locales, locale) {
		return nil, fmt.Errorf("%s: locale %q is not one of the site's i18n.locales (%s)", filepath.Base(cfg.File), locale, strings.Join(cfg.I18n.Locales, ", "))
	}
	dir := cfg.LocalizationDir(locale)
	code, err := codeMessages(cfg.SiteDir, locale, opts.NodePaths, i18n.ThemeFiles(loaded.Client.Translations))
	if err != nil {
		return nil, err
	}
	files := []File{{Path: filepath.Join(dir, "code.json"), Messages: code}}
	for _, p := range loaded.Plugins {
		if t, ok := p.(plugin.Translator); ok {
			for _, f := range t.TranslationFiles() {
				files = append(files, File{Path: filepath.Join(dir, filepath.FromSlash(f.Path)), Messages: f.Messages})
			}
		}
	}
	theme := filepath.Join(dir, "docusaurus-theme-classic")
	files = append(files, File{Path: filepath.Join(theme, "navbar.json"), Messages: navbarMessages(cfg.ThemeConfig)},
		File{Path: filepath.Join(theme, "footer.json"), Messages: footerMessages(cfg.ThemeConfig)})
	return files, nil
}

// Write writes each file, merged with the messages it already has: those are kept unless
// opts.Override, and keys no longer in use stay. It returns the number of new messages of each.
func Write(files []File, opts Options) ([]int, error) {
	added := make([]int, len(files))
	for i, f := range files {
		merged := map[string]Message{}
		if data, err := os.ReadFile(f.Path); err == nil {
			if err := json.Unmarshal(data, &merged); err != nil {
				return nil, fmt.Errorf("%s: %v", f.Path, err)
			}
		} else if !os.IsNotExist(err) {
			return nil, err
		}
		for k, m := range f.Messages {
			old, ok := merged[k]
			if ok && !opts.Override {
				if old.Description == "" {
					old.Description = m.Description
				}
				merged[k] = old
				continue
			}
			if !ok {
				added[i]++
			}
			m.Message = opts.MessagePrefix + m.Message
			merged[k] = m
		}
		var data bytes.Buffer
		enc := json.NewEncoder(&data)
		enc.SetEscapeHTML(false) // messages hold <, > and & as they are
		enc.SetIndent("", "  ")
		if err := enc.Encode(merged); err != nil { // keys sorted
			return nil, err
		}
		if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(f.Path, data.Bytes(), 0o644); err != nil {
			return nil, err
		}
	}
	return added, nil
}

func navbarMessages(tc map[string]any) map[string]Message {
	out := map[string]Message{}
	nb, _ := tc["navbar"].(map[string]any)
	if s := str(nb["title"]); s != "" {
		out["title"] = Message{Message: s, Description: "The title in the navbar"}
	}
	if logo, ok := nb["logo"].(map[string]any); ok && str(logo["alt"]) != "" {
		out["logo.alt"] = Message{Message: str(logo["alt"]), Description: "The alt text of navbar logo"}
	}
	var walk func(items any)
	walk = func(items any) {
		list, _ := items.([]any)
		for _, it := range list {
			m, _ := it.(map[string]any)
			if l := str(m["label"]); l != "" {
				out["item.label."+l] = Message{Message: l, Description: "Navbar item with label " + l}
			}
			walk(m["items"])
		}
	}
	walk(nb["items"])
	return out
}

func footerMessages(tc map[string]any) map[string]Message {
	out := map[string]Message{}
	ft, _ := tc["footer"].(map[string]any)
	if s := str(ft["copyright"]); s != "" {
		out["copyright"] = Message{Message: s, Description: "The footer copyright"}
	}
	if logo, ok := ft["logo"].(map[string]any); ok && str(logo["alt"]) != "" {
		out["logo.alt"] = Message{Message: str(logo["alt"]), Description: "The alt text of footer logo"}
	}
	link := func(m map[string]any) {
		if l := str(m["label"]); l != "" {
			to := str(m["to"])
			if to == "" {
				to = str(m["href"])
			}
			out["link.item.label."+l] = Message{Message: l, Description: fmt.Sprintf("The label of footer link with label=%s linking to %s", l, to)}
		}
	}
	links, _ := ft["links"].([]any)
	for _, l := range links {
		col, _ := l.(map[string]any)
		items, isColumn := col["items"].([]any)
		if !isColumn {
			link(col)
			continue
		}
		if t := str(col["title"]); t != "" {
			out["link.title."+t] = Message{Message: t, Description: fmt.Sprintf("The title of the footer links column with title=%s in the footer", t)}
		}
		for _, it := range items {
			m, _ := it.(map[string]any)
			link(m)
		}
	}
	return out
}

// codeMessages are the theme's labels, in the locale where Docusaurus has them translated
// (else English), and the site's own <Translate> and translate() labels in src/.
func codeMessages(siteDir, locale string, nodePaths, files []string) (map[string]Message, error) {
	base, err := i18n.ThemeMessages(nodePaths, "base", files)
	if err != nil {
		return nil, err
	}
	if len(base) == 0 {
		return nil, fmt.Errorf("@docusaurus/theme-translations is not installed: cannot list the theme's labels")
	}
	translated, err := i18n.ThemeMessages(nodePaths, locale, files)
	if err != nil {
		return nil, err
	}
	out := map[string]Message{}
	for k, v := range base {
		if strings.HasSuffix(k, "___DESCRIPTION") {
			continue
		}
		if t, ok := translated[k]; ok {
			v = t
		}
		out[k] = Message{Message: v, Description: base[k+"___DESCRIPTION"]}
	}
	site, err := siteCodeMessages(filepath.Join(siteDir, "src"))
	if err != nil {
		return nil, err
	}
	maps.Copy(out, site)
	return out, nil
}

var (
	translateElement = regexp.MustCompile(`(?s)<Translate\b([^>]*)>([^<{]*)</Translate>`)
	translateCall    = regexp.MustCompile(`(?s)\btranslate\(\s*\{([^{}]*)\}`)
	jsxAttr          = regexp.MustCompile(`(\w+)=(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})`)
	objectProp       = regexp.MustCompile(`(\w+)\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')`)
)

// siteCodeMessages finds the labels of <Translate> elements and translate({…}) calls in the
// site's code, written with literal strings as Docusaurus requires (it extracts them statically
// too); the key is the id, else the message.
func siteCodeMessages(src string) (map[string]Message, error) {
	out := map[string]Message{}
	add := func(props map[string]string, children string) {
		msg := props["message"]
		if msg == "" {
			msg = strings.TrimSpace(children)
		}
		id := props["id"]
		if id == "" {
			id = msg
		}
		if id != "" {
			out[id] = Message{Message: msg, Description: props["description"]}
		}
	}
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if os.IsNotExist(err) && p == src {
			return filepath.SkipDir
		}
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(p) {
		case ".js", ".jsx", ".ts", ".tsx", ".mdx":
		default:
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range translateElement.FindAllStringSubmatch(string(data), -1) {
			add(props(jsxAttr, m[1]), m[2])
		}
		for _, m := range translateCall.FindAllStringSubmatch(string(data), -1) {
			add(props(objectProp, m[1]), "")
		}
		return nil
	})
	return out, err
}

// props reads name=value pairs (attributes, or object properties) whose value is a literal.
func props(re *regexp.Regexp, s string) map[string]string {
	out := map[string]string{}
	for _, m := range re.FindAllStringSubmatch(s, -1) {
		for _, v := range m[2:] {
			if v != "" {
				out[m[1]] = v
				break
			}
		}
	}
	return out
}

func str(v any) string {
	s, _ := v.(string)
	return s
}
