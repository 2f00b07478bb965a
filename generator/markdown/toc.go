package markdown

import (
	"fmt"
	"regexp"
	"strings"
)

// markdownImport is a default import of a markdown file: import Name from './_part.md' (with
// named imports beside it or not).
var (
	markdownImport = regexp.MustCompile(`(?m)^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*('(?:[^'\\]|\\.)*\.mdx?'|"(?:[^"\\]|\\.)*\.mdx?")`)
	tocExport      = regexp.MustCompile(`(?m)^\s*export\s+(?:const|let|var)\s+toc\b`)
)

// markdownImports maps the component names of the markdown files the module's ESM imports to
// the import's string literal.
func markdownImports(esm []string) map[string]string {
	out := map[string]string{}
	for _, m := range markdownImport.FindAllStringSubmatch(strings.Join(esm, "\n"), -1) {
		out[m[1]] = m[2]
	}
	return out
}

// partialTOC notes where an imported markdown file is rendered as a JSX element: its headings
// join the document's TOC there, as Docusaurus's MDX loader makes them.
func (r *renderer) partialTOC(j *jsxRaw) {
	for _, it := range j.Items {
		if it.closing || it.expr || it.comment || r.partials[it.name] == "" {
			continue
		}
		r.tocSlices = append(r.tocSlices, tocSlice{at: len(r.doc.TOC), name: it.name})
	}
}

// tocExport is the module's toc export: its own headings, with the TOCs of the partials it
// renders spread in at their places. A toc the document exports itself is kept instead.
func (r *renderer) tocExport() string {
	toc := r.doc.TOC
	if toc == nil {
		toc = []TOCItem{}
	}
	if len(r.tocSlices) == 0 {
		return fmt.Sprintf("export const toc = %s;\n", js(toc))
	}
	if tocExport.MatchString(strings.Join(r.p.esm, "\n")) {
		return ""
	}
	var b strings.Builder
	imported := map[string]bool{}
	for _, s := range r.tocSlices {
		if !imported[s.name] {
			imported[s.name] = true
			fmt.Fprintf(&b, "import {toc as __toc%s} from %s;\n", s.name, r.partials[s.name])
		}
	}
	var items []string
	next := 0
	for i := 0; i <= len(toc); i++ {
		for next < len(r.tocSlices) && r.tocSlices[next].at == i {
			items = append(items, "...__toc"+r.tocSlices[next].name)
			next++
		}
		if i < len(toc) {
			items = append(items, js(toc[i]))
		}
	}
	fmt.Fprintf(&b, "export const toc = [%s];\n", strings.Join(items, ", "))
	return b.String()
}
