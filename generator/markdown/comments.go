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
	inFence := false
	var fenceMark []byte
	for i := 0; i < len(src); {
		lineStart := i == 0 || src[i-1] == '\n'
		if lineStart {
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			trimmed := bytes.TrimLeft(src[i:i+end], " ")
			if bytes.HasPrefix(trimmed, []byte("```")) || bytes.HasPrefix(trimmed, []byte("~~~")) {
				if !inFence {
					inFence, fenceMark = true, trimmed[:3]
				} else if bytes.Equal(trimmed[:3], fenceMark) {
					inFence = false
				}
				i += end + 1
				continue
			}
			if inFence {
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
