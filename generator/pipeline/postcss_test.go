package pipeline

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// siteStylesheet is the text of the one stylesheet of a build.
func siteStylesheet(t *testing.T, res *Result) string {
	t.Helper()
	sheets, _ := filepath.Glob(filepath.Join(res.OutDir, "assets", "css", "*.css"))
	if len(sheets) != 1 {
		t.Fatalf("stylesheets %q", sheets)
	}
	css, err := os.ReadFile(sheets[0])
	if err != nil {
		t.Fatal(err)
	}
	return string(css)
}

// The Tailwind fixture: a local plugin's configurePostCss adds Tailwind 3, an inline plugin's
// after it adds a PostCSS plugin of its own. The stylesheet has the utilities the MDX page and
// the component use and not others; the component's CSS module went through Tailwind too
// (@apply); the inline plugin saw Tailwind in the options, as Docusaurus chains the hooks.
func TestTailwindSite(t *testing.T) {
	site := copySite(t, "npm-sites/postcss-tailwind")
	npmInstall(t, site)
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	css := siteStylesheet(t, res)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`\.bg-teal-700\{`),                                 // in the MDX page
		regexp.MustCompile(`\.rounded-3xl\{`),                                 // in the component
		regexp.MustCompile(`\.panel_[\w-]+\{letter-spacing:`),                 // @apply in the CSS module
		regexp.MustCompile(`\.stamp-after-tailwind\{--plugins-before:\s*1\}`), // the inline plugin, after the local one
	} {
		if !want.MatchString(css) {
			t.Errorf("the stylesheet lacks %s", want)
		}
	}
	for _, unused := range []string{".bg-rose-900", "@tailwind"} {
		if strings.Contains(css, unused) {
			t.Errorf("the stylesheet has %s", unused)
		}
	}
	for _, w := range res.Warnings {
		if strings.Contains(w, "configurePostCss") {
			t.Errorf("warning %q", w)
		}
	}
}

// The PostCSS config fixture: postcss.config.js runs a plugin of the site's over its stylesheet
// and CSS modules; the file that plugin reports as a dependency invalidates the build cache
// and must be of the project; a syntax error names the file and line. Without Node the build
// goes on with one warning.
func TestPostCSSConfigSite(t *testing.T) {
	site := copySite(t, "npm-sites/postcss-config")
	cacheDir := filepath.Join(t.TempDir(), "cache")
	build := func() (*Result, error) {
		opts := testOptions(t, site)
		opts.CacheDir = cacheDir
		return Run(opts)
	}

	t.Run("without Node", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		opts := testOptions(t, site)
		res, err := Run(opts)
		if err != nil {
			t.Fatal(err)
		}
		if n := countContaining(res.Warnings, "postcss.config.js: PostCSS runs in Node.js, which is not installed"); n != 1 {
			t.Errorf("%d warnings about PostCSS without Node in %q", n, res.Warnings)
		}
		if css := siteStylesheet(t, res); !strings.Contains(css, "brand()") {
			t.Error("the stylesheet was changed without PostCSS")
		}
	})

	npmInstall(t, site)
	res, err := build()
	if err != nil {
		t.Fatal(err)
	}
	css := siteStylesheet(t, res)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`--ifm-color-primary:\s*#6d28d9`),                  // custom.css
		regexp.MustCompile(`\.badge_[\w-]+\{border-bottom:2px solid #6d28d9`), // the CSS module
	} {
		if !want.MatchString(css) {
			t.Errorf("the stylesheet lacks %s", want)
		}
	}
	// brand.txt is read by the plugin, not esbuild: its edit must still miss the build cache.
	if err := os.WriteFile(filepath.Join(site, "src", "css", "brand.txt"), []byte("#0a0b0c\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if res, err = build(); err != nil {
		t.Fatal(err)
	}
	if css := siteStylesheet(t, res); !strings.Contains(css, "#0a0b0c") {
		t.Error("an edited dependency did not reach the stylesheet of a cached build")
	}
	if err := os.WriteFile(filepath.Join(site, "src", "css", "custom.css"), []byte(":root {\n  --x: 1;\n\n.broken { color: red;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := "bundling failed:\nsrc/css/custom.css:4:1: PostCSS: Unclosed block" // .broken {
	if _, err := build(); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one containing %q", err, want)
	}
	// An environment file of the project that PostCSS reports it read (Tailwind scans every
	// source, a code example's .env among them) is not refused: the site's own plugin read it,
	// as under Docusaurus, and it is no input of the build.
	writeFiles(t, site, map[string]string{
		"examples/.env":      "#0d0e0f\n",
		"src/css/custom.css": ":root {\n  --ifm-color-primary: brand();\n}\n",
		"postcss.config.js":  "module.exports = {plugins: [require('./postcss/brand')({file: 'examples/.env'})]};\n",
	})
	if res, err = build(); err != nil {
		t.Fatal(err)
	} else if css := siteStylesheet(t, res); !strings.Contains(css, "#0d0e0f") {
		t.Error("the stylesheet lacks the color of the .env file")
	}
	// What PostCSS reads is published as the site's code is: only files of the project.
	outside := filepath.Join(t.TempDir(), "brand.txt")
	writeFiles(t, filepath.Dir(outside), map[string]string{"brand.txt": "#010203\n"})
	writeFiles(t, site, map[string]string{
		"src/css/custom.css": ":root {\n  --ifm-color-primary: brand();\n}\n",
		"postcss.config.js":  "module.exports = {plugins: [require('./postcss/brand')({file: " + strconv.Quote(outside) + "})]};\n",
	})
	want = ".css: PostCSS: read " + strconv.Quote(outside) + " reads outside the project"
	if _, err := build(); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one containing %q", err, want)
	}
}

func countContaining(list []string, s string) int {
	n := 0
	for _, x := range list {
		if strings.Contains(x, s) {
			n++
		}
	}
	return n
}
