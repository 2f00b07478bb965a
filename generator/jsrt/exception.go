package jsrt

import (
	"regexp"
	"strings"

	"github.com/dop251/goja"
)

// goja's own marks in a stack trace: the bytecode offset after line:column.
var pcSuffix = regexp.MustCompile(`(:\d+:\d+)\(\d+\)`)

// ExceptionText is a JS exception as a reader of gosaurus's messages should see it: the error
// and the JS frames of its stack, without the runtime's internals (the host functions' Go
// names, "(native)" frames, bytecode offsets, the GoError name of an error a host function
// raised); file names under root are written relative to it. At most maxFrames frames are
// kept (0: all).
func ExceptionText(ex *goja.Exception, root string, maxFrames int) string {
	lines := strings.Split(strings.TrimSpace(ex.String()), "\n")
	if rest, ok := strings.CutPrefix(lines[0], "GoError: "); ok {
		lines[0] = "Error: " + rest
	}
	lines[0] = relative(lines[0], root)
	out := lines[:1]
	frames := 0
	for _, l := range lines[1:] {
		if strings.HasSuffix(l, "(native)") {
			continue
		}
		if maxFrames > 0 && frames == maxFrames {
			out = append(out, "\t…")
			break
		}
		out = append(out, frame(l, root))
		frames++
	}
	return strings.Join(out, "\n")
}

// StackOverflowText is the message of a script that recursed too deep, with its innermost JS
// frame.
func StackOverflowText(e *goja.StackOverflowError, root string) string {
	msg := "RangeError: Maximum call stack size exceeded (endless recursion?)"
	for _, l := range strings.Split(strings.TrimSpace(e.Error()), "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "at ") && !strings.HasSuffix(l, "(native)") {
			return msg + "\n\t" + frame(l, root)
		}
	}
	return msg
}

// frame is a line of a stack trace without bytecode offsets, its file relative to root.
func frame(l, root string) string { return relative(pcSuffix.ReplaceAllString(l, "$1"), root) }

// relative writes the paths under root in s relative to it.
func relative(s, root string) string {
	if root == "" {
		return s
	}
	return strings.ReplaceAll(s, strings.TrimSuffix(root, "/")+"/", "")
}
