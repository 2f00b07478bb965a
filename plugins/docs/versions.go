package docs

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/site"
)

// CurrentVersion is the name Docusaurus gives the docs folder's version.
const CurrentVersion = "current"

// versionFiles are where an instance keeps its versions: versions.json, versioned_docs/ and
// versioned_sidebars/, prefixed with "<id>_" for an instance other than the default one.
type versionFiles struct {
	list, docs, sidebars string
}

func filesOf(siteDir, pluginID string) versionFiles {
	prefix := ""
	if pluginID != "default" {
		prefix = pluginID + "_"
	}
	return versionFiles{
		list:     filepath.Join(siteDir, prefix+"versions.json"),
		docs:     filepath.Join(siteDir, prefix+"versioned_docs"),
		sidebars: filepath.Join(siteDir, prefix+"versioned_sidebars"),
	}
}

// Load reads a docs plugin instance: the current docs and every version in versions.json, with
// the versioning options applied as Docusaurus applies them. parses (nil: none) keeps the
// docs' documents from one build to the next.
func Load(cfg *config.Config, opts Options, js jsrt.Options, parses *content.Parses) (*Instance, error) {
	in := &Instance{ID: opts.ID, BasePath: joinURL(cfg.BaseURL, opts.RouteBasePath), Breadcrumbs: opts.Breadcrumbs, Components: opts.Components}
	files := filesOf(cfg.SiteDir, opts.ID)
	cfgFile := relTo(cfg.SiteDir, cfg.File)
	released, err := readVersionList(cfg.SiteDir, files)
	if err != nil {
		return nil, err
	}
	if opts.DisableVersioning {
		released = nil
	}
	names := released
	if opts.IncludeCurrentVersion {
		names = append([]string{CurrentVersion}, released...)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: %s: includeCurrentVersion is false and there are no versions in %s; a docs instance needs at least one version", cfgFile, opts.Key, relTo(cfg.SiteDir, files.list))
	}
	last := opts.LastVersion
	if last == "" {
		last = names[0]
		if len(released) > 0 {
			last = released[0]
		}
	}
	available := "\nAvailable version names are:\n- " + strings.Join(names, "\n- ")
	if !slices.Contains(names, last) {
		return nil, fmt.Errorf("%s: %s.lastVersion: version %q does not exist.%s", cfgFile, opts.Key, last, available)
	}
	for name := range opts.Versions {
		if !slices.Contains(names, name) {
			return nil, fmt.Errorf("%s: %s.versions: version %q does not exist.%s", cfgFile, opts.Key, name, available)
		}
	}
	if opts.OnlyIncludeVersions != nil {
		for _, name := range opts.OnlyIncludeVersions {
			if !slices.Contains(names, name) {
				return nil, fmt.Errorf("%s: %s.onlyIncludeVersions: version %q does not exist.%s", cfgFile, opts.Key, name, available)
			}
		}
		if !slices.Contains(opts.OnlyIncludeVersions, last) {
			return nil, fmt.Errorf("%s: %s.onlyIncludeVersions must include the last version %q", cfgFile, opts.Key, last)
		}
	}
	lastIndex := slices.Index(names, last)
	for i, name := range names {
		if opts.OnlyIncludeVersions != nil && !slices.Contains(opts.OnlyIncludeVersions, name) {
			continue
		}
		v := newVersion(cfg, opts, files, name, i, lastIndex, len(names))
		if err := loadVersion(cfg, v, js, parses); err != nil {
			return nil, err
		}
		if err := translate(cfg, v); err != nil {
			return nil, err
		}
		in.Versions = append(in.Versions, v)
	}
	return in, nil
}

// newVersion fills a version's metadata with Docusaurus's defaults and the user's overrides:
// the last version at the root, current at "next", others at their name; versions newer than
// the last one are unreleased and older ones unmaintained; badges once there are several.
func newVersion(cfg *config.Config, opts Options, files versionFiles, name string, index, lastIndex, count int) *Version {
	o := opts.Versions[name]
	v := &Version{PluginID: opts.ID, Name: name, IsLast: index == lastIndex, Badge: count > 1, ClassName: "docs-version-" + name, NoIndex: o.NoIndex,
		Include: opts.Include, Exclude: opts.Exclude, SidebarCollapsible: opts.SidebarCollapsible, SidebarCollapsed: opts.SidebarCollapsed, EditURLs: opts.EditURLs,
		SidebarItemsGenerator: opts.SidebarItemsGenerator}
	if v.Include == nil {
		v.Include = defaultInclude
	}
	if v.Exclude == nil {
		v.Exclude = defaultExclude
	}
	path := name
	switch {
	case index == lastIndex:
		path = ""
	case name == CurrentVersion:
		path = "next"
	}
	if o.Path != "" {
		path = o.Path
	}
	v.BasePath = joinURL(joinURL(cfg.BaseURL, opts.RouteBasePath), path)
	v.Label = name
	if name == CurrentVersion {
		v.Label = "Next"
	}
	if o.Label != "" {
		v.Label = o.Label
	}
	switch {
	case index == lastIndex:
	case name == CurrentVersion || index < lastIndex:
		v.Banner = "unreleased"
	default:
		v.Banner = "unmaintained"
	}
	switch o.Banner {
	case "":
	case "none":
		v.Banner = ""
	default:
		v.Banner = o.Banner
	}
	if o.Badge != nil {
		v.Badge = *o.Badge
	}
	if o.ClassName != "" {
		v.ClassName = o.ClassName
	}
	if name == CurrentVersion {
		v.DocsDir, v.SidebarPath, v.NoSidebars = opts.Path, opts.SidebarPath, opts.NoSidebars
	} else {
		v.DocsDir = filepath.Join(files.docs, "version-"+name)
		v.SidebarPath = filepath.Join(files.sidebars, "version-"+name+"-sidebars.json")
		// A version without a sidebars file has no sidebar, as in Docusaurus.
		v.NoSidebars = opts.NoSidebars || !fileExists(v.SidebarPath)
	}
	if cfg.Locale != "" {
		base := localizedDir(cfg, opts.ID, name)
		if dirExists(base) {
			v.LocalizedDir = base
		}
		v.TranslationsFile = base + ".json"
	}
	v.TagsPath = joinURL(v.BasePath, "tags")
	if !opts.NoTagsFile {
		v.TagsFile, v.TagsFileRequired = opts.TagsFile, opts.TagsFile != ""
		if v.TagsFile == "" {
			v.TagsFile = "tags.yml"
		}
	}
	v.ShowLastUpdate = lastUpdateOptions{Time: opts.ShowLastUpdateTime, Author: opts.ShowLastUpdateAuthor}
	if opts.EditURL != "" {
		dir, localizedName := v.DocsDir, name
		if opts.EditCurrentVersion {
			dir, localizedName = opts.Path, CurrentVersion
		}
		editBase := func(dir string) string {
			// The folder as the site sees it, "../docs" included, as Docusaurus joins it.
			rel, _ := filepath.Rel(cfg.SiteDir, dir)
			return strings.TrimSuffix(opts.EditURL, "/") + "/" + filepath.ToSlash(rel) + "/"
		}
		v.EditBase = editBase(dir)
		if cfg.Locale != "" {
			v.EditBaseLocalized, v.EditLocalizedFiles = editBase(localizedDir(cfg, opts.ID, localizedName)), opts.EditLocalizedFiles
		}
	}
	return v
}

// localizedDir is where the locale being built keeps its translations of a version's docs:
// i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/<current or version-<name>>, whether or
// not it exists.
func localizedDir(cfg *config.Config, id, version string) string {
	versionDir := "version-" + version
	if version == CurrentVersion {
		versionDir = CurrentVersion
	}
	return filepath.Join(cfg.LocalizationDir(cfg.Locale), site.I18nFolder(PluginName, id), versionDir)
}

// readVersionList reads versions.json: an array of version names, newest first.
func readVersionList(siteDir string, files versionFiles) ([]string, error) {
	file := files.list
	data, err := os.ReadFile(file)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rel := relTo(siteDir, file)
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return nil, fmt.Errorf("%s: must be a JSON array of version names such as [\"2.0\", \"1.0\"]: %v", rel, err)
	}
	for i, n := range names {
		if slices.Contains(names[:i], n) {
			return nil, fmt.Errorf("%s: version %q is listed twice", rel, n)
		}
		if n == "" || n == CurrentVersion || strings.ContainsAny(n, `/\`) || n == "." || n == ".." {
			return nil, fmt.Errorf("%s: %q is not a valid version name; names are non-empty, without slashes, and not %q", rel, n, CurrentVersion)
		}
		if dir := filepath.Join(files.docs, "version-"+n); !dirExists(dir) {
			return nil, fmt.Errorf("%s: version %q has no docs folder %s; run docusaurus docs:version %s or remove it from the list", rel, n, relTo(siteDir, dir), n)
		}
	}
	return names, nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func dirExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
