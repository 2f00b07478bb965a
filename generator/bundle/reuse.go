package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

// reads is what one build of a kept context read: if all of it is as it was, building again
// gives the same result. A save of one doc changes the browser build and one batch of route
// scripts, not the server's base script with the theme and React, which the dev server
// then takes from the build before instead of linking and printing it again.
type reads struct {
	virtual map[string]Module    // the generated modules it loaded
	files   map[string]fileStamp // the files on disk it loaded
	folders map[string]string    // the folders its imports resolved against, by FS.Listing
}

type fileStamp struct {
	size int64
	mod  time.Time
}

// recordReads is what the build of st that started at start read, from its metafile (stdin
// names the build's stdin, which is in its options); nil when that is not all it read: a file
// changed while it ran, or it compiled Sass or ran PostCSS, which read files esbuild does not
// see (Tailwind reads the site's sources).
func recordReads(st pluginState, meta, stdin string, start time.Time) *reads {
	m, err := parseMetafile(meta)
	if err != nil {
		return nil
	}
	r := &reads{virtual: map[string]Module{}, files: map[string]fileStamp{}, folders: map[string]string{}}
	for p := range m.Inputs {
		if spec, ok := strings.CutPrefix(p, "virtual:"); ok {
			r.virtual[spec] = st.in.Virtual[spec]
		}
	}
	files := map[string]bool{}
	inputFiles(files, st.in.SiteDir, m, stdin)
	// A file saved while the build ran may have been read before or after the save.
	settled := start.Add(-time.Second)
	for f := range files {
		if ext := filepath.Ext(f); ext == ".scss" || ext == ".sass" || st.in.PostCSS.takes(f) {
			return nil
		}
		fi, err := os.Stat(f)
		if err != nil || fi.ModTime().After(settled) {
			return nil
		}
		r.files[f] = fileStamp{fi.Size(), fi.ModTime()}
		r.folders[filepath.Dir(f)] = ""
	}
	for _, dir := range st.in.FS.Folders() {
		r.folders[dir] = ""
	}
	for dir := range r.folders {
		r.folders[dir] = st.in.FS.Listing(dir)
	}
	return r
}

// unchanged tells whether a build of in would read the same as r.
func (r *reads) unchanged(in *Input) bool {
	for spec, was := range r.virtual {
		now, ok := in.Virtual[spec]
		if !ok || now.Contents != was.Contents || now.ServerContents != was.ServerContents || now.Loader != was.Loader || now.ResolveDir != was.ResolveDir {
			return false
		}
	}
	for f, was := range r.files {
		fi, err := os.Stat(f)
		if err != nil || fi.Size() != was.size || !fi.ModTime().Equal(was.mod) {
			return false
		}
	}
	for dir, was := range r.folders {
		if in.FS.Listing(dir) != was {
			return false
		}
	}
	return true
}

// buildOrReuse is build for a build whose plugins leave nothing behind but its result and
// what note, when given, makes of it and them after it: when the context kept for role read
// nothing that changed since its last build, that build's result and note are returned as
// they are (so what a note derives from a result is not derived again).
func (c *Contexts) buildOrReuse(role string, opts api.BuildOptions, st pluginState, plugins func(*pluginState) []api.Plugin, note func(api.BuildResult) any) (api.BuildResult, any) {
	noted := func(res api.BuildResult) any {
		if note == nil {
			return nil
		}
		return note(res)
	}
	st.imports = &markdownImports{}
	if c == nil {
		res := c.build(role, opts, st, plugins)
		return res, noted(res)
	}
	key, err := optionsKey(opts)
	if err != nil {
		return c.build(role, opts, st, plugins), nil // which reports the error
	}
	c.mu.Lock()
	k := c.kept[role]
	c.mu.Unlock()
	if k != nil && k.key == key && k.last != nil && k.last.unchanged(st.in) {
		return *k.lastResult, k.lastNote
	}
	start := time.Now()
	res := c.rebuild(role, key, opts, st, plugins)
	n := noted(res)
	c.mu.Lock()
	defer c.mu.Unlock()
	if k := c.kept[role]; k != nil {
		k.last, k.lastResult, k.lastNote = nil, nil, nil
		if len(res.Errors) == 0 {
			stdin := ""
			if opts.Stdin != nil {
				stdin = opts.Stdin.Sourcefile
			}
			if r := recordReads(st, res.Metafile, stdin, start); r != nil {
				k.last, k.lastResult, k.lastNote = r, &res, n
			}
		}
	}
	return res, n
}
