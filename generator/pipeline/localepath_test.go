package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A locale's localeConfigs path is the folder of its translations under i18n/, as Docusaurus's
// localizationDir: its docs, code.json and navbar labels are read there, while its pages are
// still built under its name, at its name's URL.
func TestLocaleConfigsPathMovesTranslationsNotURLs(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'francais' } } },
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Guide' }] } },
};
`,
		"docs/intro.md": "# Intro\n\nIn English.\n",
		"i18n/francais/docusaurus-plugin-content-docs/current/intro.md": "# Introduction\n\nEn français.\n",
		"i18n/francais/docusaurus-theme-classic/navbar.json":            `{"item.label.Guide": {"message": "Le guide"}}`,
		"i18n/francais/code.json":                                       `{"theme.common.editThisPage": {"message": "Modifier"}}`,
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	page := readOut(t, res.OutDir, "fr/docs/intro/index.html")
	for _, want := range []string{"En français.", "Le guide", `href="/fr/docs/intro"`} {
		if !strings.Contains(page, want) {
			t.Errorf("fr/docs/intro has no %q:\n%.1500s", want, page)
		}
	}
	if _, err := os.Stat(filepath.Join(res.OutDir, "francais")); err == nil {
		t.Errorf("a build folder was written under the localeConfigs path")
	}
}

// A translated doc's relative images and files are next to the translation, as Docusaurus
// compiles the file it reads: the French doc, one folder deeper in i18n/, names the static
// image with more ../ than the English one, and a picture of its own beside it.
func TestTranslatedDocRelativeFiles(t *testing.T) {
	dir := t.TempDir()
	png := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82"
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": frenchSiteConfig,
		"static/img/map.png":   png,
		"docs/guide/intro.md":  "# Intro\n\n![map](../../static/img/map.png)\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/guide/intro.md":  "# Introduction\n\n![carte](../../../../../static/img/map.png)\n\n![plan](./plan.png)\n\n[fiche](./fiche.txt)\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/guide/plan.png":  png,
		"i18n/fr/docusaurus-plugin-content-docs/current/guide/fiche.txt": "fiche\n",
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	page := readOut(t, res.OutDir, "fr/docs/guide/intro/index.html")
	for _, want := range []string{`alt="carte" src="data:image/png;base64,`, `alt="plan" src="data:image/png;base64,`, `/fr/assets/files/fiche-`} {
		if !strings.Contains(page, want) {
			t.Errorf("fr/docs/guide/intro has no %q:\n%.2000s", want, page)
		}
	}
}

// A translated doc's imports resolve from the translation, as Docusaurus compiles the file it
// reads: its partial is the translated one beside it, not the original's of the same name
// beside the original doc, whether the import's path is written plainly or with a \_ escape.
// The translated partial's links find the docs from the version's folders, translated or not.
func TestTranslatedDocImportsItsOwnPartials(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": frenchSiteConfig,
		"docs/setup.mdx":       "# Setup\n\nimport Check from './parts/\\_check.md'\nimport Next from './parts/_next.md'\n\n<Check />\n\n<Next />\n",
		"docs/parts/_check.md": "Check it runs.\n",
		"docs/parts/_next.md":  "Then go on.\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/setup.mdx":       "# Installation\n\nimport Check from './parts/\\_check.md'\nimport Next from './parts/_next.md'\n\n<Check />\n\n<Next />\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/parts/_check.md": "Vérifiez qu'il tourne.\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/parts/_next.md":  "Puis continuez : [étapes](steps.md), [plus](more.md).\n",
		"i18n/fr/docusaurus-plugin-content-docs/current/steps.md":        "# Étapes\n",
		"docs/steps.md": "# Steps\n",
		"docs/more.md":  "# More\n",
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	pagesHave(t, res.OutDir, map[string][]string{
		"docs/setup/index.html":    {"Check it runs.", "Then go on."},
		"fr/docs/setup/index.html": {"Vérifiez qu&#x27;il tourne.", "Puis continuez", `href="/fr/docs/steps">étapes</a>`, `href="/fr/docs/more">plus</a>`},
	})
}

// frenchSiteConfig is the config of a site in English and French with docs at /docs.
const frenchSiteConfig = `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
};
`

// A locale's translation of a post (the file of the same path in
// i18n/<locale>/docusaurus-plugin-content-blog/) and of authors.yml is read instead of the
// original, as Docusaurus reads them, its imports from beside it; with editLocalizedFiles the
// translated post is edited there, a post the locale has not translated where it is.
func TestTranslatedBlogPosts(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false,
    blog: { editUrl: 'https://e.example/edit/', editLocalizedFiles: true } }]],
};
`,
		"blog/2024-01-15-hello.mdx": "---\nauthors: jo\n---\n# Hello\n\nimport Part from './_part.md'\n\nIn English.\n\n<Part />\n",
		"blog/_part.md":             "An English part.\n",
		"blog/2024-02-01-other.md":  "# Other\n\nNot translated.\n",
		"blog/authors.yml":          "jo:\n  name: Jo\n  title: Writer\n",
		"i18n/fr/docusaurus-plugin-content-blog/2024-01-15-hello.mdx": "---\nauthors: jo\n---\n# Bonjour\n\nimport Part from './_part.md'\n\nEn français.\n\n<Part />\n",
		"i18n/fr/docusaurus-plugin-content-blog/_part.md":             "Une partie en français.\n",
		"i18n/fr/docusaurus-plugin-content-blog/authors.yml":          "jo:\n  name: Jo\n  title: Autrice\n",
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	pagesHave(t, res.OutDir, map[string][]string{
		"blog/2024/01/15/hello/index.html":    {"In English.", "An English part.", "Writer", `href="https://e.example/edit/blog/2024-01-15-hello.mdx"`},
		"fr/blog/2024/01/15/hello/index.html": {"En français.", "Une partie en français.", "Autrice", `href="https://e.example/edit/i18n/fr/docusaurus-plugin-content-blog/2024-01-15-hello.mdx"`},
		"fr/blog/2024/02/01/other/index.html": {"Not translated.", `href="https://e.example/edit/blog/2024-02-01-other.md"`},
	})
}

// pagesHave checks that each built page, by its file in outDir, has each of its texts.
func pagesHave(t *testing.T, outDir string, want map[string][]string) {
	t.Helper()
	for file, texts := range want {
		page := readOut(t, outDir, file)
		for _, w := range texts {
			if !strings.Contains(page, w) {
				t.Errorf("%s has no %q", file, w)
			}
		}
	}
}

// A locale's translation of a page, markdown or React (the file of the same path in
// i18n/<locale>/docusaurus-plugin-content-pages/), is read instead of the original, as
// Docusaurus reads it; a markdown page has the edit link of editUrl, to its translation with
// editLocalizedFiles.
func TestTranslatedPages(t *testing.T) {
	dir := t.TempDir()
	page := "import React from 'react';\nexport default function Hello() { return <p>%s</p>; }\n"
	writeFiles(t, dir, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: false,
    pages: { editUrl: 'https://e.example/edit/', editLocalizedFiles: true } }]],
};
`,
		"src/pages/about.md": "# About\n\nIn English.\n",
		"src/pages/other.md": "# Other\n\nNot translated.\n",
		"src/pages/hello.js": fmt.Sprintf(page, "Hello from React"),
		"i18n/fr/docusaurus-plugin-content-pages/about.md": "# À propos\n\nEn français.\n",
		"i18n/fr/docusaurus-plugin-content-pages/hello.js": fmt.Sprintf(page, "Bonjour de React"),
	})
	res, err := Run(testOptions(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	pagesHave(t, res.OutDir, map[string][]string{
		"about/index.html":    {"In English.", `href="https://e.example/edit/src/pages/about.md"`},
		"fr/about/index.html": {"En français.", `href="https://e.example/edit/i18n/fr/docusaurus-plugin-content-pages/about.md"`},
		"fr/other/index.html": {"Not translated.", `href="https://e.example/edit/src/pages/other.md"`},
		"hello/index.html":    {"Hello from React"},
		"fr/hello/index.html": {"Bonjour de React"},
	})
}
