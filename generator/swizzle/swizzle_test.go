package swizzle

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
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
	for _, rel := range []string{"DocSidebarItem/index.jsx", "DocSidebarItem/Category/index.jsx", "DocSidebarItem/Link/index.jsx"} {
		want, _ := os.ReadFile(filepath.Join(classic.Dir, rel))
		got, err := os.ReadFile(filepath.Join(site, "src/theme", rel))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: not copied as it is in the theme (%v)", rel, err)
		}
	}
	if len(files) < 3 {
		t.Errorf("Eject returned %v", files)
	}
	files, err = classic.Eject(site, "Admonition/Type/Note")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(site, "src/theme/Admonition/Type/Note.jsx"); !slices.Equal(files, []string{want}) {
		t.Errorf("Eject(Admonition/Type/Note) = %v, want [%s]", files, want)
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
	if _, err := os.Stat(filepath.Join(site, "src/theme/Footer/index.jsx")); err == nil {
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
