package main

import (
	"slices"
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	for _, c := range []struct{ name, a, b string }{
		{"white space between blocks", "<p>a</p>\n<ul>\n<li>x</li>\n</ul>", "<p>a</p><ul><li>x</li></ul>"},
		{"attribute order", `<h2 id="x" class="y">T</h2>`, `<h2 class="y" id="x">T</h2>`},
		{"runs of spaces in text", "<p>a\n  b <em>c</em></p>", "<p>a b <em>c</em></p>"},
		{"space around a line break", "<p>a \n<br/>\nb</p>", "<p>a<br/>b</p>"},
		{"image preload hints", `<link rel="preload" as="image" href="a.png"/><p><img src="a.png"/></p>`, `<p><img src="a.png"/></p>`},
		{"comments", "<p>a<!-- -->b</p>", "<p>ab</p>"},
	} {
		if a, b := Normalize(c.a), Normalize(c.b); !slices.Equal(a, b) {
			t.Errorf("%s: %q and %q normalise differently:\n%s\n--\n%s", c.name, c.a, c.b, strings.Join(a, "\n"), strings.Join(b, "\n"))
		}
	}
	for _, c := range []struct{ name, a, b string }{
		{"text", "<p>a b</p>", "<p>ab</p>"},
		{"code keeps its spaces", "<pre>a  b</pre>", "<pre>a b</pre>"},
		{"code block stand-in keeps its lines", "<CodeBlock>a\n\nb</CodeBlock>", "<CodeBlock>a\nb</CodeBlock>"},
		{"element names", "<Details><p>a</p></Details>", "<details><p>a</p></details>"},
		{"attribute values", `<a href="./a.md">x</a>`, `<a href="/a">x</a>`},
	} {
		if a, b := Normalize(c.a), Normalize(c.b); slices.Equal(a, b) {
			t.Errorf("%s: %q and %q normalise to the same lines", c.name, c.a, c.b)
		}
	}
	want := []string{"<ul>", "<li>", `a <code class="x">b</code>`, "</li>", "</ul>", "<CodeBlock language=\"js\">", "x", "  y", "</CodeBlock>"}
	if got := Normalize("<ul>\n<li>a <code class=\"x\">b</code></li></ul><CodeBlock language=\"js\">x\n  y</CodeBlock>"); !slices.Equal(got, want) {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func ptr(s string) *string { return &s }

func TestCompare(t *testing.T) {
	base := Result{
		HTML:        `<header><h1>T</h1></header><h2 id="a-b">A b</h2><p>x</p>`,
		TOC:         []TOCItem{{Value: "A b", ID: "a-b", Level: 2}},
		FrontMatter: map[string]any{"tags": []any{"a"}},
		Title:       ptr("T"), ContentTitle: ptr("T"), Excerpt: ptr("x"),
	}
	if d := Compare(base, base); len(d) != 0 {
		t.Errorf("the same results differ: %+v", d)
	}
	if d := Compare(Result{Error: "x.md:3: bad"}, Result{Error: "MDX compilation failed"}); len(d) != 0 {
		t.Errorf("both failing to compile is agreement, got %+v", d)
	}
	if d := Compare(Result{Error: "x.md:1: invalid front matter"}, Result{FrontMatter: []any{1}, MetaError: `"value" must be of type object`}); len(d) != 0 {
		t.Errorf("a compile error beside front matter the docs plugin refuses is agreement, got %+v", d)
	}
	with := func(change func(*Result)) Result {
		r := base
		change(&r)
		return r
	}
	for _, c := range []struct {
		name   string
		g      Result
		causes []string
		line   int
	}{
		{"compile error here", Result{Error: "x.md:3: bad\nmore"}, []string{causeErrorHere}, 0},
		{"heading id", with(func(r *Result) {
			r.HTML = strings.Replace(r.HTML, `id="a-b"`, `id="ab"`, 1)
			r.TOC = []TOCItem{{Value: "A b", ID: "ab", Level: 2}}
		}), []string{causeHeadingID, causeHeadingID}, 6},
		{"html in a paragraph", with(func(r *Result) { r.HTML = strings.Replace(r.HTML, "<p>x</p>", "<p>x <em>y</em></p>", 1) }), []string{"html: p"}, 10},
		{"toc level", with(func(r *Result) { r.TOC = []TOCItem{{Value: "A b", ID: "a-b", Level: 3}} }), []string{causeTOC}, 1},
		{"title and excerpt", with(func(r *Result) { r.Title, r.Excerpt = nil, ptr("y") }), []string{causeTitle, causeExcerpt}, 1},
		{"front matter", with(func(r *Result) { r.FrontMatter = map[string]any{"tags": []any{"b"}} }), []string{causeFrontMatter}, 3},
		{"render error here", with(func(r *Result) { r.RenderError = "render: Element type is invalid" }), []string{causeRenderHere}, 0},
	} {
		diffs := Compare(c.g, base)
		var causes []string
		for _, d := range diffs {
			causes = append(causes, d.Cause)
		}
		if !slices.Equal(causes, c.causes) {
			t.Errorf("%s: causes %q, want %q (%+v)", c.name, causes, c.causes, diffs)
			continue
		}
		if diffs[0].Line != c.line {
			t.Errorf("%s: first difference at line %d, want %d (%+v)", c.name, diffs[0].Line, c.line, diffs[0])
		}
	}
	if d := Compare(Result{Error: "x.md:3: bad\nmore"}, base); d[0].Gosaurus != "x.md:3: bad" {
		t.Errorf("an error is reported by its first line, got %q", d[0].Gosaurus)
	}
}

func TestHunks(t *testing.T) {
	g := strings.Fields("a b c d e f g")
	d := strings.Fields("a x c d f g h")
	want := []hunk{{1, 1, 1, 1}, {4, 1, 4, 0}, {7, 0, 6, 1}}
	if got := hunks(g, d); !slices.Equal(got, want) {
		t.Errorf("hunks: %+v, want %+v", got, want)
	}
	if got := hunks(g, g); got != nil {
		t.Errorf("equal lines: %+v", got)
	}
	diffs := Compare(Result{HTML: "<p>a</p><p>b</p><ul><li>c</li></ul>"}, Result{HTML: "<p>A</p><p>b</p><ul><li>C</li></ul>"})
	var causes []string
	for _, d := range diffs {
		causes = append(causes, d.Cause)
	}
	if want := []string{"html: p", "html: li"}; !slices.Equal(causes, want) {
		t.Errorf("each differing stretch is a difference: %q, want %q", causes, want)
	}
}

func TestCommentHeadingID(t *testing.T) {
	for src, want := range map[string]bool{
		"## Setup {/* #setup */}\n":                        true,
		"### Setup <!-- #setup -->\n":                      true,
		"## Setup {#setup}\n":                              false,
		"Text {/* #setup */}\n":                            false,
		"### Stage 0: Class Properties { /*#stage-0*/ }\n": true,
		"## Setup {/* #setup and more words */}\n":         true,
		"## Setup {/* setup */}\n":                         false,
	} {
		if got := commentHeadingID.MatchString(src); got != want {
			t.Errorf("%q: matched %v, want %v", src, got, want)
		}
	}
}
