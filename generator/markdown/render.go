package markdown

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"gosaurus/generator/jslit"
)

// TOCItem is one heading in the table of contents. Value is the heading's inline HTML.
type TOCItem struct {
	Value string `json:"value"`
	ID    string `json:"id"`
	Level int    `json:"level"`
}

// Ref is a link or image target found in the document, with its line for error messages.
type Ref struct {
	URL  string
	Line int
}

// Doc is a rendered document.
type Doc struct {
	FrontMatter  map[string]any
	frontMatter  *yamlDates // the shape of FrontMatter's YAML: the order of its keys
	ContentTitle string     // the leading h1's text, if the document starts with one
	TOC          []TOCItem
	Anchors      []string // every heading id, for checking #anchor links
	Module       string   // the JSX module
	// Tree is the body as data when it is plain markdown (see tree.go), else nil: such a
	// document's page needs no module of its own.
	Tree json.RawMessage
	// TOCData is TOC as JSON, when the doc has a Tree: a data route holds both as they are,
	// and a dev save, which encodes every data route, need not encode them again.
	TOCData json.RawMessage
	// Imports are what the module would import, when it has a Tree: the components the tree
	// names as "_i.Local".
	Imports []Import
	// Needs are the names the page takes from the MDX components, which its render checks.
	Needs  []Need
	Links  []Ref
	Images []Ref
	origin *origin // where the module's JSX written as the source has it comes from
}

// ImageFile is what a resolver knows of an image that is a file of the site (Local), whose
// size Docusaurus writes on the img (0 when unknown).
type ImageFile struct {
	Local         bool
	Width, Height int
}

// Resolver maps link and image targets as written in markdown to URLs. It may return the
// input unchanged. Returning an error fails the render with the file and line. Link tells
// too whether the link is to a file (a PDF, a script) rather than a page: it opens in a new
// tab, as in Docusaurus.
type Resolver interface {
	Link(url string, line int) (href string, file bool, err error)
	Image(src string, line int) (string, ImageFile, error)
}

// RenderOptions are a content plugin's options of the rendering: its remark plugins that
// gosaurus carries out itself.
type RenderOptions struct {
	Npm2Yarn *Npm2Yarn
	// Highlights, when set, shares highlighted code blocks between the documents of a build;
	// it changes no output, so it is no part of Key.
	Highlights *Highlights
}

// Render writes the document as a JSX module.
func (p *Parsed) Render(res Resolver, opts RenderOptions) (*Doc, error) {
	var of *renderer
	if p.toc != nil {
		// Links are no part of a table of contents: the other text's are left unresolved.
		var err error
		if of, err = p.toc.renderBody(unresolved{}, opts, nil); err != nil {
			return nil, err
		}
	}
	// The headings have the ids of the text the table of contents is made from, as Docusaurus
	// gives ids before the site's remarkPlugins run, when the plugins took none away (those
	// they add are no markdown headings, see config.Remark).
	var ids []string
	if of != nil && len(of.headingIDs) == headingCount(p.root) {
		ids = of.headingIDs
	}
	r, err := p.renderBody(res, opts, ids)
	if err != nil {
		return nil, err
	}
	if of != nil {
		r.doc.TOC, r.tocSlices = of.doc.TOC, of.tocSlices
	}
	esm, esmLines := p.esm, p.esmLines
	if r.tabs && !slices.ContainsFunc(esm, func(line string) bool { return strings.Contains(line, "@theme/Tabs") }) {
		esm, esmLines = append(slices.Clone(esm), tabsImports...), append(slices.Clone(esmLines), 0, 0)
	}
	var body int
	r.doc.Module, body = r.module(esm)
	imports, plain := plainImports(esm, esmLines)
	if plain && len(r.partials) == 0 && !p.dates.hasDates() {
		if tree, ok := bodyTree(r.b.String(), r.dataValues, imports); ok {
			r.doc.Tree, r.doc.Imports = tree, imports
			r.doc.TOCData = tocData(r.doc.TOC)
		}
	}
	r.doc.origin = &origin{src: p.src, marks: r.marks, body: body, esm: esm, esmLines: esmLines}
	return r.doc, nil
}

// renderBody renders the document's body, which Render makes a module of; ids, when not nil,
// are the ids of its headings in order.
func (p *Parsed) renderBody(res Resolver, opts RenderOptions, ids []string) (*renderer, error) {
	if p.root == nil {
		return nil, fmt.Errorf("%s: compiled again after its syntax tree was released", p.File)
	}
	r := &renderer{p: p, res: res, npm2yarn: opts.Npm2Yarn, highlights: opts.Highlights, slugger: NewSlugger(), doc: &Doc{FrontMatter: p.FrontMatter, frontMatter: p.dates}, mdx: p.mdx, names: newJSXNames(p.esm), partials: markdownImports(p.esm), jsxAt: -1, givenIDs: ids}
	// An explicit id ({#id}) is not the slugger's: a heading whose text makes the same slug,
	// before or after it, gets it too, not "id-1" (a Docusaurus quirk we reproduce: its
	// heading plugin slugs only the headings without an id, and a page may have an id twice).
	if r.title = p.contentTitleHeading(); r.title != nil {
		// mdast-util-to-string's text, the code of expressions (comments too) included, and
		// the {#id} as written: Docusaurus reads the title before the heading's id.
		r.doc.ContentTitle, _ = r.plainTextAndProse(r.title, true)
		r.doc.ContentTitle += p.writtenID(r.title)
	}
	r.w("<>")
	if err := r.children(p.root); err != nil {
		return nil, err
	}
	r.leaveHTMLScope(0)
	r.w("</>")
	if r.err != nil {
		return nil, r.err
	}
	if err := r.checkAllClosed(); err != nil {
		return nil, err
	}
	return r, nil
}

// headingCount is the number of headings in n.
func headingCount(n ast.Node) int {
	count := 0
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if _, ok := c.(*ast.Heading); ok && entering {
			count++
		}
		return ast.WalkContinue, nil
	})
	return count
}

// unresolved is the Resolver that leaves every target as written.
type unresolved struct{}

func (unresolved) Link(url string, _ int) (string, bool, error)       { return url, false, nil }
func (unresolved) Image(src string, _ int) (string, ImageFile, error) { return src, ImageFile{}, nil }

// FrontMatterData is FrontMatter for JSON, its keys in the order its YAML has them, as the
// module's frontMatter export has them.
func (d *Doc) FrontMatterData() any { return shaped(d.FrontMatter, d.frontMatter) }

// tocData is toc as JSON, an array even when empty.
func tocData(toc []TOCItem) json.RawMessage {
	if toc == nil {
		toc = []TOCItem{}
	}
	data, _ := json.Marshal(toc) // strings and ints: nothing to fail on
	return data
}

type renderer struct {
	p   *Parsed
	res Resolver
	// headingIDs are the ids of the headings written so far ("" for none), givenIDs those
	// they are to have when not nil.
	headingIDs, givenIDs []string
	// npm2yarn is the content plugin's npm2yarn remark plugin, nil without one; tabs is set
	// once it made tabs.
	npm2yarn *Npm2Yarn
	tabs     bool
	slugger  *Slugger
	// inHeading: the text being written is a heading's (see headingText).
	inHeading bool
	doc       *Doc
	b         strings.Builder
	pending   strings.Builder // prose not yet written
	ready     strings.Builder // text not yet written, emoji replaced
	mdx       bool
	names     *jsxNames
	// highlights is RenderOptions.Highlights.
	highlights *Highlights
	// html lists the elements raw HTML opened that are not closed yet, innermost last; the
	// ones from htmlScope on were opened inside the element being written.
	html      []string
	htmlScope int
	// data holds large literals of the module (code tokens) as JSON, declared once at module
	// level: a JSON string is one node for a bundler and a quick JSON.parse for an engine,
	// where the same array literal is thousands of nodes to parse.
	data       []string
	dataValues []any // the values of data, for the tree
	// title is the heading Docusaurus's MDX loader takes as the content title, wrapped in <header>.
	title *ast.Heading
	// partials are the markdown files the module imports by default name (component name →
	// the import's string literal as written); tocSlices where their TOCs join this one's.
	partials  map[string]string
	tocSlices []tocSlice
	// tocAt is the source offset of the heading of each TOC item; footnoteAt that of the
	// footnote being rendered, 0 outside footnotes (see partialTOC).
	tocAt      []int
	footnoteAt int
	// flowDepth is how many JSX flow elements are open where the renderer is, itemFlowDepth
	// how many were where the list item around it began.
	flowDepth, itemFlowDepth int
	// depth is how many elements are open where the renderer is, at the node at; err is set
	// once it passes MaxNesting.
	depth int
	at    ast.Node
	err   error
	// jsxAt is the offset in the source of the JSX item being written, -1 outside one.
	jsxAt int
	// marks map the JSX and expressions written as the source has them back to it.
	marks []mark
	// jsxOpen are the page's JSX elements open where the renderer is, innermost last; scope
	// is the markdown element they must close in (see jsxbalance.go).
	jsxOpen []openJSX
	scope   jsxScope
	// lineOffset is the line before the text being compiled: 0 but for a line compiled on
	// its own (an admonition's title).
	lineOffset int
	// needed are the names of doc.Needs.
	needed map[string]bool
}

// tocSlice is an imported partial's TOC, spread into the document's before TOC item at.
type tocSlice struct {
	at     int
	name   string // the partial's component name
	offset int    // where it is rendered in the source, to order slices at the same item
}

// module is the JSX module of the document, and the offset of its JSX body in it.
func (r *renderer) module(esm []string) (string, int) {
	var m strings.Builder
	// The theme's hook returns the site's @theme/MDXComponents (swizzled or not) through
	// context; importing it from the classic theme's own file (the lowest layer) keeps a
	// swizzled file, or a plugin theme's, free to export only an object.
	m.WriteString("import {useMDXComponents} from \"@theme-init/MDXComponents\";\n")
	for _, line := range esm {
		m.WriteString(line)
		m.WriteByte('\n')
	}
	fmt.Fprintf(&m, "export const frontMatter = %s;\n", frontMatterJS(r.doc.FrontMatter, r.p.dates))
	// A title heading without text (# alone) is a content title all the same: "", as
	// Docusaurus exports it, so that the theme adds no title of its own.
	if r.doc.ContentTitle != "" || r.title != nil {
		fmt.Fprintf(&m, "export const contentTitle = %s;\n", js(r.doc.ContentTitle))
	} else {
		m.WriteString("export const contentTitle = undefined;\n")
	}
	m.WriteString(r.tocExport())
	for _, d := range r.data {
		m.WriteString(d)
	}
	// props: MDX gives a document the props it is rendered with (<Partial who="x" />), and
	// its layout, when an export default declares one, renders the content with them.
	content := "export default function MDXContent"
	if r.p.layout {
		content = "function _MDXBody"
	}
	m.WriteString(content + "(props = {}) {\n  const _c = {" + r.names.defaults() + "...useMDXComponents(), ...props.components};\n" + r.names.components() + needChecks(r.doc.Needs) + "  return ")
	body := m.Len()
	m.WriteString(r.b.String())
	m.WriteString(";\n}\n")
	if r.p.layout {
		m.WriteString("export default function MDXContent(props = {}) {\n  return <MDXLayout {...props}><_MDXBody {...props} /></MDXLayout>;\n}\n")
	}
	// A copy of its exact size: the module stays until the bundle stage, one per page, and
	// the builder's buffer may be twice as large as what it holds.
	return strings.Clone(m.String()), body
}

// js encodes v as a JavaScript literal (see jslit).
func js(v any) string {
	b, err := jslit.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(b)
}

func (r *renderer) line(n ast.Node) int {
	for c := n; c != nil; c = c.Parent() {
		if t, ok := c.(*ast.Text); ok {
			return r.srcLine(t.Segment.Start)
		}
		if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			return r.srcLine(c.Lines().At(0).Start)
		}
		if fc := c.FirstChild(); fc != nil {
			if t, ok := fc.(*ast.Text); ok {
				return r.srcLine(t.Segment.Start)
			}
		}
	}
	return r.lineOffset + 1
}

func (r *renderer) children(n ast.Node) error {
	// The document, a block quote and a list item have a line break between their blocks in
	// MDX (mdast-util-to-hast's), which shows as a space where two blocks are inline: JSX
	// elements or expressions, or a tight item's text. Elsewhere it does not show.
	breaks := false
	switch n.(type) {
	case *ast.Document, *ast.Blockquote, *ast.ListItem:
		breaks = r.mdx
	}
	base, prev := r.flowDepth, flowOther
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if breaks && r.flowDepth == base {
			k := r.flowKind(c)
			if k != flowNone {
				if (k == flowJSX && prev != flowOther) || (k == flowText && prev == flowJSX) {
					r.literal("\n")
				}
				prev = k
			}
		}
		if err := r.node(c); err != nil {
			return err
		}
	}
	return nil
}

// The kinds of block flowKind tells apart.
const (
	flowNone  = iota // renders nothing of its own: comments, a closing tag
	flowOther        // a markdown block
	flowJSX          // JSX elements or expressions
	flowText         // a tight list item's paragraph, its text unwrapped
)

func (r *renderer) flowKind(n ast.Node) int {
	switch n := n.(type) {
	case *JSXFlow:
		for _, it := range n.Items {
			switch {
			case it.comment:
				continue
			case it.closing:
				return flowNone
			}
			return flowJSX
		}
		return flowNone
	case *ast.TextBlock:
		return flowText
	case *ast.Paragraph:
		if r.mdx && r.onlyJSX(n) {
			return flowJSX
		}
	}
	return flowOther
}

func (r *renderer) wrap(tag string, attrs string, n ast.Node) error {
	return r.wrapFirst(tag, attrs, n, "")
}

// wrapFirst is wrap with the JSX first written as the element's first child, before n's.
func (r *renderer) wrapFirst(tag string, attrs string, n ast.Node, first string) error {
	r.open(tag, attrs)
	r.w(first)
	scope := r.enterHTMLScope()
	jsx := r.enterJSXScope(n)
	if err := r.children(n); err != nil {
		return err
	}
	if err := r.leaveJSXScope(jsx); err != nil {
		return err
	}
	if tag == "p" && r.keepsParagraphOpen(n, scope) {
		return nil
	}
	r.leaveHTMLScope(scope)
	r.close(tag)
	return nil
}

// keepsParagraphOpen handles the end of a paragraph of an .md file, at the document's top,
// inside which raw HTML left open an element that HTML's parser gives a scope of its own
// (<object>, which a generic type such as EventHandler<Object> opens). Docusaurus parses the
// page's HTML as a browser does: the paragraph's </p> finds no <p> in scope, so it makes an
// empty <p> there, and what follows goes inside the element, to the end of the page. So the
// paragraph and the HTML in it stay open (closed with the document's HTML).
func (r *renderer) keepsParagraphOpen(n ast.Node, prev int) bool {
	inner := r.htmlScope // where the paragraph's own HTML starts among the open elements
	if r.mdx || n.Parent() == nil || n.Parent().Kind() != ast.KindDocument || !slices.ContainsFunc(r.html[inner:], func(tag string) bool { return scopingElements[tag] }) {
		return false
	}
	r.open("p", "")
	r.close("p")
	r.html = slices.Insert(r.html, inner, "p")
	r.htmlScope = prev
	return true
}

// scopingElements are the elements HTML's parser does not close a paragraph across (the
// button scope's, that raw HTML in a paragraph can open).
var scopingElements = map[string]bool{"object": true, "applet": true, "marquee": true, "template": true, "button": true}

// element is the JSX name of an element the compiler writes: the MDX component of that name,
// falling back to the plain HTML element for lowercase names the components do not map
// (as MDX's _components default every element it emits).
func (r *renderer) element(tag string) string {
	if strings.ContainsAny(tag, "-:") {
		return tag // a custom element, <my-widget>, written as it is
	}
	if c := tag[0]; c >= 'a' && c <= 'z' {
		r.names.lower[tag] = true
	}
	return "_c." + tag
}

func (r *renderer) open(tag, attrs string) {
	r.nest(1)
	r.w("<" + r.element(tag) + attrs + ">")
}

func (r *renderer) close(tag string) {
	r.nest(-1)
	r.w("</" + r.element(tag) + ">")
}

// nest records elements opened (step > 0) or closed, and the error when they nest too deep.
func (r *renderer) nest(step int) {
	r.depth += step
	if r.depth > MaxNesting && r.err == nil {
		line := 1
		if r.jsxAt >= 0 {
			line = r.srcLine(r.jsxAt)
		} else if r.at != nil {
			line = r.line(r.at)
		}
		r.err = tooDeep(r.p.File, line, "elements")
	}
}
func (r *renderer) void(tag, attrs string) { r.w("<" + r.element(tag) + attrs + " />") }

// text queues prose; adjacent pieces become one JSX string expression, with :emoji:
// shortcodes replaced as a whole (goldmark may split a shortcode across text nodes).
func (r *renderer) text(s string) { r.pending.WriteString(s) }

// headingText queues text, in a heading as Docusaurus has it: each text directive of prose
// (s as textAndProse gives it) a text node of its own (see directives.go).
func (r *renderer) headingText(s, prose string) {
	if !r.inHeading {
		r.text(s)
		return
	}
	at := 0
	for _, sp := range textDirectives(prose) {
		for _, part := range []string{s[at:sp[0]], s[sp[0]:sp[1]]} {
			if part != "" {
				r.text(part)
				r.w("") // ends the text node
			}
		}
		at = sp[1]
	}
	r.text(s[at:])
}

// literal queues text as it is: code, raw HTML and URLs get no emoji.
func (r *renderer) literal(s string) {
	r.settle()
	r.ready.WriteString(s)
}

// settle moves the queued prose, emoji replaced, to the text ready to write.
func (r *renderer) settle() {
	if r.pending.Len() > 0 {
		r.ready.WriteString(emojify(r.pending.String()))
		r.pending.Reset()
	}
}

// w writes JSX, flushing queued text first.
func (r *renderer) w(s string) {
	r.settle()
	if r.ready.Len() > 0 {
		r.b.WriteString("{" + js(r.ready.String()) + "}")
		r.ready.Reset()
	}
	r.b.WriteString(s)
}

func (r *renderer) wf(format string, args ...any) { r.w(fmt.Sprintf(format, args...)) }

// jsonData declares v at module level and returns the name that holds it.
func (r *renderer) jsonData(v any) string {
	name := "_data" + strconv.Itoa(len(r.data))
	r.data = append(r.data, "const "+name+" = JSON.parse("+js(js(v))+");\n")
	r.dataValues = append(r.dataValues, v)
	return name
}

func attr(name string, v any) string { return " " + name + "={" + js(v) + "}" }

func (r *renderer) node(n ast.Node) error {
	src := r.p.src
	r.at = n
	switch n := n.(type) {
	case *ast.Heading:
		return r.heading(n)
	case *ast.Paragraph:
		if r.mdx && r.onlyJSX(n) {
			return r.jsxParagraph(n)
		}
		return r.wrap("p", "", n)
	case *JSXFlow:
		r.partialTOC(&n.jsxRaw)
		r.jsx(&n.jsxRaw, true)
		for _, it := range n.Items {
			r.flowDepth += jsxDepthStep(it)
		}
	case *JSXInline:
		r.jsx(&n.jsxRaw, false)
	case *ast.TextBlock:
		if r.mdx && r.flowDepth > r.itemFlowDepth {
			// A paragraph inside a JSX element of a tight list item is one all the same: the
			// item's tightness unwraps its own paragraphs only. One holding only JSX has no
			// <p> there either.
			if r.onlyJSX(n) {
				return r.jsxParagraph(n)
			}
			return r.wrap("p", "", n)
		}
		// The paragraphs of a tight list item, which a comment between them keeps apart, are
		// lines of one text.
		prev := n.PreviousSibling()
		for prev != nil && commentsOnly(prev) {
			prev = prev.PreviousSibling()
		}
		if _, ok := prev.(*ast.TextBlock); ok {
			r.text("\n")
		}
		return r.children(n)
	case *ast.ThematicBreak:
		r.void("hr", "")
	case *ast.Blockquote:
		return r.wrap("blockquote", "", n)
	case *ast.List:
		a := ""
		if n.IsOrdered() && n.Start != 1 {
			a = attr("start", n.Start)
		}
		for item := n.FirstChild(); item != nil; item = item.NextSibling() {
			if isTask(item) {
				a += attr("className", "contains-task-list") // as GFM marks a list with tasks
				break
			}
		}
		if n.IsOrdered() {
			return r.wrap("ol", a, n)
		}
		return r.wrap("ul", a, n)
	case *ast.ListItem:
		defer func(depth int) { r.itemFlowDepth = depth }(r.itemFlowDepth)
		r.itemFlowDepth = r.flowDepth
		a := ""
		if isTask(n) {
			a = attr("className", "task-list-item")
		}
		return r.wrap("li", a, n)
	case *ast.FencedCodeBlock:
		info := ""
		if n.Info != nil {
			info = unescape(n.Info.Segment.Value(src)) // escapes and references count, as in CommonMark
		}
		code := fencedCode(n, src)
		if !r.mdx {
			// Docusaurus's md format parses the page's HTML again (rehype-raw), and HTML drops
			// a line break right after <pre>: a code block's first blank line goes. A quirk of
			// Docusaurus's, kept so that the code is the same.
			code = strings.TrimPrefix(code, "\n")
		}
		cb := parseFence(info, code, r.highlights)
		if r.npm2yarn != nil && cb.Meta == "npm2yarn" {
			r.npm2yarnTabs(cb)
			break
		}
		r.codeBlock(cb)
	case *ast.CodeBlock:
		r.codeBlock(parseFence("", string(n.Lines().Value(src)), r.highlights))
	case *ast.HTMLBlock:
		raw := string(n.Lines().Value(src))
		if n.HasClosure() {
			raw += string(n.ClosureLine.Value(src))
		}
		r.rawHTML(raw)
	case *ast.Text:
		r.headingText(r.textAndProse(n))
		if n.HardLineBreak() {
			r.void("br", "")
		} else if n.SoftLineBreak() {
			r.text("\n")
		}
	case *ast.String:
		r.text(string(n.Value))
	case *ast.CodeSpan:
		r.open("code", "")
		r.literal(r.codeText(n))
		r.close("code")
	case *ast.Emphasis:
		if n.Level == 2 {
			return r.wrap("strong", "", n)
		}
		return r.wrap("em", "", n)
	case *ast.Link:
		href, file, err := r.res.Link(unescape(n.Destination), r.line(n))
		if err != nil {
			return err
		}
		r.doc.Links = append(r.doc.Links, Ref{URL: href, Line: r.line(n)})
		a := attr("href", href)
		if !file {
			a = attr("href", normalizeURI(href))
		}
		if file {
			a = ` target="_blank"` + a
		}
		if len(n.Title) > 0 {
			a += attr("title", unescape(n.Title))
		}
		return r.wrap("a", a, n)
	case *ast.AutoLink:
		url := string(n.URL(src))
		href := url
		if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(url), "mailto:") {
			href = "mailto:" + url
		}
		r.doc.Links = append(r.doc.Links, Ref{URL: href, Line: r.line(n)})
		r.open("a", attr("href", normalizeURI(href)))
		r.literal(string(n.Label(src))) // as written: www.example.com links to http://www.example.com
		r.close("a")
	case *ast.Image:
		s, file, err := r.res.Image(unescape(n.Destination), r.line(n))
		if err != nil {
			return err
		}
		r.doc.Images = append(r.doc.Images, Ref{URL: s, Line: r.line(n)})
		// The attributes in Docusaurus's order: a file of the site is rewritten (alt first,
		// with its size), another image keeps markdown's.
		// The alt text is the label's text without its text directives: mdast takes it
		// while :name is still a directive, with no text of its own (a Docusaurus quirk we
		// reproduce: ![a b:c](x.png) has the alt "a b").
		text, prose := r.plainTextAndProse(n, false)
		alt := cutSpans(text, textDirectives(prose))
		a := attr("src", normalizeURI(s)) + attr("alt", alt)
		if file.Local {
			a = attr("alt", alt) + attr("src", s)
		}
		if len(n.Title) > 0 {
			a += attr("title", unescape(n.Title))
		}
		if file.Width > 0 && file.Height > 0 {
			a += attr("width", strconv.Itoa(file.Width)) + attr("height", strconv.Itoa(file.Height))
		}
		r.void("img", a)
	case *ast.RawHTML:
		var raw strings.Builder
		for i := 0; i < n.Segments.Len(); i++ {
			seg := n.Segments.At(i)
			raw.Write(seg.Value(src))
		}
		r.rawHTML(raw.String())
	case *east.Strikethrough:
		return r.wrap("del", "", n)
	case *east.TaskCheckBox:
		if n.NextSibling() == nil {
			// A checkbox with nothing after it is no task in GFM, but the text it is.
			if n.IsChecked {
				r.text("[x]")
			} else {
				r.text("[ ]")
			}
			break
		}
		a := attr("type", "checkbox") + " disabled"
		if n.IsChecked {
			a += " checked"
		}
		r.void("input", a)
		r.text(" ") // as mdast-util-to-hast puts one between the checkbox and the text
	case *east.Table:
		return r.table(n)
	case *east.FootnoteLink:
		r.footnoteLink(n)
	case *east.FootnoteBacklink:
		r.footnoteBacklink(n)
	case *east.FootnoteList:
		r.open("section", " data-footnotes="+r.dataTrue()+` className="footnotes"`)
		r.open("h2", ` className="sr-only" id="footnote-label"`)
		r.text("Footnotes")
		r.close("h2")
		if err := r.wrap("ol", "", n); err != nil {
			return err
		}
		r.close("section")
	case *east.Footnote:
		prev := r.footnoteAt
		r.footnoteAt = max(sourceStart(n), 1)
		defer func() { r.footnoteAt = prev }()
		return r.wrap("li", attr("id", "user-content-fn-"+footnoteID(n.Ref)), n)
	case *LeafDirective:
		label, err := r.inlineJSX(n.Label)
		if err != nil {
			return err
		}
		r.open("div", "")
		r.w(fragmentContent(label))
		r.close("div")
	case *Admonition:
		if n.Directive {
			first := ""
			if n.HasLabel {
				label, err := r.inlineJSX(n.Title)
				if err != nil {
					return err
				}
				first = "<" + r.element("p") + ">" + fragmentContent(label) + "</" + r.element("p") + ">"
			}
			return r.wrapFirst("div", "", n, first)
		}
		a := attr("type", n.AdType)
		first := ""
		if n.Title != "" {
			title, err := r.inlineJSX(n.Title)
			if err != nil {
				return err
			}
			if r.mdx || textOnlyTitle(n.Title) {
				a += " title={" + title + "}"
			} else {
				// A Docusaurus quirk we reproduce: a title with markup is the admonition's
				// first child <mdxAdmonitionTitle>, which the theme takes out as the title; in
				// an .md file, HTML's parser (rehype-raw) lowers its name, the theme finds no
				// such child, and the admonition has its type's title and the label as an
				// element of its content (Docusaurus 3.8.1's output).
				first = "<" + r.element("mdxadmonitiontitle") + ">" + fragmentContent(title) + "</" + r.element("mdxadmonitiontitle") + ">"
			}
		}
		return r.wrapFirst("Admonition", a, n, first)
	default:
		return r.children(n)
	}
	return nil
}

// jsxParagraph writes a paragraph that holds only JSX (see onlyJSX) without its <p>.
func (r *renderer) jsxParagraph(n ast.Node) error {
	src := r.p.src
	// MDX reads each such line as flow JSX: the blanks and line breaks between the
	// top-level elements are no text of the page, but at the document's top level
	// MDX puts a line break between any two flow elements, as between blocks. It
	// unwraps the paragraph only once parsed, so an element opened in it closes in
	// it all the same (<details><summary>More</summary> alone on its line, closed
	// lines later, fails in MDX as in any paragraph).
	jsx := r.enterJSXScope(n)
	depth, elements := 0, 0
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if j, ok := c.(*JSXInline); ok {
			r.partialTOC(&j.jsxRaw)
			if depth == 0 && !j.Items[0].closing && !j.Items[0].comment {
				if elements > 0 && r.flowDepth == 0 {
					r.literal("\n")
				}
				elements++
			}
			depth += jsxDepthStep(j.Items[0])
		} else if t, ok := c.(*ast.Text); ok && depth == 0 && strings.TrimSpace(string(t.Segment.Value(src))) == "" {
			continue
		}
		if err := r.node(c); err != nil {
			return err
		}
	}
	return r.leaveJSXScope(jsx)
}

// isTask tells whether a list item starts with a task check box.
func isTask(item ast.Node) bool {
	if fc := item.FirstChild(); fc != nil {
		c, ok := fc.FirstChild().(*east.TaskCheckBox)
		return ok && c.NextSibling() != nil
	}
	return false
}

// fragmentContent is what the fragment inlineJSX makes holds: a label or title written as the
// content of an element.
func fragmentContent(jsx string) string {
	return strings.TrimSuffix(strings.TrimPrefix(jsx, "<>"), "</>")
}

// inlineJSX compiles a line of markdown, such as an admonition title with `code` or a link, to
// a JSX fragment.
func (r *renderer) inlineJSX(line string) (string, error) {
	src := []byte(line)
	p := md.Parser()
	if r.mdx {
		p = mdxParser
	}
	root := p.Parse(text.NewReader(src))
	sub := &renderer{p: &Parsed{File: r.p.File, src: src, root: root, mdx: r.mdx}, res: r.res, slugger: r.slugger, doc: r.doc, mdx: r.mdx, names: r.names, jsxAt: -1, lineOffset: r.line(r.at) - 1}
	sub.w("<>")
	for block := root.FirstChild(); block != nil; block = block.NextSibling() {
		if err := sub.children(block); err != nil {
			return "", err
		}
	}
	sub.leaveHTMLScope(0)
	sub.w("</>")
	if sub.err != nil {
		return "", sub.err
	}
	if err := sub.checkAllClosed(); err != nil {
		return "", err
	}
	return sub.b.String(), nil
}

func (r *renderer) heading(n *ast.Heading) error {
	if n == r.title {
		// Docusaurus wraps the title heading of the content in <header>.
		r.w("<header>")
		defer r.w("</header>")
	}
	var id string
	if v, ok := n.AttributeString("id"); ok {
		id = string(v.([]byte))
	} else if slug := r.slugger.Slug(r.slugText(n)); n.Level > 1 {
		// An h1 shows no id, but Docusaurus's heading ids take its slug all the same: a later
		// heading of the same text is "x-1".
		id = slug
	}
	if i := len(r.headingIDs); r.givenIDs != nil {
		id = r.givenIDs[i]
	}
	r.headingIDs = append(r.headingIDs, id)
	a := ""
	if id != "" {
		a = attr("id", id)
		r.doc.Anchors = append(r.doc.Anchors, id)
	}
	// A heading without text (###### alone, a second one has the id "-1") is in no TOC.
	if text, _ := r.plainTextAndProse(n, true); n.Level > 1 && id != "" && text != "" {
		r.doc.TOC = append(r.doc.TOC, TOCItem{Value: r.tocValue(n), ID: id, Level: n.Level})
		r.tocAt = append(r.tocAt, sourceStart(n))
	}
	r.inHeading = true
	defer func() { r.inHeading = false }()
	return r.wrap("h"+strconv.Itoa(n.Level), a, n)
}

// codeBlock writes a code block as Docusaurus's MDX loader passes it to @theme/CodeBlock (by
// way of MDXComponents' code): the code as children, with its last line break, none when the
// block is empty; className language-x when a language is given; the metastring, from which
// the theme reads the title, line numbers and highlighted lines; live when the metastring has
// the word. Components that wrap @theme/CodeBlock read these props. The tokens the build
// highlighted are gosaurus's own prop (see codeTokens).
func (r *renderer) codeBlock(cb CodeBlock) {
	a := ""
	if cb.Language != "" { // none: the theme's default (prism.defaultLanguage, else text)
		a = attr("className", "language-"+cb.Language)
	}
	if cb.Meta != "" {
		a += attr("metastring", cb.Meta)
	}
	if cb.Live {
		if r.mdx {
			a += attr("live", true)
		} else {
			// A Docusaurus quirk we reproduce: in an .md file HTML's parser (rehype-raw)
			// reads the page again, and the boolean prop becomes the attribute's empty
			// string, which the theme takes for false (no live editor).
			a += attr("live", "")
		}
	}
	children := cb.Code + "\n"
	a += " tokens={" + r.jsonData(codeTokens{Hash: codeHash(children), Lines: cb.Tokens}) + "}"
	r.open("CodeBlock", a)
	r.literal(children)
	r.close("CodeBlock")
}

func (r *renderer) table(t *east.Table) error {
	r.open("table", "")
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		_, isHead := row.(*east.TableHeader)
		if isHead {
			r.open("thead", "")
		} else if row.PreviousSibling() != nil {
			if _, prevHead := row.PreviousSibling().(*east.TableHeader); prevHead {
				r.open("tbody", "")
			}
		}
		r.open("tr", "")
		column := 0
		for cell := row.FirstChild(); cell != nil; cell, column = cell.NextSibling(), column+1 {
			tag := "td"
			if isHead {
				tag = "th"
			}
			// The column's alignment: a cell the row lacks, which goldmark adds with none,
			// has it too, as in Docusaurus.
			a := ""
			if column < len(t.Alignments) && t.Alignments[column] != east.AlignNone {
				a = " style={{textAlign: " + js(t.Alignments[column].String()) + "}}"
			}
			if err := r.wrap(tag, a, cell); err != nil {
				return err
			}
		}
		r.close("tr")
		if isHead {
			r.close("thead")
		}
	}
	if t.ChildCount() > 1 {
		r.close("tbody")
	}
	r.close("table")
	return nil
}

// contentTitleHeading is the heading Docusaurus's MDX loader takes as the content title: the
// first heading in reading order, when it is an h1 and no thematic break comes before it.
// Paragraphs may come first (a leading &nbsp; spacer is common), unlike for ContentTitle.
func (p *Parsed) contentTitleHeading() *ast.Heading {
	var title *ast.Heading
	_ = ast.Walk(p.root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := n.(type) {
		case *ast.Heading:
			if t.Level == 1 {
				title = t
			}
			return ast.WalkStop, nil
		case *ast.ThematicBreak:
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	return title
}

// RemoveContentTitle takes the content title heading (see contentTitleHeading) out of the
// document, as Docusaurus does for blog posts, whose title the theme renders itself: an h1
// further down is removed too when no other heading or thematic break comes before it.
func (p *Parsed) RemoveContentTitle() {
	if h := p.contentTitleHeading(); h != nil {
		h.Parent().RemoveChild(h.Parent(), h)
	}
	if p.toc != nil {
		p.toc.RemoveContentTitle()
	}
}

// Title is the title Docusaurus gives the document when its front matter has none, from the
// h1 the markdown as written starts with, "" when it does not start with one (see
// contentTitle).
func (p *Parsed) Title() string { return p.Written().title }

// textAndProse is a text node as the reader sees it, backslash escapes removed and entities
// such as &amp; decoded, as goldmark's HTML renderer does (code spans keep their text as
// written), and the same text with what escapes and character references made turned to NULs:
// those characters are text, never syntax, so a colon written \: or &#58; starts no text
// directive.
func (r *renderer) textAndProse(t *ast.Text) (string, string) {
	v := t.Segment.Value(r.p.src)
	if _, inCode := t.Parent().(*ast.CodeSpan); inCode {
		return string(v), string(v)
	}
	var text, prose strings.Builder
	unescapePieces(v, func(_ int, s string, escaped bool) {
		text.WriteString(s)
		if escaped {
			s = strings.Repeat("\x00", len(s))
		}
		prose.WriteString(s)
	})
	return text.String(), prose.String()
}

// unescapePieces calls piece with each piece of v as the reader sees it, in order: the
// piece's offset in v, its text, and whether a backslash escape or a character reference
// made it.
func unescapePieces(v []byte, piece func(at int, s string, escaped bool)) {
	for i := 0; i < len(v); {
		n := 1
		if v[i] == '\\' && i+1 < len(v) && util.IsPunct(v[i+1]) {
			n = 2
		} else if m := characterReference.Find(v[i:]); m != nil {
			n = len(m)
		}
		s := unescape(v[i : i+n])
		piece(i, s, s != string(v[i:i+n]))
		i += n
	}
}

// characterReference matches a character reference at the start of text, as CommonMark reads
// one: named, decimal or hexadecimal.
var characterReference = regexp.MustCompile(`^&(?:[A-Za-z][A-Za-z0-9]{0,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});`)

// unescape is markdown source as the reader sees it: backslash escapes removed and entities
// decoded, as CommonMark reads text and link destinations and titles.
func unescape(v []byte) string {
	return string(util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(v))))
}

// codeText is the literal content of a code span, as micromark reads it: each line ending a
// space, and the indentation of the line after it kept, but for a list item's.
func (r *renderer) codeText(n ast.Node) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if s, ok := c.(*ast.String); ok {
			b.Write(s.Value)
			continue
		}
		t, ok := c.(*ast.Text)
		if !ok {
			continue
		}
		v := t.Segment.Value(r.p.src)
		if start := t.Segment.Start; c == n.FirstChild() && len(v) == 0 && start > 0 && r.p.src[start-1] == '\n' {
			// The opening backticks end their line, and goldmark took that line ending off as
			// the first of the space it strips at either end: the next line's indentation
			// stays code to micromark.
			if next, ok := c.NextSibling().(*ast.Text); ok {
				b.Write(codeIndent(n, r.p.src[start:next.Segment.Start]))
			}
			continue
		}
		line, ok := bytes.CutSuffix(v, []byte("\n"))
		if !ok {
			b.Write(v)
			if stop := t.Segment.Stop; c.NextSibling() == nil && stop < len(r.p.src) && r.p.src[stop] == '\n' {
				// goldmark took the line ending off as the last of the space it strips at
				// either end, where the closing backticks start the next line; to micromark
				// the space and that line's indentation are code, and the last of those goes.
				end := " " + string(codeIndent(n, r.p.src[stop+1:]))
				b.WriteString(end[:len(end)-1])
			}
			continue
		}
		b.Write(bytes.TrimSuffix(line, []byte("\r")))
		b.WriteByte(' ')
		// The next line's indentation, which goldmark leaves out of the paragraph's lines, is
		// code: up to the next text, or to the closing backticks when no text comes first.
		if next, ok := c.NextSibling().(*ast.Text); ok && next.Segment.Start > t.Segment.Stop {
			if gap := r.p.src[t.Segment.Stop:next.Segment.Start]; len(bytes.Trim(gap, " \t")) == 0 {
				b.Write(gap[min(containerIndent(n), len(gap)):])
			}
		} else if c.NextSibling() == nil {
			b.Write(codeIndent(n, r.p.src[t.Segment.Stop:]))
		}
	}
	return b.String()
}

// codeIndent is the indentation rest starts with, on a line of a code span n, less the list
// items' part of it: code of the span.
func codeIndent(n ast.Node, rest []byte) []byte {
	gap := rest[:len(rest)-len(bytes.TrimLeft(rest, " \t"))]
	return gap[min(containerIndent(n), len(gap)):]
}

// fencedCode is the code of a fenced code block. goldmark leaves a line of blanks in a list
// item empty, where micromark takes the list item's indentation (and the fence's) off it and
// keeps the rest as code: "     " three columns into an item is "  ".
func fencedCode(n *ast.FencedCodeBlock, src []byte) string {
	lines := n.Lines()
	indent := containerIndent(n)
	if indent == 0 || lines.Len() == 0 {
		return string(lines.Value(src))
	}
	lineStart := func(at int) int { return bytes.LastIndexByte(src[:at], '\n') + 1 }
	// The fence's own indentation in the item, which its lines lose too.
	first := lineStart(lines.At(0).Start)
	if first > 0 {
		open := src[lineStart(first-1) : first-1]
		indent += max(0, len(open)-len(bytes.TrimLeft(open, " "))-indent)
	}
	var b strings.Builder
	for i := range lines.Len() {
		seg := lines.At(i)
		v := seg.Value(src)
		if string(v) == "\n" {
			blanks := src[lineStart(seg.Start):seg.Start]
			if len(blanks) > indent && len(bytes.Trim(blanks, " ")) == 0 {
				b.Write(blanks[indent:])
			}
		}
		b.Write(v)
	}
	return b.String()
}

// containerIndent is how many columns of a line's indentation the list items around n take.
func containerIndent(n ast.Node) int {
	indent := 0
	for ; n != nil; n = n.Parent() {
		if li, ok := n.(*ast.ListItem); ok {
			indent += li.Offset
		}
	}
	return indent
}

// plainText is a node's text without markup: what heading ids and alt texts are made from.
func (r *renderer) plainText(n ast.Node) string {
	text, _ := r.plainTextAndProse(n, false)
	return text
}

// plainTextAndProse is plainText, and the same text with the bytes of code spans made NULs:
// what a pattern that applies to prose only is matched against. With expressions, the code of
// the {expressions} in n counts as text (and not as prose), as mdast-util-to-string reads it.
func (r *renderer) plainTextAndProse(n ast.Node, expressions bool) (string, string) {
	var b, prose strings.Builder
	write := func(s string, code bool) {
		b.WriteString(s)
		if code {
			s = strings.Repeat("\x00", len(s))
		}
		prose.WriteString(s)
	}
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := c.(type) {
		case *ast.Text:
			_, code := t.Parent().(*ast.CodeSpan)
			text, p := r.textAndProse(t)
			b.WriteString(text)
			if code {
				p = strings.Repeat("\x00", len(p))
			}
			prose.WriteString(p)
			if t.SoftLineBreak() {
				// A line break stays one in text (a slug then drops it); code has a space.
				if code {
					write(" ", code)
				} else {
					write("\n", code)
				}
			}
		case *ast.String:
			_, code := t.Parent().(*ast.CodeSpan)
			write(string(t.Value), code)
		case *ast.AutoLink:
			write(string(t.Label(r.p.src)), false)
		case *JSXInline:
			if it := t.Items[0]; expressions && t.Src[t.Start] == '{' {
				write(string(t.Src[t.Start+1:it.end-1]), true)
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String(), prose.String()
}

// slugText is the text a heading's id is made from: its plain text and the code of its
// expressions, without the text directives of its prose (a colon and a word in code are code:
// `a?:object`).
func (r *renderer) slugText(n ast.Node) string {
	text, prose := r.plainTextAndProse(n, true)
	return cutSpans(text, textDirectives(prose))
}

// normalizeURI percent-encodes a link's or an image's URL as micromark's normalizeUri does
// for MDX: every character but ASCII letters, digits and !#$&'()*+,-./:;=?@_~ is encoded,
// as UTF-8, except a % that two letters or digits follow (taken for an escape already).
func normalizeURI(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isAlnum(s[i+1]) && isAlnum(s[i+2]):
			b.WriteString(s[i : i+3])
			i += 3
			continue
		case c < utf8.RuneSelf && uriKeeps(c):
			b.WriteByte(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		var buf [utf8.UTFMax]byte
		for _, e := range buf[:utf8.EncodeRune(buf[:], r)] { // an invalid byte is U+FFFD
			b.WriteByte('%')
			b.WriteByte(hex[e>>4])
			b.WriteByte(hex[e&15])
		}
		i += n
	}
	return b.String()
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// uriKeeps tells whether normalizeURI keeps an ASCII character: /[!#$&-;=?-Z_a-z~]/.
func uriKeeps(c byte) bool {
	return c == '!' || c == '#' || c == '$' || c >= '&' && c <= ';' || c == '=' || c >= '?' && c <= 'Z' || c == '_' || c >= 'a' && c <= 'z' || c == '~'
}

// dataTrue is the value of a data attribute that is set (data-footnotes): true in MDX, as
// remark-rehype sets it, and "" in CommonMark, whose HTML Docusaurus parses again.
func (r *renderer) dataTrue() string {
	if r.mdx {
		return "{true}"
	}
	return `""`
}
