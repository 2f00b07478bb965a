package swizzle

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

var classic = Theme{Dir: "../../theme-classic/src/theme"}

func TestComponentsListsFilesFoldersAndIntermediateFolders(t *testing.T) {
	names, err := classic.Components()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Footer", "Footer/Links/MultiColumn", "Admonition/Type", "Admonition/Type/Note", "DocSidebarItem/Category", "Navbar/Content"} {
		if !slices.Contains(names, want) {
			t.Errorf("Components() lacks %q", want)
		}
	}
	for _, name := range names {
		if strings.HasSuffix(name, "/index") || strings.Contains(name, ".") {
			t.Errorf("Components() has %q, which is not a component name", name)
		}
	}
	if !slices.IsSorted(names) {
		t.Error("Components() is not sorted")
	}
}

func TestUnknownComponentNamesTheNearest(t *testing.T) {
	_, err := classic.Eject(t.TempDir(), "DocSidebarItem/Catgory")
	if err == nil || !strings.Contains(err.Error(), `did you mean "DocSidebarItem/Category"?`) {
		t.Fatalf("err = %v, want a suggestion of DocSidebarItem/Category", err)
	}
	if _, err := classic.Wrap(t.TempDir(), "Zzzzzzzzzzzzzzzzzzzzzzzzzz"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Fatalf("err = %v, want an unknown component without a far-fetched suggestion", err)
	}
}

func TestEjectCopiesAFolderOrAFileComponent(t *testing.T) {
	site := t.TempDir()
	files, err := classic.Eject(site, "DocSidebarItem")
	if err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"DocSidebarItem/index", "DocSidebarItem/Category/index"} {
		want, _ := os.ReadFile(filepath.Join(classic.Dir, rel+".jsx"))
		got, err := os.ReadFile(filepath.Join(site, "src/theme", rel+".js"))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s.js: not copied as %s.jsx is in the theme (%v)", rel, rel, err)
		}
	}
	if len(files) < 3 {
		t.Errorf("Eject returned %v", files)
	}
	files, err = classic.Eject(site, "Admonition/Type/Note")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(site, "src/theme/Admonition/Type/Note.js"); !slices.Equal(files, []string{want}) {
		t.Errorf("Eject(Admonition/Type/Note) = %v, want [%s]", files, want)
	}
}

// An ejected component has the files Docusaurus's has, so that it can move between the two:
// index.js (index.tsx with --typescript) and a CSS module whose local names the code reads.
func TestEjectTakesDocusaurusShape(t *testing.T) {
	site := t.TempDir()
	files, err := classic.Eject(site, "BackToTopButton")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(site, "src/theme/BackToTopButton")
	if want := []string{filepath.Join(dir, "index.js"), filepath.Join(dir, "styles.module.css")}; !slices.Equal(files, want) {
		t.Fatalf("Eject(BackToTopButton) = %v, want %v", files, want)
	}
	js, _ := os.ReadFile(files[0])
	css, _ := os.ReadFile(files[1])
	for _, want := range []string{"import styles from './styles.module.css';", "styles.backToTopButton,", "shown && styles.backToTopButtonShow,", "'clean-btn',"} {
		if !strings.Contains(string(js), want) {
			t.Errorf("index.js lacks %q", want)
		}
	}
	for _, want := range []string{".backToTopButton {", ".backToTopButtonShow {"} {
		if !strings.Contains(string(css), want) {
			t.Errorf("styles.module.css lacks %q", want)
		}
	}
	if strings.Contains(string(js)+string(css), "_sjWU") {
		t.Error("the hashed name backToTopButton_sjWU is left in the copy")
	}

	// A list of classes in a JSX attribute; a class the theme's other code names stays global,
	// and so do Infima's.
	ts := Theme{Dir: classic.Dir, TypeScript: true}
	files, err = ts.Eject(site, "ColorModeToggle")
	if err != nil {
		t.Fatal(err)
	}
	dir = filepath.Join(site, "src/theme/ColorModeToggle")
	if want := []string{filepath.Join(dir, "index.tsx"), filepath.Join(dir, "styles.module.css")}; !slices.Equal(files, want) {
		t.Fatalf("Eject(ColorModeToggle) with TypeScript = %v, want %v", files, want)
	}
	tsx, _ := os.ReadFile(files[0])
	if want := "className={`${styles.toggleIcon} ${styles.lightToggleIcon}`}"; !strings.Contains(string(tsx), want) {
		t.Errorf("index.tsx lacks %s", want)
	}
	if res := api.Transform(string(tsx), api.TransformOptions{Loader: api.LoaderTSX}); len(res.Errors) > 0 {
		t.Errorf("index.tsx does not compile: %v", res.Errors[0].Text)
	}
	if _, err := classic.Eject(site, "Details"); err != nil {
		t.Fatal(err)
	}
	details, _ := os.ReadFile(filepath.Join(site, "src/theme/Details/styles.css"))
	want, _ := os.ReadFile(filepath.Join(classic.Dir, "Details/styles.css"))
	if string(details) != string(want) {
		t.Error("Details/styles.css, whose classes theme-common's Details names, was changed")
	}
}

func TestRewriteSelectorsLeavesAllButSelectorsAlone(t *testing.T) {
	in := `/* .a { } */
.a_1234, .navbar .b:not(.c) > [class*='x.y'] { background: url(x.svg); content: '.d {'; }
@media (min-width: 996px) { .a_1234 { width: .5rem; } }
`
	want := `/* .a { } */
.A, .N .N:not(.N) > [class*='x.y'] { background: url(x.svg); content: '.d {'; }
@media (min-width: 996px) { .A { width: .5rem; } }
`
	got := rewriteSelectors([]byte(in), func(c string) string {
		if c == "a_1234" {
			return ".A"
		}
		return ".N"
	})
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSwizzleNeverOverwrites(t *testing.T) {
	site := t.TempDir()
	mine := filepath.Join(site, "src/theme/Footer/Links/index.jsx")
	if err := os.MkdirAll(filepath.Dir(mine), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mine, []byte("// mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := classic.Eject(site, "Footer"); err == nil || !strings.Contains(err.Error(), "Footer/Links/index.jsx exists") {
		t.Fatalf("Eject over an existing file: err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(site, "src/theme/Footer/index.js")); err == nil {
		t.Error("Eject wrote some files before refusing")
	}
	if _, err := classic.Wrap(site, "Footer/Links"); err == nil || !strings.Contains(err.Error(), "already swizzled Footer/Links") {
		t.Fatalf("Wrap of a component the site swizzled: err = %v", err)
	}
	if got, _ := os.ReadFile(mine); string(got) != "// mine\n" {
		t.Errorf("the site's file changed: %q", got)
	}
}

func TestWrapRendersTheOriginal(t *testing.T) {
	site := t.TempDir()
	file, err := classic.Wrap(site, "DocSidebarItem/Category")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(site, "src/theme/DocSidebarItem/Category/index.js"); file != want {
		t.Errorf("Wrap wrote %s, want %s", file, want)
	}
	src, _ := os.ReadFile(file)
	for _, want := range []string{
		"import Category from '@theme-original/DocSidebarItem/Category';",
		"export default function CategoryWrapper(props) {",
		"<Category {...props} />",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("wrapper lacks %q:\n%s", want, src)
		}
	}
	file, err = classic.Wrap(site, "Admonition/Types")
	if err != nil || !strings.HasSuffix(file, filepath.FromSlash("src/theme/Admonition/Types.js")) {
		t.Errorf("Wrap(Admonition/Types) = %s, %v", file, err)
	}
	if _, err := classic.Wrap(site, "Admonition/Type"); err == nil || !strings.Contains(err.Error(), "folder of components") {
		t.Errorf("Wrap of a folder without index: err = %v", err)
	}
}

var relativeImport = regexp.MustCompile(`(?m)(?:from|import)\s*\(?\s*'(\.[^']*)'`)

// Every component, ejected alone, finds what it imports by a relative path in what eject
// copies with it: the theme reaches the rest through @theme/ and @docusaurus/ names.
func TestEjectedComponentsImportOnlyWhatIsCopiedWithThem(t *testing.T) {
	names, err := classic.Components()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		site := t.TempDir()
		files, err := classic.Eject(site, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, f := range files {
			src, _ := os.ReadFile(f)
			for _, m := range relativeImport.FindAllStringSubmatch(string(src), -1) {
				target := filepath.Join(filepath.Dir(f), filepath.FromSlash(m[1]))
				if _, err := os.Stat(target); err != nil {
					rel, _ := filepath.Rel(site, f)
					t.Errorf("%s ejected alone: %s imports %s, which is not copied with it", name, rel, m[1])
				}
			}
		}
	}
}
