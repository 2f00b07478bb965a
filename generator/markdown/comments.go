package markdown

import "bytes"

// blankComments replaces the comments of a document with spaces (keeping its lines), as
// Docusaurus's MDX compiler drops them: HTML comments <!-- … --> everywhere, and in .mdx the
// comment expressions {/* … */}, such as the blog's truncate markers. Code blocks and code
// spans keep theirs.
func blankComments(src []byte, mdx bool) []byte {
	out := append([]byte(nil), src...)
	blank := func(from, to int) {
		for i := from; i < to; i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
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
				return out
			}
			blank(i, i+4+end+3)
			i += 4 + end + 3
		case mdx && bytes.HasPrefix(src[i:], []byte("{/*")):
			end := bytes.Index(src[i+3:], []byte("*/}"))
			if end < 0 {
				return out
			}
			blank(i, i+3+end+3)
			i += 3 + end + 3
		default:
			i++
		}
	}
	return out
}
