package docs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/plugins/plugin/site"
)

// versionedSite writes a site with docs/, two released versions and a sidebar for 2.0 only.
func versionedSite(t *testing.T) string {
	t.Helper()
	site := t.TempDir()
	for name, body := range map[string]string{
		"versions.json":                                `["2.0", "1.0"]`,
		"docs/intro.md":                                "# Next intro\n",
		"docs/extra.md":                                "# Only in next\n",
		"versioned_docs/version-2.0/intro.md":          "# Intro 2.0\n",
		"versioned_docs/version-1.0/intro.md":          "# Intro 1.0\n",
		"versioned_sidebars/version-2.0-sidebars.json": `{"main": ["intro"]}`,
	} {
		p := filepath.Join(site, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return site
}

func loadVersioned(t *testing.T, siteDir string, edit func(*Options)) (*Instance, error) {
	t.Helper()
	return loadLocale(t, siteDir, "", edit)
}

// loadLocale loads the site's docs in a build of locale ("": a site without i18n).
func loadLocale(t *testing.T, siteDir, locale string, edit func(*Options)) (*Instance, error) {
	t.Helper()
	cfg := &config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/base/", File: filepath.Join(siteDir, "docusaurus.config.js"),
		Locale: locale, I18n: site.I18n{Dir: filepath.Join(siteDir, "i18n")}}}
	opts := Options{ID: "default", Key: "presets[0].docs", Path: filepath.Join(siteDir, "docs"), RouteBasePath: "docs", IncludeCurrentVersion: true, EditURL: "https://e.example/edit/"}
	if edit != nil {
		edit(&opts)
	}
	return Load(cfg, opts, jsrt.Options{Env: map[string]string{}}, nil)
}

func describe(in *Instance) string {
	var lines []string
	for _, v := range in.Versions {
		line := v.Name + " " + v.Label + " " + v.BasePath
		if v.IsLast {
			line += " last"
		}
		if v.Banner != "" {
			line += " " + v.Banner
		}
		if v.Badge {
			line += " badge"
		}
		if v.NoSidebars {
			line += " no-sidebar"
		}
		for _, d := range v.Docs {
			line += " " + d.ID + "=" + d.Permalink
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

func TestVersionsDefaults(t *testing.T) {
	in, err := loadVersioned(t, versionedSite(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"current Next /base/docs/next unreleased badge extra=/base/docs/next/extra intro=/base/docs/next/intro",
		"2.0 2.0 /base/docs/ last badge intro=/base/docs/intro",
		"1.0 1.0 /base/docs/1.0 unmaintained badge no-sidebar intro=/base/docs/1.0/intro",
	}, "\n")
	if got := describe(in); got != want {
		t.Errorf("versions:\n%s\nwant:\n%s", got, want)
	}
	if got := in.Version("2.0").ByID["intro"].Sidebar; got != "main" {
		t.Errorf("2.0 intro is in sidebar %q, want main (from versioned_sidebars)", got)
	}
	if got := in.Version("1.0").ByID["intro"].EditURL; got != "https://e.example/edit/versioned_docs/version-1.0/intro.md" {
		t.Errorf("edit URL of a versioned doc: %s", got)
	}
}

func TestVersionsOptions(t *testing.T) {
	in, err := loadVersioned(t, versionedSite(t), func(o *Options) {
		o.LastVersion = "current"
		o.OnlyIncludeVersions = []string{"current", "2.0"}
		o.EditCurrentVersion = true
		o.Versions = map[string]VersionOptions{
			"current": {Label: "Edge", Path: "edge"},
			"2.0":     {Banner: "none", Badge: new(bool), ClassName: "old"},
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"current Edge /base/docs/edge last badge extra=/base/docs/edge/extra intro=/base/docs/edge/intro",
		"2.0 2.0 /base/docs/2.0 intro=/base/docs/2.0/intro",
	}, "\n")
	if got := describe(in); got != want {
		t.Errorf("versions:\n%s\nwant:\n%s", got, want)
	}
	if got := in.Version("2.0").ClassName; got != "old" {
		t.Errorf("className = %q", got)
	}
	if got := in.Version("2.0").ByID["intro"].EditURL; got != "https://e.example/edit/docs/intro.md" {
		t.Errorf("editCurrentVersion: edit URL %s, want the docs/ file", got)
	}
}

// With editLocalizedFiles, a doc read from its translation is edited in the locale's i18n
// folder, the version's (or the current one's with editCurrentVersion); a doc the locale has
// not translated, or any doc without the option, in the original's folder.
func TestEditLocalizedFiles(t *testing.T) {
	siteDir := versionedSite(t)
	writeFiles(t, siteDir, map[string]string{
		"i18n/fr/docusaurus-plugin-content-docs/current/intro.md":     "# Intro suivante\n",
		"i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md": "# Intro 1.0\n",
	})
	const edit, fr = "https://e.example/edit/", "https://e.example/edit/i18n/fr/docusaurus-plugin-content-docs/"
	for _, tc := range []struct {
		localized, current bool
		want               map[string]string // version/id: edit URL
	}{
		{true, false, map[string]string{"current/intro": fr + "current/intro.md", "current/extra": edit + "docs/extra.md",
			"1.0/intro": fr + "version-1.0/intro.md", "2.0/intro": edit + "versioned_docs/version-2.0/intro.md"}},
		{true, true, map[string]string{"1.0/intro": fr + "current/intro.md", "2.0/intro": edit + "docs/intro.md"}},
		{false, false, map[string]string{"current/intro": edit + "docs/intro.md", "1.0/intro": edit + "versioned_docs/version-1.0/intro.md"}},
	} {
		in, err := loadLocale(t, siteDir, "fr", func(o *Options) { o.EditLocalizedFiles, o.EditCurrentVersion = tc.localized, tc.current })
		if err != nil {
			t.Fatal(err)
		}
		for key, want := range tc.want {
			version, id, _ := strings.Cut(key, "/")
			if got := in.Version(version).ByID[id].EditURL; got != want {
				t.Errorf("editLocalizedFiles %v, editCurrentVersion %v: %s is edited at %s, want %s", tc.localized, tc.current, key, got, want)
			}
		}
	}
}

func TestVersionsErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Options)
		site func(string)
		want string
	}{
		{"unknown lastVersion", func(o *Options) { o.LastVersion = "3.0" },
			nil, `docusaurus.config.js: presets[0].docs.lastVersion: version "3.0" does not exist.
Available version names are:
- current
- 2.0
- 1.0`},
		{"unknown onlyIncludeVersions", func(o *Options) { o.OnlyIncludeVersions = []string{"2.0", "9"} },
			nil, `presets[0].docs.onlyIncludeVersions: version "9" does not exist.`},
		{"onlyIncludeVersions without the last", func(o *Options) { o.OnlyIncludeVersions = []string{"1.0"} },
			nil, `presets[0].docs.onlyIncludeVersions must include the last version "2.0"`},
		{"no versions at all", func(o *Options) { o.IncludeCurrentVersion = false; o.DisableVersioning = true },
			nil, `includeCurrentVersion is false and there are no versions in versions.json`},
		{"versions.json not a list", nil, func(site string) {
			os.WriteFile(filepath.Join(site, "versions.json"), []byte(`{"a": 1}`), 0o644)
		}, `versions.json: must be a JSON array of version names`},
		{"version without a folder", nil, func(site string) {
			os.WriteFile(filepath.Join(site, "versions.json"), []byte(`["2.0", "1.5"]`), 0o644)
		}, `versions.json: version "1.5" has no docs folder versioned_docs/version-1.5`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			site := versionedSite(t)
			if tc.site != nil {
				tc.site(site)
			}
			_, err := loadVersioned(t, site, tc.edit)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

// custom_edit_url gives a doc its own edit link, and custom_edit_url: null none at all, in a
// version as in the current docs (pixijs's examples).
func TestCustomEditURL(t *testing.T) {
	site := versionedSite(t)
	for name, body := range map[string]string{
		"docs/extra.md":                       "---\ncustom_edit_url: https://own.example/extra\n---\n# Only in next\n",
		"versioned_docs/version-2.0/intro.md": "---\ncustom_edit_url: null\n---\n# Intro 2.0\n",
	} {
		if err := os.WriteFile(filepath.Join(site, filepath.FromSlash(name)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in, err := loadVersioned(t, site, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ version, id, want string }{
		{"current", "extra", "https://own.example/extra"},
		{"2.0", "intro", ""},
		{"1.0", "intro", "https://e.example/edit/versioned_docs/version-1.0/intro.md"},
	} {
		if got := in.Version(c.version).ByID[c.id].EditURL; got != c.want {
			t.Errorf("%s %s: edit URL %q, want %q", c.version, c.id, got, c.want)
		}
	}
}
