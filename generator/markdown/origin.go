package markdown

import (
	"bytes"
	"regexp"
	"sort"
	"strings"
)

// origin maps positions of a compiled module back to its source, for esbuild's messages: the
// only JSX of a module that can be invalid is the JSX and expressions written in the page,
// copied as they are, each marked with where it starts in both.
type origin struct {
	src   []byte
	marks []mark // by out, ascending
	body  int    // offset of the JSX body in the module
	// esm are the import and export lines, from the module's second line on, and esmLines
	// their lines in the source.
	esm      []string
	esmLines []int
}

type mark struct{ out, src, n int } // offsets in the JSX body and in the source, length

// SourceLine is the line of the source (and its text) that the module's line and byte column
// (1-based line, 0-based column, as esbuild reports them) come from; false where the module
// has no text of the source there.
func (d *Doc) SourceLine(line, column int) (int, string, bool) {
	o := d.origin
	if o == nil || line < 1 {
		return 0, "", false
	}
	if k := line - 2; k >= 0 && k < len(o.esmLines) { // see renderer.module
		return o.esmLines[k], o.esm[k], true
	}
	off := 0
	for range line - 1 {
		i := strings.IndexByte(d.Module[off:], '\n')
		if i < 0 {
			return 0, "", false
		}
		off += i + 1
	}
	off += column - o.body
	i := sort.Search(len(o.marks), func(i int) bool { return o.marks[i].out > off }) - 1
	if off < 0 || i < 0 {
		return 0, "", false
	}
	// Past the marked text is the compiler's own JSX: what is wrong there is counted to the
	// source just before it.
	m := o.marks[i]
	at := min(m.src+min(off-m.out, m.n), len(o.src))
	n := lineAt(o.src, at)
	start := bytes.LastIndexByte(o.src[:at], '\n') + 1
	end := bytes.IndexByte(o.src[start:], '\n')
	if end < 0 {
		end = len(o.src) - start
	}
	return n, string(o.src[start : start+end]), true
}

// compilerName matches the names the compiler gives the MDX components in a module: _c.Foo is
// the page's <Foo>.
var compilerName = regexp.MustCompile(`\b_c\.`)

// SourceTerms rewrites a message about a compiled module (esbuild's) into the names the page
// wrote: its JSX tags without the compiler's prefix.
func SourceTerms(msg string) string { return compilerName.ReplaceAllString(msg, "") }
