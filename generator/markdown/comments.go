package markdown

import "bytes"

// dropComments removes the comments of a document but for their line breaks (so lines keep
// their numbers), as Docusaurus's compiler drops them: HTML comments <!-- … --> everywhere,
// and in MDX the comment expressions {/* … */}, such as the blog's truncate markers. Code
// blocks and code spans keep theirs. What follows a comment on its line stays as written:
// "<!-- note --> Text." is the paragraph "Text.", not text indented into a code block.
//
// A comment on lines of its own is no blank line, though: it is a block of the page, as MDX
// reads it (an HTML block in CommonMark), which ends a list or a paragraph before it. flow
// lists the lines of such comments, which restoreLines puts back once the import and export
// lines are taken out.
func dropComments(src []byte, mdx bool) (out []byte, flow [][2]int) {
	var drops [][2]int // byte ranges of the comments
	blank := func(from, to int) { drops = append(drops, [2]int{from, to}) }
	var open *fence  // the code block the scan is in, nil outside one
	headingEnd := -1 // the end of the line when it is a heading's
	for i := 0; i < len(src); {
		lineStart := i == 0 || src[i-1] == '\n'
		if lineStart {
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			if headingEnd = -1; atxHeading.Match(bytes.TrimLeft(src[i:i+end], " >")) {
				headingEnd = i + end
			}
			f, info := readFence(src[i : i+end])
			switch {
			case open != nil && f.quotes < open.quotes:
				open = nil // the blockquote the code block was in ended, and the block with it
			case open != nil:
				if f.quotes == open.quotes && f.char == open.char && f.run >= open.run && !info {
					open = nil
				}
				i += end + 1
				continue
			case f.run >= 3:
				open = &f
				i += end + 1
				continue
			}
			// A tag or an expression is code, whose comments are its own: an attribute's
			// template literal keeps its <!-- … --> lines.
			if mdx {
				if it, ok := lineItem(src, i, i+end); ok {
					i = it.end
					continue
				}
			}
		}
		switch {
		case src[i] == '`':
			run := 1
			for i+run < len(src) && src[i+run] == '`' {
				run++
			}
			closing := bytes.Index(src[i+run:], bytes.Repeat([]byte("`"), run))
			if closing < 0 || bytes.Contains(src[i+run:i+run+closing], []byte("\n\n")) {
				i += run
				continue
			}
			i += run + closing + run
		case bytes.HasPrefix(src[i:], []byte("<!--")):
			end := commentTextEnd(src, i, mdx)
			if end < 0 {
				return cut(src, drops), flowComments(src, drops, mdx)
			}
			// One that ends a heading of a .md file and names its id (<!-- #id -->) stays for
			// the heading to read (see commentHeadingID).
			if stop := i + 4 + end + 3; !mdx && stop <= headingEnd && len(bytes.TrimSpace(src[stop:headingEnd])) == 0 &&
				bytes.HasPrefix(bytes.TrimSpace(src[i+4:i+4+end]), []byte("#")) {
				i = stop
				continue
			}
			blank(i, i+4+end+3)
			i += 4 + end + 3
		case mdx && bytes.HasPrefix(src[i:], []byte("{/*")):
			end := bytes.Index(src[i+3:], []byte("*/}"))
			if end < 0 { // an unclosed expression, which is text here: later comments still go
				i += 3
				continue
			}
			// A comment in a heading stays an expression of it: its code is in the heading's
			// id and table of contents entry, as mdast-util-to-string reads the heading.
			if i+3+end+3 <= headingEnd {
				i += 3 + end + 3
				continue
			}
			blank(i, i+3+end+3)
			i += 3 + end + 3
		default:
			i++
		}
	}
	return cut(src, drops), flowComments(src, drops, mdx)
}

// commentTextEnd is the length of the text of the HTML comment that starts at src[i], up to
// its -->, or -1 when it has no end. In MDX the text is one character at least: <!---> and
// <!----> open a comment that a later --> ends, if any, as MDX's comment syntax reads them.
func commentTextEnd(src []byte, i int, mdx bool) int {
	from := i + 4
	if mdx && from < len(src) {
		from++
	}
	end := bytes.Index(src[from:], []byte("-->"))
	if end < 0 {
		return -1
	}
	return from - (i + 4) + end
}

// flowComments are the lines (0-based, first and last) that hold only comments of drops: a
// line may start with block quote markers, and hold more than one comment. In MDX a comment of
// several lines right after a line of text is left out: MDX reads it as a lazy line of the
// text's paragraph, which keeps the list item or quote around the paragraph open (and a blank
// line does as much here); CommonMark's HTML block starts at the comment all the same.
func flowComments(src []byte, drops [][2]int, mdx bool) [][2]int {
	var flow [][2]int
	for k := 0; k < len(drops); {
		start := bytes.LastIndexByte(src[:drops[k][0]], '\n') + 1
		if len(bytes.Trim(src[start:drops[k][0]], " \t>")) > 0 {
			k++
			continue
		}
		// The comments that follow on the same line, blanks between them.
		last := k
		for last+1 < len(drops) && len(bytes.Trim(src[drops[last][1]:drops[last+1][0]], " \t")) == 0 {
			last++
		}
		end := bytes.IndexByte(src[drops[last][1]:], '\n')
		if end < 0 {
			end = len(src) - drops[last][1]
		}
		first := bytes.Count(src[:start], []byte("\n"))
		lines := bytes.Count(src[start:drops[last][1]], []byte("\n"))
		if len(bytes.Trim(src[drops[last][1]:drops[last][1]+end], " \t")) == 0 && (lines == 0 || !mdx || !afterText(src, start)) {
			flow = append(flow, [2]int{first, first + lines})
		}
		k = last + 1
	}
	return flow
}

// afterText tells whether the line before the line starting at src[start] has text.
func afterText(src []byte, start int) bool {
	if start == 0 {
		return false
	}
	prev := bytes.LastIndexByte(src[:start-1], '\n') + 1
	return len(bytes.TrimSpace(src[prev:start])) > 0
}

// restoreLines is body with the lines of ranges (0-based, first and last) as they are in src:
// both have as many lines.
func restoreLines(body, src []byte, ranges [][2]int) []byte {
	if len(ranges) == 0 {
		return body
	}
	lines, orig := bytes.SplitAfter(body, []byte("\n")), bytes.SplitAfter(src, []byte("\n"))
	for _, r := range ranges {
		for i := r[0]; i <= r[1] && i < len(lines) && i < len(orig); i++ {
			lines[i] = orig[i]
		}
	}
	return bytes.Join(lines, nil)
}

// fence is a line's code fence as CommonMark reads it: a run of three or more backticks or
// tildes (run 0: none), after the line's blockquote markers. A block ends at a run of its own
// character at least as long, with nothing after it, in the same blockquote.
type fence struct {
	quotes int // the blockquote markers (">") before it
	char   byte
	run    int
}

// readFence reads line's fence, and whether text (an info string) follows the run.
func readFence(line []byte) (f fence, info bool) {
	i := 0
	for {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		if i == len(line) || line[i] != '>' {
			break
		}
		f.quotes++
		i++
	}
	if i == len(line) || line[i] != '`' && line[i] != '~' {
		return f, false
	}
	f.char = line[i]
	for i+f.run < len(line) && line[i+f.run] == f.char {
		f.run++
	}
	if f.run < 3 {
		f.run = 0
		return f, false
	}
	return f, len(bytes.TrimSpace(line[i+f.run:])) > 0
}

// cut is src without the bytes of the ranges, but for their line breaks.
func cut(src []byte, drops [][2]int) []byte {
	if len(drops) == 0 {
		return src
	}
	out := make([]byte, 0, len(src))
	at := 0
	for _, d := range drops {
		out = append(out, src[at:d[0]]...)
		out = append(out, bytes.Repeat([]byte("\n"), bytes.Count(src[d[0]:d[1]], []byte("\n")))...)
		at = d[1]
	}
	return append(out, src[at:]...)
}

// outsideJSX are the ranges of flow (see flowComments) that are not inside a JSX tag or
// expression of several lines, of src without its comments: a comment between a tag's
// attributes is no block of the page (and Docusaurus refuses it), so it stays dropped.
func outsideJSX(src []byte, flow [][2]int) [][2]int {
	if len(flow) == 0 {
		return nil
	}
	var inside [][2]int // the lines after the first of each item that spans lines, to its last
	line := 0
	for at := 0; at < len(src); line++ {
		end := bytes.IndexByte(src[at:], '\n')
		if end < 0 {
			end = len(src) - at
		}
		start := at
		for start < at+end && (src[start] == ' ' || src[start] == '\t' || src[start] == '>') {
			start++
		}
		next := at + end + 1
		if start < at+end && (src[start] == '<' || src[start] == '{') {
			if it, ok := scanJSXItem(src, start); ok && it.end > at+end {
				last := line + bytes.Count(src[at:it.end], []byte("\n"))
				inside = append(inside, [2]int{line + 1, last})
				// Go on after the item, on the line it ends on.
				for next <= it.end {
					e := bytes.IndexByte(src[next:], '\n')
					if e < 0 {
						next = len(src)
						break
					}
					next += e + 1
				}
				line = last
			}
		}
		at = next
	}
	var out [][2]int
	for _, r := range flow {
		in := false
		for _, span := range inside {
			if r[0] >= span[0] && r[0] <= span[1] {
				in = true
				break
			}
		}
		if !in {
			out = append(out, r)
		}
	}
	return out
}
