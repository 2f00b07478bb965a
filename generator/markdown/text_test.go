package markdown

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// visibleText runs a compiled module with a JSX factory that keeps only text, and returns the
// text the page would show.
func visibleText(t *testing.T, module string) string {
	t.Helper()
	module = strings.Replace(module, `import {useMDXComponents} from "@theme-init/MDXComponents";`,
		`const useMDXComponents = () => new Proxy({}, {get: (_, k) => k});`, 1)
	res := api.Transform(module, api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatCommonJS,
		JSX: api.JSXTransform, JSXFactory: "h", JSXFragment: "'fragment'"})
	if len(res.Errors) > 0 {
		t.Fatalf("invalid module: %s\n%s", res.Errors[0].Text, module)
	}
	rt := goja.New()
	_, err := rt.RunString(`
		var exports = {}, module = {exports: exports};
		function h(type, props) {
			var out = "";
			for (var i = 2; i < arguments.length; i++) {
				var c = arguments[i];
				out += Array.isArray(c) ? c.join("") : (c == null || c === false ? "" : String(c));
			}
			return out;
		}
	` + string(res.Code) + `; var text = module.exports.default ? module.exports.default() : exports.default();`)
	if err != nil {
		t.Fatal(err)
	}
	return rt.Get("text").String()
}

// Markdown text is compiled to JSX, so characters that mean something in JSX or JavaScript
// must still come out as the same text, never as code.
func TestTextStaysText(t *testing.T) {
	cases := []string{
		"Braces {like this} and }{ unbalanced {",
		"Angle < brackets >, a<b, 1 < 2 and x </ y", // not tags (tags are HTML in a .md)
		"Backticks `x` and a template ${literal} and \\${escaped}",
		"Entities &amp; &lt;tag&gt; &#123; stay as written",
		"Line\u2028separator and paragraph\u2029separator",
		"Quotes \" ' and backslash \\ and emoji 🦖",
		"import this sentence is prose",
	}
	for _, text := range cases {
		p, err := Parse("doc.md", []byte(text+"\n"), FormatDetect)
		if err != nil {
			t.Fatal(err)
		}
		d, err := p.Render(identity{}, RenderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := text
		// Markdown itself still applies: code spans drop their backticks, a backslash escapes
		// punctuation, and entities decode.
		want = strings.NewReplacer("`x`", "x", "\\$", "$", "\\\\", "\\", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#123;", "{").Replace(want)
		if got := visibleText(t, d.Module); got != want {
			t.Errorf("text %q\n got %q\nwant %q", text, got, want)
		}
	}
}

// YAML's .nan and .inf have no JSON form; they become null as in Docusaurus, instead of
// failing the route modules that carry the front matter.
func TestFrontMatterNaNIsNull(t *testing.T) {
	p, err := Parse("x.md", []byte("---\na: .nan\nb: [.inf, 1]\n---\n# X\n"), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := json.Marshal(p.FrontMatter); err != nil || string(b) != `{"a":null,"b":[null,1]}` {
		t.Errorf("front matter %s, %v", b, err)
	}
}
