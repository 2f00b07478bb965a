package markdown

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// runWithComponents renders a compiled module's content with the MDX components given as a
// JavaScript object literal, and returns the error it throws ("" when none).
func runWithComponents(t *testing.T, module, components string) string {
	t.Helper()
	module = strings.Replace(module, `import {useMDXComponents} from "@theme-init/MDXComponents";`,
		`const useMDXComponents = () => (`+components+`);`, 1)
	res := api.Transform(module, api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatCommonJS,
		JSX: api.JSXTransform, JSXFactory: "h", JSXFragment: "'fragment'"})
	if len(res.Errors) > 0 {
		t.Fatalf("invalid module: %s\n%s", res.Errors[0].Text, module)
	}
	rt := goja.New()
	_, err := rt.RunString("var exports = {}, module = {exports: exports}; function h() { return null; }\nfunction require() { return {default: \"Known\"}; }\n" +
		string(res.Code) + "; (module.exports.default || exports.default)();")
	if err == nil {
		return ""
	}
	if ex, ok := err.(*goja.Exception); ok {
		return ex.Value().String()
	}
	return err.Error()
}

// A component the page neither imports nor exports comes from the MDX components; without it
// the render fails with the page's file and line, as MDX's pages fail in Docusaurus, instead of
// React's "Element type is invalid" (or an unknown element).
func TestMissingComponentFailsTheRender(t *testing.T) {
	src := "import Known from './known';\n\n# Title\n\n<Known />\n\nText <Foo>inline</Foo>, <Foo />.\n\n<Bar.Baz />\n\n<div>plain</div>\n\n:::tip\n\nAn admonition.\n\n:::\n"
	d := renderFile(t, "docs/page.mdx", src, FormatMDX)
	if got := needNames(d); got != "Foo,Bar,Bar.Baz" {
		t.Errorf("needs %s, want Foo,Bar,Bar.Baz (the page's own names, the compiler's Admonition and plain tags left out)", got)
	}
	all := `{Admonition: "x", Foo: "x", Bar: {Baz: "x"}}`
	if msg := runWithComponents(t, d.Module, all); msg != "" {
		t.Errorf("with every component: %s", msg)
	}
	if msg, want := runWithComponents(t, d.Module, `{Admonition: "x", Bar: {Baz: "x"}}`),
		"Error: docs/page.mdx:7: Expected component `Foo` to be defined: you likely forgot to import, pass, or provide it."; !strings.HasPrefix(msg, want) {
		t.Errorf("without Foo: %q\nwant it to start with %q", msg, want)
	}
	if msg, want := runWithComponents(t, d.Module, `{Admonition: "x", Foo: "x", Bar: {}}`),
		"Error: docs/page.mdx:9: Expected component `Bar.Baz` to be defined"; !strings.HasPrefix(msg, want) {
		t.Errorf("without Bar.Baz: %q\nwant it to start with %q", msg, want)
	}
}

// A tag in code, an attribute's value or an expression, that the page does not declare comes
// from the MDX components too, as MDX resolves it, and is required as a markdown tag is; a
// name the code binds itself (a parameter) is the code's own.
func TestTagsInCodeComeFromTheComponents(t *testing.T) {
	src := "import Known from './known';\n\n<Card icon={<Icon size={2} />} other={<Known />} />\n\n{[1].map((Item) => <Item key={Item} />)}\n\n{cond < Limit ? <Shapes.Circle /> : \"<Quoted>\"}\n"
	d := renderFile(t, "docs/page.mdx", src, FormatMDX)
	if got, want := needNames(d), "Card,Icon,Shapes,Shapes.Circle"; got != want {
		t.Errorf("needs %s, want %s (not Known, imported; not Item, a parameter; not Limit or Quoted, no tags)", got, want)
	}
	all := `{Card: "x", Icon: "x", Shapes: {Circle: "x"}}`
	if msg := runWithComponents(t, d.Module, all); !strings.Contains(msg, "cond is not defined") {
		t.Errorf("with every component the render gets as far as the page's own free name: %q", msg)
	}
	if msg, want := runWithComponents(t, d.Module, `{Card: "x", Shapes: {Circle: "x"}}`),
		"Error: docs/page.mdx:3: Expected component `Icon` to be defined"; !strings.HasPrefix(msg, want) {
		t.Errorf("without Icon: %q\nwant it to start with %q", msg, want)
	}
}

// needNames are the names of d.Needs, joined by commas.
func needNames(d *Doc) string {
	var names []string
	for _, n := range d.Needs {
		names = append(names, n.Name)
	}
	return strings.Join(names, ",")
}
