package docs

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// versionDocsRead matches code that reads a version's docs: useDocsVersion().docs, docs taken
// apart from it ({docs} = useDocsVersion()), or a doc looked up in some docs by key.
var versionDocsRead = regexp.MustCompile(`useDocsVersion\(\)\s*\.\s*docs\b|\{[^}]*\bdocs\b[^}]*\}\s*=\s*useDocsVersion\(\)|\.docs\s*\[`)

// VersionDocsSpec names the module of a version's docs as its metadata lists them, which
// the routes of its docs import when the site's code reads them (see readsVersionDocs).
func (v *Version) VersionDocsSpec() string {
	return "gosaurus-version-docs:" + v.PluginID + "/" + v.Name
}

// versionDocs is what Docusaurus gives a version's metadata as its docs, and so
// useDocsVersion().docs: each doc of the version by id, with its title, description and
// sidebar.
func versionDocs(v *Version) map[string]any {
	out := make(map[string]any, len(v.Docs))
	for _, d := range v.Docs {
		doc := map[string]any{"id": d.ID, "title": d.Title, "description": d.Description}
		if d.Sidebar != "" {
			doc["sidebar"] = d.Sidebar
		}
		out[d.ID] = doc
	}
	return out
}

// readsVersionDocs tells whether the site's own code, in its src folder or beside the docs
// (files, a component a doc imports), reads the docs of useDocsVersion(): only then do the doc
// pages load their version's docs, which the theme does without (its doc cards get theirs
// apart, and its components that a site ejects read the version's label and banner) and which
// at 100,000 docs would be most of every page's data. The docs folders' code files come from
// the walk that found their docs (Version.codeFiles): a second walk of 100,000 docs on each of
// the dev server's content loads was a cost of its own.
func readsVersionDocs(src string, files []string) bool {
	reads := func(p string) bool {
		data, err := os.ReadFile(p)
		return err == nil && bytes.Contains(data, []byte("useDocsVersion")) && versionDocsRead.Match(data)
	}
	for _, f := range files {
		if reads(f) {
			return true
		}
	}
	found := false
	_ = filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil || found {
			return filepath.SkipDir
		}
		name := e.Name()
		if e.IsDir() {
			if p != src && (name == "node_modules" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		found = isCode(name) && reads(p)
		return nil
	})
	return found
}

// isCode tells whether name is a file of JavaScript or TypeScript code.
func isCode(name string) bool {
	switch filepath.Ext(name) {
	case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs":
		return true
	}
	return false
}
