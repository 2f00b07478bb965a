package markdown

import (
	"strings"
	"testing"
)

// Text after the dashes that close the front matter would be read as front matter and the
// page lost with it (found by FuzzCompileMDX): it is an error naming the line.
func TestFrontMatterClosingLineWithText(t *testing.T) {
	_, err := Parse("docs/a.md", []byte("---\ntitle: A\n--- Intro text\n\nMore text.\n"), FormatMDX)
	if err == nil || !strings.HasPrefix(err.Error(), `docs/a.md:3: the front matter's closing line "--- Intro text" has text after the dashes`) {
		t.Fatalf("error = %v", err)
	}
	for _, ok := range []string{"---\ntitle: A\n---\nText.\n", "---\ntitle: A\n---  \nText.\n", "---\ntitle: A\n-----\nText.\n"} {
		if _, err := Parse("docs/a.md", []byte(ok), FormatMDX); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

// The lines unfinishedESM takes as whole import statements without a parse are ones esbuild
// parses whole, and lines that may go on past their end are not among them.
func TestOneLineImport(t *testing.T) {
	whole := []string{
		"import Tabs from '@theme/Tabs';\n",
		"import TabItem from \"@theme/TabItem\"\n",
		"import {a, b as c} from './x.js';\n",
		"import X, {y} from 'z'\r\n",
		"import * as all from 'all';",
		"import Def, * as ns from 'ns'  \n",
		"import './style.css';\n",
		"import {} from 'empty';\n",
	}
	for _, line := range whole {
		if !oneLineImport.MatchString(line) {
			t.Errorf("%q is not taken as a whole import", line)
		}
		if !validJS(line) {
			t.Errorf("%q is taken as a whole import, but esbuild does not parse it", line)
		}
	}
	for _, line := range []string{
		"import {a,\n",
		"import {\n",
		"import x from `y`;\n",
		"import x from 'y' +\n",
		"import x from 'unclosed\n",
		"export const a = 1;\n",
		"import x from 'y'; const z = `\n",
	} {
		if oneLineImport.MatchString(line) {
			t.Errorf("%q is taken as a whole import", line)
		}
	}
}
