package markdown

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// An npm2yarn code block becomes the plugin's tabs: npm's first, then each converter's with
// its label, the code converted, the language kept and the other meta dropped; the document
// imports Tabs and TabItem unless it imports @theme/Tabs itself, and stays a data tree.
func TestNpm2YarnTabs(t *testing.T) {
	convert := func(code, to string) (string, error) { return strings.Replace(code, "npm install", to+" add", 1), nil }
	opts := RenderOptions{Npm2Yarn: &Npm2Yarn{Sync: true, Converters: []string{"yarn", "pnpm"}, Convert: convert}}
	src := "# Install\n\n```bash npm2yarn\nnpm install left-pad\n```\n\n```bash title=\"x\"\nnpm install untouched\n```\n"
	p, err := Parse("doc.md", []byte(src), FormatMDX)
	if err != nil {
		t.Fatal(err)
	}
	d, err := p.Render(identity{}, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'\n",
		`<Tabs groupId={"npm2yarn"}><TabItem value={"npm"}><_c.CodeBlock className={"language-bash"} tokens={_data0}>{"npm install left-pad\n"}</_c.CodeBlock></TabItem>`,
		`<TabItem value={"yarn"} label={"Yarn"}><_c.CodeBlock className={"language-bash"} tokens={_data1}>{"yarn add left-pad\n"}</_c.CodeBlock></TabItem>`,
		`<TabItem value={"pnpm"} label={"pnpm"}><_c.CodeBlock className={"language-bash"} tokens={_data2}>{"pnpm add left-pad\n"}</_c.CodeBlock></TabItem>`,
		`<_c.CodeBlock className={"language-bash"} metastring={"title=\"x\""} tokens={_data3}>{"npm install untouched\n"}</_c.CodeBlock>`,
	} {
		if !strings.Contains(d.Module, want) {
			t.Errorf("module has no %s:\n%s", want, d.Module)
		}
	}
	if d.Tree == nil || !strings.Contains(string(d.Tree), `["_i.Tabs",{"groupId":"npm2yarn"}`) {
		t.Errorf("tree %s", d.Tree)
	}
	imports, _ := json.Marshal(d.Imports)
	if !strings.Contains(string(imports), `"Local":"TabItem","Source":"@theme/TabItem"`) {
		t.Errorf("imports %s", imports)
	}

	// Tabs imported by the document: no second import; not synced: no groupId.
	own := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n```sh npm2yarn\nnpm install a\n```\n"
	p, _ = Parse("own.mdx", []byte(own), FormatMDX)
	opts.Npm2Yarn.Sync = false
	d, err = p.Render(identity{}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(d.Module, "@theme/Tabs"); n != 1 || !strings.Contains(d.Module, "<Tabs><TabItem") {
		t.Errorf("%d imports of @theme/Tabs in\n%s", n, d.Module)
	}

	// Without the plugin the block is a code block; a failed conversion names the file and line.
	if d := render(t, src); strings.Contains(d.Module, "Tabs") {
		t.Errorf("no plugin, yet tabs:\n%s", d.Module)
	}
	opts.Npm2Yarn.Convert = func(string, string) (string, error) { return "", errors.New("no runtime") }
	p, _ = Parse("doc.md", []byte(src), FormatMDX)
	if _, err := p.Render(identity{}, opts); err == nil || !strings.HasPrefix(err.Error(), "doc.md:3: npm2yarn: converting the commands to yarn: no runtime") {
		t.Errorf("err = %v", err)
	}
}
