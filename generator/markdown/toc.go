package markdown

import (
	"cmp"
	"fmt"
	"html"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// markdownImport is a default import of a markdown file: import Name from './_part.md' (with
// named imports beside it or not), at the start of a line or after another statement's ;.
var (
	markdownImport = regexp.MustCompile(`(?m)(?:^|;)\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*('(?:[^'\\]|\\.)*\.mdx?'|"(?:[^"\\]|\\.)*\.mdx?")`)
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
// join the document's TOC there, as Docusaurus's MDX loader makes them. A footnote renders at
// the end of the page, but the loader finds the partials of its definition where that is
// written, among the headings before and after it.
func (r *renderer) partialTOC(j *jsxRaw) {
	at, offset := len(r.doc.TOC), j.Start
	if r.footnoteAt > 0 {
		at, offset = sort.SearchInts(r.tocAt, r.footnoteAt), r.footnoteAt
	}
	for _, it := range j.Items {
		if it.closing || it.expr || it.comment || r.partials[it.name] == "" {
			continue
		}
		r.tocSlices = append(r.tocSlices, tocSlice{at: at, name: it.name, offset: offset})
	}
}

// sourceStart is the offset in the source where a block's text starts, 0 when it has none.
func sourceStart(n ast.Node) int {
	for c := n; c != nil; c = c.FirstChild() {
		switch t := c.(type) {
		case *JSXFlow:
			return t.Start
		case *JSXInline:
			return t.Start
		case *ast.Text:
			return t.Segment.Start
		}
		if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			return c.Lines().At(0).Start
		}
	}
	return 0
}

// tocExport is the module's toc export: its own headings, with the TOCs of the partials it
// renders spread in at their places. A toc the document exports itself is kept instead.
func (r *renderer) tocExport() string {
	if tocExport.MatchString(strings.Join(r.p.esm, "\n")) {
		return ""
	}
	toc := r.doc.TOC
	if toc == nil {
		toc = []TOCItem{}
	}
	if len(r.tocSlices) == 0 {
		return fmt.Sprintf("export const toc = %s;\n", js(toc))
	}
	// In the order of the source, as the footnotes' slices were noted last.
	slices.SortStableFunc(r.tocSlices, func(a, b tocSlice) int { return cmp.Or(a.at-b.at, a.offset-b.offset) })
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

// tocValue is a heading's content as HTML for the table of contents, as Docusaurus's
// toHeadingHTMLValue writes it: text escaped, code, emphasis, strong and strikethrough as
// their elements, a link as its content, and a JSX or HTML element as its tag with the class
// it has (className, else class) around its content, an image element as nothing. The
// content of each of these is trimmed, as is the whole. Anything else is its plain text as
// it is: an image's alt, an expression's code, raw HTML of an .md file.
func (r *renderer) tocValue(n ast.Node) string {
	type element struct {
		b          strings.Builder
		name, open string
	}
	stack := []*element{{}}
	var text, prose strings.Builder // prose as textAndProse gives it
	out := func() *strings.Builder { return &stack[len(stack)-1].b }
	flush := func() {
		out().WriteString(escapeHTML(emojify(cutSpans(text.String(), textDirectives(prose.String())))))
		text.Reset()
		prose.Reset()
	}
	closeElement := func() {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e.name != "img" {
			out().WriteString(e.open + jsTrim(e.b.String()) + "</" + e.name + ">")
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			s, p := r.textAndProse(t)
			text.WriteString(s)
			prose.WriteString(p)
			if t.SoftLineBreak() {
				text.WriteByte('\n')
				prose.WriteByte('\n')
			}
			continue
		case *ast.String:
			text.WriteString(string(t.Value))
			prose.WriteString(string(t.Value))
			continue
		}
		flush()
		b := out()
		switch t := c.(type) {
		case *ast.CodeSpan:
			b.WriteString("<code>" + escapeHTML(r.codeText(t)) + "</code>")
		case *ast.Emphasis:
			tag := "em"
			if t.Level == 2 {
				tag = "strong"
			}
			b.WriteString("<" + tag + ">" + r.tocValue(t) + "</" + tag + ">")
		case *east.Strikethrough:
			b.WriteString("<del>" + r.tocValue(t) + "</del>")
		case *ast.Link:
			b.WriteString(r.tocValue(t))
		case *ast.AutoLink:
			b.WriteString(escapeHTML(string(t.Label(r.p.src))))
		case *ast.RawHTML:
			for i := 0; i < t.Segments.Len(); i++ {
				seg := t.Segments.At(i)
				b.Write(seg.Value(r.p.src))
			}
		case *JSXInline:
			it := t.Items[0]
			switch {
			case t.Src[t.Start] == '{':
				// An expression, comments only or not, is its code, as written
				// (mdast-util-to-string's value).
				b.Write(t.Src[t.Start+1 : it.end-1])
			case it.comment:
			case it.closing:
				if len(stack) > 1 {
					closeElement()
				}
			default:
				// A fragment has no name, which Docusaurus writes as null.
				name, open := it.name, "<null"
				if name == "" {
					name = "null"
				} else {
					open = "<" + name
					if class, ok := jsxClass(t.Src[it.nameStart+len(it.name) : it.end]); ok {
						open += ` class="` + escapeHTML(class) + `"`
					}
				}
				stack = append(stack, &element{name: name, open: open + ">"})
				if it.selfClose {
					closeElement()
				}
			}
		default:
			b.WriteString(r.plainText(c))
		}
	}
	flush()
	for len(stack) > 1 {
		closeElement()
	}
	return jsTrim(stack[0].b.String())
}

// escapeHTML escapes text as the escape-html package does.
var escapeHTML = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&quot;", `'`, "&#39;").Replace

// jsTrim is s without JavaScript's white space at either end, as String.prototype.trim.
func jsTrim(s string) string { return strings.TrimFunc(s, isJSSpace) }

// jsxClass is the class of a JSX element in the table of contents: the value of its first
// className attribute, else of its first class attribute, from the attributes of its opening
// tag. As in Docusaurus, which prints the attribute's value as a string, an expression's is
// "[object Object]" and an attribute without a value's "null".
func jsxClass(attrs []byte) (string, bool) {
	class, found := "", false
	for i := 0; i < len(attrs); {
		switch c := attrs[i]; {
		case c == '{': // {...spread}
			end, ok := scanBraces(attrs, i, MaxNesting)
			if !ok {
				return class, found
			}
			i = end
		case isNameStart(c):
			j := i
			for j < len(attrs) && isNameChar(attrs[j]) {
				j++
			}
			name, value := string(attrs[i:j]), "null"
			if k := skipSpace(attrs, j); k < len(attrs) && attrs[k] == '=' {
				k = skipSpace(attrs, k+1)
				switch {
				case k >= len(attrs):
				case attrs[k] == '"' || attrs[k] == '\'':
					if end := indexFrom(attrs, k+1, attrs[k]); end > 0 {
						value, j = html.UnescapeString(string(attrs[k+1:end])), end+1
					}
				case attrs[k] == '{':
					if end, ok := scanBraces(attrs, k, MaxNesting); ok {
						value, j = "[object Object]", end
					}
				}
			}
			if name == "className" {
				return value, true
			}
			if name == "class" && !found {
				class, found = value, true
			}
			i = j
		default:
			i++
		}
	}
	return class, found
}
