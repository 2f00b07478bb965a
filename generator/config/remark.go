package config

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gosaurus/generator/buildcache"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/generator/sitefs"
)

// Remark runs a content plugin instance's remark and rehype plugins on the text of one of its
// markdown files, giving the text to compile, src itself when the plugins changed nothing, and
// the text whose headings make the table of contents, nil when it is text: Docusaurus makes
// the table of contents after beforeDefaultRemarkPlugins, before remarkPlugins.
type Remark func(file string, src []byte) (text, toc []byte, err error)

// remarkHelper runs an instance's remark and rehype plugins in Node; see remark.js.
//
//go:embed remark.js
var remarkHelper string

// pluginLists are the options of a content plugin that list remark and rehype plugins, in the
// order Docusaurus applies them.
var pluginLists = []string{"beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"}

// remarkPlugins gives each content plugin instance whose remark or rehype plugins include
// functions gosaurus does not carry out itself (native) a Remark that runs them in Node, where
// the config is loaded, and reports the functions it runs so, and the lists whose plugins it
// runs (a function in a plugin's options is the plugin's to call): they need no warning.
// Without Node they stay unrun, with the config's warning.
func remarkPlugins(cfg *Config, ev *evaluated, native map[string]bool) map[string]bool {
	run := map[string]bool{}
	for _, c := range cfg.contentInstances() {
		remarkOf(cfg, ev, c, native, run)
	}
	return run
}

// remarkOf is remarkPlugins for the instance c, adding to run.
func remarkOf(cfg *Config, ev *evaluated, c *ContentOptions, native, run map[string]bool) {
	if !jsrt.NodeAvailable() || fromPreset(c.Key) {
		// An instance a preset returned: its plugins are in the preset's value, which the
		// config's Node process does not hold (they are named in a warning).
		return
	}
	skip := map[string][]int{}
	var plugins []string
	for _, name := range pluginLists {
		list := c.optionPath(name)
		for _, d := range ev.dropped {
			m := pluginEntry.FindStringSubmatch(d)
			if m == nil || m[1] != list {
				continue
			}
			if native[d] {
				i, _ := strconv.Atoi(m[2])
				skip[name] = append(skip[name], i)
				continue
			}
			plugins = append(plugins, d)
		}
	}
	if len(plugins) == 0 {
		return
	}
	for _, d := range plugins {
		run[d] = true
	}
	// The plugins get their options as the config holds them, functions and all.
	for _, name := range pluginLists {
		run[c.optionPath(name)] = true
	}
	c.Remark = cfg.remark(ev, c, skip)
}

// remark is the Remark of instance c: one call into the config's Node process per file text,
// the answer kept in memory for the same text and in the build cache (see remarkCache).
func (cfg *Config) remark(ev *evaluated, c *ContentOptions, skip map[string][]int) Remark {
	node := cfg.nodeCalls(ev)
	options := strings.TrimSuffix(c.optionPath(""), ".")
	if cfg.remarkCache == nil && ev.cache != nil {
		cfg.remarkCache = &remarkCache{kind: ev.cache.Kind("remark"), siteDir: cfg.SiteDir, config: cfg.File}
	}
	store := cfg.remarkCache
	var done sync.Map // file + "\x00" + text → its remarkText
	return func(file string, src []byte) ([]byte, []byte, error) {
		key := file + "\x00" + string(src)
		if out, ok := done.Load(key); ok {
			made := out.(remarkText)
			return made.Text, made.TOC, nil
		}
		mdx := markdown.IsMDX(file, cfg.MarkdownFormat())
		stored := store.key(options, mdx, file, src)
		var made remarkText
		if !store.load(stored, &made) {
			res, err := node.CallWith(options, remarkHelper, []any{map[string]any{
				"key": options + "\x00" + strconv.FormatBool(mdx), "file": file, "text": string(src), "mdx": mdx, "skip": skip,
			}}, PluginNodeTimeout)
			if err != nil {
				return nil, nil, fmt.Errorf("the remark and rehype plugins of %s (%s): %w", c.Key, rel(cfg.File), err)
			}
			if m, ok := res[0].(map[string]any); ok {
				text, _ := m["text"].(string)
				made = remarkText{Changed: true, Text: []byte(text)}
				if toc, ok := m["toc"].(string); ok {
					made.TOC = []byte(toc)
				}
			}
			store.save(stored, made)
		}
		if !made.Changed {
			made.Text = src // the same slice, which the parse cache knows
		}
		done.Store(key, made)
		return made.Text, made.TOC, nil
	}
}

// remarkCache keeps in the build cache the texts the remark plugins made, so
// that a build does not start Node for files and plugins that did not change. The plugins
// are known by what they can be made of: the config file, the site's own code (its files'
// names, sizes and times) and the install's record of its packages; a change to any of them
// is a new key. A plugin read from outside the site folder (a package of a monorepo linked
// in place) is not known so: its change needs --no-cache once. A nil *remarkCache keeps
// nothing.
type remarkCache struct {
	kind            *buildcache.Kind
	siteDir, config string

	once     sync.Once
	identity string
	mu       sync.Mutex
	used     []string
}

func (r *remarkCache) key(options string, mdx bool, file string, src []byte) string {
	if r == nil {
		return ""
	}
	r.once.Do(func() { r.identity = r.plugins() })
	sum := sha256.Sum256(src)
	return strings.Join([]string{r.identity, options, strconv.FormatBool(mdx), file, hex.EncodeToString(sum[:])}, "\x00")
}

// remarkText is what the plugins made of a text: Text when they Changed it, and the text of
// its table of contents when that is another (see Remark).
type remarkText struct {
	Changed   bool
	Text, TOC []byte
}

func (r *remarkCache) load(key string, out *remarkText) bool {
	if r == nil {
		return false
	}
	r.mu.Lock()
	r.used = append(r.used, key)
	r.mu.Unlock()
	return r.kind.Load(key, out)
}

func (r *remarkCache) save(key string, out remarkText) {
	if r != nil {
		_ = r.kind.Save(key, out) // a cache that cannot be written is a slower next build
	}
}

// keep drops the entries this build did not use, as the build cache's other kinds do.
func (r *remarkCache) keep() {
	if r != nil {
		_ = r.kind.Keep(r.used)
	}
}

// plugins is the hash of what the remark plugins can be made of.
func (r *remarkCache) plugins() string {
	h := sha256.New()
	h.Write([]byte(remarkHelper))
	stamp := func(path string) {
		if st, err := os.Stat(path); err == nil {
			fmt.Fprintf(h, "%s\x00%d\x00%d\n", path, st.Size(), st.ModTime().UnixNano())
		}
	}
	stamp(r.config)
	for _, f := range []string{".package-lock.json", ".yarn-integrity", ".yarn-state.yml", ".modules.yaml"} {
		stamp(filepath.Join(r.siteDir, "node_modules", f))
	}
	_ = filepath.WalkDir(r.siteDir, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return nil
		case d.IsDir() && path != r.siteDir && sitefs.NotSource(d.Name()):
			return filepath.SkipDir
		case !d.IsDir() && !strings.HasPrefix(d.Name(), ".") && codeFile.MatchString(d.Name()): // not the config's bundles for Node
			stamp(path)
		}
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))
}

var codeFile = regexp.MustCompile(`\.(?:[cm]?js|jsx|[cm]?ts|tsx)$`)
