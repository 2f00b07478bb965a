package render

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// The server prelude's URLSearchParams and URL give what Node and browsers give for each line
// of testdata/urlsearchparams.js and testdata/url.js (the .json files, printed by Node).
func TestServerShims(t *testing.T) {
	for _, name := range []string{"urlsearchparams", "url"} {
		t.Run(name, func(t *testing.T) { testShimCalls(t, "testdata/"+name+".json") })
	}
}

func testShimCalls(t *testing.T, table string) {
	src, err := os.ReadFile("../../theme-classic/src/client/serverShims.js")
	if err != nil {
		t.Fatal(err)
	}
	res := api.Transform(string(src), api.TransformOptions{Format: api.FormatIIFE, Target: api.ES2017})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors[0].Text)
	}
	data, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	var calls []struct{ Call, Want string }
	if err := json.Unmarshal(data, &calls); err != nil {
		t.Fatal(err)
	}
	rt := goja.New()
	if _, err := rt.RunString(string(res.Code)); err != nil {
		t.Fatal(err)
	}
	for _, c := range calls {
		v, err := rt.RunString("String(" + c.Call + ")")
		if err != nil {
			t.Errorf("%s: %v", c.Call, err)
			continue
		}
		if got := v.String(); got != c.Want {
			t.Errorf("%s\n got %q\nwant %q", c.Call, got, c.Want)
		}
	}
}
