package markdown

import (
	"fmt"
	"regexp"
	"strings"
)

// A JSX tag whose name the page neither imports nor exports is one of the MDX components: the
// theme's MDXComponents (a site's swizzled src/theme/MDXComponents, a plugin theme's), or the
// components the page is rendered with (a partial's components prop). Which exist is known
// only when the page renders, so the page checks there, as MDX's compiled pages do: a name none
// of them has fails the render with the page's file and line, where React would have said
// "Element type is invalid" (a module) or rendered an unknown <Foo> element (a tree).

// Need is a name of a component or object the page takes from the MDX components, and the
// error that a render without it fails with.
type Need struct {
	Name    string // Foo, or Foo.Bar
	Message string
}

// jsIdentifiers matches a name the module can look up as written: identifiers joined by dots.
var jsIdentifiers = regexp.MustCompile(`^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$`)

// require records that the element name (as written, at line) comes from the MDX components:
// for a member name (Foo.Bar), its object too. The first line a name is used on is the one
// the error names.
func (r *renderer) require(name string, line int) {
	if !jsIdentifiers.MatchString(name) {
		return
	}
	parts := strings.Split(name, ".")
	for i := range parts {
		path := strings.Join(parts[:i+1], ".")
		if r.needed[path] {
			continue
		}
		if r.needed == nil {
			r.needed = map[string]bool{}
		}
		r.needed[path] = true
		kind := "component"
		if i < len(parts)-1 {
			kind = "object"
		}
		r.doc.Needs = append(r.doc.Needs, Need{Name: path, Message: fmt.Sprintf(
			"%s:%d: Expected %s `%s` to be defined: you likely forgot to import, pass, or provide it. Import it in the page, or add it to the MDX components (src/theme/MDXComponents)",
			r.p.File, line, kind, path)})
	}
}

// needChecks is the module's code that fails the render when a name of Doc.Needs is missing.
func needChecks(needs []Need) string {
	var b strings.Builder
	for _, n := range needs {
		fmt.Fprintf(&b, "  if (!_c.%s) throw new Error(%s);\n", n.Name, js(n.Message))
	}
	return b.String()
}
