package jsintl

import (
	"os"
	"testing"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// The theme's usePluralForm logic (theme-common/utils/pluralForm.js) on this Intl picks the
// forms Docusaurus picks in a browser: the locale's CLDR categories, in the order zero, one, two,
// few, many, other, keeping those the locale has; a message with fewer forms uses its last.
func TestThemePluralForm(t *testing.T) {
	src, err := os.ReadFile("../../theme-classic/src/theme-common/utils/pluralForm.js")
	if err != nil {
		t.Fatal(err)
	}
	res := api.Transform(string(src), api.TransformOptions{Format: api.FormatIIFE, GlobalName: "pluralForm", Target: api.ES2017})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors[0].Text)
	}
	rt := goja.New()
	Install(rt)
	_ = rt.Set("console", map[string]any{"error": func(string) {}})
	if _, err := rt.RunString(string(res.Code)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		locale  string
		count   int
		message string
		want    string
	}{
		{"en", 1, "One post|{count} posts", "One post"},
		{"en", 0, "One post|{count} posts", "{count} posts"},
		{"en", 7, "single", "single"},
		{"fr", 0, "Un article|{count} articles", "Un article"}, // French 0 is "one"
		{"fr", 2, "Un article|{count} articles", "{count} articles"},
		{"ru", 1, "one|few|many", "one"},
		{"ru", 3, "one|few|many", "few"},
		{"ru", 5, "one|few|many", "many"},
		{"ru", 5, "one|other", "other"}, // fewer forms: the last
		{"ru", 21, "one|few|many", "one"},
		{"ar", 0, "zero|one|two|few|many|other", "zero"},
		{"ar", 2, "zero|one|two|few|many|other", "two"},
		{"ar", 11, "zero|one|two|few|many|other", "many"},
		{"ja", 1, "件", "件"},
		{"ja", 1, "a|b", "a"}, // Japanese has only "other", the first category
	} {
		v, err := rt.RunString(`pluralForm.selectMessage(pluralForm.pluralRules(` + "'" + c.locale + "'" + `), ` +
			itoa(c.count) + `, '` + c.message + `')`)
		if err != nil {
			t.Fatalf("%s %d: %v", c.locale, c.count, err)
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s, %d, %q: got %q, want %q", c.locale, c.count, c.message, got, c.want)
		}
	}
}
