package markdown

import (
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Npm2Yarn is @docusaurus/remark-plugin-npm2yarn as a content plugin's remarkPlugins list
// has it: each code block whose meta is exactly npm2yarn becomes tabs, npm's command and then
// one tab per converter, as Docusaurus's plugin makes them.
type Npm2Yarn struct {
	Sync       bool     // the tabs share the groupId "npm2yarn", so one choice switches them all
	Converters []string // after npm's tab: yarn, pnpm, bun
	// Convert turns the npm commands of code into the package manager to's, as the plugin's
	// npm-to-yarn does.
	Convert func(code, to string) (string, error)
}

// npm2yarnLabels are the tab labels the plugin gives; other converters' tabs show their value.
var npm2yarnLabels = map[string]string{"yarn": "Yarn", "bun": "Bun"}

// tabsImports are the imports the plugin adds to a document it changed that imports no
// @theme/Tabs of its own.
var tabsImports = []string{"import Tabs from '@theme/Tabs'", "import TabItem from '@theme/TabItem'"}

// npm2yarnTabs writes cb, an npm2yarn code block, as the plugin's tabs. Each tab's block has
// the language and no other meta, as the plugin's does.
func (r *renderer) npm2yarnTabs(cb CodeBlock) {
	r.tabs = true
	group := ""
	if r.npm2yarn.Sync {
		group = attr("groupId", "npm2yarn")
	}
	r.nest(1)
	r.w("<Tabs" + group + ">")
	tab := func(value, label, code string) {
		a := attr("value", value)
		if label != "" {
			a += attr("label", label)
		}
		r.nest(1)
		r.w("<TabItem" + a + ">")
		r.codeBlock(parseFence(cb.Language, code, r.highlights))
		r.nest(-1)
		r.w("</TabItem>")
	}
	tab("npm", "", cb.Code)
	for _, to := range r.npm2yarn.Converters {
		code, err := r.npm2yarn.Convert(cb.Code, to)
		if err != nil && r.err == nil {
			line := r.line(r.at)
			if fc, ok := r.at.(*ast.FencedCodeBlock); ok && fc.Lines().Len() > 0 {
				line = lineAt(r.p.src, fc.Lines().At(0).Start) - 1 // the opening fence
			}
			r.err = fmt.Errorf("%s:%d: npm2yarn: converting the commands to %s: %w", r.p.File, line, to, err)
		}
		label := npm2yarnLabels[to]
		if label == "" {
			label = to
		}
		tab(to, label, code)
	}
	r.nest(-1)
	r.w("</Tabs>")
}

// Key tells rendering options apart, for a cache of compiled documents.
func (o RenderOptions) Key() string {
	if o.Npm2Yarn == nil {
		return ""
	}
	return fmt.Sprintf("npm2yarn:%t:%s", o.Npm2Yarn.Sync, strings.Join(o.Npm2Yarn.Converters, ","))
}
