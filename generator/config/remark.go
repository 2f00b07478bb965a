package config

import (
	_ "embed"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"gosaurus/generator/jsrt"
)

// Remark runs a content plugin instance's remark plugins on the text of one of its markdown
// files, giving the text to compile: src itself when the plugins changed nothing.
type Remark func(file string, src []byte) ([]byte, error)

// remarkHelper runs an instance's remark plugins in Node; see remark.js.
//
//go:embed remark.js
var remarkHelper string

// remarkLists are the options of a content plugin that list remark plugins, in the order
// Docusaurus applies them.
var remarkLists = []string{"beforeDefaultRemarkPlugins", "remarkPlugins"}

// remarkPlugins gives each content plugin instance whose remark plugins include functions
// gosaurus does not carry out itself (native) a Remark that runs them in Node, where the
// config is loaded, and reports the functions it runs so: they need no warning. Without Node
// they stay unrun, with the config's warning.
func remarkPlugins(cfg *Config, ev *evaluated, native map[string]bool) map[string]bool {
	run := map[string]bool{}
	if !jsrt.NodeAvailable() {
		return run
	}
	for _, c := range cfg.contentInstances() {
		skip := map[string][]int{}
		var plugins []string
		for _, name := range remarkLists {
			list := c.optionPath(name)
			for _, d := range ev.dropped {
				m := remarkEntry.FindStringSubmatch(d)
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
			continue
		}
		for _, d := range plugins {
			run[d] = true
		}
		c.Remark = cfg.remark(ev, c, skip)
	}
	return run
}

// remark is the Remark of instance c: one call into the config's Node process per file text,
// the answer kept for the same text (a rebuild asks again for every file).
func (cfg *Config) remark(ev *evaluated, c *ContentOptions, skip map[string][]int) Remark {
	node := cfg.nodeCalls(ev)
	options := strings.TrimSuffix(c.optionPath(""), ".")
	var done sync.Map // file + "\x00" + text → the text to compile
	return func(file string, src []byte) ([]byte, error) {
		key := file + "\x00" + string(src)
		if out, ok := done.Load(key); ok {
			return out.([]byte), nil
		}
		mdx := cfg.mdxFile(file)
		res, err := node.CallWith(options, remarkHelper, []any{map[string]any{
			"key": options + "\x00" + strconv.FormatBool(mdx), "file": file, "text": string(src), "mdx": mdx, "skip": skip,
		}}, pluginNodeTimeout)
		if err != nil {
			return nil, fmt.Errorf("the remark plugins of %s (%s): %w", c.Key, rel(cfg.File), err)
		}
		out := src
		if s, ok := res[0].(string); ok {
			out = []byte(s)
		}
		done.Store(key, out)
		return out, nil
	}
}

// mdxFile reports whether Docusaurus compiles file as MDX rather than CommonMark, by
// markdown.format (with "detect", .md files are CommonMark).
func (cfg *Config) mdxFile(file string) bool {
	switch cfg.MarkdownFormat() {
	case "md":
		return false
	case "detect":
		return !strings.EqualFold(filepath.Ext(file), ".md")
	}
	return true
}
