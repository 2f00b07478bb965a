package pipeline

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/output"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/plugin/webpack"
)

// write is the write stage: the static files and what plugins' copy-webpack-plugin copies,
// then the plugins' postBuild, once the pages are rendered.
func (l *locale) write() error {
	if err := l.b.copyStatic(l.cfg, l.site); err != nil {
		return err
	}
	if err := l.b.copyPatterns(l.cfg, l.webpack.Copies, l.site); err != nil {
		return err
	}
	if err := l.b.postBuild(l.plugins, l.cfg, l.table, l.site, l.rendered, l.tag); err != nil {
		return err
	}
	l.b.built = append(l.b.built, localePlugins{l.cfg.OutPrefix(), l.plugins})
	return nil
}

// copyStatic copies the static folders into the build, but for their environment files and
// repository folders (sitefs.Private), each named in a warning.
func (b *builder) copyStatic(cfg *config.Config, site *output.Site) error {
	for _, dir := range cfg.StaticDirectories {
		root := filepath.Join(cfg.SiteDir, dir)
		if _, err := os.Stat(root); err != nil {
			continue
		}
		c := &staticCopy{b: b, site: site, roots: cfg.ReadRoots(), dir: dir}
		if err := c.folder(root, "", nil); err != nil {
			return err
		}
	}
	return nil
}

// copyPatterns copies what plugins' copy-webpack-plugin patterns name into the build, after
// the static folders, whose files it leaves as they are (as its force: false does). Like the
// static folders, what it copies must be inside the site or the folders its config names.
func (b *builder) copyPatterns(cfg *config.Config, copies []webpack.Copy, site *output.Site) error {
	roots := cfg.ReadRoots()
	for _, p := range copies {
		from := config.AbsIn(config.AbsIn(cfg.SiteDir, p.Context), p.From)
		shown := content.Rel(cfg.SiteDir, from)
		st, err := os.Stat(from)
		if err != nil {
			if p.Optional {
				continue
			}
			return fmt.Errorf("configureWebpack: copy-webpack-plugin copies %s: no such file or folder (noErrorOnMissing: true makes it optional)", shown)
		}
		if !roots.Contains(from) {
			return fmt.Errorf("configureWebpack: copy-webpack-plugin copies %s, which is outside the site folder and the folders its config names", shown)
		}
		to := path.Clean("/" + filepath.ToSlash(p.To))[1:] // a path in the build, "" for its root
		if st.IsDir() {
			c := &staticCopy{b: b, site: site, roots: roots, dir: shown}
			if err := c.folder(from, to, nil); err != nil {
				return err
			}
			continue
		}
		if path.Ext(to) == "" {
			to = path.Join(to, filepath.Base(from))
		}
		if !site.Has(to) {
			if err := site.Copy(to, from); err != nil {
				return err
			}
		}
	}
	return nil
}

// staticCopy copies one static folder into the build.
type staticCopy struct {
	b     *builder
	site  *output.Site
	roots sitefs.Roots
	dir   string // the static folder as the config names it, for messages
}

// folder copies the files below folder to rel in the build. A link to a folder inside the
// roots is copied as that folder's files, as Docusaurus's copy follows links; linked are the
// folders being walked through links, so that a link to a folder it lies in is not walked again
// and again.
func (c *staticCopy) folder(folder, rel string, linked []string) error {
	return filepath.WalkDir(folder, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		sub, _ := filepath.Rel(folder, p)
		name := filepath.ToSlash(filepath.Join(rel, sub))
		shown := path.Join(c.dir, name)
		if name != "." && sitefs.Private(name) {
			c.b.warn(fmt.Sprintf("%s is not copied into the build: environment files and repository folders are never published", shown))
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if !c.roots.Contains(p) {
				return content.OutsideError(c.roots, filepath.Join(c.roots[0], filepath.FromSlash(shown)), "copies")
			}
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				return c.linkedFolder(p, name, shown, linked)
			}
		}
		if c.site.Has(name) {
			return nil
		}
		return c.site.Copy(name, p)
	})
}

// linkedFolder copies the folder that the link at p names, unless the link lies in that folder
// or in one being walked through a link, where copying it would never end.
func (c *staticCopy) linkedFolder(p, name, shown string, linked []string) error {
	inTarget := func(f string) bool { return sitefs.Inside(p, f) }
	if inTarget(filepath.Dir(p)) || slices.ContainsFunc(linked, inTarget) {
		c.b.warn(fmt.Sprintf("%s is a link to a folder it lies in; it is not copied into the build", shown))
		return nil
	}
	// WalkDir does not enter a link given as its root: walk the folder it names.
	target, err := filepath.EvalSymlinks(p)
	if err != nil {
		return err
	}
	return c.folder(target, name, append(linked, target))
}
