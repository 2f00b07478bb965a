package markdown

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// chromaJS is what Highlight gave for JavaScript before lexJS: chroma's own lexer.
func chromaJS(t testing.TB, code string) [][][2]string {
	it, err := chroma.Coalesce(lexers.Get("javascript")).Tokenise(nil, code)
	if err != nil {
		t.Fatal(err)
	}
	return tokenLines(code, it.Tokens())
}

// sameAsChroma fails t when lexJS takes code and highlights it otherwise than chroma.
func sameAsChroma(t *testing.T, name, code string) bool {
	t.Helper()
	tokens, ok := lexJS(code)
	if !ok {
		return true
	}
	got, want := tokenLines(code, tokens), chromaJS(t, code)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: %q\nlexJS:  %q\nchroma: %q", name, code, got, want)
		return false
	}
	return true
}

var lexJSSeeds = []string{
	"a = /ab+c/gi; b = a / 2 /* c */ // d",
	"#!/usr/bin/env node\nconsole.log(1)",
	"#! /x\n#!y",
	"x = `a${b + `c${d}`}e` \\` $ ${ {a:1} }` `\\\\` `${`",
	"'it\\'s' \"a\\\\\" \"b\\\"c\" 'unterminated\n x' \"\\\\\\\"\"",
	"\"a\\\" b \\\" c",
	"0x1F 0b101 0o17 1e10 1.5 2E-3 1_000 .5 08 0b2 1e 1e+ 1.e5 0xg",
	"<!-- html comment\n/regex/ at line start\n / not\n",
	"if_x for1 $this this$x _var a_b \\u0041bc x\\u00411 \\u12 \\q",
	"a++ b-- c ~d e&&f g||h i??j k?.l m>>>=n o<<=p q!==r s=>t ...u v**=w x^=y",
	"/[/]/.test(x) /a\\/b/ /x/gix /x/g1 /x/ab /x/ ;(/[a\\]b]/) /[\n/ /a\\\n/",
	"@decorator class A extends B { static #p = 1 }",
	"/* unterminated\n x",
	"x\\\ny\\",
	"a\n/b/\n",
	"return /re/.test(s)\ntypeof /x/",
	"let s = \"multi\nline\"",
	"  indented()\n\tconst a = 1;\n",
	"import {a, b as c} from 'd';\nexport default async function f(x = 1) { await x; }",
	"",
	"\n\n",
	"//",
	"`",
	"'",
	"/",
	"a /* b */ / c /",
}

func TestLexJSSameAsChroma(t *testing.T) {
	for i, code := range lexJSSeeds {
		sameAsChroma(t, "seed "+string(rune('a'+i)), code)
	}
	// Every fenced block of the fixture sites and of website/, in any language, as JavaScript.
	fence := regexp.MustCompile("(?s)\n[ \t]*```[^\n]*\n(.*?)\n[ \t]*```")
	blocks := 0
	for _, root := range []string{"../../testdata", "../../website/docs"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".md") || strings.HasSuffix(path, ".mdx")) {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range fence.FindAllStringSubmatch(string(src), -1) {
				blocks++
				if !sameAsChroma(t, path, m[1]) {
					return nil
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if blocks < 300 {
		t.Errorf("compared %d code blocks; the fixtures and website/ have more", blocks)
	}
}

func TestLexJSDeclines(t *testing.T) {
	for _, code := range []string{"const a = 'é';", "a;\r\nb;"} {
		if _, ok := lexJS(code); ok {
			t.Errorf("lexJS took %q, which chroma reads with Unicode classes or as other lines", code)
		}
	}
	// Highlight gives such code chroma's tokens.
	code := "const café = 1;"
	if got, want := Highlight("js", code), chromaJS(t, code); !reflect.DeepEqual(got, want) {
		t.Errorf("Highlight(js, %q) = %q, chroma gives %q", code, got, want)
	}
}

func FuzzLexJS(f *testing.F) {
	for _, code := range lexJSSeeds {
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code string) {
		sameAsChroma(t, "input", code)
	})
}
