package markdown

import "bytes"

// dropComments removes the comments of a document but for their line breaks (so lines keep
// their numbers), as Docusaurus's compiler drops them: HTML comments <!-- … --> everywhere,
// and in MDX the comment expressions {/* … */}, such as the blog's truncate markers. Code
// blocks and code spans keep theirs. What follows a comment on its line stays as written:
// "<!-- note --> Text." is the paragraph "Text.", not text indented into a code block.
func dropComments(src []byte, mdx bool) []byte {
	var drops [][2]int // byte ranges of the comments
	blank := func(from, to int) { drops = append(drops, [2]int{from, to}) }
	var open *fence // the code block the scan is in, nil outside one
	for i := 0; i < len(src); {
		lineStart := i == 0 || src[i-1] == '\n'
		if lineStart {
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
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
			end := bytes.Index(src[i+4:], []byte("-->"))
			if end < 0 {
				return cut(src, drops)
			}
			blank(i, i+4+end+3)
			i += 4 + end + 3
		case mdx && bytes.HasPrefix(src[i:], []byte("{/*")):
			end := bytes.Index(src[i+3:], []byte("*/}"))
			if end < 0 { // an unclosed expression, which is text here: later comments still go
				i += 3
				continue
			}
			blank(i, i+3+end+3)
			i += 3 + end + 3
		default:
			i++
		}
	}
	return cut(src, drops)
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
