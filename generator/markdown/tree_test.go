package markdown

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// The tree says what the JSX body says, for each form the renderer writes: MDX components
// and plain elements, literal props of every kind (one spread for a name JSX cannot write), a
// prop that is an element, code tokens.
func TestBodyTreeOfPlainMarkdown(t *testing.T) {
	d := render(t, "# Title\n\nSome *text*, [a link](/x \"T\") and `code`.[^1]\n\n"+
		":::tip Watch `out`\n\nInside.\n\n:::\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n\n"+
		"<div class=\"box\" style=\"font-size: 2em\" x:=\"y\">raw</div>\n\n```js title=\"a.js\"\nconst a = 1;\n```\n\n[^1]: A note.\n")
	if d.Tree == nil {
		t.Fatalf("no tree for plain markdown; module:\n%s", d.Module)
	}
	if !json.Valid(d.Tree) {
		t.Fatalf("tree is not JSON: %s", d.Tree)
	}
	var root []any
	if err := json.Unmarshal(d.Tree, &root); err != nil || len(root) < 3 || root[0] != "" || root[1] != float64(0) {
		t.Fatalf("root is not a fragment without props: %.200s", d.Tree)
	}
	for _, want := range []string{
		`["header",0,["_c.h1",0,"Title"]]`,
		`["_c.em",0,"text"]`,
		`["_c.a",{"href":"/x","title":"T"},"a link"]`,
		// An .md file's title with markup is a child of that name (see render.go).
		`["_c.Admonition",{"type":"tip"},["_c.mdxadmonitiontitle",0,"Watch ",["_c.code",0,"out"]]`,
		`["_c.th",{"style":{"textAlign":"left"}},"a"]`,
		`["_c.input",{"type":"checkbox","disabled":true,"checked":true}]`,
		`["_c.div",{"className":"box","style":{"fontSize":"2em"},"x:":"y"},"raw"]`,
		`"data-footnotes":"","className":"footnotes"`, // an .md file: "" as in Docusaurus's md format
		`["_c.CodeBlock",{"className":"language-js","metastring":"title=\"a.js\"","tokens":{"hash":`,
		`]]}},"const a = 1;\n"]`,
	} {
		if !strings.Contains(string(d.Tree), want) {
			t.Errorf("tree lacks %s\ntree: %s", want, d.Tree)
		}
	}
}

// A document that needs its module has no tree: imports, exports and expressions
// are JavaScript, and front matter dates are Date objects.
func TestBodyTreeOnlyForData(t *testing.T) {
	for name, c := range map[string]struct{ file, src string }{
		"namespace":                  {"doc.mdx", "import * as X from './x';\n\n<X.Y />\n"},
		"side effect":                {"doc.mdx", "import './x.css';\n\nText.\n"},
		"import used":                {"doc.mdx", "import X from './x';\n\n<X value={X} />\n"},
		"partial":                    {"doc.mdx", "import Part from './_part.md';\n\n<Part />\n"},
		"expression":                 {"doc.mdx", "One plus one is {1 + 1}.\n"},
		"prop":                       {"doc.mdx", "<Box size={1 + 1} />\n"},
		"spread":                     {"doc.mdx", "<Box {...props} />\n"},
		"undefined in an object":     {"doc.mdx", "<Box size={{a: undefined}} />\n"},
		"undefined in an expression": {"doc.mdx", "<Box size={undefined || 1} />\n"},
		"date":                       {"doc.md", "---\ndate: 2024-01-02\n---\n\nText.\n"},
		"export":                     {"doc.mdx", "export const x = 1;\n\nText.\n"},
	} {
		d := renderAs(t, c.file, c.src)
		if c.file == "doc.md" {
			d = render(t, c.src)
		}
		if d.Tree != nil {
			t.Errorf("%s: got a tree %s", name, d.Tree)
		}
	}
	// JSX of the source made of literals is data too.
	if d := renderAs(t, "doc.mdx", "<Tabs groupId=\"a\"><TabItem value=\"x\">Hi</TabItem></Tabs>\n"); d.Tree == nil {
		t.Errorf("literal JSX gave no tree; module:\n%s", d.Module)
	}
}

// A document whose ESM only imports bindings has a tree when it uses them as elements only:
// the tree names them "_i.Local", and Imports says what each is.
func TestBodyTreeWithImports(t *testing.T) {
	d := renderAs(t, "doc.mdx", "import Box, {Item as It, default as D} from '@site/src/Box';\nimport Other from \"./other\"\n\n<Box sizes={['a', \"b\"]} label='say \"hi\"'><It /></Box>\n\n<x />\n")
	if d.Tree == nil {
		t.Fatalf("no tree; module:\n%s", d.Module)
	}
	for _, want := range []string{`["_i.Box",{"sizes":["a","b"],"label":"say \"hi\""},["_i.It",0]]`, `["x",0]`} {
		if !strings.Contains(string(d.Tree), want) {
			t.Errorf("tree lacks %s\ntree: %s", want, d.Tree)
		}
	}
	// A prop that is an element: an admonition's title with markup, in an .mdx file.
	if d := renderAs(t, "doc.mdx", ":::tip Watch `out`\n\nInside.\n\n:::\n"); !strings.Contains(string(d.Tree), `["_c.Admonition",{"type":"tip","title":{"$jsx":["",0,"Watch ",["_c.code",0,"out"]]}}`) {
		t.Errorf("the title is no element prop in the tree %s", d.Tree)
	}
	// A prop given as undefined, as OpenAPI generators write it: a marker, JSON having no
	// undefined.
	if d := renderAs(t, "doc.mdx", "import Codes from '@theme/StatusCodes';\n\n<Codes\nid={undefined}\nlabel={ undefined }\nresponses={{\"200\": {\"x\": [1]}}}\n></Codes>\n"); !strings.Contains(string(d.Tree), `["_i.Codes",{"id":{"$undefined":0},"label":{"$undefined":0},"responses":{"200":{"x":[1]}}}]`) {
		t.Errorf("the undefined props are not marked in the tree %s; module:\n%s", d.Tree, d.Module)
	}
	line1 := "import Box, {Item as It, default as D} from '@site/src/Box';"
	want := []Import{{"Box", "@site/src/Box", "default", 1, line1}, {"It", "@site/src/Box", "Item", 1, line1}, {"D", "@site/src/Box", "default", 1, line1}, {"Other", "./other", "default", 2, `import Other from "./other"`}}
	if !slices.Equal(d.Imports, want) {
		t.Errorf("imports %v, want %v", d.Imports, want)
	}
}
