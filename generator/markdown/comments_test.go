package markdown

import (
	"strings"
	"testing"
)

func TestDropComments(t *testing.T) {
	for _, c := range []struct {
		in   string
		mdx  bool
		want string
	}{
		{"a\n<!-- truncate -->\nb", false, "a\n\nb"},
		{"a <!-- x\ny --> b", false, "a \n b"},
		{"<!-- note --> Visible text.\n\nMore.", false, " Visible text.\n\nMore."},
		{"`<!-- kept -->` and ``a <!-- kept --> b``", false, "`<!-- kept -->` and ``a <!-- kept --> b``"},
		{"```\n<!-- kept -->\n```\n<!-- x -->", false, "```\n<!-- kept -->\n```\n"},
		{"{/* truncate */}", true, ""},
		{"{/* kept in .md */}", false, "{/* kept in .md */}"},
		{"<!-- unclosed", false, "<!-- unclosed"},
		// A fence closes at a run as long as its own, not at a shorter one or one with an info
		// string, and in the blockquote it opened in.
		{"`````md\n```js\n```\n<!-- kept -->\n`````\n<!-- x -->", false, "`````md\n```js\n```\n<!-- kept -->\n`````\n"},
		{"~~~\n~~~js\n<!-- kept -->\n~~~\n<!-- x -->", false, "~~~\n~~~js\n<!-- kept -->\n~~~\n"},
		{"> ```\n> <!-- kept -->\n> ```\n<!-- x -->", false, "> ```\n> <!-- kept -->\n> ```\n"},
		{"```\n> ```\n<!-- kept -->\n```", false, "```\n> ```\n<!-- kept -->\n```"},
		{"> ```\n> code\n\n<!-- x -->", false, "> ```\n> code\n\n"},
	} {
		if got, _ := dropComments([]byte(c.in), c.mdx); string(got) != c.want {
			t.Errorf("dropComments(%q, %v) = %q, want %q", c.in, c.mdx, got, c.want)
		}
	}
}

// A comment followed by text on its line drops only the comment, in every format, as
// Docusaurus renders it (3.8.1: <p>Visible text.</p><p>Another paragraph.</p><p>text  after.</p>).
func TestCommentBeforeTextKeepsTheText(t *testing.T) {
	src := "# Intro\n\n<!-- note --> Visible text.\n\nAnother paragraph.\n\ntext <!-- c --> after.\n"
	want := `<_c.p>{"Visible text."}</_c.p><_c.p>{"Another paragraph."}</_c.p><_c.p>{"text  after."}</_c.p>`
	for name, c := range map[string]struct{ src, format string }{
		"mdx":             {src, FormatMDX},
		"detect":          {src, FormatDetect},
		"md":              {src, FormatMD},
		"mdx.format: md":  {"---\nmdx:\n  format: md\n---\n" + src, FormatMDX},
		"multiline, mdx":  {"# Intro\n\n<!-- a\nb --> Visible text.\n\nAnother paragraph.\n\ntext <!-- c --> after.\n", FormatMDX},
		"multiline, md":   {"# Intro\n\n<!-- a\nb --> Visible text.\n\nAnother paragraph.\n\ntext <!-- c --> after.\n", FormatMD},
		"expression, mdx": {"# Intro\n\n{/* note */} Visible text.\n\nAnother paragraph.\n\ntext {/* c */} after.\n", FormatMDX},
	} {
		p, err := Parse("doc.md", []byte(c.src), c.format)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		d, err := p.Render(identity{}, RenderOptions{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !strings.Contains(d.Module, want) {
			t.Errorf("%s: module lacks %s:\n%s", name, want, d.Module)
		}
	}
}
