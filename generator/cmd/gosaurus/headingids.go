package main

import (
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/markdown"
	"gosaurus/generator/pluginenv"
	"gosaurus/plugins/blog"
	"gosaurus/plugins/registry"
)

// writeHeadingIDsCommand adds explicit ids to the headings of the site's markdown files, as
// `docusaurus write-heading-ids` does.
func writeHeadingIDsCommand(fs *flag.FlagSet, con *console) func([]string) error {
	var opts markdown.HeadingIDOptions
	fs.BoolVar(&opts.KeepCase, "maintain-case", false, "keep the heading's capitals in its id")
	fs.BoolVar(&opts.Overwrite, "overwrite", false, "replace the ids headings already have")
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		var files []string
		if len(args) > 1 {
			files = args[1:]
		} else if files, err = contentFiles(siteDir); err != nil {
			return err
		}
		written := 0
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			out, changed := markdown.WriteHeadingIDs(src, opts)
			if !changed {
				continue
			}
			if err := os.WriteFile(f, out, 0o644); err != nil {
				return err
			}
			con.Printf("[gosaurus] heading ids added to %s\n", f)
			written++
		}
		if written == 0 {
			con.Printf("[gosaurus] every heading of the %s already has an id\n", plural(len(files), "markdown file"))
		}
		return nil
	}
}

// contentFiles are the markdown files of the site's docs (every version), blogs and pages.
func contentFiles(siteDir string) ([]string, error) {
	cfg, err := config.Load(siteDir, jsrt.Options{})
	if err != nil {
		return nil, err
	}
	defer cfg.Close()
	// The blogs are the plugins': a JavaScript plugin of the site may stand for one.
	list, err := registry.Plugins(cfg, pluginenv.Env{Warn: func(string) {}}) // its warnings are the build's to give
	if err != nil {
		return nil, err
	}
	var dirs []string
	for _, d := range cfg.Docs {
		prefix := ""
		if d.ID != "default" {
			prefix = d.ID + "_"
		}
		dirs = append(dirs, d.Path, filepath.Join(cfg.SiteDir, prefix+"versioned_docs"))
	}
	for _, p := range list {
		if b, ok := p.(*blog.Plugin); ok {
			dirs = append(dirs, b.Options.Path)
		}
	}
	for _, p := range cfg.Pages {
		dirs = append(dirs, p.Path)
	}
	wd, _ := os.Getwd() // files are named from there
	var files []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if errors.Is(err, fs.ErrNotExist) && p == dir {
				return filepath.SkipDir // a folder the site does not have
			}
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			if ext := strings.ToLower(filepath.Ext(p)); !d.IsDir() && (ext == ".md" || ext == ".mdx") {
				rel, err := filepath.Rel(wd, p)
				if err != nil || strings.HasPrefix(rel, "..") {
					rel = p
				}
				files = append(files, rel)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}
