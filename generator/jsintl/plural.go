package jsintl

import (
	"strconv"
	"strings"

	"github.com/dop251/goja"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

var formNames = map[plural.Form]string{
	plural.Other: "other", plural.Zero: "zero", plural.One: "one",
	plural.Two: "two", plural.Few: "few", plural.Many: "many",
}

// compactMany: languages whose "many" category, added to CLDR after the rules x/text carries,
// applies only to numbers in compact exponent form; they list it, and plain numbers never select it.
var compactMany = map[string]bool{"fr": true, "es": true, "it": true, "pt": true, "ca": true}

// droppedMany: languages whose "many" category CLDR has since removed (Hebrew's, in CLDR 42);
// browsers select "other" instead.
var droppedMany = map[string]bool{"he": true, "iw": true}

type pluralRules struct {
	locale string
	tag    language.Tag
	rules  *plural.Rules
	typ    string
}

// selectForm is the category of n, written with at most 3 fraction digits and no trailing zeros
// (the default digits of Intl.PluralRules).
func (p pluralRules) selectForm(n float64) string {
	if n != n {
		return "other"
	}
	if n < 0 {
		n = -n
	}
	s := strconv.FormatFloat(n, 'f', 3, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return formNames[p.operands(s)]
}

func (p pluralRules) operands(s string) plural.Form {
	intPart, frac, _ := strings.Cut(s, ".")
	i, err := strconv.Atoi(intPart)
	if err != nil {
		// Too large for an int: only the last digits matter to CLDR rules.
		i, _ = strconv.Atoi(intPart[len(intPart)-6:])
		i += 1000000
	}
	f, _ := strconv.Atoi("0" + frac)
	t, _ := strconv.Atoi("0" + strings.TrimRight(frac, "0"))
	v := len(frac)
	w := len(strings.TrimRight(frac, "0"))
	form := p.rules.MatchPlural(p.tag, i, v, w, f, t)
	if form == plural.Many && p.typ == "cardinal" && droppedMany[baseLanguage(p.locale)] {
		return plural.Other
	}
	return form
}

// categories lists the categories the locale's rules have, in CLDR's order as browsers list
// them: zero, one, two, few, many, other.
func (p pluralRules) categories() []string {
	seen := map[string]bool{"other": true}
	probe := func(s string) { seen[formNames[p.operands(s)]] = true }
	for i := 0; i <= 1000; i++ {
		probe(strconv.Itoa(i))
		probe(strconv.Itoa(i) + ".5")
		probe(strconv.Itoa(i) + ".25")
	}
	if p.typ == "cardinal" && compactMany[baseLanguage(p.locale)] {
		seen["many"] = true
	}
	var out []string
	for _, c := range []string{"zero", "one", "two", "few", "many", "other"} {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}

func pluralRulesConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		locale, tag := resolveLocale(rt, locales)
		o := readOptions(rt, opts)
		p := pluralRules{locale: locale, tag: tag, rules: plural.Cardinal, typ: o.str("type", "cardinal")}
		switch p.typ {
		case "cardinal":
		case "ordinal":
			p.rules = plural.Ordinal
		default:
			panic(rt.NewTypeError("Value " + p.typ + " out of range for Intl.PluralRules options property type"))
		}
		obj := rt.NewObject()
		_ = obj.Set("select", func(n float64) string { return p.selectForm(n) })
		_ = obj.Set("resolvedOptions", func() map[string]any {
			return map[string]any{
				"locale": locale, "type": p.typ,
				"minimumIntegerDigits": 1, "minimumFractionDigits": 0, "maximumFractionDigits": 3,
				"pluralCategories": p.categories(),
			}
		})
		return obj
	})
}
