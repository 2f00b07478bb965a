package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A CodeBlock/Content swizzled the way Docusaurus 3.8.1 writes it (testdata/npm-sites/
// prism-content): it reads the code block context and highlights with the site's
// prism-react-renderer, which the test installs into a temporary copy. The page shows Prism's
// tokens (chroma, the build's highlighter, has no "keyword module"), coloured by the config's
// prism-react-renderer theme, in the theme's Line with the metadata's line classes and numbers.
func TestPrismReactRendererContent(t *testing.T) {
	site := filepath.Join(t.TempDir(), "prism-content")
	if err := os.CopyFS(site, os.DirFS("../../testdata/npm-sites/prism-content")); err != nil {
		t.Fatal(err)
	}
	npmInstall(t, site)
	res, err := Run(testOptions(t, site))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(res.OutDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(data)
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
