package search

import (
	"reflect"
	"strings"
	"testing"
)

// A page as the theme renders it: navbar and sidebar around the markdown container, a heading
// with its "#" link, a code block with its copy button, an admonition icon.
const page = `<nav class="navbar"><a href="/">Navbar words</a></nav><aside><ul class="menu"><li>Sidebar words</li></ul></aside>
<main><article><div class="theme-doc-markdown markdown"><header><h1>The API client</h1></header>
<p>Every REST call goes through <code>AvApi</code>.<br/>Learn it once.</p>
<h2 class="anchor" id="install">Install it<a href="#install" class="hash-link" aria-label="Direct link to Install it">&#8203;</a></h2>
<p>Run the installer:</p>
<div class="codeBlockContainer"><pre><code><span class="token-line">npm install @availity/api-axios axios</span><br/><span>const api = new AvApi({ name: 'x' });</span></code></pre><button type="button" aria-label="Copy code">Copy</button></div>
<h3 id="peer-deps">Peer <em>dependencies</em><a href="#peer-deps" class="hash-link">&#8203;</a></h3>
<div class="admonition"><span class="icon"><svg><path d="M0"></path><text>svgtext</text></svg></span><p>axios&nbsp;is a peer &amp; more</p></div>
<h4 id="deep">Deeper</h4><p>still peer deps</p>
<h2>No id here</h2><table><tr><td>cell</td><td>two</td></tr></table>
</div><footer>Edit this page</footer></article></main><footer>Footer words</footer>`

func TestExtract(t *testing.T) {
	got := Extract(page, "The API client")
	want := []Section{
		{Text: "Every REST call goes through AvApi. Learn it once."},
		{Anchor: "install", Heading: "Install it", Text: "Run the installer:", Code: "npm install availity api axios AvApi name"},
		{Anchor: "peer-deps", Heading: "Peer dependencies", Text: "axios is a peer & more Deeper still peer deps No id here cell two"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Extract:\n got %#v\nwant %#v", got, want)
	}
}

func TestExtractTitleDiffersFromH1(t *testing.T) {
	got := Extract(`<div class="theme-doc-markdown markdown"><h1>Shown heading</h1><p>body</p></div>`, "Front matter title")
	if len(got) != 1 || got[0].Text != "Shown heading body" {
		t.Errorf("an h1 other than the title is indexed as text: %#v", got)
	}
}

func TestExtractFallbacks(t *testing.T) {
	for name, tc := range map[string]struct{ html, want string }{
		"article":      {`<nav>menu</nav><article><p>in the article</p></article><footer>f</footer>`, "in the article"},
		"main":         {`<nav>menu</nav><main><p>in main</p></main><footer>f</footer>`, "in main"},
		"none":         {`<div>nothing marked</div>`, ""},
		"unterminated": {`<article><p>cut short`, "cut short"},
	} {
		got := Extract(tc.html, "T")
		if len(got) != 1 || got[0].Text != tc.want {
			t.Errorf("%s: got %#v, want one section with text %q", name, got, tc.want)
		}
	}
}

// codeBlocks are insides of a <pre>, and whether codeText reads each in one pass.
var codeBlocks = map[string]struct {
	pre  string
	fast bool
}{
	"prism":         {`<code class="language-js"><span class="token-line" style="color:#393A34"><span class="token keyword">const</span> a <span class="token operator">=</span> b<br></span><span class="token-line"><span class="token">x &lt;= y &amp;&amp; z</span><br/></span></code>`, true},
	"quoted >":      {`<code><span title="a > b" data-x='c"d'>fooBar</span></code>`, true},
	"self-closing":  {`<code><span/>left<span class="x" />right</code>`, true},
	"entities":      {`<code>&quot;quoted&quot; &#x41;&#66; &nbsp;nb&amp;sp</code>`, true},
	"empty":         {``, true},
	"button":        {`<code>copy<button>Copy</button>me</code>`, false},
	"aria-hidden":   {`<code><span aria-hidden="true">hidden</span>shown</code>`, false},
	"hash-link":     {`<code><a class="hash-link" href="#x">#</a>code</code>`, false},
	"comment":       {`<code><!-- note -->visible</code>`, false},
	"unquoted":      {`<code><span class=x>unquotedValue</span></code>`, false},
	"upper case":    {`<code><SPAN>shout</SPAN></code>`, false},
	"bare <":        {`<code>a < b</code>`, false},
	"unbalanced":    {`<code><span>open</code>`, false},
	"closing first": {`</span>x<span>`, false},
	"block tag":     {`<code><div>line one</div><div>line two</div></code>`, false},
	"heading":       {`<h2 id="inpre">Heading in pre</h2>after`, false},
	"end br":        {`<code>a</br>b</code>`, false},
	"carriage ret":  {"<code>a\r\nb</code>", false},
}

// sameWithCodeText checks that extract gives the same sections with codeText as without, for
// pre as a code block between sections and inside a heading.
func sameWithCodeText(t *testing.T, name, pre string) {
	for _, html := range []string{
		`<div class="theme-doc-markdown"><p>intro</p><pre class="prism">` + pre + `</pre><h2 id="s">Next</h2><pre>` + pre + `</pre><p>end</p></div>`,
		`<div class="theme-doc-markdown"><h2 id="h">Title <pre>` + pre + `</pre></h2><p>body</p></div>`,
	} {
		if fast, slow := extract(html, "T", true), extract(html, "T", false); !reflect.DeepEqual(fast, slow) {
			t.Errorf("%s: with codeText\n%#v\nwithout\n%#v", name, fast, slow)
		}
	}
}

// Code blocks are read in one pass where they hold only text, inline tags and <br>, with the
// sections the tokenizer alone gives; anything else inside falls back to the tokenizer.
func TestExtractCodeBlocks(t *testing.T) {
	for name, tc := range codeBlocks {
		var b strings.Builder
		b.WriteString("kept ")
		if got := codeText(&b, tc.pre); got != tc.fast {
			t.Errorf("%s: codeText = %v, want %v", name, got, tc.fast)
		}
		if !tc.fast && b.String() != "kept " {
			t.Errorf("%s: codeText wrote %q before giving up", name, b.String())
		}
		sameWithCodeText(t, name, tc.pre)
	}
}

func FuzzExtractCodeBlocks(f *testing.F) {
	for _, tc := range codeBlocks {
		f.Add(tc.pre)
	}
	f.Fuzz(func(t *testing.T, pre string) {
		sameWithCodeText(t, "input", pre)
	})
}

func TestIdentifiers(t *testing.T) {
	got := identifiers(`const x = await fetch(url); import {useState} from 'react'; $el.on(x_1, 42, url)`)
	if want := "fetch url useState react $el on x_1"; got != want {
		t.Errorf("identifiers = %q, want %q", got, want)
	}
}

// collapse gives what splitting at whitespace and joining with one space gives, zero-width
// spaces dropped first.
func TestCollapse(t *testing.T) {
	for _, s := range []string{"", " ", "a", "  a  b\t\nc ", "a\u200bb", "a \u200b b", "\u200b a\u200b", "x\u00a0y\u0085z\u3000w",
		"é  ü\v\f🦖", "\xe2\u200b\x80\x8b a", "bad\xffbyte \xe2\x80", "\u200b"} {
		want := strings.Join(strings.Fields(strings.ReplaceAll(s, "\u200b", "")), " ")
		if got := collapse(s); got != want {
			t.Errorf("collapse(%q) = %q, want %q", s, got, want)
		}
	}
}
