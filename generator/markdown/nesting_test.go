package markdown

import (
	"strings"
	"testing"
)

// Pathologically nested documents fail quickly with the file, line and cause, rather than
// costing minutes and gigabytes (or a stack overflow) in the parser, esbuild or React.
func TestDeepNesting(t *testing.T) {
	emphasis := func(n int) string {
		var open, close strings.Builder
		for i := range n {
			open.WriteString(strings.Repeat("*", 1+i%2) + "a ")
			close.WriteString(" b" + strings.Repeat("*", 1+(n-1-i)%2))
		}
		return open.String() + close.String()
	}
	deep := emphasis(20000) // ~120 KB
	if len(deep) < 100_000 {
		t.Fatalf("emphasis of %d bytes", len(deep))
	}
	for _, c := range []struct {
		name, src, format, want string
	}{
		{"emphasis", "# T\n\nText.\n\n" + deep + "\n", FormatMDX, "doc.md:5: nesting deeper than 256 levels (emphasis, links, lists or quotes inside each other)"},
		{"quotes", "# T\n\n" + strings.Repeat("> ", 10000) + "x\n", FormatMDX, "doc.md:3: nesting deeper than 256 levels (block quotes, lists or admonitions inside each other)"},
		{"lists", "# T\n\n" + strings.Repeat("- ", 10000) + "x\n", FormatMD, "doc.md:3: nesting deeper than 256 levels (block quotes, lists or admonitions inside each other)"},
		{"admonitions", "# T\n\n" + strings.Repeat(":::note\n\n", 10000) + "x\n", FormatMDX, "doc.md:515: nesting deeper than 256 levels (block quotes, lists or admonitions inside each other)"},
		{"indented lists", "# T\n\n" + indentedList(200) + "x\n", FormatMDX, "doc.md:130: nesting deeper than 256 levels (emphasis, links, lists or quotes inside each other)"},
		{"deeply indented lists", "# T\n\n" + indentedList(3000) + "x\n", FormatMDX, "doc.md:259: nesting deeper than 256 levels (block quotes, lists or admonitions inside each other)"},
		{"JSX elements", "# T\n\n" + strings.Repeat("<div>\n", 10000) + "\nx\n\n" + strings.Repeat("</div>\n", 10000), FormatMDX, "doc.md:259: nesting deeper than 256 levels (elements inside each other)"},
		{"JSX elements on a line", "# T\n\n" + strings.Repeat("<div>", 10000) + "x" + strings.Repeat("</div>", 10000) + "\n", FormatMDX, "doc.md:3: nesting deeper than 256 levels (elements inside each other)"},
		{"HTML elements", "# T\n\n" + strings.Repeat("<div>", 10000) + "\n\nx\n\n" + strings.Repeat("</div>", 10000) + "\n", FormatMD, "doc.md:3: nesting deeper than 256 levels (elements inside each other)"},
		{"an expression", "# T\n\n{" + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000) + "}\n", FormatMDX, "doc.md:3: nesting deeper than 256 levels (elements inside each other)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse("doc.md", []byte(c.src), c.format)
			if err == nil {
				_, err = p.Render(identity{}, RenderOptions{})
			}
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("error %v\nwant %s", err, c.want)
			}
		})
	}
	// Unfinished JSX in expressions, nested: the scanner neither backtracks exponentially nor
	// recurses without bound (either would be a stack overflow, or the test's timeout: wall
	// times are not asserted, as the machine may be busy).
	for _, src := range []string{
		"a " + strings.Repeat("{<a>", 20000) + "x\n",
		"a " + strings.Repeat("{<a b={", 20000) + "x\n",
		"a " + strings.Repeat("{`${", 20000) + "x\n",
	} {
		p, err := Parse("doc.md", []byte(src), FormatMDX)
		if err == nil {
			_, _ = p.Render(identity{}, RenderOptions{})
		}
	}
	// At the limit a page still compiles, to JSX esbuild reads.
	ok := "# T\n\n" + emphasis(120) + "\n\n" + strings.Repeat("> ", 100) + "x\n"
	p, err := Parse("doc.md", []byte(ok), FormatMDX)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, RenderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkModule(t, ok, d.Module)
}

func indentedList(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat("  ", i) + "- x\n")
	}
	return b.String()
}
