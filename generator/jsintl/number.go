package jsintl

import (
	"math"
	"strings"

	"github.com/dop251/goja"
)

const (
	nbsp   = "\u00a0"
	nnbsp  = "\u202f"
	minusS = "-"
)

// numberSymbols is how a language writes numbers (Latin digits).
type numberSymbols struct {
	group, decimal string
	minGrouping    int
	percentPrefix  bool   // "%25" (Turkish)
	percentSep     string // between the number and "%"
	currencyAfter  bool   // "1.234,50 €"
	currencySep    string // between the symbol and the number
}

var enSymbols = numberSymbols{group: ",", decimal: ".", minGrouping: 1}

// symbolsByLanguage holds the languages whose symbols differ from English, as browsers print them.
var symbolsByLanguage = map[string]numberSymbols{
	"de": {group: ".", decimal: ",", minGrouping: 1, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"fr": {group: nnbsp, decimal: ",", minGrouping: 1, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"es": {group: ".", decimal: ",", minGrouping: 2, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"it": {group: ".", decimal: ",", minGrouping: 2, currencyAfter: true, currencySep: nbsp},
	"pt": {group: ".", decimal: ",", minGrouping: 1, currencySep: nbsp},
	"nl": {group: ".", decimal: ",", minGrouping: 1, currencySep: nbsp},
	"ru": {group: nbsp, decimal: ",", minGrouping: 1, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"pl": {group: nbsp, decimal: ",", minGrouping: 2, currencyAfter: true, currencySep: nbsp},
	"uk": {group: nbsp, decimal: ",", minGrouping: 1, currencyAfter: true, currencySep: nbsp},
	"cs": {group: nbsp, decimal: ",", minGrouping: 1, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"sv": {group: nbsp, decimal: ",", minGrouping: 1, percentSep: nbsp, currencyAfter: true, currencySep: nbsp},
	"tr": {group: ".", decimal: ",", minGrouping: 1, percentPrefix: true},
	"id": {group: ".", decimal: ",", minGrouping: 1},
	"vi": {group: ".", decimal: ",", minGrouping: 1, currencyAfter: true, currencySep: nbsp},
}

func symbolsFor(locale string) numberSymbols {
	if s, ok := symbolsByLanguage[baseLanguage(locale)]; ok {
		return s
	}
	return enSymbols
}

var currencySymbols = map[string]string{"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}
var currencyDigits = map[string]int{"JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0}

type numberFormat struct {
	locale                    string
	sym                       numberSymbols
	style, currency, notation string
	minInt, minFrac, maxFrac  int
	fracDigitsSet             bool // minimum/maximumFractionDigits given: compact rounds by them
	useGrouping               bool
	signDisplay               string
}

func newNumberFormat(rt *goja.Runtime, locales, opts goja.Value) *numberFormat {
	locale, _ := resolveLocale(rt, locales)
	o := readOptions(rt, opts)
	f := &numberFormat{locale: locale, sym: symbolsFor(locale), style: o.str("style", "decimal"),
		notation: o.str("notation", "standard"), useGrouping: o.boolean("useGrouping", true),
		signDisplay: o.str("signDisplay", "auto")}
	if o.has("useGrouping") && o.str("useGrouping", "") == "false" {
		f.useGrouping = false
	}
	defMin, defMax := 0, 3
	switch f.style {
	case "decimal":
	case "percent":
		defMax = 0
	case "currency":
		f.currency = strings.ToUpper(o.str("currency", ""))
		if f.currency == "" {
			panic(rt.NewTypeError("Currency code is required with currency style."))
		}
		d, ok := currencyDigits[f.currency]
		if !ok {
			d = 2
		}
		defMin, defMax = d, d
	default:
		panic(rt.NewTypeError("Value " + f.style + " out of range for Intl.NumberFormat options property style"))
	}
	f.minInt = o.integer("minimumIntegerDigits", 1, 1, 21)
	f.fracDigitsSet = o.has("minimumFractionDigits") || o.has("maximumFractionDigits")
	if f.notation == "compact" && !o.has("maximumFractionDigits") {
		defMax = 0
	}
	f.minFrac = o.integer("minimumFractionDigits", defMin, 0, 100)
	if f.minFrac > defMax {
		defMax = f.minFrac
	}
	f.maxFrac = o.integer("maximumFractionDigits", defMax, 0, 100)
	if o.has("maximumFractionDigits") && !o.has("minimumFractionDigits") && f.minFrac > f.maxFrac {
		f.minFrac = f.maxFrac
	}
	if f.minFrac > f.maxFrac {
		panic(rangeError(rt, "maximumFractionDigits value is out of range."))
	}
	return f
}

var compactSuffixes = []string{"", "K", "M", "B", "T"}

func (f *numberFormat) parts(n float64) []part {
	if f.style == "percent" {
		n *= 100
	}
	var parts []part
	negative := n < 0 || (n == 0 && math.Signbit(n) && f.signDisplay == "negative")
	if math.IsNaN(n) {
		return []part{{"nan", "NaN"}}
	}
	switch {
	case negative && f.signDisplay != "never" && !(n == 0 && f.signDisplay == "auto"):
		parts = append(parts, part{"minusSign", minusS})
	case !negative && (f.signDisplay == "always" || (f.signDisplay == "exceptZero" && n != 0)):
		parts = append(parts, part{"plusSign", "+"})
	}
	var sym, code string
	if f.style == "currency" {
		code = f.currency
		sym = currencySymbols[code]
		if sym == "" {
			sym = code
		}
	}
	if f.style == "currency" && !f.sym.currencyAfter {
		parts = append(parts, part{"currency", sym})
		if f.sym.currencySep != "" || len([]rune(sym)) > 1 && sym == code {
			parts = append(parts, part{"literal", nbsp})
		}
	}
	if f.style == "percent" && f.sym.percentPrefix {
		parts = append(parts, part{"percentSign", "%"})
	}
	if math.IsInf(n, 0) {
		parts = append(parts, part{"infinity", "∞"})
	} else {
		suffix := ""
		var intPart, frac string
		if f.notation == "compact" {
			abs := math.Abs(n)
			k := 0
			for k < len(compactSuffixes)-1 && abs >= 1000 {
				abs /= 1000
				k++
			}
			switch {
			case f.fracDigitsSet:
				intPart, frac = roundDecimal(abs, f.minFrac, f.maxFrac)
			case abs < 100:
				intPart, frac = roundSignificant(abs, 2)
			default:
				intPart, frac = roundDecimal(abs, 0, 0)
			}
			if intPart == "1000" && k < len(compactSuffixes)-1 {
				intPart, frac, k = "1", "", k+1
			}
			suffix = compactSuffixes[k]
		} else {
			intPart, frac = roundDecimal(n, f.minFrac, f.maxFrac)
		}
		for len(intPart) < f.minInt {
			intPart = "0" + intPart
		}
		if f.useGrouping {
			grouped := group(intPart, f.sym.group, f.sym.minGrouping)
			for i, g := range strings.Split(grouped, f.sym.group) {
				if i > 0 {
					parts = append(parts, part{"group", f.sym.group})
				}
				parts = append(parts, part{"integer", g})
			}
		} else {
			parts = append(parts, part{"integer", intPart})
		}
		if frac != "" {
			parts = append(parts, part{"decimal", f.sym.decimal}, part{"fraction", frac})
		}
		if suffix != "" {
			parts = append(parts, part{"compact", suffix})
		}
	}
	if f.style == "percent" && !f.sym.percentPrefix {
		if f.sym.percentSep != "" {
			parts = append(parts, part{"literal", f.sym.percentSep})
		}
		parts = append(parts, part{"percentSign", "%"})
	}
	if f.style == "currency" && f.sym.currencyAfter {
		parts = append(parts, part{"literal", f.sym.currencySep}, part{"currency", sym})
	}
	return parts
}

func (f *numberFormat) resolved() map[string]any {
	r := map[string]any{
		"locale": f.locale, "numberingSystem": "latn", "style": f.style,
		"minimumIntegerDigits": f.minInt, "minimumFractionDigits": f.minFrac,
		"maximumFractionDigits": f.maxFrac, "useGrouping": "auto", "notation": f.notation,
		"signDisplay": f.signDisplay, "roundingMode": "halfExpand",
	}
	if f.style == "currency" {
		r["currency"] = f.currency
		r["currencyDisplay"] = "symbol"
		r["currencySign"] = "standard"
	}
	if !f.useGrouping {
		r["useGrouping"] = false
	}
	return r
}

func numberFormatConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		f := newNumberFormat(rt, locales, opts)
		obj := rt.NewObject()
		_ = obj.Set("format", func(v goja.Value) string { return joinParts(f.parts(v.ToFloat())) })
		_ = obj.Set("formatToParts", func(v goja.Value) goja.Value { return partsValue(rt, f.parts(v.ToFloat())) })
		_ = obj.Set("resolvedOptions", f.resolved)
		return obj
	})
}
