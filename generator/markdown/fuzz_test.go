package markdown

import (
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// checkModule fails when esbuild cannot parse a compiled module: whatever the markdown says,
// a .md file must compile to valid JSX.
func checkModule(t *testing.T, src string, module string) {
	t.Helper()
	res := api.Transform(module, api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXAutomatic, Format: api.FormatESModule})
	if len(res.Errors) > 0 {
		t.Fatalf("markdown %q compiled to invalid JSX: %s\n%s", src, res.Errors[0].Text, module)
	}
}

func FuzzCompile(f *testing.F) {
	for _, seed := range []string{
		"# Title\n\nText with {braces} and <b>tags</b> and `code` and ${x}.",
		"---\ntitle: x\n---\n\n:::tip Title {x}\n\nbody </script>\n\n:::\n",
		"```js title=\"a\" {1-3}\nconst a = `${b}`;\n```\n",
		"| a | b |\n|---|---|\n| {1} | <x> |\n",
		"import X from 'y'\n\nexport const a = 1\n\n<X />\n",
		"[link](./other.md#a) ![img](./a.png \"t\")\n",
		"&amp; &lt; &#123; \u2028 \u2029 \\{",
		"- [x] done\n- [ ] todo\n",
		"## Heading {#custom}\n\n### `code` *em*\n",
		"<div>\n{unclosed\n</div>\n",
		"::::note\n:::tip\nnested\n:::\n::::\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := Parse("doc.md", []byte(src), FormatDetect)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "doc.md:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		d, err := p.Render(identity{})
		if err != nil {
			t.Fatal(err)
		}
		checkModule(t, src, d.Module)
	})
}
