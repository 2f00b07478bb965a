package jsintl

import (
	"math"
	"strings"

	"github.com/dop251/goja"
	"golang.org/x/text/collate"
)

func collatorConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		locale, tag := resolveLocale(rt, locales)
		o := readOptions(rt, opts)
		sensitivity := o.str("sensitivity", "variant")
		numericOpt := o.boolean("numeric", false)
		var copts []collate.Option
		switch sensitivity {
		case "base":
			copts = append(copts, collate.IgnoreCase, collate.IgnoreDiacritics)
		case "accent":
			copts = append(copts, collate.IgnoreCase)
		case "case":
			copts = append(copts, collate.IgnoreDiacritics)
		}
		if numericOpt {
			copts = append(copts, collate.Numeric)
		}
		c := collate.New(tag, copts...)
		obj := rt.NewObject()
		_ = obj.Set("compare", func(a, b string) int { return c.CompareString(a, b) })
		_ = obj.Set("resolvedOptions", func() map[string]any {
			return map[string]any{"locale": locale, "usage": "sort", "sensitivity": sensitivity,
				"ignorePunctuation": false, "collation": "default", "numeric": numericOpt, "caseFirst": "false"}
		})
		return obj
	})
}

var relativeUnits = map[string]string{
	"second": "second", "seconds": "second", "minute": "minute", "minutes": "minute",
	"hour": "hour", "hours": "hour", "day": "day", "days": "day", "week": "week", "weeks": "week",
	"month": "month", "months": "month", "quarter": "quarter", "quarters": "quarter",
	"year": "year", "years": "year",
}

// relativeWords are the English words of numeric: "auto" for -1, 0 and 1.
var relativeWords = map[string][3]string{
	"second":  {"", "now", ""},
	"minute":  {"", "this minute", ""},
	"hour":    {"", "this hour", ""},
	"day":     {"yesterday", "today", "tomorrow"},
	"week":    {"last week", "this week", "next week"},
	"month":   {"last month", "this month", "next month"},
	"quarter": {"last quarter", "this quarter", "next quarter"},
	"year":    {"last year", "this year", "next year"},
}

func relativeTimeFormatConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		locale, _ := resolveLocale(rt, locales)
		o := readOptions(rt, opts)
		numericOpt, style := o.str("numeric", "always"), o.str("style", "long")
		nf := &numberFormat{locale: locale, sym: symbolsFor(locale), style: "decimal", notation: "standard",
			minInt: 1, maxFrac: 3, useGrouping: true, signDisplay: "auto"}
		format := func(value float64, unitArg string) string {
			unit, ok := relativeUnits[unitArg]
			if !ok {
				panic(rt.NewTypeError("Invalid unit argument for format() '" + unitArg + "'"))
			}
			if numericOpt == "auto" && (value == -1 || value == 0 || value == 1) {
				if w := relativeWords[unit][int(value)+1]; w != "" {
					return w
				}
			}
			name := unit
			if style != "long" {
				name = map[string]string{"second": "sec.", "minute": "min.", "hour": "hr.", "day": "day",
					"week": "wk.", "month": "mo.", "quarter": "qtr.", "year": "yr."}[unit]
			}
			abs := math.Abs(value)
			n := joinParts(nf.parts(abs))
			if n != "1" && !strings.HasSuffix(name, ".") {
				name += "s"
			} else if n != "1" && unit == "quarter" {
				name = "qtrs."
			}
			if value < 0 || (value == 0 && math.Signbit(value)) {
				return n + " " + name + " ago"
			}
			return "in " + n + " " + name
		}
		obj := rt.NewObject()
		_ = obj.Set("format", format)
		_ = obj.Set("resolvedOptions", func() map[string]any {
			return map[string]any{"locale": locale, "style": style, "numeric": numericOpt, "numberingSystem": "latn"}
		})
		return obj
	})
}

func listFormatConstructor(rt *goja.Runtime) *goja.Object {
	return constructor(rt, func(locales, opts goja.Value) *goja.Object {
		locale, _ := resolveLocale(rt, locales)
		o := readOptions(rt, opts)
		typ, style := o.str("type", "conjunction"), o.str("style", "long")
		word := map[string]string{"conjunction": "and", "disjunction": "or"}[typ]
		if typ == "conjunction" && style != "long" {
			word = "&"
		}
		format := func(v goja.Value) string {
			var items []string
			if err := rt.ExportTo(v, &items); err != nil {
				panic(rt.NewTypeError("Iterable yielded a non-string value"))
			}
			switch {
			case len(items) == 0:
				return ""
			case len(items) == 1:
				return items[0]
			case typ == "unit" && style == "narrow":
				return strings.Join(items, " ")
			case typ == "unit":
				return strings.Join(items, ", ")
			case len(items) == 2:
				return items[0] + " " + word + " " + items[1]
			}
			// The serial comma is American; other English regions leave it out.
			last := ", " + word + " "
			if locale != "en" && locale != "en-US" {
				last = " " + word + " "
			}
			return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
		}
		obj := rt.NewObject()
		_ = obj.Set("format", format)
		_ = obj.Set("resolvedOptions", func() map[string]any {
			return map[string]any{"locale": locale, "type": typ, "style": style}
		})
		return obj
	})
}

// installLocaleMethods makes toLocaleString and friends of Number and Date use Intl, as they do
// in browsers (goja's own print numbers without grouping).
func installLocaleMethods(rt *goja.Runtime) {
	numberProto := rt.Get("Number").ToObject(rt).Get("prototype").ToObject(rt)
	_ = numberProto.Set("toLocaleString", func(call goja.FunctionCall) goja.Value {
		f := newNumberFormat(rt, call.Argument(0), call.Argument(1))
		return rt.ToValue(joinParts(f.parts(call.This.ToFloat())))
	})
	dateProto := rt.Get("Date").ToObject(rt).Get("prototype").ToObject(rt)
	for name, defaults := range map[string]string{"toLocaleString": "all", "toLocaleDateString": "date", "toLocaleTimeString": "time"} {
		defaults := defaults
		_ = dateProto.Set(name, func(call goja.FunctionCall) goja.Value {
			f := newDateTimeFormat(rt, call.Argument(0), call.Argument(1), defaults)
			ms := timeValue(rt, call.This)
			return rt.ToValue(joinParts(f.parts(ms)))
		})
	}
}
