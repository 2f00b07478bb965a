package pages

import (
	"os"
	"path/filepath"
	"testing"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/site"
	"gosaurus/plugins/plugintest"
)

func TestContentIsDocusaurusLoadedContent(t *testing.T) {
	siteDir := t.TempDir()
	dir := filepath.Join(siteDir, "src", "pages")
	for name, body := range map[string]string{
		"index.js": "export default function Home() { return null; }\n",
		"about.md": "---\ndescription: Who we are\nunlisted: true\n---\n# About us\n",
	} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts := Options{ID: "default", Key: "presets[0].pages", Path: dir}
	pages, err := Load(&config.Config{Config: site.Config{SiteDir: siteDir, BaseURL: "/base/", File: filepath.Join(siteDir, "docusaurus.config.js")}}, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	data := plugintest.SharedContent(t, &Plugin{Options: opts, Pages: pages}, "default")
	want := `[{"description":"Who we are","frontMatter":{"description":"Who we are","unlisted":true},"permalink":"/base/about","source":"@site/src/pages/about.md","title":"About us","type":"mdx","unlisted":true},` +
		`{"permalink":"/base/","source":"@site/src/pages/index.js","type":"jsx"}]`
	if string(data) != want {
		t.Errorf("content:\n%s\nwant:\n%s", data, want)
	}
}
