package swizzle

import (
	"os"
	"strings"
	"testing"
)

// The classic theme's components carry Docusaurus's safety; one it does not declare is
// unsafe, and a folder that is no component cannot be wrapped.
func TestSafetyOf(t *testing.T) {
	for _, c := range []struct {
		name        string
		wrap, eject Status
	}{
		{"Footer", Safe, Safe},
		{"DocSidebar", Safe, Unsafe},
		{"CodeBlock/Content", Unsafe, Unsafe},
		{"Admonition/Type", Forbidden, Safe},
		{"Icon", Forbidden, Forbidden},
		{"DocItem/Layout", Unsafe, Unsafe},  // not declared
		{"DocSidebarItem", Unsafe, Unsafe},  // a folder with an index component
		{"Footer/Links/Simple", Safe, Safe}, // declared
	} {
		got := classic.SafetyOf(ClassicTheme, c.name)
		if got.Wrap != c.wrap || got.Eject != c.eject {
			t.Errorf("%s: wrap %s, eject %s; want %s, %s", c.name, got.Wrap, got.Eject, c.wrap, c.eject)
		}
	}
	if got := classic.SafetyOf(AlgoliaTheme, "Footer"); got.Wrap != Unsafe || got.Eject != Unsafe || got.About != "N/A" {
		t.Errorf("a theme that declares nothing: %+v", got)
	}
	// A folder with no index component of its own is ejected whole, never wrapped.
	dir := t.TempDir()
	if err := os.MkdirAll(dir+"/Widgets/Dial", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/Widgets/Dial/index.jsx", []byte("export default () => null;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	theme := Theme{Dir: dir}
	if got := theme.SafetyOf(AlgoliaTheme, "Widgets"); got.Wrap != Forbidden || got.Eject != Unsafe {
		t.Errorf("a folder: %+v", got)
	}
	if got := theme.SafetyOf(AlgoliaTheme, "Widgets/Dial"); got.Wrap != Unsafe || got.Eject != Unsafe {
		t.Errorf("its component: %+v", got)
	}
}

// --list shows the safest first: safe to wrap and eject, then to wrap, then to eject.
func TestListOrder(t *testing.T) {
	list, err := classic.List(ClassicTheme)
	if err != nil {
		t.Fatal(err)
	}
	rank := func(l Listed) int {
		switch {
		case l.Wrap == Safe && l.Eject == Safe:
			return 0
		case l.Wrap == Safe:
			return 1
		case l.Eject == Safe:
			return 2
		}
		return 3
	}
	for i := 1; i < len(list); i++ {
		a, b := list[i-1], list[i]
		if rank(a) > rank(b) || rank(a) == rank(b) && a.Name > b.Name {
			t.Fatalf("%s (%s/%s) before %s (%s/%s)", a.Name, a.Wrap, a.Eject, b.Name, b.Wrap, b.Eject)
		}
	}
	if list[0].Name != "Admonition/Icon/Danger" {
		t.Errorf("first: %s", list[0].Name)
	}
}

// --wrap --typescript writes a typed wrapper, as docusaurus swizzle --typescript does.
func TestWrapTypeScript(t *testing.T) {
	site := t.TempDir()
	ts := classic
	ts.TypeScript = true
	file, err := ts.Wrap(site, "Footer")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(file, "Footer/index.tsx") {
		t.Errorf("wrote %s", file)
	}
	data, _ := os.ReadFile(file)
	for _, want := range []string{"import type FooterType from '@theme/Footer';", "type Props = WrapperProps<typeof FooterType>;", "export default function FooterWrapper(props: Props): ReactNode {", "<Footer {...props} />"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the wrapper lacks %q:\n%s", want, data)
		}
	}
	if _, err := classic.Wrap(site, "Footer"); err == nil {
		t.Error("a JavaScript wrapper was written beside the TypeScript one")
	}
}
