package pipeline

import (
	"os"
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// A CodeBlock/Content swizzled the way Docusaurus 3.8.1 writes it (testdata/npm-sites/
// prism-content): it reads the code block context and highlights with the site's
// prism-react-renderer, which the test installs into a temporary copy. The page shows Prism's
// tokens (chroma, the build's highlighter, has no "keyword module"), coloured by the config's
// prism-react-renderer theme, in the theme's Line with the metadata's line classes and numbers.
func TestPrismReactRendererContent(t *testing.T) {
	site := copySite(t, "npm-sites/prism-content")
	npmInstall(t, site)
	_, page := buildPage(t, testOptions(t, site), "")
	for _, want := range []string{
		`<div class="codeBlockTitle_OeMC">sum.js</div>`,
		`<pre tabindex="0" class="prism-code language-js prism-content thin-scrollbar" style="background-color:#f6f8fa;color:#393A34"><span class="prism-content-language">js</span><code style="counter-reset:line-count 0">`,
		`<span class="token-line codeLine_lJS_" style="color:#393A34"><span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV"><span class="token keyword module" style="color:#00009f">import</span>`,
		`<span class="token-line theme-code-block-highlighted-line codeLine_lJS_" style="color:#393A34"><span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV"><span class="token plain"></span><span class="token keyword module" style="color:#00009f">export</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("no %s", want)
		}
	}
	if t.Failed() {
		t.Log(page)
	}
}

// themeCodeBlockUtils runs the theme's theme-common/utils/codeBlockUtils.jsx in a JavaScript
// runtime, as the global codeBlockUtils.
func themeCodeBlockUtils(t *testing.T) *goja.Runtime {
	t.Helper()
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{"../../theme-classic/src/theme-common/utils/codeBlockUtils.jsx"},
		Bundle:      true,
		Format:      api.FormatIIFE,
		GlobalName:  "codeBlockUtils",
		Target:      api.ES2017,
		External:    []string{"react", "react/jsx-runtime"},
		JSX:         api.JSXAutomatic,
	})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors[0].Text)
	}
	rt := goja.New()
	if _, err := rt.RunString(`var require = () => ({createContext: () => ({}), useContext() {}, useMemo() {}});`); err != nil {
		t.Fatal(err)
	}
	if _, err := rt.RunString(string(res.OutputFiles[0].Contents)); err != nil {
		t.Fatal(err)
	}
	return rt
}

// The theme's createCodeBlockMetadata (theme-common/utils/codeBlockUtils.jsx) as Docusaurus
// 3.8.1's: a {…} range of the metastring marks lines with the first magic comment's class and
// leaves the code alone; otherwise the lines that are magic comments, in the comment syntaxes
// of the block's language, are taken out and mark the lines they point at.
func TestThemeCodeBlockMetadata(t *testing.T) {
	rt := themeCodeBlockUtils(t)
	for _, c := range []struct {
		name, params, want string
	}{
		{"metastring range", `{code: 'a\n// highlight-next-line\nb\n', metastring: '{1,3} title="t.js"', language: 'js'}`,
			`{"code":"a\n// highlight-next-line\nb","lines":{"0":["hl"],"2":["hl"]},"title":"t.js","language":"js","className":"language-js"}`},
		{"line and block comments in js", `{code: '// highlight-next-line\na\n/* highlight-start */\nb\nc\n/* highlight-end */\nd', className: 'language-JS'}`,
			`{"code":"a\nb\nc\nd","lines":{"0":["hl"],"1":["hl"],"2":["hl"]},"language":"js","className":"language-JS language-js"}`},
		{"a site's magic comment", `{code: 'a\n  // this-line-error\nb', language: 'ts'}`,
			`{"code":"a\nb","lines":{"1":["err"]},"language":"ts","className":"language-ts"}`},
		{"not in the language's syntax", `{code: '# highlight-next-line\na', language: 'js'}`,
			`{"code":"# highlight-next-line\na","lines":{},"language":"js","className":"language-js"}`},
		{"python", `{code: '# highlight-next-line\na', language: 'python'}`,
			`{"code":"a","lines":{"0":["hl"]},"language":"python","className":"language-python"}`},
		{"jsx comment in md, default language", `{code: '{/* highlight-next-line */}\na', defaultLanguage: 'md'}`,
			`{"code":"a","lines":{"0":["hl"]},"language":"md","className":"language-md"}`},
		{"two classes on one line", `{code: '// highlight-next-line\n// this-line-error\na', language: 'js'}`,
			`{"code":"a","lines":{"0":["hl","err"]},"language":"js","className":"language-js"}`},
		{"line numbers", `{code: 'a', metastring: 'showLineNumbers=7'}`,
			`{"code":"a","lines":{},"start":7,"language":"text","className":"language-text"}`},
	} {
		script := `(() => {
			const m = codeBlockUtils.createCodeBlockMetadata({magicComments: [
				{className: 'hl', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
				{className: 'err', line: 'this-line-error'},
			], ...` + c.params + `});
			return JSON.stringify({code: m.code, lines: m.lineClassNames, title: m.title || undefined,
				start: m.lineNumbersStart, language: m.language, className: m.className});
		})()`
		v, err := rt.RunString(script)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
	// As in Docusaurus, a range without any magic comment configured is an error that says so.
	_, err := rt.RunString(`codeBlockUtils.createCodeBlockMetadata({code: 'a', metastring: '{1}', magicComments: []})`)
	if err == nil || !strings.Contains(err.Error(), "no magic comment config is available") {
		t.Errorf("a range without magic comments: err = %v", err)
	}
}

// The magic comments of generator/markdown's table (Docusaurus 3.8.1's results, language by
// language), through the theme's createCodeBlockMetadata, which takes them out of the code
// the markdown compiler passes as written.
func TestThemeMagicComments(t *testing.T) {
	data, err := os.ReadFile("../markdown/testdata/magiccomments.json")
	if err != nil {
		t.Fatal(err)
	}
	rt := themeCodeBlockUtils(t)
	if _, err := rt.RunString(`var cases = ` + string(data) + `;
		var defaults = [{className: 'theme-code-block-highlighted-line', line: 'highlight-next-line',
			block: {start: 'highlight-start', end: 'highlight-end'}}];
		var failures = cases.flatMap((c) => {
			const m = codeBlockUtils.createCodeBlockMetadata({code: c.code, language: c.language || undefined,
				magicComments: c.magicComments || defaults});
			const norm = (r) => JSON.stringify([r.code, Object.entries(r.lines).sort()]);
			const got = {code: m.code, lines: m.lineClassNames};
			return norm(got) === norm(c.want) ? [] : [c.name + ':\n got ' + JSON.stringify(got) + '\nwant ' + JSON.stringify(c.want)];
		});`); err != nil {
		t.Fatal(err)
	}
	for _, f := range rt.Get("failures").Export().([]any) {
		t.Error(f)
	}
}

// A blank line at the end of a fenced code block is a line of the block, as in Docusaurus:
// the compiler's code has no last line break and the theme's metadata takes one off MDX's
// children, so the theme puts it back before.
func TestCodeBlockLastBlankLine(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"a.md": "# A\n\n```js\na();\n\n```\n\n```text\nb\n```\n",
	})
	_, page := buildPage(t, testOptions(t, site), "a")
	for _, c := range []struct {
		language string
		lines    int
	}{{"js", 2}, {"text", 1}} {
		at := strings.Index(page, `<pre tabindex="0" class="prism-code language-`+c.language+` `)
		if at < 0 {
			t.Fatalf("no %s code block in the page:\n%s", c.language, page)
		}
		block := page[at:]
		block = block[:strings.Index(block, "</pre>")]
		if n := strings.Count(block, `class="token-line"`); n != c.lines {
			t.Errorf("the %s block has %d lines, want %d:\n%s", c.language, n, c.lines, block)
		}
	}
}

// wrappedCodeBlock is a site's src/theme/CodeBlock/index.js that wraps the theme's CodeBlock
// and reads the props Docusaurus's MDX gives it, as docusaurus-theme-github-codeblock does: a
// block whose metastring has the word "reference" holds a GitHub URL, and shows a link to the
// file with other code than it was given (here a stand-in for the file's content) under the
// markdown's props; any other block shows its className and metastring around the theme's.
const wrappedCodeBlock = `import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';

export default function CodeBlockWrapper(props) {
  const {children, className, metastring} = props;
  if (metastring && metastring.split(' ').includes('reference')) {
    const url = children.trim();
    const file = url.slice(url.lastIndexOf('/') + 1);
    return (
      <div className="reference">
        <a className="reference-link" href={url}>{file}</a>
        <CodeBlock {...props}>{'// the content of ' + file + '\n'}</CodeBlock>
      </div>
    );
  }
  return (
    <div className="wrapped" data-class-name={className} data-metastring={metastring} data-lines={children.split('\n').length}>
      <CodeBlock {...props} />
    </div>
  );
}
`

// A site's wrapper of @theme/CodeBlock gets a markdown code block's props as in Docusaurus:
// the code as children with its last line break, className language-x (none without a
// language) and the metastring. The theme's CodeBlock under it still highlights the code with
// the build's tokens, and shows code the wrapper put in their place plain: those tokens are
// another code's.
func TestWrappedCodeBlockProps(t *testing.T) {
	site := writeSite(t, "", map[string]string{
		"a.md": "# A\n\n```js title=\"sum.js\" {2}\nconst a = 1;\nexport default a;\n```\n\n```\nplain text\n```\n\n" +
			"```js reference\nhttps://github.com/owner/repo/blob/main/src/util.js\n```\n\n" +
			// UTF-16 pairs and CRLF: the theme checks the tokens against the code as the build did.
			"```js\nconst s = '😀';\r\nlet t;\r\n```\n",
	})
	writeFiles(t, site, map[string]string{"src/theme/CodeBlock/index.js": wrappedCodeBlock})
	_, page := buildPage(t, testOptions(t, site), "a")
	for _, want := range []string{
		`<div class="wrapped" data-class-name="language-js" data-metastring="title=&quot;sum.js&quot; {2}" data-lines="3">`,
		`<div class="codeBlockTitle_OeMC">sum.js</div>`,
		`<span class="token keyword"`, // the build's tokens
		`<span class="token-line theme-code-block-highlighted-line"`,
		`<div class="wrapped" data-lines="2">`, // no language, no metastring
		`<div class="reference"><a class="reference-link" href="https://github.com/owner/repo/blob/main/src/util.js">util.js</a>`,
		`<span class="token plain">// the content of util.js</span>`,
		`<span class="token string" style="color:rgb(195, 232, 141)">&#x27;😀&#x27;</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("no %s", want)
		}
	}
	if t.Failed() {
		t.Log(page)
	}
}
