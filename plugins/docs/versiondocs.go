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
// (a component a doc imports), reads the docs of useDocsVersion(): only then do the doc pages
// load their version's docs, which the theme does without (its doc cards get theirs apart, and
// its components that a site ejects read the version's label and banner) and which at 100,000
// docs would be most of every page's data.
func readsVersionDocs(dirs []string) bool {
	found := false
	for _, dir := range dirs {
		_ = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || found {
				return filepath.SkipDir
			}
			name := e.Name()
			if e.IsDir() {
				if p != dir && (name == "node_modules" || strings.HasPrefix(name, ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			switch filepath.Ext(name) {
			case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs":
				if data, err := os.ReadFile(p); err == nil && bytes.Contains(data, []byte("useDocsVersion")) && versionDocsRead.Match(data) {
					found = true
				}
			}
			return nil
		})
	}
	return found
}
