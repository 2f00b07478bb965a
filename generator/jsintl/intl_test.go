package jsintl

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/dop251/goja"
)

// testdata/calls.json pairs each line of testdata/calls.js with what Chromium prints for it
// (Node prints the same but for an older order of pluralCategories); see testdata/README.
func TestCallsMatchBrowser(t *testing.T) {
	data, err := os.ReadFile("testdata/calls.json")
	if err != nil {
		t.Fatal(err)
	}
	var calls []struct{ Call, Want string }
	if err := json.Unmarshal(data, &calls); err != nil {
		t.Fatal(err)
	}
	rt := goja.New()
	Install(rt)
	for _, c := range calls {
		got := "throws"
		v, err := rt.RunString("String(" + c.Call + ")")
		if err == nil {
			got = v.String()
		} else {
			got = "throws " + err.Error()
		}
		if got != c.Want {
			t.Errorf("%s\n got %q\nwant %q", c.Call, got, c.Want)
		}
	}
}

func TestInstallKeepsAnExistingIntl(t *testing.T) {
	rt := goja.New()
	if _, err := rt.RunString(`var Intl = {mine: true}`); err != nil {
		t.Fatal(err)
	}
	Install(rt)
	if v, _ := rt.RunString(`Intl.mine`); !v.ToBoolean() {
		t.Fatal("Install replaced the runtime's own Intl")
	}
}
