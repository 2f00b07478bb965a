package markdown

import (
	"reflect"
	"testing"
)

func TestFences(t *testing.T) {
	src := "---\ntitle: T\n---\n\nText.\n\n```js title=\"a.js\" norun\nconst a = 1; // highlight-next-line\nconsole.log(a);\n```\n\n" +
		"- item\n\n  ```text title=\"Output\"\n  1\n  ```\n\n:::note\n\n```bash\nnpm test\n```\n\n:::\n\n```\n```\n"
	p, err := Parse("doc.md", []byte(src), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	got := p.Fences()
	want := []Fence{
		{Language: "js", Meta: `title="a.js" norun`, Title: "a.js", Code: "const a = 1; // highlight-next-line\nconsole.log(a);", Line: 7, EndLine: 10},
		{Language: "text", Meta: `title="Output"`, Title: "Output", Code: "1", Line: 14, EndLine: 16},
		{Language: "bash", Code: "npm test", Line: 20, EndLine: 22},
		{Language: "", Code: "", Line: 0, EndLine: 0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Fences() =\n%#v\nwant\n%#v", got, want)
	}
}

// The code a fence reports is the code the page shows: magic comments in the language's
// comment syntax are taken out, others stay, and a range in the meta leaves them all in.
func TestFencesMagicComments(t *testing.T) {
	src := "```js\n// highlight-next-line\nrun();\n```\n\n```python\n// highlight-next-line\nrun()\n```\n\n" +
		"```js {2}\n// highlight-next-line\nrun();\n```\n"
	p, err := Parse("doc.md", []byte(src), FormatDetect)
	if err != nil {
		t.Fatal(err)
	}
	f := p.Fences()
	if len(f) != 3 || f[0].Code != "run();" || f[0].Line != 1 || f[0].EndLine != 4 {
		t.Fatalf("got %#v", f)
	}
	if want := "// highlight-next-line\nrun()"; f[1].Code != want {
		t.Errorf("python: got %q, want %q", f[1].Code, want)
	}
	if want := "// highlight-next-line\nrun();"; f[2].Code != want {
		t.Errorf("with a range: got %q, want %q", f[2].Code, want)
	}
}

// Tokens give lengths in UTF-16 units, "" for plain, nothing for an empty line, and leave out
// a line's "\r" (the theme splits at \r?\n).
func TestCodeBlockTokenSpans(t *testing.T) {
	got := ParseFence("text", "a😀b\r\n\r\nc").Tokens
	want := [][]any{{"", 4}, nil, {"", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("plain: %#v", got)
	}
	got = ParseFence("js", "let x;\r\n").Tokens
	want = [][]any{{"keyword", 3, "", 2, "punctuation", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("js: %#v", got)
	}
}

// A code block's title is quoted, with either quote, as Docusaurus reads it; an unclosed or
// unquoted one is no title.
func TestFenceTitle(t *testing.T) {
	for info, want := range map[string]string{
		`ts title="store.ts"`:                   "store.ts",
		`ts title='a "b" c' {1}`:                `a "b" c`,
		`ts title="Setting a token from a`:      "",
		`ts title=store.ts`:                     "",
		`ts {1,2} title="x.ts" showLineNumbers`: "x.ts",
	} {
		if got := ParseFence(info, "x\n").Title; got != want {
			t.Errorf("ParseFence(%q).Title = %q, want %q", info, got, want)
		}
	}
}
