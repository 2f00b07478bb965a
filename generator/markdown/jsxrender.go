package markdown

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// jsxNames are the component names of a document: those its import/export statements declare,
// the lowercase elements the compiler writes (which resolve through the MDX components, plain
// HTML when they do not map them), and the tags Docusaurus renames (<details> is Details).
type jsxNames struct {
	declared map[string]bool
	lower    map[string]bool     // the lowercase elements the compiler writes
	open     map[string][]string // the names renamedTags were opened with, innermost last
	// fromComponents are the names the page's code uses as tags without declaring them, in
	// the order first used: the content takes them from the MDX components (components).
	fromComponents []string
}

var (
	importClause  = regexp.MustCompile(`(?s)\bimport\s+([^'"]+?)\s*from\s*['"]`)
	importDefault = regexp.MustCompile(`^([A-Za-z_$][\w$]*)`)
	importNamed   = regexp.MustCompile(`\{([^}]*)\}`)
	importAll     = regexp.MustCompile(`\*\s*as\s+([A-Za-z_$][\w$]*)`)
	exportDecl    = regexp.MustCompile(`(?m)^\s*export\s+(?:const|let|var|function\*?|class|async\s+function)\s+([A-Za-z_$][\w$]*)`)
)

func newJSXNames(esm []string) *jsxNames {
	n := &jsxNames{declared: map[string]bool{}, lower: map[string]bool{}, open: map[string][]string{}}
	// Whole statements, not lines: an import's braces may span several lines.
	text := strings.Join(esm, "\n")
	for _, m := range importClause.FindAllStringSubmatch(text, -1) {
		clause := m[1]
		if d := importDefault.FindStringSubmatch(clause); d != nil && d[1] != "type" {
			n.declared[d[1]] = true
		}
		for _, named := range importNamed.FindAllStringSubmatch(clause, -1) {
			for _, part := range strings.Split(named[1], ",") {
				if f := strings.Fields(part); len(f) > 0 {
					n.declared[f[len(f)-1]] = true
				}
			}
		}
		if all := importAll.FindStringSubmatch(clause); all != nil {
			n.declared[all[1]] = true
		}
	}
	for _, m := range exportDecl.FindAllStringSubmatch(text, -1) {
		n.declared[m[1]] = true
	}
	return n
}

// defaults is the object of plain HTML elements the document's lowercase tags fall back to.
func (n *jsxNames) defaults() string {
	names := make([]string, 0, len(n.lower))
	for k := range n.lower {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, k := range names {
		b.WriteString(js(k) + ": " + js(k) + ", ")
	}
	return b.String()
}

// fromCode notes that the page's code uses name as a tag without declaring it.
func (n *jsxNames) fromCode(name string) {
	if !slices.Contains(n.fromComponents, name) {
		n.fromComponents = append(n.fromComponents, name)
	}
}

// components declares, in the content's function, the names its code takes from the MDX
// components (_c), as MDX declares each component the content uses; a name the code binds
// itself (a parameter) shadows the declaration.
func (n *jsxNames) components() string {
	if len(n.fromComponents) == 0 {
		return ""
	}
	return "  const {" + strings.Join(n.fromComponents, ", ") + "} = _c;\n"
}

// renamedTags are the HTML tags Docusaurus gives a component of its own when they stand on
// lines of their own, since MDX (2 and later) renders HTML tags written as JSX as plain HTML.
var renamedTags = map[string]string{"details": "_c.Details", "head": "_c.Head"}

// tagName is the JSX name a tag is written with (flow: on lines of its own): lowercase HTML
// tags are plain HTML elements, as MDX writes them, but for renamedTags; components the
// document does not declare come from the MDX components.
func (n *jsxNames) tagName(it jsxItem, flow bool) string {
	name := it.name
	if strings.Contains(name, ":") {
		return name
	}
	if root, _, member := strings.Cut(name, "."); member {
		// <Foo.Bar>: an object the page declares, else one of the MDX components.
		if n.declared[root] {
			return name
		}
		return "_c." + name
	}
	if c := name[0]; c >= 'a' && c <= 'z' {
		renamed, ok := renamedTags[name]
		switch {
		case !ok:
			return name
		case it.closing: // closes as it was opened
			if k := len(n.open[name]); k > 0 {
				renamed = n.open[name][k-1]
				n.open[name] = n.open[name][:k-1]
				return renamed
			}
			return name
		case !flow:
			renamed = name
		}
		if !it.selfClose {
			n.open[name] = append(n.open[name], renamed)
		}
		return renamed
	}
	if n.declared[name] {
		return name
	}
	return "_c." + name
}

// jsx writes JSX items as written, with their tag names resolved; HTML comments are dropped,
// as Docusaurus's MDX 1 compatibility does.
func (r *renderer) jsx(j *jsxRaw, flow bool) {
	for _, it := range j.Items {
		start := it.end
		if !it.comment {
			start = j.start(it)
			// The item's own brackets and elements (an expression's, an attribute's) count too.
			inner := codeNesting(j.Src[start:it.end])
			r.jsxAt = start
			r.nest(inner)
			r.nest(jsxDepthStep(it) - inner)
			r.jsxAt = -1
			r.balance(it, start)
		}
		switch {
		case it.comment:
		case it.name == "":
			r.codeComponents(j.Src[start:it.end], start)
			r.sourceLines(j, start, it.end)
		default:
			r.source(j, start, it.nameStart)
			name := r.names.tagName(it, flow)
			r.w(name)
			r.sourceLines(j, it.nameStart+len(it.name), it.end)
			if c := it.name[0]; !it.closing && strings.HasPrefix(name, "_c.") && (c < 'a' || c > 'z' || strings.Contains(it.name, ".")) {
				r.require(it.name, r.srcLine(start))
			}
			r.codeComponents(j.Src[it.nameStart+len(it.name):it.end], it.nameStart+len(it.name))
		}
	}
}

// start is the offset where an item begins: just after the previous item, skipping blanks.
func (j *jsxRaw) start(it jsxItem) int {
	s := j.Start
	for _, prev := range j.Items {
		if prev.end == it.end {
			break
		}
		s = prev.end
	}
	for s < len(j.Src) && (j.Src[s] == ' ' || j.Src[s] == '\t' || j.Src[s] == '\n' || j.Src[s] == '\r') {
		s++
	}
	return s
}

// jsxDepthStep is how an inline JSX item changes the element nesting: +1 for an opening tag,
// -1 for a closing one.
func jsxDepthStep(it jsxItem) int {
	switch {
	case it.expr || it.comment || it.selfClose:
		return 0
	case it.closing:
		return -1
	}
	return 1
}

// commentsOnly tells whether a node is a JSX block of comments only, which renders nothing.
func commentsOnly(n ast.Node) bool {
	f, ok := n.(*JSXFlow)
	if !ok {
		return false
	}
	for _, it := range f.Items {
		if !it.comment {
			return false
		}
	}
	return true
}

// onlyJSX tells whether a paragraph holds nothing but JSX and blanks at its top level: MDX then
// leaves out the <p>, so that <Tag>text</Tag> on a line of its own is not wrapped.
func (r *renderer) onlyJSX(p ast.Node) bool {
	depth, seen := 0, false
	for c := p.FirstChild(); c != nil; c = c.NextSibling() {
		if j, ok := c.(*JSXInline); ok {
			seen = true
			depth += jsxDepthStep(j.Items[0])
			continue
		}
		if depth > 0 {
			continue
		}
		t, ok := c.(*ast.Text)
		if !ok || strings.TrimSpace(string(t.Segment.Value(r.p.src))) != "" {
			return false
		}
	}
	return seen
}

// sourceLines writes src[start:end] of a JSX item as source does, each line after the first
// without its container's indentation (a list item's) and up to two columns more, as MDX
// reads the lines of an expression or a tag: the text of a template literal over several
// lines is so.
func (r *renderer) sourceLines(j *jsxRaw, start, end int) {
	indent := 2 + containerIndent(r.at)
	for start < end {
		eol := indexFrom(j.Src[:end], start, '\n')
		if eol < 0 {
			r.source(j, start, end)
			return
		}
		r.source(j, start, eol+1)
		start = eol + 1
		for col := 0; start < end && col < indent && (j.Src[start] == ' ' || j.Src[start] == '\t'); start++ {
			if j.Src[start] == '\t' {
				col += 4 - col%4
			} else {
				col++
			}
		}
	}
}

// source writes src[start:end] of a JSX item as it is, marking where it came from.
func (r *renderer) source(j *jsxRaw, start, end int) {
	r.w("")
	r.marks = append(r.marks, mark{out: r.b.Len(), src: start, n: end - start})
	r.b.Write(j.Src[start:end])
}
