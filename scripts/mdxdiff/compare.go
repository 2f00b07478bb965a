package main

import (
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Result is what one side derives from a file: the page's HTML through the stand-ins, and
// what Docusaurus takes from the file besides (the JSON shape of reference.mjs's answers).
type Result struct {
	HTML         string    `json:"html"`
	TOC          []TOCItem `json:"toc"`
	FrontMatter  any       `json:"frontMatter"`
	ContentTitle *string   `json:"contentTitle"` // the MDX module's contentTitle export
	Title        *string   `json:"title"`        // front matter title, else the content title (docs plugin)
	Excerpt      *string   `json:"excerpt"`      // front matter description, else the excerpt
	Error        string    `json:"error,omitempty"`
	RenderError  string    `json:"renderError,omitempty"`
	MetaError    string    `json:"metaError,omitempty"` // reading the title and description failed
}

// TOCItem is an entry of a module's toc export.
type TOCItem struct {
	Value string `json:"value"`
	ID    string `json:"id"`
	Level int    `json:"level"`
}

// Diff is one way in which the two sides differ: the field, the cause it is grouped under,
// and the first differing line of each side (Line counts from 1 in the normalised field).
type Diff struct {
	Field      string
	Cause      string
	Line       int
	Gosaurus   string
	Docusaurus string
}

// Causes, in the order a file's first (grouping) cause is picked among its differences.
const (
	causeErrorHere    = "compile error only in gosaurus"
	causeErrorThere   = "compile error only in Docusaurus"
	causeRenderHere   = "render error only in gosaurus"
	causeRenderThere  = "render error only in Docusaurus"
	causeHeadingID    = "heading id"
	causeTOC          = "toc"
	causeContentTitle = "content title"
	causeTitle        = "title"
	causeExcerpt      = "excerpt"
	causeFrontMatter  = "front matter"
	causeMetaError    = "title/description error on one side"
	causeHarness      = "harness (timeout or crash)"
	// causeLaterSyntax: a heading id written {/* #id */}, which Docusaurus 3.10 reads and
	// the 3.8.1 reference does not (see laterSyntax).
	causeLaterSyntax = "heading id comment (Docusaurus 3.10 syntax, not in the 3.8.1 reference)"
)

// hunk is a stretch of lines that differ: gn lines of gosaurus's from g, dn of Docusaurus's
// from d (0-based).
type hunk struct{ g, gn, d, dn int }

// hunks are the differing stretches of g and d, in order, by their longest common
// subsequence; when the part between the common head and tail is too large for that, it is
// one hunk.
func hunks(g, d []string) []hunk {
	head := 0
	for head < len(g) && head < len(d) && g[head] == d[head] {
		head++
	}
	tail := 0
	for tail < len(g)-head && tail < len(d)-head && g[len(g)-1-tail] == d[len(d)-1-tail] {
		tail++
	}
	gm, dm := g[head:len(g)-tail], d[head:len(d)-tail]
	if len(gm) == 0 && len(dm) == 0 {
		return nil
	}
	if len(gm)*len(dm) > 4_000_000 {
		return []hunk{{head, len(gm), head, len(dm)}}
	}
	// lcs[i][j] is the length of the longest common subsequence of gm[i:] and dm[j:].
	lcs := make([][]int32, len(gm)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(dm)+1)
	}
	for i := len(gm) - 1; i >= 0; i-- {
		for j := len(dm) - 1; j >= 0; j-- {
			if gm[i] == dm[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []hunk
	var cur *hunk
	i, j := 0, 0
	for i < len(gm) || j < len(dm) {
		if i < len(gm) && j < len(dm) && gm[i] == dm[j] {
			cur = nil
			i, j = i+1, j+1
			continue
		}
		if cur == nil {
			out = append(out, hunk{g: head + i, d: head + j})
			cur = &out[len(out)-1]
		}
		if j >= len(dm) || (i < len(gm) && lcs[i+1][j] >= lcs[i][j+1]) {
			cur.gn++
			i++
		} else {
			cur.dn++
			j++
		}
	}
	return out
}

// Compare lists how gosaurus's result g differs from Docusaurus's d: a compile error on one
// side alone, else each differing stretch of the HTML in order, then the TOC, the content
// title, the title, the excerpt and the front matter. Both failing to compile is agreement,
// whatever the messages.
func Compare(g, d Result) []Diff {
	// A side that compiles but whose front matter the docs plugin refuses (a list, a string)
	// fails the build all the same: with the other side's compile error, both fail.
	gFails, dFails := g.Error != "" || g.MetaError != "", d.Error != "" || d.MetaError != ""
	switch {
	case g.Error != "" && d.Error != "", g.Error != "" && dFails, d.Error != "" && gFails:
		return nil
	case g.Error != "":
		return []Diff{{Field: "error", Cause: causeErrorHere, Gosaurus: firstLine(g.Error)}}
	case d.Error != "":
		return []Diff{{Field: "error", Cause: causeErrorThere, Docusaurus: firstLine(d.Error)}}
	}
	var diffs []Diff
	switch {
	case g.RenderError != "" && d.RenderError != "":
	case g.RenderError != "" || d.RenderError != "":
		cause := causeRenderHere
		if d.RenderError != "" {
			cause = causeRenderThere
		}
		diffs = append(diffs, Diff{Field: "render", Cause: cause, Gosaurus: firstLine(g.RenderError), Docusaurus: firstLine(d.RenderError)})
	default:
		gl, gc := normalizeHTML(g.HTML)
		dl, dc := normalizeHTML(d.HTML)
		for _, h := range hunks(gl, dl) {
			diff := Diff{Field: "html", Line: h.d + 1, Gosaurus: at(gl, h.g), Docusaurus: at(dl, h.d)}
			if h.gn == 0 {
				diff.Gosaurus = "(nothing)"
			}
			if h.dn == 0 {
				diff.Docusaurus = "(nothing)"
			}
			// A stretch one side lacks is named by the other side's element.
			if h.dn == 0 {
				diff.Cause = htmlCause(diff, at(gc, h.g))
			} else {
				diff.Cause = htmlCause(diff, at(dc, h.d), at(gc, h.g))
			}
			diffs = append(diffs, diff)
		}
	}
	if diff, ok := compareLines("toc", tocLines(g.TOC), tocLines(d.TOC)); ok {
		diff.Cause = tocCause(g.TOC, d.TOC)
		diffs = append(diffs, diff)
	}
	if diff, ok := compareLines("contentTitle", []string{str(g.ContentTitle)}, []string{str(d.ContentTitle)}); ok {
		diff.Cause = causeContentTitle
		diffs = append(diffs, diff)
	}
	if (g.MetaError == "") != (d.MetaError == "") {
		diffs = append(diffs, Diff{Field: "meta", Cause: causeMetaError, Gosaurus: firstLine(g.MetaError), Docusaurus: firstLine(d.MetaError)})
	} else if g.MetaError == "" {
		for _, f := range []struct {
			field, cause string
			g, d         *string
		}{{"title", causeTitle, g.Title, d.Title}, {"excerpt", causeExcerpt, g.Excerpt, d.Excerpt}} {
			if diff, ok := compareLines(f.field, []string{str(f.g)}, []string{str(f.d)}); ok {
				diff.Cause = f.cause
				diffs = append(diffs, diff)
			}
		}
	}
	if diff, ok := compareLines("frontMatter", jsonLines(g.FrontMatter), jsonLines(d.FrontMatter)); ok {
		diff.Cause = causeFrontMatter
		diffs = append(diffs, diff)
	}
	return diffs
}

// sideLines is everything compared of a result, normalised, one item a line.
func sideLines(r Result) []string {
	lines := []string{"error: " + r.Error, "renderError: " + r.RenderError, "metaError: " + r.MetaError,
		"title: " + str(r.Title), "contentTitle: " + str(r.ContentTitle), "excerpt: " + str(r.Excerpt), "frontMatter:"}
	lines = append(lines, jsonLines(r.FrontMatter)...)
	lines = append(lines, "toc:")
	lines = append(lines, tocLines(r.TOC)...)
	lines = append(lines, "html:")
	return append(lines, Normalize(r.HTML)...)
}

// compareLines finds the first line where g and d differ.
func compareLines(field string, g, d []string) (Diff, bool) {
	for i := 0; i < max(len(g), len(d)); i++ {
		gl, dl := at(g, i), at(d, i)
		if gl != dl {
			return Diff{Field: field, Line: i + 1, Gosaurus: gl, Docusaurus: dl}, true
		}
	}
	return Diff{}, false
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end)"
}

func str(s *string) string {
	if s == nil {
		return "(none)"
	}
	return fmt.Sprintf("%q", *s)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func tocLines(toc []TOCItem) []string {
	lines := make([]string, len(toc))
	for i, t := range toc {
		lines[i] = fmt.Sprintf("h%d #%s %s", t.Level, t.ID, canonicalRefs(t.Value))
	}
	return lines
}

// tocCause is causeHeadingID when the TOCs differ only in their ids.
func tocCause(g, d []TOCItem) string {
	if len(g) != len(d) {
		return causeTOC
	}
	for i := range g {
		if g[i].Value != d[i].Value || g[i].Level != d[i].Level {
			return causeTOC
		}
	}
	return causeHeadingID
}

// jsonLines is v as indented JSON with sorted keys (encoding/json sorts map keys).
func jsonLines(v any) []string {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return []string{err.Error()}
	}
	return strings.Split(string(b), "\n")
}

var headingTag = regexp.MustCompile(`^<h[1-6][ >]`)

// htmlCause names an HTML difference by the element it is in (ctx, Docusaurus's, else
// gosaurus's): "heading id" when both lines are a heading's start tag differing in the id
// only, else "html: <element>".
func htmlCause(diff Diff, ctx ...string) string {
	g, d := diff.Gosaurus, diff.Docusaurus
	if headingTag.MatchString(g) && headingTag.MatchString(d) && withoutAttr(g, "id") == withoutAttr(d, "id") {
		return causeHeadingID
	}
	for _, c := range ctx {
		if c != "(end)" {
			return "html: " + c
		}
	}
	return "html"
}

// withoutAttr is tag without its attribute name.
func withoutAttr(tag, name string) string {
	return oneAttrRe.ReplaceAllStringFunc(tag, func(a string) string {
		if oneAttrRe.FindStringSubmatch(a)[1] == name {
			return ""
		}
		return a
	})
}

var charRef = regexp.MustCompile(`&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);`)

// canonicalRefs writes the character references of HTML one way: the characters themselves,
// but for <, >, & and ", always &lt; &gt; &amp; &quot; (a TOC value is HTML, and &#34; and
// &quot; are the same to a browser).
func canonicalRefs(s string) string {
	return charRef.ReplaceAllStringFunc(s, func(ref string) string {
		switch c := html.UnescapeString(ref); c {
		case "<":
			return "&lt;"
		case ">":
			return "&gt;"
		case "&":
			return "&amp;"
		case `"`:
			return "&quot;"
		default:
			return c
		}
	})
}
