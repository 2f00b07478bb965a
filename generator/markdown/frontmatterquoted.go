package markdown

import (
	"bytes"
	"regexp"
	"strings"
)

// keepQuotedTrailingBlanks rewrites a front matter so that yaml.v2 reads its quoted scalars
// as js-yaml 3 (gray-matter's, which Docusaurus reads front matter with) does: the blanks
// that end a line of such a scalar, after its text, are kept before the line break's fold,
// where YAML (and yaml.v2) drops them. A description written over lines, one of them ending in
// a space, keeps that space. The blanks are written as escapes (\x20, \t), which yaml.v2
// keeps, a single-quoted scalar that has some becoming a double-quoted one; lines stay where
// they are.
//
// The scan knows as much YAML as finding those scalars takes: comments, block scalars (| and
// >, whose lines are text), and a quote that starts a scalar (at a line's start, or after
// `: `, `- `, [, { or ,), not one inside a plain scalar.
func keepQuotedTrailingBlanks(fm []byte) []byte {
	if !bytes.ContainsAny(fm, `"'`) {
		return fm
	}
	var out []byte
	changed := false
	var quote byte    // the quote of the scalar the scan is in, 0 outside one
	start := 0        // where in out that scalar's opening quote is
	kept := false     // whether a line of that scalar ends in blanks to keep
	blockIndent := -1 // the indentation of the line that opened a block scalar, -1 outside one
	for _, line := range bytes.SplitAfter(fm, []byte("\n")) {
		body := bytes.TrimRight(line, "\n")
		indent := len(body) - len(bytes.TrimLeft(body, " "))
		if blockIndent >= 0 && quote == 0 {
			if len(bytes.TrimSpace(body)) == 0 || indent > blockIndent {
				out = append(out, line...)
				continue
			}
			blockIndent = -1
		}
		lineStart := len(out)
		last := byte(0) // the last character outside quotes and blanks on the line
		for i := 0; i < len(body); i++ {
			c := body[i]
			switch {
			case quote == '"' && c == '\\' && i+1 < len(body):
				out = append(out, c, body[i+1])
				i++
				continue
			case quote == '\'' && c == '\'' && i+1 < len(body) && body[i+1] == '\'':
				out = append(out, c, c)
				i++
				continue
			case quote != 0 && c == quote:
				out = append(out, c)
				if kept {
					out = append(out[:start], doubleQuoted(out[start:], quote)...)
					changed = true
				}
				quote, kept, last = 0, false, c
				continue
			case quote != 0:
			case c == '#' && (i == 0 || body[i-1] == ' ' || body[i-1] == '\t'):
				out = append(out, body[i:]...)
				i = len(body)
				continue
			case (c == '"' || c == '\'') && (last == 0 || strings.IndexByte(":-[{,?", last) >= 0):
				quote, start = c, len(out)
			}
			if quote == 0 && c != ' ' && c != '\t' {
				last = c
			}
			out = append(out, c)
		}
		if quote != 0 {
			// The line ends inside the scalar: blanks after text of the scalar's on the line
			// are kept (a \ before them escapes the line break instead).
			from := max(lineStart, start+1)
			text := bytes.TrimRight(out[from:], " \t")
			if len(text) < len(out[from:]) && len(bytes.TrimLeft(text, " \t")) > 0 && !bytes.HasSuffix(text, []byte("\\")) {
				kept = true
			}
		}
		// The regular expression only where a header may be: on a line of a long scalar (an
		// OpenAPI page's base64 api string) it was a tenth of reading a page.
		if quote == 0 && bytes.ContainsAny(body, "|>") && blockScalarHeader.Match(bytes.TrimRight(body, " \t")) {
			blockIndent = indent
		}
		if len(line) > len(body) {
			out = append(out, '\n')
		}
	}
	if !changed {
		return fm
	}
	return out
}

// doubleQuoted is a quoted scalar as written (its quotes included) as a double-quoted one
// whose lines' trailing blanks are escapes.
func doubleQuoted(scalar []byte, quote byte) []byte {
	inner := string(scalar[1 : len(scalar)-1])
	if quote == '\'' {
		inner = strings.NewReplacer(`''`, `'`, `\`, `\\`, `"`, `\"`).Replace(inner)
	}
	lines := strings.Split(inner, "\n")
	for i, l := range lines[:len(lines)-1] {
		text := strings.TrimRight(l, " \t")
		if strings.TrimLeft(text, " \t") == "" || strings.HasSuffix(text, `\`) && quote == '"' {
			continue
		}
		lines[i] = text + strings.NewReplacer(" ", `\x20`, "\t", `\t`).Replace(l[len(text):])
	}
	return []byte(`"` + strings.Join(lines, "\n") + `"`)
}

// blockScalarHeader matches a line that opens a block scalar: | or > with its indicators, at
// the end of a key's or an item's line.
var blockScalarHeader = regexp.MustCompile(`(?:^|[:-][ \t])[ \t]*[|>][-+0-9]*(?:[ \t]+#.*)?$`)
