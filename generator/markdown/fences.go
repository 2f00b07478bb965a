package markdown

import (
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Fence is a fenced code block as the page shows it: Code is what the rendered block holds
// (the magic comments of Docusaurus's default prism.magicComments taken out, in the comment
// syntax of the language), Meta is the info string after the language, and Line and EndLine
// are the lines of its opening and closing fences in the file (both 0 for an empty block
// without an info string, which the tree gives no position).
type Fence struct {
	Language string
	Meta     string
	Title    string
	Code     string
	Line     int
	EndLine  int
}

// metaRange is a range of highlighted lines in a metastring, as Docusaurus finds it.
var metaRange = regexp.MustCompile(`\{[\d,-]+\}`)

// Fences lists the document's fenced code blocks in order, at any depth (lists, blockquotes,
// admonitions), for tools that check the code samples a site shows.
func (p *Parsed) Fences() []Fence {
	var out []Fence
	_ = ast.Walk(p.root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		fc, ok := n.(*ast.FencedCodeBlock)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		info := ""
		if fc.Info != nil {
			info = unescape(fc.Info.Segment.Value(p.src))
		}
		code := string(fc.Lines().Value(p.src))
		cb := ParseFence(info, code)
		_, meta, _ := strings.Cut(strings.TrimSpace(info), " ")
		f := Fence{Language: cb.Language, Meta: strings.TrimSpace(meta), Title: cb.Title, Code: cb.Code}
		if !metaRange.MatchString(cb.Meta) { // a range of lines leaves magic comments in
			f.Code, _ = stripMagicComments(cb.Code, cb.Language, defaultMagicComments)
		}
		// The opening fence is the line before the first code line; an empty block has only
		// its info string (or, with none, no segment at all) to place it.
		switch {
		case fc.Lines().Len() > 0:
			f.Line = lineAt(p.src, fc.Lines().At(0).Start) - 1
		case fc.Info != nil:
			f.Line = lineAt(p.src, fc.Info.Segment.Start)
		}
		f.EndLine = f.Line + fc.Lines().Len()
		if f.Line > 0 && isFenceLine(lineText(p.src, f.EndLine+1)) {
			f.EndLine++ // the closing fence; an unclosed block runs to the end of its container
		}
		out = append(out, f)
		return ast.WalkSkipChildren, nil
	})
	return out
}

// lineText is line n (1-based) of src, or "" past its end.
func lineText(src []byte, n int) string {
	lines := strings.SplitN(string(src), "\n", n+1)
	if n < 1 || len(lines) < n {
		return ""
	}
	return lines[n-1]
}

// isFenceLine tells whether a line, less its container's indent and quote markers, is a fence.
func isFenceLine(line string) bool {
	t := strings.TrimLeft(line, " \t>")
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}
