package markdown

import (
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"testing"
)

// magicCommentCase is a case of testdata/magiccomments.json, a table the theme's JavaScript
// (generator/pipeline's TestThemeMagicComments) passes too. Its expectations are Docusaurus
// 3.8.1's createCodeBlockMetadata's, quirks included (an empty block, a line marked twice).
type magicCommentCase struct {
	Name          string
	Language      string
	Code          string
	MagicComments []struct {
		ClassName string
		Line      string
		Block     *struct{ Start, End string }
	}
	Want struct {
		Code  string
		Lines map[string][]string
	}
}

func TestStripMagicComments(t *testing.T) {
	data, err := os.ReadFile("testdata/magiccomments.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []magicCommentCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		comments := defaultMagicComments
		if c.MagicComments != nil {
			comments = nil
			for _, m := range c.MagicComments {
				mc := magicComment{ClassName: m.ClassName, Line: m.Line}
				if m.Block != nil {
					mc.BlockStart, mc.BlockEnd = m.Block.Start, m.Block.End
				}
				comments = append(comments, mc)
			}
		}
		code, lines := stripMagicComments(c.Code, c.Language, comments)
		got := map[string][]string{}
		for n, classes := range lines {
			got[strconv.Itoa(n)] = classes
		}
		if code != c.Want.Code || !reflect.DeepEqual(got, c.Want.Lines) {
			t.Errorf("%s:\n got %q %v\nwant %q %v", c.Name, code, got, c.Want.Code, c.Want.Lines)
		}
	}
}
