package markdown

import (
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// esbuild's message about the page's JSX names the page's line, also when an export before it
// has a function whose body returns on a line of its own (the body was once found by the
// first "return" of the module).
func TestSourceLineAfterAnExportThatReturns(t *testing.T) {
	src := "export function F() {\n  return 1;\n}\n\n# Title\n\nBroken {1 +} here.\n\nLater {2} fine.\n"
	d := renderFile(t, "doc.mdx", src, FormatMDX)
	res := api.Transform(d.Module, api.TransformOptions{Loader: api.LoaderJSX, Format: api.FormatESModule, LogLevel: api.LogLevelSilent})
	if len(res.Errors) == 0 {
		t.Fatalf("no error for the broken expression:\n%s", d.Module)
	}
	loc := res.Errors[0].Location
	if line, text, ok := d.SourceLine(loc.Line, loc.Column); !ok || line != 7 || text != "Broken {1 +} here." {
		t.Errorf("SourceLine = %d %q %v, want line 7", line, text, ok)
	}
}
